export * from './tournaments.ts';
