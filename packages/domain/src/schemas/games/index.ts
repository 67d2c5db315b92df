export * from './dashboard.ts';
export * from './messages.ts';
export * from './participants.ts';
export * from './payload.ts';
export * from './responses.ts';
export * from './share-link.ts';
export * from './wizard.ts';
export * from './wizard-steps.ts';
