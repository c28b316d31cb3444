/**
 * `tenace bench --vs CMD`: Tenace's solver and an external solver command on the same oracle deals,
 * turn about, each as a whole process measured by GNU time (user + system CPU and peak resident
 * memory). The ratio of each pair of runs is Tenace's CPU over the other's; the bench prints their
 * median and spread, so a shared machine's load falls on both sides of every ratio alike. Full tables,
 * or (`lead`) the opening-lead scores of West against no-trump.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEATS, type Seat, type Strain } from '@tenace/core';
import { InputError, out } from '../io.ts';

/** The order of the 20 numbers of a deal's line: declarers N, E, S, W, each in these strains. */
const LINE_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** GNU time, which reports a child's CPU and peak memory (`-f`, `-o`). */
const TIME = '/usr/bin/time';
const TENACE = fileURLToPath(new URL('../../bin/tenace.js', import.meta.url));
/** The entry of the bundled process (benchProcess.ts) and the engine it loads. */
const PROCESS_ENTRY = fileURLToPath(new URL('../benchProcess.ts', import.meta.url));
const ENGINE_WASM = fileURLToPath(new URL('../../../solver/wasm/build/engine.wasm', import.meta.url));

/** How Tenace's side runs: what it solves, and whether bundled (see `tenaceCommand`). */
export interface VsOptions {
  readonly lead: boolean;
  /** Bundled into one JavaScript file, or through the TypeScript loader as `tenace bench`. */
  readonly bundle: boolean;
  /** The oracle file both sides' deals come from. */
  readonly oracle: string;
}

export interface VsDeal {
  readonly pbn: string;
  readonly dd: { readonly [S in Seat]: { readonly [T in Strain]: number } };
}

/** One measured process: CPU seconds (user + system), peak resident memory in MB, its output. */
export interface Measured {
  readonly cpu: number;
  readonly peakMb: number;
  readonly stdout: string;
  readonly status: number | null;
}

/** Reads GNU time's `-f '%U %S %M'` line: user s, system s, peak resident KB. */
export function parseTimeLine(line: string): { cpu: number; peakMb: number } | null {
  const m = /^\s*([\d.]+) ([\d.]+) (\d+)\s*$/.exec(line.trim().split('\n').pop() ?? '');
  if (m === null) return null;
  return { cpu: Number(m[1]) + Number(m[2]), peakMb: Number(m[3]) / 1024 };
}

