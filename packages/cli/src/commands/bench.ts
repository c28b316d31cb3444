import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { SEATS, STRAINS, parsePbnDealFull } from '@tenace/core';
import { cards, createEngine, openingPosition, type DdTable } from '@tenace/solver';
import { intOption, out } from '../io.ts';
import type { VsDeal } from './benchVs.ts';

/** The fixed benchmark set: the double-dummy oracle (DDS 2.9 results) shipped with the solver's tests. */
const ORACLE = fileURLToPath(new URL('../../../solver/test/data/dd-oracle-500.jsonl', import.meta.url));

interface BenchOptions {
  count: number;
  threads: number;
  lead?: boolean;
  quiet?: boolean;
  vs?: string;
  rounds: number;
}

interface OracleRecord {
  board: number;
  pbn: string;
  dd: DdTable;
}

function stats(ms: number[]): { mean: number; median: number; p95: number; total: number } {
  const s = [...ms].sort((a, b) => a - b);
  const total = s.reduce((a, b) => a + b, 0);
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { mean: total / Math.max(1, s.length), median: at(0.5), p95: at(0.95), total };
}

export function registerBench(program: Command): void {
  program
    .command('bench')
    .description('time the double-dummy solver on the first N oracle deals (full tables, or --lead)')
    .option('-n, --count <n>', 'how many deals (1-500)', intOption('--count', 1, 500), 200)
    .option('--threads <n>', 'worker threads', intOption('--threads', 1, 64), 1)
    .option('--lead', 'time the opening-lead card scores (West leads against no-trump) instead')
    .option('-q, --quiet', 'only the summary, not each deal')
    .option(
      '--vs <cmd>',
      'also run this solver command on the same deals, turn about (deals on stdin and in {deals})',
    )
    .option('--rounds <n>', 'pairs of runs with --vs', intOption('--rounds', 1, 99), 3)
    .action(async (opts: BenchOptions) => {
      const records = readFileSync(ORACLE, 'utf8')
        .trim()
        .split('\n')
        .slice(0, opts.count)
        .map((l) => JSON.parse(l) as OracleRecord);
      if (opts.vs !== undefined) {
        // Loaded only where used: a bench's own process start counts in its measured CPU.
        const { benchVs } = await import('./benchVs.ts');
        const deals = records.map((r) => ({ pbn: r.pbn, dd: r.dd as VsDeal['dd'] }));
        if (benchVs(opts.vs, deals, opts.rounds, opts.lead === true) > 0) process.exitCode = 1;
        return;
      }
      const times: number[] = [];
      let mismatches = 0;
      let nodes = 0;
      let threadBytes = 0;
      const start = performance.now();
      const cpu0 = process.cpuUsage();
      if (opts.lead === true) {
        const engine = createEngine();
        for (const rec of records) {
          const deal = parsePbnDealFull(rec.pbn);
          if (!deal.ok) continue;
          const t0 = performance.now();
          const before = engine.nodes;
          const r = cards(openingPosition(deal.value, 'NT', 'W'), { engine });
          times.push(performance.now() - t0);
          nodes += engine.nodes - before;
          // The best lead must give the leader's side what the table says (13 minus South's NT tricks).
          const best = r.ok ? Math.max(...r.value.map((v) => v.tricks ?? -1)) : -1;
          if (best !== 13 - (rec.dd.S.NT ?? 0)) mismatches++;
          if (opts.quiet !== true) out(`board ${rec.board}: ${times[times.length - 1]!.toFixed(1)} ms`);
        }
      } else {
        const { TableSolver } = await import('./solve.ts');
        const solver = new TableSolver(opts.threads, undefined);
        for (const rec of records) {
          const deal = parsePbnDealFull(rec.pbn);
          if (!deal.ok) continue;
          const t0 = performance.now();
          const table = await solver.table(deal.value);
          times.push(performance.now() - t0);
          for (const seat of SEATS)
            for (const s of STRAINS) if (table[seat][s] !== rec.dd[seat][s]) mismatches++;
          if (opts.quiet !== true) out(`board ${rec.board}: ${times[times.length - 1]!.toFixed(1)} ms`);
        }
        nodes = solver.nodes;
        threadBytes = solver.peakThreadBytes();
        await solver.close();
      }
      const wall = performance.now() - start;
      const cpu = process.cpuUsage(cpu0);
      const cpuPerDeal = (cpu.user + cpu.system) / 1000 / Math.max(1, records.length);
      const s = stats(times);
      const what = opts.lead === true ? 'opening-lead scores' : 'full tables';
      out(`${records.length} deals, ${what}, ${opts.threads} thread(s): wall ${(wall / 1000).toFixed(1)} s`);
      out(`ms per deal: mean ${s.mean.toFixed(1)}, median ${s.median.toFixed(1)}, p95 ${s.p95.toFixed(1)}`);
      out(`nodes per second: ${((nodes / Math.max(1, wall)) * 1000).toFixed(0)}`);
      // CPU time of the whole process (all threads): less sensitive than wall time to other load.
      out(`CPU ms per deal (process, all threads): ${cpuPerDeal.toFixed(1)}`);
      out(`results differing from the oracle: ${mismatches}`);
      const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);
      out(
        `peak memory: process ${mb(process.resourceUsage().maxRSS * 1024)} MB` +
          (threadBytes > 0
            ? `, per solving thread ${mb(threadBytes)} MB (transposition table and heap)`
            : ''),
      );
      if (opts.lead !== true) out('against another solver in the same run: --vs CMD (see the solver README)');
      if (mismatches > 0) process.exitCode = 1;
    });
}
