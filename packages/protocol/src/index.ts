// The public API of @tenace/protocol. One line per module.
export * from './version.ts';
export * from './errors.ts';
export * from './client.ts';
export * from './tables.ts';
export * from './server.ts';
export * from './parse.ts';
export * from './analysis.ts';
export * from './frames.ts';
export * from './text.ts';
