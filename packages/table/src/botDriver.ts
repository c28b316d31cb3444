/**
 * Bots at a table: after every change, when the seat that must act is played by a bot (no person holds
 * it, or its person is away past the grace period), a decision is made from that seat's view only, and it
 * goes through the same path as a person's action (made against the state id it saw; dropped if the table
 * moved on). Bots answer claims for the seats they play and consent to undo requests. What a bot decides
 * is the `BotBrain`'s business: the server's thinks in worker threads, the practice build's in the page.
 */
import { pending, SEATS, type DecisionKind, type GameState, type Seat } from '@tenace/core';
import type { ClaimRefusalReason, GameView, Intent } from '@tenace/protocol';
import type { TableEnv, Timer } from './env.ts';
import type { Table } from './table.ts';

/** What a decision may know besides the view: a seed (same table, state and seat → same seed). */
export interface DecisionContext {
  readonly seed: string;
  /** True once the decision no longer applies (the table moved on): a brain may stop thinking. */
  readonly stale: () => boolean;
  /** The table deciding (brains that queue their work share it fairly across tables). */
  readonly table?: string;
  /** True while bots play every seat (no person waits: such work may wait for other tables'). */
  readonly unattended?: () => boolean;
}

/** Thrown by a brain that stopped because its decision became stale. */
export class StaleDecision extends Error {
  constructor() {
    super('the table moved on');
    this.name = 'StaleDecision';
  }
}

export interface BotBrain {
  /** A contract, call or card for the view's seat, from that view only. */
  decide(view: GameView, kind: DecisionKind, ctx: DecisionContext): Promise<Intent>;
  /**
   * Whether the seat accepts the pending claim (`state` is the host's; see the brain for what it reads),
   * with why when it refuses (a bare false: the check says the answering side takes more).
   */
  answerClaim(state: GameState, seat: Seat, ctx: DecisionContext): Promise<boolean | ClaimAnswer>;
}

/** A bot's answer to a claim and, when it refuses, why. */
export interface ClaimAnswer {
  readonly accept: boolean;
  readonly reason: ClaimRefusalReason;
}

/** The first legal choice of a view: what a bot plays when its brain failed. */
export function fallbackIntent(view: GameView, kind: DecisionKind): Intent | null {
  if (kind === 'card') {
    const c = view.legalCards[0];
    return c === undefined ? null : { type: 'card', card: c };
  }
  if (kind === 'contract') {
    const c = view.mode === 'minibridge' ? view.contractOptions[0] : undefined;
    return c === undefined ? null : { type: 'contract', strain: c.strain, game: c.game };
  }
  const c = view.mode === 'minibridge' ? undefined : view.legalCalls[0];
  return c === undefined ? null : { type: 'call', call: c };
}

export class BotDriver {
  /** The state id a decision is being made for (one at a time). */
  private busyAt = -1;
  private timer: Timer | null = null;
  /** Bot mistakes (a decision the rules refused, or a thrown error), for logs and tests. */
  readonly faults: string[] = [];
  /** Told of each fault as it happens (the host's log). */
  onFault: (fault: string) => void = () => undefined;

  constructor(
    private readonly table: Table,
    private readonly brain: BotBrain,
    private readonly env: TableEnv,
    private readonly delayMs: number,
  ) {}

  /** The seat a bot must act for now ('undo': bots must answer an undo request), or null. */
  private work(): Seat | 'undo' | null {
    const t = this.table;
    if (t.paused || t.waiting) return null;
    if (t.undo !== null && t.undo.waiting.some((s) => t.botPlays(s))) return 'undo';
    const p = pending(t.state);
    if (p.kind === 'contract' || p.kind === 'call' || p.kind === 'card')
      return t.botPlays(p.seat) ? p.seat : null;
    if (p.kind === 'claimAnswer') return p.seats.find((s) => t.botPlays(s)) ?? null;
    return null;
  }

  /** Nothing for the bots to do: no decision being made or waiting, and none due now. */
  get idle(): boolean {
    return this.busyAt === -1 && this.timer === null && this.work() === null;
  }

  /** Looks at the table after a change and starts a decision when a bot must act. */
  poke(): void {
    const t = this.table;
    if (t.isClosed || this.busyAt === t.stateId || this.timer !== null) return;
    const seat = this.work();
    if (seat === 'undo') {
      void t.refreshUndo();
      return;
    }
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
    if (this.delayMs > 0) this.timer = this.env.setTimer(go, this.delayMs);
    else this.env.soon(go);
  }

  /** Whether the decision made at `at` for `seat` no longer applies. */
  private stale(seat: Seat, at: number): boolean {
    const t = this.table;
    return t.isClosed || t.stateId !== at || !t.botPlays(seat) || t.paused;
  }

  private async decide(seat: Seat, at: number): Promise<void> {
    const t = this.table;
    if (this.stale(seat, at)) return;
    const state: GameState = t.state;
    const p = pending(state);
    const kind = p.kind === 'contract' || p.kind === 'call' || p.kind === 'card' ? p.kind : null;
    const ctx: DecisionContext = {
      seed: this.env.hash(`${t.row.seed}/${String(at)}/${seat}`).slice(0, 16),
      stale: () => this.stale(seat, at),
      table: t.id,
      unattended: () => SEATS.every((s) => t.botPlays(s)),
    };
    const view = t.viewOf(seat);
    let intent: Intent | null = null;
    let why: ClaimRefusalReason | undefined;
    try {
      if (p.kind === 'claimAnswer') {
        const a = await this.brain.answerClaim(state, seat, ctx);
        const answer = typeof a === 'boolean' ? { accept: a, reason: 'defence' as const } : a;
        intent = { type: 'claimAnswer', accept: answer.accept };
        why = answer.reason;
      } else if (kind !== null) intent = await this.brain.decide(view, kind, ctx);
    } catch (error) {
      if (error instanceof StaleDecision || (error as Error).name === 'StaleJob') return;
      this.fault(`${t.id} ${seat} at ${String(at)}: ${(error as Error).message}`);
    }
    // The table moved on while the bot thought, or the person came back: the decision is dropped.
    if (this.stale(seat, at)) return;
    if (intent === null && kind !== null) intent = fallbackIntent(view, kind);
    if (intent === null && p.kind === 'claimAnswer') {
      intent = { type: 'claimAnswer', accept: false };
      why = 'unchecked';
    }
    if (intent === null) return;
    const r = await t.submit(seat, at, intent, 'bot', undefined, why);
    if (r.ok || r.error.code === 'action/stale_state') return;
    this.fault(`${t.id} ${seat} at ${String(at)}: ${r.error.code} ${r.error.message}`);
    if (kind !== null) {
      const alt = fallbackIntent(view, kind);
      if (alt !== null && t.stateId === at) await t.submit(seat, at, alt, 'bot');
    }
  }

  private fault(f: string): void {
    this.faults.push(f);
    this.onFault(f);
  }

  stop(): void {
    if (this.timer !== null) this.env.clearTimer(this.timer);
    this.timer = null;
  }
}
