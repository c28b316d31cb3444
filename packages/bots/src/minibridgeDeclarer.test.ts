import { CardSet, STRAINS, SEATS, minibridgeView, seededDeal, unwrap, type Seat } from '@tenace/core';
import { describe, expect, it } from 'vitest';
import { declarerTricks } from './dd.ts';
import { minibridgeKnowledge } from './knowledge/constraints.ts';
import { chooseMinibridgeContract, contractName, netScore } from './minibridgeDeclarer.ts';
import { minibridgeStateFromDeal } from './minibridgeState.ts';
import { layoutSource } from './sampling/layouts.ts';
import { decisionRng } from './sampling/rng.ts';

function declarerView(board: number) {
  for (let b = board; ; b++) {
    const start = minibridgeStateFromDeal(seededDeal('declarer-tests', b), 'N');
    if (start.ok) return { state: start.value, view: minibridgeView(start.value, start.value.declarer) };
  }
}

describe('chooseMinibridgeContract', () => {
  it('without extra layouts, picks the best mean score over the layouts its seed draws', () => {
    for (const board of [2]) {
      const { view } = declarerView(board);
      const n = 3;
      const d = chooseMinibridgeContract(view, { seed: board, layouts: n, maxLayouts: n, timeMs: 600_000 });
      // The same layouts, scored here independently.
      const source = unwrap(layoutSource(minibridgeKnowledge(view)));
      const rng = decisionRng(board, 0);
      const totals = new Map<string, number>();
      for (let i = 0; i < n; i++) {
        const hands = source.draw(rng);
        for (const strain of STRAINS) {
          const t = declarerTricks(hands, strain, view.declarer)!;
          for (const game of [false, true]) {
            const name = contractName({ strain, game });
            totals.set(name, (totals.get(name) ?? 0) + netScore({ strain, game }, t, view.rules.variant));
          }
        }
      }
      const top = Math.max(...totals.values());
      expect(totals.get(contractName(d.value))).toBe(top);
      expect(d.reason.params.layouts).toBe(n);
      expect(d.reason.params.expected).toBe(Math.round(top / n));
      expect(d.reason.text).toMatch(/^\d(NT|[CDHS]): makes in \d+ of 3 layouts/);
    }
  }, 120_000);

  it('solves more layouts only up to the maximum, and decides the same on a view with other hidden hands', () => {
    const { state, view } = declarerView(4);
    const d = chooseMinibridgeContract(view, { seed: 'x', layouts: 2, maxLayouts: 6, timeMs: 600_000 });
    const layouts = Number(d.reason.params.layouts);
    expect(layouts).toBeGreaterThanOrEqual(2);
    expect(layouts).toBeLessThanOrEqual(6);
    // Swap the defenders' hands for another layout with the same HCP.
    const k = minibridgeKnowledge(view);
    const other = unwrap(layoutSource(k)).draw(decisionRng('other', 1));
    const hands = {} as Record<Seat, CardSet>;
    for (const s of SEATS) hands[s] = other[s];
    const otherStart = unwrap(minibridgeStateFromDeal({ hands }, state.dealer));
    const otherView = minibridgeView(otherStart, otherStart.declarer);
    expect(JSON.stringify(otherView)).toBe(JSON.stringify(view));
    const e = chooseMinibridgeContract(otherView, { seed: 'x', layouts: 2, maxLayouts: 6, timeMs: 600_000 });
    expect(e).toEqual(d);
  }, 120_000);
});
