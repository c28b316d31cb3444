// The MTD driver's first guess: within the tricks left on any ending, and nearer the DDS values than
// a flat 7 on boards 1–100 of the oracle (the coefficients were fitted on boards 101–500).
import { describe, expect, it } from 'vitest';
import { parsePbnDealFull, unwrap } from '@tenace/core';
import { holdingsOf } from '../src/api.ts';
import { guessNsTricks } from '../src/guess.ts';
import { randomEnding, rng } from './helpers.ts';
import { oracle } from './oracle.ts';

describe('guessNsTricks', () => {
  it('stays within 0 and the tricks left on random endings of every size, in every strain', () => {
    const rand = rng(18);
    for (let n = 1; n <= 13; n++)
      for (let k = 0; k < 20; k++) {
        const h = randomEnding(n, rand);
        for (let strain = 0; strain <= 4; strain++) {
          const g = guessNsTricks(h, strain);
          expect(Number.isInteger(g) && g >= 0 && g <= n).toBe(true);
        }
      }
  });

  it('is nearer the oracle than a flat 7 on boards 1-100 (North on lead, every strain)', () => {
    let guessErr = 0;
    let flatErr = 0;
    for (const r of oracle().slice(0, 100)) {
      const h = holdingsOf(unwrap(parsePbnDealFull(r.pbn)));
      (['S', 'H', 'D', 'C', 'NT'] as const).forEach((st, strain) => {
        // North leads when West declares: NS take 13 minus West's side's tricks.
        const ns = 13 - r.dd.W[st];
        guessErr += Math.abs(guessNsTricks(h, strain) - ns);
        flatErr += Math.abs(7 - ns);
      });
    }
    expect(guessErr / 500).toBeLessThan(1.2);
    expect(guessErr).toBeLessThan(flatErr / 2);
  });
});
