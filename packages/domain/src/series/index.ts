export * from './occurrences.ts';
export * from './zoned-time.ts';
