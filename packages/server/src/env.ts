/** The Node platform of the server's tables: its clock and timers, random ids, SHA-256 hashing of secrets. */
import { STANDARD_TIMERS, type TableEnv } from '@tenace/table';
import { hashSecret, newSecret, newSeed, newTableId } from './ids.ts';

export const NODE_ENV: TableEnv = {
  ...STANDARD_TIMERS,
  tableId: newTableId,
  secret: newSecret,
  seed: newSeed,
  hash: hashSecret,
  soon: (fn) => {
    setImmediate(fn);
  },
};
