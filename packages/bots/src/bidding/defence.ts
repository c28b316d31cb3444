/**
 * Defensive tricks against the opponents' suit contract, for penalty doubles. The doubler counts what the
 * standard advice counts (e.g. Root and Pavlicek, "Modern Bridge Conventions", penalty doubles): his quick
 * tricks outside their trump suit (evaluation.ts), his trump honours that take a trick (A, Kx, Qxx, and
 * half for Jxxx), his trumps past the third (a stack breaks their fit), and partner's share from the HCP
 * he has shown (the middle of his range, no more than the opponents' shown values leave). Taken alone the
 * measures overrate the defence: the higher the opponents bid on their own, the more shape they hold. The
 * weights are a least-squares fit of the defenders' double-dummy tricks on 488 final contracts at the
 * four level or higher of contested auctions (four seeds of `tenace eval bidding`), less half a trick
 * of caution.
 */
import { CardSet, SEATS, sideOf, type Suit } from '@tenace/core';
import type { Context } from './context.ts';
import { quickTricks } from './evaluation.ts';
import type { HandFacts } from './hand.ts';
import { partnerHcp } from './partnership.ts';

const A = 1 << 12;
const K = 1 << 11;
const Q = 1 << 10;
const J = 1 << 9;

/** The fitted weights: a base, per level bid, per side quick trick, trump honour trick, long trump, HCP. */
export const DEFENCE_WEIGHTS = {
  base: 1.7,
  perLevel: -0.23,
  sideQuickTrick: 0.54,
  trumpHonour: 0.32,
  longTrump: 0.77,
  partnerHcp: 0.1,
} as const;

/** Trump tricks from honours: the ace, a guarded king, a twice-guarded queen, half for Jxxx. */
export function trumpHonourTricks(hand: HandFacts, trumps: Suit): number {
  const x = hand.cards.holding(trumps);
  const n = hand.len[trumps];
  let t = 0;
  if ((x & A) !== 0) t += 1;
  if ((x & K) !== 0 && n >= 2) t += 1;
  if ((x & Q) !== 0 && n >= 3) t += 1;
  if ((x & J) !== 0 && n >= 4) t += 0.5;
  return t;
}

/** The HCP we count on from partner: his shown middle, no more than the opponents' shown floors leave. */
function partnersShare(hand: HandFacts, ctx: Context): number {
  const them = SEATS.filter((s) => sideOf(s) !== sideOf(ctx.seat));
  const theirs = them.reduce((n, s) => n + Math.max(ctx.know[s].hcp[0], ctx.know[s].pts[0]), 0);
  return Math.min(partnerHcp(ctx), Math.max(0, 40 - hand.hcp - theirs));
}

/** Tricks this hand and partner should take on defence against `level` of `trumps`. */
export function defensiveTricks(hand: HandFacts, ctx: Context, trumps: Suit, level: number): number {
  const w = DEFENCE_WEIGHTS;
  const side = quickTricks(hand.cards) - quickTricks(CardSet.of(hand.cards.suitCards(trumps)));
  return (
    w.base +
    w.perLevel * level +
    w.sideQuickTrick * side +
    w.trumpHonour * trumpHonourTricks(hand, trumps) +
    w.longTrump * Math.max(0, hand.len[trumps] - 3) +
    w.partnerHcp * partnersShare(hand, ctx)
  );
}

/**
 * The tricks by which we expect to defeat the opponents' last bid, rounded down (0: by one trick), or
 * null when there is no natural suit bid of theirs to defend (ours, no-trump, or artificial).
 */
export function defenceMargin(hand: HandFacts, ctx: Context): number | null {
  const last = ctx.lastBid;
  if (last === null || last.bid.strain === 'NT' || sideOf(last.seat) === sideOf(ctx.seat)) return null;
  const annotated = [...ctx.history].reverse().find((h) => h.call.type === 'bid');
  if (annotated?.meaning.artificial === true) return null;
  const { level, strain } = last.bid;
  return Math.floor(defensiveTricks(hand, ctx, strain, level) - (8 - level));
}
