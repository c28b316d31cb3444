/**
 * Knowledge: what a seat knows about each hand it cannot see, as constraints on the cards that hand still
 * holds — its size, a range of remaining HCP, the suits it has shown out of and, at contract bridge, a
 * range of length in each suit.
 *
 * Minibridge: every announcement is exact, so the remaining HCP of a hidden hand is its announcement less
 * the HCP it has played. Contract bridge: the SAYC meaning of each call (`auction.ts`) gives a range of HCP
 * and of length in each suit for the hand as dealt; what it still holds is that less the cards it has
 * played. These bounds are soft: the samplers relax them when the cards seen contradict them.
 */
import {
  CardSet,
  SEATS,
  SUITS,
  cardSuit,
  lho,
  type BridgeDealView,
  type BySide,
  type BySuit,
  type Card,
  type MinibridgeView,
  type Seat,
  type Strain,
  type Suit,
} from '@tenace/core';
import { auctionKnowledge, dealtLengths, type AuctionKnowledge, type Bounds } from './auction.ts';
import { hcpPlayed, playHistory, shownVoids, type PlayHistory } from './history.ts';

export interface HandConstraint {
  readonly seat: Seat;
  /** Cards the hand still holds. */
  readonly size: number;
  readonly hcpMin: number;
  readonly hcpMax: number;
  /** Suits the hand holds no card of. */
  readonly voids: readonly Suit[];
  /**
   * Per suit, the fewest and most cards of it the hand still holds (absent: any number). Soft, unlike the
   * voids: the samplers drop them first when no layout fits.
   */
  readonly lengths?: BySuit<Bounds>;
}

/** Everything the sampler needs: the known hands, the unseen cards and a constraint per hidden hand. */
export interface Knowledge {
  readonly viewer: Seat;
  /** Remaining cards of each seat the viewer sees; null where hidden. */
  readonly known: { readonly [S in Seat]: CardSet | null };
  /** Cards not seen and not yet played: they lie in the hidden hands. */
  readonly unseen: CardSet;
  readonly hidden: readonly HandConstraint[];
  readonly history: PlayHistory;
  readonly strain: Strain | null;
  /**
   * The HCP ranges and lengths come from calls, which may deviate from the system (contract bridge): the
   * samplers relax them rather than fail when no layout fits. Absent: they are exact (minibridge).
   */
  readonly soft?: boolean;
}

export type KnowledgeErrorCode = 'bots/no_seat' | 'bots/inconsistent_view';

/** The common part of the seat views that knowledge reads. */
interface CommonView {
  readonly seat: Seat | null;
  readonly hands: { readonly [S in Seat]: readonly Card[] | null };
  readonly handSizes: { readonly [S in Seat]: number };
  readonly played: readonly Card[];
}

function baseKnowledge(
  view: CommonView,
  openingLeader: Seat | null,
  strain: Strain | null,
  hcpRange: (seat: Seat, history: PlayHistory) => readonly [number, number],
  lengths: (seat: Seat, size: number, history: PlayHistory) => BySuit<Bounds> | undefined = () => undefined,
): Knowledge {
  const viewer = view.seat;
  if (viewer === null) throw new Error('a spectator has no seat to decide for');
  const known = {} as Record<Seat, CardSet | null>;
  let seen = CardSet.of(view.played);
  for (const s of SEATS) {
    const cards = view.hands[s];
    known[s] = cards === null ? null : CardSet.of(cards);
    if (cards !== null) seen = seen.union(CardSet.of(cards));
  }
  const history =
    openingLeader === null || strain === null
      ? { cards: [], leader: viewer, current: [], winners: [] }
      : playHistory(view.played, openingLeader, strain);
  const hidden = SEATS.filter((s) => known[s] === null).map((seat): HandConstraint => {
    const [lo, hi] = hcpRange(seat, history);
    const size = view.handSizes[seat];
    const len = lengths(seat, size, history);
    return {
      seat,
      size,
      hcpMin: lo,
      hcpMax: hi,
      voids: shownVoids(history, seat),
      ...(len === undefined ? {} : { lengths: len }),
    };
  });
  return { viewer, known, unseen: CardSet.FULL.minus(seen), hidden, history, strain };
}

/** A minibridge seat's knowledge: exact HCP of every hand from the announcements. */
export function minibridgeKnowledge(view: MinibridgeView): Knowledge {
  const announced = new Map(view.announcements.map((a) => [a.seat, a.hcp]));
  const strain = view.contract?.strain ?? null;
  return baseKnowledge(view, lho(view.declarer), strain, (seat, history) => {
    const left = (announced.get(seat) ?? 0) - hcpPlayed(history, seat);
    return [left, left];
  });
}

/**
 * The length bounds of the cards a hand still holds: those of the hand as dealt less the cards of each
 * suit it has played (at least 0, at most what it still holds); undefined when they bound nothing.
 */
export function remainingLengths(
  dealt: BySuit<Bounds>,
  size: number,
  played: readonly Card[],
): BySuit<Bounds> | undefined {
  const out = {} as Record<Suit, Bounds>;
  let bounds = false;
  for (const s of SUITS) {
    const gone = played.filter((c) => cardSuit(c) === s).length;
    const lo = Math.max(0, dealt[s][0] - gone);
    const hi = Math.min(size, Math.max(0, dealt[s][1] - gone));
    out[s] = [lo, hi];
    if (lo > 0 || hi < size) bounds = true;
  }
  return bounds ? out : undefined;
}

/**
 * A contract-bridge seat's knowledge: each hidden hand's HCP and suit lengths from what its calls showed
 * (`shown`, by default read from the view's auction), less what it has played.
 */
export function bridgeKnowledge(
  view: BridgeDealView & { readonly mode?: string; readonly partScores?: BySide<number> },
  shown: AuctionKnowledge = auctionKnowledge(view),
): Knowledge {
  const strain = view.contract?.strain ?? null;
  const leader = view.declarer === null ? null : lho(view.declarer);
  const playedBy = (history: PlayHistory, seat: Seat): Card[] =>
    history.cards.filter((p) => p.seat === seat).map((p) => p.card);
  const k = baseKnowledge(
    view,
    leader,
    strain,
    (seat, history) => {
      const [lo, hi] = shown[seat].hcp;
      const played = hcpPlayed(history, seat);
      return [Math.max(0, lo - played), Math.max(0, hi - played)];
    },
    (seat, size, history) => remainingLengths(dealtLengths(shown[seat]), size, playedBy(history, seat)),
  );
  return { ...k, soft: true };
}
