export * from './display-code.ts';
export * from './realtime-events.ts';
export * from './tournaments.ts';
