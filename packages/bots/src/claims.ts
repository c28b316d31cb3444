/**
 * Claims. A bot claims only what its side takes double dummy in every layout consistent with its knowledge,
 * with one card that does so in all of them (so the claim does not lean on knowing the layout), and only
 * when the layouts are few enough to check them all.
 *
 * A bot answers a claim from its own view only, as a player at the table would (its hand, dummy once
 * exposed, the cards played, public announcements, and the claim itself: a claim shows no hand). It
 * accepts when its side can do no better than the claim gives it in every layout of the hidden cards
 * consistent with what it sees — every such layout enumerated and solved double dummy within a budget —
 * and refuses otherwise: when a layout beats the claim, when there are too many layouts to check them
 * all, or when a solve runs past its budget. (A sample could only find a layout that beats the claim; it
 * could never show that none does, so an unsure answer is a refusal.) Its answer never depends on the
 * hidden cards, so claiming again and again cannot read them from the bot.
 */
import {
  lho,
  rotate,
  sideOf,
  type BridgeDealView,
  type Card,
  type MinibridgeView,
  type Seat,
  type SeatView,
  type Strain,
  type Trick,
} from '@tenace/core';
import { cardTricks } from './dd.ts';
import { reason, type Decision } from './player.ts';
import { bridgeKnowledge, minibridgeKnowledge, type Knowledge } from './knowledge/constraints.ts';
import { layoutSource, type Hands } from './sampling/layouts.ts';
import { decisionRng } from './sampling/rng.ts';

type AnyView = MinibridgeView | (BridgeDealView & { readonly mode: string });

function isMinibridge(view: AnyView): view is MinibridgeView {
  return view.mode === 'minibridge';
}

/** The claim situation of any view during play, or null outside play. */
export function claimSituationOf(view: AnyView): ClaimSituation | null {
  const contract = view.contract;
  const declarer = view.declarer;
  if (contract === null || declarer === null || view.toPlay === null) return null;
  const knowledge = isMinibridge(view) ? minibridgeKnowledge(view) : bridgeKnowledge(view);
  const trick = view.trick ?? { leader: lho(declarer), cards: [] };
  const remaining = 13 - Math.floor(view.played.length / 4);
  return { knowledge, strain: contract.strain, trick, remaining };
}

export interface ClaimSituation {
  readonly knowledge: Knowledge;
  readonly strain: Strain;
  readonly trick: Trick;
  /** Tricks not yet completed (the current one included). */
  readonly remaining: number;
}

export interface ClaimCheck {
  /** Fewest and most tricks `side` takes over the layouts checked. */
  readonly min: number;
  readonly max: number;
  readonly layouts: number;
  /** Every consistent layout was checked. */
  readonly exhaustive: boolean;
  /** Cards of the seat to play that reach `min` in every layout. */
  readonly safeCards: readonly Card[];
}

/** Double-dummy tricks for the side of `claimer` over the layouts; null when none could be solved. */
export function checkClaim(
  s: ClaimSituation,
  claimer: Seat,
  options: { seed: string | number; limit?: number; sample?: number },
): ClaimCheck | null {
  const source = layoutSource(s.knowledge);
  if (!source.ok) return null;
  const limit = options.limit ?? 256;
  const all = source.value.enumerate(limit);
  let layouts: Hands[];
  if (all !== null) layouts = all;
  else {
    const rng = decisionRng(options.seed, 1000 + s.knowledge.history.cards.length);
    layouts = Array.from({ length: options.sample ?? 48 }, () => source.value.draw(rng));
  }
  const mover = rotate(s.trick.leader, s.trick.cards.length);
  const same = sideOf(mover) === sideOf(claimer);
  let min = Infinity;
  let max = -Infinity;
  const perLayout: Map<Card, number>[] = [];
  for (const hands of layouts) {
    const values = cardTricks(hands, s.strain, s.trick);
    if (values === null) return null;
    let best = -Infinity;
    for (const v of values.values()) best = Math.max(best, v);
    const claimerTricks = same ? best : s.remaining - best;
    min = Math.min(min, claimerTricks);
    max = Math.max(max, claimerTricks);
    perLayout.push(new Map(values));
  }
  if (layouts.length === 0) return null;
  let safe: Card[] = same ? [...(perLayout[0]?.keys() ?? [])] : [];
  for (const values of perLayout) safe = safe.filter((c) => (values.get(c) ?? -1) >= min);
  return { min, max, layouts: layouts.length, exhaustive: all !== null, safeCards: safe };
}

/** How many of the remaining tricks the pending claim gives the viewer's side; null without a claim. */
export function claimGives(view: SeatView): { readonly tricks: number; readonly remaining: number } | null {
  const claim = view.claim;
  if (claim === null || view.seat === null) return null;
  const remaining = 13 - Math.floor(view.played.length / 4);
  const tricks = sideOf(claim.by) === sideOf(view.seat) ? claim.tricks : remaining - claim.tricks;
  return { tricks, remaining };
}

/**
 * What a bot accepts without checking: a claim that gives its side every remaining trick, and its
 * partner's concession (the claimer's partner is asked only about a defender's concession, Laws 68B; a
 * bot defers to its partner, since the concession costs only their own side and checking it would tell
 * the claimer about the bot's hand).
 */
export function acceptsUnchecked(view: SeatView): 'everything' | 'partner' | null {
  const gives = claimGives(view);
  if (gives === null || view.seat === null) return null;
  if (gives.tricks === gives.remaining) return 'everything';
  return sideOf(view.claim!.by) === sideOf(view.seat) ? 'partner' : null;
}

