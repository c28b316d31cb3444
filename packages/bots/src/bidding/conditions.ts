/**
 * The condition registry: every condition a rule may put on the hand (HandSpec) is defined once here,
 * with the kind of value the tables write for it, whether a hand holds it, and what a call made under it
 * shows partner. The bidder (which rules fit a hand), the meanings (what a call shows) and the table check
 * all read this one definition. Conditions on the table (TableSpec) are in tableConditions.ts.
 */
import { SUITS, partner, type Call, type Suit } from '@tenace/core';
import type { Context } from './context.ts';
import { defenceMargin } from './defence.ts';
import { fitTricks, suitQuality } from './evaluation.ts';
import { hasControl, hasStopper, isGoodSuit, topHonours, type HandFacts } from './hand.ts';
import { interval, meet, within, type Interval } from './interval.ts';
import { gameLevel, need } from './need.ts';
import {
  MAX_SUPPORT,
  bestFit,
  bestFitIs,
  ourPartScore,
  partnerHcp,
  partnerMidPoints,
  partnerPoints,
  suitOf,
  supportPoints,
  targetOf,
} from './partnership.ts';
import type { Bindings } from './pattern.ts';
import { HAND_TESTS } from './tests.ts';
import type { HandSpec, Span } from './types.ts';

/** The kind of value a condition takes in the tables (what the table check reads). */
export type Kind = 'span' | 'spanBySuit' | 'suit' | 'suits' | 'bool' | 'tests' | 'limit' | 'pair';

/** What a condition sees: the hand, the context, the pattern's bindings and the call being made. */
export interface Holding {
  readonly hand: HandFacts;
  readonly ctx: Context;
  readonly b: Bindings;
  readonly call: Call;
}

/** What a call shows, built up condition by condition (then frozen into a Shows). */
export interface ShownSoFar {
  hcp: Interval;
  pts: Interval;
  len: Record<Suit, Interval>;
  balanced: boolean;
  aces: Interval;
  kings: Interval | undefined;
  controls: Suit[];
  stops: Suit[];
}

/** The public side of a call: the context, the bindings and the call (no hand). */
export interface Public {
  readonly ctx: Context;
  readonly b: Bindings;
  readonly call: Call;
}

export interface HandCondition<V> {
  readonly kind: Kind;
  readonly holds: (value: V, h: Holding) => boolean;
  /** What a call made under this condition tells partner; absent: nothing. */
  readonly shows?: (value: V, s: ShownSoFar, p: Public) => void;
}

type Registry = { readonly [K in keyof HandSpec]-?: HandCondition<NonNullable<HandSpec[K]>> };

const clamp = (lo: number, hi: number): Interval => [Math.max(0, lo), Math.max(0, Math.max(lo, hi))];

function narrowPts(s: ShownSoFar, iv: Interval): void {
  s.pts = meet(s.pts, iv) ?? s.pts;
}

/** The partnership's points for `our`: this hand's HCP and length points and what partner has shown. */
const ourBase = (h: Holding) => h.hand.tp + partnerPoints(h.ctx);

/** `our` plus the shortness this hand may count with a fit in the strain the call places. */
function ours(h: Holding): number {
  return ourBase(h) + supportPoints(h.hand, h.ctx, targetOf(h.ctx, h.call)?.strain ?? 'NT');
}

/** Partner's points as a floor for showing: with a fit in a suit contract the hand may count shortness. */
function partnerFloors(p: Public): { low: number; high: number } {
  const pp = partnerPoints(p.ctx);
  const target = targetOf(p.ctx, p.call);
  return { high: pp, low: pp + (target !== null && target.strain !== 'NT' ? MAX_SUPPORT : 0) };
}

function gameNeed(ctx: Context, strain: Parameters<typeof need>[1]): number {
  return need(gameLevel(strain, ourPartScore(ctx)), strain);
}

