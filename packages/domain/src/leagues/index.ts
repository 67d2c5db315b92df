export * from './points-formulas.ts';
export * from './season-report.ts';
export * from './season-standings.ts';
