/**
 * Tenace's side of `tenace bench --vs`, which bundles this file into one JavaScript file before the
 * pairs (benchVs.ts), so the measured process is the solver's work and not the TypeScript loader's:
 * `node bench.mjs ORACLE COUNT tables|lead ENGINE_WASM`. It runs what `tenace bench --quiet` runs, with
 * the WebAssembly engine read from the file given.
 */
import { readFileSync } from 'node:fs';
import { installWasmEngine } from '@tenace/solver';
import { oracleRecords, runBench } from './commands/benchRun.ts';

const [oracle, count, what, wasm] = process.argv.slice(2);
const n = Number(count);
if (
  oracle === undefined ||
  wasm === undefined ||
  !Number.isInteger(n) ||
  n < 1 ||
  (what !== 'tables' && what !== 'lead')
) {
  process.stderr.write('usage: node bench.mjs ORACLE COUNT tables|lead ENGINE_WASM\n');
  process.exit(2);
}
installWasmEngine(readFileSync(wasm));
const records = oracleRecords(readFileSync(oracle, 'utf8'), n);
const mismatches = await runBench(records, { lead: what === 'lead', threads: 1, quiet: true });
process.exitCode = mismatches > 0 ? 1 : 0;
