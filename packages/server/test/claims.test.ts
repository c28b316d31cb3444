/**
 * Issue 19 #2, "claims are a double-dummy oracle against bots": bots accepted a claim exactly when it held
 * double dummy on the real cards, and claims were unlimited, so claiming remaining, remaining − 1, … read
 * the exact double-dummy value off the bots. Now a bot answers from its own view (the same answer for
 * every layout of the cards it cannot see), and a side whose claim was refused may not claim again until
 * another trick is complete.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  intentToAction,
  minibridgeView,
  pending,
  playOf,
  reduceGame,
  rotate,
  sideOf,
  unwrap,
  type GameState,
  type MinibridgeState,
  type Seat,
} from '@tenace/core';
import { cards } from '@tenace/solver';
import { claimSituationOf, layoutSource } from '@tenace/bots';
import { runJob, type BotJob } from '../src/botJobs.ts';
import type { BotPool } from '../src/botPool.ts';
import { ServerBrain, DEFAULT_BUDGETS } from '../src/bots.ts';
import { PlaceholderPlayer } from '@tenace/bots';
import { testLobby, until } from './helpers.ts';

/** A brain whose bot jobs run in-process (the same code the bot threads run). */
const brain = new ServerBrain({
  strength: 'beginner',
  player: new PlaceholderPlayer(),
  pool: { run: (job: BotJob) => runJob(job) } as unknown as BotPool,
  budgets: DEFAULT_BUDGETS,
});
const ctx = { seed: 'claims', stale: () => false };

/** The claimer's side's double-dummy tricks from the position of `state` (the real cards). */
function realTricks(state: GameState, claimer: Seat): number {
  const play = playOf(state)!;
  const values = unwrap(
    cards({ hands: play.hands, strain: play.strain, leader: play.current.leader, trick: play.current.cards }),
  );
  const best = Math.max(...values.map((v) => v.tricks ?? NaN));
  const mover = rotate(play.current.leader, play.current.cards.length);
  return sideOf(mover) === sideOf(claimer) ? best : 13 - play.tricks.length - best;
}

/** A minibridge game played by first legal choices until `cardsLeft` cards a hand remain, between tricks. */
function minibridgeAt(seed: string, cardsLeft: number): MinibridgeState {
  let s: GameState = unwrap(createGame('minibridge', {}, seed));
  for (let i = 0; i < 200; i++) {
    const play = playOf(s);
    if (play !== null && play.tricks.length === 13 - cardsLeft && play.current.cards.length === 0) break;
    const p = pending(s);
    if (p.kind !== 'contract' && p.kind !== 'card') throw new Error(`waits for ${p.kind}`);
    const v = minibridgeView(s as MinibridgeState, p.seat);
    const intent =
      p.kind === 'contract'
        ? {
            type: 'contract' as const,
            strain: v.contractOptions[0]!.strain,
            game: v.contractOptions[0]!.game,
          }
        : { type: 'card' as const, card: v.legalCards[0]! };
    s = unwrap(reduceGame(s, unwrap(intentToAction(s, p.seat, intent))));
  }
  return s as MinibridgeState;
}