/** Every bid suit of the auction so far. */
function bidSuits(ctx: Context): Set<string> {
  return new Set(ctx.history.flatMap((h) => (h.call.type === 'bid' ? [h.call.strain] : [])));
}

/** The suits (letters, variables) in a list, each resolved; null when one is unbound. */
function suitsIn(keys: readonly string[], b: Bindings): Suit[] | null {
  const out: Suit[] = [];
  for (const k of keys) {
    const s = suitOf(k, b);
    if (s === null) return null;
    out.push(s);
  }
  return out;
}

function spanBySuit(
  rec: Readonly<Record<string, Span>>,
  b: Bindings,
  top: number,
  ok: (s: Suit, iv: Interval) => boolean,
): boolean {
  for (const [key, span] of Object.entries(rec)) {
    const s = suitOf(key, b);
    if (s === null || !ok(s, interval(span, top))) return false;
  }
  return true;
}

/** The HCP range partner has shown (at most 37). */
export const partnerHcpRange = (ctx: Context): Interval => {
  const k = ctx.know[partner(ctx.seat)].hcp;
  return [k[0], Math.min(37, k[1])];
};

/** The HCP range this player has shown so far (at most 37). */
const ownHcpRange = (ctx: Context): Interval => {
  const k = ctx.know[ctx.seat].hcp;
  return [k[0], Math.min(37, k[1])];
};

/** Narrows the HCP shown by a partnership total, less what partner is counted for. */
function narrowHcp(s: ShownSoFar, total: Interval, partnerPart: number): void {
  s.hcp = meet(s.hcp, clamp(total[0] - partnerPart, total[1] - partnerPart)) ?? s.hcp;
}

/** The suits a stopper list names ("their": every suit the opponents have shown); null when one is unbound. */
function stopSuits(keys: readonly string[], ctx: Context, b: Bindings): Suit[] | null {
  const out: Suit[] = [];
  for (const key of keys) {
    if (key === 'their') out.push(...ctx.theirSuits);
    else if (key === 'unbid') {
      const bid = bidSuits(ctx);
      out.push(...SUITS.filter((suit) => !bid.has(suit)));
    } else {
      const s = suitOf(key, b);
      if (s === null) return null;
      out.push(s);
    }
  }
  return out;
}

const unbidMajorsOf = (ctx: Context) => (['S', 'H'] as const).filter((s) => !bidSuits(ctx).has(s));

/**
 * The registry. Its order is the order in which what a call shows is built (HCP and points first, then
 * what narrows them, then aces, kings and controls).
 */
