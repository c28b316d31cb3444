import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
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
  bundle: boolean;
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
    .option('--no-bundle', "with --vs, run Tenace's side through the TypeScript loader, not bundled")
    .action(async (opts: BenchOptions) => {
      // Loaded only where used: a bench's own process start counts in its measured CPU.
      const { oracleRecords, runBench } = await import('./benchRun.ts');
      const records = oracleRecords(readFileSync(ORACLE, 'utf8'), opts.count);
      if (opts.vs !== undefined) {
        const { benchVs } = await import('./benchVs.ts');
        const deals = records.map((r) => ({ pbn: r.pbn, dd: r.dd as VsDeal['dd'] }));
        const vs = { lead: opts.lead === true, bundle: opts.bundle, oracle: ORACLE };
        if ((await benchVs(opts.vs, deals, opts.rounds, vs)) > 0) process.exitCode = 1;
        return;
      }
      const lead = opts.lead === true;
      const mismatches = await runBench(records, { lead, threads: opts.threads, quiet: opts.quiet === true });
      if (opts.lead !== true) out('against another solver in the same run: --vs CMD (see the solver README)');
      if (mismatches > 0) process.exitCode = 1;
    });
}
