import { describe, expect, it } from 'vitest';
import { SplitMix64, parseCall, unwrap } from '@tenace/core';
import { NO_SCORE, contextOf, type ScoreState } from './context.ts';
import { explainAuction } from './bidder.ts';
import { overTheirBid, sampleLayouts } from './judgement.ts';
import { SACRIFICE_CTX as ctx, SACRIFICE_NORTH as north } from './sacrificePosition.ts';

describe('layouts sampled at judgement points', () => {
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

describe('overTheirBid: the competitive decisions bidding out judges', () => {
  const at = (auction: string, score: ScoreState = NO_SCORE) => {
    const calls = auction.split(' ').map((t) => unwrap(parseCall(t)));
    return contextOf('N', explainAuction('N', calls, score), score);
  };
  // Measured by the judgement audit of 2026-12-07 (bidding README): from the three level, not the two.
  it.each([
    { auction: '1S P 2S 3H', judged: true, why: 'their three-level bid after our raise' },
    { auction: '1S 2H', judged: false, why: 'their two-level overcall' },
    { auction: '1S 2H 2S', judged: false, why: 'our bid is the last' },
    { auction: '1S P P 3H', judged: true, why: 'their three-level bid after our opening' },
    { auction: 'P P P 3H', judged: false, why: 'we have not bid' },
    { auction: '1S 2H 2S 4H', judged: true, why: 'their game' },
  ])('$auction: $judged ($why)', ({ auction, judged }) => {
    expect(overTheirBid(at(auction))).toBe(judged);
  });
  it('judges their two-level bid when their part-score makes it game (rubber)', () => {
    const score: ScoreState = { ...NO_SCORE, mode: 'rubber', partScore: { NS: 0, EW: 40 } };
    expect(overTheirBid(at('1S 2H', score))).toBe(true);
    expect(overTheirBid(at('1S 2C', score))).toBe(false);
  });
});
