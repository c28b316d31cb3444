/**
 * Server-side bots: after every change at a table, when the seat that must act is played by a bot (no
 * person holds it, or its person is away past the grace period), a decision is made from that seat's view
 * only, and it goes through the same path as a person's action (made against the state id it saw; dropped
 * if the table moved on). Bots answer claims for the seats they play and consent to undo requests.
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
import { createHash } from 'node:crypto';
import { viewFor, type GameState, type Seat } from '@tenace/core';
import type { Player } from '@tenace/bots';
import type { BotStrength, Intent } from '@tenace/protocol';
import { claimJobOf, type ClaimValue, type DecideValue, type DecisionKind } from './botJobs.ts';
import { StaleJob, type BotPool } from './botPool.ts';
import { pending, playOf } from './game.ts';
import type { Table } from './table.ts';

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

/** A legal fallback from the view when a bot fails: the first legal card, call or contract. */
function fallback(view: Record<string, unknown>, kind: DecisionKind): Intent | null {
  const first = (k: string): unknown => (Array.isArray(view[k]) ? (view[k] as unknown[])[0] : undefined);
  if (kind === 'card') {
    const c = first('legalCards');
    return typeof c === 'string' ? { type: 'card', card: c } : null;
  }
  if (kind === 'contract') {
    const c = first('contractOptions') as { strain: Intent & { type: 'contract' } } | undefined;
    return c === undefined ? null : ({ type: 'contract', ...(c as object) } as Intent);
  }
  const c = first('legalCalls') as { type: string; level?: number; strain?: string } | undefined;
  return c === undefined ? null : { type: 'call', call: callText(c) };
}

function callText(call: { type: string; level?: number; strain?: string }): string {
  if (call.type === 'pass') return 'P';
  if (call.type === 'double') return 'X';
  if (call.type === 'redouble') return 'XX';
  return `${String(call.level)}${String(call.strain)}`;
}

function intentOf(v: DecideValue): Intent {
  if (v.kind === 'contract') return { type: 'contract', strain: v.strain, game: v.game };
  if (v.kind === 'call') return { type: 'call', call: v.call };
  return { type: 'card', card: v.card };
}

export interface BotDriverOptions {
  readonly strength: BotStrength;
  /** The in-process players (beginner strength). */
  readonly player: Player;
  readonly pool: BotPool;
  readonly budgets: BotBudgets;
  readonly delayMs: number;
}

export class BotDriver {
  /** The state id a decision is being made for (one at a time). */
  private busyAt = -1;
  private timer: NodeJS.Timeout | null = null;
  /** Bot mistakes (a decision the rules refused, or a thrown error), for logs and tests. */
  readonly faults: string[] = [];

  constructor(
    private readonly table: Table,
    private readonly options: BotDriverOptions,
  ) {}

  /** Looks at the table after a change and starts a decision when a bot must act. */
  poke(): void {
    const t = this.table;
    if (t.isClosed || this.busyAt === t.stateId || this.timer !== null) return;
    if (t.undo !== null && t.undo.waiting.some((s) => t.botPlays(s))) {
      void t.refreshUndo();
      return;
    }
    const p = pending(t.state);
    let seat: Seat | null = null;
    if (p.kind === 'contract' || p.kind === 'call' || p.kind === 'card')
      seat = t.botPlays(p.seat) ? p.seat : null;
    else if (p.kind === 'claimAnswer') seat = p.seats.find((s) => t.botPlays(s)) ?? null;
    if (seat === null) return;
    const at = t.stateId;
    this.busyAt = at;
    const go = (): void => {
      this.timer = null;
      void this.decide(seat, at).finally(() => {
        if (this.busyAt === at) this.busyAt = -1;
        if (t.stateId !== at) this.poke();
      });
    };
    if (this.options.delayMs > 0) this.timer = setTimeout(go, this.options.delayMs);
    else setImmediate(go);
  }

  /** The sampling seed of a decision: the same table, state and seat give the same decision. */
  private seedFor(seat: Seat, at: number): string {
    return createHash('sha256')
      .update(`${this.table.row.seed}/${String(at)}/${seat}`)
      .digest('hex')
      .slice(0, 16);
  }

  /** Whether the decision made at `at` for `seat` no longer applies. */
  private stale(seat: Seat, at: number): boolean {
    const t = this.table;
    return t.isClosed || t.stateId !== at || !t.botPlays(seat);
  }

  /** A claim answer: a concession at once, else the double-dummy check of the actual position. */
  private async claimAnswer(state: GameState, seat: Seat, at: number): Promise<Intent | null> {
    const play = playOf(state);
    const claim = play?.claim ?? null;
    if (play === null || claim === null) return null;
    if (claim.tricks === 0) return { type: 'claimAnswer', accept: true };
    const job = claimJobOf(play, this.options.budgets.claimNodes);
    if (job === null) return null;
    const r = await this.options.pool.run<ClaimValue>(job, () => this.stale(seat, at));
    return { type: 'claimAnswer', accept: r.holds };
  }

  private async decision(state: GameState, seat: Seat, at: number, kind: DecisionKind): Promise<Intent> {
    const view = viewFor(state, seat);
    if (this.options.strength === 'normal') {
      const b = this.options.budgets;
      const v = await this.options.pool.run<DecideValue>(
        {
          type: 'decide',
          kind,
          view: JSON.stringify(view),
          seed: this.seedFor(seat, at),
          cardMs: b.cardMs,
          contractMs: b.contractMs,
          ...(b.layouts === undefined ? {} : { layouts: b.layouts }),
          scoring: 'score',
        },
        () => this.stale(seat, at),
      );
      return intentOf(v);
    }
    const player = this.options.player;
    if (kind === 'contract') {
      const d = await player.chooseContract(view);
      return { type: 'contract', strain: d.value.strain, game: d.value.game };
    }
    if (kind === 'call') return { type: 'call', call: callText((await player.chooseCall(view)).value) };
    return { type: 'card', card: (await player.chooseCard(view)).value };
  }

  private async decide(seat: Seat, at: number): Promise<void> {
    const t = this.table;
    if (this.stale(seat, at)) return;
    const state: GameState = t.state;
    const p = pending(state);
    const kind = p.kind === 'contract' || p.kind === 'call' || p.kind === 'card' ? p.kind : null;
    let intent: Intent | null = null;
    try {
      if (p.kind === 'claimAnswer') intent = await this.claimAnswer(state, seat, at);
      else if (kind !== null) intent = await this.decision(state, seat, at, kind);
    } catch (error) {
      if (error instanceof StaleJob) return;
      this.faults.push(`${t.id} ${seat} at ${String(at)}: ${(error as Error).message}`);
    }
    // The table moved on while the bot thought, or the person came back: the decision is dropped.
    if (this.stale(seat, at)) return;
    const view = (): Record<string, unknown> => viewFor(state, seat) as unknown as Record<string, unknown>;
    if (intent === null && kind !== null) intent = fallback(view(), kind);
    if (intent === null && p.kind === 'claimAnswer') intent = { type: 'claimAnswer', accept: false };
    if (intent === null) return;
    const r = await t.submit(seat, at, intent, 'bot');
    if (r.ok || r.error.code === 'action/stale_state') return;
    this.faults.push(`${t.id} ${seat} at ${String(at)}: ${r.error.code} ${r.error.message}`);
    if (kind !== null) {
      const alt = fallback(view(), kind);
      if (alt !== null && t.stateId === at) await t.submit(seat, at, alt, 'bot');
    }
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
