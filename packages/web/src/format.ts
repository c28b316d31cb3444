/**
 * Display helpers: card, call, seat and contract text in the chosen language, for screens and screen
 * readers ("туз пик"). No rules here: what is legal always comes with the view.
 */
import type { TFunction } from 'i18next';
import type { Card, Seat, Side, Strain, Suit } from '@tenace/core';

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
export const SEAT_ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];
export const SUIT_ORDER: readonly Suit[] = ['S', 'H', 'D', 'C'];
export const STRAIN_ORDER: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

/** Splits "1NT" into level and strain; null for P, X, XX or anything else. */
export function bidParts(text: string): { level: number; strain: Strain } | null {
  const m = /^([1-7])(C|D|H|S|NT)$/.exec(text);
  return m ? { level: Number(m[1]), strain: m[2] as Strain } : null;
}

export function cardSuit(card: Card): Suit {
  return card[0] as Suit;
}

/** The rank as printed on a card face: "10" for the ten. */
export function rankFace(card: Card): string {
  const r = card[1]!;
  return r === 'T' ? '10' : r;
}

/** "ace of spades", "туз пик", "туз пік". */
export function cardName(t: TFunction, card: Card): string {
  return t('card.name', { rank: t(`rank.${card[1]!}`), suit: t(`suitOf.${card[0]!}`) });
}

/** A short call for the screen: "1♠", "2NT"/"2БК", "pass". */
export function callShort(t: TFunction, text: string): string {
  const b = bidParts(text);
  if (b !== null) return `${b.level}${t(`strainShort.${b.strain}`)}`;
  if (text === 'P') return t('call.pass');
  if (text === 'X') return t('call.double');
  if (text === 'XX') return t('call.redouble');
  return text;
}

/** A call spelled out for screen readers, in each language's plural forms: "1 spade", "2 пики", "5 пік". */
export function callName(t: TFunction, text: string): string {
  const b = bidParts(text);
  if (b !== null) return t(`call.bidOf.${b.strain}`, { count: b.level });
  return callShort(t, text);
}

/** What a call says in itself (not a bidding system's meaning): the tricks a bid offers to take. */
export function callMeaning(t: TFunction, text: string): string {
  const b = bidParts(text);
  if (b === null) {
    if (text === 'X') return t('call.meaning.double');
    if (text === 'XX') return t('call.meaning.redouble');
    return t('call.meaning.pass');
  }
  const call = callShort(t, text);
  return b.strain === 'NT'
    ? t('call.meaning.bidNT', { call, tricks: b.level + 6 })
    : t('call.meaning.bid', { call, tricks: b.level + 6, strain: t(`strain.${b.strain}`) });
}

/** A contract such as "4SX" for the screen: "4♠X"; "PASS" is the passed-out deal. */
export function contractShort(t: TFunction, text: string): string {
  if (text === 'PASS') return t('table.passedOut');
  const m = /^([1-7])(C|D|H|S|NT)(XX|X)?$/.exec(text);
  if (!m) return text;
  return `${m[1]!}${t(`strainShort.${m[2]!}`)}${m[3] ?? ''}`;
}

/** The seat that sits `steps` places clockwise from `seat`. */
export function seatAfter(seat: Seat, steps: number): Seat {
  return SEAT_ORDER[(SEAT_ORDER.indexOf(seat) + steps + 400) % 4]!;
}

export function sideOfSeat(seat: Seat): Side {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

/** Cards grouped by suit in S H D C order, each suit highest first (the order the view gives is kept otherwise). */
export function bySuit(cards: readonly Card[]): { suit: Suit; cards: Card[] }[] {
  const rank = (c: Card): number => '23456789TJQKA'.indexOf(c[1]!);
  return SUIT_ORDER.map((suit) => ({
    suit,
    cards: cards.filter((c) => c[0] === suit).sort((a, b) => rank(b) - rank(a)),
  })).filter((g) => g.cards.length > 0);
}

/**
 * Reads a typed card ("SA", "sa", "H10", "dt"); null while it is not yet a whole card. Used for keyboard
 * play: the typed text is matched against the legal cards of the view.
 */
export function typedCard(text: string): Card | null {
  const m = /^([SHDC])(10|[2-9TJQKA])$/.exec(text.trim().toUpperCase());
  if (!m) return null;
  return `${m[1]!}${m[2] === '10' ? 'T' : m[2]!}` as Card;
}

/** The four hands of a PBN deal string ("N:AKQ.JT9.876.5432 …"); null when it is not one. */
export function pbnHands(text: string): Record<Seat, Card[]> | null {
  const m = /^\s*([NESW]):(.*)$/s.exec(text);
  if (!m) return null;
  const parts = m[2]!.trim().split(/\s+/);
  if (parts.length !== 4) return null;
  const out: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  for (let i = 0; i < 4; i++) {
    const seat = seatAfter(m[1] as Seat, i);
    const suits = parts[i]!.split('.');
    if (parts[i] === '-') continue;
    if (suits.length !== 4) return null;
    suits.forEach((ranks, si) => {
      for (const r of ranks.toUpperCase()) {
        if (!'23456789TJQKA'.includes(r)) return;
        out[seat].push(`${SUIT_ORDER[si]!}${r}` as Card);
      }
    });
  }
  return out;
}
