/**
 * The engines side by side in one process: full tables of the first N oracle boards, the engines
 * taking each board in turn (the order rotating from board to board, so that the machine's load
 * falls on all of them alike), the CPU of each engine, the nodes (which must be the same for every
 * engine) and the differences from DDS and between the engines. Prints each engine's CPU per round,
 * the median and the median of its per-round ratio to the first engine.
 * Usage: tsx packages/solver/scripts/engines.ts [--count 20] [--from 1] [--rounds 5]
 *   [--engines ts,wasm,wasm-checked] [--strains NT,S,H,D,C] [--lead] [--pbn DEAL] [--base FILE]
 * With --base: another build of wasm/engine.ts (say, a copy of wasm/build/engine.wasm made before a
 * change) runs first in each round as the engine `base`, so that a step is measured against the search
 * before it in the same process; its nodes may differ, its results must not.
 * With --lead: the opening-lead scores (West against no-trump, every card) instead of full tables.
 * With --pbn: that deal instead of oracle boards (the engines' results must then agree).
 */
import { readFileSync } from 'node:fs';
import { SEATS, STRAINS, parsePbnDealFull, unwrap, type Strain } from '@tenace/core';
import { createEngine, holdingsOf, strainResults, STRAIN_INDEX, type EngineKind } from '../src/api.ts';
import { WasmEngine, wasmApi } from '../src/wasmEngine.ts';
import { cards, openingPosition } from '../src/position.ts';
import { oracle, type OracleRecord } from '../test/oracle.ts';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}
const count = Number(option('--count', '20'));
const from = Number(option('--from', '1'));
const rounds = Number(option('--rounds', '5'));
const baseFile = option('--base', '');
/** `base`: the build in --base FILE. */
type Kind = EngineKind | 'base';
const kinds: Kind[] = [
  ...(baseFile !== '' ? ['base' as const] : []),
  ...(option('--engines', baseFile !== '' ? 'wasm' : 'ts,wasm,wasm-checked').split(',') as EngineKind[]),
];
const baseModule = baseFile !== '' ? new wasmApi.Module(readFileSync(baseFile)) : null;
const lead = process.argv.includes('--lead');
const strains = option('--strains', STRAINS.join(',')).split(',') as Strain[];
const pbn = option('--pbn', '');
const records: OracleRecord[] =
  pbn !== ''
    ? [{ board: 0, pbn, dd: {} as OracleRecord['dd'] } as OracleRecord]
    : oracle().slice(from - 1, from - 1 + count);
/** Each engine's results in order, which must be the same for every engine. */
const seen = new Map<Kind, string>();
const deals = records.map((r) => unwrap(parsePbnDealFull(r.pbn)));

interface RunResult {
  nodes: number;
  cpu: number;
  bad: number;
}

/**
 * One round: every board with a fresh engine of each kind, the engines taking each board in turn
 * (the order rotating from board to board), so that a change in the machine's load falls on all of
 * them alike. Each engine's nodes, CPU ms and differences from the oracle.
 */
function round(order: readonly Kind[]): Map<Kind, RunResult> {
  const engines = order.map((kind) =>
    kind === 'base' ? new WasmEngine(baseModule!) : createEngine(undefined, undefined, kind),
  );
  const out = order.map(() => ({ nodes: 0, cpu: 0, bad: 0 }));
  const got: unknown[][] = order.map(() => []);
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    for (let j = 0; j < order.length; j++) {
      const k = (i + j) % order.length;
      const engine = engines[k]!;
      const cpu0 = process.cpuUsage();
      if (lead) {
        const scores = unwrap(cards(openingPosition(deals[i]!, 'NT', 'W'), { engine }));
        got[k]!.push(scores);
        if (pbn === '' && Math.max(...scores.map((v) => v.tricks ?? -1)) !== 13 - r.dd.S.NT) out[k]!.bad++;
      } else {
        const holdings = holdingsOf(deals[i]!);
        for (const st of strains) {
          const res = strainResults(engine, holdings, STRAIN_INDEX[st], undefined, undefined);
          got[k]!.push(res);
          if (pbn === '') for (let h = 0; h < 4; h++) if (res[h] !== r.dd[SEATS[h]!][st]) out[k]!.bad++;
        }
      }
      const cpu = process.cpuUsage(cpu0);
      out[k]!.cpu += (cpu.user + cpu.system) / 1000;
    }
  }
  const results = new Map<Kind, RunResult>();
  order.forEach((kind, k) => {
    const text = JSON.stringify(got[k]);
    if ([...seen.values()].some((t) => t !== text)) out[k]!.bad++;
    seen.set(kind, text);
    results.set(kind, { ...out[k]!, nodes: engines[k]!.nodes });
  });
  return results;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const cpu = new Map<Kind, number[]>(kinds.map((k) => [k, []]));
const nodes = new Map<Kind, number>();
let failed = false;
for (let r = 0; r < rounds; r++) {
  const order = kinds.map((_, j) => kinds[(r + j) % kinds.length]!);
  const results = round(order);
  for (const kind of order) {
    const res = results.get(kind)!;
    cpu.get(kind)!.push(res.cpu);
    const known = nodes.get(kind);
    if (known !== undefined && known !== res.nodes) failed = true;
    nodes.set(kind, res.nodes);
    if (res.bad > 0) failed = true;
    console.log(
      `round ${r + 1} ${kind}: ${res.nodes} nodes, ${Math.round(res.cpu)} ms CPU, ${res.bad} differences`,
    );
  }
}
const what = lead ? 'opening leads' : `strains ${strains.join(' ')}`;
const which = pbn !== '' ? pbn : `boards ${from}-${from + count - 1}`;
console.log(`${which}, ${what}, ${rounds} rounds (engines in turn on each board, order rotating):`);
const base = cpu.get(kinds[0]!)!;
for (const kind of kinds) {
  const xs = cpu.get(kind)!;
  const ratios = xs.map((x, i) => x / base[i]!);
  console.log(
    `${kind}: ${nodes.get(kind)} nodes; CPU ms ${xs.map(Math.round).join(', ')}; median ${Math.round(median(xs))}; ` +
      `${kinds[0]!}/${kind} ${(1 / median(ratios)).toFixed(3)}× (${(1 / Math.max(...ratios)).toFixed(3)}–${(1 / Math.min(...ratios)).toFixed(3)})`,
  );
}
if (new Set([...nodes].filter(([k]) => k !== 'base').map(([, n]) => n)).size > 1) {
  console.log('the engines searched different numbers of nodes');
  failed = true;
}
process.exitCode = failed ? 1 : 0;