/** The answer of a player that checks nothing: what `acceptsUnchecked` accepts, else a refusal. */
export function uncheckedClaimDecision(view: SeatView): Decision<boolean> {
  const accept = acceptsUnchecked(view) !== null;
  return {
    value: accept,
    reason: reason(
      accept ? 'claim.accept.concession' : 'claim.reject.unchecked',
      accept ? 'a concession' : 'cannot check the claim',
    ),
  };
}

export interface ClaimAnswerOptions {
  /** Most layouts of the hidden cards to check (default 512); more: the answer is a refusal. */
  readonly limit?: number;
  /** Search nodes per double-dummy solve (default 200,000); past it: a refusal. */
  readonly maxNodes?: number;
  /**
   * With more layouts than `limit`: how many are drawn (default 8), in search of one that beats the claim
   * (then refused for the defence, as a player who sees such a layout is possible would); when none does,
   * the claim is refused as not checked.
   */
  readonly samples?: number;
}

export interface ClaimAnswer {
  readonly accept: boolean;
  /**
   * Why: the claim gives this side every trick, is the partner's concession, holds in every layout, fails
   * in one, or was not checked.
   */
  readonly why: 'everything' | 'partner' | 'holds' | 'fails' | 'too_many_layouts' | 'budget' | 'no_claim';
  /** Layouts solved. */
  readonly layouts: number;
}

/**
 * Knowledge of what a seat sees for certain: the hands it sees, the cards played, the suits a hand has
 * shown out of, and minibridge's public announcements. What calls suggest (contract bridge) is dropped:
 * a claim is checked against every layout the rules allow, not the likely ones.
 */
function certainKnowledge(k: Knowledge): Knowledge {
  if (k.soft !== true) return k;
  const hidden = k.hidden.map((h) => ({ seat: h.seat, size: h.size, hcpMin: 0, hcpMax: 40, voids: h.voids }));
  return { ...k, hidden, soft: false };
}

/**
 * The answer of the view's seat to the pending claim, from that view only: accept when in every layout of
 * the hidden cards consistent with the view, the seat's side takes double dummy no more than the claim
 * gives it (all of them enumerated, within `limit` layouts and `maxNodes` per solve); refuse otherwise.
 */
export function answerClaimFromView(view: SeatView, options: ClaimAnswerOptions = {}): ClaimAnswer {
  const gives = claimGives(view);
  if (gives === null || view.seat === null) return { accept: false, why: 'no_claim', layouts: 0 };
  const unchecked = acceptsUnchecked(view);
  if (unchecked !== null) return { accept: true, why: unchecked, layouts: 0 };
  const s = claimSituationOf(view);
  if (s === null) return { accept: false, why: 'no_claim', layouts: 0 };
  const source = layoutSource(certainKnowledge(s.knowledge));
  if (!source.ok) return { accept: false, why: 'no_claim', layouts: 0 };
  const mover = rotate(s.trick.leader, s.trick.cards.length);
  const mine = sideOf(mover) === sideOf(view.seat);
  const maxNodes = options.maxNodes ?? 200_000;
  /** This side's double-dummy tricks on a layout; null past the node budget. */
  const ours = (hands: Hands): number | null => {
    const values = cardTricks(hands, s.strain, s.trick, undefined, maxNodes);
    if (values === null) return null;
    let best = -Infinity;
    for (const v of values.values()) best = Math.max(best, v);
    return mine ? best : s.remaining - best;
  };
  const layouts = source.value.enumerate(options.limit ?? 512);
  if (layouts === null) {
    // Too many to check them all: a drawn layout that beats the claim is enough to refuse it. The draws
    // are seeded by the view alone, so the same view gets the same answer whatever the hidden cards.
    const rng = decisionRng(
      `claim:${view.claim?.by ?? ''}:${gives.tricks}`,
      s.knowledge.history.cards.length,
    );
    let drawn = 0;
    for (let i = 0; i < (options.samples ?? 8); i++) {
      const t = ours(source.value.draw(rng));
      if (t === null) continue;
      drawn++;
      if (t > gives.tricks) return { accept: false, why: 'fails', layouts: drawn };
    }
    return { accept: false, why: 'too_many_layouts', layouts: drawn };
  }
  let solved = 0;
  for (const hands of layouts) {
    const t = ours(hands);
    if (t === null) return { accept: false, why: 'budget', layouts: solved };
    solved++;
    if (t > gives.tricks) return { accept: false, why: 'fails', layouts: solved };
  }
  return { accept: true, why: 'holds', layouts: solved };
}

/** A claim answer as a player's decision, with its reason. */
export function claimDecision(view: SeatView, a: ClaimAnswer): Decision<boolean> {
  const tricks = view.claim?.tricks ?? -1;
  const params = { tricks, layouts: a.layouts };
  const TEXT: Record<ClaimAnswer['why'], string> = {
    everything: 'the claim gives this side every remaining trick',
    partner: "partner's concession",
    holds: `the claim holds in all ${a.layouts} layouts this seat cannot tell apart`,
    fails: 'some layout this seat cannot rule out beats the claim',
    too_many_layouts: 'too many layouts to check the claim in all of them',
    budget: 'the claim could not be checked within the budget',
    no_claim: 'the claim could not be checked',
  };
  return {
    value: a.accept,
    reason: reason(`claim.${a.accept ? 'accept' : 'reject'}.${a.why}`, TEXT[a.why], params),
  };
}
