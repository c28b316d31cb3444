/**
 * The flow of one deal of contract bridge, shared by rubber, Chicago and duplicate (rules reference §3–§4):
 * the auction from the dealer, then — unless it is passed out — the opening lead by declarer's left-hand
 * opponent, dummy exposed after the lead, declarer playing dummy's cards, claims and (where allowed) undo.
 * Scoring is not done here: each mode scores the finished deal in its own way.
 */
import { applyCall, auctionResult, auctionToAct, startAuction, type Auction } from '../auction.ts';
import { makeCall, makeContract, type Call, type Contract } from '../call.ts';
import type { Card } from '../card.ts';
import { makePbnDeal, type Deal } from '../deal.ts';
import { isPlayFinished, playedCards, startPlay, toPlay, type PlayState } from '../play.ts';
import { playActor, reducePlay } from './playPhase.ts';
import { err, ok, type Result } from '../result.ts';
import { honoursHolderFor, honoursIn } from '../score/honours.ts';
import { lho, partner, sideOf } from '../seat.ts';
import type { BySide, Seat } from '../types.ts';

export type BridgeDealPhase = 'auction' | 'play' | 'done';

export interface BridgeDealState {
  /** The deal's number in the match (it also picks the seeded deal). */
  readonly number: number;
  readonly dealer: Seat;
  readonly vulnerable: BySide<boolean>;
  readonly deal: Deal;
  readonly auction: Auction;
  readonly phase: BridgeDealPhase;
  /** Set when the auction ends with a contract; null while bidding and for a passed-out deal. */
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly play: PlayState | null;
}

/** Actions of the players during a deal. Each names the seat that acts (declarer for dummy's cards). */
export type BridgeDealAction =
  | { readonly type: 'call'; readonly seat: Seat; readonly call: Call }
  | { readonly type: 'card'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'claim'; readonly seat: Seat; readonly tricks: number }
  | { readonly type: 'claimAnswer'; readonly seat: Seat; readonly accept: boolean }
  | { readonly type: 'undo'; readonly seat: Seat };

/** The finished deal as the match records write it (README: the `--json` record of a deal). */
export interface BridgeDealOutcome {
  readonly number: number;
  readonly dealer: Seat;
  readonly vulnerable: BySide<boolean>;
  readonly pbn: string;
  readonly auction: readonly string[];
  /** "4SX", or "PASS" for a passed-out deal. */
  readonly contract: string;
  readonly declarer: Seat | null;
  readonly play: readonly Card[];
  /** Set when an accepted claim ended play: the declaring side's share of the tricks that were left. */
  readonly claim?: { readonly tricks: number };
  /** Tricks won by the declaring side (0 for a passed-out deal). */
  readonly tricks: number;
}

export function startBridgeDeal(init: {
  readonly number: number;
  readonly dealer: Seat;
  readonly vulnerable: BySide<boolean>;
  readonly deal: Deal;
}): BridgeDealState {
  return {
    ...init,
    auction: startAuction(init.dealer),
    phase: 'auction',
    contract: null,
    declarer: null,
    play: null,
  };
}

/** Declarer's partner, whose hand goes face up after the opening lead; null without a contract. */
export function bridgeDummy(state: BridgeDealState): Seat | null {
  return state.declarer === null ? null : partner(state.declarer);
}

/** Whether the opening lead has been made (dummy is face up from then on). */
export function openingLeadMade(state: BridgeDealState): boolean {
  const play = state.play;
  return play !== null && (play.tricks.length > 0 || play.current.cards.length > 0);
}

/** The hand whose card is next (dummy's included), or null outside play or while a claim waits. */
export function bridgeDealToPlay(state: BridgeDealState): Seat | null {
  return state.phase === 'play' && state.play !== null ? toPlay(state.play) : null;
}

/** The seat that must act now: the caller in the auction; in play the hand to play, declarer for dummy. */
export function bridgeDealToAct(state: BridgeDealState): Seat | null {
  if (state.phase === 'auction') return auctionToAct(state.auction);
  if (state.phase !== 'play' || state.play === null || state.declarer === null) return null;
  return playActor(state.play, state.declarer);
}

function notYourTurn(seat: Seat, expected: Seat | null): Result<never> {
  return err(
    'action/not_your_turn',
    expected === null ? `it is not ${seat}'s turn` : `it is ${expected}'s turn, not ${seat}'s`,
  );
}

function afterPlay(state: BridgeDealState, play: PlayState): BridgeDealState {
  return { ...state, play, phase: isPlayFinished(play) ? 'done' : 'play' };
}

