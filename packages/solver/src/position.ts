/**
 * Positions in the middle of play: the double-dummy value of every legal card, and the value after each
 * card of a played sequence.
 */
import {
  CardSet,
  SEATS,
  SUITS,
  STRAINS,
  err,
  ok,
  cardRank,
  cardSuit,
  makeCard,
  type BySeat,
  type Card,
  type Deal,
  type Rank,
  type CodedResult,
  type Seat,
  type Strain,
} from '@tenace/core';
import {
  SEAT_INDEX,
  STRAIN_INDEX,
  defaultEngine,
  holdingsOf,
  type SolveBudget,
  type SolveOptions,
} from './api.ts';
import { BudgetExhausted, type Engine } from './engine.ts';
import { guessNsTricks } from './guess.ts';

/** A position: the cards each hand still holds and the cards played so far to the current trick. */
export interface Position {
  readonly hands: BySeat<CardSet>;
  readonly strain: Strain;
  /** The seat that led (or is to lead) the current trick. */
  readonly leader: Seat;
  /** Cards already played to the current trick, in order from the leader (0 to 3 cards). */
  readonly trick: readonly Card[];
}

export interface CardValue {
  readonly card: Card;
  /** Tricks the side to play takes from the current trick on (this trick included); null past the budget. */
  readonly tricks: number | null;
}

const SUIT_INDEX: Readonly<Record<string, number>> = { S: 0, H: 1, D: 2, C: 3 };

function moveOf(card: Card): number {
  return (SUIT_INDEX[cardSuit(card)]! << 4) | (cardRank(card) - 2);
}
function cardOf(move: number): Card {
  return makeCard(SUITS[move >> 4]!, ((move & 15) + 2) as Rank);
}

function badPosition(message: string): CodedResult<never> {
  return err('solver/bad_position', message);
}

/** The seat to play next. */
export function toPlay(position: Position): Seat {
  return SEATS[(SEAT_INDEX[position.leader] + position.trick.length) & 3]!;
}

/** Checks a position: consistent hand sizes, trick cards nobody holds, suit followed when possible. */
export function checkPosition(position: Position): CodedResult<Position> {
  if (!(STRAINS as readonly string[]).includes(position.strain))
    return err('solver/bad_strain', `"${position.strain}" is not a strain (C, D, H, S or NT)`);
  if (!(SEATS as readonly string[]).includes(position.leader))
    return err('solver/bad_seat', `"${position.leader}" is not a seat (N, E, S or W)`);
  const trick = position.trick;
  if (trick.length > 3) return badPosition(`a trick in progress has at most 3 cards, not ${trick.length}`);
  let all = CardSet.EMPTY;
  for (const seat of SEATS) {
    const hand = position.hands[seat];
    if (!hand.intersect(all).isEmpty())
      return badPosition(`${hand.intersect(all).cards()[0]!} is held by two hands`);
    all = all.union(hand);
  }
  const l = SEAT_INDEX[position.leader];
  const size = position.hands[position.leader].size + (trick.length > 0 ? 1 : 0);
  if (size === 0) return badPosition('no cards left to play');
  for (let i = 0; i < 4; i++) {
    const seat = SEATS[(l + i) & 3]!;
    const expected = size - (i < trick.length ? 1 : 0);
    if (position.hands[seat].size !== expected)
      return badPosition(`${seat} holds ${position.hands[seat].size} cards but should hold ${expected}`);
  }
  for (let i = 0; i < trick.length; i++) {
    const card = trick[i]!;
    if (all.has(card)) return badPosition(`${card} is in the trick and also in a hand`);
    if (trick.indexOf(card) !== i) return badPosition(`${card} is played twice`);
    const seat = SEATS[(l + i) & 3]!;
    const led = cardSuit(trick[0]!);
    if (i > 0 && cardSuit(card) !== led && position.hands[seat].length(led) > 0)
      return badPosition(`${seat} played ${card} while holding ${led}`);
  }
  return ok(position);
}

/** The cards the player to move may play. */
export function legalCards(position: Position): Card[] {
  const hand = position.hands[toPlay(position)];
  const first = position.trick[0];
  if (first !== undefined && hand.length(cardSuit(first)) > 0) return hand.suitCards(cardSuit(first));
  return hand.cards();
}

