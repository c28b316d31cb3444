/**
 * Minibridge as a pure reducer (docs/RULES.md §2): deal, HCP announced in turn from the dealer, the side with
 * more HCP declares (20–20: redeal by the same dealer, not counted; option: the dealer declares), declarer
 * is the partner with more HCP (tie: the first to announce), dummy goes face up, declarer names a strain and
 * part-score or game, declarer's left-hand opponent leads, play, score; a match of N counted deals or until
 * a side has made M declared games.
 */
import type { Card } from '../card.ts';
import { dealHcp, makePbnDeal, type Deal } from '../deal.ts';
import { matchDeal, type Dealing } from '../dealing.ts';
import { playActor, reducePlay } from './playPhase.ts';
import { isPlayFinished, playedCards, startPlay, toPlay, type PlayState } from '../play.ts';
import { err, ok, type Result } from '../result.ts';
import { lho, nextSeat, partner, seatsFrom, sideOf } from '../seat.ts';
import { minibridgeScore, type MinibridgeVariant } from '../score/minibridge.ts';
import type { BySeat, BySide, Seat, Side, Strain } from '../types.ts';

export interface MinibridgeRules {
  /** 20–20: the deal is thrown in and redealt by the same dealer (not counted), or the dealer declares. */
  readonly tie2020: 'redeal' | 'dealerDeclares';
  /** Scoring: the seed's values, or the EBU's (+50 for a made part-score). */
  readonly variant: MinibridgeVariant;
  /** The match ends after this many counted deals… */
  readonly deals: number;
  /** …or as soon as a side has made this many declared games. */
  readonly games: number;
  /** The dealer of the first deal. */
  readonly firstDealer: Seat;
  /** Whether a player may take back the last card they played (practice tables). */
  readonly undo: boolean;
}

export const DEFAULT_MINIBRIDGE_RULES: MinibridgeRules = {
  tie2020: 'redeal',
  variant: 'seed',
  deals: 10,
  games: 2,
  firstDealer: 'N',
  undo: false,
};

export interface MinibridgeContract {
  readonly strain: Strain;
  readonly game: boolean;
}

/** A finished deal, in the shape of the match record (README: "The match record"). */
export interface MinibridgeDealRecord {
  readonly number: number;
  readonly dealer: Seat;
  readonly pbn: string;
  readonly hcp: BySeat<number>;
  readonly redeal: boolean;
  readonly declarer?: Seat;
  readonly contract?: MinibridgeContract;
  readonly play?: readonly Card[];
  /** Set when an accepted claim ended play: the declaring side's share of the remaining tricks. */
  readonly claim?: { readonly tricks: number };
  /** The declaring side's tricks. */
  readonly tricks?: number;
  readonly score?: BySide<number>;
}

export type MinibridgePhase = 'contract' | 'play' | 'scored' | 'over';

export interface MinibridgeState {
  readonly mode: 'minibridge';
  readonly rules: MinibridgeRules;
  readonly seed: string;
  /** How the deals come from the seed (absent: seeded; live tables deal keyed). */
  readonly dealing?: Dealing;
  readonly phase: MinibridgePhase;
  /** Every deal dealt so far, thrown-in ones included; it also picks the seeded deal. */
  readonly dealNumber: number;
  /** Deals that count toward the match length (thrown-in deals do not). */
  readonly counted: number;
  readonly dealer: Seat;
  readonly deal: Deal;
  readonly hcp: BySeat<number>;
  readonly declarer: Seat;
  readonly contract: MinibridgeContract | null;
  readonly play: PlayState | null;
  /** Finished deals, thrown-in ones included, oldest first. */
  readonly history: readonly MinibridgeDealRecord[];
  readonly totals: BySide<number>;
  readonly games: BySide<number>;
  /** When the match is over: the side with more points, or null for a tie. */
  readonly winner: Side | null;
}

export type MinibridgeAction =
  | { readonly type: 'contract'; readonly seat: Seat; readonly strain: Strain; readonly game: boolean }
  | { readonly type: 'card'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'claim'; readonly seat: Seat; readonly tricks: number }
  | { readonly type: 'claimAnswer'; readonly seat: Seat; readonly accept: boolean }
  | { readonly type: 'undo'; readonly seat: Seat }
  | { readonly type: 'next'; readonly seat: null };

