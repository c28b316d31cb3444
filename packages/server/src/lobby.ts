/**
 * The server's lobby: the table host's Lobby on Node, with the bot threads, the server's bot brains and
 * the SAYC meanings of the calls sent with every bridge view.
 */
import { Lobby as HostLobby, type LobbyOptions as HostLobbyOptions } from '@tenace/table';
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
  }

  override async close(): Promise<void> {
    await super.close();
    await this.botPool.close();
  }
}
