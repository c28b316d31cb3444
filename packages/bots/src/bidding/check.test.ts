import { describe, expect, it } from 'vitest';
import { checkRule, checkSystem, compileSystem, SystemError } from './check.ts';
import { HAND_CONDITIONS } from './conditions.ts';
import { TABLE_CONDITIONS } from './tableConditions.ts';
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
    [
      'a name every object inherits, not a condition',
      { ...GOOD, id: 'bad.inherited', hand: { toString: '12+' } as never },
      'system/unknown_condition',
    ],
    [
      'a condition of the hand put on the table',
      { ...GOOD, id: 'bad.place', when: { hcp: '12+' } as never },
      'system/unknown_condition',
    ],
    // Regression: opener's jump raise over their overcall asked that "u" be none of their suits while its
    // call was "jump:t"; the unbound variable failed the condition and the rule never bid.
    [
      'a suit variable the auction and the call leave unbound',
      { ...GOOD, id: 'bad.unbound', auction: '1s P 1t B', call: 'jump:t', hand: { notTheirs: 'u' } },
      'system/unbound_variable',
    ],
    [
      'an unbound variable among stoppers',
      { ...GOOD, id: 'bad.unbound.stop', auction: '1s P', call: '3NT', hand: { stop: ['their', 't'] } },
      'system/unbound_variable',
    ],
    [
      'an unbound variable in a table condition',
      { ...GOOD, id: 'bad.unbound.when', auction: '1s P', call: '2NT', when: { newSuit: 'u' } },
      'system/unbound_variable',
    ],
  ] as const)('refuses %s with a code naming the rule', (_name, rule, code) => {
    const e = refusal(rule);
    expect(e.code).toBe(code);
    expect(e.rule).toBe(rule.id);
    expect(e.message).toContain(rule.id);
  });

  it('accepts variables bound by an alternative of the pattern, by the call, and the other major of M', () => {
    expect(() => {
      checkRule({
        ...GOOD,
        id: 'ok.alt',
        auction: '1s P 1M P _u|_s P',
        call: 'cheap:M',
        hand: { len: { u: '4+' } },
      });
      checkRule({ ...GOOD, id: 'ok.call', auction: '1s P', call: 'cheap:u', hand: { notTheirs: 'u' } });
      checkRule({
        ...GOOD,
        id: 'ok.other',
        auction: '1M P',
        call: '2oM',
        hand: { len: { oM: '4+', M: '-2' } },
      });
      checkRule({ ...GOOD, id: 'ok.class', auction: '...', call: 'P', hand: { bestFit: 'M' } });
    }).not.toThrow();
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

  it('compiles every rule once: each condition bound to its one registry definition', () => {
    const compiled = compileSystem(SAYC);
    expect(compiled).toBe(compileSystem(SAYC));
    expect(compiled.map((c) => c.rule)).toEqual(SAYC);
    for (const c of compiled) {
      expect(c.hand.length, c.rule.id).toBe(Object.keys(c.rule.hand ?? {}).length);
      expect(c.when.length, c.rule.id).toBe(Object.keys(c.rule.when ?? {}).length);
      const spec = c.rule.shows ?? c.rule.hand ?? {};
      const showing = Object.keys(spec).filter(
        (k) => HAND_CONDITIONS[k as keyof typeof HAND_CONDITIONS].shows,
      );
      expect(c.shows.length, c.rule.id).toBe(showing.length);
    }
  });

  it('every condition of the registry has a kind the check reads and a test of the hand or table', () => {
    for (const [name, c] of [...Object.entries(HAND_CONDITIONS), ...Object.entries(TABLE_CONDITIONS)]) {
      expect(['span', 'spanBySuit', 'suit', 'suits', 'bool', 'tests', 'limit', 'pair'], name).toContain(
        c.kind,
      );
      expect(typeof c.holds, name).toBe('function');
    }
  });
});
