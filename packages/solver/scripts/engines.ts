/**
 * The engines side by side in one process: full tables of the first N oracle boards with each engine
 * in turn (the order rotating each round), the CPU of each run, the nodes (which must be the same for
 * every engine) and the differences from DDS and between the engines. Prints each engine's CPU per
 * round, the median and the median of its per-round ratio to the first engine.
 * Usage: tsx packages/solver/scripts/engines.ts [--count 20] [--from 1] [--rounds 5]
 *   [--engines ts,wasm,wasm-checked] [--strains NT,S,H,D,C] [--lead] [--pbn DEAL]
 * With --lead: the opening-lead scores (West against no-trump, every card) instead of full tables.
 * With --pbn: that deal instead of oracle boards (the engines' results must then agree).
 */
import { SEATS, STRAINS, parsePbnDealFull, unwrap, type Strain } from '@tenace/core';
import { createEngine, holdingsOf, strainResults, STRAIN_INDEX, type EngineKind } from '../src/api.ts';
import { cards, openingPosition } from '../src/position.ts';
import { oracle, type OracleRecord } from '../test/oracle.ts';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}
const count = Number(option('--count', '20'));
const from = Number(option('--from', '1'));
const rounds = Number(option('--rounds', '5'));
const kinds = option('--engines', 'ts,wasm,wasm-checked').split(',') as EngineKind[];
const lead = process.argv.includes('--lead');
const strains = option('--strains', STRAINS.join(',')).split(',') as Strain[];
const pbn = option('--pbn', '');
const records: OracleRecord[] =
  pbn !== ''
    ? [{ board: 0, pbn, dd: {} as OracleRecord['dd'] } as OracleRecord]
    : oracle().slice(from - 1, from - 1 + count);
/** Each engine's results in order, which must be the same for every engine. */
const seen = new Map<EngineKind, string>();
const deals = records.map((r) => unwrap(parsePbnDealFull(r.pbn)));

/** One run of every board with a fresh engine: nodes, CPU ms, differences from the oracle. */
function run(kind: EngineKind): { nodes: number; cpu: number; bad: number } {
  const engine = createEngine(undefined, undefined, kind);
  let bad = 0;
  const got: unknown[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    if (lead) {
      const scores = unwrap(cards(openingPosition(deals[i]!, 'NT', 'W'), { engine }));
      got.push(scores);
      if (pbn === '' && Math.max(...scores.map((v) => v.tricks ?? -1)) !== 13 - r.dd.S.NT) bad++;
      continue;
    }
    const holdings = holdingsOf(deals[i]!);
    for (const st of strains) {
      const res = strainResults(engine, holdings, STRAIN_INDEX[st], undefined, undefined);
      got.push(res);
      if (pbn === '') for (let h = 0; h < 4; h++) if (res[h] !== r.dd[SEATS[h]!][st]) bad++;
    }
  }
  const cpu = process.cpuUsage(cpu0);
  const text = JSON.stringify(got);
  if ([...seen.values()].some((t) => t !== text)) bad++;
  seen.set(kind, text);
  return { nodes: engine.nodes, cpu: (cpu.user + cpu.system) / 1000, bad };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const cpu = new Map<EngineKind, number[]>(kinds.map((k) => [k, []]));
const nodes = new Map<EngineKind, number>();
let failed = false;
for (let round = 0; round < rounds; round++) {
  for (let j = 0; j < kinds.length; j++) {
    const kind = kinds[(round + j) % kinds.length]!;
    const r = run(kind);
    cpu.get(kind)!.push(r.cpu);
    const seen = nodes.get(kind);
    if (seen !== undefined && seen !== r.nodes) failed = true;
    nodes.set(kind, r.nodes);
    if (r.bad > 0) failed = true;
    console.log(
      `round ${round + 1} ${kind}: ${r.nodes} nodes, ${Math.round(r.cpu)} ms CPU, ${r.bad} differences`,
    );
  }
}
const what = lead ? 'opening leads' : `strains ${strains.join(' ')}`;
const which = pbn !== '' ? pbn : `boards ${from}-${from + count - 1}`;
console.log(`${which}, ${what}, ${rounds} rounds (order rotating):`);
const base = cpu.get(kinds[0]!)!;
for (const kind of kinds) {
  const xs = cpu.get(kind)!;
  const ratios = xs.map((x, i) => x / base[i]!);
  console.log(
    `${kind}: ${nodes.get(kind)} nodes; CPU ms ${xs.map(Math.round).join(', ')}; median ${Math.round(median(xs))}; ` +
      `${kinds[0]!}/${kind} ${(1 / median(ratios)).toFixed(3)}× (${(1 / Math.max(...ratios)).toFixed(3)}–${(1 / Math.min(...ratios)).toFixed(3)})`,
  );
}
if (new Set(nodes.values()).size > 1) {
  console.log('the engines searched different numbers of nodes');
  failed = true;
}
process.exitCode = failed ? 1 : 0;
