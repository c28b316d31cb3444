/**
 * The server's bot brains (the table's BotDriver asks them for decisions).
 *
 * Strength "normal": the sampling player (SAYC bidding; sampling and double-dummy card play) runs in the
 * bot threads (botPool.ts) with a time budget per decision, so the event loop never waits for it.
 * Strength "beginner": the quick placeholder players, in-process.
 *
 * Claims, at every strength: a bot answers from its own seat's view, as a player would (the claim shows
 * no hand): it accepts when the claim holds double dummy in every layout of the cards it cannot see, all
 * of them checked in a bot thread within a node budget, and refuses otherwise (a refused claim is played
 * out). A claim that gives the bot's side every remaining trick, and its partner's concession, are
 * accepted at once. No answer looks at
 * the real hidden cards, so claiming again and again cannot read them.
 */
import { viewFor, type DecisionKind, type GameState, type Mode, type Seat } from '@tenace/core';
import { acceptsUnchecked, decisionIntent, type Player } from '@tenace/bots';
import type { BotStrength, GameView, Intent } from '@tenace/protocol';
import type { BotBrain, ClaimAnswer, DecisionContext } from '@tenace/table';
import type { ClaimJob, ClaimValue, DecideValue } from './botJobs.ts';
import type { BotPool } from './botPool.ts';
import type { Lane } from './fairQueue.ts';

/** Budgets of the normal bots. */
export interface BotBudgets {
  /** Milliseconds per card (the sampling player's budget). */
  readonly cardMs: number;
  /** Milliseconds for the minibridge contract. */
  readonly contractMs: number;
  /** Milliseconds for a call where the rules pass at a judgement point (bidding out; 0: the rules alone). */
  readonly judgeMs: number;
  /** Search nodes per double-dummy solve when checking a claim (over every layout the bot cannot tell apart). */
  readonly claimNodes: number;
  /** Layouts sampled per card (default: the sampling player's own). */
  readonly layouts?: number;
}

export const DEFAULT_BUDGETS: BotBudgets = {
  cardMs: 300,
  contractMs: 1000,
  judgeMs: 1000,
  claimNodes: 200_000,
};

/**
 * The share of the budgets a table where bots play every seat thinks with. Its jobs are low priority
 * (they wait for every people's table), but a job already running in a bot thread cannot be stopped: kept
 * short, it holds a people's table's next decision back by a quarter of the time at most (issue 19 #5).
 */
export const UNATTENDED_SHARE = 0.25;

export interface ServerBrainOptions {
  readonly strength: BotStrength;
  /** The in-process players (beginner strength). */
  readonly player: Player;
  readonly pool: BotPool;
  readonly budgets: BotBudgets;
}

/** The bot threads' lane of a decision: its table, low priority while bots play every seat there. */
function laneOf(ctx: DecisionContext): Lane {
  return { table: ctx.table ?? '', low: ctx.unattended?.() ?? false };
}

export class ServerBrain implements BotBrain {
  constructor(private readonly options: ServerBrainOptions) {}

  async decide(view: GameView, kind: DecisionKind, ctx: DecisionContext): Promise<Intent> {
    if (this.options.strength !== 'normal') return decisionIntent(this.options.player, view, kind);
    const lane = laneOf(ctx);
    const share = lane.low ? UNATTENDED_SHARE : 1;
    const b = this.options.budgets;
    const v = await this.options.pool.run<DecideValue>(
      {
        type: 'decide',
        kind,
        view: JSON.stringify(view),
        seed: ctx.seed,
        cardMs: Math.round(b.cardMs * share),
        contractMs: Math.round(b.contractMs * share),
        judgeMs: Math.round(b.judgeMs * share),
        ...(b.layouts === undefined ? {} : { layouts: b.layouts }),
        scoring: 'score',
      },
      ctx.stale,
      lane,
    );
    return v;
  }

  /** At once a claim giving the bot's side everything or its partner's concession, else the check over every layout of its view. */
  async answerClaim(state: GameState, seat: Seat, ctx: DecisionContext): Promise<ClaimAnswer> {
    const view = viewFor(state, seat);
    if (view.claim === null) return { accept: false, reason: 'defence' };
    if (acceptsUnchecked(view) !== null) return { accept: true, reason: 'defence' };
    const lane = laneOf(ctx);
    const share = lane.low ? UNATTENDED_SHARE : 1;
    const job: ClaimJob = {
      type: 'claim',
      view: JSON.stringify(view),
      maxNodes: Math.round(this.options.budgets.claimNodes * share),
    };
    const r = await this.options.pool.run<ClaimValue>(job, ctx.stale, lane);
    // A claim beaten in some layout is refused for the defence; one past the check's budget, as unchecked.
    if (r.holds) return { accept: true, reason: 'defence' };
    return { accept: false, reason: r.why === 'fails' ? 'defence' : 'unchecked' };
  }
}

/** The brains of a server: one per table, by its mode and bots' strength. */
export function serverBrains(
  pool: BotPool,
  budgets: BotBudgets,
  players: (mode: Mode) => Player,
): (mode: Mode, strength: BotStrength) => BotBrain {
  return (mode, strength) => new ServerBrain({ strength, player: players(mode), pool, budgets });
}
