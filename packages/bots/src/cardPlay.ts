/**
 * Card play for declarer and defenders, opening leads included: perfect-information Monte Carlo
 * (docs/ALGORITHMS.md §2.1, §8.4). Layouts of the unseen cards consistent with the seat's knowledge are drawn
 * (all of them when there are few), each is solved double dummy for every legal card, and the card with
 * the best average under the scoring's objective is played. Cards equal in every layout are chosen by the
 * carding conventions; partner's signals weigh the layouts softly.
 */
import { CardSet, cardRank, cardSuit, partner, sideOf, type Card } from '@tenace/core';
import { candidateTricks } from './dd.ts';
import type { PlayContext } from './playContext.ts';
import { reason, type Decision } from './player.ts';
import { simpleCard } from './placeholder/cards.ts';
import { layoutSource, type Hands } from './sampling/layouts.ts';
import { decisionRng } from './sampling/rng.ts';
import { cardingChoice, readSignals, signalWeight } from './signals.ts';

export interface CardPlayOptions {
  readonly seed: string | number;
  /** Layouts at trick one (default 32); later tricks use `laterLayouts` (default 24). */
  readonly layouts?: number;
  readonly laterLayouts?: number;
  /**
   * While the two best cards are within one standard error of each other, up to this many times as many
   * layouts are solved (default 2 after trick one, 1 at trick one, where layouts cost most); cards clearly
   * worse than the best stop being solved from 6 layouts on.
   */
  readonly extension?: number;
  /** Wall-clock budget per card in milliseconds (default 2000). */
  readonly timeMs?: number;
}

/** Legal cards grouped by equivalence: same suit, no card between them outside the mover's hand and the played tricks. */
export function equivalenceGroups(ctx: PlayContext, hand: CardSet): Card[][] {
  const history = ctx.knowledge.history;
  const gone = CardSet.of(history.cards.filter((p) => p.trick < ctx.completed).map((p) => p.card));
  const groups: Card[][] = [];
  for (const suit of ['S', 'H', 'D', 'C'] as const) {
    const legal = ctx.legal.filter((c) => cardSuit(c) === suit).sort((a, b) => cardRank(b) - cardRank(a));
    let group: Card[] = [];
    for (const c of legal) {
      const prev = group[group.length - 1];
      if (prev !== undefined) {
        let blocked = false;
        for (let r = cardRank(c) + 1; r < cardRank(prev); r++) {
          const between = `${suit}${'23456789TJQKA'[r - 2]!}` as Card;
          if (!hand.has(between) && !gone.has(between)) blocked = true;
        }
        if (blocked) {
          groups.push(group);
          group = [];
        }
      }
      group.push(c);
    }
    if (group.length > 0) groups.push(group);
  }
  return groups;
}

function moverHand(ctx: PlayContext): CardSet {
  const known = ctx.knowledge.known[ctx.mover];
  return known ?? CardSet.of(ctx.legal);
}

/**
 * Per-layout utilities of each group for the mover, with the declaring side's tricks. Groups found worse
 * than the leading group stop being solved (`active` false) and keep the values of the layouts seen so far.
 */
export interface Evaluation {
  readonly utilities: number[][];
  readonly tricks: number[][];
  readonly weights: number[];
  readonly active: boolean[];
  /** Cards solved, over all layouts. */
  solves: number;
}

/** The mover's utility for one layout and one card value (the mover's side's tricks from here). */
export function moverUtility(
  ctx: PlayContext,
  sideTricks: number,
): { utility: number; declarerTricks: number } {
  const remaining = 13 - ctx.completed;
  const moverDeclares = sideOf(ctx.mover) === sideOf(ctx.declarer);
  const declarerTricks = ctx.declarerWon + (moverDeclares ? sideTricks : remaining - sideTricks);
  const score = ctx.value(declarerTricks);
  return { utility: moverDeclares ? score : -score, declarerTricks };
}

/** Layouts after which groups that never did better than the leader are dropped. */
const PRUNE_AFTER = 6;
/** The fewest groups successive halving keeps. */
const HALVING_FLOOR = 3;