describe('claims are a double-dummy oracle against bots (issue 19 #2)', () => {
  it('a bot answers alike on every layout it cannot tell apart, though their double-dummy values differ', async () => {
    let differing = 0;
    for (let i = 0; i < 12; i++) {
      const state = minibridgeAt(`oracle-${i}`, 4);
      const declarer = state.declarer;
      const bot = rotate(declarer, 1); // a defender answers declarer's claim
      // Every layout of the cards the bot cannot see, as the real deal.
      const s = claimSituationOf(minibridgeView(state, bot))!;
      const layouts = unwrap(layoutSource(s.knowledge)).enumerate(64);
      if (layouts === null || layouts.length < 2) continue;
      const games = layouts.map((hands): GameState => ({ ...state, play: { ...state.play!, hands } }));
      const values = games.map((g) => realTricks(g, declarer));
      const most = Math.max(...values);
      if (Math.min(...values) === most) continue;
      differing++;
      // Declarer claims the most it takes in any of these layouts: the old check accepted it on the
      // layouts where it holds and refused it elsewhere, which told declarer the layout.
      const answers = new Set<boolean>();
      const views = new Set<string>();
      for (const g of games) {
        const claimed = unwrap(
          reduceGame(g, unwrap(intentToAction(g, declarer, { type: 'claim', tricks: most }))),
        );
        views.add(JSON.stringify(minibridgeView(claimed as MinibridgeState, bot)));
        answers.add((await brain.answerClaim(claimed, bot, ctx)).accept);
      }
      expect(views.size).toBe(1);
      expect([...answers]).toEqual([false]);
    }
    expect(differing).toBeGreaterThan(3);
  }, 120_000);

  it('a bot accepts only what holds on the real cards (and every other layout), and a concession at once', async () => {
    let accepted = 0;
    for (let i = 0; i < 12; i++) {
      const state = minibridgeAt(`sound-${i}`, 3);
      const declarer = state.declarer;
      const bot = rotate(declarer, 3);
      for (let k = 0; k <= 3; k++) {
        const claimed = unwrap(
          reduceGame(state, unwrap(intentToAction(state, declarer, { type: 'claim', tricks: k }))),
        );
        const yes = (await brain.answerClaim(claimed, bot, ctx)).accept;
        if (yes) {
          accepted++;
          expect(realTricks(state, declarer)).toBeGreaterThanOrEqual(k);
        }
        if (k === 0) expect(yes).toBe(true);
      }
    }
    expect(accepted).toBeGreaterThan(12);
  }, 120_000);

  it('at a table: claiming remaining, remaining − 1, … no longer finds the double-dummy value', async () => {
    const lobby = await testLobby({ botThreads: { threads: 1 } });
    // People at North and South, bots at East and West; a seed where North–South declare.
    let id: string | null = null;
    let northToken = '';
    for (let i = 0; i < 20 && id === null; i++) {
      const made = await lobby.create({
        mode: 'minibridge',
        rules: { deals: 1 },
        seed: `attack-${i}`,
        sit: { seat: 'N', name: 'N' },
      });
      if (!made.ok) throw new Error(made.error.message);
      const t = lobby.tables.get(made.value.table.id)!;
      if (t.state.mode === 'minibridge' && sideOf(t.state.declarer) === 'NS') {
        id = t.id;
        northToken = made.value.token!;
      }
    }
    if (id === null) throw new Error('no seed with North–South declaring');
    const s = await lobby.takeSeat(id, 'S', 'S');
    if (!s.ok) throw new Error(s.error.message);
    const table = lobby.tables.get(id)!;
    // Both people are at the table (a table whose people are all away waits for them).
    for (const token of [northToken, s.value]) {
      const conn = { send: () => undefined, close: () => undefined };
      table.attach(conn, token);
      table.joined(conn);
    }
    // North–South play their first legal choice until 5 to 7 tricks are played and they are on lead.
    for (let i = 0; i < 2000; i++) {
      const play = playOf(table.state);
      const p = pending(table.state);
      if (
        play !== null &&
        play.tricks.length >= 5 &&
        play.current.cards.length === 0 &&
        p.kind === 'card' &&
        sideOf(p.seat) === 'NS'
      )
        break;
      if ((p.kind === 'contract' || p.kind === 'card') && sideOf(p.seat) === 'NS') {
        const v = table.viewOf(p.seat);
        const intent =
          v.mode === 'minibridge' && p.kind === 'contract'
            ? {
                type: 'contract' as const,
                strain: v.contractOptions[0]!.strain,
                game: v.contractOptions[0]!.game,
              }
            : { type: 'card' as const, card: v.legalCards[0]! };
        await table.submit(p.seat, table.stateId, intent);
      } else await new Promise((r) => setTimeout(r, 1));
    }
    const p = pending(table.state);
    if (p.kind !== 'card') throw new Error('North–South are not on lead');
    const claimer = p.seat;
    const remaining = 13 - playOf(table.state)!.tricks.length;
    const exact = realTricks(table.state, claimer);
    // Deals thrown in (20–20) before this one are already in the history.
    const before = table.state.history.length;
    const over = (): boolean => table.state.history.length > before;
    const answered: number[] = [];
    const limited: number[] = [];
    for (let k = remaining; k >= 0 && !over(); k--) {
      const at = table.stateId;
      const r = await table.submit(claimer, at, { type: 'claim', tricks: k });
      if (!r.ok) {
        expect(r.error).toMatchObject({ code: 'action/not_allowed', detail: 'play/claim_limit' });
        limited.push(k);
        continue;
      }
      answered.push(k);
      await until(() => playOf(table.state)?.claim === null || over(), 60_000);
    }
    // One claim was answered; every later one in the same trick was refused unasked.
    expect(answered).toEqual([remaining]);
    if (!over()) expect(limited.length).toBe(remaining);
    // The value was not found (unless the bots could see for themselves that declarer takes all).
    if (exact < remaining) expect(over()).toBe(false);
    expect(lobby.botFaults()).toEqual([]);
    await lobby.close();
  }, 120_000);
});
