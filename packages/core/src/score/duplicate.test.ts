import { describe, expect, it } from 'vitest';
import fixture from '../../test/data/scoring-duplicate.json' with { type: 'json' };
import { parseContract, type Contract } from '../call.ts';
import { unwrap } from '../result.ts';
import { duplicateScore } from './duplicate.ts';

interface Cell {
  level: number;
  strain: string;
  doubled: string;
  vulnerable: boolean;
  tricks: number;
}
const contractOf = (c: Cell): Contract => {
  const contract = unwrap(parseContract(`${c.level}${c.strain}${c.doubled}`));
  if (contract === null) throw new Error('passed out');
  return contract;
};

describe(`duplicate scoring, scoring-duplicate.json (${fixture.source.slice(0, 70)}…)`, () => {
  it(`reproduces all ${fixture.counts.cases} cells of the grid`, () => {
    expect(fixture.cases).toHaveLength(2940);
    const wrong = fixture.cases.filter(
      (c) => duplicateScore(contractOf(c), c.tricks, c.vulnerable) !== c.score,
    );
    expect(wrong.map((c) => c.id)).toEqual([]);
  });
  it.each(fixture.crossChecks)(
    'cross-check $level$strain$doubled vul=$vulnerable $tricks tricks: $source',
    (c) => {
      expect(duplicateScore(contractOf(c), c.tricks, c.vulnerable)).toBe(c.score);
    },
  );
  it.each(fixture.pre1987)('pre-1987 scale (1948 ruleset) $id', (c) => {
    expect(duplicateScore(contractOf(c), c.tricks, c.vulnerable, '1948')).toBe(c.score);
    expect(duplicateScore(contractOf(c), c.tricks, c.vulnerable)).toBe(c.modernScore);
  });
  it.each([
    // docs/RULES.md §6.5 worked examples
    ['3NT', 9, false, 400],
    ['3NT', 9, true, 600],
    ['4H', 10, false, 420],
    ['2SX', 10, true, 1070],
    ['7NTXX', 13, true, 2980],
    ['1NTXX', 13, true, 3160],
    ['5CXX', 12, true, 1400],
    ['4HX', 8, true, -500],
  ] as const)('docs/RULES.md example %s with %i tricks, vulnerable %s: %i', (text, tricks, vul, score) => {
    expect(duplicateScore(unwrap(parseContract(text)), tricks, vul)).toBe(score);
  });
  it('scores a passed-out board 0 and refuses impossible trick counts', () => {
    expect(duplicateScore(null, 0, true)).toBe(0);
    const c = unwrap(parseContract('4S'));
    expect(() => duplicateScore(c, 14, false)).toThrow(RangeError);
    expect(() => duplicateScore(c, -1, false)).toThrow(/0 to 13/);
    expect(() => duplicateScore(c, 9.5, false)).toThrow(/whole number/);
  });
});
