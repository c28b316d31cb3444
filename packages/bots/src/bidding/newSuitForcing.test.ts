/**
 * Regression: after 1D–1S–2C, responder's rebid of his own spades was explained as "a new suit, forcing";
 * opener then "raised" hearts, a suit nobody had bid, and a 19-count passed 3S opposite an opener. A rebid
 * of one's own suit is not a new suit, and a raise needs a suit partner bid.
 */
import { describe, expect, it } from 'vitest';
import {
  boardDealer,
  boardVulnerability,
  isVulnerable,
  makeCall,
  parseCall,
  parsePbnDeal,
  partner,
  seededDeal,
  unwrap,
  type Call,
} from '@tenace/core';
import { explainAuction, saycCall, type BidderView } from './bidder.ts';
import { NO_SCORE, type Annotated } from './context.ts';
import { bidDeal } from './table.ts';

const calls = (text: string): Call[] => text.split(' ').map((t) => unwrap(parseCall(t)));
const bot = (view: BidderView): Call => saycCall(view).call;

function naturally(h: Annotated, strain: string): boolean {
  return h.call.type === 'bid' && h.call.strain === strain && !h.meaning.artificial;
}

describe('new suit forcing misfire (1D–1S–2C–2S)', () => {
  it('responder’s rebid of his own spades is not a new suit and does not force', () => {
    const notes = explainAuction('N', calls('1D P 1S P 2C P 2S'), NO_SCORE);
    const last = notes[notes.length - 1]!.meaning;
    expect(last.rule).not.toBe('gen.newsuit.force');
    expect(last.forcing).toBe('no');
  });

  it('responder with 19 HCP and six spades opposite an opener bids game or slam, not a two-level rebid', () => {
    const choice = saycCall({
      seat: 'S',
      dealer: 'N',
      auction: ['1D', 'P', '1S', 'P', '2C', 'P'],
      hands: { N: null, E: null, W: null, S: unwrap(parsePbnDeal('S:AKJ865.K.A86.KQ2 - - -')).S!.cards() },
    });
    // 19 HCP and AKJxxx opposite 12–18 (33 together at the middle): the small slam is in range too.
    expect(['4S', '3NT', '6S']).toContain(makeCall(choice.call));
  });

  it('over 300 seeded deals no "new suit" is a suit already bid and no raise is of a suit partner never bid', () => {
    let suitBids = 0;
    for (let board = 1; board <= 300; board++) {
      const deal = seededDeal('new-suit', board);
      const dealer = boardDealer(board);
      const vul = boardVulnerability(board);
      const vulnerable = { NS: isVulnerable(vul, 'NS'), EW: isVulnerable(vul, 'EW') };
      const played = bidDeal(deal, dealer, vulnerable, { N: bot, E: bot, S: bot, W: bot });
      const notes = explainAuction(dealer, played.calls, { ...NO_SCORE, vulnerable });
      notes.forEach((n, i) => {
        if (n.call.type !== 'bid' || n.call.strain === 'NT') return;
        const strain = n.call.strain;
        suitBids++;
        const before = notes.slice(0, i);
        const where = `board ${board}: ${notes.map((x) => makeCall(x.call)).join(' ')} at call ${i + 1}`;
        if (n.meaning.rule === 'gen.newsuit.force' || n.meaning.rule === 'gen.forced.newsuit') {
          expect(
            before.some((h) => naturally(h, strain)),
            where,
          ).toBe(false);
        }
        if (n.meaning.rule === 'gen.forced.raise') {
          const p = partner(n.seat);
          const bid = before.some((h) => h.seat === p && naturally(h, strain));
          expect(bid || before.some((h) => h.seat === p && h.meaning.shows.len[strain][0] >= 4), where).toBe(
            true,
          );
        }
      });
    }
    expect(suitBids).toBeGreaterThan(300);
  }, 120_000);
});
