import { CardSet, SUITS, SplitMix64, cardHcp, type Card, type Suit } from '@tenace/core';
import { describe, expect, it } from 'vitest';
import type { HandConstraint } from '../knowledge/constraints.ts';
import { twoHandSampler } from './twoHands.ts';

const hc = (
  seat: 'E' | 'W',
  size: number,
  lo: number,
  hi: number,
  voids: HandConstraint['voids'] = [],
  lengths?: Partial<Record<Suit, readonly [number, number]>>,
): HandConstraint => ({
  seat,
  size,
  hcpMin: lo,
  hcpMax: hi,
  voids,
  ...(lengths === undefined
    ? {}
    : { lengths: { S: [0, 13], H: [0, 13], D: [0, 13], C: [0, 13], ...lengths } as const }),
});

/** Every split of `cards` into a hand of `size` and the rest, by brute force. */
function allSplits(cards: readonly Card[], size: number): Card[][] {
  const out: Card[][] = [];
  const rec = (start: number, pick: Card[]) => {
    if (pick.length === size) return void out.push([...pick]);
    for (let i = start; i < cards.length; i++) rec(i + 1, [...pick, cards[i]!]);
  };
  rec(0, []);
  return out;
}

function fits(hand: CardSet, c: HandConstraint): boolean {
  const h = hand.hcp();
  const lengthsFit = SUITS.every((s) => {
    const [lo, hi] = c.lengths?.[s] ?? [0, 13];
    return hand.length(s) >= lo && hand.length(s) <= hi;
  });
  return (
    hand.size === c.size &&
    h >= c.hcpMin &&
    h <= c.hcpMax &&
    c.voids.every((s) => hand.length(s) === 0) &&
    lengthsFit
  );
}

/** Upper critical value of chi-square (Wilson–Hilferty), z = 3.09 for p = 0.001. */
function chiCritical(df: number, z = 3.09): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

const CASES: readonly { name: string; cards: Card[]; a: HandConstraint; b: HandConstraint }[] = [
  {
    name: 'exact HCP, no voids',
    cards: ['SA', 'SK', 'S2', 'S3', 'HQ', 'H5', 'HJ', 'D2', 'C7', 'C8'],
    a: hc('E', 5, 5, 5),
    b: hc('W', 5, 5, 5),
  },
  {
    name: 'exact HCP with a shown void',
    cards: ['SA', 'SK', 'S2', 'S3', 'HQ', 'H5', 'HJ', 'D2', 'DK', 'C8'],
    a: hc('E', 5, 7, 7, ['D']),
    b: hc('W', 5, 6, 6),
  },
  {
    name: 'HCP ranges',
    cards: ['SA', 'SQ', 'S4', 'HK', 'H9', 'H3', 'DJ', 'D6', 'C5'],
    a: hc('E', 4, 3, 6),
    b: hc('W', 5, 0, 37),
  },
  {
    name: 'length bounds in both hands',
    cards: ['SA', 'SQ', 'S4', 'S3', 'HK', 'H9', 'H3', 'DJ', 'D6', 'C5', 'C2'],
    a: hc('E', 5, 0, 37, [], { S: [2, 3], H: [0, 1] }),
    b: hc('W', 6, 0, 37, [], { D: [1, 2], C: [1, 13] }),
  },
  {
    name: 'length bounds with HCP ranges and a shown void',
    cards: ['SA', 'SK', 'S7', 'S4', 'S3', 'HQ', 'H9', 'H3', 'DJ', 'D6', 'D5', 'C5'],
    a: hc('E', 6, 4, 8, ['C'], { S: [3, 13] }),
    b: hc('W', 6, 3, 37, [], { H: [1, 2], D: [0, 2] }),
  },
];

