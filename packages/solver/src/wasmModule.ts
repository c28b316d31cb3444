/**
 * Finds the built WebAssembly engine (wasm/build/, made by scripts/buildWasm.ts) under Node, without
 * a static import of node:fs so that the module stays browser-safe (elsewhere it finds nothing unless
 * the bytes are installed).
 */
import { wasmApi, type WasmModule } from './wasmEngine.ts';

/** The two builds: bounds unchecked (fast) and every array access checked. */
export type WasmBuild = 'wasm' | 'wasm-checked';

const FILES: Readonly<Record<WasmBuild, string>> = {
  wasm: 'engine.wasm',
  'wasm-checked': 'engine-checked.wasm',
};

interface HostProcess {
  readonly env: Readonly<Record<string, string | undefined>>;
  getBuiltinModule?(id: 'node:fs'): typeof import('node:fs');
}

/** Node's `process`, or undefined in a browser (typed as possibly missing, unlike Node's own types). */
export const hostProcess = (globalThis as { process?: HostProcess }).process;

const compiled = new Map<WasmBuild, WasmModule | null>();

/** The compiled module of a build, or null when it is not built (or there is no file system). */
export function nodeWasmModule(build: WasmBuild): WasmModule | null {
  const known = compiled.get(build);
  if (known !== undefined) return known;
  let module: WasmModule | null = null;
  const fs = hostProcess?.getBuiltinModule?.('node:fs');
  if (fs !== undefined) {
    // Through a variable: a bundler (Vite) would take `new URL(…, import.meta.url)` for assets to emit.
    const here = import.meta.url;
    const file = new URL(`../wasm/build/${FILES[build]}`, here);
    if (fs.existsSync(file)) module = new wasmApi.Module(fs.readFileSync(file));
  }
  compiled.set(build, module);
  return module;
}

/** Sets the module of a build from its bytes (where there is no file to find, as in a browser). */
export function installWasmModule(build: WasmBuild, bytes: Uint8Array): void {
  compiled.set(build, new wasmApi.Module(bytes));
}
