/**
 * The trick engine, for any strain: whose turn, legal cards (follow suit), trick winners, tricks per side,
 * claims and undo. Pure: every function returns a new state or a coded error.
 */
import { cardRank, cardSuit, type Card } from './card.ts';
import type { CardSet } from './cardSet.ts';
import type { Deal } from './deal.ts';
import { err, ok, type Result } from './result.ts';
import { otherSide, rotate, sideOf } from './seat.ts';
import type { BySeat, BySide, Seat, Side, Strain } from './types.ts';

export interface Trick {
  /** Who led to the trick. */
  readonly leader: Seat;
  /** The cards in the order played, starting with the lead. */
  readonly cards: readonly Card[];
}

export interface CompletedTrick extends Trick {
  readonly winner: Seat;
}

export interface Claim {
  /** The player who claimed (or conceded). */
  readonly by: Seat;
  /** How many of the remaining tricks the claimer's side takes. */
  readonly tricks: number;
  /** The answerers who have accepted so far (the claim settles once every answerer has). */
  readonly accepted?: readonly Seat[];
}

export interface PlayState {
  readonly strain: Strain;
  /** The cards each seat still holds. */
  readonly hands: BySeat<CardSet>;
  readonly tricks: readonly CompletedTrick[];
  /** The trick in progress (no cards between tricks). */
  readonly current: Trick;
  /** Tricks won so far by each side. */
  readonly won: BySide<number>;
  /** A claim waiting for the other side's answer. */
  readonly claim: Claim | null;
  /** Set when an accepted claim ended play: the claim that fixed the result. */
  readonly claimed: Claim | null;
  /**
   * Per side, how many tricks were complete when its last claim was refused: the side may not claim
   * again until another trick is complete (absent: no claim of the side was refused).
   */
  readonly claimRefused?: Partial<BySide<number>>;
}

export type PlayErrorCode =
  | 'play/finished'
  | 'play/not_held'
  | 'play/must_follow'
  | 'play/claim_pending'
  | 'play/no_claim'
  | 'play/bad_claim'
  | 'play/not_opponent'
  | 'play/claim_limit'
  | 'play/nothing_to_undo';

export function startPlay(deal: Deal, strain: Strain, leader: Seat): PlayState {
  return {
    strain,
    hands: deal.hands,
    tricks: [],
    current: { leader, cards: [] },
    won: { NS: 0, EW: 0 },
    claim: null,
    claimed: null,
  };
}

/** True when all 13 tricks are played or an accepted claim fixed the rest. */
export function isPlayFinished(state: PlayState): boolean {
  return state.claimed !== null || state.tricks.length === 13;
}

/** Tricks not yet completed (the current trick counts as remaining). */
export function remainingTricks(state: PlayState): number {
  return isPlayFinished(state) ? 0 : 13 - state.tricks.length;
}

/** The seat to play next, or null when play is over. */
export function toPlay(state: PlayState): Seat | null {
  if (isPlayFinished(state)) return null;
  return rotate(state.current.leader, state.current.cards.length);
}

/** The suit led to the current trick, or null at the start of a trick. */
export function suitLed(state: PlayState): Card[0] | null {
  const lead = state.current.cards[0];
  return lead === undefined ? null : cardSuit(lead);
}

/** The cards the player to act may play: any card on a lead, else the suit led if held, else any card. */
export function legalCards(state: PlayState): Card[] {
  const seat = toPlay(state);
  if (seat === null || state.claim !== null) return [];
  const hand = state.hands[seat];
  const led = state.current.cards[0];
  if (led !== undefined) {
    const follow = hand.suitCards(cardSuit(led));
    if (follow.length > 0) return follow;
  }
  return hand.cards();
}

/** The winner of a complete trick: the highest trump, else the highest card of the suit led. */
export function trickWinner(trick: Trick, strain: Strain): Seat {
  const led = trick.cards[0];
  if (led === undefined) throw new Error('an empty trick has no winner');
  let best = 0;
  for (let i = 1; i < trick.cards.length; i++) {
    const c = trick.cards[i]!;
    const b = trick.cards[best]!;
    const cTrump = cardSuit(c) === strain;
    const bTrump = cardSuit(b) === strain;
    if (cTrump && !bTrump) best = i;
    else if (cardSuit(c) === cardSuit(b) && cardRank(c) > cardRank(b)) best = i;
  }
  return rotate(trick.leader, best);
}

