/**
 * `tenace serve` as a child process (checks that start real servers): on SQLite whatever DATABASE_URL
 * says, unless `postgres` keeps it; a single process whatever REDIS_URL says (a cluster's processes are
 * given --redis).
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = join(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'), 'packages/cli/bin/tenace.js');

/** How a server process is started beyond its arguments (benchmarks). */
export interface Launch {
  /** A CPU list for `taskset -c`, which the process and all its threads are kept to. */
  readonly cpus?: string;
  /** Flags for node itself (V8's among them), before the program. */
  readonly nodeFlags?: readonly string[];
}

/** Starts `tenace serve --no-build ARGS` (`extra`: environment variables set for it). */
export function spawnServe(
  args: readonly string[],
  stdio: StdioOptions,
  postgres = false,
  extra: Readonly<Record<string, string>> = {},
  { cpus, nodeFlags = [] }: Launch = {},
): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (!postgres) delete env.DATABASE_URL;
  // A single process unless asked: REDIS_URL (exported by CI for the cluster tests) would make it one
  // of a cluster.
  delete env.REDIS_URL;
  Object.assign(env, extra);
  // TENACE_SERVE_PROFILE=DIR: each server writes a V8 CPU profile there when it exits (a benchmark's
  // processes then stop with SIGTERM, so that they do).
  const profile = process.env.TENACE_SERVE_PROFILE;
  const flags = profile === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profile}`];
  const command = [process.execPath, ...nodeFlags, ...flags, BIN, 'serve', '--no-build', ...args];
  // taskset runs the command in its own process (exec), so the child's pid is the server's.
  if (cpus !== undefined) return spawn('taskset', ['-c', cpus, ...command], { env, stdio });
  return spawn(command[0]!, command.slice(1), { env, stdio });
}

/** Limits a benchmark or check playing many tables from one address does not reach (`tenace serve` flags). */
export const ROOMY_FLAGS: readonly string[] = [
  ['--tables-per-minute', '--tables-per-client', '--seats-per-minute', '--actions-per-second'],
  ['--chat-per-minute', '--undo-per-minute', '--frames-per-second', '--sockets-per-client'],
]
  .flat()
  .flatMap((flag) => [flag, '1000000000']);

/**
 * Starts `tenace serve --no-build ARGS` and resolves once it prints its URL (fails when it exits first or
 * takes longer than two minutes). `children` gets the process until it exits.
 */
export function serveListening(
  args: readonly string[],
  children: Set<ChildProcess>,
  postgres = false,
  extra: Readonly<Record<string, string>> = {},
  launch: Launch = {},
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawnServe(args, ['ignore', 'pipe', 'inherit'], postgres, extra, launch);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((res, rej) => {
    let out = '';
    const timer = setTimeout(() => {
      rej(new Error(`the server did not start: ${out}`));
    }, 120_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      // The line printed once the tables are restored (log lines before it name the port too).
      const m = /Tenace is serving on (http:\/\/\S+)/.exec(out);
      if (m !== null) {
        clearTimeout(timer);
        res({ child, base: m[1]! });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`the server exited (${code}): ${out}`));
    });
  });
}
