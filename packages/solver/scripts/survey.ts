import { readFileSync } from 'node:fs';
import { parsePbnDealFull, unwrap, SEATS, rotate } from '@tenace/core';
import { createEngine, solve } from '../src/api.ts';
const lines = readFileSync(new URL('../test/data/dd-oracle-500.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n');
const engine = createEngine(16);
for (const line of lines.slice(0, 8)) {
  const r = JSON.parse(line);
  const deal = unwrap(parsePbnDealFull(r.pbn));
  for (const strain of ['NT', 'S', 'H', 'D', 'C'] as const) {
    const declarer = SEATS[(r.board + strain.length) % 4]!;
    const n0 = engine.nodes;
    const got = solve(deal, strain, rotate(declarer, 1), { engine, budget: { maxNodes: 3000000 } });
    const v = got.ok ? got.value : 'err';
    console.log(
      r.board,
      strain,
      declarer,
      engine.nodes - n0,
      v === null
        ? 'null'
        : v === 'err'
          ? 'err'
          : 13 - (v as number) === r.dd[declarer][strain]
            ? 'ok'
            : 'MISMATCH',
    );
  }
}
