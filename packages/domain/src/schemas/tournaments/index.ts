export * from './realtime-events.ts';
export * from './tournaments.ts';
