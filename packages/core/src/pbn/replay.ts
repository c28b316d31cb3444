/**
 * A fast replay of a game's cards for reading files: whether each card can be played (held by the player
 * whose turn it is, following suit when able, as playCard rules) and the tricks each side won, on mutable
 * suit holdings instead of a new PlayState a card. A file of thousands of games is replayed twice (repair,
 * then check); the first impossible card's message comes from playCard itself.
 */
import { cardRank, cardSuit, type Card } from '../card.ts';
import type { Deal } from '../deal.ts';
import { playCard, startPlay, trickWinner } from '../play.ts';
import { rotate, sideOf } from '../seat.ts';
import { SEATS, SUITS, type BySide, type Seat, type Strain, type Suit } from '../types.ts';

export interface Replay {
  /** The index of the first card that cannot be played, or -1. */
  readonly bad: number;
  /** The message of the first impossible card ('' when all can be played). */
  readonly message: string;
  /** Complete tricks played before the first impossible card, and each side's share of them. */
  readonly tricks: number;
  readonly won: BySide<number>;
}

const SUIT_INDEX: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };

/** Replays `cards` from `leader`; `message` is only worked out when `explain` (the default). */
export function replayCards(
  deal: Deal,
  strain: Strain,
  leader: Seat,
  cards: readonly Card[],
  explain = true,
): Replay {
  const holdings = new Map<Seat, number[]>(SEATS.map((s) => [s, SUITS.map((u) => deal.hands[s].holding(u))]));
  const won = { NS: 0, EW: 0 };
  let trickLeader = leader;
  let trick: Card[] = [];
  let tricks = 0;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!;
    const seat = rotate(trickLeader, trick.length);
    const h = holdings.get(seat)!;
    const suit = SUIT_INDEX[cardSuit(card)];
    const bit = 1 << (cardRank(card) - 2);
    const led = trick[0];
    const cannot =
      tricks === 13 ||
      (h[suit]! & bit) === 0 ||
      (led !== undefined && cardSuit(led) !== cardSuit(card) && h[SUIT_INDEX[cardSuit(led)]]! !== 0);
    if (cannot)
      return { bad: i, message: explain ? messageOf(deal, strain, leader, cards, i) : '', tricks, won };
    h[suit]! &= ~bit;
    trick.push(card);
    if (trick.length === 4) {
      trickLeader = trickWinner({ leader: trickLeader, cards: trick }, strain);
      won[sideOf(trickLeader)]++;
      tricks++;
      trick = [];
    }
  }
  return { bad: -1, message: '', tricks, won };
}

/** playCard's message for card `bad` (the cards before it are known to be playable). */
function messageOf(deal: Deal, strain: Strain, leader: Seat, cards: readonly Card[], bad: number): string {
  let state = startPlay(deal, strain, leader);
  for (let i = 0; i < bad; i++) {
    const next = playCard(state, cards[i]!);
    if (!next.ok) return next.error.message;
    state = next.value;
  }
  const last = playCard(state, cards[bad]!);
  return last.ok ? `card ${cards[bad]!} cannot be played` : last.error.message;
}
