import { describe, expect, it } from 'vitest';
import { ALL_BIDS, RISKS } from '../call.ts';
import { STRAINS } from '../types.ts';
import {
  checkTricks,
  insultPremium,
  isGameContract,
  overtrickPoints,
  slamPremium,
  trickScore,
  undertrickPenalty,
} from './tricks.ts';

describe('scoring tables (docs/RULES.md §6)', () => {
  it('has the minimum games of §6.1', () => {
    // the lowest level of each strain that is a game when made
    const games = (risk: '' | 'X' | 'XX') =>
      STRAINS.map((strain) => {
        const first = ALL_BIDS.find((b) => b.strain === strain && isGameContract({ ...b, risk }));
        return first === undefined ? '-' : `${first.level}${strain}`;
      });
    expect(games('')).toEqual(['5C', '5D', '4H', '4S', '3NT']);
    expect(games('X')).toEqual(['3C', '3D', '2H', '2S', '2NT']);
    expect(games('XX')).toEqual(['2C', '2D', '1H', '1S', '1NT']);
  });
  it('gives the running undertrick totals of §6.3', () => {
    const totals = (risk: '' | 'X' | 'XX', vul: boolean, ruleset: 'modern' | '1948' = 'modern') =>
      [1, 2, 3, 4, 5, 6, 7].map((d) => undertrickPenalty(risk, d, vul, ruleset));
    expect(totals('X', false)).toEqual([100, 300, 500, 800, 1100, 1400, 1700]);
    expect(totals('X', true)).toEqual([200, 500, 800, 1100, 1400, 1700, 2000]);
    expect(totals('XX', false)).toEqual([200, 600, 1000, 1600, 2200, 2800, 3400]);
    expect(totals('X', false, '1948')).toEqual([100, 300, 500, 700, 900, 1100, 1300]);
    expect(totals('X', true, '1948')).toEqual(totals('X', true));
    expect([
      undertrickPenalty('', 13, false),
      undertrickPenalty('X', 13, false),
      undertrickPenalty('XX', 13, false),
    ]).toEqual([650, 3500, 7000]);
    expect([
      undertrickPenalty('', 13, true),
      undertrickPenalty('X', 13, true),
      undertrickPenalty('XX', 13, true),
    ]).toEqual([1300, 3800, 7600]);
    expect(undertrickPenalty('X', 0, true)).toBe(0);
  });
  it('has overtricks, insults and slams of §6.2 and §6.4', () => {
    const c = (risk: '' | 'X' | 'XX') => ({ level: 1 as const, strain: 'NT' as const, risk });
    expect(RISKS.map((r) => overtrickPoints(c(r), 1, false))).toEqual([30, 100, 200]);
    expect(RISKS.map((r) => overtrickPoints(c(r), 1, true))).toEqual([30, 200, 400]);
    expect(overtrickPoints({ level: 1, strain: 'D', risk: '' }, 2, true)).toBe(40);
    expect(RISKS.map((r) => insultPremium(r))).toEqual([0, 50, 100]);
    expect(RISKS.map((r) => insultPremium(r, '1948'))).toEqual([0, 50, 50]);
    expect([5, 6, 7].map((l) => [slamPremium(l, false), slamPremium(l, true)])).toEqual([
      [0, 0],
      [500, 750],
      [1000, 1500],
    ]);
    expect(trickScore({ level: 7, strain: 'NT', risk: 'XX' })).toBe(880);
  });
  it.each([0, 13, 7])('accepts %i tricks', (t) => {
    expect(checkTricks(t)).toEqual({ ok: true, value: t });
  });
  it.each([-1, 14, 6.5, '7', null, Number.NaN])('refuses %s tricks with score/bad_tricks', (t) => {
    const r = checkTricks(t);
    expect(r.ok ? 'ok' : r.error.code).toBe('score/bad_tricks');
  });
});
