import { describe, expect, it } from 'vitest';
import { makeCall, parsePbnDeal, rotate, unwrap } from '@tenace/core';
import { callsOfView, explainAuction, saycCall, scoreOfView, type BidderView } from './bidder.ts';
import { handFactsOf } from './hand.ts';
import { misfits } from './meaning.ts';

/** North deals; the player after the auction calls. */
function viewOf(auction: string, hand: string): BidderView {
  const calls = auction.split(' ');
  const seat = rotate('N', calls.length);
  const cards = unwrap(parsePbnDeal(`${seat}:${hand} - - -`))[seat]!.cards();
  return { seat, dealer: 'N', auction: calls, hands: { N: null, E: null, S: null, W: null, [seat]: cards } };
}

/** Regression tests named after the bugs they fix, each with the rule's source. */
const REGRESSIONS = [
  {
    name: 'regression: no Jacoby transfer into their suit after our 1NT overcall (1S 1NT P 2H misfire)',
    source: 'SAYC booklet, "1NT overcall": systems on; a transfer shows the next suit up, never theirs',
    auction: '1S 1NT P',
    hand: 'J7432.87653.82.A',
    call: '2D',
  },
  {
    name: 'regression: no Jacoby transfer into their suit after our 1NT overcall (1H 1NT P 2D misfire)',
    source: 'SAYC booklet, "1NT overcall": systems on; a transfer shows the next suit up, never theirs',
    auction: '1H 1NT P',
    hand: 'KJ743.J8762.82.5',
    call: '2H',
  },
  {
    name: 'regression: 12 HCP and a five-card club suit bid 3C over 1S 2D, not pass (a slam missed after the pass)',
    source:
      'SAYC booklet, "Competitive bidding": a new suit by responder after an overcall is natural and forcing; at the three level with 12 HCP a five-card suit need not be strong',
    auction: '1S 2D',
    hand: '93.AK3.JT9.KJ543',
    call: '3C',
  },
  {
    name: 'regression: 4D after 1S P 2D P 3D P with 10 HCP is a minimum raise, not an invitation of 11 points (meaning misfit)',
    source:
      'SAYC booklet, "Two-over-one responses": the two-over-one promises 10 HCP; four of the raised minor is then the cheapest raise, below invitational values when game is not there',
    auction: '1S P 2D P 3D P',
    hand: '8.KJ63.KT53.QJ96',
    call: '4D',
  },
  {
    name: 'regression: with 13 HCP and no stopper in their suit responder cue-bids over 1NT 2H (it passed, against its meaning of 0-9 HCP)',
    source:
      'Root and Pavlicek, Modern Bridge Conventions (interference over our 1NT): the cue-bid of their suit shows game values without a stopper and forces to game',
    auction: '1NT 2H',
    hand: 'K952.Q3.QT5.AQ82',
    call: '3H',
  },
  {
    name: "regression: advancer with 14 HCP and a singleton in partner's weak jump overcall passes, and the pass allows it (meaning misfit)",
    source:
      'SAYC booklet, "Weak jump overcalls": 5-10 HCP and six cards; without a fit advancer passes short of game values',
    auction: '1S 3H P',
    hand: 'QJT84.9.KJ75.AK9',
    call: 'P',
  },
  {
    name: "regression: after opener's cue-bid (forcing to game) the negative doubler's spades are natural, not the weak six-card suit (meaning misfit)",
    source:
      'SAYC booklet, "Negative doubles": opener\'s cue-bid of their suit forces to game; responder bids naturally',
    auction: '1D 1H X P 2H P',
    hand: 'KQT65.T6.9754.T4',
    call: '2S',
  },
  {
    name: 'with 9 HCP and a weak five-card suit responder passes 1S 2D',
    source:
      'SAYC booklet, "Competitive bidding": a new suit at the three level needs the values of a two-over-one',
    auction: '1S 2D',
    hand: '93.AK3.JT9.Q5432',
    call: 'P',
  },
  {
    name: "regression: the doubler's rows for a natural four-level minor answer read advancer's cue-bid (3D X P 4D P 4S explained as 17+ HCP and seven spades)",
    source:
      'SAYC booklet, "Takeout doubles": advancer\'s cue-bid of their suit is forcing and asks; the doubler shows his four-card major',
    auction: '3D X P 4D P',
    hand: 'KJ82.AJ2.A7.T962',
    call: '4S',
  },
] as const;

describe('competitive bidding regressions', () => {
  it.each(REGRESSIONS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    const view = viewOf(row.auction, row.hand);
    expect(makeCall(saycCall(view).call), row.source).toBe(row.call);
    const notes = explainAuction(
      'N',
      [...callsOfView(view.auction), ...callsOfView([row.call])],
      scoreOfView(view),
    );
    expect(misfits(handFactsOf(view.hands[view.seat!]!), notes[notes.length - 1]!.meaning.shows)).toEqual([]);
  });
});