function weightedMean(xs: readonly number[], weights: readonly number[]): number {
  let s = 0;
  let w = 0;
  xs.forEach((x, i) => {
    s += x * weights[i]!;
    w += weights[i]!;
  });
  return w === 0 ? 0 : s / w;
}

/** The active group with the best weighted mean utility (the first on a tie). */
function leaderOf(ev: Evaluation): number {
  let best = -1;
  let bestMean = -Infinity;
  ev.utilities.forEach((us, k) => {
    if (!ev.active[k]) return;
    const m = weightedMean(us, ev.weights);
    if (m > bestMean + 1e-9) [best, bestMean] = [k, m];
  });
  return best;
}

/** Paired differences between two groups' utilities over the layouts both were solved in. */
function pairedGap(a: readonly number[], b: readonly number[]): { mean: number; se: number } {
  const n = Math.min(a.length, b.length);
  if (n === 0) return { mean: 0, se: 0 };
  const d = Array.from({ length: n }, (_, i) => a[i]! - b[i]!);
  const mean = d.reduce((x, y) => x + y, 0) / n;
  const v = n > 1 ? d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  return { mean, se: Math.sqrt(v / n) };
}

/**
 * Drops the groups that are clearly worse than the leader: never better in any layout so far and worse in
 * at least two, or worse on average by more than 2.5 standard errors of the paired difference. Then, at 6
 * and 12 layouts, keeps only the better half by mean (at least three): the work per decision stays near
 * 6g + 6g/2 + 20·3 solves for g candidate groups instead of 32g, which keeps opening leads within time.
 */
function prune(ev: Evaluation): void {
  const lead = leaderOf(ev);
  const top = ev.utilities[lead]!;
  ev.utilities.forEach((us, k) => {
    if (k === lead || !ev.active[k]) return;
    let worse = 0;
    let better = 0;
    us.forEach((u, i) => {
      if (u < top[i]!) worse++;
      else if (u > top[i]!) better++;
    });
    const gap = pairedGap(top, us);
    if ((better === 0 && worse >= 2) || (gap.mean > 2.5 * gap.se && gap.se > 0)) ev.active[k] = false;
  });
  // Successive halving: at 6 and 12 layouts only the better half (at least three) goes on.
  const n = ev.weights.length;
  if (n !== PRUNE_AFTER && n !== 2 * PRUNE_AFTER) return;
  const active = ev.utilities.flatMap((_, k) => (ev.active[k] ? [k] : []));
  const keep = Math.max(HALVING_FLOOR, Math.ceil(active.length / 2));
  const ranked = active
    .map((k) => ({ k, m: weightedMean(ev.utilities[k]!, ev.weights) }))
    .sort((a, b) => b.m - a.m || a.k - b.k);
  for (const { k } of ranked.slice(keep)) ev.active[k] = false;
}

/** Whether the two best active groups are within one standard error of each other (worth more layouts). */
function close(ev: Evaluation): boolean {
  const lead = leaderOf(ev);
  let closest = Infinity;
  ev.utilities.forEach((us, k) => {
    if (k === lead || !ev.active[k]) return;
    const gap = pairedGap(ev.utilities[lead]!, us);
    if (gap.mean === 0 && gap.se === 0) return; // equal in every layout: carding decides
    closest = Math.min(closest, gap.se === 0 ? Infinity : gap.mean / gap.se);
  });
  return closest < 1;
}

