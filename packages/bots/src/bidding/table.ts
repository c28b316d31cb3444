/**
 * Bidding a whole deal at a table of four bidders (for evaluation, tests and the simulation): each seat
 * sees only its own hand and the public auction.
 */
import {
  applyCall,
  auctionResult,
  isAuctionComplete,
  makeCall,
  rotate,
  startAuction,
  vulnerabilityOf,
  type AuctionResult,
  type BySeat,
  type BySide,
  type Call,
  type Card,
  type Deal,
  type Seat,
} from '@tenace/core';
import type { BidderView } from './bidder.ts';

/** A bidder for one seat: the call for the view (it must be legal). */
export type SeatBidder = (view: BidderView) => Call;

export interface TableAuction {
  readonly calls: readonly Call[];
  readonly result: AuctionResult;
  /** Milliseconds each call took. */
  readonly times: readonly number[];
}

const NO_HANDS: BySeat<readonly Card[] | null> = { N: null, E: null, S: null, W: null };

/** Bids the deal from the dealer until the auction ends; a bidder's illegal call is an error naming it. */
export function bidDeal(
  deal: Deal,
  dealer: Seat,
  vulnerable: BySide<boolean>,
  bidders: BySeat<SeatBidder>,
  extra: Partial<BidderView> = {},
): TableAuction {
  let auction = startAuction(dealer);
  const times: number[] = [];
  while (!isAuctionComplete(auction)) {
    const seat = rotate(dealer, auction.calls.length);
    const view: BidderView = {
      ...extra,
      seat,
      dealer,
      auction: auction.calls.map(makeCall),
      hands: { ...NO_HANDS, [seat]: deal.hands[seat].cards() },
      vulnerability: vulnerabilityOf(vulnerable.NS, vulnerable.EW),
    };
    const t0 = performance.now();
    const call = bidders[seat](view);
    times.push(performance.now() - t0);
    const next = applyCall(auction, call);
    if (!next.ok) throw new Error(`${seat} made an illegal call ${makeCall(call)}: ${next.error.message}`);
    auction = next.value;
  }
  return { calls: auction.calls, result: auctionResult(auction)!, times };
}
