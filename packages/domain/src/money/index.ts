export * from './icm.ts';
export * from './settle-up.ts';
