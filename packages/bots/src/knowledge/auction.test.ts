import {
  SEATS,
  SUITS,
  SplitMix64,
  applyCall,
  isAuctionComplete,
  legalCalls,
  makeCall,
  startAuction,
  vulnerabilityOf,
  type Seat,
  type Suit,
} from '@tenace/core';
import { describe, expect, it } from 'vitest';
import { auctionKnowledge, dealtLengths, NOTHING_KNOWN, type Bounds } from './auction.ts';
import { bridgeKnowledge, remainingLengths } from './constraints.ts';
import { playCards, saycBidDeal, viewToAct } from './saycDeals.ts';

interface Row {
  readonly source: string;
  readonly auction: string;
  readonly seat: Seat;
  /** The shown HCP interval lies within these bounds. */
  readonly hcpWithin?: Bounds;
  /** The shown HCP interval is exactly this. */
  readonly hcp?: Bounds;
  /** At least this many cards in the suit are shown. */
  readonly atLeast?: Partial<Record<Suit, number>>;
  /** At most this many cards in the suit are shown. */
  readonly atMost?: Partial<Record<Suit, number>>;
  readonly balanced?: boolean;
}

// Dealer North throughout. Each row names the agreement of the ACBL SAYC System Booklet (rev. 2006) that
// the bidder's meaning must carry into the card play; the auctions are sequences the golden bidding table
// (bidding/golden/sayc-auctions.json) exercises.
const ROWS: readonly Row[] = [
  {
    source: 'SAYC booklet, 1NT opening: 15–17 balanced',
    auction: '1NT P 3NT P P P',
    seat: 'N',
    hcp: [15, 17],
    balanced: true,
  },
  {
    source: 'SAYC booklet, responses to 1NT: 3NT to play with game values and no major to show',
    auction: '1NT P 3NT P P P',
    seat: 'S',
    hcpWithin: [8, 17],
  },
  {
    source: 'SAYC booklet, 2NT opening: 20–21 balanced',
    auction: '2NT P P P',
    seat: 'N',
    hcp: [20, 21],
    balanced: true,
  },
  {
    source: 'SAYC booklet, major-suit openings: five or more cards',
    auction: '1H P 4H P P P',
    seat: 'N',
    atLeast: { H: 5 },
    hcpWithin: [10, 22],
  },
  {
    source: 'SAYC booklet, raises of a major: the jump to game is preemptive',
    auction: '1H P 4H P P P',
    seat: 'S',
    atLeast: { H: 4 },
    hcpWithin: [0, 10],
  },
  {
    source: 'SAYC booklet, simple overcalls: a good five-card suit or longer',
    auction: '1S 2D P P P',
    seat: 'E',
    atLeast: { D: 5 },
    hcpWithin: [8, 18],
  },
  {
    source: 'SAYC booklet, major-suit openings (the opener of the overcalled 1S)',
    auction: '1S 2D P P P',
    seat: 'N',
    atLeast: { S: 5 },
  },
  {
    source: 'SAYC booklet, weak two-bids: a six-card suit, 5–11 HCP',
    auction: '2S P P P',
    seat: 'N',
    atLeast: { S: 6 },
    atMost: { S: 6 },
    hcpWithin: [5, 11],
  },
  {
    source: 'SAYC booklet, Stayman: opener shows a four-card heart suit',
    auction: '1NT P 2C P 2H P 4H P P P',
    seat: 'N',
    hcp: [15, 17],
    atLeast: { H: 4 },
    balanced: true,
  },
  {
    source: 'SAYC booklet, Jacoby 2NT: four-card support, game forcing',
    auction: '1S P 2NT P 3C P 4S P P P',
    seat: 'S',
    atLeast: { S: 4 },
    hcpWithin: [12, 37],
  },
  {
    source: 'SAYC booklet, Jacoby 2NT: opener’s new suit at the three level shows a singleton or void',
    auction: '1S P 2NT P 3C P 4S P P P',
    seat: 'N',
    atLeast: { S: 5 },
    atMost: { C: 1 },
  },
  {
    source: 'SAYC booklet, negative doubles through 2S: after 1C 1H, double shows four spades',
    auction: '1C 1H X 2H P P P',
    seat: 'S',
    atLeast: { S: 4 },
  },
  {
    source: 'SAYC booklet, 1NT overcall: 15–18 balanced with a stopper',
    auction: '1D 1NT P 3NT P P P',
    seat: 'E',
    hcp: [15, 18],
    balanced: true,
  },
  {
    source: 'SAYC booklet, openings: 12 HCP and a poor hand may pass (every pass of a passed-out deal)',
    auction: 'P P P P',
    seat: 'W',
    hcpWithin: [0, 13],
  },
];

