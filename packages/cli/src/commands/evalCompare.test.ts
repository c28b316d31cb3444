import { describe, expect, it } from 'vitest';
import { compareRecords, comparisonLines } from './evalCompare.ts';
import type { DealRecord } from './evalWorst.ts';

const rec = (board: number, imps: number, auction = '1S(open.1major) P P P'): DealRecord => ({
  board,
  deal: `N:deal-${board}`,
  par: ['4S-NS'],
  auction: auction.split(' '),
  contract: '1S N 10',
  imps,
});

describe('compareRecords', () => {
  const before = [rec(1, -10), rec(2, 5), rec(3, 0), rec(4, -6)];
  const after = [
    rec(1, 0, '1S(open.1major) P 4S(resp.raise.game) P P P'),
    rec(2, 5),
    rec(3, 3, '1S(open.1major) P 2S(resp.raise) P P P'),
    rec(4, 6, '1S(open.1major) X P P P'),
  ];
  const c = compareRecords(before, after);

  it('counts the deals bid differently, nearer and further from par (either sign of IMPs)', () => {
    expect(c.changed.map((x) => x.after.board)).toEqual([1, 3, 4]);
    expect(c.nearer).toBe(1);
    expect(c.further).toBe(1);
    expect(c.changed.find((x) => x.after.board === 4)!.delta).toBe(0);
  });

  it('gives the mean distance from par before and after over every deal', () => {
    expect(c.deals).toBe(4);
    expect(c.meanBefore).toBe(21 / 4);
    expect(c.meanAfter).toBe(14 / 4);
  });

  it('lists the deals that moved most first, with both auctions', () => {
    const lines = comparisonLines(c, 1);
    expect(lines[0]).toContain('4 deals): 3 bid differently, 1 nearer par, 1 further');
    expect(lines[0]).toContain('5.250 -> 3.500 (-7 IMPs in all)');
    expect(lines[1]).toContain('board 1: 10 -> 0 IMPs from par');
    expect(lines[2]).toBe('    before: 1S(open.1major) P P P');
    expect(lines[3]).toContain('4S(resp.raise.game)');
    expect(lines).toHaveLength(4);
  });

  it.each([
    { earlier: [rec(2, 0)], error: 'board 1 is not in the earlier report', why: 'a board missing' },
    {
      earlier: [{ ...rec(1, 0), deal: 'N:other' }],
      error: 'board 1 is another deal',
      why: 'another deal under the same board',
    },
  ])('refuses $why', ({ earlier, error }) => {
    expect(() => compareRecords(earlier, [rec(1, 0)])).toThrow(error);
  });
});

describe('compareRecords on a file that holds one board number on two deals (two segments)', () => {
  it('matches each record by its board and deal', () => {
    const segment = (r: DealRecord, deal: string): DealRecord => ({ ...r, deal });
    const before = [segment(rec(1, -10), 'N:first'), segment(rec(1, 4), 'N:second')];
    const after = [
      segment(rec(1, -10), 'N:first'),
      segment(rec(1, 0, '1S(open.1major) P 4S(resp.raise.game) P P P'), 'N:second'),
    ];
    const c = compareRecords(before, after);
    expect(c.changed.map((x) => x.after.deal)).toEqual(['N:second']);
    expect([c.meanBefore, c.meanAfter]).toEqual([7, 5]);
  });
});
