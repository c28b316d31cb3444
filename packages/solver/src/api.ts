/**
 * The public solving API over core's types: single solves and full double-dummy tables. Converts to
 * the engine's DDS order (N=0 E=1 S=2 W=3; S=0 H=1 D=2 C=3, NT=4) at this edge.
 */
import {
  SEATS,
  STRAINS,
  SUITS,
  err,
  ok,
  type Deal,
  type CodedResult,
  type Seat,
  type Strain,
} from '@tenace/core';
import { BudgetExhausted, TsEngine, type Engine } from './engine.ts';
import { guessNsTricks } from './guess.ts';
import { DEFAULT_TABLE_MB, FlatTransTable, type TranspositionTable } from './transTable.ts';
import { WasmEngine } from './wasmEngine.ts';
import { hostProcess, installWasmModule, nodeWasmModule, type WasmBuild } from './wasmModule.ts';

/** How much work a call may do. Past it the answer is `null` ("unknown"), never a wrong number. */
export interface SolveBudget {
  /** Search nodes per single solve. */
  readonly maxNodes?: number;
  /** Wall-clock milliseconds for the whole call. */
  readonly ms?: number;
}

export interface SolveOptions {
  readonly budget?: SolveBudget;
  /** The engine to use (and its transposition table); a shared default otherwise. */
  readonly engine?: Engine;
}

/** `dd[X][strain]`: tricks X's side takes when X declares (X's left-hand opponent leads). */
export type DdTable = { readonly [S in Seat]: { readonly [T in Strain]: number | null } };

export type SolverErrorCode = 'solver/bad_strain' | 'solver/bad_seat' | 'solver/bad_position';

export const SEAT_INDEX: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 2, W: 3 };
export const STRAIN_INDEX: Readonly<Record<Strain, number>> = { S: 0, H: 1, D: 2, C: 3, NT: 4 };

let shared: Engine | null = null;

/**
 * Which engine runs the search: the WebAssembly build of the search (`wasm`, array bounds unchecked;
 * `wasm-checked`, every array access checked) or the TypeScript engine it was ported from (`ts`).
 * Same results, same nodes (see docs/decisions/0005).
 */
export type EngineKind = 'ts' | WasmBuild;
export const ENGINE_KINDS: readonly EngineKind[] = ['ts', 'wasm', 'wasm-checked'];

let warned = false;

/**
 * The engine kind `createEngine` uses: TENACE_SOLVER_ENGINE when set (Node), otherwise `wasm` when
 * it is built (under Node) or installed (`installWasmEngine`), otherwise `ts`.
 */
export function engineKind(): EngineKind {
  const chosen = hostProcess?.env.TENACE_SOLVER_ENGINE;
  if (chosen !== undefined && chosen !== '') {
    if (!(ENGINE_KINDS as readonly string[]).includes(chosen))
      throw new Error(`solver: TENACE_SOLVER_ENGINE is "${chosen}", not one of ${ENGINE_KINDS.join(', ')}`);
    return chosen as EngineKind;
  }
  if (nodeWasmModule('wasm') !== null) return 'wasm';
  if (hostProcess !== undefined && !warned) {
    warned = true;
    console.warn(`solver: ${NOT_BUILT}; using the TypeScript engine`);
  }
  return 'ts';
}

const NOT_BUILT =
  'the WebAssembly engine is not built (packages/solver/wasm/build/: npm ci, or npm run build:wasm -w packages/solver)';

/**
 * A new engine with its own transposition table of about `megabytes` (a table given is used by the
 * TypeScript engine).
 */
export function createEngine(
  megabytes = DEFAULT_TABLE_MB,
  table?: TranspositionTable,
  kind: EngineKind = engineKind(),
): Engine {
  if (table !== undefined || kind === 'ts') return new TsEngine(table ?? new FlatTransTable(megabytes));
  const module = nodeWasmModule(kind);
  if (module === null) throw new Error(`solver: ${kind}: ${NOT_BUILT}`);
  return new WasmEngine(module, megabytes);
}

/**
 * Makes the WebAssembly engine the default where it cannot be found on disk (a browser): `bytes` is
 * the built wasm/build/engine.wasm (or engine-checked.wasm for `wasm-checked`).
 */
export function installWasmEngine(bytes: Uint8Array, build: WasmBuild = 'wasm'): void {
  installWasmModule(build, bytes);
  shared = null;
}

