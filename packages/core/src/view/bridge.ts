/**
 * What one seat (or a spectator, seat null) may see of a contract-bridge match — rubber, Chicago or
 * duplicate: its own hand; the auction (public); dummy only once the opening lead is made; the cards played;
 * the legal calls or cards when it is to act (declarer also for dummy); every hand once the deal is over.
 * Finished deals and the score are public.
 */
import { legalCalls } from '../auction.ts';
import { makeCall, makeContract, type Contract } from '../call.ts';
import type { Card } from '../card.ts';
import type { CardSet } from '../cardSet.ts';
import { makePbnDeal } from '../deal.ts';
import {
  bridgeDealToAct,
  bridgeDealToPlay,
  bridgeDummy,
  openingLeadMade,
  type BridgeDealState,
  type BridgeMatchPhase,
} from '../game/bridgeDeal.ts';
import { legalCards, playedCards, type Claim, type CompletedTrick, type Trick } from '../play.ts';
import {
  chicagoStanding,
  type ChicagoDealRecord,
  type ChicagoRules,
  type ChicagoState,
} from '../game/chicago.ts';
import type { ChicagoResult } from '../score/chicago.ts';
import {
  duplicateStanding,
  type DuplicateDealRecord,
  type DuplicateResult,
  type DuplicateRules,
  type DuplicateState,
} from '../game/duplicate.ts';
import { rubberStanding, type RubberDealRecord, type RubberRules, type RubberState } from '../game/rubber.ts';
import type { RubberResult } from '../score/rubberSheet.ts';
import { vulnerabilityOf } from '../seat.ts';
import { SEATS, type BySeat, type BySide, type Seat, type Vulnerability } from '../types.ts';

/** The part of a bridge view that concerns the deal in progress (or just finished). */
export interface BridgeDealView {
  /** The seat this view is for; null for a spectator. */
  readonly seat: Seat | null;
  readonly phase: BridgeMatchPhase;
  readonly dealNumber: number;
  readonly dealer: Seat;
  /** Who is vulnerable on this deal. */
  readonly vulnerability: Vulnerability;
  /** The calls so far, from the dealer, as "P", "X", "XX", "1C" … "7NT". */
  readonly auction: readonly string[];
  /** Calls this viewer may make now, as text ("P", "1NT"); empty when it is not this viewer's turn to call. */
  readonly legalCalls: readonly string[];
  /** The contract once the auction ends with one; null while bidding and for a passed-out deal. */
  readonly contract: Contract | null;
  /** "4SX" once the auction ends with a contract; "PASS" for a passed-out deal; null while bidding. */
  readonly contractText: string | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  /** Whether dummy's hand is face up (after the opening lead). */
  readonly dummyVisible: boolean;
  /** The cards each seat still holds where this viewer may see them; null where hidden. */
  readonly hands: BySeat<readonly Card[] | null>;
  /** How many cards each seat still holds (always public). */
  readonly handSizes: BySeat<number>;
  /** The full deal as PBN once the deal is over, else null. */
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
  readonly claim: Claim | null;
  readonly played: readonly Card[];
}

