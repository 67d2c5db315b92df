export * from './reach.ts';
