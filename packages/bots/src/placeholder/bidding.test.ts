import { describe, expect, it } from 'vitest';
import {
  applyCall,
  bridgeDealView,
  isAuctionComplete,
  legalCalls,
  makeCall,
  parseCall,
  parsePbnDealFull,
  seededDeal,
  startAuction,
  startBridgeDeal,
  unwrap,
  type Auction,
  type Deal,
  type Seat,
} from '@tenace/core';
import { handFacts, naturalCall } from './bidding.ts';

/** The view of `seat` in a deal whose auction so far is `calls` (dealer North unless given). */
function viewAt(deal: Deal, calls: string[], dealer: Seat = 'N') {
  let state = startBridgeDeal({ number: 1, dealer, vulnerable: { NS: false, EW: false }, deal });
  let auction: Auction = state.auction;
  for (const c of calls) auction = unwrap(applyCall(auction, unwrap(parseCall(c))));
  state = { ...state, auction };
  const seat = (['N', 'E', 'S', 'W'] as const)[(['N', 'E', 'S', 'W'].indexOf(dealer) + calls.length) % 4]!;
  return bridgeDealView(state, 'auction', seat);
}

const call = (deal: Deal, calls: string[], dealer: Seat = 'N'): string =>
  makeCall(naturalCall(viewAt(deal, calls, dealer)).value);

// Hands are written N E S W, each "spades.hearts.diamonds.clubs".
const deal = (pbn: string): Deal => unwrap(parsePbnDealFull(`N:${pbn}`));

describe('hand facts', () => {
  it('counts HCP and calls 4-3-3-3, 4-4-3-2 and 5-3-3-2 balanced', () => {
    const d = deal('AKQ2.KQ2.K32.432 JT98.JT9.AQ9.AK9 7654.8765.JT.QJT 3.A43.87654.8765');
    expect(handFacts(d.hands.N.cards()).hcp).toBe(17);
    expect(handFacts(d.hands.N.cards()).balanced).toBe(true);
    expect(handFacts(d.hands.W.cards()).balanced).toBe(false);
  });
});

describe('natural openings and responses (rows: the rule in the module comment)', () => {
  // North 17 HCP balanced; East 15 balanced; South 4; West 4 (one suit long).
  const d = deal('AKQ2.KQ2.K32.432 JT98.JT9.AQ9.AK9 7654.8765.JT.QJT 3.A43.87654.8765');
  it('15–17 balanced opens 1NT', () => {
    expect(call(d, [])).toBe('1NT');
  });
  it('a weak hand passes partner’s 1NT', () => {
    expect(call(d, ['1NT', 'P'])).toBe('P');
  });
  it('a 5-card major with 12+ opens it', () => {
    const m = deal('AKJ32.K2.K32.432 QT98.JT9.AQ9.AK9 7654.8765.JT.QJT -');
    expect(call(m, [])).toBe('1S');
  });
  it('with support and 6–9, a simple raise of a major', () => {
    const m = deal('AKJ32.K2.K32.432 T9.JT9.AQ9.AKQ98 Q654.A765.JT4.JT -');
    expect(call(m, ['1S', 'P'])).toBe('2S');
  });
  it('no five-card major: the longer minor; under 12 HCP: pass', () => {
    const m = deal('AK32.K32.KJ32.32 QT98.JT9.AQ9.AK9 7654.8765.T4.QJT -');
    expect(call(m, [])).toBe('1D');
    expect(call(m, ['P', 'P'], 'E')).toBe('P'); // South with 3 HCP
  });
});

describe('the bidder only makes legal calls (property over seeded deals and random prefixes)', () => {
  it('every call it returns is in the legal list, and whole auctions end', () => {
    let x = 7;
    const rand = (n: number): number => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return x % n;
    };
    for (let board = 1; board <= 150; board++) {
      const d = seededDeal('bidding', board);
      const dealer = (['N', 'E', 'S', 'W'] as const)[board % 4]!;
      // A random legal prefix of a few calls, then the bot bids for every seat until the auction ends.
      let calls: string[] = [];
      let a = startAuction(dealer);
      for (let i = 0, n = rand(5); i < n && !isAuctionComplete(a); i++) {
        const legal = legalCalls(a);
        const c = legal[rand(Math.min(legal.length, 8))]!;
        a = unwrap(applyCall(a, c));
        calls = [...calls, makeCall(c)];
      }
      for (let guard = 0; !isAuctionComplete(a) && guard < 60; guard++) {
        const v = viewAt(d, calls, dealer);
        const c = naturalCall(v).value;
        expect(v.legalCalls).toContain(makeCall(c));
        a = unwrap(applyCall(a, c));
        calls = [...calls, makeCall(c)];
      }
      expect(isAuctionComplete(a)).toBe(true);
    }
  });
});
