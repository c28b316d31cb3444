/**
 * Server-side bots: after every change at a table, when the seat that must act is played by a bot (no
 * person holds it, or its person is away past the grace period), the table's Player decides from that
 * seat's view only, and the decision goes through the same path as a person's action (made against the
 * state id it saw; dropped if the table moved on). Bots answer claims for the seats they play and
 * consent to undo requests.
 */
import { viewFor, type GameState, type Seat } from '@tenace/core';
import type { Player } from '@tenace/bots';
import type { Intent } from '@tenace/protocol';
import { pending } from './game.ts';
import type { Table } from './table.ts';

/** A legal fallback from the view when a bot fails: the first legal card, call or contract. */
function fallback(view: Record<string, unknown>, kind: 'contract' | 'call' | 'card'): Intent | null {
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
  return `${call.level}${call.strain}`;
}

export class BotDriver {
  /** The state id a decision is being made for (one at a time). */
  private busyAt = -1;
  private timer: NodeJS.Timeout | null = null;
  /** Bot mistakes (a decision the rules refused, or a thrown error), for logs and tests. */
  readonly faults: string[] = [];

  constructor(
    private readonly table: Table,
    private readonly player: Player,
    private readonly delayMs: number,
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
    if (this.delayMs > 0) this.timer = setTimeout(go, this.delayMs);
    else setImmediate(go);
  }

  private async decide(seat: Seat, at: number): Promise<void> {
    const t = this.table;
    if (t.stateId !== at || !t.botPlays(seat)) return;
    const state: GameState = t.state;
    const view = viewFor(state, seat);
    const p = pending(state);
    let intent: Intent | null = null;
    try {
      if (p.kind === 'claimAnswer') {
        intent = { type: 'claimAnswer', accept: (await this.player.respondToClaim(view)).value };
      } else if (p.kind === 'contract') {
        const d = await this.player.chooseContract(view);
        intent = { type: 'contract', strain: d.value.strain, game: d.value.game };
      } else if (p.kind === 'call') {
        intent = { type: 'call', call: callText((await this.player.chooseCall(view)).value) };
      } else if (p.kind === 'card') {
        intent = { type: 'card', card: (await this.player.chooseCard(view)).value };
      }
    } catch (error) {
      this.faults.push(`${t.id} ${seat} at ${at}: ${(error as Error).message}`);
    }
    if (intent === null && (p.kind === 'contract' || p.kind === 'call' || p.kind === 'card'))
      intent = fallback(view as unknown as Record<string, unknown>, p.kind);
    if (intent === null && p.kind === 'claimAnswer') intent = { type: 'claimAnswer', accept: false };
    if (intent === null) return;
    // The person may have come back while the bot thought: then the seat is theirs again.
    if (t.stateId !== at || !t.botPlays(seat)) return;
    const r = await t.submit(seat, at, intent, 'bot');
    if (r.ok || r.error.code === 'action/stale_state') return;
    this.faults.push(`${t.id} ${seat} at ${at}: ${r.error.code} ${r.error.message}`);
    if (p.kind === 'contract' || p.kind === 'call' || p.kind === 'card') {
      const alt = fallback(view as unknown as Record<string, unknown>, p.kind);
      if (alt !== null && t.stateId === at) await t.submit(seat, at, alt, 'bot');
    }
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