function evaluate(
  ctx: PlayContext,
  groups: readonly Card[][],
  layouts: Iterable<Hands>,
  deadline: number,
  counts: { readonly wanted: number; readonly most: number; readonly prune: boolean },
  enumerated = false,
): Evaluation {
  const ev: Evaluation = {
    utilities: groups.map(() => []),
    tricks: groups.map(() => []),
    weights: [],
    solves: 0,
    active: groups.map(() => true),
  };
  const defender = sideOf(ctx.knowledge.viewer) !== sideOf(ctx.declarer);
  const signals = defender ? readSignals(ctx.knowledge.history, ctx.knowledge.viewer) : [];
  const partnerSeat = partner(ctx.knowledge.viewer);
  let guess: number | undefined;
  for (const hands of layouts) {
    const n = ev.weights.length;
    if (n >= counts.most || (n >= counts.wanted && !close(ev))) break;
    const left = deadline - Date.now();
    if (left <= 0 && n > 0) break;
    const candidates = groups.flatMap((g, k) => (ev.active[k] ? [g[0]!] : []));
    const values = candidateTricks(hands, ctx.strain, ctx.trick, candidates, {
      ms: Math.max(n === 0 ? 1000 : 1, left),
      guess,
    });
    if (values === null) break;
    ev.solves += candidates.length;
    guess = Math.max(...values.values());
    groups.forEach((g, k) => {
      if (!ev.active[k]) return;
      const v = values.get(g[0]!) ?? 0;
      const u = moverUtility(ctx, v);
      ev.utilities[k]!.push(u.utility);
      ev.tricks[k]!.push(u.declarerTricks);
    });
    const hidden = ctx.knowledge.known[partnerSeat] === null;
    // Drawn layouts already follow the likelihood; enumerated ones carry it as a weight.
    const prior = enumerated && ctx.likelihood !== undefined ? ctx.likelihood(hands) : 1;
    ev.weights.push(prior * (signals.length > 0 && hidden ? signalWeight(signals, hands[partnerSeat]) : 1));
    if (counts.prune && ev.weights.length >= PRUNE_AFTER) prune(ev);
  }
  return ev;
}

/** Draws before a layout is taken whatever its likelihood (the likeliest of those drawn). */
const LIKELIHOOD_TRIES = 40;

/**
 * Layouts drawn from the source, each kept with the context's likelihood (rejection sampling, so the kept
 * layouts follow the weighted distribution); after `LIKELIHOOD_TRIES` draws the likeliest one is taken.
 */
export function* drawn(
  source: { draw: (rng: ReturnType<typeof decisionRng>) => Hands },
  rng: ReturnType<typeof decisionRng>,
  likelihood: ((hands: Hands) => number) | undefined,
) {
  for (;;) {
    if (likelihood === undefined) {
      yield source.draw(rng);
      continue;
    }
    let best: Hands | null = null;
    let bestWeight = -1;
    for (let t = 0; t < LIKELIHOOD_TRIES; t++) {
      const hands = source.draw(rng);
      const w = likelihood(hands);
      if (rng.below(1 << 30) < w * (1 << 30)) {
        best = hands;
        break;
      }
      if (w > bestWeight) [best, bestWeight] = [hands, w];
    }
    yield best!;
  }
}

/** Within this many standard errors of the best mean, a card counts as near-equal to the best. */
const NEAR = 1;

/**
 * The group to play. First the best weighted mean utility among the groups still active (on an exact tie,
 * the most tricks on average for the mover's side: an overtrick the score does not see is still worth
 * taking). Then, among the groups whose mean is within one standard error of that best (paired over the
 * layouts), the one that is best (or equal best) in the most layouts: the same expected result within
 * the sampling error, and the most chances of being right on the actual deal. With every layout solved
 * there is no sampling error, and only exact ties are broken this way.
 */
export function finalChoice(ctx: PlayContext, ev: Evaluation, exhaustive: boolean): number {
  const declares = sideOf(ctx.mover) === sideOf(ctx.declarer);
  let best = -1;
  let key: [number, number] = [-Infinity, -Infinity];
  ev.utilities.forEach((us, k) => {
    if (!ev.active[k]) return;
    const m = weightedMean(us, ev.weights);
    const t = weightedMean(ev.tricks[k]!, ev.weights) * (declares ? 1 : -1);
    if (m > key[0] + 1e-9 || (m > key[0] - 1e-9 && t > key[1] + 1e-9)) [best, key] = [k, [m, t]];
  });
  const active = ev.utilities.flatMap((_, k) => (ev.active[k] ? [k] : []));
  const top = ev.weights.map((_, i) => Math.max(...active.map((k) => ev.utilities[k]![i]!)));
  const bestIn = (k: number) =>
    ev.weights.reduce((s, w, i) => s + (ev.utilities[k]![i] === top[i] ? w : 0), 0);
  let choice = best;
  for (const k of active) {
    if (k === best) continue;
    const gap = pairedGap(ev.utilities[best]!, ev.utilities[k]!);
    if (gap.mean > (exhaustive ? 0 : NEAR * gap.se) + 1e-9) continue;
    if (bestIn(k) > bestIn(choice) + 1e-9) choice = k;
  }
  return choice;
}

