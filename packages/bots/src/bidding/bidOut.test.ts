import { describe, expect, it } from 'vitest';
import { PASS, bid, makeCall, seededDeal } from '@tenace/core';
import { biddingOutJudge } from './bidOut.ts';
import { saycCall, type BidderView } from './bidder.ts';
import { SACRIFICE_CTX as ctx, SACRIFICE_NORTH as north, fakeTricks as fake } from './sacrificePosition.ts';

describe('judgement by bidding out', () => {
  it('bids on when our five-level contract makes and their game fails, and says why', () => {
    const judge = biddingOutJudge({ tricks: fake(11, 9), deals: 6 });
    const r = judge(ctx, north, [PASS, bid(5, 'H')], 0);
    expect(typeof r === 'number' ? r : r.index).toBe(1);
    expect(typeof r === 'number' ? '' : r.reason).toMatch(/^5H: \+\d+ on average over 6 layouts, P \+\d+$/);
  });

  it('gives the same call for the same view and seed, whatever the hidden cards', () => {
    const judge = biddingOutJudge({ tricks: fake(10, 10), deals: 6, seed: 5n });
    const view: BidderView = {
      seat: 'N',
      dealer: 'N',
      auction: ['1H', '1S', '4H', '4S'],
      hands: { N: north.cards.cards(), E: null, S: null, W: null },
      vulnerability: 'EW',
    };
    const first = saycCall(view, { judge });
    // The same view with other cards filled in for the hidden seats: the bidder does not read them.
    const other = seededDeal('hidden', 3);
    const peeking: BidderView = {
      ...view,
      hands: {
        N: north.cards.cards(),
        E: other.hands.E.cards(),
        S: other.hands.S.cards(),
        W: other.hands.W.cards(),
      },
    };
    for (const v of [view, peeking]) {
      const again = saycCall(v, { judge });
      expect(makeCall(again.call)).toBe(makeCall(first.call));
      expect(again.reason.text).toBe(first.reason.text);
    }
  });

  it('keeps to its budget: past it no layout is scored and the rules’ choice stands', () => {
    let clock = 0;
    let solves = 0;
    const judge = biddingOutJudge({
      tricks: (d, s, decl) => {
        solves++;
        return fake(11, 9)(d, s, decl);
      },
      deals: 16,
      budgetMs: 250,
      now: () => (clock += 100),
    });
    const r = judge(ctx, north, [PASS, bid(5, 'H')], 0);
    expect(typeof r === 'number' ? r : r.index).toBe(0);
    expect(typeof r === 'number' ? '' : r.reason).toMatch(/rules' choice/);
    // At most two layouts fit in 250 ms of a clock that moves 100 ms a reading; two strains each.
    expect(solves).toBeLessThanOrEqual(4);
  });
});
