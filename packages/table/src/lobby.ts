/**
 * The lobby: the tables of this host, created from settings or restored from storage, with their bots;
 * seats taken by name or by invite; finished deals written as hand records. The same lobby runs in the
 * server and in the practice build; what differs is passed in (storage, platform, bots).
 *
 * Lifecycle: a table is live in memory while someone is connected or something is going on (bots to play,
 * a timer); once it has been quiet for `idleMs` it leaves memory (status idle, or finished when its match
 * is over) and is restored from its log the moment someone opens, watches or joins it. Start-up restores
 * only the tables stored as live. Finished tables are never made live again: opened, they are shown as
 * they ended (no bots, no seats taken). The lobby's list and invites are storage queries.
 */
import { SEATS, type Mode, type Seat } from '@tenace/core';
import type { BotStrength, CreateTable, TableInfo } from '@tenace/protocol';
import { BotDriver, type BotBrain } from './botDriver.ts';
import type { TableEnv, Timer } from './env.ts';
import { finishedDeals, gameSettings, matchRecord } from './settings.ts';
import type { LobbyQuery, Storage, TableRow, TableStatus } from './storage.ts';
import { fail, Table, type Outcome, type TableDeps, type TableTimings } from './table.ts';

export interface LobbyOptions extends Partial<TableTimings> {
  readonly storage: Storage;
  readonly env: TableEnv;
  /** The brain of a table's bots (by the table's mode and bots' strength). */
  readonly brain: (mode: Mode, strength: BotStrength) => BotBrain;
  /** The bots' strength at tables whose request does not choose one (default "normal"). */
  readonly botStrength?: BotStrength;
  /** Whether create-table requests may fix the deal seed (tests, benchmarks and the practice build). */
  readonly allowSeed?: boolean;
  /** The meanings of a bridge view's calls, sent with every view. */
  readonly explain?: TableDeps['explain'];
  /** The default title of a table ("minibridge table"). */
  readonly title?: (mode: Mode) => string;
  /** How long a table stays in memory once quiet (no connection, nothing for bots to do); default 10 min. */
  readonly idleMs?: number;
  /** Told of every accepted action and of each table's moves (the server's metrics and logs). */
  readonly monitor?: LobbyMonitor;
}

/** What a host is told about its tables; every log line names its table. */
export interface LobbyMonitor {
  /** An accepted game action, `ms` from its submission until every connection was sent the new view. */
  acted(by: 'human' | 'bot', ms: number): void;
  log(
    level: 'info' | 'warn' | 'error',
    table: string,
    message: string,
    fields?: Record<string, unknown>,
  ): void;
}

/** Tables leave memory after 10 minutes of quiet unless the host says otherwise. */
export const DEFAULT_IDLE_MS = 10 * 60_000;

/** One lobby page: the tables, and whether more may follow. */
export interface LobbyPageResult {
  readonly tables: TableInfo[];
  /** The last table's keys, to continue after (null when this page is the last). */
  readonly next: { readonly createdAt: string; readonly id: string } | null;
}

export const DEFAULT_TIMINGS: TableTimings = { graceMs: 60_000, botDelayMs: 400, nextDelayMs: 15_000 };

export class Lobby {
  /** The tables in memory (live, or finished ones being shown). */
  readonly tables = new Map<string, Table>();
  private readonly drivers = new Map<string, BotDriver>();
  /** When each table in memory last changed or was opened (ms). */
  private readonly lastUse = new Map<string, number>();
  /** Tables being restored or leaving memory: an open waits for the move to finish. */
  private readonly moving = new Map<string, Promise<unknown>>();
  /** Tables whose match is over and whose status is stored as finished. */
  private readonly finished = new Set<string>();
  private sweeper: Timer | null = null;
  private stopped = false;
  /** How many tables left memory, were restored on demand, or went to another process (tests and metrics). */
  readonly moves = { evicted: 0, restored: 0, handedOver: 0 };
  private readonly timings: TableTimings;
  readonly storage: Storage;
  private readonly deps: TableDeps;

