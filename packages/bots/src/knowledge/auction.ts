/**
 * What each seat's calls showed, for the card-play bots: the SAYC meaning of every call of the auction
 * (`explainAuction`), put together per player as the bidder's own context does (`contextOf(...).know`),
 * reduced to an HCP interval, a length interval per suit and whether the hand is balanced.
 *
 * Calls the system has no rule for show nothing; an auction the engine cannot read (a bad call text, an
 * illegal sequence) shows nothing for anyone. Bids are not always true: the samplers treat these bounds as
 * soft and relax them when the cards seen contradict them (`sampling/layouts.ts`).
 */
import {
  SEATS,
  SUITS,
  vulnerableSides,
  type BySeat,
  type BySide,
  type BySuit,
  type Seat,
  type Suit,
  type Vulnerability,
} from '@tenace/core';
import { callsOfView, explainAuction } from '../bidding/bidder.ts';
import { contextOf, type ScoreState, type ScoringMode } from '../bidding/context.ts';

export type Bounds = readonly [number, number];

/** What one player's calls showed about the 13 cards it was dealt. */
export interface ShownHand {
  readonly hcp: Bounds;
  readonly len: BySuit<Bounds>;
  readonly balanced: boolean;
}

export type AuctionKnowledge = BySeat<ShownHand>;

export const NOTHING_KNOWN: ShownHand = {
  hcp: [0, 37],
  len: { S: [0, 13], H: [0, 13], D: [0, 13], C: [0, 13] },
  balanced: false,
};

/** The public fields of a contract-bridge view that the auction's meaning depends on. */
export interface AuctionView {
  readonly dealer: Seat;
  readonly auction: readonly string[];
  readonly vulnerability: Vulnerability;
  /** Rubber, Chicago or duplicate (absent: duplicate). */
  readonly mode?: string;
  /** Points below the line toward game (rubber, Chicago). */
  readonly partScores?: BySide<number>;
}

const MODES: readonly ScoringMode[] = ['duplicate', 'rubber', 'chicago'];

function scoreOf(view: AuctionView): ScoreState {
  const mode = MODES.find((m) => m === view.mode) ?? 'duplicate';
  return {
    mode,
    vulnerable: vulnerableSides(view.vulnerability),
    partScore: mode === 'duplicate' || view.partScores === undefined ? { NS: 0, EW: 0 } : view.partScores,
  };
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

function bounded([lo, hi]: readonly [number, number], top: number): Bounds {
  const a = clamp(lo, 0, top);
  return [a, clamp(hi, a, top)];
}

function nothingForAnyone(): AuctionKnowledge {
  return { N: NOTHING_KNOWN, E: NOTHING_KNOWN, S: NOTHING_KNOWN, W: NOTHING_KNOWN };
}

/** Per seat, what its calls showed under SAYC; nothing for anyone when the auction cannot be read. */
export function auctionKnowledge(view: AuctionView): AuctionKnowledge {
  if (view.auction.length === 0) return nothingForAnyone();
  let know;
  try {
    const score = scoreOf(view);
    const history = explainAuction(view.dealer, callsOfView(view.auction), score);
    know = contextOf(view.dealer, history, score).know;
  } catch {
    return nothingForAnyone();
  }
  const out = {} as Record<Seat, ShownHand>;
  for (const seat of SEATS) {
    const shows = know[seat];
    const len = {} as Record<Suit, Bounds>;
    for (const s of SUITS) len[s] = bounded(shows.len[s], 13);
    out[seat] = { hcp: bounded(shows.hcp, 37), len, balanced: shows.balanced };
  }
  return out;
}

/**
 * The length interval per suit of the hand as dealt: what the calls showed, with a balanced hand holding
 * two to five cards in every suit (where that contradicts a shown length, the shown length stands).
 */
export function dealtLengths(shown: ShownHand): BySuit<Bounds> {
  const out = {} as Record<Suit, Bounds>;
  for (const s of SUITS) {
    const [lo, hi] = shown.len[s];
    const a = shown.balanced ? Math.max(lo, 2) : lo;
    const b = shown.balanced ? Math.min(hi, 5) : hi;
    out[s] = a <= b ? [a, b] : [lo, hi];
  }
  return out;
}

/** Whether the calls showed anything about the suit lengths. */
export function showsLengths(shown: ShownHand): boolean {
  const len = dealtLengths(shown);
  return SUITS.some((s) => len[s][0] > 0 || len[s][1] < 13);
}
