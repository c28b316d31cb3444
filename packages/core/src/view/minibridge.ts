/**
 * What one seat (or a spectator, seat null) may see of a minibridge match: its own hand, the four HCP
 * announcements, dummy as soon as it is exposed (before the contract is chosen), the cards played, and
 * every hand once the deal is scored. Finished deals are public.
 */
import type { Card } from '../card.ts';
import type { CardSet } from '../cardSet.ts';
import {
  minibridgeDummy,
  minibridgeToAct,
  minibridgeToPlay,
  type MinibridgeContract,
  type MinibridgeDealRecord,
  type MinibridgePhase,
  type MinibridgeRules,
  type MinibridgeState,
} from '../game/minibridge.ts';
import { legalCards, playedCards, type Claim, type CompletedTrick, type Trick } from '../play.ts';
import { seatsFrom } from '../seat.ts';
import { SEATS, STRAINS, type BySeat, type BySide, type Seat, type Side, type Strain } from '../types.ts';

export interface MinibridgeView {
  readonly mode: 'minibridge';
  /** The seat this view is for; null for a spectator. */
  readonly seat: Seat | null;
  readonly rules: MinibridgeRules;
  readonly phase: MinibridgePhase;
  readonly dealNumber: number;
  readonly counted: number;
  readonly dealer: Seat;
  /** The HCP announcements in the order made, from the dealer clockwise. */
  readonly announcements: readonly { readonly seat: Seat; readonly hcp: number }[];
  readonly declarer: Seat;
  readonly dummy: Seat;
  readonly contract: MinibridgeContract | null;
  /** The cards each seat still holds, where this viewer may see them; null where hidden. */
  readonly hands: BySeat<readonly Card[] | null>;
  /** How many cards each seat still holds (always public). */
  readonly handSizes: BySeat<number>;
  /** The full deal as a PBN string once the deal is scored, else null. */
  readonly deal: string | null;
  readonly trick: Trick | null;
  readonly lastTrick: CompletedTrick | null;
  readonly tricksWon: BySide<number>;
  /** The hand whose card is next (dummy's included), or null. */
  readonly toPlay: Seat | null;
  /** The seat that must act next (declarer for dummy), or null. */
  readonly toAct: Seat | null;
  /** Cards this viewer may play now (from its own hand or, for declarer, dummy's); empty otherwise. */
  readonly legalCards: readonly Card[];
  /** Contract choices, when this viewer is declarer choosing. */
  readonly contractOptions: readonly MinibridgeContract[];
  readonly claim: Claim | null;
  readonly played: readonly Card[];
  readonly history: readonly MinibridgeDealRecord[];
  readonly totals: BySide<number>;
  readonly games: BySide<number>;
  readonly winner: Side | null;
}

const CONTRACT_OPTIONS: readonly MinibridgeContract[] = [...STRAINS].reverse().flatMap((strain: Strain) => [
  { strain, game: false },
  { strain, game: true },
]);

export function minibridgeView(state: MinibridgeState, seat: Seat | null): MinibridgeView {
  const dummy = minibridgeDummy(state);
  const play = state.play;
  const remaining: BySeat<CardSet> = play?.hands ?? state.deal.hands;
  const finished = state.phase === 'scored' || state.phase === 'over';
  const visible = (s: Seat): boolean => finished || s === seat || s === dummy;
  const hands = Object.fromEntries(
    SEATS.map((s) => [s, visible(s) ? remaining[s].cards() : null]),
  ) as unknown as BySeat<readonly Card[] | null>;
  const handSizes = Object.fromEntries(SEATS.map((s) => [s, remaining[s].size])) as unknown as BySeat<number>;
  const toAct = minibridgeToAct(state);
  const claim = play?.claim ?? null;
  return {
    mode: 'minibridge',
    seat,
    rules: state.rules,
    phase: state.phase,
    dealNumber: state.dealNumber,
    counted: state.counted,
    dealer: state.dealer,
    announcements: seatsFrom(state.dealer).map((s) => ({ seat: s, hcp: state.hcp[s] })),
    declarer: state.declarer,
    dummy,
    contract: state.contract,
    hands,
    handSizes,
    deal: finished ? state.history[state.history.length - 1]!.pbn : null,
    trick: play === null || finished ? null : play.current,
    lastTrick: play?.tricks[play.tricks.length - 1] ?? null,
    tricksWon: play?.won ?? { NS: 0, EW: 0 },
    toPlay: minibridgeToPlay(state),
    toAct,
    legalCards: play !== null && seat !== null && toAct === seat ? legalCards(play) : [],
    contractOptions: state.phase === 'contract' && seat === state.declarer ? CONTRACT_OPTIONS : [],
    claim,
    played: play === null ? [] : playedCards(play),
    history: state.history,
    totals: state.totals,
    games: state.games,
    winner: state.winner,
  };
}
