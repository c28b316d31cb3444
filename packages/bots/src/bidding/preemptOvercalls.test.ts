import { describe, expect, it } from 'vitest';
import { makeCall, parsePbnDeal, rotate, unwrap } from '@tenace/core';
import { callsOfView, explainAuction, saycCall, scoreOfView, type BidderView } from './bidder.ts';
import { handFactsOf } from './hand.ts';
import { misfits } from './meaning.ts';

const BOOKLET =
  'SAYC booklet, "Takeout doubles" and "Weak two-bids and preempts"; standard practice (Root and Pavlicek, "Modern Bridge Conventions"): the takeout double of a preempt shows an opening bid with support for the unbid major(s), or a hand strong enough to bid again';

/** North opens the preempt; East calls. */
const ROWS = [
  { why: 'four hearts and a doubleton spade double 2S', auction: '2S', hand: '72.KQ84.AJ95.K32', call: 'X' },
  { why: 'both majors over 3C', auction: '3C', hand: 'KJ84.AQ95.K742.3', call: 'X' },
  { why: 'spade support, a singleton heart over 2H', auction: '2H', hand: 'AQ84.5.KJ95.QJ32', call: 'X' },
  { why: '18 HCP double first, whatever the shape', auction: '2S', hand: '5.AKQ84.AKJ5.A32', call: 'X' },
  {
    why: 'regression: a 6-5 minor hand with a singleton spade overcalls 3D, it does not double 2H',
    auction: '2H',
    hand: '8.2.KQ8642.AKQT5',
    call: '3D',
  },
  {
    why: 'regression: a seven-card heart suit overcalls 3H over 2S rather than doubling',
    auction: '2S',
    hand: '.AQ97543.AK73.K5',
    call: '3H',
  },
] as const;

function viewOf(auction: string, hand: string): BidderView {
  const calls = auction.split(' ');
  const seat = rotate('N', calls.length);
  const cards = unwrap(parsePbnDeal(`${seat}:${hand} - - -`))[seat]!.cards();
  return { seat, dealer: 'N', auction: calls, hands: { N: null, E: null, S: null, W: null, [seat]: cards } };
}

describe(`over the opponents' preempt (${BOOKLET})`, () => {
  it.each(ROWS.map((r) => [r.why, r] as const))('%s', (_why, row) => {
    const view = viewOf(row.auction, row.hand);
    expect(makeCall(saycCall(view).call)).toBe(row.call);
    const notes = explainAuction('N', callsOfView([...view.auction, row.call]), scoreOfView(view));
    expect(misfits(handFactsOf(view.hands[view.seat!]!), notes[notes.length - 1]!.meaning.shows)).toEqual([]);
  });
});
