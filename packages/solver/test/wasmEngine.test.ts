// The WebAssembly engine (both builds) against the TypeScript engine it ports: the same results and the
// same nodes on oracle boards, the same answers past a budget, a transposition table that answers every
// probe as FlatTransTable does, positions refused with the reason, and the engine chosen by name.
import { afterEach, describe, expect, it } from 'vitest';
import { SEATS, STRAINS, parsePbnDealFull, unwrap } from '@tenace/core';
import { STRAIN_INDEX, createEngine, engineKind, holdingsOf, solve, strainResults } from '../src/api.ts';
import { FlatTransTable } from '../src/transTable.ts';
import { oracle } from './oracle.ts';
import { rng } from './helpers.ts';

const WASM_KINDS = ['wasm', 'wasm-checked'] as const;
const records = oracle();

describe.each(WASM_KINDS)('the %s engine', (kind) => {
  it('gives the oracle tables of boards 1 and 5 with the same nodes as the TypeScript engine', () => {
    const ts = createEngine(8, undefined, 'ts');
    const wasm = createEngine(8, undefined, kind);
    for (const r of [records[0]!, records[4]!]) {
      const holdings = holdingsOf(unwrap(parsePbnDealFull(r.pbn)));
      for (const st of STRAINS) {
        const a = strainResults(ts, holdings, STRAIN_INDEX[st], undefined, undefined);
        const b = strainResults(wasm, holdings, STRAIN_INDEX[st], undefined, undefined);
        expect(b, `board ${r.board} ${st}`).toEqual(a);
        expect(b, `board ${r.board} ${st}`).toEqual(SEATS.map((s) => r.dd[s][st]));
        expect(wasm.nodes, `board ${r.board} ${st}`).toBe(ts.nodes);
      }
    }
    expect(Array.from(wasm.stats)).toEqual(Array.from(ts.stats));
  });

  it('answers null past a node budget where the TypeScript engine does, after the same nodes', () => {
    const deal = unwrap(parsePbnDealFull(records[2]!.pbn));
    for (const maxNodes of [10_000, 100_000, 10_000_000]) {
      const ts = createEngine(8, undefined, 'ts');
      const wasm = createEngine(8, undefined, kind);
      const a = solve(deal, 'NT', 'W', { engine: ts, budget: { maxNodes } });
      const b = solve(deal, 'NT', 'W', { engine: wasm, budget: { maxNodes } });
      expect(b, `maxNodes ${maxNodes}`).toEqual(a);
      expect(wasm.nodes, `maxNodes ${maxNodes}`).toBe(ts.nodes);
    }
    expect(
      solve(deal, 'NT', 'W', { engine: createEngine(8, undefined, 'ts'), budget: { maxNodes: 10_000 } }),
    ).toEqual({ ok: true, value: null });
  });

  it('answers null past a time budget', () => {
    const deal = unwrap(parsePbnDealFull(records[2]!.pbn));
    expect(solve(deal, 'S', 'W', { engine: createEngine(8, undefined, kind), budget: { ms: 0 } })).toEqual({
      ok: true,
      value: null,
    });
  });

  it('forgets every stored entry on a clear, and stores anew after it (both tables)', () => {
    const owners = new Int32Array([0x3000000, 0x1000000, 0x2000000, 0]);
    const lengths = Array.from({ length: 3000 }, (_, i) => [0x33334444 + i, 0x44443333 - i] as const);
    for (const table of [createEngine(2, undefined, kind).tt, new FlatTransTable(2)]) {
      for (let round = 0; round < 3; round++) {
        for (const [a, b] of lengths) table.store(round & 3, a, b, owners, 0x1111, 4, true, 13);
        expect(table.size).toBe(lengths.length);
        expect(lengths.every(([a, b]) => table.probe(round & 3, a, b, owners, 4) === 4)).toBe(true);
        table.clear();
        expect(table.size).toBe(0);
        expect(lengths.some(([a, b]) => table.probe(round & 3, a, b, owners, 4) !== -1)).toBe(false);
      }
    }
  });

  it('keeps a transposition table that answers every probe as FlatTransTable (2 MB, emptied when full)', () => {
    const rand = rng(7);
    const wasmTable = createEngine(2, undefined, kind).tt;
    const tsTable = new FlatTransTable(2);
    const owners = new Int32Array(4);
    const pick = (n: number): number => Math.floor(rand() * n);
    for (let i = 0; i < 60_000; i++) {
      // Few distinct lengths and owner words, so that probes often meet stored entries.
      const leader = pick(4);
      const lenA = 0x33334444 + pick(3);
      const lenB = pick(2) === 0 ? 0x44443333 : 0x0444333;
      for (let s = 0; s < 4; s++) owners[s] = (pick(16) << 22) | (pick(4) << 20);
      const need = 1 + pick(13);
      if (pick(2) === 0) {
        const tops = pick(4) | (pick(4) << 4) | (pick(4) << 8) | (pick(4) << 12);
        const reached = pick(2) === 0;
        wasmTable.store(leader, lenA, lenB, owners, tops, need, reached, 13);
        tsTable.store(leader, lenA, lenB, owners, tops, need, reached, 13);
      } else {
        const a = tsTable.probe(leader, lenA, lenB, owners, need);
        expect(wasmTable.probe(leader, lenA, lenB, owners, need), `step ${i}`).toBe(a);
        if (a >= 0) expect(wasmTable.hitTops, `step ${i}`).toBe(tsTable.hitTops);
      }
      expect(wasmTable.size).toBe(tsTable.size);
    }
    // The same entries in four 32-bit words each instead of five (2 MB: 8,192 group slots of 8 words
    // in both).
    const groupBytes = 8192 * 8 * 4;
    expect(wasmTable.bytes - groupBytes).toBe(((tsTable.bytes - groupBytes) / 5) * 4);
  });

  it.each([
    ['15 holdings', new Int32Array(15), 0, 0, [], '15 holdings instead of 16'],
    ['strain 5', new Int32Array(16), 5, 0, [], 'strain 5 is not 0-4'],
    ['leader 4', new Int32Array(16), 0, 4, [], 'leader 4 is not 0-3'],
    [
      'a 14-bit suit',
      Int32Array.from({ length: 16 }, (_, i) => (i === 0 ? 0x2000 : 0)),
      0,
      0,
      [],
      'holding 0',
    ],
    [
      'a card in two hands',
      Int32Array.from({ length: 16 }, (_, i) => (i % 4 === 0 ? 1 : 0)),
      0,
      0,
      [],
      'repeats',
    ],
    [
      'hands of 1, 0, 0, 0 cards',
      Int32Array.from({ length: 16 }, (_, i) => (i === 0 ? 1 : 0)),
      0,
      0,
      [],
      'hand 1',
    ],
    ['4 trick cards', new Int32Array(16), 0, 0, [0, 1, 2, 3], '4 cards in the trick'],
    [
      'a trick card also held',
      Int32Array.from({ length: 16 }, (_, i) => (i < 4 ? 1 << i : 0)),
      0,
      0,
      [0],
      'also in',
    ],
  ])('refuses to load %s, naming what is wrong', (_what, hands, trump, leader, trick, message) => {
    const engine = createEngine(2, undefined, kind);
    expect(() => {
      engine.load(hands, trump, leader, trick);
    }).toThrow(message);
  });
});

describe('choosing the engine', () => {
  const saved = process.env.TENACE_SOLVER_ENGINE;
  afterEach(() => {
    if (saved === undefined) delete process.env.TENACE_SOLVER_ENGINE;
    else process.env.TENACE_SOLVER_ENGINE = saved;
  });

  it('takes TENACE_SOLVER_ENGINE and refuses an unknown name', () => {
    process.env.TENACE_SOLVER_ENGINE = 'wasm-checked';
    expect(engineKind()).toBe('wasm-checked');
    process.env.TENACE_SOLVER_ENGINE = 'ts';
    expect(engineKind()).toBe('ts');
    process.env.TENACE_SOLVER_ENGINE = 'asm';
    expect(() => engineKind()).toThrow('TENACE_SOLVER_ENGINE is "asm"');
  });
});
