/**
 * The rule engine: finds the rules of a system whose auction pattern and table conditions fit the
 * context, resolves the call each one makes, checks the hand, and explains any call by the rules that
 * give it. The system is data (sayc/*.ts); nothing here knows SAYC.
 */
import {
  SUITS,
  bid,
  bidIndex,
  isLegalCall,
  makeCall,
  partner,
  sideOf,
  type Call,
  type Level,
  type Strain,
  type Suit,
} from '@tenace/core';
import type { Annotated, Context } from './context.ts';
import { contextOf, type ScoreState } from './context.ts';
import { fitTricks, suitQuality } from './evaluation.ts';
import { hasControl, hasStopper, isGoodSuit, topHonours, type HandFacts } from './hand.ts';
import { interval, meet, within, type Interval } from './interval.ts';
import { NOTHING_SHOWN, joinShows, type Meaning, type Shows } from './meaning.ts';
import { gameLevel, need } from './need.ts';
import { VARIABLES, bindStrain, matchPattern, resolveStrain, type Bindings } from './pattern.ts';
import { HAND_TESTS } from './tests.ts';
import type { HandSpec, Rule, TableSpec } from './types.ts';
import type { Seat } from '@tenace/core';

export type System = readonly Rule[];

/** A rule that fits, with the call it makes and its variable bindings. */
export interface Match {
  readonly rule: Rule;
  readonly call: Call;
  readonly bindings: Bindings;
}

const STRAIN_ORDER: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

/** The lowest legal level for a bid in `strain` in this context (8 when none). */
export function cheapestLevel(ctx: Context, strain: Strain): number {
  const last = ctx.lastBid?.bid;
  if (last === undefined) return 1;
  return STRAIN_ORDER.indexOf(strain) > STRAIN_ORDER.indexOf(last.strain) ? last.level : last.level + 1;
}

function ourPartScore(ctx: Context): number {
  return ctx.score.partScore[sideOf(ctx.seat)];
}

/** The level a call spec names for a strain, or null when it cannot be bid. */
function levelFor(kind: string, ctx: Context, strain: Strain): number | null {
  const cheap = cheapestLevel(ctx, strain);
  let level: number;
  if (kind === 'cheap') level = cheap;
  else if (kind === 'jump') level = cheap + 1;
  else {
    level = gameLevel(strain, ourPartScore(ctx)) - (kind === 'inv' ? 1 : 0);
    if (level < cheap) return null;
  }
  return level <= 7 ? level : null;
}

export function parseCallSpec(
  spec: string,
): { kind: 'plain'; call: Call } | { kind: string; level: number | null; strain: string } {
  if (spec === 'P') return { kind: 'plain', call: { type: 'pass' } };
  if (spec === 'X') return { kind: 'plain', call: { type: 'double' } };
  if (spec === 'XX') return { kind: 'plain', call: { type: 'redouble' } };
  const m = /^(cheap|jump|game|inv):(.+)$/.exec(spec);
  if (m) return { kind: m[1]!, level: null, strain: m[2]! };
  const b = /^([1-7])(.+)$/.exec(spec);
  if (b) return { kind: 'level', level: Number(b[1]), strain: b[2]! };
  throw new Error(`bad call "${spec}" in a bidding table`);
}

/** Every way to bind the call's strain token: already bound, or each suit of the variable's domain. */
function strainChoices(
  token: string,
  b: Bindings,
  hand: HandFacts | null,
  ctx: Context,
  pick: Rule['pick'],
): { strain: Strain; b: Bindings }[] {
  const fixed = resolveStrain(token, b);
  if (fixed !== null) return [{ strain: fixed, b }];
  if (token === 'F' && hand !== null) {
    const f = bestFit(hand, ctx);
    return f === null ? [] : [{ strain: f, b: { ...b, F: f } }];
  }
  const out: { strain: Strain; b: Bindings }[] = [];
  for (const s of SUITS) {
    const nb = bindStrain(token, s, b);
    if (nb !== null) out.push({ strain: s, b: nb });
  }
  if (pick !== 'up' && hand !== null)
    out.sort((x, y) => hand.len[y.strain as Suit] - hand.len[x.strain as Suit]);
  return out;
}

