import {
  CardSet,
  SEATS,
  SUITS,
  lho,
  reduceBridgeDeal,
  seededDeal,
  startBridgeDeal,
  parseCall,
  type BridgeDealState,
  type Card,
  type Seat,
  type Suit,
} from '@tenace/core';
import { describe, expect, it } from 'vitest';
import type { HandConstraint, Knowledge } from '../knowledge/constraints.ts';
import { bridgeKnowledge } from '../knowledge/constraints.ts';
import { playCards, saycBidDeal, viewToAct } from '../knowledge/saycDeals.ts';
import { LAST_RELAXATION, layoutSource, relaxConstraints, type Hands, type LayoutSource } from './layouts.ts';
import { decisionRng } from './rng.ts';

function unwrapSource(k: Knowledge): LayoutSource {
  const r = layoutSource(k);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function fits(hand: CardSet, c: HandConstraint): boolean {
  const h = hand.hcp();
  return (
    hand.size === c.size &&
    h >= c.hcpMin &&
    h <= c.hcpMax &&
    c.voids.every((s) => hand.length(s) === 0) &&
    SUITS.every((s) => {
      const [lo, hi] = c.lengths?.[s] ?? [0, 13];
      return hand.length(s) >= lo && hand.length(s) <= hi;
    })
  );
}

/** The layout keeps the seen cards where they are and deals exactly the unseen cards to the hidden hands. */
function consistent(k: Knowledge, layout: Hands): boolean {
  let hidden = CardSet.EMPTY;
  for (const s of SEATS) {
    const known = k.known[s];
    if (known !== null && !layout[s].equals(known)) return false;
    if (known === null) hidden = hidden.union(layout[s]);
  }
  return hidden.equals(k.unseen);
}

/** Upper critical value of chi-square (Wilson–Hilferty), z = 3.09 for p = 0.001. */
function chiCritical(df: number, z = 3.09): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

function playedDeals(seed: string, count: number): BridgeDealState[] {
  const out: BridgeDealState[] = [];
  for (let board = 1; out.length < count; board++) {
    const s = saycBidDeal(seed, board);
    if (s.phase === 'play') out.push(s);
  }
  return out;
}

describe('layouts at contract bridge honour what the auction showed', () => {
  const deals = playedDeals('layout-lengths', 6);

  it('the opening leader (three hidden hands): every layout fits the constraints it reports', () => {
    let atFirstStep = 0;
    for (const [i, state] of deals.entries()) {
      const view = viewToAct(state);
      const k = bridgeKnowledge(view);
      expect(k.hidden.length).toBe(3);
      expect(k.hidden.some((h) => h.lengths !== undefined)).toBe(true);
      const source = unwrapSource(k);
      const rng = decisionRng(`leader ${i}`, 0);
      for (let n = 0; n < 24; n++) {
        const layout = source.draw(rng);
        const step = source.relaxation?.() ?? -1;
        const wanted = relaxConstraints(k.hidden, k.unseen, step);
        expect(consistent(k, layout)).toBe(true);
        for (const c of wanted) expect(fits(layout[c.seat], c), `board ${state.number} ${c.seat}`).toBe(true);
      }
      if (source.relaxation?.() === 0) atFirstStep++;
    }
    // The bidder's hands fit their calls, so the full constraints are normally met.
    expect(atFirstStep).toBeGreaterThanOrEqual(deals.length - 1);
  });

  it('after the opening lead (two hidden hands, exact): every layout fits, unrelaxed when the real hands fit', () => {
    for (const state of deals) {
      const leader = lho(state.declarer!);
      const lead = state.play!.hands[leader].cards()[0]!;
      let s = playCards(state, [lead]);
      for (let t = 0; t < 3; t++) {
        const view = viewToAct(s);
        const k = bridgeKnowledge(view);
        expect(k.hidden.length).toBe(2);
        const source = unwrapSource(k);
        expect(source.exact).toBe(true);
        const real = k.hidden.every((c) =>
          fits(s.play!.hands[c.seat], relaxConstraints([c], k.unseen, 0)[0]!),
        );
        if (real) expect(source.relaxation?.()).toBe(0);
        const wanted = relaxConstraints(k.hidden, k.unseen, source.relaxation?.() ?? -1);
        const rng = decisionRng('after the lead', t);
        for (let n = 0; n < 30; n++) {
          const layout = source.draw(rng);
          expect(consistent(k, layout)).toBe(true);
          for (const c of wanted) expect(fits(layout[c.seat], c)).toBe(true);
        }
        s = playCards(s, [view.legalCards[0]!]);
      }
    }
  });
});

/** Every way to deal `cards` into hands of the given sizes. */
function allDeals(cards: readonly Card[], sizes: readonly number[]): Card[][][] {
  if (sizes.length === 1) return [[[...cards]]];
  const out: Card[][][] = [];
  const rec = (start: number, pick: Card[]): void => {
    if (pick.length === sizes[0]) {
      const rest = cards.filter((c) => !pick.includes(c));
      for (const others of allDeals(rest, sizes.slice(1))) out.push([[...pick], ...others]);
      return;
    }
    for (let i = start; i < cards.length; i++) rec(i + 1, [...pick, cards[i]!]);
  };
  rec(0, []);
  return out;
}

const hc = (
  seat: Seat,
  size: number,
  lo: number,
  hi: number,
  lengths?: Partial<Record<Suit, readonly [number, number]>>,
  voids: readonly Suit[] = [],
): HandConstraint => ({
  seat,
  size,
  hcpMin: lo,
  hcpMax: hi,
  voids,
  ...(lengths === undefined
    ? {}
    : { lengths: { S: [0, 13], H: [0, 13], D: [0, 13], C: [0, 13], ...lengths } }),
});

function knowledge(
  known: readonly Card[],
  unseen: readonly Card[],
  hidden: HandConstraint[],
  soft = true,
): Knowledge {
  const viewer: Seat = 'N';
  return {
    viewer,
    known: { N: CardSet.of(known), E: null, S: null, W: null },
    unseen: CardSet.of(unseen),
    hidden,
    history: { cards: [], leader: viewer, current: [], winners: [] },
    strain: 'NT',
    ...(soft ? { soft } : {}),
  };
}

describe('the three-hand rejection sampler', () => {
  it('is uniform over the layouts that fit the HCP ranges and length bounds (chi-square)', () => {
    const cards: Card[] = ['SA', 'SK', 'S5', 'S4', 'HQ', 'H7', 'H6', 'DJ', 'D3', 'C2'];
    const hidden = [
      hc('E', 3, 0, 5, { S: [1, 2] }),
      hc('S', 4, 2, 37, { H: [1, 3], S: [0, 1] }),
      hc('W', 3, 0, 37),
    ];
    const k = knowledge(['C3'], cards, hidden);
    const brute = allDeals(cards, [3, 4, 3])
      .map((hs) => hs.map((h) => CardSet.of(h)))
      .filter((hs) => hs.every((h, i) => fits(h, hidden[i]!)))
      .map((hs) => hs.map((h) => h.toPbn()).join(' '));
    expect(brute.length).toBeGreaterThan(20);
    const source = unwrapSource(k);
    const rng = decisionRng('chi-square', 3);
    const counts = new Map<string, number>(brute.map((b) => [b, 0]));
    const draws = 100 * brute.length;
    for (let i = 0; i < draws; i++) {
      const l = source.draw(rng);
      const key = (['E', 'S', 'W'] as const).map((s) => l[s].toPbn()).join(' ');
      expect(counts.has(key)).toBe(true);
      counts.set(key, counts.get(key)! + 1);
    }
    expect(source.relaxation?.()).toBe(0);
    const expected = draws / brute.length;
    const chi = [...counts.values()].reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(chiCritical(brute.length - 1));
  }, 60_000); // 100 seeded draws a layout: slow on a loaded machine, not random
});

describe('an auction the cards contradict is relaxed, never a failure', () => {
  it('relaxes lengths the unseen cards cannot meet: step 0 trims them, step 1 drops them', () => {
    const h = hc('E', 4, 0, 37, { S: [5, 13], H: [0, 1] });
    const unseen = CardSet.of(['S2', 'S3', 'H4', 'H5', 'D6', 'D7', 'C8', 'C9']);
    const [trimmed] = relaxConstraints([h], unseen, 0);
    expect(trimmed!.lengths).toEqual({ S: [2, 2], H: [0, 1], D: [0, 2], C: [0, 2] });
    expect(relaxConstraints([h], unseen, 1)[0]!.lengths).toBeUndefined();
    expect(relaxConstraints([hc('E', 4, 10, 12)], unseen, 2)[0]).toMatchObject({ hcpMin: 8, hcpMax: 14 });
    expect(relaxConstraints([hc('E', 4, 10, 12)], unseen, LAST_RELAXATION)[0]).toMatchObject({
      hcpMin: 0,
      hcpMax: 37,
    });
  });

  it('two hidden hands: HCP and lengths no layout meets give way, the shown void stays', () => {
    const unseen: Card[] = ['SA', 'SK', 'S5', 'HQ', 'H7', 'H6', 'DJ', 'D3', 'C2', 'C4'];
    // East is void in clubs; the calls claimed 15+ HCP for East and 15+ for West (only 10 are out).
    const hidden = [hc('E', 5, 15, 20, { S: [4, 5] }, ['C']), hc('W', 5, 15, 20, { H: [3, 3] })];
    const source = unwrapSource(knowledge([], unseen, hidden));
    expect(source.relaxation?.()).toBeGreaterThan(1);
    const rng = decisionRng('relax', 1);
    for (let i = 0; i < 40; i++) {
      const l = source.draw(rng);
      expect(l.E.size).toBe(5);
      expect(l.E.length('C')).toBe(0);
      expect(l.E.union(l.W).equals(CardSet.of(unseen))).toBe(true);
    }
    // The same constraints, taken as exact (minibridge), are an error rather than relaxed.
    const hard = layoutSource(knowledge([], unseen, hidden, false));
    expect(hard.ok).toBe(false);
  });

  it('the opening leader against an auction the dealt cards contradict still gets layouts', () => {
    // A deal where East, on lead, holds 16+ HCP: North's 2C–2NT (22–24) and South's 2D positive-or-waiting
    // leave no room, whatever North really holds.
    let state: BridgeDealState | null = null;
    for (let board = 1; state === null; board++) {
      const deal = seededDeal('contradicted', board);
      if (deal.hands.E.hcp() < 16) continue;
      let s = startBridgeDeal({ number: board, dealer: 'N', vulnerable: { NS: false, EW: false }, deal });
      const seats = ['N', 'E', 'S', 'W'] as const;
      '2C P 2D P 2NT P 3NT P P P'.split(' ').forEach((t, i) => {
        const call = parseCall(t);
        if (!call.ok) throw new Error(call.error.message);
        const next = reduceBridgeDeal(s, { type: 'call', seat: seats[i % 4]!, call: call.value });
        if (!next.ok) throw new Error(next.error.message);
        s = next.value;
      });
      state = s;
    }
    const view = viewToAct(state);
    expect(view.seat).toBe('E');
    const k = bridgeKnowledge(view);
    const source = unwrapSource(k);
    const rng = decisionRng('contradicted', 0);
    for (let i = 0; i < 10; i++) expect(consistent(k, source.draw(rng))).toBe(true);
    expect(source.relaxation?.()).toBeGreaterThan(1);
    // After the lead, declarer's two hidden hands (the defenders) use the exact sampler.
    const after = viewToAct(playCards(state, [view.legalCards[0]!]));
    expect(after.seat).toBe('N');
    const k2 = bridgeKnowledge(after);
    const s2 = unwrapSource(k2);
    expect(consistent(k2, s2.draw(rng))).toBe(true);
  });
});
