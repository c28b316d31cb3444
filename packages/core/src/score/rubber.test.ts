import { describe, expect, it } from 'vitest';
import fixture from '../../test/data/scoring-rubber.json' with { type: 'json' };
import { parseContract, type Contract } from '../call.ts';
import { unwrap } from '../result.ts';
import { checkHonours } from './honours.ts';
import { rubberDealScore } from './rubber.ts';
import { isRuleset } from './tricks.ts';

interface DealCase {
  level: number;
  strain: string;
  doubled: string;
  vulnerable: boolean;
  tricks: number;
  honours: string;
  honoursHeldBy: string | null;
  ruleset?: string;
  below: number;
  above_declarer: number;
  above_defenders: number;
}

function score(c: DealCase) {
  const contract = unwrap(parseContract(`${c.level}${c.strain}${c.doubled}`)) as Contract;
  const honours = unwrap(checkHonours(c.honours, c.honoursHeldBy, contract.strain));
  const ruleset = c.ruleset ?? 'modern';
  if (!isRuleset(ruleset)) throw new Error(`bad ruleset ${ruleset}`);
  return rubberDealScore({
    contract,
    tricks: c.tricks,
    vulnerable: c.vulnerable,
    honours: honours.kind,
    honoursHeldBy: honours.heldBy,
    ruleset,
  });
}
const expected = (c: DealCase) => ({
  below: c.below,
  aboveDeclarer: c.above_declarer,
  aboveDefenders: c.above_defenders,
});

describe(`rubber scoring of one deal, scoring-rubber.json (${fixture.source.slice(0, 70)}…)`, () => {
  it.each(fixture.deals)('$id', (c) => {
    expect(score(c)).toEqual(expected(c));
  });
  it.each(fixture.crossChecks)(
    'cross-check $level$strain$doubled $tricks honours $honours $honoursHeldBy: $source',
    (c) => {
      expect(score(c)).toEqual(expected(c));
    },
  );
  it('has the 73 deals and 4 cross-checks', () => {
    expect(fixture.deals).toHaveLength(73);
    expect(fixture.crossChecks).toHaveLength(4);
  });
  it('never doubles honours, and scores them on a defeated contract', () => {
    const contract = unwrap(parseContract('4SXX')) as Contract;
    const s = rubberDealScore({
      contract,
      tricks: 7,
      vulnerable: true,
      honours: '5',
      honoursHeldBy: 'defenders',
    });
    expect(s).toEqual({ below: 0, aboveDeclarer: 0, aboveDefenders: 400 + 600 + 600 + 150 });
  });
  it('ignores an honours kind given without a holder', () => {
    const contract = unwrap(parseContract('4S')) as Contract;
    expect(
      rubberDealScore({ contract, tricks: 10, vulnerable: false, honours: '4', honoursHeldBy: null }),
    ).toEqual({
      below: 120,
      aboveDeclarer: 0,
      aboveDefenders: 0,
    });
  });
});
