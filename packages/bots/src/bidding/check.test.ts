import { describe, expect, it } from 'vitest';
import { checkRule, checkSystem, SystemError } from './check.ts';
import { saycCall } from './bidder.ts';
import { SAYC } from './sayc/index.ts';
import type { Rule } from './types.ts';

const GOOD: Rule = {
  id: 'test.open',
  auction: '',
  call: '1S',
  hand: { hcp: '12-21', len: { S: '5+' } },
  key: 'open.1major',
};

function refusal(rule: Rule): SystemError {
  try {
    checkRule(rule);
  } catch (e) {
    if (e instanceof SystemError) return e;
    throw e;
  }
  throw new Error(`${rule.id} was accepted`);
}

describe('the system table is checked once at load', () => {
  it('the whole SAYC table compiles', () => {
    expect(() => {
      checkSystem(SAYC);
    }).not.toThrow();
    expect(SAYC.length).toBeGreaterThan(300);
  });

  it.each([
    [
      'an unknown condition',
      { ...GOOD, id: 'bad.cond', hand: { hcpp: '12+' } as never },
      'system/unknown_condition',
    ],
    [
      'an unknown table condition',
      { ...GOOD, id: 'bad.when', when: { vul: true } as never },
      'system/unknown_condition',
    ],
    ['a bad call spec', { ...GOOD, id: 'bad.call', call: '8S' }, 'system/bad_call'],
    ['a bad call strain', { ...GOOD, id: 'bad.strain', call: 'cheap:q' }, 'system/bad_call'],
    ['a bad pattern token', { ...GOOD, id: 'bad.pattern', auction: '1S P 2Q' }, 'system/bad_pattern'],
    ['a bad interval', { ...GOOD, id: 'bad.span', hand: { hcp: '12..14' } }, 'system/bad_value'],
    ['a bad suit key', { ...GOOD, id: 'bad.suit', hand: { len: { X: '5+' } } }, 'system/bad_value'],
    [
      'an unknown hand test',
      { ...GOOD, id: 'bad.test', hand: { test: ['ruleOf21'] } },
      'system/unknown_test',
    ],
    ['an explanation key without text', { ...GOOD, id: 'bad.key', key: 'no.such.key' }, 'system/unknown_key'],
  ] as const)('refuses %s with a code naming the rule', (_name, rule, code) => {
    const e = refusal(rule);
    expect(e.code).toBe(code);
    expect(e.rule).toBe(rule.id);
    expect(e.message).toContain(rule.id);
  });

  it('refuses a repeated id, and a bidder with a broken table fails before it bids', () => {
    expect(() => {
      checkSystem([GOOD, GOOD]);
    }).toThrow(/test\.open.*system\/duplicate_id/);
    const broken = [...SAYC, { ...GOOD, id: 'bad.late', hand: { hcp: 'lots' } }];
    const view = {
      seat: 'N' as const,
      dealer: 'N' as const,
      auction: [],
      hands: { N: [], E: null, S: null, W: null },
    };
    expect(() => saycCall(view, { system: broken })).toThrow(/bad\.late/);
  });
});
