export * from './quick-locations.ts';
export * from './templates.ts';
