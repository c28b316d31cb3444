/**
 * The system table compiled once when it is first used: every rule's pattern, call, conditions and
 * intervals must read, every condition and named test must be known and every explanation key must have
 * a text. A rule that does not is refused with a coded error naming the rule's id, so a broken table
 * fails at load instead of misbidding later. A rule that reads is compiled: its call spec parsed and each
 * of its conditions bound to the registry's definition (conditions.ts, tableConditions.ts), which both
 * checks a hand and says what the call shows.
 */
import { parseCallSpec, type CallSpec } from './callSpec.ts';
import {
  HAND_CONDITIONS,
  HAND_CONDITION_NAMES,
  type Holding,
  type Kind,
  type Public,
  type ShownSoFar,
} from './conditions.ts';
import { TEXTS } from './explain.ts';
import { interval } from './interval.ts';
import { parsePattern } from './pattern.ts';
import { TABLE_CONDITIONS } from './tableConditions.ts';
import { HAND_TESTS } from './tests.ts';
import type { HandSpec, Rule, TableSpec } from './types.ts';

export type SystemErrorCode =
  | 'system/duplicate_id'
  | 'system/bad_pattern'
  | 'system/bad_call'
  | 'system/unknown_condition'
  | 'system/bad_value'
  | 'system/unknown_test'
  | 'system/unknown_key'
  | 'system/unbound_variable';

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
      for (const v of value as unknown[])
        suit(v, field.endsWith('.stop') || field.endsWith('.stopped') ? ['their', 'unbid'] : []);
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

function checkSpec(
  rule: Rule,
  field: string,
  spec: object | undefined,
  kinds: Readonly<Record<string, { kind: Kind }>>,
): void {
  if (spec === undefined) return;
  for (const [k, v] of Object.entries(spec)) {
    const c = Object.hasOwn(kinds, k) ? kinds[k] : undefined;
    if (c === undefined)
      throw new SystemError('system/unknown_condition', rule.id, `${field} has no condition "${k}"`);
    checkValue(rule, `${field}.${k}`, c.kind, v);
  }
}

/** Suit variables (the other major and minor count as their base's). */
const VARIABLE_TOKEN = /^(M|m|s|t|u|w|F|oM|om)$/;
const baseOf = (token: string): string => (token === 'oM' ? 'M' : token === 'om' ? 'm' : token);

/** The variables the rule's pattern or call can bind. */
function boundVariables(rule: Rule, call: CallSpec): Set<string> {
  const out = new Set<string>();
  for (const t of parsePattern(rule.auction))
    if (t.kind === 'alts') for (const a of t.alts) if (a.kind === 'bid') out.add(baseOf(a.strain));
  if ('strain' in call) out.add(baseOf(call.strain));
  return out;
}

/**
 * Every suit variable a condition names must be bound by the pattern or the call: an unbound one fails
 * its condition silently, and the rule never matches (regression: an opener's rebid copied over their
 * overcall asked that "u" be none of their suits while its call was "jump:t", and it never bid).
 * `bestFit` is exempt: there "M" and "m" mean any major and any minor.
 */
function checkBound(
  rule: Rule,
  field: string,
  spec: object | undefined,
  kinds: Readonly<Record<string, { kind: Kind }>>,
  bound: Set<string>,
): void {
  if (spec === undefined) return;
  const need = (token: unknown, k: string) => {
    if (typeof token === 'string' && VARIABLE_TOKEN.test(token) && !bound.has(baseOf(token)))
      throw new SystemError(
        'system/unbound_variable',
        rule.id,
        `${field}.${k} names "${token}", which neither the auction nor the call binds`,
      );
  };
  for (const [k, v] of Object.entries(spec)) {
    if (k === 'bestFit') continue;
    switch (kinds[k]?.kind) {
      case 'suit':
        need(v, k);
        break;
      case 'suits':
      case 'pair':
        for (const t of v as unknown[]) need(t, k);
        break;
      case 'spanBySuit':
        for (const t of Object.keys(v as object)) need(t, k);
        break;
      case 'limit':
        need(/^(?:game:|[1-7])(.+)$/.exec(v as string)?.[1], k);
        break;
    }
  }
}

