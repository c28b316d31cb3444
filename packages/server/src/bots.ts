/**
 * The server's bot brains (the table's BotDriver asks them for decisions).
 *
 * Strength "normal": the sampling player (SAYC bidding; sampling and double-dummy card play) runs in the
 * bot threads (botPool.ts) with a time budget per decision, so the event loop never waits for it.
 * Strength "beginner": the quick placeholder players, in-process.
 *
 * Claims, at every strength: a bot opponent accepts a claim only when the claimer's side takes at least the
 * claimed tricks double dummy against best defence in the actual position. This check, and only this one,
 * looks at the real remaining cards (the server knows them; no player's decision ever sees them). It runs
 * in a bot thread with a node budget; past the budget the claim is refused and play goes on. A concession
 * of every remaining trick is accepted at once.
 */
import { playOf, type DecisionKind, type GameState, type Mode, type Seat } from '@tenace/core';
import { decisionIntent, type Player } from '@tenace/bots';
import type { BotStrength, GameView, Intent } from '@tenace/protocol';
import type { BotBrain, DecisionContext } from '@tenace/table';
import { claimJobOf, type ClaimValue, type DecideValue } from './botJobs.ts';
import type { BotPool } from './botPool.ts';
import type { Lane } from './fairQueue.ts';

/** Budgets of the normal bots. */
export interface BotBudgets {
  /** Milliseconds per card (the sampling player's budget). */
  readonly cardMs: number;
  /** Milliseconds for the minibridge contract. */
  readonly contractMs: number;
  /** Search nodes per card when checking a claim. */
  readonly claimNodes: number;
  /** Layouts sampled per card (default: the sampling player's own). */
  readonly layouts?: number;
}

export const DEFAULT_BUDGETS: BotBudgets = { cardMs: 300, contractMs: 1000, claimNodes: 1_000_000 };

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
    const b = this.options.budgets;
    const v = await this.options.pool.run<DecideValue>(
      {
        type: 'decide',
        kind,
        view: JSON.stringify(view),
        seed: ctx.seed,
        cardMs: b.cardMs,
        contractMs: b.contractMs,
        ...(b.layouts === undefined ? {} : { layouts: b.layouts }),
        scoring: 'score',
      },
      ctx.stale,
      laneOf(ctx),
    );
    return v;
  }

  /** A concession at once, else the double-dummy check of the actual position. */
  async answerClaim(state: GameState, _seat: Seat, ctx: DecisionContext): Promise<boolean> {
    const play = playOf(state);
    const claim = play?.claim ?? null;
    if (play === null || claim === null) return false;
    if (claim.tricks === 0) return true;
    const job = claimJobOf(play, this.options.budgets.claimNodes);
    if (job === null) return false;
    const r = await this.options.pool.run<ClaimValue>(job, ctx.stale, laneOf(ctx));
    return r.holds;
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
