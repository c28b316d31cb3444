// Each engine (TypeScript, WebAssembly unchecked and checked) against a plain minimax reference on
// random small endings: fresh and shared tables, every strain, every leader, positions in the middle
// of a trick.
import { describe, expect, it } from 'vitest';
import { SEATS, STRAINS, type Card } from '@tenace/core';
import { ENGINE_KINDS, createEngine } from '../src/api.ts';
import { cards, cardOfMove } from '../src/position.ts';
import { bruteForce, bruteTrick, handsOf, randomEnding, rng } from './helpers.ts';

describe.each(ENGINE_KINDS)('the %s engine against minimax', (kind) => {
  it('gives the minimax value of 60 random endings (1-4 cards a hand, fresh table each)', () => {
    const rand = rng(11);
    const engine = createEngine(2, undefined, kind);
    for (let i = 0; i < 60; i++) {
      const n = 1 + (i % 4);
      const h = randomEnding(n, rand);
      const trump = i % 5;
      const leader = (i >> 1) & 3;
      const want = bruteForce(h, trump, leader);
      engine.tt.clear();
      engine.load(h, trump, leader, []);
      expect(engine.value(Math.floor(n / 2)), `case ${i}`).toBe(want);
    }
  });

  it('stays right when the table is shared by many positions of one strain', () => {
    const rand = rng(5);
    for (let trump = 0; trump < 5; trump++) {
      const engine = createEngine(2, undefined, kind);
      for (let i = 0; i < 24; i++) {
        const h = randomEnding(3 + (i % 2), rand);
        const leader = i & 3;
        const want = bruteForce(h, trump, leader);
        engine.load(h, trump, leader, []);
        expect(engine.value(2), `strain ${trump} case ${i}`).toBe(want);
      }
    }
  });

  it('scores every legal card in the middle of a trick like minimax', () => {
    const rand = rng(23);
    for (let i = 0; i < 40; i++) {
      const n = 2 + (i % 3);
      const h = randomEnding(n, rand);
      const trump = i % 5;
      const leader = i & 3;
      // Play 1-3 cards to the trick, following suit when possible.
      const played = 1 + (i % 3);
      const trick: number[] = [];
      for (let k = 0; k < played; k++) {
        const p = (leader + k) & 3;
        const led = trick.length > 0 ? trick[0]! >> 4 : -1;
        let s = led >= 0 && h[p * 4 + led] !== 0 ? led : 0;
        while (h[p * 4 + s] === 0) s++;
        const b = 31 - Math.clz32(h[p * 4 + s]!);
        h[p * 4 + s]! ^= 1 << b;
        trick.push((s << 4) | b);
      }
      const mover = (leader + played) & 3;
      const position = {
        hands: handsOf(h),
        strain: STRAINS[[3, 2, 1, 0, 4][trump]!]!,
        leader: SEATS[leader]!,
        trick: trick.map((m): Card => cardOfMove(m)),
      };
      const r = cards(position, { engine: createEngine(2, undefined, kind) });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      for (const v of r.value) {
        const m = (['S', 'H', 'D', 'C'].indexOf(v.card[0]!) << 4) | '23456789TJQKA'.indexOf(v.card[1]!);
        const s = m >> 4;
        h[mover * 4 + s]! ^= 1 << (m & 15);
        const ns = bruteTrick(h, trump, leader, [...trick, m]);
        h[mover * 4 + s]! ^= 1 << (m & 15);
        const total = n;
        expect(v.tricks, `case ${i} card ${v.card}`).toBe((mover & 1) === 0 ? ns : total - ns);
      }
    }
  });

  /**
   * Scores every opening lead of random endings with `cards()` and checks each against `nsAfter` (NS's
   * tricks once the lead is made, from the holdings, trump, leader and the lead's move).
   */
  function expectLeadScores(
    seed: number,
    count: number,
    size: (i: number) => number,
    leaderOf: (i: number) => number,
    nsAfter: (h: Int32Array, trump: number, leader: number, lead: number, n: number) => number,
  ): void {
    const rand = rng(seed);
    for (let i = 0; i < count; i++) {
      const n = size(i);
      const h = randomEnding(n, rand);
      const trump = i % 5;
      const leader = leaderOf(i);
      const position = {
        hands: handsOf(h),
        strain: STRAINS[[3, 2, 1, 0, 4][trump]!]!,
        leader: SEATS[leader]!,
        trick: [],
      };
      const r = cards(position, { engine: createEngine(2, undefined, kind) });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      for (const v of r.value) {
        const m = (['S', 'H', 'D', 'C'].indexOf(v.card[0]!) << 4) | '23456789TJQKA'.indexOf(v.card[1]!);
        h[leader * 4 + (m >> 4)]! ^= 1 << (m & 15);
        const ns = nsAfter(h, trump, leader, m, n);
        h[leader * 4 + (m >> 4)]! ^= 1 << (m & 15);
        expect(v.tricks, `case ${i} card ${v.card}`).toBe((leader & 1) === 0 ? ns : n - ns);
      }
    }
  }

  it('scores every lead like a solve of its own when bounds pass to lower cards of a suit', () => {
    // 6-8 cards a hand from the whole pack: many spot cards of a hand are not touching, so a card below
    // every rank that mattered to an earlier card's bounds takes them (position.ts, `boundCovers`).
    expectLeadScores(
      43,
      24,
      (i) => 6 + (i % 3),
      (i) => (i >> 1) & 3,
      (h, trump, leader, m, n) => {
        const engine = createEngine(2, undefined, kind);
        engine.load(h, trump, leader, [m]);
        return engine.value(Math.floor(n / 2));
      },
    );
  });

  it('scores every opening lead like minimax, touching cards scored once (regression: the same value)', () => {
    expectLeadScores(
      31,
      30,
      (i) => 3 + (i % 3),
      (i) => (i >> 2) & 3,
      (h, trump, leader, m) => bruteTrick(h, trump, leader, [m]),
    );
  });
});
