/**
 * Seeded contract-bridge deals bid by four SAYC bidders, as deal states ready for play and as seat views
 * (for the tests of the auction's knowledge and for measuring the card play with it).
 */
import {
  SEATS,
  boardDealer,
  boardVulnerability,
  bridgeDealToAct,
  bridgeDealView,
  isVulnerable,
  reduceBridgeDeal,
  seededDeal,
  startBridgeDeal,
  type BridgeDealState,
  type BridgeDealView,
  type Card,
  type Seat,
} from '@tenace/core';
import { saycCall } from '../bidding/bidder.ts';
import { bidDeal, type SeatBidder } from '../bidding/table.ts';

const sayc: SeatBidder = (view) => saycCall(view).call;

/** Board `board` of the seed, bid by SAYC at all four seats (dealer and vulnerability by board number). */
export function saycBidDeal(seed: string, board: number): BridgeDealState {
  const deal = seededDeal(seed, board);
  const dealer = boardDealer(board);
  const vul = boardVulnerability(board);
  const vulnerable = { NS: isVulnerable(vul, 'NS'), EW: isVulnerable(vul, 'EW') };
  const table = bidDeal(deal, dealer, vulnerable, { N: sayc, E: sayc, S: sayc, W: sayc });
  let state = startBridgeDeal({ number: board, dealer, vulnerable, deal });
  for (const call of table.calls) {
    const seat = bridgeDealToAct(state) ?? dealer;
    const next = reduceBridgeDeal(state, { type: 'call', seat, call });
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

/** The state after `cards` are played (each by the seat to act: declarer for dummy). */
export function playCards(state: BridgeDealState, cards: readonly Card[]): BridgeDealState {
  let s = state;
  for (const card of cards) {
    const seat = bridgeDealToAct(s);
    if (seat === null) throw new Error(`no one is to play ${card}`);
    const next = reduceBridgeDeal(s, { type: 'card', seat, card });
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

/** The view of the seat to act (the hand to play, or declarer for dummy). */
export function viewToAct(state: BridgeDealState): BridgeDealView {
  const seat: Seat | null = bridgeDealToAct(state);
  return bridgeDealView(state, 'play', seat ?? SEATS[0]);
}
