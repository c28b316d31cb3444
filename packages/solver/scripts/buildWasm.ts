/**
 * Builds the WebAssembly engine from the AssemblyScript port in wasm/ with the pinned `asc`:
 * wasm/build/engine.wasm (array bounds unchecked, the fast build) and wasm/build/engine-checked.wasm
 * (every array access checked: a stray index stops the search with an error instead of reading other
 * memory). Run by `npm ci` (the root `prepare`), by the solver's tests when the build is older than
 * its sources, and by hand: `npm run build:wasm -w packages/solver` (`--if-stale` to skip a fresh build).
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import asc from 'assemblyscript/asc';

const dir = fileURLToPath(new URL('../wasm/', import.meta.url));

const BUILDS: readonly { file: string; flags: string[] }[] = [
  { file: 'engine.wasm', flags: ['--uncheckedBehavior', 'always'] },
  { file: 'engine-checked.wasm', flags: [] },
];

/** Whether a build is missing or older than a source of the port (or this script). */
export function wasmIsStale(): boolean {
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `${dir}${f}`);
  sources.push(fileURLToPath(import.meta.url));
  const newest = Math.max(...sources.map((f) => statSync(f).mtimeMs));
  return BUILDS.some((b) => {
    const out = `${dir}build/${b.file}`;
    return !existsSync(out) || statSync(out).mtimeMs < newest;
  });
}

/** Builds both files; throws naming the build that failed (asc prints the diagnostics). */
export async function buildWasm(): Promise<void> {
  mkdirSync(`${dir}build`, { recursive: true });
  for (const b of BUILDS) {
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
    if (error) throw new Error(`solver: building wasm/build/${b.file} failed: ${error.message}`);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.argv.includes('--if-stale') || wasmIsStale()) await buildWasm();
}
