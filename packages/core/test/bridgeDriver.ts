/**
 * Test helper: drives any contract-bridge mode to its end with random legal actions (calls from the legal
 * list, cards from the legal cards, now and then a claim that its answerers accept or reject).
 */
import { legalCalls } from '../src/auction.ts';
import {
  bridgeDealToAct,
  type BridgeDealAction,
  type BridgeMatchPhase,
  type BridgeDealState,
} from '../src/game/bridgeDeal.ts';
import { legalCards, remainingTricks } from '../src/play.ts';
import type { Result } from '../src/result.ts';
import { awaitedClaimAnswers } from '../src/game/playPhase.ts';
import { sideOf } from '../src/seat.ts';

export interface Rng {
  below(n: number): number;
}

/** A small deterministic generator (a 32-bit linear congruential one) for tests. */
export function testRng(seed: number): Rng {
  let x = seed >>> 0 || 1;
  return {
    below(n: number): number {
      x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
      return Math.floor((x / 2 ** 32) * n);
    },
  };
}

/** One random legal action for the current deal (null when none is due). */
export function randomDealAction(deal: BridgeDealState, rng: Rng, claims = true): BridgeDealAction {
  const play = deal.play;
  if (deal.phase === 'play' && play !== null && play.claim !== null) {
    // The first answerer still awaited (both defenders for declarer's claim; dummy never answers).
    const answerer = awaitedClaimAnswers(play, deal.declarer!)[0]!;
    return { type: 'claimAnswer', seat: answerer, accept: rng.below(2) === 0 };
  }
  const actor = bridgeDealToAct(deal);
  if (actor === null) throw new Error('nobody is to act');
  if (deal.phase === 'auction') {
    const legal = legalCalls(deal.auction);
    // Mostly passes so that auctions end; otherwise a low call (pass, X, XX or one of the cheapest bids),
    // and now and then any legal call, so that slams and high doubled contracts come up too.
    const r = rng.below(12);
    const call =
      r === 0
        ? legal[rng.below(legal.length)]!
        : r < 5
          ? legal[rng.below(Math.min(6, legal.length))]!
          : legal[0]!;
    return { type: 'call', seat: actor, call };
  }
  if (play === null) throw new Error('no play');
  const refusedAt = play.claimRefused?.[sideOf(actor)];
  if (claims && rng.below(40) === 0 && (refusedAt === undefined || play.tricks.length > refusedAt)) {
    return { type: 'claim', seat: actor, tricks: rng.below(remainingTricks(play) + 1) };
  }
  const cards = legalCards(play);
  return { type: 'card', seat: actor, card: cards[rng.below(cards.length)]! };
}

/** Plays a match to its end; every action must be accepted. Returns the final state. */
export function playOut<S extends { readonly phase: BridgeMatchPhase; readonly current: BridgeDealState }>(
  start: S,
  reduce: (s: S, a: BridgeDealAction | { readonly type: 'next'; readonly seat: null }) => Result<S>,
  rng: Rng,
  limit = 20000,
): S {
  let state = start;
  for (let i = 0; i < limit && state.phase !== 'over'; i++) {
    const action =
      state.phase === 'scored'
        ? ({ type: 'next', seat: null } as const)
        : randomDealAction(state.current, rng);
    const next = reduce(state, action);
    if (!next.ok)
      throw new Error(`${next.error.code}: ${next.error.message} (action ${JSON.stringify(action)})`);
    state = next.value;
  }
  if (state.phase !== 'over') throw new Error('the match did not end');
  return state;
}
