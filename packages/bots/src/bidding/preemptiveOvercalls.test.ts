import { describe, expect, it } from 'vitest';
import { boardDealer, boardVulnerability, isVulnerable, makeCall, seededDeal, type Call } from '@tenace/core';
import { explainAuction, saycCall, type BidderView } from './bidder.ts';
import { NO_SCORE } from './context.ts';
import { handFactsOf } from './hand.ts';
import { misfits } from './meaning.ts';
import { bidDeal } from './table.ts';

const bot = (view: BidderView): Call => saycCall(view).call;
const BOTS = { N: bot, E: bot, S: bot, W: bot };

/**
 * Regression: a weak hand answering partner's takeout double of a three-level preempt (opener's reopening
 * double after 1C 3S P P, or the balancing double of an opening three-bid) had no row for its strength, so
 * the forced hand made the first row's bid: a game in hearts explained as 6+ HCP and six hearts, held by
 * 2 HCP and five hearts. Each deal is one where that happened, with the auction the bots bid now.
 */
const ROWS = [
  { seed: '31', board: 33, auction: /^P 1C 3S P P X P 4H/ },
  { seed: '34', board: 234, auction: /^1C 3S P P X P 4H/ },
  { seed: '34', board: 470, auction: /^3S P P X P 4H/ },
] as const;

describe('answers to a takeout double of a three-level preempt', () => {
  it.each(ROWS)('seed $seed board $board: every call fits the meaning it is explained by', (row) => {
    const deal = seededDeal(row.seed, row.board);
    const dealer = boardDealer(row.board);
    const vul = boardVulnerability(row.board);
    const vulnerable = { NS: isVulnerable(vul, 'NS'), EW: isVulnerable(vul, 'EW') };
    const played = bidDeal(deal, dealer, vulnerable, BOTS);
    expect(played.calls.map(makeCall).join(' ')).toMatch(row.auction);
    const notes = explainAuction(dealer, played.calls, { ...NO_SCORE, vulnerable });
    for (const n of notes)
      expect(misfits(handFactsOf(deal.hands[n.seat]), n.meaning.shows), n.meaning.rule ?? '').toEqual([]);
  });
});
