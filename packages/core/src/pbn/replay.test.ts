import { describe, expect, it } from 'vitest';
import { ALL_CARDS, type Card } from '../card.ts';
import { seededDeal } from '../dealing.ts';
import { legalCards, playCard, startPlay, type PlayState } from '../play.ts';
import { SplitMix64 } from '../rng.ts';
import { SEATS, STRAINS } from '../types.ts';
import { replayCards } from './replay.ts';

/** playCard, card by card: the reference the fast replay must agree with. */
function reference(state0: PlayState, cards: readonly Card[]) {
  let state = state0;
  for (let i = 0; i < cards.length; i++) {
    const next = playCard(state, cards[i]!);
    if (!next.ok) return { bad: i, message: next.error.message, tricks: state.tricks.length, won: state.won };
    state = next.value;
  }
  return { bad: -1, message: '', tricks: state.tricks.length, won: state.won };
}

describe('replayCards agrees with playCard (property)', () => {
  it('on 400 seeded deals, legal plays and plays with one card changed', () => {
    const rng = new SplitMix64(20261201n);
    for (let n = 1; n <= 400; n++) {
      const deal = seededDeal('replay', n);
      const strain = STRAINS[rng.below(5)]!;
      const leader = SEATS[rng.below(4)]!;
      const start = startPlay(deal, strain, leader);
      let state = start;
      const cards: Card[] = [];
      const length = 1 + rng.below(52);
      while (cards.length < length) {
        const legal = legalCards(state);
        const c = legal[rng.below(legal.length)]!;
        state = (playCard(state, c) as { ok: true; value: PlayState }).value;
        cards.push(c);
      }
      expect(replayCards(deal, strain, leader, cards)).toEqual(reference(start, cards));
      const changed = [...cards];
      changed[rng.below(changed.length)] = ALL_CARDS[rng.below(52)]!;
      expect(replayCards(deal, strain, leader, changed)).toEqual(reference(start, changed));
    }
  });
});
