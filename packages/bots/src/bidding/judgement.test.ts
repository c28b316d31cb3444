import { describe, expect, it } from 'vitest';
import { PASS, SplitMix64, bid } from '@tenace/core';
import { sampleLayouts, simulationJudge } from './judgement.ts';
import { SACRIFICE_CTX as ctx, SACRIFICE_NORTH as north, fakeTricks } from './sacrificePosition.ts';

/** Fake double-dummy tricks: hearts for North–South and spades for East–West make `made`. */
const fake = (made: number) => fakeTricks(made, made);

describe('simulation at judgement points', () => {
  it('sacrifices when their game makes and ours goes one down doubled', () => {
    const judge = simulationJudge({ tricks: fake(10), deals: 4 });
    // 5H doubled one down not vulnerable: −100; letting 4S (vulnerable) make: −620.
    expect(judge(ctx, north, [PASS, bid(5, 'H')])).toBe(1);
  });

  it('passes when their game fails', () => {
    const judge = simulationJudge({ tricks: fake(9), deals: 4 });
    // 4S one down vulnerable: +100 for us; 5H doubled two down: −300.
    expect(judge(ctx, north, [PASS, bid(5, 'H')])).toBe(0);
  });

  it('regression: sampled layouts fit the points a call shows, not only its HCP and lengths', () => {
    // South's raise to 4H and West's 4S show points (11+ and 13+) with any HCP: a hand dealt to them
    // counts at least that many with its length points and up to three for shortness.
    const most = (h: typeof north.cards) => {
      const len = h.lengths();
      const suits = ['S', 'H', 'D', 'C'] as const;
      const short = suits.reduce(
        (n, s) => n + (len[s] === 0 ? 5 : len[s] === 1 ? 3 : len[s] === 2 ? 1 : 0),
        0,
      );
      return h.hcp() + suits.reduce((n, s) => n + Math.max(0, len[s] - 4), 0) + Math.min(3, short);
    };
    expect(ctx.know.S.pts[0]).toBeGreaterThan(ctx.know.S.hcp[0]);
    for (const d of sampleLayouts(ctx, north.cards, 12, new SplitMix64(11n), 20_000)) {
      expect(most(d.hands.S)).toBeGreaterThanOrEqual(ctx.know.S.pts[0]);
      expect(most(d.hands.W)).toBeGreaterThanOrEqual(ctx.know.W.pts[0]);
    }
  });

  it('samples layouts where each other hand fits what it has shown', () => {
    const layouts = sampleLayouts(ctx, north.cards, 6, new SplitMix64(7n));
    expect(layouts.length).toBe(6);
    for (const d of layouts) {
      expect(d.hands.N.equals(north.cards)).toBe(true);
      // East's 1S overcall shows five spades or more; South's raise three hearts or more.
      expect(d.hands.E.length('S')).toBeGreaterThanOrEqual(5);
      expect(d.hands.S.length('H')).toBeGreaterThanOrEqual(3);
      expect(d.hands.N.size + d.hands.E.size + d.hands.S.size + d.hands.W.size).toBe(52);
    }
  });
});