/** The view of the current deal for `seat`; `phase` is the match's phase ('scored' or 'over' reveal all). */
export function bridgeDealView(
  deal: BridgeDealState,
  phase: BridgeMatchPhase,
  seat: Seat | null,
): BridgeDealView {
  const play = deal.play;
  const dummy = bridgeDummy(deal);
  const finished = phase === 'scored' || phase === 'over';
  const dummyVisible = dummy !== null && (finished || openingLeadMade(deal));
  const remaining: BySeat<CardSet> = play?.hands ?? deal.deal.hands;
  const visible = (s: Seat): boolean => finished || s === seat || (dummyVisible && s === dummy);
  const hands = Object.fromEntries(
    SEATS.map((s) => [s, visible(s) ? remaining[s].cards() : null]),
  ) as unknown as BySeat<readonly Card[] | null>;
  const handSizes = Object.fromEntries(SEATS.map((s) => [s, remaining[s].size])) as unknown as BySeat<number>;
  const toAct = finished ? null : bridgeDealToAct(deal);
  const claim = play?.claim ?? null;
  const mine = seat !== null && toAct === seat;
  const ended = deal.phase !== 'auction';
  return {
    seat,
    phase,
    dealNumber: deal.number,
    dealer: deal.dealer,
    vulnerability: vulnerabilityOf(deal.vulnerable.NS, deal.vulnerable.EW),
    auction: deal.auction.calls.map(makeCall),
    legalCalls: mine && deal.phase === 'auction' ? legalCalls(deal.auction).map(makeCall) : [],
    contract: deal.contract,
    contractText: ended ? makeContract(deal.contract) : null,
    declarer: deal.declarer,
    dummy,
    dummyVisible,
    hands,
    handSizes,
    deal: finished ? makePbnDeal(deal.deal, 'N') : null,
    trick: play === null || finished ? null : play.current,
    lastTrick: play?.tricks[play.tricks.length - 1] ?? null,
    tricksWon: play?.won ?? { NS: 0, EW: 0 },
    toPlay: finished ? null : bridgeDealToPlay(deal),
    toAct,
    legalCards: mine && play !== null && deal.phase === 'play' ? legalCards(play) : [],
    claim,
    played: play === null ? [] : playedCards(play),
  };
}

export interface RubberView extends BridgeDealView {
  readonly mode: 'rubber';
  readonly rules: RubberRules;
  /** Finished deals of the rubber, with their sheet entries. */
  readonly history: readonly RubberDealRecord[];
  /** Each side's points below the line in the game in progress. */
  readonly partScores: BySide<number>;
  readonly standing: RubberResult;
}

export function rubberView(state: RubberState, seat: Seat | null): RubberView {
  return {
    mode: 'rubber',
    rules: state.rules,
    ...bridgeDealView(state.current, state.phase, seat),
    history: state.history,
    partScores: state.sheet.partScores,
    standing: rubberStanding(state),
  };
}

export interface ChicagoView extends BridgeDealView {
  readonly mode: 'chicago';
  readonly rules: ChicagoRules;
  readonly history: readonly ChicagoDealRecord[];
  /** Each side's part-scores carried toward the next game. */
  readonly partScores: BySide<number>;
  readonly standing: ChicagoResult;
}

export function chicagoView(state: ChicagoState, seat: Seat | null): ChicagoView {
  return {
    mode: 'chicago',
    rules: state.rules,
    ...bridgeDealView(state.current, state.phase, seat),
    history: state.history,
    partScores: state.score.partScores,
    standing: chicagoStanding(state),
  };
}

export interface DuplicateView extends BridgeDealView {
  readonly mode: 'duplicate';
  readonly rules: DuplicateRules;
  readonly history: readonly DuplicateDealRecord[];
  readonly standing: DuplicateResult;
}

export function duplicateView(state: DuplicateState, seat: Seat | null): DuplicateView {
  return {
    mode: 'duplicate',
    rules: state.rules,
    ...bridgeDealView(state.current, state.phase, seat),
    history: state.history,
    standing: duplicateStanding(state),
  };
}

/** The states of the contract-bridge modes. */
export type BridgeGameState = RubberState | ChicagoState | DuplicateState;

/** What one seat of a contract-bridge mode may see. */
export type BridgeView = RubberView | ChicagoView | DuplicateView;

/** The view of any contract-bridge mode for `seat` (null: a spectator). */
export function bridgeView(state: BridgeGameState, seat: Seat | null): BridgeView {
  switch (state.mode) {
    case 'rubber':
      return rubberView(state, seat);
    case 'chicago':
      return chicagoView(state, seat);
    case 'duplicate':
      return duplicateView(state, seat);
  }
}
