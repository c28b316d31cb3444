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
  type Call,
  type Level,
  type Strain,
  type Suit,
} from '@tenace/core';
import { compileSystem, type CompiledRule } from './check.ts';
import type { Holding, ShownSoFar } from './conditions.ts';
import type { Annotated, Context } from './context.ts';
import { contextOf, type ScoreState } from './context.ts';
import type { HandFacts } from './hand.ts';
import { meet } from './interval.ts';
import { NOTHING_SHOWN, joinShows, type Meaning, type Shows } from './meaning.ts';
import { gameLevel } from './need.ts';
import { STRAIN_ORDER, bestFit, ourPartScore } from './partnership.ts';
import { VARIABLES, bindStrain, matchPattern, resolveStrain, type Bindings } from './pattern.ts';
import type { Rule } from './types.ts';
import type { Seat } from '@tenace/core';

export { parseCallSpec } from './callSpec.ts';
export { bestFit } from './partnership.ts';

export type System = readonly Rule[];

/** A rule that fits, with the call it makes and its variable bindings. */
export interface Match {
  readonly rule: Rule;
  readonly call: Call;
  readonly bindings: Bindings;
}

/** The lowest legal level for a bid in `strain` in this context (8 when none). */
export function cheapestLevel(ctx: Context, strain: Strain): number {
  const last = ctx.lastBid?.bid;
  if (last === undefined) return 1;
  return STRAIN_ORDER.indexOf(strain) > STRAIN_ORDER.indexOf(last.strain) ? last.level : last.level + 1;
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
function callsOf(c: CompiledRule, ctx: Context, b: Bindings, hand: HandFacts | null): Match[] {
  const { rule, call: spec } = c;
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

/** The rules that fit the context and hand, best first; `all` keeps looking past the first. */
export function matches(system: System, ctx: Context, hand: HandFacts, all = false): Match[] {
  const out: Match[] = [];
  for (const c of compileSystem(system)) {
    const b = matchPattern(c.rule.auction, ctx.entries);
    if (b === null) continue;
    for (const m of callsOf(c, ctx, b, hand)) {
      if (!isLegalCall(ctx.auction, m.call)) continue;
      const h: Holding = { hand, ctx, b: m.bindings, call: m.call };
      if (!c.when.every((ok) => ok(h))) continue;
      if (!c.hand.every((ok) => ok(h))) continue;
      out.push(m);
      if (!all) return out;
      break;
    }
  }
  return out;
}

/** What a rule's specification says about the bidder's hand, as intervals (built by the registry). */
function showsOf(c: CompiledRule, ctx: Context, b: Bindings, call: Call): Shows {
  const s: ShownSoFar = {
    hcp: NOTHING_SHOWN.hcp,
    pts: NOTHING_SHOWN.pts,
    len: { ...NOTHING_SHOWN.len },
    balanced: false,
    aces: NOTHING_SHOWN.aces,
    kings: undefined,
    controls: [],
    stops: [],
  };
  const p = { ctx, b, call };
  for (const step of c.shows) step(s, p);
  // Points never fall below HCP: an HCP floor is also a points floor.
  const pts = meet(s.pts, [s.hcp[0], 40]) ?? s.pts;
  const hcp = meet(s.hcp, [0, pts[1]]) ?? s.hcp;
  return {
    hcp,
    pts,
    len: s.len,
    balanced: s.balanced,
    aces: s.aces,
    ...(s.kings === undefined ? {} : { kings: s.kings }),
    ...(s.controls.length === 0 ? {} : { controls: s.controls }),
    ...(s.stops.length === 0 ? {} : { stops: s.stops }),
  };
}

/** Binds the rule's call spec to an actual call, or null when the rule cannot give it. */
function bindCall(c: CompiledRule, ctx: Context, b: Bindings, call: Call): Bindings | null {
  const spec = c.call;
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
    for (const c of compileSystem(system)) {
      const rule = c.rule;
      if ((rule.fallback === true) !== fallback) continue;
      const pb = matchPattern(rule.auction, ctx.entries);
      if (pb === null) continue;
      const b = bindCall(c, ctx, pb, call);
      if (b === null) continue;
      const p = { ctx, b, call };
      if (!c.when.every((ok) => ok(p))) continue;
      const s = showsOf(c, ctx, b, call);
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
