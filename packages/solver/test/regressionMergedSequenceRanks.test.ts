// Regression: the transposition table took positions as equal that were not. A searched card stood for
// its whole sequence of touching cards, but the stored entry fixed the owners only down to the lowest
// winning rank, so a position that agreed on fewer cards counted another card as equivalent. Found by
// the oracle run; DDS 2.9 gives these numbers.
import { describe, expect, it } from 'vitest';
import { parsePbnDealFull, unwrap, lho } from '@tenace/core';
import { createEngine, solve } from '../src/api.ts';
import { oracle } from './oracle.ts';

const records = oracle();
const engine = createEngine(16);

describe('regression merged-sequence-winning-ranks: minor-suit results on oracle boards 19 and 20', () => {
  it.each([
    [19, 'E', 'C'],
    [19, 'W', 'C'],
    [20, 'N', 'D'],
  ] as const)('board %i, %s declaring in %s', (board, declarer, strain) => {
    const r = records[board - 1]!;
    const deal = unwrap(parsePbnDealFull(r.pbn));
    const tricks = unwrap(solve(deal, strain, lho(declarer), { engine }));
    // solve gives the leader's side; declarer's side takes the rest.
    expect(13 - tricks!).toBe(r.dd[declarer][strain]);
  });
});
