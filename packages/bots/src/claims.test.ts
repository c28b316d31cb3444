/**
 * Answers to claims with too many layouts to check them all (early in a deal): the old answer was "not
 * checked" even when the claim plainly fails; a drawn layout that beats it now refuses it for the
 * defence, and the answer still depends on the seat's view alone.
 */
import {
  CardSet,
  minibridgeReduce,
  minibridgeToAct,
  minibridgeView,
  partner,
  SEATS,
  seededDeal,
  sideOf,
  unwrap,
  type MinibridgeState,
  type Seat,
} from '@tenace/core';
import { describe, expect, it } from 'vitest';
import { answerClaimFromView } from './claims.ts';
import { minibridgeStateFromDeal, replayMinibridge } from './minibridgeState.ts';
import { simpleCard } from './placeholder/cards.ts';

/** A minibridge deal (not 20–20) in no-trump after `n` cards of simple play. */
function after(board: number, n: number): MinibridgeState {
  for (let b = board; ; b++) {
    const start = minibridgeStateFromDeal(seededDeal('claims-early', b), 'N');
    if (!start.ok) continue;
    let state = unwrap(replayMinibridge(start.value, { strain: 'NT', game: false }, []));
    for (let i = 0; i < n; i++) {
      const seat = minibridgeToAct(state)!;
      const view = minibridgeView(state, seat);
      const card = simpleCard(view.legalCards, view.trick, 'NT', view.toPlay!);
      state = unwrap(minibridgeReduce(state, { type: 'card', seat, card }));
    }
    return state;
  }
}

describe('regression: an early claim that fails was refused only as "not checked"', () => {
  it('a claim of every trick at the first trick is refused for the defence when a drawn layout beats it', () => {
    let fails = 0;
    for (let board = 1; board <= 6; board++) {
      const state = after(board, 4);
      const seat = minibridgeToAct(state)!;
      const claimed = unwrap(minibridgeReduce(state, { type: 'claim', seat, tricks: 12 }));
      const answerer = SEATS.find((x) => sideOf(x) !== sideOf(seat) && x !== partner(seat))!;
      const a = answerClaimFromView(minibridgeView(claimed, answerer));
      expect(a.accept).toBe(false);
      expect(['fails', 'too_many_layouts']).toContain(a.why);
      if (a.why === 'fails') fails++;
    }
    expect(fails).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it('the answer depends on the view alone: other hidden cards behind the same view, the same answer', () => {
    const state = after(3, 4);
    const seat = minibridgeToAct(state)!;
    const answerer = SEATS.find((x) => sideOf(x) !== sideOf(seat) && x !== partner(seat))!;
    const dummy = partner(state.declarer);
    const hidden: Seat[] = SEATS.filter((s) => s !== answerer && s !== dummy);
    expect(hidden).toHaveLength(2);
    const [a, b] = hidden as [Seat, Seat];
    // Swap one card of the same suit between the two hidden hands: the answerer's view is unchanged.
    const play = state.play!;
    const suit = (['S', 'H', 'D', 'C'] as const).find(
      (x) => play.hands[a].cards().some((c) => c[0] === x) && play.hands[b].cards().some((c) => c[0] === x),
    )!;
    const ca = play.hands[a].cards().find((c) => c[0] === suit)!;
    const cb = play.hands[b].cards().find((c) => c[0] === suit)!;
    const swapped: MinibridgeState = {
      ...state,
      play: {
        ...play,
        hands: {
          ...play.hands,
          [a]: CardSet.of([...play.hands[a].cards().filter((c) => c !== ca), cb]),
          [b]: CardSet.of([...play.hands[b].cards().filter((c) => c !== cb), ca]),
        },
      },
    };
    const answers = [state, swapped].map((s) => {
      const claimed = unwrap(minibridgeReduce(s, { type: 'claim', seat, tricks: 11 }));
      const view = minibridgeView(claimed, answerer);
      return { view: JSON.stringify(view), answer: answerClaimFromView(view) };
    });
    expect(answers[1]!.view).toBe(answers[0]!.view);
    expect(answers[1]!.answer).toEqual(answers[0]!.answer);
  });
});
