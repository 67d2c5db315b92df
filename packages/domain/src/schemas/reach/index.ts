export * from './mail-limits.ts';
export * from './reach.ts';
