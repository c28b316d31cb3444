/**
 * The sampling player: minibridge declarer by simulation, card play by perfect-information Monte Carlo,
 * claims checked over every layout. It decides from the seat view alone; the same view and seed give the
 * same decision. Calls come from the SAYC rules, where the rules would pass at a judgement point judged
 * by bidding out (bidOut.ts: a double or a bid replaces the pass when it scores better on layouts that
 * fit the auction).
 */
import {
  minibridgeViewOf,
  rotate,
  sideOf,
  type BridgeDealView,
  type Card,
  type MinibridgeContract,
  type MinibridgeView,
  type SeatView,
} from '@tenace/core';
import { choosePlayCard } from './cardPlay.ts';
import { answerClaimFromView, checkClaim, claimDecision, claimSituationOf } from './claims.ts';
import { chooseMinibridgeContract } from './minibridgeDeclarer.ts';
import { biddingOutJudge } from './bidding/bidOut.ts';
import { SaycPlayer } from './bidding/player.ts';
import type { Judge } from './bidding/bidder.ts';
import { declarerTricks } from './dd.ts';
import { bridgeContext, minibridgeContext, type PlayContext } from './playContext.ts';
import { reason, type CallDecision, type Decision, type Player } from './player.ts';
import { decisionRng } from './sampling/rng.ts';

export interface SimulationPlayerOptions {
  /** The seed for sampling: the same view and seed give the same decision. */
  readonly seed?: string | number;
  /**
   * Layouts for the minibridge contract (default 16, up to `contractMaxLayouts`, default four times as
   * many, while other contracts come close to the best) and at trick one (default 32).
   */
  readonly contractLayouts?: number;
  readonly contractMaxLayouts?: number;
  readonly layouts?: number;
  readonly laterLayouts?: number;
  /** How many times as many layouts a card may use while the two best are close (default 2; 1 at trick one). */
  readonly extension?: number;
  /** Milliseconds per card (default 2000) and for the contract (default 8000). */
  readonly cardMs?: number;
  readonly contractMs?: number;
  /** Contract bridge: matchpoints play for tricks, otherwise for the score. */
  readonly scoring?: 'matchpoints' | 'score';
  /**
   * Milliseconds for a call at a judgement point where the rules pass (bidding out; default 1500); 0
   * leaves every call to the rules alone.
   */
  readonly judgeMs?: number;
}

/** Layouts bid out at a judgement point, and the solver's budget for one strain of one layout. */
const JUDGE_LAYOUTS = 12;
const JUDGE_SOLVE_MS = 200;
/** Milliseconds for a call at a judgement point, unless told otherwise. */
export const DEFAULT_JUDGE_MS = 1500;

/**
 * The bots' judge of calls: bidding out where the rules pass at a judgement point, and six of our fit
 * against any call at a slam point (bidOut.ts), 12 layouts within `judgeMs` a call. Every bot that calls
 * (the sampling player, `tenace advise`) judges with this one, so one view and seed give one call
 * wherever it is asked. Undefined when `judgeMs` is 0 or less: the rules alone.
 */
export function botJudge(seed: string | number = 0, judgeMs: number = DEFAULT_JUDGE_MS): Judge | undefined {
  if (judgeMs <= 0) return undefined;
  return biddingOutJudge({
    tricks: (deal, strain, declarer) => declarerTricks(deal.hands, strain, declarer, JUDGE_SOLVE_MS),
    deals: JUDGE_LAYOUTS,
    budgetMs: judgeMs,
    replaces: 'pass',
    seed: decisionRng(seed, 0).next(),
  });
}

type AnyView = MinibridgeView | (BridgeDealView & { readonly mode: string });

function isMinibridge(view: AnyView): view is MinibridgeView {
  return view.mode === 'minibridge';
}

/** The card-play context of any view. */
export function playContextOf(view: AnyView, scoring: 'matchpoints' | 'score' = 'score'): PlayContext | null {
  return isMinibridge(view) ? minibridgeContext(view) : bridgeContext(view, scoring);
}

export class SimulationPlayer implements Player {
  private readonly bidder: SaycPlayer;

  constructor(private readonly options: SimulationPlayerOptions = {}) {
    const judge = botJudge(options.seed, options.judgeMs);
    this.bidder = new SaycPlayer(judge === undefined ? {} : { judge });
  }

  private get seed(): string | number {
    return this.options.seed ?? 0;
  }

  chooseContract(view: SeatView): Promise<Decision<MinibridgeContract>> {
    return Promise.resolve(
      chooseMinibridgeContract(minibridgeViewOf(view), {
        seed: this.seed,
        layouts: this.options.contractLayouts,
        maxLayouts: this.options.contractMaxLayouts,
        timeMs: this.options.contractMs ?? 8000,
      }),
    );
  }

  /** Calls come from the SAYC bidder (bidding out where it would pass at a judgement point), with the meaning. */
  chooseCall(view: SeatView): Promise<CallDecision> {
    return this.bidder.chooseCall(view);
  }

  chooseCard(view: SeatView): Promise<Decision<Card>> {
    const ctx = playContextOf(view, this.options.scoring);
    if (ctx === null) return Promise.reject(new Error('this seat has no card to play'));
    return Promise.resolve(
      choosePlayCard(ctx, {
        seed: this.seed,
        layouts: this.options.layouts,
        laterLayouts: this.options.laterLayouts,
        extension: this.options.extension,
        timeMs: this.options.cardMs,
      }),
    );
  }

  /**
   * A claim for the seat to act: the tricks its side takes in every layout with one card that does so in
   * all, when every layout can be checked; null when it should play on.
   */
  proposeClaim(view: SeatView): Decision<number | null> {
    const v = view as AnyView;
    const s = claimSituationOf(v);
    const seat = v.seat;
    const none = (why: string) => ({ value: null, reason: reason('claim.none', why) });
    if (s === null || seat === null || view.toAct !== seat || view.claim !== null) return none('not to act');
    if (s.trick.cards.length !== 0) return none('claims are made between tricks');
    const c = checkClaim(s, seat, { seed: this.seed, limit: 128 });
    if (c === null || !c.exhaustive) return none('too many layouts to check');
    if (c.safeCards.length === 0) return none('no single line wins in every layout');
    const mover = rotate(s.trick.leader, 0);
    if (sideOf(mover) !== sideOf(seat)) return none('the other side is on lead');
    return {
      value: c.min,
      reason: reason('claim.propose', `${c.min} tricks in every one of ${c.layouts} layouts`, {
        tricks: c.min,
        layouts: c.layouts,
      }),
    };
  }

  /** The claim answered from this view only: accepted when it holds in every layout (see claims.ts). */
  respondToClaim(view: SeatView): Promise<Decision<boolean>> {
    if (view.claim === null) return Promise.reject(new Error('there is no claim to answer'));
    return Promise.resolve(claimDecision(view, answerClaimFromView(view)));
  }
}