function holdingsOfHands(hands: BySeat<CardSet>): Int32Array {
  return holdingsOf({ hands });
}

function engineValue(
  engine: Engine,
  holdings: Int32Array,
  trump: number,
  leader: number,
  trick: readonly number[],
  budget: SolveBudget | undefined,
  deadline: number | undefined,
  guess: number,
): number | null {
  engine.load(holdings, trump, leader, trick);
  return withinBudget(engine, budget, deadline, () => engine.value(guess));
}

/** `search()` under the budget; null when the budget runs out. */
function withinBudget<T>(
  engine: Engine,
  budget: SolveBudget | undefined,
  deadline: number | undefined,
  search: () => T,
): T | null {
  engine.setBudget({ maxNodes: budget?.maxNodes, deadline });
  try {
    return search();
  } catch (e) {
    if (e instanceof BudgetExhausted) return null;
    throw e;
  }
}

/**
 * A bound on NS's tricks from a card's solve, with the winning ranks (in the card's suit) of the test
 * that proved it: 0 when no test was needed (the bound holds for any card).
 */
interface RankedBound {
  readonly bound: number;
  readonly ranks: number;
}

/** A card of the mover's solved with the trick in progress at the root: its bit and its two bounds. */
interface SolvedCard {
  readonly suit: number;
  readonly bit: number;
  readonly lower: RankedBound;
  readonly upper: RankedBound;
}

/**
 * Whether a bound proved for the card `solved` (a bit of its suit) with winning ranks `ranks` holds for
 * another card `other` of the same hand and suit: as in the search's small-card pruning, when no rank
 * of the suit mattered, or both cards lie below the lowest rank that did (the same proof then plays
 * either card).
 */
function boundCovers(ranks: number, solved: number, other: number): boolean {
  return ranks === 0 || (solved < (ranks & -ranks) && other < (ranks & -ranks));
}

/**
 * The exact value of the loaded position by zero-window tests around `guess` between the bounds
 * already known (MTD, like `mtdValue`), with the winning ranks in `suit` of the tests that proved the
 * final bounds. Throws BudgetExhausted past the budget.
 */
function rankedValue(
  engine: Engine,
  guess: number,
  suit: number,
  lower: RankedBound,
  upper: RankedBound,
): { lower: RankedBound; upper: RankedBound } {
  let lo = lower;
  let hi = upper;
  let g = Math.min(hi.bound, Math.max(lo.bound, guess));
  while (lo.bound < hi.bound) {
    const target = g <= lo.bound ? lo.bound + 1 : g > hi.bound ? hi.bound : g;
    const r = engine.test(target);
    if (r >= target) lo = { bound: r, ranks: engine.rootRanks(suit) };
    else hi = { bound: r, ranks: engine.rootRanks(suit) };
    g = r;
  }
  return { lower: lo, upper: hi };
}

/**
 * The value (NS's tricks) of the position after the mover's card (the last of `trick`), solved from the
 * trick in progress; null past the budget. A bound proved for an earlier card of the same suit holds
 * for this one too when the tests' winning ranks say so (`boundCovers`): a card below every rank that
 * mattered to both of an earlier card's bounds takes its value without a search (small-card pruning
 * across the cards scored, as the search does among the cards it tries); one bound narrows the tests.
 */
function inTrickValue(
  engine: Engine,
  holdings: Int32Array,
  trump: number,
  leader: number,
  trick: readonly number[],
  budget: SolveBudget | undefined,
  deadline: number | undefined,
  guess: number,
  solved: SolvedCard[],
): number | null {
  const m = trick[trick.length - 1]!;
  const suit = m >> 4;
  const bit = 1 << (m & 15);
  engine.load(holdings, trump, leader, trick);
  let lower: RankedBound = { bound: 0, ranks: 0 };
  let upper: RankedBound = { bound: engine.tricksLeft, ranks: 0 };
  for (const c of solved) {
    if (c.suit !== suit) continue;
    if (c.lower.bound > lower.bound && boundCovers(c.lower.ranks, c.bit, bit)) lower = c.lower;
    if (c.upper.bound < upper.bound && boundCovers(c.upper.ranks, c.bit, bit)) upper = c.upper;
  }
  return withinBudget(engine, budget, deadline, () => {
    const v = rankedValue(engine, guess, suit, lower, upper);
    solved.push({ suit, bit, ...v });
    return v.lower.bound;
  });
}

