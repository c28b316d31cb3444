import { describe, expect, it } from 'vitest';
import { SAYC } from './sayc/index.ts';
import { checkSystem } from './check.ts';
import { ruleIsNamed, systemWithout } from './variant.ts';

describe('systemWithout', () => {
  it('takes out the named rule and the rules whose id continues it after a dot', () => {
    const { system, removed } = systemWithout(SAYC, ['slam.nt']);
    const gone = SAYC.filter((r) => r.id === 'slam.nt' || r.id.startsWith('slam.nt.'));
    expect(gone.length).toBeGreaterThan(3);
    expect(removed).toBe(gone.length);
    expect(system.length).toBe(SAYC.length - gone.length);
    expect(system.some((r) => r.id.startsWith('slam.nt.'))).toBe(false);
    // The reduced table is a system of its own: it compiles.
    expect(() => {
      checkSystem(system);
    }).not.toThrow();
  });

  it('matches whole id segments only', () => {
    expect(ruleIsNamed('slam.nt.small', 'slam.nt')).toBe(true);
    expect(ruleIsNamed('slam.nt', 'slam.nt')).toBe(true);
    expect(ruleIsNamed('slam.ntx', 'slam.nt')).toBe(false);
    expect(ruleIsNamed('gen.slam.nt', 'slam.nt')).toBe(false);
  });

  it('refuses a name that matches no rule, and an empty list', () => {
    expect(() => systemWithout(SAYC, ['slam.nt', 'no.such.rule'])).toThrow(/no\.such\.rule/);
    expect(() => systemWithout(SAYC, [])).toThrow(/at least one/);
    expect(() => systemWithout(SAYC, [' '])).toThrow(/empty/);
  });
});
