import { describe, expect, it } from 'vitest';
import { playOut, testRng } from '../../test/bridgeDriver.ts';
import { checkBridgeRecord, type BridgeRecord } from '../../test/checkBridgeRecord.ts';
import { unwrap } from '../result.ts';
import { partner, sideOf } from '../seat.ts';
import type { Seat } from '../types.ts';
import { drawBeats, drawForPartners, rankDraw, seatOfPlayer, seatPartnership } from './draw.ts';
import { newRubber, type RubberAction } from './rubber.ts';
import { newTour, tourReduce, tourSeating, tourWithRubber, type TourState } from './tour.ts';

const PLAYERS = ['Ann', 'Bob', 'Cy', 'Di'];

describe('the draw (§5.1)', () => {
  it('higher rank wins; equal ranks by suit S > H > D > C', () => {
    expect(drawBeats('CA', 'SK')).toBe(true);
    expect(drawBeats('S2', 'H2')).toBe(true);
    expect(drawBeats('D9', 'H9')).toBe(false);
    expect(drawBeats('H9', 'C9')).toBe(true);
  });
  it('orders the drawn cards best first', () => {
    const order = rankDraw([
      { player: 'a', card: 'H7' },
      { player: 'b', card: 'CA' },
      { player: 'c', card: 'S7' },
      { player: 'd', card: 'D2' },
    ]).map((c) => c.player);
    expect(order).toEqual(['b', 'c', 'a', 'd']);
  });
  it('is reproducible from the seed, deals four different cards, and orders players by them', () => {
    for (const seed of ['1', '2', 'x', 'tour']) {
      const d = unwrap(drawForPartners(seed, PLAYERS));
      expect(unwrap(drawForPartners(seed, PLAYERS))).toEqual(d);
      expect(new Set(d.cards.map((c) => c.card)).size).toBe(4);
      const best = rankDraw(d.cards)[0]!;
      expect(d.order[0]).toBe(best.player);
      expect([...d.order].sort()).toEqual([...PLAYERS].sort());
    }
  });
  it('refuses a wrong number of players or a repeated name', () => {
    expect(drawForPartners('1', ['a', 'b', 'c']).ok).toBe(false);
    const r = drawForPartners('1', ['a', 'b', 'c', 'a']);
    expect(r.ok ? null : r.error.code).toBe('action/bad_action');
  });
  it('seats partners opposite each other', () => {
    const seats = unwrap(seatPartnership(['p1', 'p2', 'p3', 'p4'], 'p1', 'p3', 'E'));
    expect(seats).toEqual({ E: 'p1', W: 'p3', S: 'p2', N: 'p4' });
  });
});

describe('the three-rubber tour (§5.2)', () => {
  it('takes its own rubber played elsewhere (same as through tourReduce), and refuses another rubber', () => {
    const tour = unwrap(newTour('elsewhere', ['A', 'B', 'C', 'D']));
    expect(unwrap(tourWithRubber(tour, tour.rubber))).toEqual(tour);
    const other = unwrap(newRubber('another seed'));
    const r = tourWithRubber(tour, other);
    expect(!r.ok && r.error.code).toBe('action/bad_action');
  });
  it('each player partners each other player exactly once; first dealers P1, P2, P3', () => {
    const draw = unwrap(drawForPartners('s', PLAYERS));
    const partnerships = new Set<string>();
    for (let k = 0; k < 3; k++) {
      const { seats, firstDealer } = tourSeating(draw, k, null);
      for (const s of ['N', 'E'] as const) partnerships.add([seats[s], seats[partner(s)]].sort().join('+'));
      expect(seats[firstDealer]).toBe(draw.order[k]);
      expect(seats[partner(seatOfPlayer(seats, draw.order[0])!)]).toBe(draw.order[k + 1]);
    }
    expect(partnerships.size).toBe(6);
  });
  it('keeps a person at the seat asked for in every rubber', () => {
    const draw = unwrap(drawForPartners('k', PLAYERS));
    for (const at of ['N', 'E', 'S', 'W'] as const)
      for (let k = 0; k < 3; k++) expect(tourSeating(draw, k, { player: 'Cy', at }).seats[at]).toBe('Cy');
  });
  it.each(['1', '2', '3', '9'])(
    'seed %s: a whole tour; the ledgers sum to zero and match the rubbers',
    (seed) => {
      let state: TourState = unwrap(newTour(seed, PLAYERS, {}, { player: 'Di', at: 'S' }));
      const rng = testRng(Number(seed));
      for (let k = 0; k < 3; k++) {
        if (k > 0) state = unwrap(tourReduce(state, { type: 'nextRubber', seat: null }));
        state = playTourRubber(state, rng);
        expect(state.rubbers).toHaveLength(k + 1);
        expect(state.seats.S).toBe('Di');
      }
      expect(state.phase).toBe('over');
      const sum = Object.values(state.ledger).reduce((a, b) => a + b, 0);
      expect(sum).toBe(0);
      for (const p of PLAYERS) {
        const fromRubbers = state.rubbers.reduce((a, r) => a + (r.settlement[p] ?? 0), 0);
        expect(state.ledger[p]).toBe(fromRubbers);
      }
      for (const r of state.rubbers) {
        expect(checkBridgeRecord(JSON.parse(JSON.stringify(r.record)) as BridgeRecord)).toEqual([]);
        const res = r.record.result;
        const winners = (['N', 'E', 'S', 'W'] as const)
          .filter((s: Seat) => sideOf(s) === res.winner)
          .map((s) => r.seats[s]);
        for (const w of winners) expect(r.settlement[w]).toBe(res.settlement);
      }
      const after = tourReduce(state, { type: 'nextRubber', seat: null });
      expect(after.ok ? null : after.error.code).toBe('action/wrong_phase');
    },
  );
});

/** Plays the tour's current rubber to its end through tourReduce. */
function playTourRubber(start: TourState, rng: ReturnType<typeof testRng>): TourState {
  let state = start;
  const adapter = (s: TourState['rubber'], a: RubberAction) => {
    const t = tourReduce({ ...state, rubber: s }, a);
    if (t.ok) state = t.value;
    return t.ok ? { ok: true as const, value: t.value.rubber } : t;
  };
  playOut(state.rubber, adapter, rng);
  return state;
}
