/**
 * A system with some of its rules taken out, to measure what those rules are worth in play: the full
 * system against the reduced one at two tables (`tenace eval bidding --match-without`). A name takes out
 * the rule with that id and every rule whose id continues it after a dot ("slam.nt" takes out
 * "slam.nt.small" and "slam.nt.quant", not "slam.ntx").
 */
import type { Rule } from './types.ts';

/** Whether the rule id is `name` or continues it after a dot. */
export function ruleIsNamed(id: string, name: string): boolean {
  return id === name || id.startsWith(`${name}.`);
}

export interface SystemWithout {
  readonly system: readonly Rule[];
  /** How many rules were taken out. */
  readonly removed: number;
}

/**
 * The system without the named rules. Throws when a name matches no rule (a misspelt name would
 * otherwise measure the system against itself).
 */
export function systemWithout(system: readonly Rule[], names: readonly string[]): SystemWithout {
  if (names.length === 0) throw new Error('name at least one rule to take out');
  for (const n of names) {
    if (n.trim() === '') throw new Error('a rule name is empty');
    if (!system.some((r) => ruleIsNamed(r.id, n)))
      throw new Error(`no rule is named "${n}" or has an id that continues it after a dot`);
  }
  const kept = system.filter((r) => !names.some((n) => ruleIsNamed(r.id, n)));
  return { system: kept, removed: system.length - kept.length };
}
