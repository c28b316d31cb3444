/**
 * `tenace score` for duplicate (Law 77): {"scoring":"duplicate","contract":"4HX","vulnerable":true,
 * "tricks":8} gives {"score":-500}, from the declaring side's view; "contract":"PASS" scores 0 and
 * "ruleset":"1948" uses the scale before 1987. Words: `tenace score duplicate 4HX 8 vul`, or with the
 * result written on the contract: `4HX-2 vul`, `3NT= nv`, `6S+1 vul`.
 */
import {
  RULESETS,
  duplicateScore,
  err,
  makeContract,
  ok,
  parseContract,
  type Contract,
  type CodedResult,
} from '@tenace/core';
import { boolField, choiceField, knownFields, tricksField } from './fields.ts';
import type { ScoreForm } from './types.ts';

/** Reads "contract": a contract such as "4S", "3NTX", "6HXX", or "PASS" (null). */
export function contractField(input: Readonly<Record<string, unknown>>): CodedResult<Contract | null> {
  const v = input.contract;
  if (typeof v !== 'string')
    return err(
      'score/bad_field',
      `"contract" must be a contract such as "4S", "3NTX" or "PASS"${v === undefined ? ' and is missing' : ''}`,
    );
  const c = parseContract(v);
  return c.ok ? c : err('score/bad_field', `"contract": ${c.error.message}`);
}

/** The words shared by the duplicate and rubber forms, once read. */
export interface ContractWords {
  readonly contract: string;
  readonly tricks: number | string | undefined;
  readonly vulnerable: boolean;
  readonly ruleset: string | undefined;
  /** Words this reader did not take, in order, for the form to read. */
  readonly rest: readonly string[];
}

/**
 * Reads `<contract>[=|+n|-n] [tricks] [vul|nv] [modern|1948]` in any order after the contract.
 * A result written on the contract ("4S-2") gives the tricks.
 */
export function readContractWords(words: readonly string[]): CodedResult<ContractWords> {
  const [first, ...others] = words;
  if (first === undefined) return err('score/usage', 'say which contract, such as 4HX');
  const m = /^(.*?)(=|[+-]\d+)?$/.exec(first)!;
  const contractText = m[1]!;
  let tricks: number | string | undefined;
  if (m[2] !== undefined && contractText.toUpperCase() !== 'PASS') {
    const parsed = parseContract(contractText);
    if (!parsed.ok || parsed.value === null)
      return err('score/bad_field', `"${contractText}" is not a contract (such as 4S, 3NTX or 6HXX)`);
    tricks = parsed.value.level + 6 + (m[2] === '=' ? 0 : Number(m[2]));
  }
  let vulnerable = false;
  let ruleset: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < others.length; i++) {
    const w = others[i]!;
    const l = w.toLowerCase();
    if (l === 'honours' || l === 'honors') {
      // a form's own phrase with two words after it (the rubber form's honours): left for the form
      rest.push(...others.slice(i, i + 3));
      i += 2;
    } else if (l === 'vul' || l === 'v' || l === 'vulnerable') vulnerable = true;
    else if (l === 'nv' || l === 'nonvul' || l === 'not-vulnerable') vulnerable = false;
    else if ((RULESETS as readonly string[]).includes(l)) ruleset = l;
    else if (/^\d+$/.test(w) && tricks === undefined) tricks = Number(w);
    else rest.push(w);
  }
  return ok({ contract: contractText, tricks, vulnerable, ruleset, rest });
}

/** The result of a contract for people: "made exactly", "made with 1 overtrick", "down 2". */
export function resultWords(contract: Contract, tricks: number): string {
  const r = tricks - contract.level - 6;
  if (r === 0) return 'made exactly';
  if (r > 0) return `made with ${r} overtrick${r === 1 ? '' : 's'}`;
  return `down ${-r}`;
}

/** The contract, vulnerability and ruleset fields every contract-bridge score form reads. */
export function contractInputs(
  input: Readonly<Record<string, unknown>>,
): CodedResult<{ contract: Contract | null; vulnerable: boolean; ruleset: (typeof RULESETS)[number] }> {
  const contract = contractField(input);
  if (!contract.ok) return contract;
  const vulnerable = boolField(input, 'vulnerable', contract.value === null ? false : undefined);
  if (!vulnerable.ok) return vulnerable;
  const ruleset = choiceField(input, 'ruleset', RULESETS, 'modern');
  if (!ruleset.ok) return ruleset;
  return ok({ contract: contract.value, vulnerable: vulnerable.value, ruleset: ruleset.value });
}

function json(input: Readonly<Record<string, unknown>>): CodedResult<Record<string, unknown>> {
  const known = knownFields(input, ['scoring', 'contract', 'vulnerable', 'tricks', 'ruleset']);
  if (!known.ok) return known;
  const c = contractInputs(input);
  if (!c.ok) return c;
  if (c.value.contract === null && input.tricks === undefined) return ok({ score: 0 });
  const tricks = tricksField(input);
  if (!tricks.ok) return tricks;
  return ok({ score: duplicateScore(c.value.contract, tricks.value, c.value.vulnerable, c.value.ruleset) });
}

const USAGE =
  'usage: tenace score duplicate <contract> <tricks> [vul|nv] [1948]   (or <contract>=, +n, -n: 4HX-2 vul)';

function words(args: readonly string[]): CodedResult<string> {
  const w = readContractWords(args);
  if (!w.ok) return err(w.error.code, `${w.error.message}\n${USAGE}`);
  if (w.value.rest.length > 0) return err('score/usage', `"${w.value.rest[0]!}" is not understood\n${USAGE}`);
  const { contract, tricks, vulnerable, ruleset } = w.value;
  const r = json({
    contract,
    vulnerable,
    ...(tricks === undefined ? {} : { tricks }),
    ...(ruleset ? { ruleset } : {}),
  });
  if (!r.ok) return err(r.error.code, `${r.error.message}\n${USAGE}`);
  const score = r.value.score as number;
  const parsed = parseContract(contract);
  if (!parsed.ok || parsed.value === null) return ok('Passed out: 0 to both sides.');
  const c = parsed.value;
  const t = tricks as number;
  const who = score >= 0 ? `declarer's side scores ${score}` : `defenders score ${-score}`;
  return ok(
    `${makeContract(c)} ${vulnerable ? 'vulnerable' : 'not vulnerable'}, ${t} tricks, ${resultWords(c, t)}: ${who} (${score > 0 ? '+' : ''}${score}).`,
  );
}

export const duplicateForm: ScoreForm = {
  scoring: 'duplicate',
  usage: 'duplicate <contract> <tricks> [vul|nv] [1948]   e.g. duplicate 4HX 8 vul, duplicate 3NT+1 nv',
  json,
  words,
};
