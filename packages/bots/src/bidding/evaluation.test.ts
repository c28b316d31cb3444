import { describe, expect, it } from 'vitest';
import { parsePbnDeal, unwrap, type CardSet } from '@tenace/core';
import {
  controls,
  fitTricks,
  losingTricks,
  partnerLosers,
  quickTricks,
  suitLosers,
  suitQuality,
} from './evaluation.ts';

const hand = (pbn: string): CardSet => unwrap(parsePbnDeal(`N:${pbn} - - -`)).N!;
const A = 1 << 12;
const K = 1 << 11;
const Q = 1 << 10;
const x = 1 << 2;
const y = 1 << 1;

describe('hand evaluation beyond HCP (source on each row)', () => {
  it.each([
    // Klinger, The Modern Losing Trick Count: count the first three cards of each suit.
    ['void: no loser', 0, 0, 0],
    ['singleton ace', A, 1, 0],
    ['singleton king', K, 1, 1],
    ['AK doubleton', A | K, 2, 0],
    ['Qx: two losers', Q | x, 2, 2],
    ['AQx: one loser', A | Q | x, 3, 1],
    ['Qxx: two losers', Q | x | y, 3, 2],
    ['xxx: three losers', x | y | 1, 3, 3],
  ] as const)('losers in a suit: %s', (_name, holding, length, losers) => {
    expect(suitLosers(holding, length)).toBe(losers);
  });

  it('counts a whole hand', () => {
    // AKxxx xx Axx Kxx: 1 + 2 + 2 + 2 losers; controls 2+1+2+1; quick tricks 2 + 1 + ½.
    const h = hand('AK432.32.A32.K32');
    expect(losingTricks(h)).toBe(7);
    expect(controls(h)).toBe(6);
    expect(quickTricks(h)).toBe(3.5);
    // Bergen's suit quality: length plus honours among A K Q J 10.
    expect(suitQuality(h, 'S')).toBe(7);
    expect(suitQuality(hand('KQJT98.32.32.432'), 'S')).toBe(10);
  });

  it('counts partner’s losers from the points shown and the fit’s tricks from both', () => {
    expect(partnerLosers(13)).toBe(7); // an opening bid
    expect(partnerLosers(10)).toBe(8); // a limit raise
    expect(partnerLosers(7)).toBe(9); // a single raise
    expect(partnerLosers(40)).toBe(3);
    expect(fitTricks(5, 13)).toBe(12); // five losers opposite an opening: slam
    expect(fitTricks(7, 13)).toBe(10); // two openings: game
  });
});
