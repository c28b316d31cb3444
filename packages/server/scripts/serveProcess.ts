/** `tenace serve` as a child process, on SQLite whatever DATABASE_URL says (checks that start real servers). */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = join(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'), 'packages/cli/bin/tenace.js');

/** Starts `tenace serve --no-build ARGS`. */
export function spawnServe(args: readonly string[], stdio: StdioOptions): ChildProcess {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return spawn(process.execPath, [BIN, 'serve', '--no-build', ...args], { env, stdio });
}

/** Limits a benchmark or check playing many tables from one address does not reach (`tenace serve` flags). */
export const ROOMY_FLAGS: readonly string[] = [
  ['--tables-per-minute', '--tables-per-client', '--seats-per-minute', '--actions-per-second'],
  ['--chat-per-minute', '--undo-per-minute', '--frames-per-second', '--sockets-per-client'],
]
  .flat()
  .flatMap((flag) => [flag, '1000000000']);
