/**
 * Node counts per strain (single thread) for the first N oracle boards, checked against DDS.
 * Usage: tsx packages/solver/scripts/nodes.ts [--count N] [--from K] [--strains NT,S] [--mb MB] [--lead]
 *   [--engine ts|wasm|wasm-checked]
 * With --lead: the opening-lead scores instead (West leads against no-trump, every card, like
 * `tenace bench --lead`), checked against the table's South no-trump result.
 */
import { readFileSync } from 'node:fs';
import { SEATS, parsePbnDealFull, unwrap, type Seat, type Strain } from '@tenace/core';
import { cards, openingPosition } from '../src/position.ts';
import { createEngine, holdingsOf, strainResults, STRAIN_INDEX, type EngineKind } from '../src/api.ts';
import { DEFAULT_TABLE_MB } from '../src/transTable.ts';

interface OracleRecord {
  board: number;
  pbn: string;
  dd: Record<Seat, Record<Strain, number>>;
}

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}
const count = Number(option('--count', '3'));
const from = Number(option('--from', '1'));
const strains = option('--strains', 'NT,S,H,D,C').split(',') as Strain[];
const records = readFileSync(new URL('../test/data/dd-oracle-500.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as OracleRecord)
  .slice(from - 1, from - 1 + count);
const engine = createEngine(
  Number(option('--mb', String(DEFAULT_TABLE_MB))),
  undefined,
  option('--engine', 'ts') as EngineKind,
);
let totalNodes = 0;
let totalMs = 0;
const cpu0 = process.cpuUsage();
let bad = 0;
const lead = process.argv.includes('--lead');
for (const r of records) {
  const deal = unwrap(parsePbnDealFull(r.pbn));
  const holdings = holdingsOf(deal);
  const parts: string[] = [];
  if (lead) {
    const n0 = engine.nodes;
    const t0 = Date.now();
    const scores = unwrap(cards(openingPosition(deal, 'NT', 'W'), { engine }));
    const best = Math.max(...scores.map((v) => v.tricks ?? -1));
    if (best !== 13 - r.dd.S.NT) bad++;
    totalNodes += engine.nodes - n0;
    totalMs += Date.now() - t0;
    continue;
  }
  let boardNodes = 0;
  const t0 = Date.now();
  for (const st of strains) {
    const n0 = engine.nodes;
    const res = strainResults(engine, holdings, STRAIN_INDEX[st], undefined, undefined);
    const n = engine.nodes - n0;
    boardNodes += n;
    for (let h = 0; h < 4; h++) if (res[h] !== r.dd[SEATS[h]!][st]) bad++;
    parts.push(`${st} ${n}`);
  }
  const ms = Date.now() - t0;
  totalNodes += boardNodes;
  totalMs += ms;
  console.log(`board ${r.board}: ${parts.join(', ')}; total ${boardNodes} nodes, ${ms} ms`);
}
console.log(`stats ${Array.from(engine.stats).join(' ')}`);
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(
  `${records.length} boards: ${totalNodes} nodes, ${totalMs} ms wall, ${Math.round(cpuMs)} ms CPU (${Math.round(cpuMs / records.length)} ms a table, ${Math.round(totalNodes / cpuMs)}k nodes/s), ${bad} differences`,
);
process.exitCode = bad === 0 ? 0 : 1;
