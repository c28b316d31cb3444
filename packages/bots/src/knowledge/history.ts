/**
 * The play so far as seen by everyone: who played each card, trick by trick, and the suits each seat has
 * shown out of. Rebuilt from the public list of cards played, the opening leader and the strain.
 */
import {
  cardHcp,
  cardSuit,
  rotate,
  trickWinner,
  type Card,
  type Seat,
  type Strain,
  type Suit,
} from '@tenace/core';

export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
  /** Index of the trick (0-based) and position in it (0 = the lead). */
  readonly trick: number;
  readonly position: number;
}

export interface PlayHistory {
  readonly cards: readonly PlayedCard[];
  /** The leader of the trick in progress (or of the next trick). */
  readonly leader: Seat;
  /** Cards already played to the trick in progress. */
  readonly current: readonly Card[];
  /** Completed tricks won by each seat's side, by the winning seat. */
  readonly winners: readonly Seat[];
}

/** Replays the public card list from the opening leader. */
export function playHistory(played: readonly Card[], openingLeader: Seat, strain: Strain): PlayHistory {
  const cards: PlayedCard[] = [];
  const winners: Seat[] = [];
  let leader = openingLeader;
  let current: Card[] = [];
  for (const card of played) {
    const seat = rotate(leader, current.length);
    cards.push({ seat, card, trick: winners.length, position: current.length });
    current.push(card);
    if (current.length === 4) {
      leader = trickWinner({ leader, cards: current }, strain);
      winners.push(leader);
      current = [];
    }
  }
  return { cards, leader, current, winners };
}

/** The suits `seat` has shown out of (failed to follow). */
export function shownVoids(history: PlayHistory, seat: Seat): Suit[] {
  const voids = new Set<Suit>();
  const byTrick = new Map<number, PlayedCard[]>();
  for (const p of history.cards) byTrick.set(p.trick, [...(byTrick.get(p.trick) ?? []), p]);
  for (const trick of byTrick.values()) {
    const lead = trick[0];
    if (lead === undefined) continue;
    for (const p of trick.slice(1))
      if (p.seat === seat && cardSuit(p.card) !== cardSuit(lead.card)) voids.add(cardSuit(lead.card));
  }
  return [...voids];
}

/** The HCP `seat` has played so far. */
export function hcpPlayed(history: PlayHistory, seat: Seat): number {
  return history.cards.filter((p) => p.seat === seat).reduce((n, p) => n + cardHcp(p.card), 0);
}
