import { describe, expect, it } from 'vitest';
import { SEATS, STRAINS, type Seat, type Strain } from '@tenace/core';
import type { DdTable } from '@tenace/solver';
import { contractLine, worstDeals, worstLines, type DealRecord } from './evalWorst.ts';

const rec = (board: number, imps: number): DealRecord => ({
  board,
  deal: 'N:- - - -',
  par: ['4S-NS'],
  auction: ['1S(open.1major)', 'P(gen.pass)'],
  contract: '4S N 10',
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
    expect(lines[1]).toContain('board 7: -10 IMPs, par 4S-NS, played 4S N 10');
    expect(lines[2]).toContain('1S(open.1major) P(gen.pass)');
    expect(worstLines([])).toEqual([]);
  });
});

/** A table where each seat takes `tricks[seat]` in every strain, hearts one fewer. */
function table(tricks: Record<Seat, number>): DdTable {
  const t = {} as Record<Seat, Record<Strain, number>>;
  for (const s of SEATS) {
    t[s] = {} as Record<Strain, number>;
    for (const x of STRAINS) t[s][x] = x === 'H' ? tricks[s] - 1 : tricks[s];
  }
  return t;
}

describe('contractLine', () => {
  const dd = table({ N: 10, E: 3, S: 9, W: 4 });
  it.each([
    { result: { kind: 'passedOut' } as const, line: 'passed out', why: 'a passed-out deal' },
    {
      result: { kind: 'contract', contract: { level: 4, strain: 'S', risk: '' }, declarer: 'N' } as const,
      line: '4S N 10',
      why: "the declarer's tricks in the strain",
    },
    {
      result: { kind: 'contract', contract: { level: 3, strain: 'H', risk: 'X' }, declarer: 'S' } as const,
      line: '3HX S 8',
      why: 'the risk after the strain, and the tricks of that strain',
    },
    {
      result: { kind: 'contract', contract: { level: 2, strain: 'NT', risk: 'XX' }, declarer: 'W' } as const,
      line: '2NTXX W 4',
      why: 'redoubled no-trump',
    },
  ])('$why', ({ result, line }) => {
    expect(contractLine(result, dd)).toBe(line);
  });
});
