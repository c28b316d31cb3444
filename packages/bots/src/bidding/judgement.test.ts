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
