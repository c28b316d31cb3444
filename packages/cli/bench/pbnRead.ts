/**
 * Benchmark (npm run bench:pbn): `tenace pbn --json` on a generated file of 7,200 games (3,600 boards, two
 * rooms) in which the closed rooms omit the board's tags, auctions lack their leading passes, play rows are
 * in the order played and Contract tags lose their doubles, against the same games written clean, in the
 * same run: runs interleaved (clean, quirky, clean, …), medians printed with their ratio. Also the CLI's
 * start-up alone (`tenace --help`) and the in-process read (parsePbn) of both files.
 *
 *   tsx packages/cli/bench/pbnRead.ts [--boards 3600] [--rounds 5]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePbn, parsePbn } from '@tenace/core';
import { applyQuirks, cleanGames } from '../../core/test/pbnQuirks.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i < 0 ? fallback : Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} must be a positive whole number`);
  return v;
}
const boards = arg('--boards', 3600);
const rounds = arg('--rounds', 5);
const bin = fileURLToPath(new URL('../bin/tenace.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'tenace-bench-pbn-'));

const t0 = performance.now();
const clean = cleanGames('bench', boards);
const quirked = applyQuirks(clean, [
  'inherited-tags',
  'leading-passes',
  'played-order-play',
  'contract-doubling',
]);
const files = { clean: join(dir, 'clean.pbn'), quirky: join(dir, 'quirky.pbn') };
const texts = { clean: makePbn(clean), quirky: makePbn(quirked.games) };
writeFileSync(files.clean, texts.clean);
writeFileSync(files.quirky, texts.quirky);
console.log(
  `generated ${clean.length} games in ${((performance.now() - t0) / 1000).toFixed(1)} s; quirks in ${Object.entries(
    quirked.expected,
  )
    .map(([k, v]) => `${k} ${v.length}`)
    .join(', ')}`,
);

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
function timed(f: () => void): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}
const cli =
  (args: string[]): (() => void) =>
  () => {
    execFileSync('node', [bin, ...args], { stdio: ['ignore', 'ignore', 'ignore'], maxBuffer: 1 << 30 });
  };

// Check once that the quirky file is read as repaired and the output has one line per game.
const out = execFileSync('node', [bin, 'pbn', '--json', files.quirky], {
  encoding: 'utf8',
  maxBuffer: 1 << 30,
});
const lines = out.trimEnd().split('\n');
const first = JSON.parse(lines[0]!) as { fixes: string[] };
console.log(`tenace pbn --json: ${lines.length} lines; the quirky file's fixes: ${first.fixes.join(', ')}`);

const runs: Record<string, number[]> = {
  startup: [],
  clean: [],
  quirky: [],
  parseClean: [],
  parseQuirky: [],
};
for (let r = 0; r < rounds; r++) {
  runs.startup!.push(timed(cli(['--help'])));
  runs.clean!.push(timed(cli(['pbn', '--json', files.clean])));
  runs.quirky!.push(timed(cli(['pbn', '--json', files.quirky])));
  runs.parseClean!.push(timed(() => parsePbn(texts.clean)));
  runs.parseQuirky!.push(timed(() => parsePbn(texts.quirky)));
}
const m = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, median(v)])) as Record<string, number>;
const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
console.log(`medians of ${rounds} interleaved runs (${clean.length} games):`);
console.log(`  tenace --help (start-up)        ${s(m.startup!)}`);
console.log(`  tenace pbn --json, clean file   ${s(m.clean!)}`);
console.log(
  `  tenace pbn --json, quirky file  ${s(m.quirky!)}   ratio to clean ${(m.quirky! / m.clean!).toFixed(2)}`,
);
console.log(`  parsePbn, clean file            ${s(m.parseClean!)}`);
console.log(
  `  parsePbn, quirky file           ${s(m.parseQuirky!)}   ratio to clean ${(m.parseQuirky! / m.parseClean!).toFixed(2)}`,
);
