import type { Command } from 'commander';
import { STRAINS, SEATS } from '@tenace/core';
import { par, type DdTable, type Par } from '@tenace/solver';
import { intOption, out } from '../io.ts';
import { TABLE_STRAINS, TableSolver } from './tableSolver.ts';
import { isError, jsonlItems, pbnItems, type DealItem, type Item } from './solveInput.ts';

interface SolveOptions {
  jsonl?: boolean;
  par?: boolean;
  threads: number;
  budgetMs?: number;
}

/** Par when every entry is known, else null. */
export function parOf(table: DdTable, item: DealItem): Par | null {
  if (item.dealer === null || item.vul === null) return null;
  for (const seat of SEATS) for (const s of STRAINS) if (table[seat][s] === null) return null;
  return par(table, item.dealer, item.vul);
}

function readable(item: DealItem, table: DdTable, p: Par | null, withPar: boolean): string {
  const cell = (v: number | null): string => (v === null ? '?' : String(v)).padStart(4);
  const lines = [`${item.label}: ${item.pbn}`, `      NT   S   H   D   C`];
  for (const seat of SEATS)
    lines.push(`  ${seat} ${TABLE_STRAINS.map((s) => cell(table[seat][s])).join('')}`);
  if (withPar) lines.push(p === null ? '  par unknown' : `  par ${p.score}: ${p.contracts.join(', ')}`);
  return lines.join('\n') + '\n';
}

/** A progress line on standard error when it is a terminal. */
export function progress(done: number, total: number | null): void {
  if (!process.stderr.isTTY) return;
  const width = 30;
  const bar =
    total === null
      ? ''
      : `[${'#'.repeat(Math.round((width * done) / Math.max(1, total))).padEnd(width, '.')}] `;
  process.stderr.write(`\r${bar}${done}${total === null ? '' : `/${total}`} deals`);
}

export function registerSolve(program: Command): void {
  program
    .command('solve')
    .description('double-dummy tables (all 20 results) and par for deals')
    .argument('[file]', 'a PBN file, or JSON lines with --jsonl (standard input without it)')
    .option('--jsonl', 'read JSON lines {"pbn","dealer"?,"vul"?} and write JSON lines')
    .option('--par', 'add the par score (NS view) and contracts; needs the dealer and vulnerability')
    .option('--threads <n>', 'worker threads', intOption('--threads', 1, 64), 1)
    .option(
      '--budget-ms <n>',
      'time per (deal, strain); unsolved entries are null',
      intOption('--budget-ms', 1),
    )
    .action(async (file: string | undefined, opts: SolveOptions) => {
      const withPar = opts.par === true;
      const solver = new TableSolver(opts.threads, opts.budgetMs);
      const items: AsyncIterable<Item> | Item[] =
        opts.jsonl === true ? jsonlItems(file, withPar) : await pbnItems(file, withPar);
      const total = Array.isArray(items) ? items.length : null;
      const window: { item: Item; table: Promise<DdTable> | null }[] = [];
      let done = 0;
      const flush = async (limit: number): Promise<void> => {
        while (window.length > limit) {
          const head = window.shift()!;
          const item = head.item;
          if (isError(item)) {
            if (opts.jsonl === true)
              out(JSON.stringify({ error: `${item.code}: ${item.error}`, code: item.code }));
            else process.stderr.write(`tenace: ${item.label}: ${item.code}: ${item.error}\n`);
          } else {
            const table = await head.table!;
            const p = withPar ? parOf(table, item) : null;
            if (opts.jsonl === true) {
              const line: Record<string, unknown> = { pbn: item.pbn, dd: table };
              if (withPar) line.par = p;
              out(JSON.stringify(line));
            } else out(readable(item, table, p, withPar));
          }
          progress(++done, total);
        }
      };
      try {
        for await (const item of items) {
          window.push({ item, table: isError(item) ? null : solver.table(item.deal) });
          await flush(opts.threads * 2);
        }
        await flush(0);
      } finally {
        if (process.stderr.isTTY && done > 0) process.stderr.write('\n');
        await solver.close();
      }
      if (!Array.isArray(items)) return;
      if (items.some(isError)) process.exitCode = 1;
    });
}