export function playCard(state: PlayState, card: Card): Result<PlayState> {
  const seat = toPlay(state);
  if (seat === null) return err('play/finished', 'play is over');
  if (state.claim !== null) return err('play/claim_pending', 'a claim is waiting for an answer');
  const hand = state.hands[seat];
  if (!hand.has(card)) return err('play/not_held', `${seat} does not hold ${card}`);
  const led = state.current.cards[0];
  if (led !== undefined && cardSuit(card) !== cardSuit(led) && hand.length(cardSuit(led)) > 0) {
    return err('play/must_follow', `${seat} must follow suit to ${led} and cannot play ${card}`);
  }
  const hands = { ...state.hands, [seat]: hand.without(card) };
  const current: Trick = { leader: state.current.leader, cards: [...state.current.cards, card] };
  if (current.cards.length < 4) return ok({ ...state, hands, current });
  const winner = trickWinner(current, state.strain);
  const side = sideOf(winner);
  return ok({
    ...state,
    hands,
    tricks: [...state.tricks, { ...current, winner }],
    current: { leader: winner, cards: [] },
    won: { ...state.won, [side]: state.won[side] + 1 },
  });
}

/** Every card played so far, in the order played. */
export function playedCards(state: PlayState): Card[] {
  return [...state.tricks.flatMap((t) => t.cards), ...state.current.cards];
}

/** Takes back the last card played (the caller decides whether its policy allows it). */
export function undoLastCard(state: PlayState): Result<PlayState> {
  if (state.claimed !== null || state.claim !== null)
    return err('play/claim_pending', 'cannot undo after a claim');
  let current = state.current;
  let tricks = state.tricks;
  let won = state.won;
  if (current.cards.length === 0) {
    const last = tricks[tricks.length - 1];
    if (last === undefined) return err('play/nothing_to_undo', 'no card has been played');
    tricks = tricks.slice(0, -1);
    const side = sideOf(last.winner);
    won = { ...won, [side]: won[side] - 1 };
    current = { leader: last.leader, cards: last.cards };
  }
  const card = current.cards[current.cards.length - 1]!;
  const seat = rotate(current.leader, current.cards.length - 1);
  return ok({
    ...state,
    tricks,
    won,
    current: { leader: current.leader, cards: current.cards.slice(0, -1) },
    hands: { ...state.hands, [seat]: state.hands[seat].with(card) },
  });
}

/**
 * A player proposes that their side takes `tricks` of the remaining tricks (0 is a concession of all).
 * A side whose claim was refused may not claim again until another trick is complete.
 */
export function proposeClaim(state: PlayState, by: Seat, tricks: number): Result<PlayState> {
  if (isPlayFinished(state)) return err('play/finished', 'play is over');
  if (state.claim !== null) return err('play/claim_pending', 'a claim is already waiting for an answer');
  const remaining = remainingTricks(state);
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > remaining) {
    return err('play/bad_claim', `a claim must be a whole number from 0 to ${remaining}, got ${tricks}`);
  }
  const refusedAt = state.claimRefused?.[sideOf(by)];
  if (refusedAt !== undefined && state.tricks.length <= refusedAt)
    return err(
      'play/claim_limit',
      `${sideOf(by)}'s claim was refused after trick ${refusedAt}: it may claim again once another trick is complete`,
    );
  return ok({ ...state, claim: { by, tricks } });
}

/** The claimer's two opponents: who answers a claim when the rules name nobody else. */
export function claimOpponents(by: Seat): readonly Seat[] {
  return [rotate(by, 1), rotate(by, 3)];
}

/**
 * One answerer answers the pending claim. A refusal resumes play with nothing conceded (and the
 * claimer's side may not claim again until another trick is complete). An acceptance is noted; once every
 * one of `answerers` (by default the claimer's two opponents) has accepted, the result is fixed: the
 * claimer's side gets the claimed tricks, the other side the rest.
 */
export function answerClaim(
  state: PlayState,
  by: Seat,
  accept: boolean,
  answerers?: readonly Seat[],
): Result<PlayState> {
  const claim = state.claim;
  if (claim === null) return err('play/no_claim', 'there is no claim to answer');
  const needed = answerers ?? claimOpponents(claim.by);
  if (!needed.includes(by))
    return err(
      'play/not_opponent',
      `${by} does not answer this claim (${needed.join(' and ')} ${needed.length === 1 ? 'does' : 'do'})`,
    );
  const accepted = claim.accepted ?? [];
  if (accepted.includes(by)) return err('play/claim_pending', `${by} has already accepted the claim`);
  const side: Side = sideOf(claim.by);
  if (!accept)
    return ok({
      ...state,
      claim: null,
      claimRefused: { ...state.claimRefused, [side]: state.tricks.length },
    });
  const now = [...accepted, by];
  if (needed.some((s) => !now.includes(s))) return ok({ ...state, claim: { ...claim, accepted: now } });
  const rest = remainingTricks(state) - claim.tricks;
  return ok({
    ...state,
    claim: null,
    claimed: { by: claim.by, tricks: claim.tricks },
    won: {
      ...state.won,
      [side]: state.won[side] + claim.tricks,
      [otherSide(side)]: state.won[otherSide(side)] + rest,
    },
  });
}
