/**
 * Storage over Kysely: SQLite through libsql (a file, `./data/tenace.db` by default) or Postgres (a
 * `postgres://` URL). The same queries run on both; only the dialect and the id column differ.
 */
import { mkdirSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import Database from 'libsql';
import pg from 'pg';
import type { Mode, TableInfo } from '@tenace/protocol';
import { siblingModule, spawnWorker } from '../threads.ts';
import { PgWriterLock, WriterLock } from './writerLock.ts';
import {
  ALL_SEATS_HELD,
  FencedOut,
  readHandRecord,
  SEAT_BITS,
  type HandRecordQuery,
  type HandRecordRow,
  type LobbyQuery,
  type LobbyRow,
  type LogEntry,
  type Storage,
  type StoredEntry,
  type StoredTable,
  type TableRow,
  type TableStatus,
  type TableSummary,
} from '@tenace/table';
import { addMissingColumns, createIndexes, createSatIndex, type Schema } from './schema.ts';

/** No entry refused. */
const NONE: ReadonlySet<never> = new Set();

interface Append {
  readonly tableId: string;
  readonly e: StoredEntry;
  /** The lease epoch it is made under (fencing), if any. */
  readonly epoch: number | undefined;
  readonly done: () => void;
  readonly fail: (e: Error) => void;
}

type LogRow = Schema['tenace_log'];

/** What a log entry changes in storage's indexes, applied in the same commit as the entry. */
type IndexChange =
  | { readonly kind: 'held'; readonly tableId: string; readonly bit: number; readonly set: number }
  | { readonly kind: 'invite'; readonly tableId: string; readonly codeHash: string; readonly used: boolean };

function indexChange(a: Append): IndexChange | null {
  const entry = a.e.entry;
  if (entry.kind === 'seat') {
    const bit = SEAT_BITS[entry.seat];
    return { kind: 'held', tableId: a.tableId, bit, set: entry.tokenHash === null ? 0 : bit };
  }
  if (entry.kind === 'invite')
    return { kind: 'invite', tableId: a.tableId, codeHash: entry.codeHash, used: entry.used };
  return null;
}

const HELD_SQL = 'update tenace_tables set held = (held & ~?) | ? where id = ?';
const INVITE_SQL = 'insert into tenace_invites (code_hash, table_id) values (?, ?) on conflict do nothing';
const USED_SQL = 'delete from tenace_invites where code_hash = ?';
const SAT_SQL = 'insert into tenace_sat (token_hash, table_id) values (?, ?) on conflict do nothing';

/** Who sat where, for a seat entry that gives the seat to a person. */
function satRow(a: Append): Schema['tenace_sat'] | null {
  const entry = a.e.entry;
  return entry.kind === 'seat' && entry.tokenHash !== null
    ? { token_hash: entry.tokenHash, table_id: a.tableId }
    : null;
}

type TablesRow = Schema['tenace_tables'];

const LOBBY_TERMS = sql<boolean>`private = 0 and status <> 'finished' and held <> ${sql.lit(ALL_SEATS_HELD)}`;

function tableRowOf(r: TablesRow): TableRow {
  return {
    id: r.id,
    settings: JSON.parse(r.settings) as TableRow['settings'],
    seed: r.seed,
    title: r.title,
    private: r.private === 1,
    createdAt: r.created_at,
    ...(r.creator === null ? {} : { creator: r.creator }),
  };
}

/** Log rows (ordered by table, then sequence) grouped by table. */
function logByTable(log: readonly LogRow[]): Map<string, StoredEntry[]> {
  const byTable = new Map<string, StoredEntry[]>();
  for (const l of log) {
    let list = byTable.get(l.table_id);
    if (list === undefined) byTable.set(l.table_id, (list = []));
    list.push(storedEntry(l));
  }
  return byTable;
}

function storedEntry(l: LogRow): StoredEntry {
  return { seq: l.seq, at: l.at, entry: JSON.parse(l.data) as LogEntry };
}

function logRow(a: Append): LogRow {
  return {
    table_id: a.tableId,
    seq: a.e.seq,
    at: a.e.at,
    kind: a.e.entry.kind,
    data: JSON.stringify(a.e.entry),
  };
}

export { StorageInUse } from './writerLock.ts';

export class SqlStorage implements Storage {
  /** Log entries waiting for the next group commit. */
  private appends: Append[] = [];
  private flushing = false;
  /** SQLite: the log insert (with its index changes), prepared once, and a transaction of many of them. */
  private insertMany: ((rows: readonly Append[]) => void) | null = null;
  /** SQLite in a file: the thread that checkpoints the WAL (started by init). */
  private checkpointer: Worker | null = null;
  /** SQLite in a file: this server's writer lock (taken by init, before the schema or a table is touched). */
  private lock: WriterLock | null = null;
  /** Postgres: this server's advisory lock on the database (taken by init, like SQLite's writer lock). */
  private pgLock: PgWriterLock | null = null;

  private constructor(
    private readonly db: Kysely<Schema>,
    private readonly dialect: 'sqlite' | 'postgres',
    private readonly raw: Database.Database | null = null,
    private readonly file: string | null = null,
    private readonly url: string | null = null,
  ) {}

  /**
   * SQLite at `file` (its folder is created); `:memory:` for a private in-memory database. With a file,
   * WAL checkpoints run in a thread of their own (checkpointer.ts), not in the commits of this connection.
   */
  static sqlite(file: string): SqlStorage {
    const inFile = file !== ':memory:';
    if (inFile) mkdirSync(dirname(file), { recursive: true });
    const database = new Database(file);
    database.exec('PRAGMA journal_mode = WAL');
    database.exec('PRAGMA synchronous = NORMAL');
    database.exec('PRAGMA busy_timeout = 5000');
    if (inFile) database.exec('PRAGMA wal_autocheckpoint = 0');
    const db = new Kysely<Schema>({
      dialect: new SqliteDialect({ database: database }),
    });
    return new SqlStorage(db, 'sqlite', database, inFile ? file : null);
  }

  /**
   * Postgres at a connection URL. `writerLock` false leaves out the one-server advisory lock: for several
   * processes on one database whose tables are owned through leases with fenced appends instead.
   */
  static postgres(url: string, options: { readonly writerLock?: boolean } = {}): SqlStorage {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return new SqlStorage(db, 'postgres', null, null, options.writerLock === false ? null : url);
  }

  /** The database engine behind this storage. */
  get engine(): 'sqlite' | 'postgres' {
    return this.dialect;
  }

  /** Whether init takes a one-server writer lock (a cluster's processes share the database without). */
  get locksWriter(): boolean {
    return this.file !== null || this.url !== null;
  }

  /** Postgres when `url` is a postgres:// URL, else SQLite at `file`. */
  static fromConfig(url: string | undefined, file: string): SqlStorage {
    if (url !== undefined && /^postgres(ql)?:\/\//.test(url)) return SqlStorage.postgres(url);
    return SqlStorage.sqlite(file);
  }

  /**
   * Takes the writer lock (SQLite in a file: its lock file; Postgres: an advisory lock; StorageInUse when
   * another server holds it), creates the schema.
   */
  async init(): Promise<void> {
    if (this.file !== null && this.lock === null) this.lock = WriterLock.acquire(this.file);
    if (this.url !== null && this.pgLock === null) this.pgLock = await PgWriterLock.acquire(this.url);
    if (this.file !== null && this.checkpointer === null) {
      this.checkpointer = spawnWorker(siblingModule(import.meta.url, 'checkpointer'), {
        file: this.file,
        everyMs: 1000,
      });
      this.checkpointer.unref();
    }
    await this.db.schema
      .createTable('tenace_tables')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('seed', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('private', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('live'))
      .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('info', 'text')
      .addColumn('epoch', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('creator', 'text')
      .execute();
    await addMissingColumns(this.db);
    await this.db.schema
      .createTable('tenace_invites')
      .ifNotExists()
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('table_id', 'text', (c) => c.notNull())
      .execute();
    await this.db.schema
      .createTable('tenace_log')
      .ifNotExists()
      .addColumn('table_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('tenace_log_pk', ['table_id', 'seq'])
      .execute();
    await this.db.schema
      .createTable('tenace_hand_records')
      .ifNotExists()
      .addColumn('id', this.dialect === 'postgres' ? 'serial' : 'integer', (c) =>
        this.dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('table_id', 'text', (c) => c.notNull())
      .addColumn('deal_index', 'integer', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('record', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('tenace_hand_records_deal', ['table_id', 'deal_index'])
      .execute();
    await this.db.schema
      .createIndex('tenace_hand_records_mode')
      .ifNotExists()
      .on('tenace_hand_records')
      .columns(['mode', 'id'])
      .execute();
    await createIndexes(this.db);
    await createSatIndex(this.db);
  }

  async createTable(row: TableRow, info?: TableInfo): Promise<void> {
    await this.db
      .insertInto('tenace_tables')
      .values({
        id: row.id,
        settings: JSON.stringify(row.settings),
        seed: row.seed,
        title: row.title,
        private: row.private ? 1 : 0,
        created_at: row.createdAt,
        status: 'live',
        held: 0,
        info: info === undefined ? null : JSON.stringify(info),
        epoch: 0,
        creator: row.creator ?? null,
      })
      .execute();
  }

  async liveTablesOf(creator: string): Promise<number> {
    const r = await this.db
      .selectFrom('tenace_tables')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('creator', '=', creator)
      .where('status', '=', 'live')
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async fence(tableId: string, epoch: number): Promise<boolean> {
    const done = await this.db
      .updateTable('tenace_tables')
      .set({ epoch })
      .where('id', '=', tableId)
      .where('epoch', '<', epoch)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  async saveSummary(tableId: string, summary: TableSummary): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('tenace_tables')
        .set({ status: summary.status, info: JSON.stringify(summary.info) })
        .where('id', '=', tableId)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new Error(`no table ${tableId}`);
      if (summary.invites.length > 0)
        await trx
          .insertInto('tenace_invites')
          .values(summary.invites.map((h) => ({ code_hash: h, table_id: tableId })))
          .onConflict((oc) => oc.column('code_hash').doNothing())
          .execute();
    });
  }

  /**
   * Appends are committed in groups: every entry appended during one turn of the event loop (from any
   * table) goes into one transaction, and each caller's promise settles when that transaction has. When a
   * group fails, its entries are retried one by one so that each caller learns its own outcome.
   */
  append(tableId: string, e: StoredEntry, epoch?: number): Promise<void> {
    return new Promise((done, fail) => {
      this.appends.push({ tableId, e, epoch, done, fail });
      if (this.appends.length === 1 && !this.flushing) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    while (this.appends.length > 0) {
      const group = this.appends;
      this.appends = [];
      try {
        const refused = await this.insertLog(group);
        for (const a of group) if (!refused.has(a)) a.done();
        // Refused by their epoch in a group stored without a transaction: each learns why, alone.
        for (const a of refused)
          await this.insertLog([a]).then(
            () => {
              a.done();
            },
            (error: unknown) => {
              a.fail(error as Error);
            },
          );
      } catch {
        for (const a of group) {
          try {
            await this.insertLog([a]);
            a.done();
          } catch (error) {
            a.fail(error as Error);
          }
        }
      }
    }
    this.flushing = false;
  }

  /**
   * Stores the entries and their index changes, all or none, except a group of fenced entries without
   * index changes: one statement stores those whose epoch holds, and the others are returned.
   */
  private async insertLog(group: readonly Append[]): Promise<ReadonlySet<Append>> {
    if (this.raw !== null) {
      if (this.insertMany === null) {
        const raw = this.raw;
        const insert = raw.prepare(
          'insert into tenace_log (table_id, seq, at, kind, data) values (?, ?, ?, ?, ?)',
        );
        const held = raw.prepare(HELD_SQL);
        const invite = raw.prepare(INVITE_SQL);
        const used = raw.prepare(USED_SQL);
        const sat = raw.prepare(SAT_SQL);
        const owner = raw.prepare('select epoch from tenace_tables where id = ?');
        this.insertMany = raw.transaction((list: readonly Append[]) => {
          for (const a of list) {
            if (a.epoch !== undefined) {
              const current = (owner.get(a.tableId) as { epoch: number } | undefined)?.epoch ?? 0;
              if (current !== a.epoch) throw new FencedOut(a.tableId, a.epoch, current);
            }
            const r = logRow(a);
            insert.run(r.table_id, r.seq, r.at, r.kind, r.data);
            const c = indexChange(a);
            if (c?.kind === 'held') held.run(c.bit, c.set, c.tableId);
            else if (c?.kind === 'invite' && c.used) used.run(c.codeHash);
            else if (c?.kind === 'invite') invite.run(c.codeHash, c.tableId);
            const who = satRow(a);
            if (who !== null) sat.run(who.token_hash, who.table_id);
          }
        });
      }
      this.insertMany(group);
      return NONE;
    }
    if (group.every((a) => indexChange(a) === null && satRow(a) === null)) {
      const plain = group.every((a) => a.epoch === undefined);
      // One statement, so one round trip and no transaction around it: a multi-row insert is atomic on
      // its own. Fenced rows are inserted each only if its table's epoch holds (all of one table's rows
      // in a group have one epoch, so a table's entries are stored all or none): the statement says
      // which were, and the others are refused.
      if (plain) {
        await this.db.insertInto('tenace_log').values(group.map(logRow)).execute();
        return NONE;
      }
      if (group.every((a) => a.epoch !== undefined)) {
        const refused = await this.insertFenced(this.db, group);
        if (group.length === 1 && refused.size > 0) throw await this.fencedOut(this.db, group[0]!);
        return refused;
      }
    }
    await this.db.transaction().execute(async (trx) => {
      const plain = group.filter((a) => a.epoch === undefined);
      const fenced = group.filter((a) => a.epoch !== undefined);
      if (plain.length > 0) await trx.insertInto('tenace_log').values(plain.map(logRow)).execute();
      if (fenced.length > 0) {
        const refused = await this.insertFenced(trx, fenced);
        // One refused undoes the group (its index changes with it): each entry is tried again alone.
        const [first] = refused;
        if (first !== undefined) throw await this.fencedOut(trx, first);
      }
      for (const a of group) {
        const c = indexChange(a);
        if (c?.kind === 'held')
          await trx
            .updateTable('tenace_tables')
            .set({ held: sql<number>`(held & ~${sql.lit(c.bit)}) | ${sql.lit(c.set)}` })
            .where('id', '=', c.tableId)
            .execute();
        else if (c?.kind === 'invite' && c.used)
          await trx.deleteFrom('tenace_invites').where('code_hash', '=', c.codeHash).execute();
        else if (c?.kind === 'invite')
          await trx
            .insertInto('tenace_invites')
            .values({ code_hash: c.codeHash, table_id: c.tableId })
            .onConflict((oc) => oc.column('code_hash').doNothing())
            .execute();
        const who = satRow(a);
        if (who !== null)
          await trx
            .insertInto('tenace_sat')
            .values(who)
            .onConflict((oc) => oc.columns(['token_hash', 'table_id']).doNothing())
            .execute();
      }
    });
    return NONE;
  }

  /**
   * A cluster's appends: each entry is inserted only if its table's owner epoch is the one it was made
   * under, in the same statement, with the table's row locked (an owner change waits for this commit, or
   * this insert sees the new owner). Returns the entries that were not.
   */
  private async insertFenced(db: Kysely<Schema>, fenced: readonly Append[]): Promise<ReadonlySet<Append>> {
    const rows = fenced.map((a) => {
      const r = logRow(a);
      return sql`(${r.table_id}, ${r.seq}::integer, ${r.at}, ${r.kind}, ${r.data}, ${a.epoch}::integer)`;
    });
    const done = await sql<{
      table_id: string;
      seq: number;
    }>`insert into tenace_log (table_id, seq, at, kind, data)
      select v.table_id, v.seq, v.at, v.kind, v.data
      from (values ${sql.join(rows)}) as v (table_id, seq, at, kind, data, epoch)
      join tenace_tables t on t.id = v.table_id and t.epoch = v.epoch
      for share of t
      returning table_id, seq`.execute(db);
    if (done.rows.length === fenced.length) return NONE;
    const stored = new Set(done.rows.map((r) => `${r.table_id} ${String(r.seq)}`));
    return new Set(fenced.filter((a) => !stored.has(`${a.tableId} ${String(a.e.seq)}`)));
  }

  /** Why an entry was refused: its table's owner epoch is another one now. */
  private async fencedOut(db: Kysely<Schema>, a: Append): Promise<FencedOut> {
    const row = await db
      .selectFrom('tenace_tables')
      .select('epoch')
      .where('id', '=', a.tableId)
      .executeTakeFirst();
    return new FencedOut(a.tableId, a.epoch!, row?.epoch ?? 0);
  }

  async liveTables(): Promise<StoredTable[]> {
    const rows = await this.db
      .selectFrom('tenace_tables')
      .selectAll()
      .where('status', '=', 'live')
      .orderBy('created_at')
      .execute();
    const log = await this.db
      .selectFrom('tenace_log')
      .innerJoin('tenace_tables', 'tenace_tables.id', 'tenace_log.table_id')
      .selectAll('tenace_log')
      .where('tenace_tables.status', '=', 'live')
      .orderBy('tenace_log.table_id')
      .orderBy('tenace_log.seq')
      .execute();
    const byTable = logByTable(log);
    return rows.map((r) => ({
      row: tableRowOf(r),
      status: 'live',
      log: byTable.get(r.id) ?? [],
      summarised: r.info !== null,
    }));
  }

  /**
   * The ids of the tables stored as live that were created before `before` (ISO time), oldest first
   * (several processes: the ones whose owner is gone are picked up; by the status index).
   */
  async liveTableIds(before: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tenace_tables')
      .select('id')
      .where('status', '=', 'live')
      .where('created_at', '<', before)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => r.id);
  }

  /** A table's status and owner epoch (fencing), or null when there is no such table. */
  async ownerEpoch(tableId: string): Promise<{ status: TableStatus; epoch: number } | null> {
    const r = await this.db
      .selectFrom('tenace_tables')
      .select(['status', 'epoch'])
      .where('id', '=', tableId)
      .executeTakeFirst();
    return r === undefined ? null : { status: r.status as TableStatus, epoch: r.epoch };
  }

  async loadTable(tableId: string): Promise<StoredTable | null> {
    const r = await this.db
      .selectFrom('tenace_tables')
      .selectAll()
      .where('id', '=', tableId)
      .executeTakeFirst();
    if (r === undefined) return null;
    const log = await this.db
      .selectFrom('tenace_log')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('seq')
      .execute();
    return {
      row: tableRowOf(r),
      status: r.status as TableStatus,
      log: log.map(storedEntry),
      summarised: r.info !== null,
    };
  }

  async lobbyPage(q: LobbyQuery): Promise<LobbyRow[]> {
    // The partial index tenace_tables_lobby's own terms, as literals (not parameters), so that both
    // planners see the query is within the index.
    let query = this.db.selectFrom('tenace_tables').select(['id', 'created_at', 'info']).where(LOBBY_TERMS);
    const after = q.after;
    if (after !== undefined)
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
        ]),
      );
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset(q.offset ?? 0)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      info: r.info === null ? null : (JSON.parse(r.info) as TableInfo),
    }));
  }

  async inviteTable(codeHash: string): Promise<string | null> {
    const r = await this.db
      .selectFrom('tenace_invites')
      .select('table_id')
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
    return r?.table_id ?? null;
  }

  async tablesSatAt(tokenHashes: readonly string[]): Promise<string[]> {
    if (tokenHashes.length === 0) return [];
    const rows = await this.db
      .selectFrom('tenace_sat')
      .select('table_id')
      .distinct()
      .where('token_hash', 'in', [...tokenHashes])
      .execute();
    return rows.map((r) => r.table_id);
  }

  async loadTables(): Promise<{ row: TableRow; log: StoredEntry[] }[]> {
    const rows = await this.db.selectFrom('tenace_tables').selectAll().orderBy('created_at').execute();
    const log = await this.db
      .selectFrom('tenace_log')
      .selectAll()
      .orderBy('table_id')
      .orderBy('seq')
      .execute();
    const byTable = logByTable(log);
    return rows.map((r) => ({ row: tableRowOf(r), log: byTable.get(r.id) ?? [] }));
  }

  async addHandRecords(rows: readonly Omit<HandRecordRow, 'id'>[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('tenace_hand_records')
      .values(
        rows.map((r) => ({
          table_id: r.tableId,
          deal_index: r.index,
          mode: r.mode,
          record: JSON.stringify(r.record),
          created_at: r.createdAt,
        })),
      )
      .onConflict((oc) => oc.columns(['table_id', 'deal_index']).doNothing())
      .execute();
  }

  async handRecordCount(tableId: string): Promise<number> {
    const r = await this.db
      .selectFrom('tenace_hand_records')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('table_id', '=', tableId)
      .executeTakeFirst();
    // Postgres returns COUNT(*) as a string.
    return Number(r?.n ?? 0);
  }

  async listHandRecords(q: HandRecordQuery): Promise<HandRecordRow[]> {
    let query = this.db.selectFrom('tenace_hand_records').selectAll();
    if (q.table !== undefined) query = query.where('table_id', '=', q.table);
    if (q.mode !== undefined) query = query.where('mode', '=', q.mode);
    const except = q.hidePrivateExcept;
    if (except !== undefined)
      query = query.where((eb) => {
        let hidden = eb
          .selectFrom('tenace_tables')
          .select('tenace_tables.id')
          .where('tenace_tables.private', '=', 1);
        if (except.length > 0) hidden = hidden.where('tenace_tables.id', 'not in', except);
        return eb('table_id', 'not in', hidden);
      });
    const rows = await query.orderBy('id').limit(q.limit).offset(q.offset).execute();
    return rows.map((r) =>
      readHandRecord({
        id: r.id,
        tableId: r.table_id,
        index: r.deal_index,
        mode: r.mode as Mode,
        record: JSON.parse(r.record) as unknown,
        createdAt: r.created_at,
      }),
    );
  }

  /** Drops every table of this schema (tests on a shared Postgres database). */
  async dropAll(): Promise<void> {
    for (const t of [
      'tenace_log',
      'tenace_hand_records',
      'tenace_invites',
      'tenace_sat',
      'tenace_tables',
    ] as const)
      await sql`drop table if exists ${sql.table(t)}`.execute(this.db);
  }

  async close(): Promise<void> {
    // Entries appended before closing are still stored.
    while (this.flushing || this.appends.length > 0) await new Promise((r) => setImmediate(r));
    const c = this.checkpointer;
    this.checkpointer = null;
    if (c !== null) {
      // A last checkpoint, then the thread ends.
      const stopped = new Promise<void>((done) => {
        const end = (): void => {
          done();
        };
        c.once('message', end).once('exit', end).once('error', end);
      });
      c.postMessage('stop');
      await stopped;
      await c.terminate();
    }
    await this.db.destroy();
    this.lock?.release();
    this.lock = null;
    await this.pgLock?.release();
    this.pgLock = null;
  }
}
