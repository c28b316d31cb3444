// Symmetries and consistency of the public API on random endings (equal hands of 5 or 6 cards):
// rotation, suit relabelling, cards() against solve(), table() against single solves, and play
// analysis along double-dummy-best cards.
import { describe, expect, it } from 'vitest';
import {
  CardSet,
  SEATS,
  STRAINS,
  SUITS,
  cardRank,
  cardSuit,
  makeCard,
  rotate,
  type BySeat,
  type Card,
  type Deal,
  type Seat,
  type Strain,
  type Suit,
} from '@tenace/core';
import { createEngine, solve, table } from '../src/api.ts';
import { analysePlay, cards, openingPosition } from '../src/position.ts';
import { handsOf, randomEnding, rng } from './helpers.ts';

const engine = createEngine(8);

function ending(seed: number, n: number): Deal {
  return { hands: handsOf(randomEnding(n, rng(seed))) };
}

function rotated(deal: Deal): Deal {
  const hands = {} as Record<Seat, CardSet>;
  for (const s of SEATS) hands[rotate(s, 1)] = deal.hands[s];
  return { hands };
}

function relabelled(deal: Deal, perm: BySuit): Deal {
  const map = (hand: CardSet): CardSet =>
    CardSet.of(hand.cards().map((c) => makeCard(perm[cardSuit(c)], cardRank(c))));
  const hands = {} as Record<Seat, CardSet>;
  for (const s of SEATS) hands[s] = map(deal.hands[s]);
  return { hands };
}
type BySuit = { readonly [S in Suit]: Suit };

describe('solver properties on endings', () => {
  it('rotating the deal rotates the table', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const deal = ending(seed, 5);
      const t = table(deal, { engine });
      const r = table(rotated(deal), { engine });
      for (const s of SEATS) for (const st of STRAINS) expect(r[rotate(s, 1)][st]).toBe(t[s][st]);
    }
  });

  it('relabelling the suits keeps no-trump and permutes the suit results', () => {
    const perm: BySuit = { S: 'D', H: 'S', D: 'C', C: 'H' };
    for (let seed = 10; seed <= 15; seed++) {
      const deal = ending(seed, 5);
      const t = table(deal, { engine });
      const r = table(relabelled(deal, perm), { engine });
      for (const s of SEATS) {
        expect(r[s].NT).toBe(t[s].NT);
        for (const suit of SUITS) expect(r[s][perm[suit]]).toBe(t[s][suit]);
      }
    }
  });

  it('table entries equal single solves, and the best card equals the solve', () => {
    for (let seed = 20; seed <= 24; seed++) {
      const deal = ending(seed, 6);
      const t = table(deal, { engine });
      for (const declarer of SEATS) {
        const leader = rotate(declarer, 1);
        for (const strain of STRAINS) {
          const single = solve(deal, strain, leader, { engine });
          expect(single.ok && single.value).toBe(6 - t[declarer][strain]!);
          const c = cards(openingPosition(deal, strain, leader), { engine });
          expect(c.ok).toBe(true);
          if (c.ok && single.ok) expect(Math.max(...c.value.map((v) => v.tricks!))).toBe(single.value);
        }
      }
    }
  });

  it('following a double-dummy-best card keeps the value', () => {
    for (let seed = 30; seed <= 33; seed++) {
      const deal = ending(seed, 5);
      const strain: Strain = STRAINS[seed % 5]!;
      const leader: Seat = SEATS[seed % 4]!;
      // Play the whole ending by always choosing a best card for the side to move.
      let position = openingPosition(deal, strain, leader);
      const played: Card[] = [];
      for (let k = 0; k < 20; k++) {
        const c = cards(position, { engine });
        if (!c.ok) throw new Error(c.error.message);
        const best = Math.max(...c.value.map((v) => v.tricks!));
        const card = c.value.find((v) => v.tricks === best)!.card;
        played.push(card);
        position = next(position, card);
      }
      const a = analysePlay(deal, strain, leader, played, { engine });
      expect(a.ok).toBe(true);
      if (a.ok) {
        expect(a.value).toHaveLength(21);
        for (const v of a.value) expect(v).toBe(a.value[0]);
      }
    }
  });
});

/** The position after `card`, completing the trick when it is the fourth card. */
function next(p: ReturnType<typeof openingPosition>, card: Card): ReturnType<typeof openingPosition> {
  const order = SEATS.indexOf(p.leader);
  const seat = SEATS[(order + p.trick.length) % 4]!;
  const hands: BySeat<CardSet> = { ...p.hands, [seat]: p.hands[seat].without(card) };
  const trick = [...p.trick, card];
  if (trick.length < 4) return { ...p, hands, trick };
  const trump = p.strain === 'NT' ? null : p.strain;
  let win = 0;
  for (let i = 1; i < 4; i++) {
    const a = trick[i]!;
    const w = trick[win]!;
    if (cardSuit(a) === cardSuit(w) ? cardRank(a) > cardRank(w) : cardSuit(a) === trump) win = i;
  }
  return { ...p, hands, leader: SEATS[(order + win) % 4]!, trick: [] };
}
