/**
 * Benchmark (npm run bench:pbn): `tenace pbn --json` on a generated file of 7,200 games (3,600 boards, two
 * rooms) in which the closed rooms omit the board's tags, auctions lack their leading passes, play rows are
 * in the order played and Contract tags lose their doubles, against the same games written clean, in the
 * same run: runs interleaved (clean, quirky, clean, …), medians printed with their ratio. Also the CLI's
 * start-up alone (`tenace --help`) and the in-process read (parsePbn) of both files. Wall time and CPU time
 * (user + system, from /usr/bin/time for the CLI, process.cpuUsage in process) are both printed: on a
 * shared machine the CPU time is the steadier of the two.
 *
 *   tsx packages/cli/bench/pbnRead.ts [--boards 3600] [--rounds 5]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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
interface Timing {
  wall: number;
  cpu: number;
}
function inProcess(f: () => void): Timing {
  const c = process.cpuUsage();
  const t = performance.now();
  f();
  const wall = performance.now() - t;
  const d = process.cpuUsage(c);
  return { wall, cpu: (d.user + d.system) / 1000 };
}
const TIME = '/usr/bin/time';
const hasTime = existsSync(TIME);
function cli(args: string[]): Timing {
  const t = performance.now();
  const r = hasTime
    ? spawnSync(TIME, ['-f', '%U %S', 'node', bin, ...args], {
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
      })
    : spawnSync('node', [bin, ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const wall = performance.now() - t;
  if (r.status !== 0) throw new Error(`tenace ${args.join(' ')} failed: ${r.stderr}`);
  const last = r.stderr.trimEnd().split('\n').pop() ?? '';
  const [u, sys] = last.split(' ').map(Number);
  return { wall, cpu: hasTime ? ((u ?? NaN) + (sys ?? NaN)) * 1000 : NaN };
}

// Check once that the quirky file is read as repaired and the output has one line per game.
const out = execFileSync('node', [bin, 'pbn', '--json', files.quirky], {
  encoding: 'utf8',
  maxBuffer: 1 << 30,
});
const lines = out.trimEnd().split('\n');
const first = JSON.parse(lines[0]!) as { fixes: string[] };
console.log(`tenace pbn --json: ${lines.length} lines; the quirky file's fixes: ${first.fixes.join(', ')}`);

const runs: Record<string, Timing[]> = {
  startup: [],
  clean: [],
  quirky: [],
  parseClean: [],
  parseQuirky: [],
};
for (let r = 0; r < rounds; r++) {
  runs.startup!.push(cli(['--help']));
  runs.clean!.push(cli(['pbn', '--json', files.clean]));
  runs.quirky!.push(cli(['pbn', '--json', files.quirky]));
  runs.parseClean!.push(inProcess(() => parsePbn(texts.clean)));
  runs.parseQuirky!.push(inProcess(() => parsePbn(texts.quirky)));
}
const m = Object.fromEntries(
  Object.entries(runs).map(([k, v]) => [
    k,
    { wall: median(v.map((x) => x.wall)), cpu: median(v.map((x) => x.cpu)) },
  ]),
) as Record<string, Timing>;
const s = (ms: number): string => (Number.isNaN(ms) ? '   ?  ' : `${(ms / 1000).toFixed(2)} s`);
const row = (label: string, t: Timing, base?: Timing): string =>
  `  ${label.padEnd(32)} wall ${s(t.wall)}  cpu ${s(t.cpu)}${
    base === undefined
      ? ''
      : `   ratio to clean: wall ${(t.wall / base.wall).toFixed(2)}, cpu ${(t.cpu / base.cpu).toFixed(2)}`
  }`;
console.log(
  `medians of ${rounds} interleaved runs (${clean.length} games), load average ${loadavg()[0]!.toFixed(1)}:`,
);
console.log(row('tenace --help (start-up)', m.startup!));
console.log(row('tenace pbn --json, clean file', m.clean!));
console.log(row('tenace pbn --json, quirky file', m.quirky!, m.clean));
console.log(row('parsePbn, clean file', m.parseClean!));
console.log(row('parsePbn, quirky file', m.parseQuirky!, m.parseClean));
