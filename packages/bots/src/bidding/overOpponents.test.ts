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
    why: 'regression: advancer with 13 HCP and five hearts bids 4H over 3D doubled, not a cue-bid that loses the major',
    auction: '3D X P',
    hand: 'K52.A8653.K42.QJ',
    call: '4H',
  },
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

const VS_TWO_SUITER =
  'standard practice (Root and Pavlicek, "Modern Bridge Conventions", defence to Michaels and the Unusual 2NT): responder raises with a fit, bids game with four trumps and the values, doubles with 10+ HCP otherwise';

/** North opens, East makes a two-suited overcall, South (responder) calls. */
const TWO_SUITER_ROWS = [
  {
    why: 'a simple raise over Michaels with three trumps and 9 HCP',
    auction: '1H 2H',
    hand: 'K52.J94.QT83.K72',
    call: '3H',
  },
  {
    why: 'a double with 13 HCP and no fit over Michaels',
    auction: '1S 2S',
    hand: 'Q2.KJ4.AQ852.J73',
    call: 'X',
  },
  {
    why: 'game with five trumps and game values over the Unusual 2NT',
    auction: '1H 2NT',
    hand: 'A942.KJ853.5.K32',
    call: '4H',
  },
  {
    why: 'a raise of the minor with five trumps over Michaels',
    auction: '1D 2D',
    hand: '75.K84.QJ7532.83',
    call: '3D',
  },
] as const;

describe(`over the opponents' two-suited overcall (${VS_TWO_SUITER})`, () => {
  it.each(TWO_SUITER_ROWS.map((r) => [r.why, r] as const))('%s', (_why, row) => {
    const view = viewOf(row.auction, row.hand);
    expect(makeCall(saycCall(view).call)).toBe(row.call);
    const notes = explainAuction('N', callsOfView([...view.auction, row.call]), scoreOfView(view));
    expect(misfits(handFactsOf(view.hands[view.seat!]!), notes[notes.length - 1]!.meaning.shows)).toEqual([]);
  });
});

const REDOUBLE =
  'standard practice (Root and Pavlicek, "Modern Bridge Conventions"): after the redouble of a takeout double the weak advancer bids his longest suit, and the doubler does not sit for one of a suit redoubled';

const REDOUBLE_ROWS = [
  {
    why: 'regression: advancer with 3 HCP and five clubs bids 2C over the redouble',
    auction: '1H X XX',
    hand: '8753.3.KT3.98643',
    call: '2C',
  },
  {
    why: 'regression: the doubler runs to his five-card club suit from 1H redoubled',
    auction: '1H X XX P P',
    hand: 'Q94.8.AJ42.AKT52',
    call: '2C',
  },
] as const;

const OVER_RESPONSE =
  'standard practice (Root and Pavlicek, "Modern Bridge Conventions", overcalls): over their opening and one-level response, a one-level overcall shows a five-card suit and about an opening; a two-level one needs a good suit';

/** North opens, East passes, South responds, West calls. */
const OVER_RESPONSE_ROWS = [
  {
    why: 'regression: 14 HCP and five spades, not a good suit, overcall 1S over 1D-P-1H',
    auction: '1D P 1H',
    hand: 'KT987.AK85.87.A4',
    call: '1S',
  },
  {
    why: 'the same suit and 9 HCP pass',
    auction: '1D P 1H',
    hand: 'KT987.Q85.87.A43',
    call: 'P',
  },
  {
    why: 'a poor five-card suit does not overcall at the two level',
    auction: '1S P 1NT',
    hand: 'K4.T9872.AK5.Q43',
    call: 'P',
  },
] as const;

describe(`over their opening and response (${OVER_RESPONSE})`, () => {
  it.each(OVER_RESPONSE_ROWS.map((r) => [r.why, r] as const))('%s', (_why, row) => {
    const view = viewOf(row.auction, row.hand);
    expect(makeCall(saycCall(view).call)).toBe(row.call);
    const notes = explainAuction('N', callsOfView([...view.auction, row.call]), scoreOfView(view));
    expect(misfits(handFactsOf(view.hands[view.seat!]!), notes[notes.length - 1]!.meaning.shows)).toEqual([]);
  });
});

