// The public API of @tenace/solver.
export * from './api.ts';
export * from './par.ts';
export * from './position.ts';
export { TsEngine, BudgetExhausted, type Budget, type Engine } from './engine.ts';
export { WasmEngine } from './wasmEngine.ts';
export { DEFAULT_TABLE_MB, FlatTransTable, type TranspositionTable } from './transTable.ts';
