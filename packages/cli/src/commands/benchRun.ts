/**
 * The measured part of `tenace bench`: the solver on oracle deals (full tables, or West's opening
 * leads against no-trump), checked against the oracle, and the summary it prints. Both the command
 * and the bundled process of `bench --vs` (benchProcess.ts) run it, so they time the same work.
 */
import { SEATS, STRAINS, parsePbnDealFull } from '@tenace/core';
import { cards, createEngine, openingPosition, type DdTable } from '@tenace/solver';

export interface OracleRecord {
  readonly board: number;
  readonly pbn: string;
  readonly dd: DdTable;
}

export interface BenchRun {
  readonly lead: boolean;
  readonly threads: number;
  readonly quiet: boolean;
}

/** The first `count` records of an oracle file's text (one JSON record a line). */
export function oracleRecords(text: string, count: number): OracleRecord[] {
  return text
    .trim()
    .split('\n')
    .slice(0, count)
    .map((l) => JSON.parse(l) as OracleRecord);
}

// Not io.ts's `out`: that module brings the command line's parser into the bundled process.
function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

function stats(ms: number[]): { mean: number; median: number; p95: number; total: number } {
  const s = [...ms].sort((a, b) => a - b);
  const total = s.reduce((a, b) => a + b, 0);
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { mean: total / Math.max(1, s.length), median: at(0.5), p95: at(0.95), total };
}

/** Solves the records, prints the summary and returns how many results differ from the oracle. */
export async function runBench(records: readonly OracleRecord[], run: BenchRun): Promise<number> {
  const times: number[] = [];
  let mismatches = 0;
  let nodes = 0;
  let threadBytes = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  if (run.lead) {
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
      if (!run.quiet) out(`board ${rec.board}: ${times[times.length - 1]!.toFixed(1)} ms`);
    }
  } else {
    const { TableSolver } = await import('./tableSolver.ts');
    const solver = new TableSolver(run.threads, undefined);
    for (const rec of records) {
      const deal = parsePbnDealFull(rec.pbn);
      if (!deal.ok) continue;
      const t0 = performance.now();
      const table = await solver.table(deal.value);
      times.push(performance.now() - t0);
      for (const seat of SEATS) for (const s of STRAINS) if (table[seat][s] !== rec.dd[seat][s]) mismatches++;
      if (!run.quiet) out(`board ${rec.board}: ${times[times.length - 1]!.toFixed(1)} ms`);
    }
    nodes = solver.nodes;
    threadBytes = solver.peakThreadBytes();
    await solver.close();
  }
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  const cpuPerDeal = (cpu.user + cpu.system) / 1000 / Math.max(1, records.length);
  const s = stats(times);
  const what = run.lead ? 'opening-lead scores' : 'full tables';
  out(`${records.length} deals, ${what}, ${run.threads} thread(s): wall ${(wall / 1000).toFixed(1)} s`);
  out(`ms per deal: mean ${s.mean.toFixed(1)}, median ${s.median.toFixed(1)}, p95 ${s.p95.toFixed(1)}`);
  out(`nodes: ${nodes}; per second: ${((nodes / Math.max(1, wall)) * 1000).toFixed(0)}`);
  // CPU time of the whole process (all threads): less sensitive than wall time to other load.
  out(`CPU ms per deal (process, all threads): ${cpuPerDeal.toFixed(1)}`);
  out(`results differing from the oracle: ${mismatches}`);
  const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);
  out(
    `peak memory: process ${mb(process.resourceUsage().maxRSS * 1024)} MB` +
      (threadBytes > 0 ? `, per solving thread ${mb(threadBytes)} MB (transposition table and heap)` : ''),
  );
  return mismatches;
}
