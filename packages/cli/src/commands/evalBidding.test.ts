import { describe, expect, it } from 'vitest';
import { SEATS, STRAINS, sideOf, type Deal, type Seat, type Strain } from '@tenace/core';
import type { DdTable } from '@tenace/solver';
import { evalBidding, nsScore, reportText } from './evalBidding.ts';

/** A stand-in for the solver: tricks grow with the side's HCP and trumps (deterministic, fast). */
function fakeTable(deal: Deal): Promise<DdTable> {
  const rows = {} as Record<Seat, Record<Strain, number>>;
  for (const seat of SEATS) {
    const mates = SEATS.filter((s) => sideOf(s) === sideOf(seat));
    const hcp = mates.reduce((n, s) => n + deal.hands[s].hcp(), 0);
    rows[seat] = {} as Record<Strain, number>;
    for (const strain of STRAINS) {
      const fit = strain === 'NT' ? 8 : mates.reduce((n, s) => n + deal.hands[s].length(strain), 0);
      rows[seat][strain] = Math.max(0, Math.min(13, Math.round(6.5 + (hcp - 20) / 3 + (fit - 8))));
    }
  }
  return Promise.resolve(rows);
}

describe('nsScore', () => {
  const table = {
    N: { NT: 9, S: 10, H: 8, D: 7, C: 6 },
    E: { NT: 4, S: 3, H: 5, D: 6, C: 7 },
  } as unknown as DdTable;
  it('scores the contract by its double-dummy tricks from North–South’s view', () => {
    const contract = (level: 1 | 4, strain: Strain, risk: '' | 'X' = '') => ({ level, strain, risk });
    expect(
      nsScore({ kind: 'contract', contract: contract(4, 'S'), declarer: 'N' }, table, {
        NS: false,
        EW: false,
      }),
    ).toBe(420);
    expect(
      nsScore({ kind: 'contract', contract: contract(4, 'S'), declarer: 'N' }, table, {
        NS: true,
        EW: false,
      }),
    ).toBe(620);
    expect(
      nsScore({ kind: 'contract', contract: contract(4, 'H', 'X'), declarer: 'E' }, table, {
        NS: false,
        EW: true,
      }),
    ).toBe(1400);
    expect(nsScore({ kind: 'passedOut' }, table, { NS: false, EW: false })).toBe(0);
  });
});

describe('evalBidding', () => {
  it('reports IMPs, games and meanings over seeded deals, consistently', async () => {
    const r = await evalBidding({ deals: 12, seed: 'unit', table: fakeTable, simDeals: 0 });
    expect(r.unknown).toBe(0);
    expect(r.meaningMisfits).toBe(0);
    expect(r.calls).toBeGreaterThan(12 * 4);
    const o = r.outcomes;
    expect(o.deals).toBe(12);
    expect(o.gameReached).toBeLessThanOrEqual(o.gameDeals);
    expect(o.slamBid).toBeLessThanOrEqual(o.slamDeals);
    expect(o.slamDeals).toBeLessThanOrEqual(o.gameDeals);
    expect(o.doubledDown).toBeLessThanOrEqual(o.doubled);
    expect(o.byCategory.partScore.deals + o.byCategory.game.deals + o.byCategory.slam.deals).toBe(12);
    expect(r.placeholder.standardError).toBeGreaterThanOrEqual(0);
    expect(r.par.meanAbsImps).toBeGreaterThanOrEqual(Math.abs(r.par.meanImps));
    expect(r.timeMs.median).toBeGreaterThan(0);
    expect(r.simulation).toBeNull();
    expect(reportText(r)).toContain('IMPs per board against the placeholder bidder');
    expect(r.worst).toEqual([]);
  }, 60_000);

  it('lists the deals furthest from par with their auctions when asked', async () => {
    const r = await evalBidding({ deals: 6, seed: 'unit', table: fakeTable, simDeals: 0, worst: 2 });
    expect(r.worst).toHaveLength(2);
    expect(Math.abs(r.worst[0]!.imps)).toBeGreaterThanOrEqual(Math.abs(r.worst[1]!.imps));
    for (const d of r.worst) expect(d.auction.length).toBeGreaterThanOrEqual(4);
    expect(reportText(r)).toContain('Deals furthest from par (2');
  }, 60_000);
});