export function defaultEngine(): Engine {
  shared ??= createEngine();
  return shared;
}

/** The 16 holdings of a deal in engine order (hand * 4 + suit). */
export function holdingsOf(deal: Deal): Int32Array {
  const out = new Int32Array(16);
  for (let h = 0; h < 4; h++) {
    const hand = deal.hands[SEATS[h]!];
    for (let s = 0; s < 4; s++) out[h * 4 + s] = hand.holding(SUITS[s]!);
  }
  return out;
}

function deadlineOf(budget: SolveBudget | undefined): number | undefined {
  return budget?.ms === undefined ? undefined : Date.now() + budget.ms;
}

/**
 * Solves one (strain, leader) from the deal's start in engine terms: NS tricks, or null past the budget.
 * The caller keeps the transposition table across leaders of one strain.
 */
export function solveNs(
  engine: Engine,
  holdings: Int32Array,
  strain: number,
  leader: number,
  guess: number,
  budget: SolveBudget | undefined,
  deadline: number | undefined,
): number | null {
  engine.load(holdings, strain, leader, []);
  engine.setBudget({ maxNodes: budget?.maxNodes, deadline });
  try {
    return engine.value(guess);
  } catch (e) {
    if (e instanceof BudgetExhausted) return null;
    throw e;
  }
}

function checkStrainSeat(strain: Strain, leader: Seat): CodedResult<null> {
  if (!(STRAINS as readonly string[]).includes(strain))
    return err('solver/bad_strain', `"${strain}" is not a strain (C, D, H, S or NT)`);
  if (!(SEATS as readonly string[]).includes(leader))
    return err('solver/bad_seat', `"${leader}" is not a seat (N, E, S or W)`);
  return ok(null);
}

/**
 * The tricks the leader's side takes with `leader` on lead in `strain`; null when past the budget.
 * (Hands of equal size below 13, an ending, work too: the answer is out of that many tricks.)
 */
export function solve(
  deal: Deal,
  strain: Strain,
  leader: Seat,
  options: SolveOptions = {},
): CodedResult<number | null> {
  const checked = checkStrainSeat(strain, leader);
  if (!checked.ok) return checked;
  const engine = options.engine ?? defaultEngine();
  engine.tt.clear();
  const l = SEAT_INDEX[leader];
  const holdings = holdingsOf(deal);
  const ns = solveNs(
    engine,
    holdings,
    STRAIN_INDEX[strain],
    l,
    guessNsTricks(holdings, STRAIN_INDEX[strain]),
    options.budget,
    deadlineOf(options.budget),
  );
  if (ns === null) return ok(null);
  return ok((l & 1) === 0 ? ns : engine.tricksLeft - ns);
}

/** The four results of one strain in engine order of declarer (N, E, S, W): declarer's side's tricks. */
export function strainResults(
  engine: Engine,
  holdings: Int32Array,
  strain: number,
  budget: SolveBudget | undefined,
  deadline: number | undefined,
): (number | null)[] {
  engine.tt.clear();
  const out: (number | null)[] = [null, null, null, null];
  let guess = guessNsTricks(holdings, strain);
  for (let leader = 0; leader < 4; leader++) {
    const ns = solveNs(engine, holdings, strain, leader, guess, budget, deadline);
    const declarer = (leader + 3) & 3;
    if (ns !== null) {
      out[declarer] = (declarer & 1) === 0 ? ns : engine.tricksLeft - ns;
      guess = ns;
    }
  }
  return out;
}

/** All 20 results; entries past the budget are null. */
export function table(deal: Deal, options: SolveOptions = {}): DdTable {
  const engine = options.engine ?? defaultEngine();
  const holdings = holdingsOf(deal);
  const deadline = deadlineOf(options.budget);
  const rows: Record<Seat, Record<Strain, number | null>> = {
    N: { NT: null, S: null, H: null, D: null, C: null },
    E: { NT: null, S: null, H: null, D: null, C: null },
    S: { NT: null, S: null, H: null, D: null, C: null },
    W: { NT: null, S: null, H: null, D: null, C: null },
  };
  for (const strain of ['NT', 'S', 'H', 'D', 'C'] as const) {
    const res = strainResults(engine, holdings, STRAIN_INDEX[strain], options.budget, deadline);
    for (let h = 0; h < 4; h++) rows[SEATS[h]!][strain] = res[h]!;
  }
  return rows;
}
