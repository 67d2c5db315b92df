export * from './fields.ts';
export * from './messages.ts';
export * from './password.ts';
export * from './requests.ts';
export * from './responses.ts';
export * from './roles.ts';
export * from './stored.ts';
