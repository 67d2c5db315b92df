export * from './balancing.ts';
export * from './clock.ts';
export * from './payouts.ts';
export * from './presets.ts';
export * from './seat-draw.ts';