/** The card to play from the context, with its reason. */
export function choosePlayCard(ctx: PlayContext, options: CardPlayOptions): Decision<Card> {
  const start = Date.now();
  const hand = moverHand(ctx);
  const situation = { mover: ctx.mover, declarer: ctx.declarer, strain: ctx.strain, trick: ctx.trick, hand };
  if (ctx.legal.length === 1) {
    const card = ctx.legal[0]!;
    return { value: card, reason: reason('cards.only', `${card}: the only legal card`, { card }) };
  }
  const groups = equivalenceGroups(ctx, hand);
  if (groups.length === 1) {
    const pick = cardingChoice(ctx.legal, situation);
    return {
      value: pick.card,
      reason: reason('cards.equal', `${pick.card}: the cards are equal (${pick.rule})`, {
        card: pick.card,
        rule: pick.rule,
      }),
    };
  }
  const wanted = ctx.completed === 0 ? (options.layouts ?? 32) : (options.laterLayouts ?? 24);
  // Trick one's layouts are the dearest to solve (a whole deal each): no extension there by default.
  const extension = options.extension ?? (ctx.completed === 0 ? 1 : 2);
  const most = Math.max(wanted, Math.round(wanted * extension));
  const deadline = start + (options.timeMs ?? 2000);
  const source = layoutSource(ctx.knowledge);
  let evaluation: Evaluation | null = null;
  let exhaustive = false;
  if (source.ok) {
    const all = source.value.enumerate(most);
    exhaustive = all !== null;
    const rng = decisionRng(options.seed, ctx.knowledge.history.cards.length + 1);
    // Every layout, when they are few, is solved for every card: the choice is then exact.
    const counts =
      all === null ? { wanted, most, prune: true } : { wanted: all.length, most: all.length, prune: false };
    evaluation = evaluate(
      ctx,
      groups,
      all ?? drawn(source.value, rng, ctx.likelihood),
      deadline,
      counts,
      all !== null,
    );
  }
  const n = evaluation?.weights.length ?? 0;
  if (evaluation === null || n === 0) {
    const card = simpleCard(ctx.legal, ctx.trick, ctx.strain, ctx.mover);
    return { value: card, reason: reason('cards.fallback', `${card}: no layout solved in time`, { card }) };
  }
  const ev = evaluation;
  const best = finalChoice(ctx, ev, exhaustive);
  // Cards equal to the best in every layout are left to the carding conventions.
  const equal = groups.flatMap((g, k) =>
    ev.active[k] && ev.utilities[k]!.every((u, i) => u === ev.utilities[best]![i]) ? g : [],
  );
  const pick = cardingChoice(equal, situation);
  const k = groups.findIndex((g) => g.includes(pick.card));
  const avgTricks = ev.tricks[k]!.reduce((a, b) => a + b, 0) / n;
  const makes = ev.tricks[k]!.filter((t) => t >= ctx.target).length;
  const rounded = Math.round(avgTricks * 10) / 10;
  return {
    value: pick.card,
    reason: reason(
      'cards.simulation',
      `${pick.card}: declarer takes ${rounded} tricks on average over ${n}${exhaustive ? ' (all)' : ''} layouts; the contract makes in ${makes}`,
      {
        card: pick.card,
        layouts: n,
        exhaustive,
        declarerTricks: rounded,
        makes,
        rule: pick.rule,
        candidates: groups.length,
        solves: ev.solves,
      },
    ),
  };
}
