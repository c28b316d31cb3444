/**
 * Layouts of the unseen cards consistent with a seat's knowledge. Two hidden hands (every minibridge
 * decision; contract bridge once dummy is down) use the exact sampler; three hidden hands (the opening
 * leader at contract bridge) deal at random and reject layouts that break a constraint.
 *
 * What the auction showed is soft (bids are not always true): when no layout fits, or none within the
 * rejection sampler's tries, the constraints are relaxed step by step (`relaxConstraints`), always
 * keeping the hand sizes, the shown voids and the cards seen, so that a decision never fails because the
 * auction was impossible.
 */
import {
  CardSet,
  SEATS,
  SUITS,
  cardSuit,
  err,
  ok,
  shuffle,
  type Card,
  type CodedResult,
  type Seat,
} from '@tenace/core';
import type { HandConstraint, Knowledge } from '../knowledge/constraints.ts';
import { fastRng, type Rng } from './rng.ts';
import { twoHandSampler } from './twoHands.ts';

export type Hands = { readonly [S in Seat]: CardSet };

export interface LayoutSource {
  /** Exactly uniform over the consistent layouts (false for the rejection fallback). */
  readonly exact: boolean;
  /** How many layouts are consistent, when known. */
  readonly count: number | null;
  draw(rng: Rng): Hands;
  /** Every consistent layout, or null when there are more than `limit` (or they cannot be counted). */
  enumerate(limit: number): Hands[] | null;
  /**
   * The relaxation step of the constraints the layouts fit (0: all of them; see `relaxConstraints`). The
   * rejection sampler settles it at its first draw and may move it on at a later one.
   */
  readonly relaxation?: () => number;
}

/** Tries per draw and relaxation step of the rejection sampler. */
const REJECTION_TRIES = 20000;

/** How far each HCP range is widened, both ways, at the steps after the lengths are dropped. */
const HCP_WIDENING = [2, 4, 8] as const;

/** The last relaxation step: sizes and shown voids only. */
export const LAST_RELAXATION = 2 + HCP_WIDENING.length;

/**
 * The constraints at relaxation `step`: 0 as known (lengths that the unseen cards alone cannot meet are
 * first trimmed: a minimum above the unseen cards of the suit comes down to them, and bounds that cannot
 * add up to the hand's size are dropped); 1 without length bounds; 2 to 4 with the HCP ranges widened by
 * 2, 4 and 8 each way; 5 with sizes and shown voids only.
 */
export function relaxConstraints(
  hidden: readonly HandConstraint[],
  unseen: CardSet,
  step: number,
): HandConstraint[] {
  return hidden.map((h): HandConstraint => {
    const { lengths, ...rest } = h;
    if (step >= LAST_RELAXATION) return { ...rest, hcpMin: 0, hcpMax: 37 };
    if (step >= 2) {
      const w = HCP_WIDENING[step - 2]!;
      return { ...rest, hcpMin: Math.max(0, h.hcpMin - w), hcpMax: h.hcpMax + w };
    }
    if (step === 1 || lengths === undefined) return rest;
    const trimmed = {} as Record<(typeof SUITS)[number], readonly [number, number]>;
    let lo = 0;
    let hi = 0;
    for (const s of SUITS) {
      const room = h.voids.includes(s) ? 0 : unseen.length(s);
      const max = Math.min(lengths[s][1], room);
      const min = Math.min(lengths[s][0], max);
      trimmed[s] = [min, max];
      lo += min;
      hi += max;
    }
    return lo <= h.size && hi >= h.size ? { ...rest, lengths: trimmed } : rest;
  });
}

function fits(hand: CardSet, c: HandConstraint): boolean {
  if (hand.size !== c.size) return false;
  const hcp = hand.hcp();
  if (hcp < c.hcpMin || hcp > c.hcpMax) return false;
  if (!c.voids.every((s) => hand.length(s) === 0)) return false;
  const lengths = c.lengths;
  if (lengths === undefined) return true;
  return SUITS.every((s) => {
    const n = hand.length(s);
    return n >= lengths[s][0] && n <= lengths[s][1];
  });
}

function assemble(k: Knowledge, hidden: readonly (readonly [Seat, CardSet])[]): Hands {
  const out = {} as Record<Seat, CardSet>;
  for (const s of SEATS) out[s] = k.known[s] ?? CardSet.EMPTY;
  for (const [s, hand] of hidden) out[s] = hand;
  return out;
}

/** Deals `cards` to the hidden hands at random, honouring shown voids (null if it paints itself in). */
function dealRespectingVoids(cards: Card[], hidden: readonly HandConstraint[], rng: Rng): CardSet[] | null {
  const room = hidden.map((h) => h.size);
  const got: Card[][] = hidden.map(() => []);
  // Cards with fewer possible homes go first.
  const homes = (c: Card): number[] => hidden.flatMap((h, i) => (h.voids.includes(cardSuit(c)) ? [] : [i]));
  const order = shuffle([...cards], (n) => rng.below(n)).sort((x, y) => homes(x).length - homes(y).length);
  for (const c of order) {
    const options = homes(c).filter((i) => room[i]! > 0);
    if (options.length === 0) return null;
    // Weighted by the room left, as a random deal would.
    const totalRoom = options.reduce((n, i) => n + room[i]!, 0);
    let r = rng.below(totalRoom);
    let pick = options[0]!;
    for (const i of options) {
      if (r < room[i]!) {
        pick = i;
        break;
      }
      r -= room[i]!;
    }
    room[pick]!--;
    got[pick]!.push(c);
  }
  return got.map((g) => CardSet.of(g));
}

