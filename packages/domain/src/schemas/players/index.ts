export * from './contacts.ts';
export * from './players.ts';
