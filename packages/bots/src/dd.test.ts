import { SEATS, minibridgeReduce, minibridgeToAct, minibridgeView, seededDeal, unwrap } from '@tenace/core';
import { describe, expect, it } from 'vitest';
import { candidateTricks, cardTricks } from './dd.ts';
import { minibridgeStateFromDeal, replayMinibridge } from './minibridgeState.ts';
import { simpleCard } from './placeholder/cards.ts';

describe('candidateTricks', () => {
  it("agrees with the solver's value of every legal card, at every position of a played deal", () => {
    let checked = 0;
    for (const [board, strain] of [
      [1, 'NT'],
      [2, 'H'],
      [3, 'C'],
    ] as const) {
      const start = unwrap(minibridgeStateFromDeal(seededDeal('dd-candidates', board), SEATS[board % 4]!));
      let state = unwrap(replayMinibridge(start, { strain, game: false }, []));
      // Positions from the middle of the deal on (the early ones are slow to solve twice).
      while (state.phase === 'play') {
        const seat = minibridgeToAct(state)!;
        const view = minibridgeView(state, seat);
        const play = state.play!;
        const trick = play.current;
        if (play.tricks.length >= 6) {
          const all = cardTricks(play.hands, strain, trick)!;
          // Every other legal card, in reverse order, so that the guesses differ from the solver's.
          const some = [...view.legalCards].reverse().filter((_, i) => i % 2 === 0);
          const mine = candidateTricks(play.hands, strain, trick, some)!;
          expect([...mine.keys()]).toEqual(some);
          for (const c of some)
            expect(mine.get(c), `${c} at card ${play.tricks.length * 4}`).toBe(all.get(c));
          checked += some.length;
        }
        const card = simpleCard(view.legalCards, view.trick, strain, view.toPlay!);
        state = unwrap(minibridgeReduce(state, { type: 'card', seat, card }));
      }
    }
    expect(checked).toBeGreaterThan(50);
  }, 60_000);

  it('answers null past a budget that has already run out', () => {
    const deal = seededDeal('dd-candidates', 9);
    const leads = deal.hands.W.cards();
    const r = candidateTricks(deal.hands, 'NT', { leader: 'W', cards: [] }, leads, { ms: -1 });
    expect(r).toBeNull();
  });
});
