/**
 * The SAYC bidder: from a seat's view (its own hand, the public auction, vulnerability and part-scores),
 * the call the system gives, with its meaning and the reason. The first rule that fits wins, unless its
 * call would be explained by a meaning the hand does not fit (then the next one); at a judgement point a
 * short simulation, when one is supplied, chooses between the rules of the group.
 */
import {
  PASS,
  makeCall,
  parseCall,
  vulnerableSides,
  type BySide,
  type Call,
  type Card,
  type Seat,
  type Vulnerability,
} from '@tenace/core';
import { checkSystem } from './check.ts';
import { annotate, explainCall, matches, type Match, type System } from './engine.ts';
import { contextOf, type Annotated, type Context, type ScoreState, type ScoringMode } from './context.ts';
import { explanation } from './explain.ts';
import { handFactsOf, type HandFacts } from './hand.ts';
import { overTheirBidCandidates, overTheirBid, slamCandidates, slamPoint } from './judgement.ts';
import { misfits, type Meaning } from './meaning.ts';
import { SAYC } from './sayc/index.ts';

/** The fields of a contract-bridge seat view that the bidder reads. */
export interface BidderView {
  readonly seat: Seat | null;
  readonly dealer: Seat;
  readonly auction: readonly string[];
  readonly hands: { readonly [S in Seat]: readonly Card[] | null };
  readonly vulnerability?: Vulnerability;
  readonly mode?: ScoringMode;
  /** Points below the line toward game (rubber, Chicago). */
  readonly partScores?: BySide<number>;
}

export interface BidReason {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number | boolean>>;
  readonly text: string;
}

export interface BidChoice {
  readonly call: Call;
  readonly meaning: Meaning;
  readonly reason: BidReason;
}

/** A judge's choice with the reason for it ("4H: +390 on average over 24 layouts, 3H +170"). */
export interface JudgeChoice {
  readonly index: number;
  readonly reason: string;
}

/**
 * Compares candidate calls at a judgement point; returns the index of the best one (or the index with
 * its reason). `rulesChoice` is the index of the call the rules alone would make.
 */
export type Judge = (
  ctx: Context,
  hand: HandFacts,
  candidates: readonly Call[],
  rulesChoice?: number,
) => number | JudgeChoice;

export interface BidderOptions {
  readonly system?: System;
  /** The simulation for judgement points (judgement.ts); without it the first fitting rule decides. */
  readonly judge?: Judge;
}

export function scoreOfView(view: BidderView): ScoreState {
  return {
    mode: view.mode ?? 'duplicate',
    vulnerable: vulnerableSides(view.vulnerability ?? 'None'),
    partScore:
      view.mode === 'duplicate' || view.partScores === undefined ? { NS: 0, EW: 0 } : view.partScores,
  };
}

/** Parses the view's auction; a bad call text is a coded error (thrown: views come from the engine). */
export function callsOfView(auction: readonly string[]): Call[] {
  return auction.map((t, i) => {
    const r = parseCall(t);
    if (!r.ok) throw new Error(`call ${i + 1}: ${r.error.message}`);
    return r.value;
  });
}

/**
 * Picks among the fitting rules: the first whose call's meaning the hand fits. A hand that partner's call
 * forces does not pass because every bid's meaning misfits it: it then makes the first rule's bid.
 */
function pick(system: System, ctx: Context, hand: HandFacts, found: readonly Match[]): Match | null {
  for (const m of found) {
    if (ctx.forced && m.call.type === 'pass') break;
    const meaning = explainCall(system, ctx, m.call);
    // An artificial call partner would read as natural, or the reverse, is not made (regression: a
    // Blackwood 4NT over partner's 2NT read as quantitative and passed).
    if ((m.rule.artificial === true) !== meaning.artificial) continue;
    if (misfits(hand, meaning.shows).length === 0) return m;
  }
  return found[0] ?? null;
}

