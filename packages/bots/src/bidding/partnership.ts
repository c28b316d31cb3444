/**
 * What the conditions of the tables count on from the partnership: the suit a key names under the
 * pattern's bindings, our best known fit, what partner has shown in points and HCP, the shortness a hand
 * may count with a fit, and the contract a pass or double refers to.
 */
import { SUITS, partner, sideOf, type Call, type Strain, type Suit } from '@tenace/core';
import type { Context } from './context.ts';
import type { HandFacts } from './hand.ts';
import { resolveStrain, type Bindings } from './pattern.ts';

export const STRAIN_ORDER: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

/** Points below the line toward game for the side to act (0 at duplicate). */
export function ourPartScore(ctx: Context): number {
  return ctx.score.partScore[sideOf(ctx.seat)];
}

/** The suit a key (letter or variable) names under the bindings, or null (unbound, or no-trump). */
export function suitOf(key: string, b: Bindings): Suit | null {
  const s = resolveStrain(key, b);
  return s === null || s === 'NT' ? null : s;
}

/** The rank of the strain a key names (clubs 0 … no-trump 4), or -1 when unbound. */
export function rankOf(key: string, b: Bindings): number {
  const s = resolveStrain(key, b);
  return s === null ? -1 : STRAIN_ORDER.indexOf(s);
}

/** Our longest known fit of eight cards or more (majors first on a tie), or null. */
export function bestFit(hand: HandFacts, ctx: Context): Suit | null {
  let best: Suit | null = null;
  let bestLen = 7;
  for (const s of SUITS) {
    const n = hand.len[s] + ctx.partnerLen[s];
    if (n > bestLen) {
      best = s;
      bestLen = n;
    }
  }
  return best;
}

/** Whether our best fit is the suit `key` names: a letter or variable, or "M" / "m" for any major / minor. */
export function bestFitIs(key: string, hand: HandFacts, ctx: Context, b: Bindings): boolean {
  const f = bestFit(hand, ctx);
  if (f === null) return false;
  if (key === 'M') return f === 'S' || f === 'H';
  if (key === 'm') return f === 'D' || f === 'C';
  return suitOf(key, b) === f;
}

/**
 * What we count on from partner: the least shown, plus a quarter of the width of the shown HCP range (at
 * most two), so that a wide range such as an opening bid's counts as a little more than its floor.
 */
export function partnerPoints(ctx: Context): number {
  const k = ctx.know[partner(ctx.seat)];
  const lo = Math.max(k.hcp[0], k.pts[0]);
  return lo + Math.min(2, Math.floor(Math.max(0, Math.min(k.hcp[1], 37) - k.hcp[0]) / 4));
}

/**
 * The points we expect from partner once his hand is limited: the least shown plus half the width of the
 * shown range, counting at most six of it (the middle of an invitation's range, not its floor).
 */
export function partnerMidPoints(ctx: Context): number {
  const k = ctx.know[partner(ctx.seat)];
  const lo = Math.max(k.hcp[0], k.pts[0]);
  const hi = Math.min(k.pts[1], 40);
  return lo + Math.min(6, Math.max(0, hi - lo)) / 2;
}

/** The HCP we expect from partner: the least shown plus half the shown range's width, at most six of it. */
export function partnerHcp(ctx: Context): number {
  const k = ctx.know[partner(ctx.seat)];
  // A range shown in points (a jump rebid's 16–18) holds at most three length points.
  const lo = Math.max(k.hcp[0], Math.min(k.pts[0] - 3, k.hcp[1]));
  return lo + Math.min(6, Math.max(0, Math.min(k.hcp[1], 37) - lo)) / 2;
}

/** The most shortness points counted with a fit (see supportPoints). */
export const MAX_SUPPORT = 3;

/**
 * Shortness counted with a known fit of eight cards or more in the strain and three trumps or more in the
 * hand: void 5, singleton 3, doubleton 1 (as in hand.ts), at most MAX_SUPPORT.
 */
export function supportPoints(hand: HandFacts, ctx: Context, strain: Strain): number {
  if (strain === 'NT') return 0;
  if (hand.len[strain] < 3 || hand.len[strain] + ctx.partnerLen[strain] < 8) return 0;
  return Math.min(MAX_SUPPORT, hand.shortPts);
}

/** The strain and level the points conditions refer to: the call's, or the contract's for a pass or double. */
export function targetOf(ctx: Context, call: Call): { level: number; strain: Strain } | null {
  if (call.type === 'bid') return call;
  return ctx.lastBid?.bid ?? null;
}
