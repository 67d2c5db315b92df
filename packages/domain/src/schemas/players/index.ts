export * from './players.ts';
