export * from './leagues-endpoints.ts';
export * from './messages.ts';
export * from './requests.ts';
export * from './responses.ts';
export * from './scoring.ts';
