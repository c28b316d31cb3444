/**
 * The WebAssembly build of the search (the AssemblyScript port in wasm/, built by
 * scripts/buildWasm.ts) behind the `Engine` interface. One instance is one engine: its own memory,
 * search state and transposition table. Browser-safe: it takes a compiled module; wasmModule.ts finds
 * the built one under Node.
 */
import { BudgetExhausted, mtdValue, type Budget, type Engine } from './engine.ts';
import { POPCOUNT } from './tables.ts';
import { DEFAULT_TABLE_MB, type TranspositionTable } from './transTable.ts';

/** A compiled WebAssembly module (opaque here: Node's types do not declare the WebAssembly API). */
export type WasmModule = object;

/** The part of the WebAssembly API used here. */
interface WasmApi {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: object) => { readonly exports: unknown };
}

/** The WebAssembly API of the host (Node and browsers alike). */
export const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

interface WasmMemory {
  readonly buffer: ArrayBuffer;
}

/** The module's exports (see wasm/engine.ts). */
interface WasmExports {
  readonly memory: WasmMemory;
  init(megabytes: number): void;
  setInput(i: number, v: number): void;
  load(trump: number, trickLeader: number, trickLen: number): void;
  test(target: number): number;
  nodeCount(): number;
  tricksLeft(): number;
  stat(i: number): number;
  tableClear(): void;
  tableBytes(): number;
  tableSize(): number;
  tableHitTops(): number;
  rootRanks(suit: number): number;
  tableProbe(
    leader: number,
    a: number,
    b: number,
    o0: number,
    o1: number,
    o2: number,
    o3: number,
    need: number,
  ): number;
  tableStore(
    leader: number,
    a: number,
    b: number,
    o0: number,
    o1: number,
    o2: number,
    o3: number,
    tops: number,
    need: number,
    reached: number,
    maxTricks: number,
  ): void;
}

/** An AssemblyScript string in memory (UTF-16, its byte length in the word before it). */
function stringAt(memory: WasmMemory, ptr: number): string {
  if (ptr === 0) return '';
  const bytes = new Uint32Array(memory.buffer, ptr - 4, 1)[0]!;
  return String.fromCharCode(...new Uint16Array(memory.buffer, ptr, bytes >>> 1));
}

/** The transposition table inside the instance, seen through the `TranspositionTable` interface. */
class WasmTable implements TranspositionTable {
  constructor(private readonly x: WasmExports) {}
  probe(leader: number, lenA: number, lenB: number, owners: Int32Array, need: number): number {
    return this.x.tableProbe(leader, lenA, lenB, owners[0]!, owners[1]!, owners[2]!, owners[3]!, need);
  }
  get hitTops(): number {
    return this.x.tableHitTops();
  }
  store(
    leader: number,
    lenA: number,
    lenB: number,
    owners: Int32Array,
    tops: number,
    need: number,
    reached: boolean,
    maxTricks: number,
  ): void {
    const [o0, o1, o2, o3] = owners;
    this.x.tableStore(leader, lenA, lenB, o0!, o1!, o2!, o3!, tops, need, reached ? 1 : 0, maxTricks);
  }
  clear(): void {
    this.x.tableClear();
  }
  get size(): number {
    return this.x.tableSize();
  }
  get bytes(): number {
    return this.x.tableBytes();
  }
}

const isInt = (v: number, lo: number, hi: number): boolean => Number.isInteger(v) && v >= lo && v <= hi;