/**
 * Applies one player action to the deal; a coded error when it is out of turn, in the wrong phase or
 * against the rules. `allowUndo` is the table's policy for taking back the last card.
 */
export function reduceBridgeDeal(
  state: BridgeDealState,
  action: BridgeDealAction,
  allowUndo = false,
): Result<BridgeDealState> {
  switch (action.type) {
    case 'call': {
      if (state.phase !== 'auction')
        return err('action/wrong_phase', `no call is made in the ${state.phase} phase`);
      const actor = auctionToAct(state.auction);
      if (action.seat !== actor) return notYourTurn(action.seat, actor);
      const next = applyCall(state.auction, action.call);
      if (!next.ok) return next;
      const result = auctionResult(next.value);
      if (result === null) return ok({ ...state, auction: next.value });
      if (result.kind === 'passedOut') return ok({ ...state, auction: next.value, phase: 'done' });
      return ok({
        ...state,
        auction: next.value,
        phase: 'play',
        contract: result.contract,
        declarer: result.declarer,
        play: startPlay(state.deal, result.contract.strain, lho(result.declarer)),
      });
    }
    case 'card':
    case 'claim':
    case 'claimAnswer':
    case 'undo': {
      if (state.phase !== 'play' || state.play === null || state.declarer === null)
        return err('action/wrong_phase', `no ${action.type} is taken in the ${state.phase} phase`);
      const next = reducePlay(state.play, { declarer: state.declarer, undo: allowUndo }, action);
      return next.ok ? ok(afterPlay(state, next.value)) : next;
    }
  }
}

/** The finished deal's record, or null while it is still being bid or played. */
export function bridgeDealOutcome(state: BridgeDealState): BridgeDealOutcome | null {
  if (state.phase !== 'done') return null;
  const base = {
    number: state.number,
    dealer: state.dealer,
    vulnerable: state.vulnerable,
    pbn: makePbnDeal(state.deal, 'N'),
    auction: state.auction.calls.map(makeCall),
  };
  const play = state.play;
  if (state.contract === null || state.declarer === null || play === null)
    return { ...base, contract: 'PASS', declarer: null, play: [], tricks: 0 };
  const side = sideOf(state.declarer);
  const claimed = play.claimed;
  const claimTricks =
    claimed === null
      ? undefined
      : sideOf(claimed.by) === side
        ? claimed.tricks
        : 13 - play.tricks.length - claimed.tricks;
  return {
    ...base,
    contract: makeContract(state.contract),
    declarer: state.declarer,
    play: playedCards(play),
    ...(claimTricks === undefined ? {} : { claim: { tricks: claimTricks } }),
    tricks: play.won[side],
  };
}

/** The phase of a match of deals: bidding or playing the current deal, a deal just scored, or over. */
export type BridgeMatchPhase = 'auction' | 'play' | 'scored' | 'over';

/** What every bridge match state (rubber, Chicago, duplicate) has in common. */
export interface BridgeMatchBase {
  readonly phase: BridgeMatchPhase;
  readonly current: BridgeDealState;
}

/**
 * Applies a player action to the match's current deal; when the deal ends, `score` records it and moves
 * the match to 'scored' or 'over'.
 */
export function reduceMatchDeal<S extends BridgeMatchBase>(
  state: S,
  action: BridgeDealAction,
  allowUndo: boolean,
  score: (state: S, done: BridgeDealState) => S,
): Result<S> {
  if (state.phase === 'scored' || state.phase === 'over')
    return err('action/wrong_phase', `no ${action.type} is taken in the ${state.phase} phase`);
  const next = reduceBridgeDeal(state.current, action, allowUndo);
  if (!next.ok) return next;
  const current = next.value;
  if (current.phase === 'done') return ok(score({ ...state, current }, current));
  return ok({ ...state, current, phase: current.phase });
}

/**
 * A finished deal as a line for a rubber or Chicago score: passed out, or the declaring side, the contract,
 * the tricks and the honours found in the deal (when the table counts them), credited to declarer's side
 * or the defenders.
 */
export function sheetEntryOf(done: BridgeDealState, tricks: number, countHonours: boolean) {
  const { contract, declarer } = done;
  if (contract === null || declarer === null) return { declarer: null, contract: null, tricks: null };
  const h = countHonours ? honoursIn(done.deal, contract.strain) : { kind: 'none' as const, holder: null };
  return {
    declarer: sideOf(declarer),
    contract,
    tricks,
    honours: h.kind,
    honoursHeldBy: honoursHolderFor(h.holder, sideOf(declarer)),
  };
}
