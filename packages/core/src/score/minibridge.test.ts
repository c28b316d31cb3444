import { describe, expect, it } from 'vitest';
import fixture from '../../test/data/scoring-minibridge.json' with { type: 'json' };
import { isStrain } from '../types.ts';
import { minibridgeScore, minibridgeTarget } from './minibridge.ts';

const strainOf = (s: string) => {
  if (!isStrain(s)) throw new Error(`bad strain ${s}`);
  return s;
};

describe(`minibridge scoring: every case of scoring-minibridge.json (${fixture.source.slice(0, 60)}…)`, () => {
  it.each(fixture.cases)('$id', (c) => {
    const strain = strainOf(c.strain);
    expect(minibridgeTarget(strain, c.game)).toBe(c.target);
    const seed = minibridgeScore(strain, c.game, c.tricks);
    expect(seed).toEqual({ declarer: c.declarerPoints, defenders: c.defenderPoints });
    expect(seed.declarer - seed.defenders).toBe(c.declarerScore);
    const ebu = minibridgeScore(strain, c.game, c.tricks, 'ebu');
    expect(ebu.declarer - ebu.defenders).toBe(c.ebuDeclarerScore);
  });
  it('has 140 cases and the four seed examples', () => {
    expect(fixture.cases).toHaveLength(140);
    expect(fixture.cases.filter((c) => 'seedExample' in c && c.seedExample)).toHaveLength(4);
  });
  it.each(fixture.ebuCrossChecks)('EBU worked example $strain game=$game $tricks tricks', (c) => {
    const s = minibridgeScore(strainOf(c.strain), c.game, c.tricks, 'ebu');
    expect(s.declarer - s.defenders).toBe(c.ebuDeclarerScore);
  });
  it.each([
    // the seed's worked examples (project rules)
    ['H', true, 11, 450, 0],
    ['H', true, 8, 0, 100],
    ['H', false, 8, 60, 0],
    ['NT', false, 9, 100, 0],
  ] as const)('seed example %s game=%s %i tricks → %i / %i', (strain, game, tricks, d, def) => {
    expect(minibridgeScore(strain, game, tricks)).toEqual({ declarer: d, defenders: def });
  });
  it('refuses an impossible trick count', () => {
    expect(() => minibridgeScore('S', false, 14)).toThrow(/0 to 13/);
  });
});
