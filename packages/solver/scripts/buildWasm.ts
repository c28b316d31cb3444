/**
 * Builds the WebAssembly engine from the AssemblyScript port in wasm/ with the pinned `asc`:
 * wasm/build/engine.wasm (array bounds unchecked, the fast build) and wasm/build/engine-checked.wasm
 * (every array access checked; a stray index aborts with an error instead of reading memory).
 * Usage: tsx packages/solver/scripts/buildWasm.ts (run by `npm ci` through the root `prepare`).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

const dir = fileURLToPath(new URL('../wasm/', import.meta.url));
mkdirSync(`${dir}build`, { recursive: true });

const builds: { file: string; flags: string[] }[] = [
  { file: 'engine.wasm', flags: ['--uncheckedBehavior', 'always'] },
  { file: 'engine-checked.wasm', flags: [] },
];
let failed = false;
for (const b of builds) {
  const { error } = await asc.main(
    [
      `${dir}engine.ts`,
      '-O3',
      '--runtime',
      'stub',
      '--noAssert',
      '--outFile',
      `${dir}build/${b.file}`,
      ...b.flags,
    ],
    { stdout: process.stdout, stderr: process.stderr },
  );
  if (error) {
    console.error(`solver: building ${b.file} failed: ${error.message}`);
    failed = true;
  }
}
if (failed) process.exit(1);
