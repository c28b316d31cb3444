/**
 * The bidding context of the seat to act: the auction with the meaning of every call so far, what each
 * player has shown (the meanings of their calls put together), the score (vulnerability and part-scores
 * below the line) and the forcing state of the partnership.
 */
import {
  applyCalls,
  auctionToAct,
  legalCalls,
  partner,
  rotate,
  sideOf,
  startAuction,
  SEATS,
  SUITS,
  type Auction,
  type Bid,
  type BySeat,
  type BySide,
  type BySuit,
  type Call,
  type Seat,
  type Suit,
} from '@tenace/core';
import { NOTHING_SHOWN, meetShows, type Meaning, type Shows } from './meaning.ts';
import type { CallEntry } from './pattern.ts';
import { gameLevel } from './need.ts';

export type ScoringMode = 'duplicate' | 'rubber' | 'chicago';

export interface ScoreState {
  readonly mode: ScoringMode;
  readonly vulnerable: BySide<boolean>;
  /** Points below the line toward the current game (0 at duplicate). */
  readonly partScore: BySide<number>;
}

export const NO_SCORE: ScoreState = {
  mode: 'duplicate',
  vulnerable: { NS: false, EW: false },
  partScore: { NS: 0, EW: 0 },
};

export interface Annotated {
  readonly seat: Seat;
  readonly call: Call;
  readonly meaning: Meaning;
}

export interface Context {
  readonly seat: Seat;
  readonly auction: Auction;
  readonly score: ScoreState;
  readonly history: readonly Annotated[];
  /** The calls from the opening bid on (passes before it removed), with their tags, for patterns. */
  readonly entries: readonly CallEntry[];
  /** Passes before the opening bid (all calls, while nobody has bid). */
  readonly leadingPasses: number;
  readonly legal: readonly Call[];
  /** What each player has shown so far. */
  readonly know: BySeat<Shows>;
  readonly lastBid: { readonly bid: Bid; readonly seat: Seat } | null;
  /** Partner's last call forces and the right-hand opponent passed, or our game force is on. */
  readonly forced: boolean;
  readonly gameForce: boolean;
  /** Suits the opponents have shown (four cards or more). */
  readonly theirSuits: readonly Suit[];
  /** The seat to act passed before anyone bid. */
  readonly passedHand: boolean;
  /**
   * The length we count on from partner in each suit for fits: the least shown, one more when partner
   * has bid a suit twice on five shown (a rebid is six cards more often than not) or raised our suit on
   * three shown (a raise is four cards more often than not); three when partner raised our suit on fewer
   * shown (he counted a rebid suit at six).
   */
  readonly partnerLen: BySuit<number>;
}

function partnerLengths(history: readonly Annotated[], seat: Seat, know: BySeat<Shows>): BySuit<number> {
  const p = partner(seat);
  const out = {} as Record<Suit, number>;
  for (const s of SUITS) {
    // A balanced hand holds two cards or more in every suit.
    const least = Math.max(know[p].len[s][0], know[p].balanced ? 2 : 0);
    const natural = (h: Annotated) => h.call.type === 'bid' && h.call.strain === s && !h.meaning.artificial;
    const byPartner = history.filter((h) => h.seat === p && natural(h)).length;
    const byMe = history.some((h) => h.seat === seat && natural(h));
    const likely = (least === 5 && byPartner >= 2) || (least === 3 && byPartner >= 1 && byMe);
    // A raise of our suit on fewer than three shown (partner counted on a rebid's six): three more often.
    out[s] = byPartner >= 1 && byMe && least < 3 ? 3 : least + (likely ? 1 : 0);
  }
  return out;
}

/** The context before the next call, given the meanings already found for every earlier call. */
export function contextOf(dealer: Seat, history: readonly Annotated[], score: ScoreState): Context {
  const calls = history.map((h) => h.call);
  const applied = applyCalls(startAuction(dealer), calls);
  if (!applied.ok) throw new Error(applied.error.message);
  const auction = applied.value;
  const seat = auctionToAct(auction) ?? rotate(dealer, calls.length);
  let leadingPasses = 0;
  while (leadingPasses < calls.length && calls[leadingPasses]!.type === 'pass') leadingPasses++;
  const entries = history.slice(leadingPasses).map((h) => ({ call: h.call, tags: h.meaning.tags }));
  const know = {} as Record<Seat, Shows>;
  for (const s of SEATS) know[s] = NOTHING_SHOWN;
  let lastBid: Context['lastBid'] = null;
  const forcingBy: Record<string, boolean> = { NS: false, EW: false };
  history.forEach((h) => {
    know[h.seat] = meetShows(know[h.seat], h.meaning.shows);
    if (h.call.type === 'bid') lastBid = { bid: h.call, seat: h.seat };
    if (h.meaning.forcing === 'game') forcingBy[sideOf(h.seat)] = true;
  });
  const side = sideOf(seat);
  const p = partner(seat);
  // Partner's last call and whether only passes followed it.
  let forced = false;
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i]!;
    if (h.seat === p) {
      forced = h.meaning.forcing !== 'no' && h.call.type !== 'pass' && i === history.length - 2;
      break;
    }
    if (h.call.type !== 'pass') break;
  }
  const gameForce = forcingBy[side] === true;
  const lb = lastBid as Context['lastBid'];
  if (gameForce && lb !== null && sideOf(lb.seat) === side) {
    const last = history[history.length - 1];
    if (lb.bid.level < gameLevel(lb.bid.strain, score.partScore[side]) && last?.call.type === 'pass')
      forced = true;
  }
  const theirSuits = SUITS.filter((s) => SEATS.some((o) => sideOf(o) !== side && know[o].len[s][0] >= 4));
  const passedHand = history.slice(0, leadingPasses).some((h) => h.seat === seat);
  return {
    seat,
    auction,
    score,
    history,
    entries,
    leadingPasses,
    legal: legalCalls(auction),
    know,
    lastBid: lb,
    forced,
    gameForce,
    theirSuits,
    passedHand,
    partnerLen: partnerLengths(history, seat, know),
  };
}