  constructor(private readonly options: LobbyOptions) {
    this.storage = options.storage;
    this.timings = {
      graceMs: options.graceMs ?? DEFAULT_TIMINGS.graceMs,
      botDelayMs: options.botDelayMs ?? DEFAULT_TIMINGS.botDelayMs,
      nextDelayMs: options.nextDelayMs ?? DEFAULT_TIMINGS.nextDelayMs,
      ...(options.autoNext === undefined ? {} : { autoNext: options.autoNext }),
      ...(options.inviteTtlMs === undefined ? {} : { inviteTtlMs: options.inviteTtlMs }),
    };
    this.deps = {
      storage: options.storage,
      env: options.env,
      timings: this.timings,
      ...(options.explain === undefined ? {} : { explain: options.explain }),
    };
  }

  /** Creates the schema and restores the tables stored as live, exactly (replaying their logs). */
  async start(): Promise<void> {
    await this.storage.init();
    for (const { row, log, summarised } of await this.storage.liveTables()) {
      const table = Table.restore(row, log, this.deps);
      this.attach(table);
      // Hand records written before a crash are kept; any the crash cut off are written now.
      const have = await this.storage.handRecordCount(row.id);
      await this.writeRecords(table, have);
      // A match that ended before the crash is finished now; a table stored before summaries gets one.
      if (table.state.phase === 'over') await this.saveSummary(table, 'finished');
      else if (!summarised) await this.saveSummary(table, 'live');
      this.log('info', row.id, 'table restored at start-up', { stateId: table.stateId });
    }
    for (const t of this.tables.values()) {
      t.resume();
      this.drivers.get(t.id)?.poke();
    }
    this.armSweep();
  }

  private get idleMs(): number {
    return this.options.idleMs ?? DEFAULT_IDLE_MS;
  }

  /** Looks for quiet tables every quarter of the idle time (at most every 30 s). */
  private armSweep(): void {
    if (this.stopped) return;
    const every = Math.max(5, Math.min(30_000, Math.floor(this.idleMs / 4)));
    this.sweeper = this.options.env.setTimer(() => {
      this.sweeper = null;
      this.sweep();
      this.armSweep();
    }, every);
  }

  /** Whether the table has been quiet for the idle time: nobody connected, nothing for bots to do. */
  private idle(t: Table): boolean {
    const since = this.lastUse.get(t.id) ?? 0;
    return (
      t.quiet &&
      (this.drivers.get(t.id)?.idle ?? true) &&
      this.options.env.nowMs() - since >= this.idleMs &&
      !this.moving.has(t.id)
    );
  }

  private sweep(): void {
    for (const t of [...this.tables.values()]) if (this.idle(t)) void this.evict(t);
  }

  /**
   * The table leaves memory: after every event queued is stored, if it is still quiet, it is dropped
   * and its status (idle, or finished) and lobby summary stored. Its log already holds everything.
   */
  evict(t: Table): Promise<boolean> {
    const move = (async () => {
      await t.drain();
      if (this.tables.get(t.id) !== t || !t.quiet || !(this.drivers.get(t.id)?.idle ?? true)) return false;
      const status: TableStatus = this.finished.has(t.id) ? 'finished' : 'idle';
      this.drop(t);
      this.moves.evicted++;
      this.log('info', t.id, 'table left memory', { status, stateId: t.stateId });
      await this.storage.saveSummary(t.id, this.summaryOf(t, status));
      return true;
    })();
    const tracked = move.finally(() => this.moving.delete(t.id));
    this.moving.set(t.id, tracked);
    return tracked;
  }

