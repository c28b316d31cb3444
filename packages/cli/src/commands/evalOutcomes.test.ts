import { describe, expect, it } from 'vitest';
import { SEATS, STRAINS, type AuctionResult, type Risk, type Seat, type Strain } from '@tenace/core';
import type { DdTable } from '@tenace/solver';
import { outcomes, sideCategory, type DealOutcome } from './evalOutcomes.ts';

/** North–South take `ns` tricks in every strain, East–West the rest. */
function table(ns: number): DdTable {
  const rows = {} as Record<Seat, Record<Strain, number>>;
  for (const s of SEATS) {
    rows[s] = {} as Record<Strain, number>;
    for (const t of STRAINS) rows[s][t] = s === 'N' || s === 'S' ? ns : 13 - ns;
  }
  return rows;
}

const played = (
  level: 1 | 2 | 3 | 4 | 6,
  strain: Strain,
  declarer: Seat,
  risk: Risk = '',
): AuctionResult => ({
  kind: 'contract',
  contract: { level, strain, risk },
  declarer,
});

const deal = (result: AuctionResult, ns: number, parScore: number, imps = 0): DealOutcome => ({
  result,
  table: table(ns),
  parScore,
  imps,
});

describe('deal outcomes against the double-dummy table', () => {
  it('classes a side by the best it makes', () => {
    expect(sideCategory(table(8), 'NS')).toBe('partScore');
    expect(sideCategory(table(9), 'NS')).toBe('game'); // 3NT
    expect(sideCategory(table(12), 'NS')).toBe('slam');
    expect(sideCategory(table(12), 'EW')).toBe('partScore');
  });

  it('counts games reached, part-scores while game makes, failures, slams and doubles', () => {
    const o = outcomes([
      deal(played(4, 'S', 'N'), 10, 420, 0), // game reached
      deal(played(2, 'S', 'S'), 10, 420, -6), // part-score while game makes
      deal(played(4, 'H', 'E'), 10, 420, -10), // wrong side, fails (East takes 3)
      deal(played(6, 'NT', 'N'), 12, 990, 0), // making slam bid
      deal(played(2, 'H', 'W', 'X'), 5, 110, 3), // doubled, West takes 8: makes
      deal(played(3, 'C', 'E', 'X'), 5, 110, 0), // doubled, East takes 8 of 9: down
      deal({ kind: 'passedOut' }, 6, 0, 0),
    ]);
    expect(o.deals).toBe(7);
    expect(o.gameDeals).toBe(4);
    expect(o.gameReached).toBe(2);
    expect(o.partScoreWhileGame).toBe(1);
    expect(o.failedGameOrSlam).toBe(1);
    expect(o.slamDeals).toBe(1);
    expect(o.slamBid).toBe(1);
    expect(o.doubled).toBe(2);
    expect(o.doubledDown).toBe(1);
    // 2H doubled made, not vulnerable: 470 against 110 (−8 IMPs for the doublers); 3C doubled one
    // down: 100 against 50 (+2).
    expect(o.doubleGainImps).toBe(-6);
    expect(o.byCategory.game.deals).toBe(3);
    expect(o.byCategory.game.meanAbsImps).toBeCloseTo(16 / 3);
    expect(o.byCategory.game.meanImps).toBeCloseTo(-16 / 3);
    expect(o.byCategory.slam.deals).toBe(1);
    expect(o.byCategory.partScore.deals).toBe(3);
  });
});