const DOUBLER_AGAIN =
  'standard practice (Root and Pavlicek, "Modern Bridge Conventions", takeout doubles): a doubler too strong for a no-trump overcall bids no-trump over the forced answer; 3NT with 20 or more and their suit stopped; over a forced answer at the four level, game with support or a long suit of his own';

/** North opens, South and East pass or call, West doubles for takeout and bids again. */
const DOUBLER_AGAIN_ROWS = [
  {
    why: 'regression: 21 HCP balanced with a heart stop bid 3NT over the forced 3C answer to a balancing double of 2H, not pass',
    auction: '2H P P X P 3C P',
    hand: 'AK976.K42.AJ.AQ9',
    call: '3NT',
  },
  {
    why: 'regression: the same after a double of the raise, 1D P 2D X P 3C P',
    auction: '1D P 2D X P 3C P',
    hand: 'KQ4.AQ97.A8.AQ96',
    call: '3NT',
  },
  {
    why: 'with 17 HCP the doubler passes the forced answer',
    auction: '2H P P X P 3C P',
    hand: 'AK976.K42.Q3.AJ9',
    call: 'P',
  },
  {
    why: 'regression: 21 HCP and three diamonds raise the forced 4D after doubling their raise twice, not pass',
    auction: '1H X 3H P P X P 4D P',
    hand: 'AKJ9.8.AK7.AQT42',
    call: '5D',
  },
  {
    why: 'regression: a seven-card diamond suit with 17 HCP bids 5D over the forced 4C, not pass',
    auction: '1S X 3S P P X P 4C P',
    hand: '.AK32.AKQ8654.J3',
    call: '5D',
  },
  {
    why: 'with 17 HCP, three diamonds and no long suit the doubler passes the forced 4D',
    auction: '1H X 3H P P X P 4D P',
    hand: 'AKJ9.8.K72.AQT42',
    call: 'P',
  },
] as const;

describe(`the takeout doubler again (${DOUBLER_AGAIN})`, () => {
  it.each(DOUBLER_AGAIN_ROWS.map((r) => [r.why, r] as const))('%s', (_why, row) => {
    const view = viewOf(row.auction, row.hand);
    expect(makeCall(saycCall(view).call)).toBe(row.call);
    const notes = explainAuction('N', callsOfView([...view.auction, row.call]), scoreOfView(view));
    expect(misfits(handFactsOf(view.hands[view.seat!]!), notes[notes.length - 1]!.meaning.shows)).toEqual([]);
  });

  it.each([
    ['a balancing double of a weak two', '2H P P X'],
    ['a double of their raise', '1D P 2D X'],
    ['a double over their opening and response', '1D P 1H X'],
    ['a balancing double of their raise', '1D P 2D P P X'],
  ])('regression: %s is tagged a takeout double, so the doubler rows apply', (_what, auction) => {
    const notes = explainAuction(
      'N',
      callsOfView(auction.split(' ')),
      scoreOfView(viewOf(auction, 'AK976.K42.AJ.AQ9')),
    );
    expect(notes[notes.length - 1]!.meaning.tags).toContain('takeout');
  });
});

describe(`after the redouble of a takeout double (${REDOUBLE})`, () => {
  it.each(REDOUBLE_ROWS.map((r) => [r.why, r] as const))('%s', (_why, row) => {
    const view = viewOf(row.auction, row.hand);
    expect(makeCall(saycCall(view).call)).toBe(row.call);
  });
});

describe(`over the opponents' preempt (${BOOKLET})`, () => {
  it.each(ROWS.map((r) => [r.why, r] as const))('%s', (_why, row) => {
    const view = viewOf(row.auction, row.hand);
    expect(makeCall(saycCall(view).call)).toBe(row.call);
    const notes = explainAuction('N', callsOfView([...view.auction, row.call]), scoreOfView(view));
    expect(misfits(handFactsOf(view.hands[view.seat!]!), notes[notes.length - 1]!.meaning.shows)).toEqual([]);
  });
});
