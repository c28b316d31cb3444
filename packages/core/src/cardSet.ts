import { cardRank, cardSuit, makeCard, type Card } from './card.ts';
import { SUITS, type BySuit, type Rank, type Suit } from './types.ts';

const SUIT_INDEX: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };
const FULL_SUIT = 0x1fff;

function popcount13(x: number): number {
  let n = 0;
  let v = x;
  while (v !== 0) {
    v &= v - 1;
    n++;
  }
  return n;
}

/**
 * An immutable set of cards, held as four 13-bit suit holdings (bit r-2 is rank r; the ace is bit 12),
 * in the order spades, hearts, diamonds, clubs.
 */
export class CardSet {
  static readonly EMPTY = new CardSet([0, 0, 0, 0]);
  static readonly FULL = new CardSet([FULL_SUIT, FULL_SUIT, FULL_SUIT, FULL_SUIT]);

  private constructor(private readonly holdings: readonly [number, number, number, number]) {}

  static of(cards: Iterable<Card>): CardSet {
    const h: [number, number, number, number] = [0, 0, 0, 0];
    for (const c of cards) h[SUIT_INDEX[cardSuit(c)]]! |= 1 << (cardRank(c) - 2);
    return new CardSet(h);
  }

  /** From 13-bit holdings in the order S, H, D, C. */
  static fromHoldings(holdings: readonly number[]): CardSet {
    if (holdings.length !== 4 || holdings.some((x) => !Number.isInteger(x) || x < 0 || x > FULL_SUIT)) {
      throw new RangeError('a card set needs four 13-bit holdings');
    }
    return new CardSet([holdings[0]!, holdings[1]!, holdings[2]!, holdings[3]!]);
  }

  /** The 13-bit holding of one suit. */
  holding(suit: Suit): number {
    return this.holdings[SUIT_INDEX[suit]]!;
  }

  has(card: Card): boolean {
    return (this.holdings[SUIT_INDEX[cardSuit(card)]]! & (1 << (cardRank(card) - 2))) !== 0;
  }

  with(card: Card): CardSet {
    const h = [...this.holdings] as [number, number, number, number];
    h[SUIT_INDEX[cardSuit(card)]]! |= 1 << (cardRank(card) - 2);
    return new CardSet(h);
  }

  without(card: Card): CardSet {
    const h = [...this.holdings] as [number, number, number, number];
    h[SUIT_INDEX[cardSuit(card)]]! &= ~(1 << (cardRank(card) - 2));
    return new CardSet(h);
  }

  union(other: CardSet): CardSet {
    return new CardSet(
      [0, 1, 2, 3].map((i) => this.holdings[i]! | other.holdings[i]!) as [number, number, number, number],
    );
  }

  intersect(other: CardSet): CardSet {
    return new CardSet(
      [0, 1, 2, 3].map((i) => this.holdings[i]! & other.holdings[i]!) as [number, number, number, number],
    );
  }

  minus(other: CardSet): CardSet {
    return new CardSet(
      [0, 1, 2, 3].map((i) => this.holdings[i]! & ~other.holdings[i]!) as [number, number, number, number],
    );
  }

  get size(): number {
    return this.holdings.reduce((n, h) => n + popcount13(h), 0);
  }

  isEmpty(): boolean {
    return this.holdings.every((h) => h === 0);
  }

  equals(other: CardSet): boolean {
    return this.holdings.every((h, i) => h === other.holdings[i]);
  }

  /** Number of cards held in a suit. */
  length(suit: Suit): number {
    return popcount13(this.holding(suit));
  }

  lengths(): BySuit<number> {
    return { S: this.length('S'), H: this.length('H'), D: this.length('D'), C: this.length('C') };
  }

  /** Cards of one suit, highest first. */
  suitCards(suit: Suit): Card[] {
    const h = this.holding(suit);
    const out: Card[] = [];
    for (let r = 14; r >= 2; r--) if ((h & (1 << (r - 2))) !== 0) out.push(makeCard(suit, r as Rank));
    return out;
  }

  /** Every card, spades first and highest first within a suit. */
  cards(): Card[] {
    return SUITS.flatMap((s) => this.suitCards(s));
  }

  [Symbol.iterator](): Iterator<Card> {
    return this.cards()[Symbol.iterator]();
  }

  /** High-card points (4-3-2-1). */
  hcp(): number {
    let n = 0;
    for (const h of this.holdings)
      n += 4 * ((h >> 12) & 1) + 3 * ((h >> 11) & 1) + 2 * ((h >> 10) & 1) + ((h >> 9) & 1);
    return n;
  }

  /** PBN hand text: "AKQ.JT9.876.5432" (ranks high to low, suits S.H.D.C). */
  toPbn(): string {
    return SUITS.map((s) =>
      this.suitCards(s)
        .map((c) => c[1])
        .join(''),
    ).join('.');
  }

  toString(): string {
    return this.toPbn();
  }
}
