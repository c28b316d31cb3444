/**
 * The lobby: every table of this host, created from settings or restored from storage at start-up, with
 * their bots; seats taken by name or by invite; finished deals written as hand records. The same lobby
 * runs in the server and in the practice build; what differs is passed in (storage, platform, bots).
 */
import { SEATS, type Mode, type Seat } from '@tenace/core';
import type { BotStrength, CreateTable, TableInfo } from '@tenace/protocol';
import { BotDriver, type BotBrain } from './botDriver.ts';
import type { TableEnv } from './env.ts';
import { finishedDeals, gameSettings, matchRecord } from './settings.ts';
import type { Storage, TableRow } from './storage.ts';
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
}

export const DEFAULT_TIMINGS: TableTimings = { graceMs: 60_000, botDelayMs: 400, nextDelayMs: 15_000 };

export class Lobby {
  readonly tables = new Map<string, Table>();
  private readonly drivers = new Map<string, BotDriver>();
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

  /** Creates the schema and restores every stored table exactly (replaying its log). */
  async start(): Promise<void> {
    await this.storage.init();
    for (const { row, log } of await this.storage.loadTables()) {
      const table = Table.restore(row, log, this.deps);
      this.attach(table);
      // Hand records written before a crash are kept; any the crash cut off are written now.
      const have = await this.storage.handRecordCount(row.id);
      await this.writeRecords(table, have);
    }
    for (const t of this.tables.values()) {
      t.resume();
      this.drivers.get(t.id)?.poke();
    }
  }

  private attach(table: Table): void {
    const settings = table.row.settings;
    const brain = this.options.brain(settings.mode, settings.bots ?? this.options.botStrength ?? 'normal');
    const driver = new BotDriver(table, brain, this.options.env, this.timings.botDelayMs);
    table.onChange = () => {
      driver.poke();
    };
    table.onDealsFinished = (from) => this.writeRecords(table, from);
    this.tables.set(table.id, table);
    this.drivers.set(table.id, driver);
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

  /** A new table; the creator takes a seat when `sit` is given. Bots play every other seat. */
  async create(
    req: CreateTable,
  ): Promise<Outcome<{ table: TableInfo; seat: Seat | null; token: string | null }>> {
    if (req.seed !== undefined && this.options.allowSeed !== true)
      return fail('table/bad_rules', 'seed: this server does not accept a fixed seed');
    const row: TableRow = {
      id: this.options.env.tableId(),
      settings: gameSettings(req, this.options.botStrength ?? 'normal'),
      seed: req.seed ?? this.options.env.seed(),
      title: req.title ?? this.options.title?.(req.mode) ?? `${req.mode} table`,
      private: req.private ?? false,
      createdAt: this.options.env.now(),
    };
    const made = Table.create(row, this.deps);
    if (!made.ok) return made;
    await this.storage.createTable(row);
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
    return { ok: true, value: { table: made.value.info(), seat: req.sit?.seat ?? null, token } };
  }

  get(id: string): Outcome<Table> {
    const t = this.tables.get(id);
    return t === undefined ? fail('table/not_found', `no table ${id}`) : { ok: true, value: t };
  }

  /** The public tables, newest first. */
  list(): TableInfo[] {
    return [...this.tables.values()]
      .filter((t) => !t.row.private)
      .map((t) => t.info())
      .reverse();
  }

  async takeSeat(id: string, seat: Seat, name: string): Promise<Outcome<string>> {
    const t = this.get(id);
    return t.ok ? t.value.takeSeat(seat, name) : t;
  }

  /** Takes the seat an invite code names, at whichever table made it. */
  async useInvite(
    code: string,
    name: string,
  ): Promise<Outcome<{ table: string; seat: Seat; token: string }>> {
    const h = this.options.env.hash(code);
    for (const t of this.tables.values()) {
      const seat = t.invites.get(h)?.seat;
      if (seat === undefined) continue;
      const took = await t.takeSeat(seat, name, h);
      return took.ok ? { ok: true, value: { table: t.id, seat, token: took.value } } : took;
    }
    return fail('table/bad_invite', 'the invite is not valid (unknown, used, or its seat changed hands)');
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

  async close(): Promise<void> {
    for (const d of this.drivers.values()) d.stop();
    for (const t of this.tables.values()) t.close();
    await this.storage.close();
  }
}