/** Who declares a deal, or null when it is thrown in (20–20 under the redeal rule). */
export function minibridgeDeclarer(
  hcp: BySeat<number>,
  dealer: Seat,
  tie2020: MinibridgeRules['tie2020'],
): Seat | null {
  const ns = hcp.N + hcp.S;
  if (ns === 20) return tie2020 === 'dealerDeclares' ? dealer : null;
  const side: Side = ns > 20 ? 'NS' : 'EW';
  // The partner with more HCP; on a tie, the first of the two to announce (clockwise from the dealer).
  const [first, second] = seatsFrom(dealer).filter((s) => sideOf(s) === side) as [Seat, Seat];
  return hcp[second] > hcp[first] ? second : first;
}

function record(
  state: Pick<MinibridgeState, 'dealNumber' | 'dealer' | 'deal' | 'hcp'>,
  rest: Partial<MinibridgeDealRecord>,
): MinibridgeDealRecord {
  return {
    number: state.dealNumber,
    dealer: state.dealer,
    pbn: makePbnDeal(state.deal, 'N'),
    hcp: state.hcp,
    redeal: false,
    ...rest,
  };
}

/** Deals deal number `dealNumber` by `dealer`, throwing in (and recording) 20–20 deals until one is playable. */
function dealFrom(
  base: Omit<
    MinibridgeState,
    'phase' | 'dealNumber' | 'dealer' | 'deal' | 'hcp' | 'declarer' | 'contract' | 'play'
  >,
  dealNumber: number,
  dealer: Seat,
): MinibridgeState {
  let history = base.history;
  let n = dealNumber;
  for (;;) {
    const deal = matchDeal(base.seed, n, base.dealing);
    const hcp = dealHcp(deal);
    const declarer = minibridgeDeclarer(hcp, dealer, base.rules.tie2020);
    if (declarer !== null) {
      return {
        ...base,
        history,
        phase: 'contract',
        dealNumber: n,
        dealer,
        deal,
        hcp,
        declarer,
        contract: null,
        play: null,
      };
    }
    history = [...history, record({ dealNumber: n, dealer, deal, hcp }, { redeal: true })];
    n++;
  }
}

function checkRules(rules: MinibridgeRules): Result<MinibridgeRules> {
  if (!Number.isInteger(rules.deals) || rules.deals < 1 || rules.deals > 1000) {
    return err('action/bad_action', `rules.deals must be a whole number from 1 to 1000, got ${rules.deals}`);
  }
  if (!Number.isInteger(rules.games) || rules.games < 1)
    return err('action/bad_action', `rules.games must be a whole number from 1, got ${rules.games}`);
  return ok(rules);
}

/** A new match: the first deal is dealt (seeded) by the first dealer. */
export function newMinibridgeMatch(
  seed: string,
  rules: Partial<MinibridgeRules> = {},
  dealing?: Dealing,
): Result<MinibridgeState> {
  const checked = checkRules({ ...DEFAULT_MINIBRIDGE_RULES, ...rules });
  if (!checked.ok) return checked;
  return ok(
    dealFrom(
      {
        mode: 'minibridge',
        rules: checked.value,
        seed,
        ...(dealing === 'keyed' ? { dealing } : {}),
        counted: 0,
        history: [],
        totals: { NS: 0, EW: 0 },
        games: { NS: 0, EW: 0 },
        winner: null,
      },
      1,
      checked.value.firstDealer,
    ),
  );
}

export function minibridgeDummy(state: MinibridgeState): Seat {
  return partner(state.declarer);
}

/** The seat whose cards are to be played next (dummy's turn included), or null outside play. */
export function minibridgeToPlay(state: MinibridgeState): Seat | null {
  return state.phase === 'play' && state.play !== null ? toPlay(state.play) : null;
}

/** The seat that must act now: declarer while choosing the contract and for dummy's cards; null when none. */
export function minibridgeToAct(state: MinibridgeState): Seat | null {
  if (state.phase === 'contract') return state.declarer;
  if (state.phase !== 'play' || state.play === null) return null;
  return playActor(state.play, state.declarer); // null while a claim waits: an opponent of the claimer answers
}

