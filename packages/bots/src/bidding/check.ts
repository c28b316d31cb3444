/**
 * The system table checked once when it is first used: every rule's pattern, call, conditions and
 * intervals must read, every condition and named test must be known and every explanation key must have
 * a text. A rule that does not is refused with a coded error naming the rule's id, so a broken table
 * fails at load instead of misbidding later.
 */
import { parseCallSpec } from './engine.ts';
import { TEXTS } from './explain.ts';
import { interval } from './interval.ts';
import { parsePattern } from './pattern.ts';
import { HAND_TESTS } from './tests.ts';
import type { HandSpec, Rule, TableSpec } from './types.ts';

export type SystemErrorCode =
  | 'system/duplicate_id'
  | 'system/bad_pattern'
  | 'system/bad_call'
  | 'system/unknown_condition'
  | 'system/bad_value'
  | 'system/unknown_test'
  | 'system/unknown_key';

export class SystemError extends Error {
  constructor(
    readonly code: SystemErrorCode,
    readonly rule: string,
    detail: string,
  ) {
    super(`rule ${rule}: ${detail} (${code})`);
    this.name = 'SystemError';
  }
}

type Kind = 'span' | 'spanBySuit' | 'suit' | 'suits' | 'bool' | 'tests' | 'limit' | 'pair';

const HAND_KEYS: Readonly<Record<keyof HandSpec, Kind>> = {
  hcp: 'span',
  tp: 'span',
  len: 'spanBySuit',
  balanced: 'bool',
  semiBalanced: 'bool',
  stop: 'suits',
  longest: 'suit',
  good: 'suits',
  aces: 'span',
  kings: 'span',
  control: 'suits',
  sideControls: 'suit',
  top: 'spanBySuit',
  bestFit: 'suit',
  our: 'span',
  ourFit: 'span',
  enough: 'bool',
  invite: 'bool',
  fit: 'suit',
  noFit: 'bool',
  anyFit: 'bool',
  ourAces: 'span',
  ourKings: 'span',
  ltt: 'bool',
  notTheirs: 'suit',
  unbidMajors: 'span',
  unbidSuits: 'span',
  ourHcp: 'span',
  losers: 'span',
  controlCount: 'span',
  quickTricks: 'span',
  quality: 'spanBySuit',
  tricks: 'span',
  test: 'tests',
};

const TABLE_KEYS: Readonly<Record<keyof TableSpec, Kind>> = {
  seat: 'span',
  passed: 'bool',
  weVul: 'bool',
  theyVul: 'bool',
  forced: 'bool',
  gameForce: 'bool',
  level: 'span',
  belowGame: 'bool',
  higher: 'pair',
  lower: 'pair',
  partnerGame: 'bool',
  contested: 'bool',
  below: 'limit',
  newSuit: 'suit',
  agreedFit: 'bool',
  partnerSuit: 'suit',
};

/** Suit letters, pattern variables, and "M" / "m" for any major / minor (bestFit). */
const SUIT_TOKEN = /^(C|D|H|S|M|m|s|t|u|w|F|oM|om)$/;
const STRAIN_TOKEN = /^(C|D|H|S|NT|M|m|s|t|u|w|F|oM|om)$/;

function checkValue(rule: Rule, field: string, kind: Kind, value: unknown): void {
  const bad = (what: string): never => {
    throw new SystemError('system/bad_value', rule.id, `${field}: ${what}`);
  };
  const span = (v: unknown, name: string) => {
    if (typeof v !== 'string' && !Array.isArray(v)) bad(`${name} is not an interval`);
    try {
      interval(v as string);
    } catch {
      bad(`"${String(v)}" is not an interval`);
    }
  };
  const suit = (v: unknown, extra: readonly string[] = []) => {
    if (typeof v !== 'string' || !(SUIT_TOKEN.test(v) || extra.includes(v)))
      bad(`"${String(v)}" is not a suit`);
  };
  switch (kind) {
    case 'span': {
      span(value, field);
      return;
    }
    case 'bool':
      if (typeof value !== 'boolean') bad('not true or false');
      return;
    case 'suit': {
      suit(value);
      return;
    }
    case 'suits':
      if (!Array.isArray(value)) bad('not a list of suits');
      for (const v of value as unknown[]) suit(v, field.endsWith('.stop') ? ['their'] : []);
      return;
    case 'spanBySuit':
      if (typeof value !== 'object' || value === null || Array.isArray(value)) bad('not a record of suits');
      for (const [k, v] of Object.entries(value as object)) {
        suit(k);
        span(v, k);
      }
      return;
    case 'pair':
      if (!Array.isArray(value) || value.length !== 2) bad('not a pair of strains');
      for (const v of value as unknown[])
        if (typeof v !== 'string' || !STRAIN_TOKEN.test(v)) bad(`"${String(v)}" is not a strain`);
      return;
    case 'limit': {
      const m = typeof value === 'string' ? /^(?:game:|[1-7])(.+)$/.exec(value) : null;
      if (m === null || !STRAIN_TOKEN.test(m[1]!))
        bad(`"${String(value)}" is not a limit such as 4M or game:M`);
      return;
    }
    case 'tests':
      if (!Array.isArray(value)) bad('not a list of test names');
      for (const name of value as unknown[])
        if (typeof name !== 'string' || HAND_TESTS[name] === undefined)
          throw new SystemError('system/unknown_test', rule.id, `no hand test "${String(name)}"`);
      return;
  }
}

function checkSpec(rule: Rule, field: string, spec: object | undefined, keys: Record<string, Kind>): void {
  if (spec === undefined) return;
  for (const [k, v] of Object.entries(spec)) {
    const kind = keys[k];
    if (kind === undefined)
      throw new SystemError('system/unknown_condition', rule.id, `${field} has no condition "${k}"`);
    checkValue(rule, `${field}.${k}`, kind, v);
  }
}

/** Checks one rule; throws a SystemError naming it when something does not read. */
export function checkRule(rule: Rule): void {
  try {
    parsePattern(rule.auction);
  } catch (e) {
    throw new SystemError('system/bad_pattern', rule.id, (e as Error).message);
  }
  try {
    const spec = parseCallSpec(rule.call);
    if ('strain' in spec && !STRAIN_TOKEN.test(spec.strain)) throw new Error(`bad strain in "${rule.call}"`);
  } catch (e) {
    throw new SystemError('system/bad_call', rule.id, (e as Error).message);
  }
  checkSpec(rule, 'hand', rule.hand, HAND_KEYS);
  checkSpec(rule, 'shows', rule.shows, HAND_KEYS);
  checkSpec(rule, 'when', rule.when, TABLE_KEYS);
  if (rule.forcing !== undefined && !['no', 'one', 'game'].includes(rule.forcing))
    throw new SystemError('system/bad_value', rule.id, `forcing "${rule.forcing}"`);
  if (TEXTS.en[`bid.${rule.key}`] === undefined)
    throw new SystemError('system/unknown_key', rule.id, `no text for key "${rule.key}"`);
}

const checked = new WeakSet<readonly Rule[]>();

/** Checks every rule of a system once (later calls with the same table return at once). */
export function checkSystem(system: readonly Rule[]): void {
  if (checked.has(system)) return;
  const ids = new Set<string>();
  for (const rule of system) {
    if (ids.has(rule.id)) throw new SystemError('system/duplicate_id', rule.id, 'the id is used twice');
    ids.add(rule.id);
    checkRule(rule);
  }
  checked.add(system);
}