describe('two-hand exact sampler', () => {
  for (const c of CASES) {
    it(`${c.name}: counts, enumerates and draws exactly the consistent layouts, uniformly`, () => {
      const unseen = CardSet.of(c.cards);
      const brute = allSplits(c.cards, c.a.size)
        .map((cs) => CardSet.of(cs))
        .filter((h) => fits(h, c.a) && fits(unseen.minus(h), c.b))
        .map((h) => h.toPbn())
        .sort();
      expect(brute.length).toBeGreaterThan(2);
      const sampler = twoHandSampler(unseen, c.a, c.b)!;
      expect(sampler.count).toBe(brute.length);
      expect(
        sampler
          .enumerate(1000)!
          .map(([a]) => a.toPbn())
          .sort(),
      ).toEqual(brute);
      const rng = new SplitMix64(12345n);
      const counts = new Map<string, number>(brute.map((k) => [k, 0]));
      const draws = 150 * brute.length;
      let bad = 0;
      for (let i = 0; i < draws; i++) {
        const [a, b] = sampler.draw(rng);
        if (!fits(a, c.a) || !fits(b, c.b) || !a.union(b).equals(unseen)) bad++;
        counts.set(a.toPbn(), (counts.get(a.toPbn()) ?? NaN) + 1);
      }
      expect(bad).toBe(0);
      const expected = draws / brute.length;
      const chi = [...counts.values()].reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
      expect(chi).toBeLessThan(chiCritical(brute.length - 1));
    }, 60_000);
  }

  it('a non-uniform sampler would fail the same chi-square test', () => {
    // Guard that the test has power: weighting honour splits equally (ignoring the spot-card counts) is biased.
    const c = CASES[2]!;
    const unseen = CardSet.of(c.cards);
    const layouts = twoHandSampler(unseen, c.a, c.b)!.enumerate(1000)!;
    const bySplit = new Map<string, number>();
    for (const [a] of layouts) {
      const key = a
        .cards()
        .filter((x) => cardHcp(x) > 0)
        .join();
      bySplit.set(key, (bySplit.get(key) ?? 0) + 1);
    }
    const draws = 150 * layouts.length;
    const expected = draws / layouts.length;
    // Biased frequencies: each split gets an equal share, shared among its layouts.
    const chi = layouts.reduce((s, [a]) => {
      const key = a
        .cards()
        .filter((x) => cardHcp(x) > 0)
        .join();
      const n = draws / bySplit.size / bySplit.get(key)!;
      return s + (n - expected) ** 2 / expected;
    }, 0);
    expect(chi).toBeGreaterThan(chiCritical(layouts.length - 1));
  });

  it('length bounds that bound nothing give the same layouts as none (random cases)', () => {
    const rng = new SplitMix64(77n);
    const deck = CardSet.FULL.cards();
    for (let n = 0; n < 40; n++) {
      const cards = deck.filter(() => rng.below(4) === 0).slice(0, 10);
      const size = Math.floor(cards.length / 2);
      const lo = rng.below(6);
      const voids: HandConstraint['voids'] = rng.below(3) === 0 ? ['C'] : [];
      const plain = [hc('E', size, lo, lo + 5, voids), hc('W', cards.length - size, 0, 37)] as const;
      const open = [
        hc('E', size, lo, lo + 5, voids, {}),
        hc('W', cards.length - size, 0, 37, [], {}),
      ] as const;
      const unseen = CardSet.of(cards);
      const x = twoHandSampler(unseen, ...plain);
      const y = twoHandSampler(unseen, ...open);
      expect(y?.count).toBe(x?.count);
      const keys = (s: typeof x) =>
        s
          ?.enumerate(5000)
          ?.map(([a]) => a.toPbn())
          .sort() ?? null;
      expect(keys(y)).toEqual(keys(x));
    }
  });

  it('returns null when no layout fits', () => {
    const unseen = CardSet.of(['SA', 'S2', 'H3', 'H4']);
    expect(twoHandSampler(unseen, hc('E', 2, 5, 5), hc('W', 2, 0, 0))).toBeNull();
    expect(twoHandSampler(unseen, hc('E', 2, 0, 4, ['S']), hc('W', 2, 0, 4, ['S']))).toBeNull();
    // Lengths no split meets: East wants both spades, West at least one.
    expect(
      twoHandSampler(unseen, hc('E', 2, 0, 37, [], { S: [2, 2] }), hc('W', 2, 0, 37, [], { S: [1, 2] })),
    ).toBeNull();
  });
});
