/**
 * The storage schema's tables and what `init` adds to databases made by older versions: the lifecycle
 * columns (status, seats held, lobby summary) and the indexes of start-up, the lobby and invites.
 */
import { sql, type Generated, type Kysely } from 'kysely';
import { ALL_SEATS_HELD } from '@tenace/table';

export interface Schema {
  tenace_tables: {
    id: string;
    settings: string;
    seed: string;
    title: string;
    private: number;
    created_at: string;
    /** live | idle | finished (TableStatus). */
    status: string;
    /** The seats people hold, as SEAT_BITS. */
    held: number;
    /** The lobby's TableInfo as of the table's last move (JSON), or null. */
    info: string | null;
    /** The owner's lease epoch (fencing): an append made under an older epoch is refused. */
    epoch: number;
  };
  /** Invites waiting to be used: code hash → table (the table's log stays the authority). */
  tenace_invites: { code_hash: string; table_id: string };
  tenace_log: { table_id: string; seq: number; at: string; kind: string; data: string };
  tenace_hand_records: {
    id: Generated<number>;
    table_id: string;
    deal_index: number;
    mode: string;
    record: string;
    created_at: string;
  };
}

/**
 * A database made before tables had a status: its tables get the new columns, all `live` (so the next
 * start restores each once, as before, and records its real status and summary); their seats held and
 * pending invites are then written by that restore.
 */
export async function addMissingColumns(db: Kysely<Schema>): Promise<void> {
  const columns: [string, ReturnType<typeof sql.raw>][] = [
    ['status', sql.raw("text not null default 'live'")],
    ['held', sql.raw('integer not null default 0')],
    ['info', sql.raw('text')],
    ['epoch', sql.raw('integer not null default 0')],
  ];
  for (const [name, type] of columns) {
    try {
      await sql`select ${sql.ref(name)} from tenace_tables limit 1`.execute(db);
    } catch {
      await sql`alter table tenace_tables add column ${sql.ref(name)} ${type}`.execute(db);
    }
  }
}

/**
 * Start-up reads live tables by status; the lobby is a partial index over exactly its query's terms
 * (public, not finished, a seat free), in its order (newest first).
 */
export async function createIndexes(db: Kysely<Schema>): Promise<void> {
  await sql`create index if not exists tenace_tables_status on tenace_tables (status)`.execute(db);
  await sql`create index if not exists tenace_tables_lobby on tenace_tables (created_at, id)
    where private = 0 and status <> 'finished' and held <> ${sql.lit(ALL_SEATS_HELD)}`.execute(db);
}