function scoreDeal(state: MinibridgeState, play: PlayState): MinibridgeState {
  const contract = state.contract!;
  const side = sideOf(state.declarer);
  const tricks = play.won[side];
  const s = minibridgeScore(contract.strain, contract.game, tricks, state.rules.variant);
  const score: BySide<number> =
    side === 'NS' ? { NS: s.declarer, EW: s.defenders } : { NS: s.defenders, EW: s.declarer };
  const claimTricks =
    play.claimed === null
      ? undefined
      : sideOf(play.claimed.by) === side
        ? play.claimed.tricks
        : 13 - play.tricks.length - play.claimed.tricks;
  const rec = record(state, {
    declarer: state.declarer,
    contract,
    play: playedCards(play),
    ...(claimTricks === undefined ? {} : { claim: { tricks: claimTricks } }),
    tricks,
    score,
  });
  const totals = { NS: state.totals.NS + score.NS, EW: state.totals.EW + score.EW };
  const madeGame = contract.game && s.declarer > 0;
  const games = madeGame ? { ...state.games, [side]: state.games[side] + 1 } : state.games;
  const counted = state.counted + 1;
  const over = counted >= state.rules.deals || games.NS >= state.rules.games || games.EW >= state.rules.games;
  const winner: Side | null = !over || totals.NS === totals.EW ? null : totals.NS > totals.EW ? 'NS' : 'EW';
  return {
    ...state,
    play,
    phase: over ? 'over' : 'scored',
    history: [...state.history, rec],
    totals,
    games,
    counted,
    winner,
  };
}

function afterPlay(state: MinibridgeState, play: PlayState): MinibridgeState {
  return isPlayFinished(play) ? scoreDeal(state, play) : { ...state, play };
}

function notYourTurn(seat: Seat, expected: Seat | null): Result<never> {
  return err(
    'action/not_your_turn',
    expected === null ? `it is not ${seat}'s turn` : `it is ${expected}'s turn, not ${seat}'s`,
  );
}

/** Applies one action; returns the next state or a coded error (the state is never changed in place). */
export function minibridgeReduce(state: MinibridgeState, action: MinibridgeAction): Result<MinibridgeState> {
  switch (action.type) {
    case 'contract': {
      if (state.phase !== 'contract')
        return err('action/wrong_phase', `no contract is chosen in the ${state.phase} phase`);
      if (action.seat !== state.declarer) return notYourTurn(action.seat, state.declarer);
      const contract = { strain: action.strain, game: action.game };
      return ok({
        ...state,
        phase: 'play',
        contract,
        play: startPlay(state.deal, action.strain, lho(state.declarer)),
      });
    }
    case 'card':
    case 'claim':
    case 'claimAnswer':
    case 'undo': {
      if (state.phase !== 'play' || state.play === null) {
        return err('action/wrong_phase', `no ${action.type} is taken in the ${state.phase} phase`);
      }
      const next = reducePlay(state.play, { declarer: state.declarer, undo: state.rules.undo }, action);
      return next.ok ? ok(afterPlay(state, next.value)) : next;
    }
    case 'next': {
      if (state.phase !== 'scored')
        return err(
          'action/wrong_phase',
          `the next deal starts only after a deal is scored (now ${state.phase})`,
        );
      const last = state.history[state.history.length - 1]!;
      return ok(dealFrom(state, last.number + 1, nextSeat(state.dealer)));
    }
  }
}

/** The match record (README: "The match record"), the same shape the server stores. */
export interface MinibridgeMatchRecord {
  readonly mode: 'minibridge';
  readonly seed: string;
  readonly rules: MinibridgeRules;
  readonly deals: readonly MinibridgeDealRecord[];
  readonly totals: BySide<number>;
  readonly games: BySide<number>;
  readonly winner: Side | null;
}

export function minibridgeRecord(state: MinibridgeState): MinibridgeMatchRecord {
  return {
    mode: 'minibridge',
    seed: state.seed,
    rules: state.rules,
    deals: state.history,
    totals: state.totals,
    games: state.games,
    winner: state.winner,
  };
}
