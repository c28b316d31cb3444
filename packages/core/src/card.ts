import { RANK_CHARS, SUITS, type Rank, type RankChar, type Suit } from './types.ts';

/** A card written suit letter then rank letter: "SA", "HT", "C2". */
export type Card = `${Suit}${RankChar}`;

/** All 52 cards: spades ace down to two, then hearts, diamonds, clubs. */
export const ALL_CARDS: readonly Card[] = SUITS.flatMap((s) =>
  [...RANK_CHARS].reverse().map((r): Card => `${s}${r}`),
);

const CARD_RE = /^[SHDC][2-9TJQKA]$/;

export function isCard(x: unknown): x is Card {
  return typeof x === 'string' && CARD_RE.test(x);
}

/** Parses a card, accepting lower case and "10" for the ten ("h10" → "HT"). Returns null when it is not a card. */
export function parseCard(text: string): Card | null {
  const t = text.trim().toUpperCase().replace('10', 'T');
  return CARD_RE.test(t) ? (t as Card) : null;
}

export function cardSuit(card: Card): Suit {
  return card[0] as Suit;
}

export function rankOfChar(ch: RankChar): Rank {
  return (RANK_CHARS.indexOf(ch) + 2) as Rank;
}

export function rankChar(rank: Rank): RankChar {
  return RANK_CHARS[rank - 2]!;
}

/** The card's rank, 2..14 (ace 14). */
export function cardRank(card: Card): Rank {
  return rankOfChar(card[1] as RankChar);
}

export function makeCard(suit: Suit, rank: Rank): Card {
  return `${suit}${rankChar(rank)}`;
}

/** High-card points: ace 4, king 3, queen 2, jack 1. */
export function cardHcp(card: Card): number {
  const r = cardRank(card);
  return r > 10 ? r - 10 : 0;
}

/** Honour cards: ace, king, queen, jack and ten. */
export function isHonour(card: Card): boolean {
  return cardRank(card) >= 10;
}