describe('what the auction showed (SAYC meanings)', () => {
  for (const row of ROWS) {
    it(`${row.auction}, ${row.seat}: ${row.source}`, () => {
      const k = auctionKnowledge({ dealer: 'N', auction: row.auction.split(' '), vulnerability: 'None' })[
        row.seat
      ];
      if (row.hcp !== undefined) expect(k.hcp).toEqual(row.hcp);
      if (row.hcpWithin !== undefined) {
        expect(k.hcp[0]).toBeGreaterThanOrEqual(row.hcpWithin[0]);
        expect(k.hcp[1]).toBeLessThanOrEqual(row.hcpWithin[1]);
        expect(k.hcp[0] > 0 || k.hcp[1] < 37).toBe(true);
      }
      for (const [s, n] of Object.entries(row.atLeast ?? {}))
        expect(k.len[s as Suit][0]).toBeGreaterThanOrEqual(n);
      for (const [s, n] of Object.entries(row.atMost ?? {}))
        expect(k.len[s as Suit][1]).toBeLessThanOrEqual(n);
      if (row.balanced !== undefined) expect(k.balanced).toBe(row.balanced);
    });
  }

  it('a balanced hand holds two to five cards of every suit, unless a shown length says otherwise', () => {
    const nt = auctionKnowledge({ dealer: 'N', auction: ['1NT', 'P', 'P', 'P'], vulnerability: 'None' }).N;
    expect(dealtLengths(nt)).toEqual({ S: [2, 5], H: [2, 5], D: [2, 5], C: [2, 5] });
    const odd = { ...NOTHING_KNOWN, balanced: true, len: { ...NOTHING_KNOWN.len, S: [6, 13] as Bounds } };
    expect(dealtLengths(odd).S).toEqual([6, 13]);
    expect(dealtLengths(odd).H).toEqual([2, 5]);
  });

  it('never throws on a legal auction, and every bound is well formed (random auctions)', () => {
    const rng = new SplitMix64(2024n);
    for (let n = 0; n < 150; n++) {
      const dealer = SEATS[n % 4]!;
      let auction = startAuction(dealer);
      while (!isAuctionComplete(auction)) {
        const legal = legalCalls(auction);
        // Mostly passes and low bids, so that auctions end and pass through many rules.
        const pass = rng.below(3) === 0;
        const call = pass ? legal[0]! : legal[Math.min(legal.length - 1, rng.below(8))]!;
        const next = applyCall(auction, call);
        if (!next.ok) throw new Error(next.error.message);
        auction = next.value;
      }
      const calls = auction.calls.map(makeCall);
      const k = auctionKnowledge({
        dealer,
        auction: calls,
        vulnerability: vulnerabilityOf(n % 2 === 0, n % 3 === 0),
      });
      for (const s of SEATS) {
        const h = k[s];
        expect(0 <= h.hcp[0] && h.hcp[0] <= h.hcp[1] && h.hcp[1] <= 37).toBe(true);
        for (const suit of SUITS) {
          const [lo, hi] = dealtLengths(h)[suit];
          expect(0 <= lo && lo <= hi && hi <= 13, `${calls.join(' ')}: ${s} ${suit}`).toBe(true);
        }
      }
    }
  });

  it('an auction the engine cannot read shows nothing', () => {
    const k = auctionKnowledge({ dealer: 'N', auction: ['1NT', 'bogus'], vulnerability: 'None' });
    for (const s of SEATS) expect(k[s]).toEqual(NOTHING_KNOWN);
    const illegal = auctionKnowledge({ dealer: 'N', auction: ['2S', '1H'], vulnerability: 'None' });
    for (const s of SEATS) expect(illegal[s]).toEqual(NOTHING_KNOWN);
  });
});

describe('the contract-bridge knowledge of a hidden hand', () => {
  it('remaining lengths: shown less the cards of the suit played, at least 0, at most the cards held', () => {
    const dealt = { S: [5, 13], H: [2, 5], D: [0, 1], C: [0, 13] } as const;
    expect(remainingLengths(dealt, 11, ['S2', 'S3'])).toEqual({
      S: [3, 11],
      H: [2, 5],
      D: [0, 1],
      C: [0, 11],
    });
    expect(remainingLengths(dealt, 9, ['D4', 'D5', 'H2', 'H3'])).toEqual({
      S: [5, 9],
      H: [0, 3],
      D: [0, 0],
      C: [0, 9],
    });
    expect(remainingLengths(NOTHING_KNOWN.len, 13, [])).toBeUndefined();
  });

  it('follows what each seat showed and what it has played, on deals bid by the SAYC bidder', () => {
    let checked = 0;
    for (let board = 1; board <= 24 && checked < 6; board++) {
      const dealt = saycBidDeal('auction-knowledge', board);
      if (dealt.phase !== 'play') continue;
      const state = playCards(dealt, []);
      // Play the lowest legal card a few times, then look at the hidden hands of the seat to act.
      let s = state;
      for (let i = 0; i < 6; i++) {
        const v = viewToAct(s);
        s = playCards(s, [v.legalCards[v.legalCards.length - 1]!]);
      }
      const view = viewToAct(s);
      const shown = auctionKnowledge(view);
      const k = bridgeKnowledge(view);
      expect(k.soft).toBe(true);
      expect(k.hidden.length).toBe(2);
      for (const h of k.hidden) {
        const gone = dealt.deal.hands[h.seat].minus(s.play!.hands[h.seat]);
        expect(h.hcpMin).toBe(Math.max(0, shown[h.seat].hcp[0] - gone.hcp()));
        expect(h.hcpMax).toBe(Math.max(0, shown[h.seat].hcp[1] - gone.hcp()));
        const expected = remainingLengths(dealtLengths(shown[h.seat]), h.size, gone.cards());
        expect(h.lengths).toEqual(expected);
      }
      checked++;
    }
    expect(checked).toBe(6);
  });
});