/** The double-dummy value of every legal card of the player to move (highest cards first, by suit). */
export function cards(position: Position, options: SolveOptions = {}): CodedResult<CardValue[]> {
  const checked = checkPosition(position);
  if (!checked.ok) return checked;
  const engine = options.engine ?? defaultEngine();
  engine.tt.clear();
  const deadline = options.budget?.ms === undefined ? undefined : Date.now() + options.budget.ms;
  const l = SEAT_INDEX[position.leader];
  const mover = (l + position.trick.length) & 3;
  const trump = STRAIN_INDEX[position.strain];
  const base = position.trick.map(moveOf);
  const out: CardValue[] = [];
  const all = holdingsOfHands(position.hands);
  let guess = guessNsTricks(all, trump);
  const legal = legalCards(position);
  const same = equivalentTo(legal, all, mover, base);
  let bestNs = -1;
  const lastBySuit = [-1, -1, -1, -1];
  const solved: SolvedCard[] = [];
  for (let c = 0; c < legal.length; c++) {
    const card = legal[c]!;
    const twin = same[c]!;
    if (twin >= 0) {
      // Equal to a card already scored: no card of another hand lies between them.
      out.push({ card, tricks: out[twin]!.tricks });
      continue;
    }
    const hands = { ...position.hands, [SEATS[mover]!]: position.hands[SEATS[mover]!].without(card) };
    const holdings = holdingsOfHands(hands);
    const trick = [...base, moveOf(card)];
    // Complete a full trick here so the engine starts at a trick boundary.
    const winner = trick.length === 4 ? trickWinner(trick, l, trump) : -1;
    const extra = winner >= 0 && (winner & 1) === 0 ? 1 : 0;
    const ns =
      winner >= 0
        ? engineValue(engine, holdings, trump, winner, [], options.budget, deadline, guess)
        : inTrickValue(engine, holdings, trump, l, trick, options.budget, deadline, guess, solved);
    if (ns === null) {
      out.push({ card, tricks: null });
      continue;
    }
    // The next card's first guess: the last card scored in its suit, else the mover's best card so far
    // (0.99× the nodes of the previous card's value on the opening leads of boards 1–60).
    bestNs = bestNs < 0 ? ns : (mover & 1) === 0 ? Math.max(bestNs, ns) : Math.min(bestNs, ns);
    lastBySuit[moveOf(card) >> 4] = ns;
    const next = legal[c + 1];
    if (next !== undefined) {
      const inSuit = lastBySuit[moveOf(next) >> 4]!;
      guess = inSuit >= 0 ? inSuit : bestNs;
    }
    const total = position.hands[position.leader].size + (position.trick.length > 0 ? 1 : 0);
    const nsTotal = ns + extra;
    out.push({ card, tricks: (mover & 1) === 0 ? nsTotal : total - nsTotal });
  }
  return ok(out);
}

/**
 * For each legal card (in `legal`'s order), the index of an earlier card of the mover's with the same
 * value, or -1: two cards of one suit are equivalent when every card between them that is still in
 * play (in a hand or in the current trick) is the mover's own (DDS reports such cards as one).
 */
function equivalentTo(
  legal: readonly Card[],
  holdings: Int32Array,
  mover: number,
  trick: readonly number[],
): number[] {
  const inPlay = [0, 0, 0, 0];
  for (let h = 0; h < 4; h++) for (let s = 0; s < 4; s++) inPlay[s]! |= holdings[h * 4 + s]!;
  for (const m of trick) inPlay[m >> 4]! |= 1 << (m & 15);
  const index = new Map<number, number>();
  return legal.map((card, i) => {
    const m = moveOf(card);
    const s = m >> 4;
    const mine = holdings[mover * 4 + s]!;
    index.set(m, i);
    // The lowest card above this one still in play: the same group if it is the mover's.
    const above = inPlay[s]! & ~((2 << (m & 15)) - 1);
    const next = above & -above;
    if (next === 0 || (mine & next) === 0) return -1;
    const twin = index.get((s << 4) | (31 - Math.clz32(next)));
    // Scored before this card (or copied from a card scored before), so its value is known.
    return twin ?? -1;
  });
}

