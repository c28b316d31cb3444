import { describe, expect, it } from 'vitest';
import {
  SplitMix64,
  applyCall,
  boardDealer,
  boardVulnerability,
  isVulnerable,
  legalCalls,
  makeCall,
  rotate,
  seededDeal,
  startAuction,
  unwrap,
  type Call,
} from '@tenace/core';
import { explainAuction, saycCall, type BidderView } from './bidder.ts';
import { NO_SCORE } from './context.ts';
import { handFactsOf } from './hand.ts';
import { misfits } from './meaning.ts';
import { bidDeal } from './table.ts';

const bot = (view: BidderView): Call => saycCall(view).call;
const BOTS = { N: bot, E: bot, S: bot, W: bot };

describe('meanings of the bots’ own calls', () => {
  it('every call of 1,000 seeded deals is explained by a meaning the hand that made it fits', () => {
    let checked = 0;
    for (let board = 1; board <= 1000; board++) {
      const deal = seededDeal('meanings', board);
      const vul = boardVulnerability(board);
      const dealer = boardDealer(board);
      const vulnerable = { NS: isVulnerable(vul, 'NS'), EW: isVulnerable(vul, 'EW') };
      const played = bidDeal(deal, dealer, vulnerable, BOTS);
      // Explained from outside: only the public auction.
      const notes = explainAuction(dealer, played.calls, { ...NO_SCORE, vulnerable });
      notes.forEach((n, i) => {
        const bad = misfits(handFactsOf(deal.hands[n.seat]), n.meaning.shows);
        expect(
          bad,
          `board ${board}, call ${i + 1} ${makeCall(n.call)} by ${n.seat} (${n.meaning.rule})`,
        ).toEqual([]);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(8000);
  }, 180_000);
});

describe('legality', () => {
  it('never returns an illegal call, even after random (legal) auctions', () => {
    const rng = new SplitMix64(2024n);
    for (let trial = 0; trial < 150; trial++) {
      const deal = seededDeal('legal', trial + 1);
      const dealer = boardDealer(trial + 1);
      let auction = startAuction(dealer);
      const prefix = rng.below(12);
      for (let i = 0; i < prefix; i++) {
        const legal = legalCalls(auction);
        if (legal.length === 0) break;
        // Mostly passes and low bids, sometimes a double or a jump.
        const pick = rng.below(3) === 0 ? legal[0]! : legal[Math.min(legal.length - 1, rng.below(6))]!;
        const next = applyCall(auction, pick);
        if (!next.ok) throw new Error(next.error.message);
        if (legalCalls(next.value).length === 0) break;
        auction = next.value;
      }
      const seat = rotate(dealer, auction.calls.length);
      const choice = saycCall({
        seat,
        dealer,
        auction: auction.calls.map(makeCall),
        hands: { N: null, E: null, S: null, W: null, [seat]: deal.hands[seat].cards() },
      });
      expect(unwrap(applyCall(auction, choice.call)).calls.length).toBe(auction.calls.length + 1);
    }
  }, 60_000);
});
