/**
 * A simple legal card heuristic for placeholder bots (the card-play bots replace it): second hand low,
 * third hand high enough, win cheaply when an opponent is winning, stay low when partner is winning,
 * lead the fourth best of the longest suit (from a top sequence, its top card).
 */
import {
  cardRank,
  cardSuit,
  partner,
  rotate,
  SUITS,
  trickWinner,
  type Card,
  type Seat,
  type Strain,
  type Trick,
} from '@tenace/core';

function lowest(cards: readonly Card[]): Card {
  return cards.reduce((a, b) => (cardRank(b) < cardRank(a) ? b : a));
}

/** A lead from the cards held: the top of a sequence of two or more honours, else fourth best of the longest suit. */
function chooseLead(legal: readonly Card[], strain: Strain): Card {
  const bySuit = SUITS.map((s) => legal.filter((c) => cardSuit(c) === s)).filter((cs) => cs.length > 0);
  const nonTrump = bySuit.filter((cs) => cardSuit(cs[0]!) !== strain);
  const pool = nonTrump.length > 0 ? nonTrump : bySuit;
  const longest = pool.reduce((a, b) => (b.length > a.length ? b : a));
  const sorted = [...longest].sort((a, b) => cardRank(b) - cardRank(a));
  const top = sorted[0]!;
  const second = sorted[1];
  if (second !== undefined && cardRank(top) >= 12 && cardRank(top) - cardRank(second) === 1) return top;
  return sorted.length >= 4 ? sorted[3]! : sorted[sorted.length - 1]!;
}

/** Picks a card from `legal` (non-empty) for `seat`, given the trick so far. */
export function simpleCard(legal: readonly Card[], trick: Trick | null, strain: Strain, seat: Seat): Card {
  if (legal.length === 0) throw new Error('no legal card to choose from');
  if (trick === null || trick.cards.length === 0) return chooseLead(legal, strain);
  const winnerSoFar = trickWinner(trick, strain);
  const position = trick.cards.length; // 1: second hand, 2: third hand, 3: fourth hand
  const partnerWinning = winnerSoFar === partner(seat);
  const winners = legal.filter(
    (c) => trickWinner({ leader: trick.leader, cards: [...trick.cards, c] }, strain) === seat,
  );
  if (partnerWinning && (position === 3 || position === 2)) return lowest(legal);
  if (winners.length === 0) return lowest(legal);
  if (position === 1) {
    // Second hand low, unless winning with a top card is cheap (an ace or a ruff).
    const cheap = winners.filter(
      (c) => cardRank(c) === 14 || (cardSuit(c) === strain && cardSuit(trick.cards[0]!) !== strain),
    );
    return cheap.length > 0 ? lowest(cheap) : lowest(legal);
  }
  return lowest(winners);
}

/** The seat whose turn it is within a trick. */
export function seatInTrick(trick: Trick): Seat {
  return rotate(trick.leader, trick.cards.length);
}
