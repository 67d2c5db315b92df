export * from './kinds.ts';
export * from './messages.ts';
export * from './requests.ts';
export * from './responses.ts';