/** The seat (0-3) that wins a complete trick of four moves led by `leader`. */
function trickWinner(trick: readonly number[], leader: number, trump: number): number {
  let win = 0;
  for (let i = 1; i < 4; i++) {
    const s = trick[i]! >> 4;
    const ws = trick[win]! >> 4;
    if (s === ws ? trick[i]! > trick[win]! : s === trump) win = i;
  }
  return (leader + win) & 3;
}

/**
 * The double-dummy result before any card and after each card of `played`: the tricks declarer's side
 * (the leader's right-hand opponent) ends with, counting tricks already won. Entries past the budget are
 * null. An illegal card is an error naming it.
 */
export function analysePlay(
  deal: Deal,
  strain: Strain,
  leader: Seat,
  played: readonly Card[],
  options: SolveOptions = {},
): CodedResult<(number | null)[]> {
  if (!(STRAINS as readonly string[]).includes(strain))
    return err('solver/bad_strain', `"${strain}" is not a strain (C, D, H, S or NT)`);
  if (!(SEATS as readonly string[]).includes(leader))
    return err('solver/bad_seat', `"${leader}" is not a seat (N, E, S or W)`);
  if (played.length > 52) return badPosition(`${played.length} cards is more than a deal holds`);
  const engine = options.engine ?? defaultEngine();
  engine.tt.clear();
  const deadline = options.budget?.ms === undefined ? undefined : Date.now() + options.budget.ms;
  const trump = STRAIN_INDEX[strain];
  const holdings = holdingsOf(deal);
  const declarerNs = ((SEAT_INDEX[leader] + 3) & 1) === 0;
  const totalTricks = deal.hands[leader].size;
  let trickLeader = SEAT_INDEX[leader];
  let trick: number[] = [];
  let nsWon = 0;
  let tricksDone = 0;
  // First check every card, then solve each position in turn.
  const steps: { holdings: Int32Array; trickLeader: number; trick: number[]; nsWon: number; done: number }[] =
    [];
  const snapshot = (): void => {
    steps.push({
      holdings: Int32Array.from(holdings),
      trickLeader,
      trick: [...trick],
      nsWon,
      done: tricksDone,
    });
  };
  snapshot();
  for (const card of played) {
    const seat = (trickLeader + trick.length) & 3;
    const m = moveOf(card);
    const s = m >> 4;
    const bit = 1 << (m & 15);
    if ((holdings[seat * 4 + s]! & bit) === 0) return badPosition(`${SEATS[seat]!} does not hold ${card}`);
    if (trick.length > 0) {
      const led = trick[0]! >> 4;
      if (s !== led && holdings[seat * 4 + led] !== 0)
        return badPosition(`${SEATS[seat]!} must follow to ${SUITS[led]!} and cannot play ${card}`);
    }
    holdings[seat * 4 + s]! ^= bit;
    trick.push(m);
    if (trick.length === 4) {
      const w = trickWinner(trick, trickLeader, trump);
      if ((w & 1) === 0) nsWon++;
      tricksDone++;
      trickLeader = w;
      trick = [];
    }
    snapshot();
  }
  const results: (number | null)[] = [];
  let guess = guessNsTricks(steps[0]!.holdings, trump);
  for (const step of steps) {
    let ns: number | null = 0;
    if (step.done < totalTricks) {
      ns = engineValue(
        engine,
        step.holdings,
        trump,
        step.trickLeader,
        step.trick,
        options.budget,
        deadline,
        guess,
      );
      if (ns !== null) guess = ns;
    }
    if (ns === null) results.push(null);
    else {
      const nsTotal = step.nsWon + ns;
      results.push(declarerNs ? nsTotal : totalTricks - nsTotal);
    }
  }
  return ok(results);
}

/** The opening position of a deal: `leader` to lead the first trick. */
export function openingPosition(deal: Deal, strain: Strain, leader: Seat): Position {
  return { hands: deal.hands, strain, leader, trick: [] };
}

export { cardOf as cardOfMove };