/** What is wrong with a position given to `load`, or null. */
export function badLoad(
  hands: ArrayLike<number>,
  trump: number,
  trickLeader: number,
  trick: readonly number[],
): string | null {
  if (hands.length !== 16) return `${hands.length} holdings instead of 16`;
  if (!isInt(trump, 0, 4)) return `strain ${trump} is not 0-4`;
  if (!isInt(trickLeader, 0, 3)) return `leader ${trickLeader} is not 0-3`;
  if (trick.length > 3) return `${trick.length} cards in the trick (at most 3)`;
  const seen = [0, 0, 0, 0];
  const size = [0, 0, 0, 0];
  for (let i = 0; i < 16; i++) {
    const v = hands[i]!;
    if (!isInt(v, 0, 0x1fff)) return `holding ${i} (${v}) is not a 13-bit suit`;
    if ((seen[i & 3]! & v) !== 0) return `holding ${i} repeats a card of another hand`;
    seen[i & 3]! |= v;
    size[i >> 2]! += POPCOUNT[v]!;
  }
  for (const m of trick) {
    if (!isInt(m, 0, 0x3c) || (m & 15) > 12) return `trick card ${m} is not a card`;
    if ((seen[m >> 4]! & (1 << (m & 15))) !== 0) return `trick card ${m} is also in a hand`;
    seen[m >> 4]! |= 1 << (m & 15);
  }
  const n = size[trickLeader]! + (trick.length > 0 ? 1 : 0);
  for (let i = 0; i < 4; i++) {
    const want = n - (i < trick.length ? 1 : 0);
    const h = (trickLeader + i) & 3;
    if (size[h] !== want) return `hand ${h} holds ${size[h]!} cards instead of ${want}`;
  }
  return null;
}

export class WasmEngine implements Engine {
  readonly tt: TranspositionTable;
  private readonly x: WasmExports;
  private maxNodes = Infinity;
  private deadline = Infinity;
  private nodeLimit = Infinity;

  constructor(module: WasmModule, megabytes = DEFAULT_TABLE_MB) {
    let memory: WasmMemory | null = null;
    const imports = {
      env: {
        abort: (message: number, file: number, line: number, column: number): never => {
          const where =
            memory === null
              ? ''
              : ` (${stringAt(memory, message)} at ${stringAt(memory, file)}:${line}:${column})`;
          throw new Error(`solver: the WebAssembly engine stopped on a bad index${where}`);
        },
      },
      engine: {
        checkBudget: (nodes: number): void => {
          if (nodes > this.nodeLimit || Date.now() > this.deadline) throw new BudgetExhausted();
        },
      },
    };
    this.x = new wasmApi.Instance(module, imports).exports as WasmExports;
    memory = this.x.memory;
    this.x.init(megabytes);
    this.tt = new WasmTable(this.x);
  }

  /**
   * Sets up a position like TsEngine.load. The position is checked first (the build without bounds
   * checks must never index past its arrays): 16 holdings of 13-bit suits, no card twice, hands of
   * sizes that fit the trick in progress, a strain, a leader and up to 3 cards played.
   */
  load(hands: ArrayLike<number>, trump: number, trickLeader: number, trick: readonly number[]): void {
    const bad = badLoad(hands, trump, trickLeader, trick);
    if (bad !== null) throw new Error(`solver: the engine cannot load this position: ${bad}`);
    const x = this.x;
    for (let i = 0; i < 16; i++) x.setInput(i, hands[i]!);
    for (let i = 0; i < trick.length; i++) x.setInput(16 + i, trick[i]!);
    x.load(trump, trickLeader, trick.length);
  }

  setBudget(budget: Budget | undefined): void {
    this.maxNodes = budget?.maxNodes ?? Infinity;
    this.deadline = budget?.deadline ?? Infinity;
  }

  get nodes(): number {
    return this.x.nodeCount();
  }

  get tricksLeft(): number {
    return this.x.tricksLeft();
  }

  get stats(): Float64Array {
    return Float64Array.from([0, 1, 2, 3], (i) => this.x.stat(i));
  }

  rootRanks(suit: number): number {
    return this.x.rootRanks(suit);
  }

  /** A fail-soft zero-window test (see TsEngine.test). */
  test(target: number): number {
    this.nodeLimit = this.x.nodeCount() + this.maxNodes;
    return this.x.test(target);
  }

  /** The exact value by zero-window tests around `guess` (see TsEngine.value). */
  value(guess: number): number {
    return mtdValue(this, guess);
  }
}
