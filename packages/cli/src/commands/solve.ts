import type { Command } from 'commander';
import { STRAINS, SEATS, type Deal, type Seat, type Strain } from '@tenace/core';
import {
  STRAIN_INDEX,
  createEngine,
  holdingsOf,
  par,
  strainResults,
  type DdTable,
  type Engine,
  type Par,
} from '@tenace/solver';
import { SolverPool, threadMemory } from '@tenace/solver/pool';
import { intOption, out } from '../io.ts';
import { isError, jsonlItems, pbnItems, type DealItem, type Item } from './solveInput.ts';

interface SolveOptions {
  jsonl?: boolean;
  par?: boolean;
  threads: number;
  budgetMs?: number;
}

const TABLE_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** Solves deals one at a time in this thread or on a pool of workers; `budgetMs` is per (deal, strain). */
export class TableSolver {
  private readonly pool: SolverPool | null;
  private engine: Engine | null = null;
  nodes = 0;

  constructor(
    threads: number,
    private readonly budgetMs: number | undefined,
  ) {
    this.pool = threads > 1 ? new SolverPool({ threads }) : null;
  }

  async table(deal: Deal): Promise<DdTable> {
    if (this.pool !== null) {
      const t = await this.pool.table(deal, { budgetMs: this.budgetMs });
      this.nodes = this.pool.nodes;
      return t;
    }
    this.engine ??= createEngine();
    const engine = this.engine;
    const holdings = holdingsOf(deal);
    const rows = {} as Record<Seat, Record<Strain, number | null>>;
    for (const seat of SEATS) rows[seat] = { NT: null, S: null, H: null, D: null, C: null };
    for (const strain of TABLE_STRAINS) {
      const deadline = this.budgetMs === undefined ? undefined : Date.now() + this.budgetMs;
      const before = engine.nodes;
      const res = strainResults(engine, holdings, STRAIN_INDEX[strain], undefined, deadline);
      this.nodes += engine.nodes - before;
      SEATS.forEach((seat, h) => (rows[seat][strain] = res[h]!));
    }
    return rows;
  }

  /** The most memory one solving thread held (its table and its heap), in bytes; 0 before any table. */
  peakThreadBytes(): number {
    if (this.pool !== null) return this.pool.peakThreadBytes;
    if (this.engine === null) return 0;
    const m = threadMemory(this.engine.tt.bytes);
    return m.tableBytes + m.heapBytes;
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }
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