/** A rule compiled: its call spec parsed and its conditions bound to their registry definitions. */
export interface CompiledRule {
  readonly rule: Rule;
  readonly call: CallSpec;
  /** The hand's conditions (criteria): all must hold. */
  readonly hand: readonly ((h: Holding) => boolean)[];
  /** What the call shows (the specification, else the criteria), in the registry's order. */
  readonly shows: readonly ((s: ShownSoFar, p: Public) => void)[];
  /** The table's conditions: all must hold. */
  readonly when: readonly ((p: Public) => boolean)[];
}

function handChecks(spec: HandSpec | undefined): ((h: Holding) => boolean)[] {
  if (spec === undefined) return [];
  return HAND_CONDITION_NAMES.filter((k) => spec[k] !== undefined).map((k) => {
    const c = HAND_CONDITIONS[k] as { holds: (v: unknown, h: Holding) => boolean };
    const v = spec[k];
    return (h: Holding) => c.holds(v, h);
  });
}

function showSteps(spec: HandSpec): ((s: ShownSoFar, p: Public) => void)[] {
  const out: ((s: ShownSoFar, p: Public) => void)[] = [];
  for (const k of HAND_CONDITION_NAMES) {
    const c = HAND_CONDITIONS[k] as { shows?: (v: unknown, s: ShownSoFar, p: Public) => void };
    const v = spec[k];
    const shows = c.shows;
    if (v !== undefined && shows !== undefined)
      out.push((s, p) => {
        shows(v, s, p);
      });
  }
  return out;
}

function tableChecks(spec: TableSpec | undefined): ((p: Public) => boolean)[] {
  if (spec === undefined) return [];
  return (Object.keys(TABLE_CONDITIONS) as (keyof TableSpec)[])
    .filter((k) => spec[k] !== undefined)
    .map((k) => {
      const c = TABLE_CONDITIONS[k] as { holds: (v: unknown, p: Public) => boolean };
      const v = spec[k];
      return (p: Public) => c.holds(v, p);
    });
}

/** Checks and compiles one rule; throws a SystemError naming it when something does not read. */
export function compileRule(rule: Rule): CompiledRule {
  try {
    parsePattern(rule.auction);
  } catch (e) {
    throw new SystemError('system/bad_pattern', rule.id, (e as Error).message);
  }
  let call: CallSpec;
  try {
    call = parseCallSpec(rule.call);
    if ('strain' in call && !STRAIN_TOKEN.test(call.strain)) throw new Error(`bad strain in "${rule.call}"`);
  } catch (e) {
    throw new SystemError('system/bad_call', rule.id, (e as Error).message);
  }
  checkSpec(rule, 'hand', rule.hand, HAND_CONDITIONS);
  checkSpec(rule, 'shows', rule.shows, HAND_CONDITIONS);
  checkSpec(rule, 'when', rule.when, TABLE_CONDITIONS);
  const bound = boundVariables(rule, call);
  checkBound(rule, 'hand', rule.hand, HAND_CONDITIONS, bound);
  checkBound(rule, 'shows', rule.shows, HAND_CONDITIONS, bound);
  checkBound(rule, 'when', rule.when, TABLE_CONDITIONS, bound);
  if (rule.forcing !== undefined && !['no', 'one', 'game'].includes(rule.forcing))
    throw new SystemError('system/bad_value', rule.id, `forcing "${rule.forcing}"`);
  if (TEXTS.en[`bid.${rule.key}`] === undefined)
    throw new SystemError('system/unknown_key', rule.id, `no text for key "${rule.key}"`);
  return {
    rule,
    call,
    hand: handChecks(rule.hand),
    shows: showSteps(rule.shows ?? rule.hand ?? {}),
    when: tableChecks(rule.when),
  };
}

/** Checks one rule; throws a SystemError naming it when something does not read. */
export function checkRule(rule: Rule): void {
  compileRule(rule);
}

const compiled = new WeakMap<readonly Rule[], readonly CompiledRule[]>();

/** The system compiled, once (later calls with the same table return the same compiled rules). */
export function compileSystem(system: readonly Rule[]): readonly CompiledRule[] {
  const hit = compiled.get(system);
  if (hit !== undefined) return hit;
  const ids = new Set<string>();
  const out: CompiledRule[] = [];
  for (const rule of system) {
    if (ids.has(rule.id)) throw new SystemError('system/duplicate_id', rule.id, 'the id is used twice');
    ids.add(rule.id);
    out.push(compileRule(rule));
  }
  compiled.set(system, out);
  return out;
}

/** Checks every rule of a system once (the compiled form is kept for the engine). */
export function checkSystem(system: readonly Rule[]): void {
  compileSystem(system);
}
