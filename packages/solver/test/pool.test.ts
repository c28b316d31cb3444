// The worker pool answers exactly what the in-process solver answers: tables and played-deal analysis.
import { afterAll, describe, expect, it } from 'vitest';
import { cardRank, cardSuit, parsePbnDealFull, unwrap, type Card } from '@tenace/core';
import { analysePlay } from '../src/position.ts';
import { SolverPool } from '../src/pool.ts';
import { oracle } from './oracle.ts';

const pool = new SolverPool({ threads: 1, megabytes: 16 });
afterAll(() => pool.close());
const record = oracle()[2]!;
const deal = unwrap(parsePbnDealFull(record.pbn));

describe('solver pool', () => {
  it('solves a full table equal to the oracle (board 3)', async () => {
    expect(await pool.table(deal)).toEqual(record.dd);
  });

  it('analyses a played deal in a worker as analysePlay does in process', async () => {
    // West leads its lowest club against spades; the others follow with their lowest club (or card).
    const lowest = (seat: 'N' | 'E' | 'S' | 'W'): Card => {
      const all = deal.hands[seat].cards();
      const clubs = all.filter((c) => cardSuit(c) === 'C');
      return (clubs.length > 0 ? clubs : all).sort((a, b) => cardRank(a) - cardRank(b))[0]!;
    };
    const played: Card[] = (['W', 'N', 'E', 'S'] as const).map(lowest);
    const inWorker = await pool.analysePlay(deal, 'S', 'W', played);
    expect(inWorker).toEqual(unwrap(analysePlay(deal, 'S', 'W', played)));
    expect(inWorker).toHaveLength(5);
  });

  it('rejects an illegal card with the solver’s message', async () => {
    await expect(pool.analysePlay(deal, 'NT', 'W', ['ZZ' as Card])).rejects.toThrow(/ZZ/);
  });
});
