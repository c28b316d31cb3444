import { describe, expect, it } from 'vitest';
import { SEATS, STRAINS, sideOf, type Deal, type Seat, type Strain } from '@tenace/core';
import type { DdTable } from '@tenace/solver';
import type { Judge } from '@tenace/bots';
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

  it('plays the system against itself without named rules, both ways', async () => {
    // A rule no deal of these reaches (7NT on 37 HCP together): every board is flat.
    const flat = await evalBidding({
      deals: 8,
      seed: 'unit',
      table: fakeTable,
      simDeals: 0,
      without: ['slam.nt.grand'],
    });
    expect(flat.match).toMatchObject({ without: ['slam.nt.grand'], meanImps: 0, boardsSwung: 0, boards: 8 });
    expect(flat.match!.removed).toBeGreaterThan(0);
    // Without one-of-a-major openings the other side opens those hands otherwise or passes: boards swing,
    // and the per-board swings (kept on the deal records) add up to the mean.
    const r = await evalBidding({
      deals: 8,
      seed: 'unit',
      table: fakeTable,
      simDeals: 0,
      worst: 8,
      without: ['open.1major'],
    });
    const m = r.match!;
    expect(m.boards).toBe(8);
    expect(m.boardsSwung).toBeGreaterThan(0);
    const swings = r.worst.map((d) => d.match!);
    expect(swings.filter((x) => x !== 0)).toHaveLength(m.boardsSwung);
    expect(swings.reduce((a, b) => a + b, 0) / 8).toBeCloseTo(m.meanImps, 10);
    expect(reportText(r)).toMatch(/against the system without open\.1major \(\d+ rules; both ways\)/);
    const none = await evalBidding({ deals: 2, seed: 'unit', table: fakeTable, simDeals: 0 });
    expect(none.match).toBeNull();
  }, 120_000);

  it('plays bidding out against the rules alone on the simulated deals, both ways', async () => {
    // A judge that keeps the rules' choice: the same auctions at both tables, every board flat.
    const keep: Judge = (_ctx, _hand, _calls, rules = 0) => rules;
    const flat = await evalBidding({
      deals: 40,
      seed: 'unit',
      table: fakeTable,
      simDeals: 40,
      simJudge: keep,
    });
    const sim = flat.simulation!;
    expect(sim.judgementCalls).toBeGreaterThan(0);
    expect(sim.changed).toBe(0);
    expect(sim.match).toEqual({ meanImps: 0, standardError: 0, boardsSwung: 0, boards: 40 });
    expect(sim.impsFromPar.bidOut).toBeCloseTo(sim.impsFromPar.rules, 10);
    // The same auctions: the same games, slams and doubles as the rules alone on those deals.
    expect(sim.outcomes.bidOut).toEqual(sim.outcomes.rules);
    expect(sim.outcomes.bidOut.deals).toBe(40);
    // A judge that always takes another candidate than the rules: auctions change and boards swing.
    const other: Judge = (_ctx, _hand, calls, rules = 0) => (rules + 1) % calls.length;
    const r = await evalBidding({ deals: 40, seed: 'unit', table: fakeTable, simDeals: 40, simJudge: other });
    const m = r.simulation!.match;
    expect(r.simulation!.changed).toBeGreaterThan(0);
    expect(m.boards).toBe(40);
    expect(m.boardsSwung).toBeGreaterThan(0);
    expect(m.standardError).toBeGreaterThan(0);
    expect(r.simulation!.outcomes.bidOut).not.toEqual(r.simulation!.outcomes.rules);
    expect(reportText(r)).toMatch(/On those deals with bidding out[^\n]*\n {2}Side with a making game/);
    expect(reportText(r)).toMatch(
      /IMPs per board for bidding out against the rules alone \(both ways\): -?\d+\.\d\d ± \d+\.\d\d \(standard error\), \d+ of 40 boards swung/,
    );
  }, 120_000);

  it("audits the judge at the rules' judgement points: its changes, by kind, scored on the real hands", async () => {
    const keep: Judge = (_ctx, _hand, _calls, rules = 0) => rules;
    const none = await evalBidding({
      deals: 30,
      seed: 'unit',
      table: fakeTable,
      simDeals: 30,
      simJudge: keep,
      judgeAudit: true,
    });
    const quiet = none.simulation!.audit!;
    expect(quiet.points).toBeGreaterThan(0);
    expect(quiet.changes).toEqual([]);
    // A judge that always takes the next candidate changes every point; each change is counted once.
    const other: Judge = (_ctx, _hand, calls, rules = 0) => (rules + 1) % calls.length;
    const r = await evalBidding({
      deals: 30,
      seed: 'unit',
      table: fakeTable,
      simDeals: 30,
      simJudge: other,
      judgeAudit: true,
    });
    const a = r.simulation!.audit!;
    expect(a.points).toBe(quiet.points);
    const counted = a.changes.reduce((n, c) => n + c.changes, 0);
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThanOrEqual(a.points);
    for (const c of a.changes) {
      expect(c.perChange).toBeCloseTo(c.imps / c.changes, 10);
    }
    expect(reportText(r)).toMatch(/Judgement audit: \d+ points in the rules' auctions/);
    expect(reportText(r)).toMatch(
      / {2}(pass|double|bid) -> (pass|double|bid|redouble): \d+ changes, [+-]?\d+ IMPs/,
    );
    // Without the option there is no audit.
    const plain = await evalBidding({
      deals: 4,
      seed: 'unit',
      table: fakeTable,
      simDeals: 4,
      simJudge: keep,
    });
    expect(plain.simulation!.audit).toBeNull();
  }, 120_000);
});
