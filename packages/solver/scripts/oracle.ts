/**
 * The full oracle check (root script ci:solver-oracle): every table entry and par of the 500 DDS 2.9
 * boards must match. Usage: tsx packages/solver/scripts/oracle.ts [--count N] [--threads N]
 * Exits 1 on any difference.
 */
import { readFileSync } from 'node:fs';
import {
  SEATS,
  STRAINS,
  parsePbnDealFull,
  unwrap,
  type Seat,
  type Strain,
  type Vulnerability,
} from '@tenace/core';
import { par } from '../src/par.ts';
import { SolverPool } from '../src/pool.ts';

interface OracleRecord {
  board: number;
  dealer: Seat;
  vul: Vulnerability;
  pbn: string;
  dd: Record<Seat, Record<Strain, number>>;
  par: { score: number; contracts: string[] };
}

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

const records = readFileSync(new URL('../test/data/dd-oracle-500.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as OracleRecord)
  .slice(0, option('--count', 500));
const pool = new SolverPool({ threads: option('--threads', 2) });
const start = Date.now();
let bad = 0;
let done = 0;
try {
  // Keep a few deals in flight so every worker stays busy; report in board order.
  const pending = records.map((r) => ({ r, table: null as Promise<unknown> | null }));
  const window = option('--threads', 2) * 2;
  for (let i = 0; i < pending.length; i++) {
    for (let j = i; j < Math.min(pending.length, i + window); j++)
      pending[j]!.table ??= pool.table(unwrap(parsePbnDealFull(pending[j]!.r.pbn)));
    const { r } = pending[i]!;
    const t = (await pending[i]!.table) as Record<Seat, Record<Strain, number | null>>;
    for (const s of SEATS)
      for (const st of STRAINS)
        if (t[s][st] !== r.dd[s][st]) {
          bad++;
          console.log(`board ${r.board}: ${s} ${st} solver ${t[s][st]} DDS ${r.dd[s][st]}`);
        }
    const p = par(t, r.dealer, r.vul);
    if (p.score !== r.par.score || p.contracts.join() !== r.par.contracts.join()) {
      bad++;
      console.log(`board ${r.board}: par ${JSON.stringify(p)} DDS ${JSON.stringify(r.par)}`);
    }
    done++;
    if (done % 10 === 0)
      console.log(`${done} boards, ${bad} differences, ${((Date.now() - start) / 1000).toFixed(0)} s`);
  }
} finally {
  await pool.close();
}
console.log(`${done} boards (${done * 20} results, ${done} pars): ${bad} differences`);
process.exitCode = bad === 0 ? 0 : 1;
