import {
  minibridgeReduce,
  minibridgeToAct,
  minibridgeView,
  seededDeal,
  unwrap,
  type MinibridgeState,
} from '@tenace/core';
import { describe, expect, it } from 'vitest';
import { choosePlayCard, finalChoice, moverUtility } from './cardPlay.ts';
import { cardTricks } from './dd.ts';
import { minibridgeStateFromDeal, replayMinibridge } from './minibridgeState.ts';
import { minibridgeContext } from './playContext.ts';
import { simpleCard } from './placeholder/cards.ts';
import { layoutSource } from './sampling/layouts.ts';

/** A seeded deal in 3NT after `n` cards of simple play. */
function after(board: number, n: number): MinibridgeState {
  for (let b = board; ; b++) {
    const start = minibridgeStateFromDeal(seededDeal('card-play-tests', b), 'E');
    if (!start.ok) continue;
    let state = unwrap(replayMinibridge(start.value, { strain: 'NT', game: true }, []));
    for (let k = 0; k < n; k++) {
      const seat = minibridgeToAct(state)!;
      const view = minibridgeView(state, seat);
      const card = simpleCard(view.legalCards, view.trick, 'NT', view.toPlay!);
      state = unwrap(minibridgeReduce(state, { type: 'card', seat, card }));
    }
    return state;
  }
}

describe('choosePlayCard', () => {
  it('over every layout (when few), plays a card with the best mean utility, scored here independently', () => {
    let decided = 0;
    for (const [board, n] of [
      [1, 32],
      [2, 33],
      [3, 34],
      [4, 35],
      [5, 29],
      [6, 30],
    ] as const) {
      const state = after(board, n);
      const view = minibridgeView(state, minibridgeToAct(state));
      const ctx = minibridgeContext(view)!;
      const all = unwrap(layoutSource(ctx.knowledge)).enumerate(64);
      if (all === null || ctx.legal.length < 2) continue;
      const d = choosePlayCard(ctx, { seed: 1, layouts: 64, laterLayouts: 64, timeMs: 600_000 });
      // Weighted by how well each layout explains declarer's strain (the defenders' inference).
      const weight = (hands: (typeof all)[number]) => ctx.likelihood?.(hands) ?? 1;
      const total = all.reduce((w, hands) => w + weight(hands), 0);
      const means = new Map(ctx.legal.map((c) => [c, 0]));
      for (const hands of all) {
        const values = cardTricks(hands, ctx.strain, ctx.trick)!;
        for (const c of ctx.legal)
          means.set(c, means.get(c)! + (weight(hands) * moverUtility(ctx, values.get(c)!).utility) / total);
      }
      const top = Math.max(...means.values());
      expect(means.get(d.value)! + 1e-9, `board ${board}: ${d.reason.text}`).toBeGreaterThanOrEqual(top);
      if (d.reason.key === 'cards.simulation') {
        expect(d.reason.params.exhaustive).toBe(true);
        expect(d.reason.params.layouts).toBe(all.length);
        decided++;
      }
    }
    expect(decided).toBeGreaterThan(1);
  }, 60_000);

  it('at trick one, solves every card group on the first 6 layouts, then the better half, then at least three', () => {
    for (const board of [8]) {
      const state = after(board, 0);
      const view = minibridgeView(state, minibridgeToAct(state));
      const ctx = minibridgeContext(view)!;
      const d = choosePlayCard(ctx, { seed: 'halving', layouts: 14, extension: 1, timeMs: 600_000 });
      const g = Number(d.reason.params.candidates);
      expect(d.reason.params.layouts).toBe(14);
      expect(g).toBeGreaterThan(3);
      const solves = Number(d.reason.params.solves);
      expect(solves).toBeLessThanOrEqual(6 * g + 6 * Math.ceil(g / 2) + 2 * 3);
      expect(solves).toBeGreaterThanOrEqual(6 * g + 8);
    }
  }, 60_000);

  it('at trick one, decides on at least the layouts asked for and at most the extension allows', () => {
    const state = after(7, 1);
    const view = minibridgeView(state, minibridgeToAct(state));
    const ctx = minibridgeContext(view)!;
    const d = choosePlayCard(ctx, { seed: 'lead', layouts: 10, extension: 1.5, timeMs: 600_000 });
    expect(ctx.legal).toContain(d.value);
    if (d.reason.key === 'cards.simulation') {
      expect(Number(d.reason.params.layouts)).toBeGreaterThanOrEqual(10);
      expect(Number(d.reason.params.layouts)).toBeLessThanOrEqual(15);
    } else expect(d.reason.key).toBe('cards.equal');
  }, 60_000);
});

describe('finalChoice', () => {
  const state = after(1, 1);
  const ctx = minibridgeContext(minibridgeView(state, minibridgeToAct(state)))!;
  const evaluation = (utilities: number[][]) => ({
    utilities,
    tricks: utilities.map((us) => us.map(() => 7)),
    weights: utilities[0]!.map(() => 1),
    active: utilities.map(() => true),
    solves: 0,
  });

  it('takes the best mean, and among cards within one standard error of it the one best in most layouts', () => {
    // Group 0: mean 100, best in 2 of 4 layouts; group 1: mean 95, best in 3 of 4 (gap 5 ± 51).
    const close = evaluation([
      [400, -50, -50, 100],
      [-50, -50, 280, 200],
      [-100, -100, -100, -100],
    ]);
    expect(finalChoice(ctx, close, false)).toBe(1);
    // Every layout solved: no sampling error, the best mean stands.
    expect(finalChoice(ctx, close, true)).toBe(0);
    // Group 1 is best in 9 of 12 layouts but worse on average by more than a standard error (65 ± 49).
    const far = evaluation([
      [...Array<number>(9).fill(400), -50, -50, -50],
      [...Array<number>(9).fill(430), -400, -400, -400],
    ]);
    expect(finalChoice(ctx, far, false)).toBe(0);
  });
});
