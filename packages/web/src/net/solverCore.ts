/**
 * The solver's WebAssembly core in the page (the practice build): fetched and installed once, before the
 * first solve (a claim checked, a hint, an analysis), so that the page runs the engine the server runs.
 * When it cannot be fetched or compiled the TypeScript engine solves instead (the same results, slower).
 * Under Node (unit tests) the solver finds its build on disk by itself.
 */
import { installWasmEngine } from '@tenace/solver';
import engineUrl from '@tenace/solver/engine.wasm?url';

let ready: Promise<void> | null = null;

export function loadSolverCore(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  ready ??= (async () => {
    try {
      const res = await fetch(engineUrl);
      if (!res.ok) throw new Error(`HTTP ${String(res.status)}`);
      installWasmEngine(new Uint8Array(await res.arrayBuffer()));
    } catch (error) {
      console.warn(
        `the solver's WebAssembly core could not be loaded (${(error as Error).message}): the TypeScript engine solves`,
      );
    }
  })();
  return ready;
}
