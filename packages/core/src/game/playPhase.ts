/**
 * The card-play phase shared by every mode (minibridge, rubber, Chicago, duplicate): who acts (declarer
 * for dummy), cards, claims and their answers, and undo under the table's policy, on core's trick engine.
 */
import type { Card } from '../card.ts';
import {
  answerClaim,
  playCard,
  playedCards,
  proposeClaim,
  remainingTricks,
  toPlay,
  undoLastCard,
  type PlayState,
} from '../play.ts';
import { err, type Result } from '../result.ts';
import { partner, sideOf } from '../seat.ts';
import { SEATS, type Seat } from '../types.ts';

export type PlayAction =
  | { readonly type: 'card'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'claim'; readonly seat: Seat; readonly tricks: number }
  | { readonly type: 'claimAnswer'; readonly seat: Seat; readonly accept: boolean }
  | { readonly type: 'undo'; readonly seat: Seat };

export interface PlayRules {
  readonly declarer: Seat;
  /** Whether the table allows a player to take back the last card they played. */
  readonly undo: boolean;
}

/** The seat that must play now (declarer for dummy's cards); null while a claim waits or when play is over. */
export function playActor(play: PlayState, declarer: Seat): Seat | null {
  if (play.claim !== null) return null;
  const seat = toPlay(play);
  return seat === null ? null : seat === partner(declarer) ? declarer : seat;
}

/**
 * The seats whose acceptance the pending claim needs, in seat order (empty when none is pending). Declarer's
 * claim: both defenders (Law 69A: a claim stands when both opponents acquiesce). A defender's claim:
 * declarer, and the claimer's partner as well when the claim concedes a trick to declarer (Law 68B: a
 * defender's concession stands only if partner agrees). Dummy never answers: declarer answers for the side.
 */
export function claimAnswerSeats(play: PlayState, declarer: Seat): readonly Seat[] {
  const claim = play.claim;
  if (claim === null) return [];
  const defenders = SEATS.filter((s) => sideOf(s) !== sideOf(declarer));
  if (sideOf(claim.by) === sideOf(declarer)) return defenders;
  const concedes = claim.tricks < remainingTricks(play);
  return SEATS.filter((s) => s === declarer || (concedes && s === partner(claim.by)));
}

/** The answerers of the pending claim who have not accepted it yet. */
export function awaitedClaimAnswers(play: PlayState, declarer: Seat): readonly Seat[] {
  const accepted = play.claim?.accepted ?? [];
  return claimAnswerSeats(play, declarer).filter((s) => !accepted.includes(s));
}

/** Applies a play-phase action by the seat that makes it; dummy takes no decisions. */
export function reducePlay(play: PlayState, rules: PlayRules, action: PlayAction): Result<PlayState> {
  const dummy = partner(rules.declarer);
  switch (action.type) {
    case 'card': {
      const actor = playActor(play, rules.declarer);
      if (action.seat !== actor) {
        return err(
          'action/not_your_turn',
          actor === null ? `it is not ${action.seat}'s turn` : `it is ${actor}'s turn, not ${action.seat}'s`,
        );
      }
      return playCard(play, action.card);
    }
    case 'claim':
      if (action.seat === dummy)
        return err('action/not_allowed', 'dummy cannot claim; declarer claims for the side');
      return proposeClaim(play, action.seat, action.tricks);
    case 'claimAnswer':
      if (action.seat === dummy && play.claim !== null && sideOf(play.claim.by) !== sideOf(dummy)) {
        return err('action/not_allowed', 'dummy does not answer claims; declarer does');
      }
      return answerClaim(play, action.seat, action.accept, claimAnswerSeats(play, rules.declarer));
    case 'undo': {
      if (!rules.undo) return err('action/not_allowed', 'this table does not allow undo');
      const cards = playedCards(play);
      const last = cards[cards.length - 1];
      if (last === undefined) return err('play/nothing_to_undo', 'no card has been played');
      const back = undoLastCard(play);
      if (!back.ok) return back;
      const owner = lastCardOwner(play, rules.declarer)!;
      if (action.seat !== owner) return err('action/not_allowed', `only ${owner} may take back ${last}`);
      return back;
    }
  }
}

/**
 * The seat that may take back the last card played (declarer for dummy's card), or null when no card
 * was played or a claim waits or settled play.
 */
export function lastCardOwner(play: PlayState, declarer: Seat): Seat | null {
  if (play.claim !== null || play.claimed !== null) return null;
  const back = undoLastCard(play);
  if (!back.ok) return null;
  const seat = toPlay(back.value)!;
  return seat === partner(declarer) ? declarer : seat;
}
