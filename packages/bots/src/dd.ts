/**
 * The bots' only door to double-dummy analysis: thin wrappers over @tenace/solver that speak in the bots'
 * terms (declarer's tricks; tricks for the side to play after each legal card) and carry a time budget.
 */
import {
  SEATS,
  cardRank,
  cardSuit,
  lho,
  sideOf,
  trickWinner,
  type Card,
  type Seat,
  type Strain,
  type Suit,
  type Trick,
} from '@tenace/core';
import {
  BudgetExhausted,
  SEAT_INDEX,
  STRAIN_INDEX,
  cards,
  defaultEngine,
  holdingsOf,
  solve,
} from '@tenace/solver';
import type { Hands } from './sampling/layouts.ts';

/** Declarer's side's tricks with declarer's left-hand opponent on lead; null when past the budget. */
export function declarerTricks(hands: Hands, strain: Strain, declarer: Seat, ms?: number): number | null {
  const r = solve({ hands }, strain, lho(declarer), ms === undefined ? {} : { budget: { ms } });
  if (!r.ok || r.value === null) return null;
  return 13 - r.value;
}

/**
 * For each legal card of the seat to play, the tricks that seat's side takes from the current trick on
 * (this trick included); null when past the budget or when the position is not valid.
 */
export function cardTricks(
  hands: Hands,
  strain: Strain,
  trick: Trick,
  ms?: number,
  maxNodes?: number,
): ReadonlyMap<Card, number> | null {
  const r = cards(
    { hands, strain, leader: trick.leader, trick: trick.cards },
    ms === undefined && maxNodes === undefined ? {} : { budget: { ms, maxNodes } },
  );
  if (!r.ok) return null;
  const out = new Map<Card, number>();
  for (const v of r.value) {
    if (v.tricks === null) return null;
    out.set(v.card, v.tricks);
  }
  return out;
}

const SUIT_INDEX: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };

/** A card in the engine's move encoding: suit index (S H D C) times 16 plus rank − 2. */
function moveOf(card: Card): number {
  return (SUIT_INDEX[cardSuit(card)] << 4) | (cardRank(card) - 2);
}

/**
 * Like `cardTricks`, for chosen cards only (one card of each group of equivalent cards is enough):
 * the tricks the side to play takes from the current trick on after each candidate. The engine's search
 * for the next candidate starts from the previous value (MTD), or from `guess` for the first.
 * Candidates must be legal; null when past the budget.
 */
export function candidateTricks(
  hands: Hands,
  strain: Strain,
  trick: Trick,
  candidates: readonly Card[],
  options: { readonly ms?: number; readonly guess?: number } = {},
): Map<Card, number> | null {
  const engine = defaultEngine();
  engine.tt.clear();
  engine.setBudget(options.ms === undefined ? undefined : { deadline: Date.now() + options.ms });
  const leader = SEAT_INDEX[trick.leader];
  const moverIndex = (leader + trick.cards.length) & 3;
  const mover = SEATS[moverIndex]!;
  const trump = STRAIN_INDEX[strain];
  const total = hands[trick.leader].size + (trick.cards.length > 0 ? 1 : 0);
  const base = trick.cards.map(moveOf);
  const out = new Map<Card, number>();
  let guess = options.guess ?? Math.ceil(total / 2);
  for (const card of candidates) {
    const holdings = holdingsOf({ hands: { ...hands, [mover]: hands[mover].without(card) } });
    const played = [...trick.cards, card];
    let extra = 0;
    if (played.length === 4) {
      // The engine starts at a trick boundary: the winner leads the rest.
      const winner = trickWinner({ leader: trick.leader, cards: played }, strain);
      extra = sideOf(winner) === 'NS' ? 1 : 0;
      engine.load(holdings, trump, SEAT_INDEX[winner], []);
    } else engine.load(holdings, trump, leader, [...base, moveOf(card)]);
    let ns: number;
    try {
      ns = engine.value(moverIndex % 2 === 0 ? guess - extra : total - guess - extra);
    } catch (e) {
      if (e instanceof BudgetExhausted) return null;
      throw e;
    }
    const nsTotal = ns + extra;
    const mine = moverIndex % 2 === 0 ? nsTotal : total - nsTotal;
    guess = mine;
    out.set(card, mine);
  }
  return out;
}
