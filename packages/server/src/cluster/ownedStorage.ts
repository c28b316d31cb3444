/**
 * Storage as a process of a cluster uses it: every append is made under the epoch of the table's lease
 * (storage refuses it once another process took the table: FencedOut, and the table is given up), a
 * table created here is leased here before anything is appended to it, and start-up restores nothing
 * (live tables are picked up by whichever process is asked for them, or by the orphan scan).
 */
import {
  FencedOut,
  type HandRecordQuery,
  type HandRecordRow,
  type LobbyQuery,
  type LobbyRow,
  type Storage,
  type StoredEntry,
  type StoredTable,
  type TableRow,
  type TableSummary,
} from '@tenace/table';
import type { Redis } from 'ioredis';
import type { TableInfo } from '@tenace/protocol';
import type { SqlStorage } from '../storage/sql.ts';
import type { Ownership } from './ownership.ts';

const INIT_KEY = 'tenace:schema';

/** No lease epoch is below 1: an append under it is always refused. */
const NOT_OWNED = 0;

export class OwnedStorage implements Storage {
  constructor(
    readonly inner: SqlStorage,
    private readonly ownership: Ownership,
    private readonly redis: Redis,
  ) {}

  /** Creates the schema, one process at a time (Postgres' "create … if not exists" races with itself). */
  async init(): Promise<void> {
    const me = this.ownership.me;
    for (let i = 0; (await this.redis.set(INIT_KEY, me, 'PX', 60_000, 'NX')) !== 'OK'; i++) {
      if (i > 600) throw new Error('storage: another process has been creating the schema for a minute');
      await new Promise((r) => setTimeout(r, 100));
    }
    try {
      await this.inner.init();
    } finally {
      if ((await this.redis.get(INIT_KEY)) === me) await this.redis.del(INIT_KEY);
    }
  }

  async createTable(row: TableRow, info?: TableInfo): Promise<void> {
    await this.inner.createTable(row, info);
    const c = await this.ownership.claim(row.id);
    if (c.kind !== 'mine') throw new Error(`table ${row.id} was created here but its lease is ${c.kind}`);
  }

  append(tableId: string, e: StoredEntry): Promise<void> {
    return this.inner
      .append(tableId, e, this.ownership.epochOf(tableId) ?? NOT_OWNED)
      .catch((error: unknown) => {
        if (error instanceof FencedOut) this.ownership.lost(tableId);
        throw error;
      });
  }

  fence(tableId: string, epoch: number): Promise<boolean> {
    return this.inner.fence(tableId, epoch);
  }

  /** Only the owner records a table's moves (one that lost the table says nothing more of it). */
  async saveSummary(tableId: string, summary: TableSummary): Promise<void> {
    if (this.ownership.holds(tableId)) await this.inner.saveSummary(tableId, summary);
  }

  liveTables(): Promise<StoredTable[]> {
    return Promise.resolve([]);
  }

  loadTable(tableId: string): Promise<StoredTable | null> {
    return this.inner.loadTable(tableId);
  }

  loadTables(): Promise<{ row: TableRow; log: StoredEntry[] }[]> {
    return this.inner.loadTables();
  }

  liveTablesOf(creator: string): Promise<number> {
    return this.inner.liveTablesOf(creator);
  }

  lobbyPage(q: LobbyQuery): Promise<LobbyRow[]> {
    return this.inner.lobbyPage(q);
  }

  inviteTable(codeHash: string): Promise<string | null> {
    return this.inner.inviteTable(codeHash);
  }

  tablesSatAt(tokenHashes: readonly string[]): Promise<string[]> {
    return this.inner.tablesSatAt(tokenHashes);
  }

  addHandRecords(rows: readonly Omit<HandRecordRow, 'id'>[]): Promise<void> {
    return this.inner.addHandRecords(rows);
  }

  handRecordCount(tableId: string): Promise<number> {
    return this.inner.handRecordCount(tableId);
  }

  listHandRecords(q: HandRecordQuery): Promise<HandRecordRow[]> {
    return this.inner.listHandRecords(q);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
