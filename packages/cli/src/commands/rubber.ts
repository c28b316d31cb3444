/**
 * `tenace rubber`: scores a rubber from one deal result per line,
 * {"declarer":"NS","contract":"4SX"|"PASS","tricks":10} with optional "honours" and "honoursHeldBy", and
 * prints the score sheet as people draw it (we = NS, they = EW, split by the line), or with --json the
 * result object {finished, gamesWon, belowTotal, aboveTotal, rubberBonus, unfinishedBonus, totals, winner,
 * difference, settlement}.
 */
import { Option, type Command } from 'commander';
import {
  RULESETS,
  ROUNDINGS,
  addRubberDeal,
  checkHonours,
  err,
  isSide,
  newRubberSheet,
  ok,
  parseContract,
  rubberResult,
  rubberSheetLayout,
  type CodedResult,
  type Rounding,
  type RubberDealEntry,
  type RubberResult,
  type RubberSheet,
  type Ruleset,
} from '@tenace/core';
import { InputError, out, readLines } from '../io.ts';

const FIELDS = ['declarer', 'contract', 'tricks', 'honours', 'honoursHeldBy'];

/**
 * Reads one deal line; a passed-out deal ("contract":"PASS") needs neither declarer nor tricks. Fields
 * other than those of a deal result are returned in `ignored` (the command warns about them).
 */
export function parseRubberLine(line: string): CodedResult<{ entry: RubberDealEntry; ignored: string[] }> {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return err('score/bad_field', 'the line is not valid JSON');
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return err('score/bad_field', 'the line must be a JSON object');
  const o = v as Record<string, unknown>;
  const ignored = Object.keys(o).filter((key) => !FIELDS.includes(key));
  if (typeof o.contract !== 'string')
    return err(
      'score/bad_field',
      `"contract" must be a contract such as "4SX" or "PASS"${o.contract === undefined ? ' and is missing' : ''}`,
    );
  const contract = parseContract(o.contract);
  if (!contract.ok) return err('score/bad_field', `"contract": ${contract.error.message}`);
  const passed = contract.value === null;
  const declarer = o.declarer ?? null;
  if (!(passed && declarer === null) && !isSide(declarer))
    return err(
      'score/bad_field',
      `"declarer" must be "NS" or "EW"${o.declarer === undefined ? ' and is missing' : ''}`,
    );
  const tricks = o.tricks ?? null;
  if (
    !(passed && tricks === null) &&
    (typeof tricks !== 'number' || !Number.isInteger(tricks) || tricks < 0 || tricks > 13)
  )
    return err(
      'score/bad_field',
      `"tricks" must be a whole number of tricks from 0 to 13${o.tricks === undefined ? ' and is missing' : ''}`,
    );
  const honours = checkHonours(o.honours, o.honoursHeldBy, contract.value?.strain ?? null);
  if (!honours.ok) return err('score/bad_field', honours.error.message);
  return ok({
    entry: {
      declarer: isSide(declarer) ? declarer : null,
      contract: contract.value,
      tricks: typeof tricks === 'number' ? tricks : null,
      honours: honours.value.kind,
      honoursHeldBy: honours.value.heldBy,
    },
    ignored,
  });
}

const COLUMN = 12;
const pad = (n: number | string | undefined): string =>
  (n === undefined ? '' : String(n)).padStart(COLUMN - 2) + '  ';
const row = (we: number | string | undefined, they: number | string | undefined, note = ''): string =>
  `${pad(we)}│${pad(they)}${note === '' ? '' : `  ${note}`}`.trimEnd();
const LINE = `${'─'.repeat(COLUMN)}┼${'─'.repeat(COLUMN)}`;

/** Rows with the i-th figure of each side side by side. */
function pairRows(we: readonly number[], they: readonly number[]): string[] {
  const rows: string[] = [];
  for (let i = 0; i < Math.max(we.length, they.length); i++) rows.push(row(we[i], they[i]));
  return rows;
}

/**
 * The sheet as people draw it: we (NS) on the left, they (EW) on the right; above the line the premiums,
 * the first nearest the line; below it the trick scores game by game, with a line under each game; then
 * the totals.
 */
export function drawRubberSheet(sheet: RubberSheet, result: RubberResult, stopped = false): string {
  const layout = rubberSheetLayout(sheet, result);
  const above = pairRows(layout.above.NS, layout.above.EW).reverse();
  const lines: string[] = [row('WE (NS)', 'THEY (EW)'), row('', ''), ...above, LINE];
  layout.games.forEach((game, g) => {
    lines.push(...pairRows(game.below.NS, game.below.EW));
    if (game.winner !== null && g < layout.games.length - 1) lines.push(LINE);
  });
  lines.push(`${'═'.repeat(COLUMN)}╪${'═'.repeat(COLUMN)}`);
  lines.push(row(layout.totals.NS, layout.totals.EW, 'total'));
  const inGames = `${result.gamesWon.NS}–${result.gamesWon.EW} in games`;
  const state = result.finished
    ? `Rubber over, ${inGames}.`
    : `Rubber ${stopped ? 'stopped' : 'in progress'} at ${inGames}.`;
  const outcome =
    result.winner === null
      ? 'All square: nothing to settle.'
      : result.finished || stopped
        ? `${result.winner} win by ${result.difference} points: ${result.settlement} in hundreds.`
        : `${result.winner} lead by ${result.difference} points.`;
  lines.push('', `${state} ${outcome}`);
  return lines.join('\n');
}

interface RubberOptions {
  ruleset: Ruleset;
  rounding: Rounding;
  unfinished?: boolean;
  json?: boolean;
}

export function registerRubber(program: Command): void {
  program
    .command('rubber')
    .description('score a rubber from deal results, one JSON object per line, and draw the score sheet')
    .argument('[file]', 'the deal results (standard input without it or with -)')
    .addOption(new Option('--ruleset <ruleset>', 'the scoring tables').choices(RULESETS).default('modern'))
    .addOption(
      new Option('--rounding <rounding>', 'an exact 50 in the settlement')
        .choices(ROUNDINGS)
        .default('half-up'),
    )
    .option('--unfinished', 'score a rubber that stops before two games with the unfinished-rubber premiums')
    .option('--json', 'print the result as one JSON object')
    .addHelpText(
      'after',
      '\nEach line: {"declarer":"NS","contract":"4SX","tricks":10} (contract "PASS" for a passed-out deal),\n' +
        'optionally with "honours": "4"|"5"|"4aces" and "honoursHeldBy": "declarer"|"defenders".\n',
    )
    .action(async (file: string | undefined, opts: RubberOptions) => {
      let sheet = newRubberSheet({ ruleset: opts.ruleset });
      let n = 0;
      for await (const line of readLines(file)) {
        n++;
        if (line.trim() === '') continue;
        const entry = parseRubberLine(line);
        if (!entry.ok) throw new InputError(`line ${n}: ${entry.error.message}`);
        for (const key of entry.value.ignored)
          process.stderr.write(
            `tenace: line ${n}: ignoring the field "${key}" (a deal has ${FIELDS.join(', ')})\n`,
          );
        const next = addRubberDeal(sheet, entry.value.entry);
        if (!next.ok) throw new InputError(`line ${n}: ${next.error.message}`);
        sheet = next.value;
      }
      const result = rubberResult(sheet, { unfinished: opts.unfinished === true, rounding: opts.rounding });
      out(
        opts.json === true
          ? JSON.stringify(result)
          : drawRubberSheet(sheet, result, opts.unfinished === true),
      );
    });
}