  /**
   * Lets another process play the table (cluster): once every event queued is stored, it leaves memory
   * whatever is going on (its connections close as at shutdown, its bots stop) and its summary is stored
   * as it is; the next process restores it from its log, exactly. False when it is not here or already
   * moving.
   */
  handOver(id: string): Promise<boolean> {
    const t = this.tables.get(id);
    if (t === undefined || this.moving.has(id)) return Promise.resolve(false);
    const move = (async () => {
      await t.drain();
      if (this.tables.get(id) !== t) return false;
      const status: TableStatus = this.finished.has(id) ? 'finished' : 'live';
      this.drop(t);
      this.moves.handedOver++;
      this.log('info', id, 'table handed over to another process', { stateId: t.stateId });
      await this.storage.saveSummary(id, this.summaryOf(t, status));
      return true;
    })();
    const tracked = move.finally(() => this.moving.delete(id));
    this.moving.set(id, tracked);
    return tracked;
  }

  /**
   * Drops a table from memory without storing anything: this host no longer owns it (another process
   * does). Its connections close as at shutdown, so their clients reconnect. False when it was not here.
   */
  forget(id: string): boolean {
    const t = this.tables.get(id);
    if (t === undefined) return false;
    this.drop(t);
    this.log('warn', id, 'table given up: another process owns it now');
    return true;
  }

  private drop(t: Table): void {
    this.drivers.get(t.id)?.stop();
    t.close();
    this.tables.delete(t.id);
    this.drivers.delete(t.id);
    this.lastUse.delete(t.id);
    this.finished.delete(t.id);
  }

  private summaryOf(t: Table, status: TableStatus) {
    return { status, info: t.info(), invites: [...t.invites.keys()] };
  }

  private log(
    level: 'info' | 'warn' | 'error',
    table: string,
    message: string,
    fields?: Record<string, unknown>,
  ): void {
    this.options.monitor?.log(level, table, message, fields);
  }

  private async saveSummary(t: Table, status: TableStatus): Promise<void> {
    if (status === 'finished' && !this.finished.has(t.id)) this.log('info', t.id, 'match finished');
    if (status === 'finished') this.finished.add(t.id);
    await this.storage.saveSummary(t.id, this.summaryOf(t, status));
  }

  private attach(table: Table): void {
    const settings = table.row.settings;
    const brain = this.options.brain(settings.mode, settings.bots ?? this.options.botStrength ?? 'normal');
    const driver = new BotDriver(table, brain, this.options.env, this.timings.botDelayMs);
    table.onChange = () => {
      this.lastUse.set(table.id, this.options.env.nowMs());
      driver.poke();
    };
    const monitor = this.options.monitor;
    if (monitor !== undefined) {
      table.onActed = (by, ms) => {
        monitor.acted(by, ms);
      };
      driver.onFault = (f) => {
        monitor.log('warn', table.id, 'bot fault', { fault: f });
      };
    }
    table.onDealsFinished = async (from) => {
      await this.writeRecords(table, from);
      // Finished only once its hand records are stored: a crash before leaves it live, and the restart
      // writes them.
      if (table.state.phase === 'over') await this.saveSummary(table, 'finished');
      // Other processes' lobbies read the stored summary: it follows every deal.
      else await this.saveSummary(table, 'live');
    };
    this.tables.set(table.id, table);
    this.drivers.set(table.id, driver);
    this.lastUse.set(table.id, this.options.env.nowMs());
  }

  /**
   * The table, from memory or restored from storage (same view, same state id). A table that was idle is
   * live again, with its bots; a finished one is shown as it ended.
   */
  async open(id: string): Promise<Outcome<Table>> {
    for (;;) {
      const t = this.tables.get(id);
      const move = this.moving.get(id);
      if (move !== undefined) {
        await move;
        continue;
      }
      if (t !== undefined) {
        this.lastUse.set(id, this.options.env.nowMs());
        return { ok: true, value: t };
      }
      if (this.stopped) return fail('table/not_found', `no table ${id}: the server is stopping`);
      const restoring = this.restoreStored(id).catch((error: unknown) => {
        this.log('error', id, 'table could not be restored', { error: (error as Error).message });
        return fail('server/storage', `table ${id} could not be restored: ${(error as Error).message}`);
      });
      this.moving.set(
        id,
        restoring.finally(() => this.moving.delete(id)),
      );
      return restoring;
    }
  }

