/**
 * What judgement by bidding out (bidOut.ts) needs: layouts of the unseen cards where every other hand fits
 * what its calls have shown, the competitive decisions it judges (`overTheirBid`) and the slam points
 * (`slamPoint`), with their candidate calls.
 */
import {
  ALL_CARDS,
  CardSet,
  DOUBLE,
  PASS,
  SEATS,
  SplitMix64,
  lho,
  partner,
  bid,
  isLegalCall,
  sideOf,
  type Call,
  type Level,
  type Deal,
  type Seat,
  type Strain,
} from '@tenace/core';
import type { Context } from './context.ts';
import type { HandFacts } from './hand.ts';
import { gameLevel } from './need.ts';
import type { Shows } from './meaning.ts';
import { defenceMargin } from './defence.ts';
import { within } from './interval.ts';
import { STRAIN_ORDER, bestFit, partnerPoints, supportPoints } from './partnership.ts';

/** Tricks for the declarer's side with `declarer` playing `strain` (double dummy), or null when unknown. */
export type TricksFn = (deal: Deal, strain: Strain, declarer: Seat) => number | null;

function fits(hand: CardSet, shows: Shows): boolean {
  const hcp = hand.hcp();
  if (!within(hcp, shows.hcp)) return false;
  const len = hand.lengths();
  for (const s of ['S', 'H', 'D', 'C'] as const) if (!within(len[s], shows.len[s])) return false;
  // Points: HCP and length points, with at most three for shortness (as a raise may count them).
  let most = hcp;
  let short = 0;
  for (const s of ['S', 'H', 'D', 'C'] as const) {
    most += Math.max(0, len[s] - 4);
    short += len[s] === 0 ? 5 : len[s] === 1 ? 3 : len[s] === 2 ? 1 : 0;
  }
  return most + Math.min(3, short) >= shows.pts[0] && hcp <= shows.pts[1];
}

/** Deals the cards the seat does not see so that each other hand fits what it has shown (when possible). */
export function sampleLayouts(
  ctx: Context,
  mine: CardSet,
  count: number,
  rng: SplitMix64,
  tries = 400,
): Deal[] {
  const others = SEATS.filter((s) => s !== ctx.seat);
  const rest = ALL_CARDS.filter((c) => !mine.has(c));
  const out: Deal[] = [];
  for (let n = 0; n < count; n++) {
    let found: Deal | null = null;
    for (let t = 0; t < tries && found === null; t++) {
      const pack = [...rest];
      for (let i = pack.length - 1; i > 0; i--) {
        const j = rng.below(i + 1);
        [pack[i], pack[j]] = [pack[j]!, pack[i]!];
      }
      const hands = { [ctx.seat]: mine } as Record<Seat, CardSet>;
      others.forEach((s, k) => (hands[s] = CardSet.of(pack.slice(13 * k, 13 * k + 13))));
      const strict = t < tries - 1;
      if (!strict || others.every((s) => fits(hands[s], ctx.know[s]))) found = { hands };
    }
    if (found !== null) out.push(found);
  }
  return out;
}

/**
 * A competitive decision over the opponents' bid: their last bid is at the three level or higher (or game
 * for them, when a part-score makes game lower) and our side has bid. Every such decision is a judgement
 * point, with the pass, the double and the bid in our fit (to make, or as a sacrifice) among the
 * candidates. The three level rather than their game: measured 2026-12-07 by the judgement audit (the
 * bidding README), bidding out where the rules pass gained 694 IMPs at these points of 10,500 deals
 * against 462 over their game alone; from the two level, 131 against 105 on 4,000 of those deals, left
 * out for the further low-level doubles it would make.
 */
export function overTheirBid(ctx: Context): boolean {
  const last = ctx.lastBid;
  const we = sideOf(ctx.seat);
  if (last === null || sideOf(last.seat) === we || ctx.forced) return false;
  const ours = ctx.history.some((h) => sideOf(h.seat) === we && h.call.type === 'bid');
  const game = gameLevel(last.bid.strain, ctx.score.partScore[sideOf(last.seat)]);
  return ours && last.bid.level >= Math.min(3, game);
}

/**
 * The calls compared over their bid: pass, the penalty double (of a suit contract the hand comes within
 * a trick of defeating) and the cheapest bid in our best fit.
 */
export function overTheirBidCandidates(ctx: Context, hand: HandFacts): Call[] {
  const out: Call[] = [PASS];
  // The double only of a suit contract this hand comes within a trick of defeating (defence.ts).
  const margin = defenceMargin(hand, ctx);
  if (isLegalCall(ctx.auction, DOUBLE) && margin !== null && margin >= -1) out.push(DOUBLE);
  const fit = bestFit(hand, ctx);
  const last = ctx.lastBid?.bid;
  if (fit !== null && last !== undefined) {
    const level = STRAIN_ORDER.indexOf(fit) > STRAIN_ORDER.indexOf(last.strain) ? last.level : last.level + 1;
    if (level <= 7) out.push(bid(level as Level, fit));
  }
  return out;
}

/** Our points together for a slam: the hand's (shortness counted with a fit) and what partner has shown. */
export function slamPoints(ctx: Context, hand: HandFacts): number {
  const fit = bestFit(hand, ctx);
  return hand.tp + (fit === null ? 0 : supportPoints(hand, ctx, fit)) + partnerPoints(ctx);
}

/**
 * The least of slamPoints at a slam point. Measured 2026-12-07 by bidding six out against the rules' call
 * at every such point of 2,000 deals (seeds 5-8) and scoring both on the real hands: with a floor of 28,
 * 29, 30, 31 or 32 the changes bidding out would make gained 100, 107, 88, 112 and 74 IMPs (margin 3 IMPs,
 * one standard error); 30 is the middle. Below 28 a slam is rarely on; those points only cost time.
 */
export const SLAM_POINT_FLOOR = 30;

/**
 * A slam decision: partner has bid, our points together reach SLAM_POINT_FLOOR, and six of our fit (or of
 * no-trump, without one) is still open. Bidding out then compares the rules' call with the jump to six
 * (bidOut.ts): the rules' slam bidding (slamtries.ts, slam.ts) asks for aces and cue-bids from fixed
 * points, and misses the slams that shape and fit make.
 */
export function slamPoint(ctx: Context, hand: HandFacts): boolean {
  const mate = partner(ctx.seat);
  if (!ctx.history.some((h) => h.seat === mate && h.call.type === 'bid')) return false;
  if (slamPoints(ctx, hand) < SLAM_POINT_FLOOR) return false;
  return slamCandidates(ctx, hand).length > 0;
}

/** Six of our fit, or of no-trump without one, when still legal. */
export function slamCandidates(ctx: Context, hand: HandFacts): Call[] {
  const fit = bestFit(hand, ctx);
  const six = bid(6, fit ?? 'NT');
  return isLegalCall(ctx.auction, six) ? [six] : [];
}

/** Declarer's side's tricks from a solver that answers for the side on lead. */
export function tricksFromLeader(
  solveLeader: (deal: Deal, strain: Strain, leader: Seat) => number | null,
): TricksFn {
  return (deal, strain, declarer) => {
    const t = solveLeader(deal, strain, lho(declarer));
    return t === null ? null : 13 - t;
  };
}
