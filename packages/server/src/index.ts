// The public API of @tenace/server. One line per module.
export * from './app.ts';
export * from './lobby.ts';
export * from './table.ts';
export * from './game.ts';
export * from './players.ts';
export * from './session.ts';
export * from './http.ts';
export * from './storage/types.ts';
export * from './storage/memory.ts';
export * from './storage/sql.ts';
export * from './transport/memory.ts';