/** The call for `hand` after the annotated history. */
export function chooseFrom(
  system: System,
  ctx: Context,
  hand: HandFacts,
  judge?: Judge,
): { call: Call; meaning: Meaning; rule: string | null; judgement?: string } {
  const found = matches(system, ctx, hand, true);
  let chosen = pick(system, ctx, hand, found);
  let judgement: string | undefined;
  const overThem = judge !== undefined && overTheirBid(ctx);
  // A slam decision, unless the rules already bid a slam or ask on the way to one.
  const slam =
    judge !== undefined &&
    chosen !== null &&
    !(chosen.call.type === 'bid' && chosen.call.level >= 6) &&
    chosen.rule.artificial !== true &&
    slamPoint(ctx, hand);
  if (chosen !== null && judge !== undefined && (chosen.rule.judge !== undefined || overThem || slam)) {
    const group = chosen.rule.judge;
    const calls: Call[] = [chosen.call];
    const add = (c: Call) => {
      if (!calls.some((k) => makeCall(k) === makeCall(c))) calls.push(c);
    };
    for (const m of found) if (group !== undefined && m.rule.judge === group) add(m.call);
    if (overThem) overTheirBidCandidates(ctx, hand).forEach(add);
    if (slam) slamCandidates(ctx, hand).forEach(add);
    const slamOnly = slam && chosen.rule.judge === undefined && !overThem;
    if (!calls.some((c) => c.type === 'pass') && !ctx.forced && !slamOnly) calls.push(PASS);
    if (calls.length > 1) {
      const rules = chosen.call;
      const verdict = judge(
        ctx,
        hand,
        calls,
        Math.max(
          0,
          calls.findIndex((c) => makeCall(c) === makeCall(rules)),
        ),
      );
      const index = typeof verdict === 'number' ? verdict : verdict.index;
      if (typeof verdict !== 'number') judgement = verdict.reason;
      const best = calls[index]!;
      chosen = found.find((m) => makeCall(m.call) === makeCall(best)) ?? {
        rule: chosen.rule,
        call: best,
        bindings: {},
      };
    }
  }
  const call = chosen?.call ?? PASS;
  return {
    call,
    meaning: explainCall(system, ctx, call),
    rule: chosen?.rule.id ?? null,
    ...(judgement === undefined ? {} : { judgement }),
  };
}

/** The bidder's call for the seat to act in the view. */
export function saycCall(view: BidderView, options: BidderOptions = {}): BidChoice {
  const system = options.system ?? SAYC;
  checkSystem(system);
  const seat = view.seat;
  const cards = seat === null ? null : view.hands[seat];
  if (seat === null || cards === null) throw new Error('the bidder needs its own hand');
  const score = scoreOfView(view);
  const history = annotate(system, view.dealer, callsOfView(view.auction), score);
  const ctx = contextOf(view.dealer, history, score);
  if (ctx.seat !== seat) throw new Error(`it is ${ctx.seat}'s call, not ${seat}'s`);
  const hand = handFactsOf(cards);
  const { call, meaning, rule, judgement } = chooseFrom(system, ctx, hand, options.judge);
  // A call that no rule gives, chosen by the judge (a jump to six at a slam point), says so.
  const judged = judgement !== undefined && meaning.key === 'other';
  const text = judged ? explanation({ ...meaning, key: 'judged' }, 'en') : explanation(meaning, 'en');
  return {
    call,
    meaning,
    reason: {
      key: judged ? 'bid.judged' : `bid.${meaning.key}`,
      params: {
        call: makeCall(call),
        rule: rule ?? '',
        ...meaning.params,
        ...(judgement === undefined ? {} : { judgement }),
      },
      text: judgement === undefined ? text : `${text} (${judgement})`,
    },
  };
}

/** Every call of an auction with its meaning (for explanations and for the card-play sampler). */
export function explainAuction(
  dealer: Seat,
  calls: readonly Call[],
  score: ScoreState,
  system: System = SAYC,
): Annotated[] {
  checkSystem(system);
  return annotate(system, dealer, calls, score);
}
