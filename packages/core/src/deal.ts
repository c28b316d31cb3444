import { parseCard, type Card } from './card.ts';
import { CardSet } from './cardSet.ts';
import { err, ok, type Result } from './result.ts';
import { seatsFrom } from './seat.ts';
import { SEATS, SUITS, isSeat, type BySeat, type BySuit, type Seat } from './types.ts';

/** A possibly partial layout: unknown hands are null. Not yet checked. */
export type DealSetup = { readonly [S in Seat]: CardSet | null };

/** A validated deal: four hands of 13 cards, 52 distinct. */
export interface Deal {
  readonly hands: BySeat<CardSet>;
}

export type DealErrorCode =
  'deal/bad_card' | 'deal/duplicate_card' | 'deal/hand_size' | 'deal/incomplete' | 'deal/bad_pbn';

const SEAT_NAME: BySeat<string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

/**
 * Checks a partial setup: no card twice, no hand over 13 cards. Unknown hands stay unknown.
 */
export function checkSetup(setup: DealSetup): Result<DealSetup> {
  let seen = CardSet.EMPTY;
  for (const seat of SEATS) {
    const hand = setup[seat];
    if (hand === null) continue;
    if (hand.size > 13)
      return err('deal/hand_size', `${SEAT_NAME[seat]} has ${hand.size} cards, more than 13`);
    const dup = hand.intersect(seen);
    if (!dup.isEmpty())
      return err(
        'deal/duplicate_card',
        `${SEAT_NAME[seat]} holds ${dup.cards()[0]!}, which another hand holds too`,
      );
    seen = seen.union(hand);
  }
  return ok(setup);
}

/**
 * A validated Deal from a setup. When exactly one hand is unknown and the other three hold 13 cards each,
 * the missing hand is the 13 cards left over.
 */
export function dealFromSetup(setup: DealSetup): Result<Deal> {
  const checked = checkSetup(setup);
  if (!checked.ok) return checked;
  const missing = SEATS.filter((s) => setup[s] === null);
  if (missing.length > 1)
    return err('deal/incomplete', `hands unknown: ${missing.map((s) => SEAT_NAME[s]).join(', ')}`);
  for (const seat of SEATS) {
    const hand = setup[seat];
    if (hand !== null && hand.size !== 13)
      return err('deal/hand_size', `${SEAT_NAME[seat]} has ${hand.size} cards, not 13`);
  }
  let known = CardSet.EMPTY;
  for (const seat of SEATS) known = known.union(setup[seat] ?? CardSet.EMPTY);
  const rest = CardSet.FULL.minus(known);
  const hands = {
    N: setup.N ?? rest,
    E: setup.E ?? rest,
    S: setup.S ?? rest,
    W: setup.W ?? rest,
  };
  return ok({ hands });
}

/** A deal from four hands; see dealFromSetup. */
export function dealOf(hands: BySeat<CardSet>): Result<Deal> {
  return dealFromSetup(hands);
}

export function setupOf(deal: Deal): DealSetup {
  return deal.hands;
}

function parseHand(text: string, seat: Seat): Result<CardSet | null> {
  if (text === '-') return ok(null);
  const suits = text.split('.');
  if (suits.length !== 4)
    return err('deal/bad_pbn', `${SEAT_NAME[seat]}'s hand "${text}" must have four suits separated by dots`);
  const cards: Card[] = [];
  for (let i = 0; i < 4; i++) {
    const suit = SUITS[i]!;
    const ranks = suits[i]!.toUpperCase().replace(/10/g, 'T');
    for (const r of ranks) {
      const card = parseCard(`${suit}${r}`);
      if (card === null)
        return err('deal/bad_card', `${SEAT_NAME[seat]}'s hand has "${r}" in ${suit}, which is not a rank`);
      if (cards.includes(card)) return err('deal/duplicate_card', `${SEAT_NAME[seat]} holds ${card} twice`);
      cards.push(card);
    }
  }
  return ok(CardSet.of(cards));
}

/**
 * Parses a PBN deal string: "N:AKQ.xxx... hand hand hand", any first seat, `-` for an unknown hand.
 * The hands go clockwise from the first seat. Returns a checked (possibly partial) setup.
 */
export function parsePbnDeal(text: string): Result<DealSetup> {
  const m = /^\s*([NESWnesw])\s*:\s*(.*?)\s*$/s.exec(text);
  if (!m) return err('deal/bad_pbn', `deal "${text}" must start with a seat and a colon, such as "N:"`);
  const first = m[1]!.toUpperCase();
  if (!isSeat(first)) return err('deal/bad_pbn', `"${first}" is not a seat`);
  const parts = m[2]!.split(/\s+/).filter((p) => p.length > 0);
  if (parts.length !== 4)
    return err('deal/bad_pbn', `deal "${text}" must have four hands, found ${parts.length}`);
  const order = seatsFrom(first);
  const hands: Record<Seat, CardSet | null> = { N: null, E: null, S: null, W: null };
  for (let i = 0; i < 4; i++) {
    const seat = order[i]!;
    const hand = parseHand(parts[i]!, seat);
    if (!hand.ok) return hand;
    hands[seat] = hand.value;
  }
  return checkSetup(hands);
}

/** Parses a PBN deal string into a full, validated Deal (one `-` hand may be derived). */
export function parsePbnDealFull(text: string): Result<Deal> {
  const setup = parsePbnDeal(text);
  return setup.ok ? dealFromSetup(setup.value) : setup;
}

/** Writes a PBN deal string starting at `first` (default North); unknown hands are `-`. */
export function makePbnDeal(setup: DealSetup | Deal, first: Seat = 'N'): string {
  const hands: DealSetup = 'hands' in setup ? setup.hands : setup;
  return `${first}:${seatsFrom(first)
    .map((s) => hands[s]?.toPbn() ?? '-')
    .join(' ')}`;
}

export function dealHcp(deal: Deal): BySeat<number> {
  return { N: deal.hands.N.hcp(), E: deal.hands.E.hcp(), S: deal.hands.S.hcp(), W: deal.hands.W.hcp() };
}

/** Suit lengths of a hand, S H D C. */
export function suitLengths(hand: CardSet): BySuit<number> {
  return hand.lengths();
}

/** Shape as lengths sorted longest first, e.g. [5, 4, 3, 1]. */
export function shapeOf(hand: CardSet): [number, number, number, number] {
  return SUITS.map((s) => hand.length(s)).sort((a, b) => b - a) as [number, number, number, number];
}

/** Rotates a deal: the hand of seat X moves to the seat `steps` places clockwise. */
export function rotateDeal(deal: Deal, steps: number): Deal {
  const order = SEATS;
  const hands = {} as Record<Seat, CardSet>;
  for (let i = 0; i < 4; i++) hands[order[(i + steps + 400) % 4]!] = deal.hands[order[i]!];
  return { hands };
}

/** The seat holding a card. */
export function holderOf(deal: Deal, card: Card): Seat {
  for (const s of SEATS) if (deal.hands[s].has(card)) return s;
  throw new Error(`no hand holds ${card}`);
}
