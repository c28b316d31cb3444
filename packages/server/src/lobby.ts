/**
 * The server's lobby: the table host's Lobby on Node, with the bot threads, the server's bot brains and
 * the SAYC meanings of the calls sent with every bridge view.
 */
import {
  fail,
  Lobby as HostLobby,
  type LobbyOptions as HostLobbyOptions,
  type Outcome,
  type Table,
} from '@tenace/table';
import { BotPool, type BotPoolOptions } from './botPool.ts';
import { DEFAULT_BUDGETS, serverBrains, type BotBudgets } from './bots.ts';
import { NODE_ENV } from './env.ts';
import { meaningsForView } from './meanings.ts';
import { beginnerBots, type BotFactory } from './players.ts';

export { DEFAULT_TIMINGS } from '@tenace/table';

export interface LobbyOptions extends Omit<HostLobbyOptions, 'env' | 'brain'> {
  /** The in-process players of beginner tables (default: the placeholders). */
  readonly bots?: BotFactory;
  /** The bot threads (size: `threads`, else TENACE_BOT_THREADS, else 1). */
  readonly botThreads?: BotPoolOptions;
  /** Budgets of the normal bots' decisions and claim checks. */
  readonly botBudgets?: Partial<BotBudgets>;
  /** Several processes on one database: which one plays each table (none: this process plays them all). */
  readonly ownership?: TableOwnership;
}

/** Where each table is played, when several processes share the tables (cluster/ownership.ts). */
export interface TableOwnership {
  holds(tableId: string): boolean;
  /** Takes the table when no process plays it; says which plays it otherwise. */
  claim(tableId: string): Promise<{ readonly kind: 'mine' | 'elsewhere' | 'absent' }>;
  /** Gives the table up (it left memory). */
  release(tableId: string): Promise<void>;
}

export class Lobby extends HostLobby {
  /** The bot threads, shared by every table (started on the first job). */
  readonly botPool: BotPool;

  constructor(options: LobbyOptions) {
    const pool = new BotPool(options.botThreads ?? {});
    super({
      ...options,
      env: NODE_ENV,
      brain: serverBrains(
        pool,
        { ...DEFAULT_BUDGETS, ...(options.botBudgets ?? {}) },
        options.bots ?? beginnerBots,
      ),
      explain: options.explain ?? meaningsForView,
    });
    this.botPool = pool;
    this.ownership = options.ownership ?? null;
  }

  private readonly ownership: TableOwnership | null;
  /** Tables being let go to another process (letGo). */
  private readonly lettingGo = new Map<string, Promise<boolean>>();
  /** Opens under way per table (a table being opened again keeps its lease when it leaves memory). */
  private readonly opening = new Map<string, number>();

  /** With several processes, a table is opened only by the process that holds it (or takes it now). */
  override async open(id: string): Promise<Outcome<Table>> {
    // Being handed to another process: asked again once it is gone (the claim then names that process).
    const going = this.lettingGo.get(id);
    if (going !== undefined) await going;
    const own = this.ownership;
    if (own === null || (own.holds(id) && this.tables.has(id))) return super.open(id);
    this.opening.set(id, (this.opening.get(id) ?? 0) + 1);
    try {
      const c = await own.claim(id);
      if (c.kind === 'elsewhere')
        return fail('server/storage', `table ${id} is played by another server process: try again`);
      return await super.open(id);
    } finally {
      const n = (this.opening.get(id) ?? 1) - 1;
      if (n === 0) this.opening.delete(id);
      else this.opening.set(id, n);
    }
  }

  /** A table that left memory gives its lease up, unless it is being opened again already. */
  override async evict(t: Table): Promise<boolean> {
    const left = await super.evict(t);
    if (left && this.ownership !== null && !this.tables.has(t.id) && !this.opening.has(t.id))
      await this.ownership.release(t.id);
    return left;
  }

  /**
   * Lets another process take the table (cluster: its sockets reach that process): it leaves memory and
   * its lease is released. False when it stays here (no cluster, or it is being opened meanwhile).
   */
  letGo(id: string): Promise<boolean> {
    const own = this.ownership;
    if (own === null || !own.holds(id) || this.opening.has(id) || this.lettingGo.has(id))
      return Promise.resolve(false);
    const going = (async () => {
      if (this.tables.has(id) && !(await this.handOver(id))) return false;
      if (this.tables.has(id) || this.opening.has(id)) return false;
      await own.release(id);
      return true;
    })();
    this.lettingGo.set(
      id,
      going.finally(() => this.lettingGo.delete(id)),
    );
    return going;
  }

  override async close(): Promise<void> {
    await super.close();
    await this.botPool.close();
  }
}