/** The calls a rule can make here, in the order it prefers them. */
function callsOf(rule: Rule, ctx: Context, b: Bindings, hand: HandFacts | null): Match[] {
  const spec = parseCallSpec(rule.call);
  if (spec.kind === 'plain' && 'call' in spec) return [{ rule, call: spec.call, bindings: b }];
  const s = spec as { kind: string; level: number | null; strain: string };
  const out: Match[] = [];
  for (const choice of strainChoices(s.strain, b, hand, ctx, rule.pick)) {
    const level = s.kind === 'level' ? s.level : levelFor(s.kind, ctx, choice.strain);
    if (level === null) continue;
    out.push({ rule, call: bid(level as Level, choice.strain), bindings: choice.b });
  }
  if (rule.pick === 'up') out.sort((x, y) => callRank(x.call) - callRank(y.call));
  return out;
}

function callRank(c: Call): number {
  return c.type === 'bid' ? bidIndex(c) : -1;
}

function suitOf(key: string, b: Bindings): Suit | null {
  const s = resolveStrain(key, b);
  return s === null || s === 'NT' ? null : s;
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

/**
 * What we count on from partner: the least shown, plus a quarter of the width of the shown HCP range (at
 * most two), so that a wide range such as an opening bid's counts as a little more than its floor.
 */
function partnerPoints(ctx: Context): number {
  const k = ctx.know[partner(ctx.seat)];
  const lo = Math.max(k.hcp[0], k.pts[0]);
  return lo + Math.min(2, Math.floor(Math.max(0, Math.min(k.hcp[1], 37) - k.hcp[0]) / 4));
}

function rankOf(key: string, b: Bindings): number {
  const s = resolveStrain(key, b);
  return s === null ? -1 : STRAIN_ORDER.indexOf(s);
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

/** Whether our best fit is the suit `key` names: a letter or variable, or "M" / "m" for any major / minor. */
function bestFitIs(key: string, hand: HandFacts, ctx: Context, b: Bindings): boolean {
  const f = bestFit(hand, ctx);
  if (f === null) return false;
  if (key === 'M') return f === 'S' || f === 'H';
  if (key === 'm') return f === 'D' || f === 'C';
  return suitOf(key, b) === f;
}

/** The call is a natural bid in `suit` (not an artificial one such as Stayman or a cue-bid). */
function naturallyBid(h: Annotated, suit: Suit): boolean {
  return h.call.type === 'bid' && h.call.strain === suit && !h.meaning.artificial;
}

function tableOk(t: TableSpec | undefined, ctx: Context, call: Call, b: Bindings): boolean {
  if (t === undefined) return true;
  if (t.higher !== undefined && !(rankOf(t.higher[0], b) > rankOf(t.higher[1], b))) return false;
  if (t.lower !== undefined && !(rankOf(t.lower[0], b) < rankOf(t.lower[1], b))) return false;
  const side = sideOf(ctx.seat);
  const them = side === 'NS' ? 'EW' : 'NS';
  if (t.seat !== undefined && !within(ctx.leadingPasses + 1, interval(t.seat))) return false;
  if (t.passed !== undefined && t.passed !== ctx.passedHand) return false;
  if (t.weVul !== undefined && t.weVul !== ctx.score.vulnerable[side]) return false;
  if (t.theyVul !== undefined && t.theyVul !== ctx.score.vulnerable[them]) return false;
  if (t.forced !== undefined && t.forced !== ctx.forced) return false;
  if (t.gameForce !== undefined && t.gameForce !== ctx.gameForce) return false;
  if (t.partnerGame !== undefined) {
    const lb = ctx.lastBid;
    const game =
      lb !== null &&
      lb.seat === partner(ctx.seat) &&
      lb.bid.level >= gameLevel(lb.bid.strain, ourPartScore(ctx)) &&
      ctx.history[ctx.history.length - 1]?.call.type === 'pass';
    if (game !== t.partnerGame) return false;
  }
  if (t.contested !== undefined) {
    const contested = ctx.history.some((h) => sideOf(h.seat) !== side && h.call.type !== 'pass');
    if (contested !== t.contested) return false;
  }
  if (t.newSuit !== undefined) {
    const s = suitOf(t.newSuit, b);
    if (s === null || ctx.history.some((h) => naturallyBid(h, s))) return false;
  }
  if (t.agreedFit !== undefined) {
    const p = partner(ctx.seat);
    const bidBy = (seat: Seat, s: Suit) => ctx.history.some((h) => h.seat === seat && naturallyBid(h, s));
    if (SUITS.some((s) => bidBy(ctx.seat, s) && bidBy(p, s)) !== t.agreedFit) return false;
  }
  if (t.partnerSuit !== undefined) {
    const s = suitOf(t.partnerSuit, b);
    const p = partner(ctx.seat);
    if (s === null) return false;
    const shown = ctx.know[p].len[s][0] >= 4;
    if (!shown && !ctx.history.some((h) => h.seat === p && naturallyBid(h, s))) return false;
  }
  if (t.below !== undefined) {
    if (call.type !== 'bid') return false;
    const limit = limitOf(t.below, ctx, b);
    if (limit === null || bidIndex(call) >= limit) return false;
  }
  if (t.level !== undefined || t.belowGame !== undefined) {
    if (call.type !== 'bid') return false;
    if (t.level !== undefined && !within(call.level, interval(t.level))) return false;
    if (t.belowGame !== undefined) {
      const below = call.level < gameLevel(call.strain, ourPartScore(ctx));
      if (below !== t.belowGame) return false;
    }
  }
  return true;
}

/** The strain and level the points conditions refer to: the call's, or the contract's for a pass or double. */
function targetOf(ctx: Context, call: Call): { level: number; strain: Strain } | null {
  if (call.type === 'bid') return call;
  return ctx.lastBid?.bid ?? null;
}

function handOk(spec: HandSpec | undefined, hand: HandFacts, ctx: Context, b: Bindings, call: Call): boolean {
  if (spec === undefined) return true;
  if (spec.hcp !== undefined && !within(hand.hcp, interval(spec.hcp))) return false;
  if (spec.tp !== undefined && !within(hand.tp, interval(spec.tp))) return false;
  if (spec.balanced !== undefined && spec.balanced !== hand.balanced) return false;
  if (spec.semiBalanced !== undefined && spec.semiBalanced !== hand.semiBalanced) return false;
  if (spec.len !== undefined) {
    for (const [key, span] of Object.entries(spec.len)) {
      const s = suitOf(key, b);
      if (s === null || !within(hand.len[s], interval(span, 13))) return false;
    }
  }
  if (spec.longest !== undefined) {
    const s = suitOf(spec.longest, b);
    if (s === null || hand.len[s] !== hand.shape[0]) return false;
  }
  for (const key of spec.good ?? []) {
    const s = suitOf(key, b);
    if (s === null || !isGoodSuit(hand, s)) return false;
  }
  for (const key of spec.stop ?? []) {
    const suits = key === 'their' ? ctx.theirSuits : [suitOf(key, b)];
    for (const s of suits) if (s === null || !hasStopper(hand, s)) return false;
  }
  if (spec.aces !== undefined && !within(hand.aces, interval(spec.aces))) return false;
  if (spec.kings !== undefined && !within(hand.kings, interval(spec.kings))) return false;
  for (const key of spec.control ?? []) {
    const s = suitOf(key, b);
    if (s === null || !hasControl(hand, s)) return false;
  }
  if (spec.sideControls !== undefined) {
    const t = suitOf(spec.sideControls, b);
    if (t === null || SUITS.some((s) => s !== t && !hasControl(hand, s))) return false;
  }
  for (const [key, span] of Object.entries(spec.top ?? {})) {
    const s = suitOf(key, b);
    if (s === null || !within(topHonours(hand, s), interval(span, 3))) return false;
  }
  if (spec.bestFit !== undefined && !bestFitIs(spec.bestFit, hand, ctx, b)) return false;
  const p = ctx.know[partner(ctx.seat)];
  if (spec.fit !== undefined) {
    const s = suitOf(spec.fit, b);
    if (s === null || hand.len[s] + ctx.partnerLen[s] < 8) return false;
  }
  if (spec.noFit === true && SUITS.some((s) => hand.len[s] + ctx.partnerLen[s] >= 8)) return false;
  if (spec.anyFit === true && bestFit(hand, ctx) === null) return false;
  if (spec.ourAces !== undefined && !within(hand.aces + p.aces[0], interval(spec.ourAces))) return false;
  if (spec.ourKings !== undefined && !within(hand.kings + (p.kings?.[0] ?? 0), interval(spec.ourKings)))
    return false;
  if (spec.ltt === true) {
    if (call.type !== 'bid' || call.strain === 'NT') return false;
    if (call.level > hand.len[call.strain] + ctx.partnerLen[call.strain] - 6) return false;
  }
  if (spec.notTheirs !== undefined) {
    const s = suitOf(spec.notTheirs, b);
    if (s === null || ctx.theirSuits.includes(s)) return false;
  }
  if (spec.unbidSuits !== undefined) {
    const bidSuits = new Set(ctx.history.flatMap((h) => (h.call.type === 'bid' ? [h.call.strain] : [])));
    const iv = interval(spec.unbidSuits, 13);
    if (SUITS.some((s) => !bidSuits.has(s) && !within(hand.len[s], iv))) return false;
  }
  if (spec.unbidMajors !== undefined) {
    const bidSuits = new Set(ctx.history.flatMap((h) => (h.call.type === 'bid' ? [h.call.strain] : [])));
    const unbid = (['S', 'H'] as const).filter((s) => !bidSuits.has(s));
    if (unbid.length === 0 || unbid.some((s) => !within(hand.len[s], interval(spec.unbidMajors!, 13))))
      return false;
  }
  const target = targetOf(ctx, call);
  const base = hand.tp + partnerPoints(ctx);
  if (spec.our !== undefined && !within(base, interval(spec.our))) return false;
  if (spec.ourFit !== undefined) {
    const f = bestFit(hand, ctx);
    if (!within(base + (f === null ? 0 : supportPoints(hand, ctx, f)), interval(spec.ourFit))) return false;
  }
  // Placing the contract (enough, invite) counts shortness with a fit; slam and competitive rows do not.
  const ours = base + supportPoints(hand, ctx, target?.strain ?? 'NT');
  if (spec.enough !== undefined) {
    if (target === null) return false;
    if (ours >= need(target.level, target.strain) !== spec.enough) return false;
  }
  if (spec.invite === true) {
    if (target === null) return false;
    const g = need(gameLevel(target.strain, ourPartScore(ctx)), target.strain);
    if (ours < g - 3 || ours >= g) return false;
  }
  if (spec.ourHcp !== undefined && !within(hand.hcp + partnerHcp(ctx), interval(spec.ourHcp))) return false;
  if (spec.losers !== undefined && !within(hand.losers, interval(spec.losers, 12))) return false;
  if (spec.controlCount !== undefined && !within(hand.controls, interval(spec.controlCount, 12)))
    return false;
  if (spec.quickTricks !== undefined && !within(hand.quickTricks, interval(spec.quickTricks, 10)))
    return false;
  for (const [key, span] of Object.entries(spec.quality ?? {})) {
    const s = suitOf(key, b);
    if (s === null || !within(suitQuality(hand.cards, s), interval(span, 18))) return false;
  }
  if (spec.tricks !== undefined) {
    if (bestFit(hand, ctx) === null) return false;
    if (!within(fitTricks(hand.losers, partnerPoints(ctx)), interval(spec.tricks, 13))) return false;
  }
  for (const name of spec.test ?? []) {
    const f = HAND_TESTS[name];
    if (f === undefined) throw new Error(`unknown hand test "${name}" in a bidding table`);
    if (!f(hand)) return false;
  }
  return true;
}

/** The HCP we expect from partner: the least shown plus half the shown range's width, at most six of it. */
function partnerHcp(ctx: Context): number {
  const k = ctx.know[partner(ctx.seat)].hcp;
  return k[0] + Math.min(6, Math.max(0, Math.min(k[1], 37) - k[0])) / 2;
}

/** The most shortness points counted with a fit (see supportPoints). */
const MAX_SUPPORT = 3;

/**
 * Shortness counted with a known fit of eight cards or more in the strain and three trumps or more in the
 * hand: void 5, singleton 3, doubleton 1 (as in hand.ts), at most MAX_SUPPORT.
 */
function supportPoints(hand: HandFacts, ctx: Context, strain: Strain): number {
  if (strain === 'NT') return 0;
  if (hand.len[strain] < 3 || hand.len[strain] + ctx.partnerLen[strain] < 8) return 0;
  return Math.min(MAX_SUPPORT, hand.shortPts);
}

/** The rules that fit the context and hand, best first; `all` keeps looking past the first. */
export function matches(system: System, ctx: Context, hand: HandFacts, all = false): Match[] {
  const out: Match[] = [];
  for (const rule of system) {
    const b = matchPattern(rule.auction, ctx.entries);
    if (b === null) continue;
    for (const m of callsOf(rule, ctx, b, hand)) {
      if (!isLegalCall(ctx.auction, m.call)) continue;
      if (!tableOk(rule.when, ctx, m.call, m.bindings)) continue;
      if (!handOk(rule.hand, hand, ctx, m.bindings, m.call)) continue;
      out.push(m);
      if (!all) return out;
      break;
    }
  }
  return out;
}

/** What a rule's specification says about the bidder's hand, as intervals. */
function showsOf(rule: Rule, ctx: Context, b: Bindings, call: Call): Shows {
  const spec = rule.shows ?? rule.hand ?? {};
  let hcp: Interval = spec.hcp === undefined ? NOTHING_SHOWN.hcp : interval(spec.hcp);
  let pts: Interval = spec.tp === undefined ? NOTHING_SHOWN.pts : interval(spec.tp);
  const len: Record<Suit, Interval> = { ...NOTHING_SHOWN.len };
  for (const [key, span] of Object.entries(spec.len ?? {})) {
    const s = suitOf(key, b);
    if (s !== null) len[s] = meet(len[s], interval(span, 13)) ?? len[s];
  }
  const p = ctx.know[partner(ctx.seat)];
  if (spec.fit !== undefined) {
    const s = suitOf(spec.fit, b);
    if (s !== null) len[s] = meet(len[s], [Math.max(0, 8 - ctx.partnerLen[s]), 13]) ?? len[s];
  }
  const target = targetOf(ctx, call);
  const pp = partnerPoints(ctx);
  // Placing the contract, a hand may count shortness with a fit (supportPoints): floors drop by as much.
  const ppHigh = pp;
  const ppLow = pp + (target !== null && target.strain !== 'NT' ? MAX_SUPPORT : 0);
  const clamp = (lo: number, hi: number): Interval => [Math.max(0, lo), Math.max(0, Math.max(lo, hi))];
  const narrow = (iv: Interval) => {
    pts = meet(pts, iv) ?? pts;
  };
  if (spec.our !== undefined) {
    const o = interval(spec.our);
    narrow(clamp(o[0] - pp, o[1] - pp));
  }
  if (spec.ourFit !== undefined) {
    const o = interval(spec.ourFit);
    narrow(clamp(o[0] - pp - MAX_SUPPORT, o[1] - pp));
  }
  if (spec.enough !== undefined && target !== null) {
    const n = need(target.level, target.strain);
    narrow(spec.enough ? clamp(n - ppLow, 40) : clamp(0, n - 1 - ppHigh));
  }
  if (spec.invite === true && target !== null) {
    const g = need(gameLevel(target.strain, ourPartScore(ctx)), target.strain);
    narrow(clamp(g - 3 - ppLow, g - 1 - ppHigh));
  }
  if (spec.ourHcp !== undefined) {
    const o = interval(spec.ourHcp);
    const ph = partnerHcp(ctx);
    hcp = meet(hcp, clamp(Math.ceil(o[0] - ph), Math.floor(o[1] - ph))) ?? hcp;
  }
  // Points never fall below HCP: an HCP floor is also a points floor.
  pts = meet(pts, [hcp[0], 40]) ?? pts;
  hcp = meet(hcp, [0, pts[1]]) ?? hcp;
  let aces: Interval = spec.aces === undefined ? NOTHING_SHOWN.aces : interval(spec.aces, 4);
  if (spec.ourAces !== undefined) {
    const o = interval(spec.ourAces, 8);
    aces = meet(aces, clamp(o[0] - p.aces[0], Math.min(4, o[1] - p.aces[0]))) ?? aces;
  }
  let kings: Interval | undefined = spec.kings === undefined ? undefined : interval(spec.kings, 4);
  if (spec.ourKings !== undefined) {
    const o = interval(spec.ourKings, 8);
    const pk = p.kings?.[0] ?? 0;
    kings = meet(kings ?? [0, 4], clamp(o[0] - pk, Math.min(4, o[1] - pk))) ?? kings;
  }
  const controls: Suit[] = [];
  for (const key of spec.control ?? []) {
    const s = suitOf(key, b);
    if (s !== null) controls.push(s);
  }
  if (spec.sideControls !== undefined) {
    const t = suitOf(spec.sideControls, b);
    if (t !== null) for (const s of SUITS) if (s !== t && !controls.includes(s)) controls.push(s);
  }
  if (spec.unbidSuits !== undefined) {
    const bidSuits = new Set(ctx.history.flatMap((h) => (h.call.type === 'bid' ? [h.call.strain] : [])));
    for (const s of SUITS)
      if (!bidSuits.has(s)) len[s] = meet(len[s], interval(spec.unbidSuits, 13)) ?? len[s];
  }
  if (spec.unbidMajors !== undefined) {
    const bidSuits = new Set(ctx.history.flatMap((h) => (h.call.type === 'bid' ? [h.call.strain] : [])));
    for (const s of ['S', 'H'] as const)
      if (!bidSuits.has(s)) len[s] = meet(len[s], interval(spec.unbidMajors, 13)) ?? len[s];
  }
  return {
    hcp,
    pts,
    len,
    balanced: spec.balanced === true,
    aces,
    ...(kings === undefined ? {} : { kings }),
    ...(controls.length === 0 ? {} : { controls }),
  };
}

/** Binds the rule's call spec to an actual call, or null when the rule cannot give it. */
function bindCall(rule: Rule, ctx: Context, b: Bindings, call: Call): Bindings | null {
  const spec = parseCallSpec(rule.call);
  if ('call' in spec) return spec.call.type === call.type ? b : null;
  if (call.type !== 'bid') return null;
  const s = spec;
  const nb = bindStrain(s.strain, call.strain, b);
  if (nb === null) return null;
  const level = s.kind === 'level' ? s.level : levelFor(s.kind, ctx, call.strain);
  return level === call.level ? nb : null;
}

function paramsOf(b: Bindings, shows: Shows, call: Call): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (call.type === 'bid') {
    params.suit = call.strain;
    params.level = call.level;
  }
  for (const v of [...VARIABLES, 'oM', 'om']) {
    const s = resolveStrain(v, b);
    if (s !== null) params[v] = s;
  }
  params.hcpLo = shows.hcp[0];
  params.hcpHi = shows.hcp[1];
  return params;
}

/** The meaning of `call` made now: the rules that can give it, joined. */
export function explainCall(system: System, ctx: Context, call: Call): Meaning {
  let first: { rule: Rule; b: Bindings } | null = null;
  let shows: Shows | null = null;
  for (const fallback of [false, true]) {
    for (const rule of system) {
      if ((rule.fallback === true) !== fallback) continue;
      const pb = matchPattern(rule.auction, ctx.entries);
      if (pb === null) continue;
      const b = bindCall(rule, ctx, pb, call);
      if (b === null || !tableOk(rule.when, ctx, call, b)) continue;
      const s = showsOf(rule, ctx, b, call);
      shows = shows === null ? s : joinShows(shows, s);
      first ??= { rule, b };
    }
    if (first !== null) break;
  }
  if (first === null || shows === null) {
    return {
      call: makeCall(call),
      rule: null,
      key: call.type === 'pass' ? 'pass.other' : 'other',
      params: {},
      shows: NOTHING_SHOWN,
      forcing: 'no',
      artificial: false,
      tags: [],
    };
  }
  return {
    call: makeCall(call),
    rule: first.rule.id,
    key: first.rule.key,
    params: paramsOf(first.b, shows, call),
    shows,
    forcing: first.rule.forcing ?? 'no',
    artificial: first.rule.artificial === true,
    tags: first.rule.tags ?? [],
  };
}

/** Explains every call of an auction in turn. The calls must be legal (check with applyCalls first). */
export function annotate(
  system: System,
  dealer: Seat,
  calls: readonly Call[],
  score: ScoreState,
): Annotated[] {
  const history: Annotated[] = [];
  for (const call of calls) {
    const ctx = contextOf(dealer, history, score);
    history.push({ seat: ctx.seat, call, meaning: explainCall(system, ctx, call) });
  }
  return history;
}
