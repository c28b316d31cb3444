/**
 * The draw for partners and seats before a rubber (rules reference §5.1): each of the four players draws a
 * card from a spread pack. The highest card chooses the seat and deals first; the second highest is his
 * partner, against the other two. Cards come from one pack, so there are no ties: equal ranks are ordered by
 * suit, spades highest, then hearts, diamonds, clubs (the traditional tie-break).
 */
import { ALL_CARDS, cardRank, cardSuit, type Card } from '../card.ts';
import { err, ok, type Result } from '../result.ts';
import { boardRng, shuffle } from '../rng.ts';
import { partner, rotate } from '../seat.ts';
import { SUITS, isSeat, type BySeat, type Seat } from '../types.ts';

export interface DrawnCard {
  readonly player: string;
  readonly card: Card;
}

export interface Draw {
  /** The card each player drew, in the order the players were given. */
  readonly cards: readonly DrawnCard[];
  /** The players by their cards, highest first: P1, P2, P3, P4. */
  readonly order: readonly [string, string, string, string];
}

/** Whether card `a` beats card `b` in the draw: the higher rank, and on equal ranks the higher suit. */
export function drawBeats(a: Card, b: Card): boolean {
  if (cardRank(a) !== cardRank(b)) return cardRank(a) > cardRank(b);
  return SUITS.indexOf(cardSuit(a)) < SUITS.indexOf(cardSuit(b));
}

/** Orders drawn cards, the best first (one pack: all distinct). */
export function rankDraw(cards: readonly DrawnCard[]): DrawnCard[] {
  return [...cards].sort((x, y) => (drawBeats(x.card, y.card) ? -1 : drawBeats(y.card, x.card) ? 1 : 0));
}

function checkPlayers(players: readonly string[]): Result<readonly [string, string, string, string]> {
  if (players.length !== 4)
    return err('action/bad_action', `the draw needs four players, got ${players.length}`);
  if (new Set(players).size !== 4)
    return err('action/bad_action', `the four players need different names: ${players.join(', ')}`);
  return ok(players as unknown as readonly [string, string, string, string]);
}

/**
 * The seeded draw: the pack is shuffled reproducibly from the seed (a stream apart from the deals') and the
 * players take its first four cards in turn.
 */
export function drawForPartners(seed: string, players: readonly string[]): Result<Draw> {
  const checked = checkPlayers(players);
  if (!checked.ok) return checked;
  const rng = boardRng(`draw:${seed}`, 1);
  const pack = shuffle([...ALL_CARDS], (n) => rng.below(n));
  const cards = checked.value.map((player, i) => ({ player, card: pack[i]! }));
  const order = rankDraw(cards).map((c) => c.player) as unknown as Draw['order'];
  return ok({ cards, order });
}

/**
 * Seats for a partnership: `chooser` at `seat`, `partnerName` opposite, and the other two at the chooser's
 * left and right (the first of them, by the draw's order, on the left).
 */
export function seatPartnership(
  order: Draw['order'],
  chooser: string,
  partnerName: string,
  seat: Seat,
): Result<BySeat<string>> {
  if (!isSeat(seat)) return err('action/bad_action', `"${String(seat)}" is not a seat`);
  if (!order.includes(chooser) || !order.includes(partnerName) || chooser === partnerName)
    return err('action/bad_action', `${chooser} and ${partnerName} must be two of the players drawn`);
  const others = order.filter((p) => p !== chooser && p !== partnerName);
  const seats: Record<Seat, string> = { N: '', E: '', S: '', W: '' };
  seats[seat] = chooser;
  seats[partner(seat)] = partnerName;
  seats[rotate(seat, 1)] = others[0]!;
  seats[rotate(seat, 3)] = others[1]!;
  return ok(seats);
}

/** The seat of a player at a table, or null. */
export function seatOfPlayer(seats: BySeat<string>, player: string): Seat | null {
  return (['N', 'E', 'S', 'W'] as const).find((s) => seats[s] === player) ?? null;
}

/**
 * The seat the chooser takes so that `player` ends up at `at` (the chooser may pick any seat; this keeps a
 * person at the seat they asked for). Without a constraint, the chooser takes North.
 */
export function chooserSeat(
  order: Draw['order'],
  chooser: string,
  partnerName: string,
  keep?: { readonly player: string; readonly at: Seat },
): Seat {
  if (keep === undefined || !order.includes(keep.player)) return 'N';
  const seats = seatPartnership(order, chooser, partnerName, 'N');
  if (!seats.ok) return 'N';
  const now = seatOfPlayer(seats.value, keep.player)!;
  const steps =
    (['N', 'E', 'S', 'W'] as const).indexOf(keep.at) - (['N', 'E', 'S', 'W'] as const).indexOf(now);
  return rotate('N', steps);
}
