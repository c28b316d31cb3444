/**
 * `tenace score` for rubber bridge, one deal: {"scoring":"rubber","contract":"4S","vulnerable":false,
 * "tricks":10} with optional "honours" ("none" | "4" | "5" | "4aces"), "honoursHeldBy" ("declarer" |
 * "defenders" | null) and "ruleset" ("modern" | "1948") gives {"below":120,"aboveDeclarer":0,
 * "aboveDefenders":0}. Words: `tenace score rubber 4S 10 nv honours 4 defenders 1948`.
 */
import { checkHonours, err, makeContract, ok, rubberDealScore, type CodedResult } from '@tenace/core';
import { contractField, contractInputs, readContractWords, resultWords } from './duplicate.ts';
import { knownFields, tricksField } from './fields.ts';
import type { ScoreForm } from './types.ts';

function json(input: Readonly<Record<string, unknown>>): CodedResult<Record<string, unknown>> {
  const known = knownFields(input, [
    'scoring',
    'contract',
    'vulnerable',
    'tricks',
    'honours',
    'honoursHeldBy',
    'ruleset',
  ]);
  if (!known.ok) return known;
  const c = contractInputs(input);
  if (!c.ok) return c;
  const { contract, vulnerable, ruleset } = c.value;
  const honours = checkHonours(input.honours, input.honoursHeldBy, contract?.strain ?? null);
  if (!honours.ok) return err('score/bad_field', honours.error.message);
  if (contract === null) return ok({ below: 0, aboveDeclarer: 0, aboveDefenders: 0 });
  const tricks = tricksField(input);
  if (!tricks.ok) return tricks;
  const s = rubberDealScore({
    contract,
    tricks: tricks.value,
    vulnerable,
    honours: honours.value.kind,
    honoursHeldBy: honours.value.heldBy,
    ruleset,
  });
  return ok({ below: s.below, aboveDeclarer: s.aboveDeclarer, aboveDefenders: s.aboveDefenders });
}

const USAGE =
  'usage: tenace score rubber <contract> <tricks> [vul|nv] [honours 4|5|4aces declarer|defenders] [1948]';

function words(args: readonly string[]): CodedResult<string> {
  const w = readContractWords(args);
  if (!w.ok) return err(w.error.code, `${w.error.message}\n${USAGE}`);
  const { contract, tricks, vulnerable, ruleset, rest } = w.value;
  let honours: string | undefined;
  let honoursHeldBy: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i]!.toLowerCase();
    if ((word === 'honours' || word === 'honors') && i + 2 < rest.length) {
      honours = rest[i + 1]!.toLowerCase();
      honoursHeldBy = rest[i + 2]!.toLowerCase();
      i += 2;
    } else return err('score/usage', `"${rest[i]!}" is not understood\n${USAGE}`);
  }
  const r = json({
    contract,
    vulnerable,
    ...(tricks === undefined ? {} : { tricks }),
    ...(ruleset === undefined ? {} : { ruleset }),
    ...(honours === undefined ? {} : { honours, honoursHeldBy }),
  });
  if (!r.ok) return err(r.error.code, `${r.error.message}\n${USAGE}`);
  const { below, aboveDeclarer, aboveDefenders } = r.value as Record<string, number>;
  const parsed = contractField({ contract });
  if (!parsed.ok || parsed.value === null) return ok('Passed out: nothing is scored.');
  const c = parsed.value;
  const t = tricks as number;
  return ok(
    `${makeContract(c)} ${vulnerable ? 'vulnerable' : 'not vulnerable'}, ${t} tricks, ${resultWords(c, t)}: ` +
      `below the line ${below} for declarer's side; above the line ${aboveDeclarer!} for declarer's side, ` +
      `${aboveDefenders!} for the defenders.`,
  );
}

export const rubberForm: ScoreForm = {
  scoring: 'rubber',
  usage:
    'rubber <contract> <tricks> [vul|nv] [honours 4|5|4aces declarer|defenders] [1948]   e.g. rubber 4S 10 nv',
  json,
  words,
};
