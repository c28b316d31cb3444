/**
 * Layouts of the unseen cards consistent with a seat's knowledge. Two hidden hands (every minibridge
 * decision; contract bridge once dummy is down) use the exact sampler; three hidden hands (the opening
 * leader at contract bridge) deal at random and reject layouts that break a constraint, falling back to
 * layouts that keep the shown voids when the HCP ranges are too narrow to hit by chance.
 */
import { CardSet, SEATS, cardSuit, err, ok, shuffle, type Card, type Result, type Seat } from '@tenace/core';
import type { HandConstraint, Knowledge } from '../knowledge/constraints.ts';
import type { Rng } from './rng.ts';
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
}

const REJECTION_TRIES = 20000;

function fits(hand: CardSet, c: HandConstraint): boolean {
  if (hand.size !== c.size) return false;
  const hcp = hand.hcp();
  if (hcp < c.hcpMin || hcp > c.hcpMax) return false;
  return c.voids.every((s) => hand.length(s) === 0);
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

function rejectionSource(k: Knowledge): LayoutSource {
  const cards = k.unseen.cards();
  return {
    exact: false,
    count: null,
    draw(rng) {
      let fallback: CardSet[] | null = null;
      for (let t = 0; t < REJECTION_TRIES; t++) {
        const hands = dealRespectingVoids(cards, k.hidden, rng);
        if (hands === null) continue;
        fallback ??= hands;
        if (hands.every((h, i) => fits(h, k.hidden[i]!)))
          return assemble(
            k,
            hands.map((h, i) => [k.hidden[i]!.seat, h] as const),
          );
      }
      if (fallback === null) throw new Error('no layout of the unseen cards keeps the shown voids');
      return assemble(
        k,
        fallback.map((h, i) => [k.hidden[i]!.seat, h] as const),
      );
    },
    enumerate: () => null,
  };
}

/** The source of layouts for a seat's knowledge, or a coded error when no layout fits. */
export function layoutSource(k: Knowledge): Result<LayoutSource> {
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
    const [a, b] = hidden as readonly [HandConstraint, HandConstraint];
    const sampler = twoHandSampler(k.unseen, a, b);
    if (sampler === null)
      return err('bots/inconsistent_view', 'no layout of the unseen cards fits what this seat knows');
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
    });
  }
  return ok(rejectionSource(k));
}

/** `n` layouts drawn from the source. */
export function drawLayouts(source: LayoutSource, n: number, rng: Rng): Hands[] {
  const out: Hands[] = [];
  for (let i = 0; i < n; i++) out.push(source.draw(rng));
  return out;
}