  private async restoreStored(id: string): Promise<Outcome<Table>> {
    const stored = await this.storage.loadTable(id);
    if (stored === null) return fail('table/not_found', `no table ${id}`);
    const table = Table.restore(stored.row, stored.log, this.deps);
    // It left memory quiet, every person away past their grace: they still are.
    if (stored.status !== 'live') table.roster.allAway();
    this.attach(table);
    this.moves.restored++;
    this.log('info', id, 'table restored on demand', { status: stored.status, stateId: table.stateId });
    if (stored.status === 'finished') {
      this.finished.add(id);
      return { ok: true, value: table };
    }
    const have = await this.storage.handRecordCount(id);
    await this.writeRecords(table, have);
    await this.saveSummary(table, table.state.phase === 'over' ? 'finished' : 'live');
    table.resume();
    this.drivers.get(id)?.poke();
    return { ok: true, value: table };
  }

  /**
   * A table as it is now, for reading only (hand records, review): from memory, else rebuilt from its
   * log without being made live (no bots, nothing kept).
   */
  async snapshot(id: string): Promise<Table | null> {
    const t = this.tables.get(id);
    if (t !== undefined) return t;
    const stored = await this.storage.loadTable(id);
    if (stored === null) return null;
    const table = Table.restore(stored.row, stored.log, this.deps);
    table.roster.allAway();
    table.close();
    return table;
  }

  private async writeRecords(table: Table, from: number): Promise<void> {
    const deals = finishedDeals(table.state);
    if (from >= deals.length) return;
    const at = this.options.env.now();
    const rows = deals.slice(from).map((record, i) => ({
      tableId: table.id,
      index: from + i,
      mode: table.row.settings.mode,
      record,
      createdAt: at,
    }));
    await this.storage.addHandRecords(rows);
  }

  /**
   * A new table; the creator takes a seat when `sit` is given. Bots play every other seat. `creator`: the
   * creating client as storage keeps it (TableRow.creator), which its cap on open tables counts.
   */
  async create(
    req: CreateTable,
    creator?: string,
  ): Promise<Outcome<{ table: TableInfo; seat: Seat | null; token: string | null }>> {
    if (this.stopped)
      return fail('server/storage', 'the server is stopping: create the table again in a moment');
    if (req.seed !== undefined && this.options.allowSeed !== true)
      return fail('table/bad_rules', 'seed: this server does not accept a fixed seed');
    const row: TableRow = {
      id: this.options.env.tableId(),
      settings: gameSettings(req, this.options.botStrength ?? 'normal'),
      seed: req.seed ?? this.options.env.seed(),
      title: req.title ?? this.options.title?.(req.mode) ?? `${req.mode} table`,
      private: req.private ?? false,
      createdAt: this.options.env.now(),
      ...(creator === undefined ? {} : { creator }),
    };
    const made = Table.create(row, this.deps);
    if (!made.ok) return made;
    await this.storage.createTable(row, made.value.info());
    this.attach(made.value);
    // Deals finished before anyone acted (minibridge's thrown-in 20–20 deals) are hand records too.
    await this.writeRecords(made.value, 0);
    let token: string | null = null;
    if (req.sit !== undefined) {
      const took = await made.value.takeSeat(req.sit.seat, req.sit.name, null, true);
      if (!took.ok) return took;
      token = took.value;
    }
    this.drivers.get(row.id)?.poke();
    this.log('info', row.id, 'table created', { mode: row.settings.mode, private: row.private });
    return { ok: true, value: { table: made.value.info(), seat: req.sit?.seat ?? null, token } };
  }

  /** A table in memory (see `open` for any stored table). */
  get(id: string): Outcome<Table> {
    const t = this.tables.get(id);
    return t === undefined ? fail('table/not_found', `no table ${id}`) : { ok: true, value: t };
  }

