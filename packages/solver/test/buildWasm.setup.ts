// Vitest global setup for the solver: builds the WebAssembly engine when the build is missing or older
// than the AssemblyScript sources, so the tests never run a stale build.
import { buildWasm, wasmIsStale } from '../scripts/buildWasm.ts';

export default async function setup(): Promise<void> {
  if (wasmIsStale()) await buildWasm();
}
