import type { Command } from 'commander';
import { isSeat, isStrain, type Seat, type Strain } from '@tenace/core';
import { cards, createEngine, openingPosition, type Engine } from '@tenace/solver';
import { InputError, choiceOption, intOption, out } from '../io.ts';
import { isError, jsonlItems, pbnItems, type Item } from './solveInput.ts';
import { progress } from './solve.ts';

interface LeadOptions {
  jsonl?: boolean;
  strain: Strain;
  leader: Seat;
  budgetMs?: number;
}

/** The tricks for the leader's side after each opening lead: `{"HT":7,…}`, null past the budget. */
export function leadScores(
  engine: Engine,
  item: Exclude<Item, { error: string }>,
  strain: Strain,
  leader: Seat,
  budgetMs: number | undefined,
): Record<string, number | null> | { code: string; error: string } {
  const r = cards(openingPosition(item.deal, strain, leader), {
    engine,
    budget: budgetMs === undefined ? undefined : { ms: budgetMs },
  });
  if (!r.ok) return { code: r.error.code, error: r.error.message };
  const outCards: Record<string, number | null> = {};
  for (const v of r.value) outCards[v.card] = v.tricks;
  return outCards;
}

export function registerLead(program: Command): void {
  program
    .command('lead')
    .description("double-dummy tricks for the leader's side after each possible opening lead")
    .argument('[file]', 'JSON lines {"pbn"} with --jsonl, else a PBN file (standard input without it)')
    .option('--jsonl', 'read and write JSON lines')
    .requiredOption(
      '--strain <strain>',
      'the strain: C, D, H, S or NT',
      choiceOption('--strain', ['C', 'D', 'H', 'S', 'NT'] as const),
    )
    .requiredOption(
      '--leader <seat>',
      'the opening leader: N, E, S or W',
      choiceOption('--leader', ['N', 'E', 'S', 'W'] as const),
    )
    .option(
      '--budget-ms <n>',
      'time per deal; cards not solved in time are null',
      intOption('--budget-ms', 1),
    )
    .action(async (file: string | undefined, opts: LeadOptions) => {
      if (!isStrain(opts.strain) || !isSeat(opts.leader)) throw new InputError('bad strain or leader');
      const engine = createEngine();
      const items: AsyncIterable<Item> | Item[] =
        opts.jsonl === true ? jsonlItems(file, false) : await pbnItems(file, false);
      let done = 0;
      let failed = false;
      for await (const item of items) {
        let line: Record<string, unknown>;
        if (isError(item)) line = { error: `${item.code}: ${item.error}`, code: item.code };
        else {
          const r = leadScores(engine, item, opts.strain, opts.leader, opts.budgetMs);
          line =
            'error' in r && typeof r.error === 'string'
              ? { error: `${String(r.code)}: ${r.error}`, code: r.code }
              : { pbn: item.pbn, strain: opts.strain, leader: opts.leader, cards: r };
        }
        if (opts.jsonl === true) out(JSON.stringify(line));
        else if ('error' in line) {
          failed = true;
          process.stderr.write(`tenace: ${item.label}: ${String(line.error)}\n`);
        } else {
          const c = line.cards as Record<string, number | null>;
          out(
            `${item.label}: ${opts.leader} leads in ${opts.strain}: ${Object.entries(c)
              .map(([k, v]) => `${k} ${v ?? '?'}`)
              .join(', ')}`,
          );
        }
        progress(++done, null);
      }
      if (process.stderr.isTTY && done > 0) process.stderr.write('\n');
      if (failed) process.exitCode = 1;
    });
}
