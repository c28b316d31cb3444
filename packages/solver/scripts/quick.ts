import { readFileSync } from 'node:fs';
import { parsePbnDealFull, unwrap } from '@tenace/core';
import { table, defaultEngine } from '../src/api.ts';
const lines = readFileSync(new URL('../test/data/dd-oracle-500.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n');
const n = Number(process.argv[2] ?? 20);
let bad = 0;
const times: number[] = [];
const eng = defaultEngine();
const t0 = Date.now();
const n0 = eng.nodes;
for (const line of lines.slice(0, n)) {
  const rec = JSON.parse(line);
  const deal = unwrap(parsePbnDealFull(rec.pbn));
  const t = performance.now();
  const tab = table(deal);
  times.push(performance.now() - t);
  for (const s of ['N', 'E', 'S', 'W'] as const)
    for (const st of ['NT', 'S', 'H', 'D', 'C'] as const)
      if (tab[s][st] !== rec.dd[s][st]) {
        bad++;
        console.log('board', rec.board, s, st, tab[s][st], rec.dd[s][st]);
      }
}
times.sort((a, b) => a - b);
console.log(
  `deals ${n} mismatches ${bad} total ${Date.now() - t0}ms mean ${(times.reduce((a, b) => a + b, 0) / n).toFixed(1)} median ${times[n >> 1]!.toFixed(1)} max ${times[n - 1]!.toFixed(0)} nodes/s ${((eng.nodes - n0) / ((Date.now() - t0) / 1000) / 1e6).toFixed(2)}M`,
);
