import { describe, expect, it } from 'vitest';
import { settle } from './settlement.ts';
import { TOUR_FIRST_DEALERS, TOUR_PARTNERSHIPS, tourLedger } from './tour.ts';

describe('the three-rubber tour (RULES.md §5.2)', () => {
  it('has each player partner each other player exactly once, and three different first dealers', () => {
    const pairs = TOUR_PARTNERSHIPS.flatMap(([a, b]) => [a, b]).map(
      ([x, y]) => `${Math.min(x, y)}${Math.max(x, y)}`,
    );
    expect(new Set(pairs).size).toBe(6);
    for (const [a, b] of TOUR_PARTNERSHIPS) expect([...a, ...b].sort()).toEqual([0, 1, 2, 3]);
    expect(new Set(TOUR_FIRST_DEALERS).size).toBe(3);
  });
  it('keeps a ledger per player that sums to zero', () => {
    const names = ['Ann', 'Bob', 'Cy', 'Di'] as const;
    const totals = [
      { NS: 1000, EW: 0 }, // Ann+Bob win 10
      { NS: 120, EW: 930 }, // Bob+Di win 8
      { NS: 950, EW: 100 }, // Ann+Di win 9 (exact 50 rounds up)
    ];
    const rubbers = TOUR_PARTNERSHIPS.map(([ns, ew], i) => ({
      players: { NS: ns.map((p) => names[p]!), EW: ew.map((p) => names[p]!) },
      settlement: settle(totals[i]!),
    }));
    const ledger = tourLedger(names, rubbers);
    expect(ledger.rubbers).toEqual([
      { Ann: 10, Bob: 10, Cy: -10, Di: -10 },
      { Ann: -8, Cy: -8, Bob: 8, Di: 8 },
      { Ann: 9, Di: 9, Bob: -9, Cy: -9 },
    ]);
    expect(ledger.totals).toEqual({ Ann: 11, Bob: 9, Cy: -27, Di: 7 });
    expect(Object.values(ledger.totals).reduce((a, b) => a + b, 0)).toBe(0);
    expect(tourLedger(names, rubbers.slice(0, 1)).totals).toEqual({ Ann: 10, Bob: 10, Cy: -10, Di: -10 });
    expect(tourLedger(names, []).totals).toEqual({ Ann: 0, Bob: 0, Cy: 0, Di: 0 });
  });
});