/** The shell command line for the external solver: every `{deals}` replaced by the deals file. */
export function commandLine(cmd: string, dealsFile: string): string {
  const quoted = `'${dealsFile.replace(/'/g, `'\\''`)}'`;
  return cmd.split('{deals}').join(quoted);
}

/**
 * Results differing from the oracle in an external solver's output, when it prints one line per deal
 * of 20 whole numbers (declarers N, E, S, W, each in NT, S, H, D, C); null for any other output.
 */
export function differences(stdout: string, deals: readonly VsDeal[]): number | null {
  const lines = stdout.split('\n').filter((l) => /^\s*\d+(\s+\d+){19}\s*$/.test(l));
  if (lines.length !== deals.length) return null;
  let bad = 0;
  lines.forEach((l, i) => {
    const v = l.trim().split(/\s+/).map(Number);
    let k = 0;
    for (const seat of SEATS) for (const st of LINE_STRAINS) if (v[k++] !== deals[i]!.dd[seat][st]) bad++;
  });
  return bad;
}

/**
 * Deals whose best opening-lead score differs from the oracle in an external solver's output, when it
 * prints one line per deal starting with West's best score against no-trump (DDS's `futureTricks`
 * score, then anything, as `ddsLeads.c` prints); null for any other output.
 */
export function leadDifferences(stdout: string, deals: readonly VsDeal[]): number | null {
  const lines = stdout.split('\n').filter((l) => /^\s*\d+(\s+\d+)*\s*$/.test(l));
  if (lines.length !== deals.length) return null;
  return lines.filter((l, i) => Number(l.trim().split(/\s+/)[0]) !== 13 - deals[i]!.dd.S.NT).length;
}

/** Median and extremes of a list of ratios. */
export function spread(xs: readonly number[]): { median: number; min: number; max: number } {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  const median = n === 0 ? NaN : n % 2 === 1 ? s[(n - 1) >> 1]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
  return { median, min: s[0] ?? NaN, max: s[n - 1] ?? NaN };
}

function measure(shellCommand: string, dir: string, input: string): Measured {
  const timeFile = join(dir, 'time.txt');
  const r = spawnSync(TIME, ['-f', '%U %S %M', '-o', timeFile, '/bin/sh', '-c', shellCommand], {
    encoding: 'utf8',
    input,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const t = existsSync(timeFile) ? parseTimeLine(readFileSync(timeFile, 'utf8')) : null;
  if (t === null) throw new InputError(`bench --vs: could not measure "${shellCommand}" with ${TIME}`);
  return { ...t, stdout: r.stdout, status: r.status };
}

/**
 * The shell command for Tenace's side. Bundled (the default), benchProcess.ts and what it imports
 * become one JavaScript file in `dir`, built once before the pairs and not timed, and the process runs
 * it with plain Node: what it spends is the solver's work and Node's start, as a compiled solver's
 * process is its work and its start. Unbundled, it is `tenace bench`, whose start adds the TypeScript
 * loader (about 0.3 s of CPU) and the modules it transpiles.
 */
export async function tenaceCommand(count: number, vs: VsOptions, dir: string): Promise<string> {
  const node = `'${process.execPath}'`;
  if (!vs.bundle)
    return `${node} '${TENACE}' bench --count ${count} --threads 1 --quiet${vs.lead ? ' --lead' : ''}`;
  if (!existsSync(ENGINE_WASM) || statSync(ENGINE_WASM).size === 0)
    throw new InputError(`bench --vs: the WebAssembly engine is not built (${ENGINE_WASM}: npm ci)`);
  const outfile = join(dir, 'bench.mjs');
  const { build } = await import('esbuild');
  await build({
    entryPoints: [PROCESS_ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'error',
  });
  return `${node} '${outfile}' '${vs.oracle}' ${count} ${vs.lead ? 'lead' : 'tables'} '${ENGINE_WASM}'`;
}

/**
 * Runs `rounds` pairs. Tenace runs `tenace bench` on the first `deals.length` oracle deals in one
 * thread; the other command gets the same deals, one PBN deal a line, on standard input and in the
 * file named by `{deals}` in the command. With `lead`, both sides score West's opening leads against
 * no-trump (`tenace bench --lead`) instead of full tables.
 */
export async function benchVs(
  cmd: string,
  deals: readonly VsDeal[],
  rounds: number,
  vs: VsOptions,
): Promise<number> {
  if (!existsSync(TIME)) throw new InputError(`bench --vs needs GNU time at ${TIME} (Debian package "time")`);
  const lead = vs.lead;
  const dir = mkdtempSync(join(tmpdir(), 'tenace-bench-'));
  try {
    const dealsFile = join(dir, 'deals.pbn');
    const input = deals.map((d) => `${d.pbn}\n`).join('');
    writeFileSync(dealsFile, input);
    const tenace = await tenaceCommand(deals.length, vs, dir);
    const other = commandLine(cmd, dealsFile);
    const ratios: number[] = [];
    let peakTenace = 0;
    let peakOther = 0;
    let failed = 0;
    const what = lead ? 'opening-lead scores (West against no-trump)' : 'full tables';
    const how = vs.bundle ? 'Tenace bundled' : 'Tenace through the TypeScript loader';
    out(`${deals.length} deals, ${what}, one thread each, ${rounds} pairs, turn about (${how})`);
    for (let i = 0; i < rounds; i++) {
      // Alternate who goes first so a change of load does not always fall on the same side.
      const first = i % 2 === 0;
      const a = first ? measure(tenace, dir, '') : null;
      const b = measure(other, dir, input);
      const t = a ?? measure(tenace, dir, '');
      const diff = lead ? leadDifferences(b.stdout, deals) : differences(b.stdout, deals);
      if (t.status !== 0) failed++;
      if (b.status !== 0 || (diff !== null && diff > 0)) failed++;
      const ratio = b.cpu > 0 ? t.cpu / b.cpu : NaN;
      if (b.cpu > 0) ratios.push(ratio);
      peakTenace = Math.max(peakTenace, t.peakMb);
      peakOther = Math.max(peakOther, b.peakMb);
      out(
        `pair ${i + 1}: Tenace ${t.cpu.toFixed(2)} s CPU, ${t.peakMb.toFixed(0)} MB peak${t.status === 0 ? '' : ' (FAILED)'}; ` +
          `other ${b.cpu.toFixed(2)} s CPU, ${b.peakMb.toFixed(0)} MB peak` +
          `${b.status === 0 ? '' : ` (exit ${b.status})`}${diff === null ? '' : `, ${diff} ${lead ? 'deals' : 'results'} differing`}; ratio ${b.cpu > 0 ? ratio.toFixed(3) : 'n/a'}`,
      );
    }
    const s = spread(ratios);
    out(
      `CPU ratio Tenace / other: median ${s.median.toFixed(3)}, spread ${s.min.toFixed(3)}-${s.max.toFixed(3)}; ` +
        `peak memory Tenace ${peakTenace.toFixed(0)} MB, other ${peakOther.toFixed(0)} MB`,
    );
    return failed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
