// The public API of @tenace/server. One line per module.
export * from './app.ts';
export * from './lobby.ts';
export * from './env.ts';
export * from './bots.ts';
export * from './players.ts';
export * from './http.ts';
export * from './limits.ts';
export * from './metrics.ts';
export * from './storage/sql.ts';
export {
  BotDriver,
  DEFAULT_INVITE_TTL_MS,
  MemoryClient,
  MemoryStorage,
  Session,
  Table,
  type Connection,
  type GameSettings,
  type HandRecordQuery,
  type HandRecordRow,
  type LogEntry,
  type Storage,
  type StoredEntry,
  type TableRow,
  type TableTimings,
} from '@tenace/table';
export { ClusterConfigError, DEFAULT_LEASE_TTL_MS, type ClusterOptions } from './cluster/node.ts';