  /**
   * One page of the lobby, from storage: public tables with a free seat whose match is not over, newest
   * first. A table in memory is shown as it is now; one out of memory as it was when it left.
   */
  async page(q: LobbyQuery): Promise<LobbyPageResult> {
    const rows = await this.storage.lobbyPage(q);
    const tables: TableInfo[] = [];
    for (const r of rows) {
      const info = this.tables.get(r.id)?.info() ?? r.info;
      if (info === null || info.phase === 'over') continue;
      if (SEATS.every((s) => info.seats[s].human)) continue;
      tables.push(info);
    }
    const last = rows[rows.length - 1];
    return {
      tables,
      next: rows.length < q.limit || last === undefined ? null : { createdAt: last.createdAt, id: last.id },
    };
  }

  /** The table, if its seats may be taken: it exists and its match is not over. */
  private async openForSeats(id: string): Promise<Outcome<Table>> {
    const t = await this.open(id);
    if (t.ok && (this.finished.has(id) || t.value.state.phase === 'over'))
      return fail('table/not_found', `table ${id} is finished: its seats can no longer be taken`);
    return t;
  }

  async takeSeat(id: string, seat: Seat, name: string): Promise<Outcome<string>> {
    const t = await this.openForSeats(id);
    return t.ok ? t.value.takeSeat(seat, name) : t;
  }

  /** Takes the seat an invite code names, at whichever table made it (found by the code's hash). */
  async useInvite(
    code: string,
    name: string,
  ): Promise<Outcome<{ table: string; seat: Seat; token: string }>> {
    const bad = fail(
      'table/bad_invite',
      'the invite is not valid (unknown, used, or its seat changed hands)',
    );
    const h = this.options.env.hash(code);
    const id = await this.storage.inviteTable(h);
    if (id === null) return bad;
    const t = await this.openForSeats(id);
    if (!t.ok) return t.error.code === 'table/not_found' ? bad : t;
    const seat = t.value.invites.get(h)?.seat;
    if (seat === undefined) return bad;
    const took = await t.value.takeSeat(seat, name, h);
    return took.ok ? { ok: true, value: { table: id, seat, token: took.value } } : took;
  }

  /**
   * The tables where one of these seat tokens has held a seat, in memory or not (storage's index): the
   * private tables whose records and analysis a browser showing those tokens may read.
   */
  tablesSatAt(tokens: readonly string[]): Promise<string[]> {
    if (tokens.length === 0) return Promise.resolve([]);
    return this.storage.tablesSatAt(tokens.map((t) => this.options.env.hash(t)));
  }

  /** The table's match record for hand-record export: the seed only once the match is over. */
  record(t: Table): { mode: Mode; seed?: string; deals: readonly unknown[] } {
    const r = matchRecord(t.state);
    const { seed, ...rest } = r;
    return t.state.phase === 'over' ? { ...rest, seed } : rest;
  }

  /** Bot faults so far (tests check there are none). */
  botFaults(): string[] {
    return [...this.drivers.values()].flatMap((d) => d.faults);
  }

  seatsOf(t: Table): Seat[] {
    return SEATS.filter((s) => t.seats[s].tokenHash !== null);
  }

  /** Whether the lobby stopped taking tables (draining or closed). */
  get stopping(): boolean {
    return this.stopped;
  }

  /**
   * Stops taking tables (none is created or restored from now on) and resolves once every move under
   * way is done and every event the tables had queued is stored and applied.
   */
  async stopTaking(): Promise<void> {
    this.stopped = true;
    if (this.sweeper !== null) this.options.env.clearTimer(this.sweeper);
    this.sweeper = null;
    await Promise.all([...this.moving.values()].map((m) => m.catch(() => undefined)));
    await Promise.all([...this.tables.values()].map((t) => t.drain()));
  }

  async close(): Promise<void> {
    await this.stopTaking();
    for (const d of this.drivers.values()) d.stop();
    for (const t of this.tables.values()) t.close();
    await this.storage.close();
  }
}
