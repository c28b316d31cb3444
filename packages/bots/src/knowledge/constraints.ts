/**
 * Knowledge: what a seat knows about each hand it cannot see, as constraints on the cards that hand still
 * holds — its size, a range of remaining HCP and the suits it has shown out of.
 *
 * Minibridge: every announcement is exact, so the remaining HCP of a hidden hand is its announcement less
 * the HCP it has played. Contract bridge: the meaning of each call would narrow the range; until the
 * bidding system provides call meanings, the auction adds no constraint here.
 */
import {
  CardSet,
  SEATS,
  lho,
  type BridgeDealView,
  type Card,
  type MinibridgeView,
  type Seat,
  type Strain,
  type Suit,
} from '@tenace/core';
import { hcpPlayed, playHistory, shownVoids, type PlayHistory } from './history.ts';

export interface HandConstraint {
  readonly seat: Seat;
  /** Cards the hand still holds. */
  readonly size: number;
  readonly hcpMin: number;
  readonly hcpMax: number;
  /** Suits the hand holds no card of. */
  readonly voids: readonly Suit[];
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
    return { seat, size: view.handSizes[seat], hcpMin: lo, hcpMax: hi, voids: shownVoids(history, seat) };
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
 * A contract-bridge seat's knowledge. `auctionRange` gives the HCP range each seat's calls show
 * (placeholder: none, 0–37) until the bidding system's call meanings are wired in.
 */
export function bridgeKnowledge(
  view: BridgeDealView,
  auctionRange: (seat: Seat) => readonly [number, number] = () => [0, 37],
): Knowledge {
  const strain = view.contract?.strain ?? null;
  const leader = view.declarer === null ? null : lho(view.declarer);
  return baseKnowledge(view, leader, strain, (seat, history) => {
    const [lo, hi] = auctionRange(seat);
    const played = hcpPlayed(history, seat);
    return [Math.max(0, lo - played), Math.max(0, hi - played)];
  });
}
