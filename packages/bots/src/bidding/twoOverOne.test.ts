/**
 * Regression: after a two-over-one response (1S–2D) and opener's minimum rebid (2S), responder with an
 * opening hand passed; SAYC's responder promises to bid again unless opener's rebid is game, when he is an
 * unpassed hand. And a forced hand whose every bid's meaning misfitted it (12 HCP and a singleton in opener's
 * suit over 1S–2D–2S) passed.
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
import { NO_SCORE } from './context.ts';
import { bidDeal } from './table.ts';

const calls = (text: string): Call[] => text.split(' ').map((t) => unwrap(parseCall(t)));
const bot = (view: BidderView): Call => saycCall(view).call;

/** South's call, North the dealer, after `auction` (space-separated) with `hand` (PBN). */
function southCalls(auction: string, hand: string): string {
  const S = unwrap(parsePbnDeal(`S:${hand} - - -`)).S!.cards();
  return makeCall(
    saycCall({ seat: 'S', dealer: 'N', auction: auction.split(' '), hands: { N: null, E: null, W: null, S } })
      .call,
  );
}

describe('two-over-one responder passes opener’s rebid below game', () => {
  it('opener’s rebid forces one round opposite an unpassed responder, not opposite a passed hand', () => {
    const unpassed = explainAuction('N', calls('1S P 2D P 2S'), NO_SCORE);
    expect(unpassed[unpassed.length - 1]!.meaning.forcing).toBe('one');
    const passed = explainAuction('N', calls('P P 1S P 2D P 2S'), NO_SCORE);
    expect(passed[passed.length - 1]!.meaning.forcing).toBe('no');
  });

  it('a forced hand whose every bid’s meaning misfits it does not pass: 12 HCP, a singleton spade, 1S–2D–2S', () => {
    expect(southCalls('1S P 2D P 2S P', 'T.K752.AQJ8.Q953')).not.toBe('P');
  });

  it('responder with 12 HCP and a doubleton in opener’s rebid suit bids again over 1S–2C–2S', () => {
    expect(southCalls('1S P 2C P 2S P', 'K6.AK63.J52.JT97')).not.toBe('P');
  });

  it('over 200 seeded deals an unpassed two-over-one responder never passes a forcing rebid', () => {
    let seen = 0;
    for (let board = 1; board <= 200; board++) {
      const deal = seededDeal('two-over-one', board);
      const dealer = boardDealer(board);
      const vul = boardVulnerability(board);
      const vulnerable = { NS: isVulnerable(vul, 'NS'), EW: isVulnerable(vul, 'EW') };
      const played = bidDeal(deal, dealer, vulnerable, { N: bot, E: bot, S: bot, W: bot });
      const notes = explainAuction(dealer, played.calls, { ...NO_SCORE, vulnerable });
      notes.forEach((n, i) => {
        const rebid = notes[i - 2];
        if (rebid === undefined || rebid.seat !== partner(n.seat) || notes[i - 1]!.call.type !== 'pass')
          return;
        if (!rebid.meaning.rule?.startsWith('rebid.2over1.') || rebid.meaning.forcing !== 'one') return;
        seen++;
        expect(n.call.type, `board ${board}: ${notes.map((x) => makeCall(x.call)).join(' ')}`).not.toBe(
          'pass',
        );
      });
    }
    expect(seen).toBeGreaterThan(3);
  }, 120_000);
});
