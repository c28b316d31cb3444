// The public API of @tenace/solver.
export * from './api.ts';
export * from './par.ts';
export * from './position.ts';
export { Engine, BudgetExhausted, type Budget } from './engine.ts';
export { DEFAULT_TABLE_MB, FlatTransTable, type TranspositionTable } from './transTable.ts';
