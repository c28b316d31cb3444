import { readFileSync } from 'node:fs';
import { parsePbnDealFull, unwrap } from '@tenace/core';
import { createEngine, holdingsOf, solveNs } from '../src/api.ts';
const lines = readFileSync(new URL('../test/data/dd-oracle-500.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n');
const rec = JSON.parse(lines[Number(process.argv[2] ?? 0)]!);
const strain = Number(process.argv[3] ?? 4);
const eng = createEngine(48);
const h = holdingsOf(unwrap(parsePbnDealFull(rec.pbn)));
for (let leader = 0; leader < 4; leader++) {
  const t = performance.now();
  const n0 = eng.nodes;
  const ns = solveNs(eng, h, strain, leader, 7, { maxNodes: 3e7 }, undefined);
  console.log(
    'leader',
    leader,
    'ns',
    ns,
    'nodes',
    eng.nodes - n0,
    'tt',
    eng.tt.size,
    (performance.now() - t).toFixed(0),
    'ms',
  );
}
console.log(JSON.stringify(rec.dd));
