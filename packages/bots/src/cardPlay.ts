/**
 * Card play for declarer and defenders, opening leads included: perfect-information Monte Carlo
 * (ALGORITHMS.md §2.1, §8.4). Layouts of the unseen cards consistent with the seat's knowledge are drawn
 * (all of them when there are few), each is solved double dummy for every legal card, and the card with
 * the best average under the scoring's objective is played. Cards equal in every layout are chosen by the
 * carding conventions; partner's signals weigh the layouts softly.
 */
import { CardSet, cardRank, cardSuit, partner, sideOf, type Card } from '@tenace/core';
import { cardTricks } from './dd.ts';
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

/** Per-layout utilities of each group for the mover, and how often the contract makes. */
interface Evaluation {
  readonly utilities: number[][];
  readonly tricks: number[][];
  readonly weights: number[];
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

function evaluate(
  ctx: PlayContext,
  groups: readonly Card[][],
  layouts: Iterable<Hands>,
  deadline: number,
  wanted: number,
): Evaluation {
  const utilities: number[][] = groups.map(() => []);
  const tricks: number[][] = groups.map(() => []);
  const weights: number[] = [];
  const defender = sideOf(ctx.knowledge.viewer) !== sideOf(ctx.declarer);
  const signals = defender ? readSignals(ctx.knowledge.history, ctx.knowledge.viewer) : [];
  const partnerSeat = partner(ctx.knowledge.viewer);
  for (const hands of layouts) {
    if (weights.length >= wanted) break;
    const left = deadline - Date.now();
    if (left <= 0 && weights.length > 0) break;
    const values = cardTricks(hands, ctx.strain, ctx.trick, Math.max(weights.length === 0 ? 1000 : 1, left));
    if (values === null) break;
    groups.forEach((g, k) => {
      const v = values.get(g[0]!) ?? 0;
      const u = moverUtility(ctx, v);
      utilities[k]!.push(u.utility);
      tricks[k]!.push(u.declarerTricks);
    });
    const hidden = ctx.knowledge.known[partnerSeat] === null;
    weights.push(signals.length > 0 && hidden ? signalWeight(signals, hands[partnerSeat]) : 1);
  }
  return { utilities, tricks, weights };
}

function* drawn(
  source: { draw: (rng: ReturnType<typeof decisionRng>) => Hands },
  rng: ReturnType<typeof decisionRng>,
) {
  for (;;) yield source.draw(rng);
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
  const deadline = start + (options.timeMs ?? 2000);
  const source = layoutSource(ctx.knowledge);
  let evaluation: Evaluation | null = null;
  let exhaustive = false;
  if (source.ok) {
    const all = source.value.enumerate(wanted);
    exhaustive = all !== null;
    const rng = decisionRng(options.seed, ctx.knowledge.history.cards.length + 1);
    evaluation = evaluate(ctx, groups, all ?? drawn(source.value, rng), deadline, wanted);
  }
  const n = evaluation?.weights.length ?? 0;
  if (evaluation === null || n === 0) {
    const card = simpleCard(ctx.legal, ctx.trick, ctx.strain, ctx.mover);
    return { value: card, reason: reason('cards.fallback', `${card}: no layout solved in time`, { card }) };
  }
  const ev = evaluation;
  const wsum = ev.weights.reduce((a, b) => a + b, 0);
  const mean = ev.utilities.map((us) => us.reduce((s, u, i) => s + u * ev.weights[i]!, 0) / wsum);
  const best = mean.reduce((bi, m, i) => (m > mean[bi]! + 1e-9 ? i : bi), 0);
  const equal = groups.flatMap((g, k) =>
    ev.utilities[k]!.every((u, i) => u === ev.utilities[best]![i]) ? g : [],
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
      { card: pick.card, layouts: n, exhaustive, declarerTricks: rounded, makes, rule: pick.rule },
    ),
  };
}
