import { describe, expect, it } from 'vitest';
import { worstDeals, worstLines, type DealRecord } from './evalWorst.ts';

const rec = (board: number, imps: number): DealRecord => ({
  board,
  deal: 'N:- - - -',
  par: ['4S-NS'],
  auction: ['1S(open.1major)', 'P(gen.pass)'],
  imps,
});

describe('worstDeals', () => {
  it.each([
    { n: 2, boards: [2, 3], why: 'largest distance first, either sign' },
    { n: 3, boards: [2, 3, 1], why: 'a tie keeps the earlier board first' },
    { n: 0, boards: [], why: 'none asked for' },
    { n: 9, boards: [2, 3, 1, 4], why: 'at most every record' },
  ])('$why', ({ n, boards }) => {
    const records = [rec(1, 5), rec(2, -12), rec(3, 7), rec(4, -5)];
    expect(worstDeals(records, n).map((r) => r.board)).toEqual(boards);
  });

  it('lists each deal with its par and its auction', () => {
    const lines = worstLines([rec(7, -10)]);
    expect(lines[0]).toContain('furthest from par (1');
    expect(lines[1]).toContain('board 7: -10 IMPs, par 4S-NS');
    expect(lines[2]).toContain('1S(open.1major) P(gen.pass)');
    expect(worstLines([])).toEqual([]);
  });
});
