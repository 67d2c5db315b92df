export * from './live-feed.ts';