export const HAND_CONDITIONS: Registry = {
  hcp: {
    kind: 'span',
    holds: (v, h) => within(h.hand.hcp, interval(v)),
    shows: (v, s) => {
      s.hcp = interval(v);
    },
  },
  tp: {
    kind: 'span',
    holds: (v, h) => within(h.hand.tp, interval(v)),
    shows: (v, s) => {
      s.pts = interval(v);
    },
  },
  revalued: {
    kind: 'span',
    holds: (v, h) => {
      const f = bestFit(h.hand, h.ctx);
      return within(h.hand.tp + (f === null ? 0 : supportPoints(h.hand, h.ctx, f)), interval(v));
    },
    shows: (v, s) => {
      const o = interval(v);
      narrowPts(s, clamp(o[0] - MAX_SUPPORT, o[1]));
    },
  },
  len: {
    kind: 'spanBySuit',
    holds: (v, h) => spanBySuit(v, h.b, 13, (s, iv) => within(h.hand.len[s], iv)),
    shows: (v, s, p) => {
      for (const [key, span] of Object.entries(v)) {
        const suit = suitOf(key, p.b);
        if (suit !== null) s.len[suit] = meet(s.len[suit], interval(span, 13)) ?? s.len[suit];
      }
    },
  },
  fit: {
    kind: 'suit',
    holds: (v, h) => {
      const s = suitOf(v, h.b);
      return s !== null && h.hand.len[s] + h.ctx.partnerLen[s] >= 8;
    },
    shows: (v, s, p) => {
      const suit = suitOf(v, p.b);
      if (suit !== null)
        s.len[suit] = meet(s.len[suit], [Math.max(0, 8 - p.ctx.partnerLen[suit]), 13]) ?? s.len[suit];
    },
  },
  balanced: {
    kind: 'bool',
    holds: (v, h) => v === h.hand.balanced,
    shows: (v, s) => {
      s.balanced = v;
    },
  },
  semiBalanced: { kind: 'bool', holds: (v, h) => v === h.hand.semiBalanced },
  our: {
    kind: 'span',
    holds: (v, h) => within(ourBase(h), interval(v)),
    shows: (v, s, p) => {
      const o = interval(v);
      const pp = partnerPoints(p.ctx);
      narrowPts(s, clamp(o[0] - pp, o[1] - pp));
    },
  },
  ourMid: {
    kind: 'span',
    holds: (v, h) => {
      const t = targetOf(h.ctx, h.call)?.strain ?? 'NT';
      return within(h.hand.tp + supportPoints(h.hand, h.ctx, t) + partnerMidPoints(h.ctx), interval(v));
    },
    shows: (v, s, p) => {
      const o = interval(v);
      const pm = partnerMidPoints(p.ctx);
      narrowPts(s, clamp(Math.ceil(o[0] - pm - MAX_SUPPORT), Math.floor(o[1] - pm)));
    },
  },
  ourFit: {
    kind: 'span',
    holds: (v, h) => {
      const f = bestFit(h.hand, h.ctx);
      return within(ourBase(h) + (f === null ? 0 : supportPoints(h.hand, h.ctx, f)), interval(v));
    },
    shows: (v, s, p) => {
      const o = interval(v);
      const pp = partnerPoints(p.ctx);
      narrowPts(s, clamp(o[0] - pp - MAX_SUPPORT, o[1] - pp));
    },
  },
  // Placing the contract (enough, invite) counts shortness with a fit; slam and competitive rows do not.
  enough: {
    kind: 'bool',
    holds: (v, h) => {
      const target = targetOf(h.ctx, h.call);
      return target !== null && ours(h) >= need(target.level, target.strain) === v;
    },
    shows: (v, s, p) => {
      const target = targetOf(p.ctx, p.call);
      if (target === null) return;
      const n = need(target.level, target.strain);
      const f = partnerFloors(p);
      narrowPts(s, v ? clamp(n - f.low, 40) : clamp(0, n - 1 - f.high));
    },
  },
  invite: {
    kind: 'bool',
    holds: (v, h) => {
      if (!v) return true;
      const target = targetOf(h.ctx, h.call);
      if (target === null) return false;
      const g = gameNeed(h.ctx, target.strain);
      const o = ours(h);
      return o >= g - 3 && o < g;
    },
    shows: (v, s, p) => {
      const target = targetOf(p.ctx, p.call);
      if (!v || target === null) return;
      const g = gameNeed(p.ctx, target.strain);
      const f = partnerFloors(p);
      narrowPts(s, clamp(g - 3 - f.low, g - 1 - f.high));
    },
  },
  ourHcp: {
    kind: 'span',
    holds: (v, h) => within(h.hand.hcp + partnerHcp(h.ctx), interval(v)),
    shows: (v, s, p) => {
      const o = interval(v);
      const ph = partnerHcp(p.ctx);
      s.hcp = meet(s.hcp, clamp(Math.ceil(o[0] - ph), Math.floor(o[1] - ph))) ?? s.hcp;
    },
  },
  ourHcpLeast: {
    kind: 'span',
    holds: (v, h) => within(h.hand.hcp + partnerHcpRange(h.ctx)[0], interval(v)),
    shows: (v, s, p) => {
      narrowHcp(s, interval(v), partnerHcpRange(p.ctx)[0]);
    },
  },
  ourHcpMost: {
    kind: 'span',
    holds: (v, h) => within(h.hand.hcp + partnerHcpRange(h.ctx)[1], interval(v)),
    shows: (v, s, p) => {
      narrowHcp(s, interval(v), partnerHcpRange(p.ctx)[1]);
    },
  },
  upperHalf: {
    kind: 'bool',
    holds: (v, h) => {
      const [lo, hi] = ownHcpRange(h.ctx);
      return 2 * h.hand.hcp >= lo + hi === v;
    },
    shows: (v, s, p) => {
      const [lo, hi] = ownHcpRange(p.ctx);
      const mid = Math.ceil((lo + hi) / 2);
      s.hcp = meet(s.hcp, v ? clamp(mid, hi) : clamp(lo, mid - 1)) ?? s.hcp;
    },
  },
  aces: {
    kind: 'span',
    holds: (v, h) => within(h.hand.aces, interval(v)),
    shows: (v, s) => {
      s.aces = interval(v, 4);
    },
  },
  ourAces: {
    kind: 'span',
    holds: (v, h) => within(h.hand.aces + h.ctx.know[partner(h.ctx.seat)].aces[0], interval(v)),
    shows: (v, s, p) => {
      const o = interval(v, 8);
      const pa = p.ctx.know[partner(p.ctx.seat)].aces[0];
      s.aces = meet(s.aces, clamp(o[0] - pa, Math.min(4, o[1] - pa))) ?? s.aces;
    },
  },
  kings: {
    kind: 'span',
    holds: (v, h) => within(h.hand.kings, interval(v)),
    shows: (v, s) => {
      s.kings = interval(v, 4);
    },
  },
  ourKings: {
    kind: 'span',
    holds: (v, h) => within(h.hand.kings + (h.ctx.know[partner(h.ctx.seat)].kings?.[0] ?? 0), interval(v)),
    shows: (v, s, p) => {
      const o = interval(v, 8);
      const pk = p.ctx.know[partner(p.ctx.seat)].kings?.[0] ?? 0;
      s.kings = meet(s.kings ?? [0, 4], clamp(o[0] - pk, Math.min(4, o[1] - pk))) ?? s.kings;
    },
  },
  control: {
    kind: 'suits',
    holds: (v, h) => suitsIn(v, h.b)?.every((s) => hasControl(h.hand, s)) ?? false,
    shows: (v, s, p) => {
      for (const key of v) {
        const suit = suitOf(key, p.b);
        if (suit !== null) s.controls.push(suit);
      }
    },
  },
  sideControls: {
    kind: 'suit',
    holds: (v, h) => {
      const t = suitOf(v, h.b);
      return t !== null && SUITS.every((s) => s === t || hasControl(h.hand, s));
    },
    shows: (v, s, p) => {
      const t = suitOf(v, p.b);
      if (t !== null)
        for (const suit of SUITS) if (suit !== t && !s.controls.includes(suit)) s.controls.push(suit);
    },
  },
  unbidSuits: {
    kind: 'span',
    holds: (v, h) => {
      const bid = bidSuits(h.ctx);
      const iv = interval(v, 13);
      return SUITS.every((s) => bid.has(s) || within(h.hand.len[s], iv));
    },
    shows: (v, s, p) => {
      const bid = bidSuits(p.ctx);
      for (const suit of SUITS)
        if (!bid.has(suit)) s.len[suit] = meet(s.len[suit], interval(v, 13)) ?? s.len[suit];
    },
  },
  unbidMajors: {
    kind: 'span',
    holds: (v, h) => {
      const unbid = unbidMajorsOf(h.ctx);
      return unbid.length > 0 && unbid.every((s) => within(h.hand.len[s], interval(v, 13)));
    },
    shows: (v, s, p) => {
      for (const suit of unbidMajorsOf(p.ctx))
        s.len[suit] = meet(s.len[suit], interval(v, 13)) ?? s.len[suit];
    },
  },
  stop: {
    kind: 'suits',
    holds: (v, h) => stopSuits(v, h.ctx, h.b)?.every((s) => hasStopper(h.hand, s)) ?? false,
    shows: (v, s, p) => {
      for (const suit of stopSuits(v, p.ctx, p.b) ?? []) if (!s.stops.includes(suit)) s.stops.push(suit);
    },
  },
  stopped: {
    kind: 'suits',
    holds: (v, h) => {
      const shown = h.ctx.know[partner(h.ctx.seat)].stops ?? [];
      return stopSuits(v, h.ctx, h.b)?.every((s) => hasStopper(h.hand, s) || shown.includes(s)) ?? false;
    },
  },
  longest: {
    kind: 'suit',
    holds: (v, h) => {
      const s = suitOf(v, h.b);
      return s !== null && h.hand.len[s] === h.hand.shape[0];
    },
  },
  good: { kind: 'suits', holds: (v, h) => suitsIn(v, h.b)?.every((s) => isGoodSuit(h.hand, s)) ?? false },
  top: {
    kind: 'spanBySuit',
    holds: (v, h) => spanBySuit(v, h.b, 3, (s, iv) => within(topHonours(h.hand, s), iv)),
  },
  bestFit: { kind: 'suit', holds: (v, h) => bestFitIs(v, h.hand, h.ctx, h.b) },
  noFit: {
    kind: 'bool',
    holds: (v, h) => !v || SUITS.every((s) => h.hand.len[s] + h.ctx.partnerLen[s] < 8),
  },
  fitLength: {
    kind: 'span',
    holds: (v, h) => {
      const f = bestFit(h.hand, h.ctx);
      return f !== null && within(h.hand.len[f] + h.ctx.partnerLen[f], interval(v, 13));
    },
  },
  majorFit: { kind: 'bool', holds: (v, h) => bestFitIs('M', h.hand, h.ctx, h.b) === v },
  anyFit: { kind: 'bool', holds: (v, h) => !v || bestFit(h.hand, h.ctx) !== null },
  ltt: {
    kind: 'bool',
    holds: (v, h) => {
      if (!v) return true;
      const c = h.call;
      if (c.type !== 'bid' || c.strain === 'NT') return false;
      return c.level <= h.hand.len[c.strain] + h.ctx.partnerLen[c.strain] - 6;
    },
  },
  notTheirs: {
    kind: 'suit',
    holds: (v, h) => {
      const s = suitOf(v, h.b);
      return s !== null && !h.ctx.theirSuits.includes(s);
    },
  },
  losers: { kind: 'span', holds: (v, h) => within(h.hand.losers, interval(v, 12)) },
  controlCount: { kind: 'span', holds: (v, h) => within(h.hand.controls, interval(v, 12)) },
  quickTricks: { kind: 'span', holds: (v, h) => within(h.hand.quickTricks, interval(v, 10)) },
  quality: {
    kind: 'spanBySuit',
    holds: (v, h) => spanBySuit(v, h.b, 18, (s, iv) => within(suitQuality(h.hand.cards, s), iv)),
  },
  tricks: {
    kind: 'span',
    holds: (v, h) =>
      bestFit(h.hand, h.ctx) !== null &&
      within(fitTricks(h.hand.losers, Math.max(partnerPoints(h.ctx), partnerHcp(h.ctx))), interval(v, 13)),
  },
  beats: {
    kind: 'bool',
    holds: (v, h) => {
      const m = defenceMargin(h.hand, h.ctx);
      return m !== null && m >= 0 === v;
    },
  },
  test: {
    kind: 'tests',
    holds: (v, h) =>
      v.every((name) => {
        const f = HAND_TESTS[name];
        if (f === undefined) throw new Error(`unknown hand test "${name}" in a bidding table`);
        return f(h.hand);
      }),
  },
};

/** The conditions of the registry in its order (the order what a call shows is built in). */
export const HAND_CONDITION_NAMES = Object.keys(HAND_CONDITIONS) as (keyof HandSpec)[];
