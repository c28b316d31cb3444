/**
 * The conditions a rule may put on the table (TableSpec), each defined once: the kind of value the
 * tables write and whether the table holds it for the call being made. The hand's conditions are in
 * conditions.ts.
 */
import { SUITS, bid, bidIndex, partner, sideOf, type Level, type Seat, type Suit } from '@tenace/core';
import type { Annotated, Context } from './context.ts';
import { partnerHcpRange, type Kind, type Public } from './conditions.ts';
import { interval, within } from './interval.ts';
import { gameLevel } from './need.ts';
import { ourPartScore, rankOf, suitOf } from './partnership.ts';
import { resolveStrain, type Bindings } from './pattern.ts';
import type { TableSpec } from './types.ts';

export interface TableCondition<V> {
  readonly kind: Kind;
  readonly holds: (value: V, p: Public) => boolean;
}

type Registry = { readonly [K in keyof TableSpec]-?: TableCondition<NonNullable<TableSpec[K]>> };

/** The call is a natural bid in `suit` (not an artificial one such as Stayman or a cue-bid). */
function naturallyBid(h: Annotated, suit: Suit): boolean {
  return h.call.type === 'bid' && h.call.strain === suit && !h.meaning.artificial;
}

/** The rank (bidIndex) of a limit such as "4M" or "game:M" under the bindings, or null when unbound. */
function limitOf(spec: string, ctx: Context, b: Bindings): number | null {
  const game = /^game:(.+)$/.exec(spec);
  const m = game === null ? /^([1-7])(.+)$/.exec(spec) : null;
  const token = game?.[1] ?? m?.[2];
  if (token === undefined) throw new Error(`bad limit "${spec}" in a bidding table`);
  const strain = resolveStrain(token, b);
  if (strain === null) return null;
  const level = game !== null ? gameLevel(strain, ourPartScore(ctx)) : Number(m![1]);
  return bidIndex(bid(level as Level, strain));
}

/** The last call a seat made, or undefined. */
const lastBy = (ctx: Context, seat: Seat): Annotated | undefined =>
  [...ctx.history].reverse().find((h) => h.seat === seat);

const them = (ctx: Context) => (sideOf(ctx.seat) === 'NS' ? 'EW' : 'NS');

export const TABLE_CONDITIONS: Registry = {
  seat: { kind: 'span', holds: (v, { ctx }) => within(ctx.leadingPasses + 1, interval(v)) },
  passed: { kind: 'bool', holds: (v, { ctx }) => v === ctx.passedHand },
  weVul: { kind: 'bool', holds: (v, { ctx }) => v === ctx.score.vulnerable[sideOf(ctx.seat)] },
  theyVul: { kind: 'bool', holds: (v, { ctx }) => v === ctx.score.vulnerable[them(ctx)] },
  forced: { kind: 'bool', holds: (v, { ctx }) => v === ctx.forced },
  gameForce: { kind: 'bool', holds: (v, { ctx }) => v === ctx.gameForce },
  level: {
    kind: 'span',
    holds: (v, { call }) => call.type === 'bid' && within(call.level, interval(v)),
  },
  belowGame: {
    kind: 'bool',
    holds: (v, { ctx, call }) =>
      call.type === 'bid' && call.level < gameLevel(call.strain, ourPartScore(ctx)) === v,
  },
  higher: { kind: 'pair', holds: ([a, b], p) => rankOf(a, p.b) > rankOf(b, p.b) },
  lower: { kind: 'pair', holds: ([a, b], p) => rankOf(a, p.b) < rankOf(b, p.b) },
  partnerGame: {
    kind: 'bool',
    holds: (v, { ctx }) => {
      const lb = ctx.lastBid;
      const game =
        lb !== null &&
        lb.seat === partner(ctx.seat) &&
        lb.bid.level >= gameLevel(lb.bid.strain, ourPartScore(ctx)) &&
        ctx.history[ctx.history.length - 1]?.call.type === 'pass';
      return game === v;
    },
  },
  overOurGame: {
    kind: 'bool',
    holds: (v, { ctx }) => {
      const lb = ctx.lastBid;
      const ours = [...ctx.history]
        .reverse()
        .find((h) => sideOf(h.seat) === sideOf(ctx.seat) && h.call.type === 'bid');
      const game =
        lb !== null &&
        sideOf(lb.seat) !== sideOf(ctx.seat) &&
        ours !== undefined &&
        ours.call.type === 'bid' &&
        !ours.meaning.artificial &&
        ours.call.level >= gameLevel(ours.call.strain, ourPartScore(ctx));
      return game === v;
    },
  },
  contested: {
    kind: 'bool',
    holds: (v, { ctx }) =>
      ctx.history.some((h) => sideOf(h.seat) !== sideOf(ctx.seat) && h.call.type !== 'pass') === v,
  },
  below: {
    kind: 'limit',
    holds: (v, { ctx, b, call }) => {
      if (call.type !== 'bid') return false;
      const limit = limitOf(v, ctx, b);
      return limit !== null && bidIndex(call) < limit;
    },
  },
  newSuit: {
    kind: 'suit',
    holds: (v, { ctx, b }) => {
      const s = suitOf(v, b);
      return s !== null && !ctx.history.some((h) => naturallyBid(h, s));
    },
  },
  agreedFit: {
    kind: 'bool',
    holds: (v, { ctx }) => {
      const p = partner(ctx.seat);
      const bidBy = (seat: Seat, s: Suit) => ctx.history.some((h) => h.seat === seat && naturallyBid(h, s));
      return SUITS.some((s) => bidBy(ctx.seat, s) && bidBy(p, s)) === v;
    },
  },
  partnerSuit: {
    kind: 'suit',
    holds: (v, { ctx, b }) => {
      const s = suitOf(v, b);
      if (s === null) return false;
      const p = partner(ctx.seat);
      return ctx.know[p].len[s][0] >= 4 || ctx.history.some((h) => h.seat === p && naturallyBid(h, s));
    },
  },
  partnerArtificial: {
    kind: 'bool',
    holds: (v, { ctx }) => (lastBy(ctx, partner(ctx.seat))?.meaning.artificial === true) === v,
  },
  theirArtificial: {
    kind: 'bool',
    holds: (v, { ctx }) => {
      const last = [...ctx.history].reverse().find((h) => h.call.type === 'bid');
      const theirs = last !== undefined && sideOf(last.seat) !== sideOf(ctx.seat);
      return (theirs && last.meaning.artificial) === v;
    },
  },
  afterNT: {
    kind: 'bool',
    holds: (v, { ctx }) => {
      const c = lastBy(ctx, partner(ctx.seat))?.call;
      return (c?.type === 'bid' && c.strain === 'NT') === v;
    },
  },
  partnerBalanced: { kind: 'bool', holds: (v, { ctx }) => ctx.know[partner(ctx.seat)].balanced === v },
  partnerBid: {
    kind: 'bool',
    holds: (v, { ctx }) =>
      ctx.history.some((h) => h.seat === partner(ctx.seat) && h.call.type === 'bid') === v,
  },
  ownBid: {
    kind: 'bool',
    holds: (v, { ctx }) => ctx.history.some((h) => h.seat === ctx.seat && h.call.type === 'bid') === v,
  },
  partnerHcpWidth: {
    kind: 'span',
    holds: (v, { ctx }) => {
      const [lo, hi] = partnerHcpRange(ctx);
      return within(hi - lo, interval(v));
    },
  },
};
