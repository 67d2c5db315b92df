export * from './icm.ts';
export * from './ledger.ts';
export * from './ledger-rules.ts';
export * from './settle-up.ts';
export * from './split-cents.ts';
