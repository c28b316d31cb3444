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
