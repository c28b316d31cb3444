/**
 * Carding among cards that are equal double-dummy (docs/ALGORITHMS.md §2.5): standard honour leads (top of a
 * sequence), attitude when following partner's lead or discarding (a high spot encourages a suit with an
 * honour, the lowest card discourages), count when following declarer's lead (high with an even number,
 * low with an odd one), the cheapest winner, and declarer's lowest card. Partner's signals are read as
 * soft weights on the sampled layouts, never as hard constraints.
 */
import {
  cardRank,
  cardSuit,
  partner,
  sideOf,
  trickWinner,
  type Card,
  type CardSet,
  type Seat,
  type Strain,
  type Suit,
  type Trick,
} from '@tenace/core';
import type { PlayHistory } from './knowledge/history.ts';

const byRank = (a: Card, b: Card) => cardRank(a) - cardRank(b);

export interface CardingSituation {
  readonly mover: Seat;
  readonly declarer: Seat;
  readonly strain: Strain;
  readonly trick: Trick;
  /** The mover's whole remaining hand. */
  readonly hand: CardSet;
}

export type CardingRule = 'lead' | 'win' | 'attitude' | 'count' | 'discard' | 'declarer';

/** Picks among `equal` cards (non-empty) by the carding conventions, with the rule used. */
export function cardingChoice(
  equal: readonly Card[],
  s: CardingSituation,
): { card: Card; rule: CardingRule } {
  const sorted = [...equal].sort(byRank);
  const lowest = sorted[0]!;
  const highest = sorted[sorted.length - 1]!;
  const defender = sideOf(s.mover) !== sideOf(s.declarer);
  const hasHonour = (suit: Suit) => s.hand.suitCards(suit).some((c) => cardRank(c) >= 12);
  if (s.trick.cards.length === 0) {
    // Top of touching honours; otherwise low from the suit.
    const honours = sorted.filter((c) => cardRank(c) >= 10);
    for (const c of [...honours].reverse()) {
      const below = `${cardSuit(c)}${'23456789TJQKA'[cardRank(c) - 3] ?? ''}` as Card;
      if (s.hand.has(below)) return { card: c, rule: 'lead' };
    }
    return { card: lowest, rule: 'lead' };
  }
  const winners = sorted.filter(
    (c) => trickWinner({ leader: s.trick.leader, cards: [...s.trick.cards, c] }, s.strain) === s.mover,
  );
  if (winners.length > 0) return { card: winners[0]!, rule: 'win' };
  if (!defender) return { card: lowest, rule: 'declarer' };
  const led = cardSuit(s.trick.cards[0]!);
  const following = sorted.filter((c) => cardSuit(c) === led);
  if (following.length > 0) {
    const leader = s.trick.leader;
    if (leader === partner(s.mover)) {
      const spots = following.filter((c) => cardRank(c) <= 10);
      return {
        card: hasHonour(led) && spots.length > 0 ? spots[spots.length - 1]! : following[0]!,
        rule: 'attitude',
      };
    }
    const even = s.hand.length(led) % 2 === 0;
    return { card: even ? following[following.length - 1]! : following[0]!, rule: 'count' };
  }
  // A discard: encourage a suit with an honour with a high spot, else discard low from a suit without one.
  const encouraging = sorted.filter((c) => hasHonour(cardSuit(c)) && cardRank(c) <= 10 && cardRank(c) >= 6);
  if (encouraging.length > 0) return { card: encouraging[encouraging.length - 1]!, rule: 'discard' };
  const plain = sorted.filter((c) => !hasHonour(cardSuit(c)));
  return { card: plain[0] ?? lowest, rule: highest === lowest ? 'discard' : 'discard' };
}

export interface SignalRead {
  readonly suit: Suit;
  /** +1 partner encouraged the suit, −1 discouraged it. */
  readonly attitude: 1 | -1;
}

/**
 * Partner's attitude signals seen so far: a spot card partner played on `viewer`'s lead or discarded.
 * A 7 or higher encourages, a 2–4 discourages, anything else says nothing.
 */
export function readSignals(history: PlayHistory, viewer: Seat): SignalRead[] {
  const p = partner(viewer);
  const out: SignalRead[] = [];
  const leads = new Map<number, { seat: Seat; card: Card }>();
  for (const c of history.cards) if (c.position === 0) leads.set(c.trick, c);
  for (const c of history.cards) {
    if (c.seat !== p || c.position === 0) continue;
    const lead = leads.get(c.trick);
    if (lead === undefined) continue;
    const discard = cardSuit(c.card) !== cardSuit(lead.card);
    if (!discard && lead.seat !== viewer) continue;
    const r = cardRank(c.card);
    if (r >= 11) continue;
    if (r >= 7) out.push({ suit: cardSuit(c.card), attitude: 1 });
    else if (r <= 4) out.push({ suit: cardSuit(c.card), attitude: -1 });
  }
  return out;
}

/** The soft weight of a layout given partner's signals: ×2 for each signal the layout agrees with. */
export function signalWeight(signals: readonly SignalRead[], partnerHand: CardSet): number {
  let w = 1;
  for (const s of signals) {
    const honour = partnerHand.suitCards(s.suit).some((c) => cardRank(c) >= 12);
    if ((s.attitude === 1) === honour) w *= 2;
  }
  return w;
}