/**
 * Deals without shown voids: a uniform deal of the unseen cards, hand after hand (the narrowest HCP range
 * first), each hand checked as soon as it is dealt so that a miss costs little. Uniform over the layouts
 * that fit, since every deal is equally likely and the test depends on the layout alone.
 */
function fastDealer(cards: readonly Card[], order: readonly number[]) {
  const n = cards.length;
  const suitOf = cards.map((c) => SUITS.indexOf(cardSuit(c)));
  const hcpOf = cards.map((c) => CardSet.of([c]).hcp());
  const perm = Array.from({ length: n }, (_, i) => i);
  return (hidden: readonly HandConstraint[], rng: Rng, tries: number): CardSet[] | null => {
    const next = fastRng(rng);
    for (let t = 0; t < tries; t++) {
      let at = 0;
      let fitsAll = true;
      for (const h of order) {
        const c = hidden[h]!;
        const len = [0, 0, 0, 0];
        let hcp = 0;
        for (let i = at; i < at + c.size; i++) {
          const j = i + Math.floor(next() * (n - i));
          const x = perm[j]!;
          perm[j] = perm[i]!;
          perm[i] = x;
          hcp += hcpOf[x]!;
          len[suitOf[x]!]!++;
        }
        at += c.size;
        const lengths = c.lengths;
        if (
          hcp < c.hcpMin ||
          hcp > c.hcpMax ||
          (lengths !== undefined && SUITS.some((s, i) => len[i]! < lengths[s][0] || len[i]! > lengths[s][1]))
        ) {
          fitsAll = false;
          break;
        }
      }
      if (!fitsAll) continue;
      const out: CardSet[] = hidden.map(() => CardSet.EMPTY);
      at = 0;
      for (const h of order) {
        const size = hidden[h]!.size;
        out[h] = CardSet.of(perm.slice(at, at + size).map((i) => cards[i]!));
        at += size;
      }
      return out;
    }
    return null;
  };
}

function rejectionSource(k: Knowledge): LayoutSource {
  const cards = k.unseen.cards();
  const steps = Array.from({ length: LAST_RELAXATION + 1 }, (_, s) =>
    relaxConstraints(k.hidden, k.unseen, s),
  );
  const anyVoid = k.hidden.some((h) => h.voids.length > 0);
  const order = k.hidden
    .map((_, i) => i)
    .sort((x, y) => {
      const wx = k.hidden[x]!.hcpMax - k.hidden[x]!.hcpMin;
      const wy = k.hidden[y]!.hcpMax - k.hidden[y]!.hcpMin;
      return wx - wy || x - y;
    });
  const fast = fastDealer(cards, order);
  const withVoids = (hidden: readonly HandConstraint[], rng: Rng, tries: number): CardSet[] | null => {
    for (let t = 0; t < tries; t++) {
      const hands = dealRespectingVoids(cards, hidden, rng);
      if (hands?.every((h, i) => fits(h, hidden[i]!))) return hands;
    }
    return null;
  };
  const deal = anyVoid ? withVoids : fast;
  let step = 0;
  return {
    exact: false,
    count: null,
    relaxation: () => step,
    draw(rng) {
      for (; step <= LAST_RELAXATION; step++) {
        const hands = deal(steps[step]!, rng, REJECTION_TRIES);
        if (hands !== null)
          return assemble(
            k,
            hands.map((h, i) => [k.hidden[i]!.seat, h] as const),
          );
      }
      step = LAST_RELAXATION;
      const hands = dealRespectingVoids(cards, k.hidden, rng);
      if (hands === null) throw new Error('no layout of the unseen cards keeps the shown voids');
      return assemble(
        k,
        hands.map((h, i) => [k.hidden[i]!.seat, h] as const),
      );
    },
    enumerate: () => null,
  };
}

/** The source of layouts for a seat's knowledge, or a coded error when no layout fits. */
export function layoutSource(k: Knowledge): CodedResult<LayoutSource> {
  const hidden = k.hidden;
  const sizes = hidden.reduce((n, h) => n + h.size, 0);
  if (sizes !== k.unseen.size)
    return err(
      'bots/inconsistent_view',
      `the hidden hands hold ${sizes} cards but ${k.unseen.size} cards are unseen`,
    );
  if (hidden.length <= 1) {
    const only = hidden[0];
    const layout = assemble(k, only === undefined ? [] : [[only.seat, k.unseen]]);
    return ok({ exact: true, count: 1, draw: () => layout, enumerate: () => [layout] });
  }
  if (hidden.length === 2) {
    // Minibridge announcements are exact: its constraints are never relaxed.
    const soft = k.soft === true;
    for (let step = 0; step <= (soft ? LAST_RELAXATION : 0); step++) {
      const [a, b] = (soft ? relaxConstraints(hidden, k.unseen, step) : hidden) as [
        HandConstraint,
        HandConstraint,
      ];
      const sampler = twoHandSampler(k.unseen, a, b);
      if (sampler === null) continue;
      const toHands = ([ha, hb]: readonly [CardSet, CardSet]): Hands =>
        assemble(k, [
          [a.seat, ha],
          [b.seat, hb],
        ]);
      return ok({
        exact: true,
        count: sampler.count,
        draw: (rng) => toHands(sampler.draw(rng)),
        enumerate: (limit) => sampler.enumerate(limit)?.map(toHands) ?? null,
        relaxation: () => step,
      });
    }
    return err('bots/inconsistent_view', 'no layout of the unseen cards fits what this seat knows');
  }
  return ok(rejectionSource(k));
}

/** `n` layouts drawn from the source. */
export function drawLayouts(source: LayoutSource, n: number, rng: Rng): Hands[] {
  const out: Hands[] = [];
  for (let i = 0; i < n; i++) out.push(source.draw(rng));
  return out;
}
