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
    /** A hash of the creating client's address (TableRow.creator), or null. */
    creator: string | null;
  };
  /** Invites waiting to be used: code hash → table (the table's log stays the authority). */
  tenace_invites: { code_hash: string; table_id: string };
  /** Who sat where: seat token hash → table, for every seat entry with a token (the log stays the authority). */
  tenace_sat: { token_hash: string; table_id: string };
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
    ['creator', sql.raw('text')],
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
 * Start-up reads live tables by status; a client's open tables are counted over the live ones by creator;
 * the lobby is a partial index over exactly its query's terms (public, not finished, a seat free), in its
 * order (newest first).
 */
export async function createIndexes(db: Kysely<Schema>): Promise<void> {
  await sql`create index if not exists tenace_tables_status on tenace_tables (status)`.execute(db);
  await sql`create index if not exists tenace_tables_creator on tenace_tables (creator)
    where status = 'live'`.execute(db);
  await sql`create index if not exists tenace_tables_lobby on tenace_tables (created_at, id)
    where private = 0 and status <> 'finished' and held <> ${sql.lit(ALL_SEATS_HELD)}`.execute(db);
}

/**
 * The index of who sat where. A database made before it existed gets it filled once from its logs' seat
 * entries (after `tenace_log` exists), so people still find their older private tables.
 */
export async function createSatIndex(db: Kysely<Schema>): Promise<void> {
  let existed = true;
  try {
    await sql`select token_hash from tenace_sat limit 1`.execute(db);
  } catch {
    existed = false;
  }
  if (existed) return;
  await db.schema
    .createTable('tenace_sat')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('table_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tenace_sat_pk', ['token_hash', 'table_id'])
    .execute();
  const seats = await db
    .selectFrom('tenace_log')
    .select(['table_id', 'data'])
    .where('kind', '=', 'seat')
    .execute();
  const rows = new Map<string, { token_hash: string; table_id: string }>();
  for (const r of seats) {
    const hash = (JSON.parse(r.data) as { tokenHash?: unknown }).tokenHash;
    if (typeof hash === 'string')
      rows.set(`${hash} ${r.table_id}`, { token_hash: hash, table_id: r.table_id });
  }
  const all = [...rows.values()];
  for (let i = 0; i < all.length; i += 500)
    await db
      .insertInto('tenace_sat')
      .values(all.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['token_hash', 'table_id']).doNothing())
      .execute();
}
