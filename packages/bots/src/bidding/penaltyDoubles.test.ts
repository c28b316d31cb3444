import { describe, expect, it } from 'vitest';
import { makeCall, parsePbnDeal, rotate, unwrap, type Seat, type Vulnerability } from '@tenace/core';
import { callsOfView, explainAuction, saycCall, scoreOfView, type BidderView } from './bidder.ts';
import { NO_SCORE, contextOf } from './context.ts';
import { defenceMargin, defensiveTricks } from './defence.ts';
import { handFactsOf } from './hand.ts';
import { misfits } from './meaning.ts';

interface Row {
  readonly source: string;
  readonly auction: string;
  readonly hand: string;
  readonly vul: Vulnerability;
  readonly call: string;
}

const PENALTY =
  'standard practice (SAYC-based OKbridge notes, "penalty doubles"; Root and Pavlicek, "Modern Bridge Conventions"): a double of a bid at the four level or higher, once partner has described his hand, is for penalty';
const SACRIFICE =
  'Larry Cohen, "To Bid or Not to Bid": with a nine-card fit and no defence, bid four over their four-level game at favourable vulnerability';

/** North deals every auction. */
const ROWS: readonly Row[] = [
  {
    source: `${PENALTY}: 18 HCP, three quick tricks outside hearts and K-J-9 of trumps double their sacrifice`,
    auction: '1S 2H 4S 5H',
    hand: 'AKJ84.KJ9.A5.K32',
    vul: 'NS',
    call: 'X',
  },
  {
    source: `${PENALTY}: with a singleton in their suit the hand does not double for penalty`,
    auction: '1S 2H 4S 5H',
    hand: 'AKJ84.9.AQ5.KJ32',
    vul: 'NS',
    call: 'P',
  },
  {
    source: `${PENALTY}: partner of the doubler with a normal hand leaves it in`,
    auction: '1S 2H 4S 5H X P',
    hand: 'QT963.732.KJ6.J5',
    vul: 'NS',
    call: 'P',
  },
  {
    source: `${PENALTY}: partner pulls only with a void in their suit, no quick trick and our fit`,
    auction: '1S 2H 4S 5H X P',
    hand: 'QT963..J8642.J52',
    vul: 'NS',
    call: '5S',
  },
  {
    source: `${PENALTY}: opener with four trumps and four quick tricks doubles their 4S over partner's raise`,
    auction: '1H P 2H 4S',
    hand: 'QJ93.AKJ84.A5.32',
    vul: 'None',
    call: 'X',
  },
  {
    source: `${PENALTY}: in the pass-out seat too, with their suit held and partner's raise`,
    auction: '1S 2C 2S 5C P P',
    hand: 'K5.QJ4.AK72.QT98',
    vul: 'None',
    call: 'X',
  },
  {
    source: `${SACRIFICE}: not vulnerable against vulnerable, four trumps with partner's weak jump overcall`,
    auction: '1H 2S 4H',
    hand: 'KJ97.54.J842.732',
    vul: 'NS',
    call: '4S',
  },
  {
    source: `${SACRIFICE}: not at unfavourable vulnerability`,
    auction: '1H 2S 4H',
    hand: 'KJ97.54.J842.732',
    vul: 'EW',
    call: 'P',
  },
];

function viewOf(row: Row): BidderView {
  const auction = row.auction.split(' ');
  const seat = rotate('N', auction.length);
  const cards = unwrap(parsePbnDeal(`${seat}:${row.hand} - - -`))[seat]!.cards();
  return {
    seat,
    dealer: 'N',
    auction,
    hands: { N: null, E: null, S: null, W: null, [seat]: cards },
    vulnerability: row.vul,
  };
}

describe('penalty doubles of overbids and sacrifices, and the sacrifice (source in each row)', () => {
  it.each(ROWS.map((r) => [r.source, r] as const))('%s', (_source, row) => {
    const view = viewOf(row);
    expect(makeCall(saycCall(view).call), `${row.auction} with ${row.hand}`).toBe(row.call);
    // The call's meaning, explained from the auction alone, fits the hand that made it.
    const notes = explainAuction('N', callsOfView([...view.auction, row.call]), scoreOfView(view));
    expect(misfits(handFactsOf(view.hands[view.seat!]!), notes[notes.length - 1]!.meaning.shows)).toEqual([]);
  });
});

describe('defensive tricks', () => {
  const ctxOf = (auction: string) => {
    const calls = callsOfView(auction.split(' '));
    return contextOf('N', explainAuction('N', calls, NO_SCORE), NO_SCORE);
  };
  const hand = (pbn: string, seat: Seat = 'N') =>
    handFactsOf(unwrap(parsePbnDeal(`${seat}:${pbn} - - -`))[seat]!);

  it('grow with quick tricks and with trumps', () => {
    const ctx = ctxOf('1S 2H 4S 5H');
    const base = defensiveTricks(hand('QJ842.J92.Q5.Q32'), ctx, 'H', 5);
    expect(defensiveTricks(hand('AKJ84.J92.A5.Q32'), ctx, 'H', 5)).toBeGreaterThan(base);
    expect(defensiveTricks(hand('QJ84.KJ92.Q5.Q32'), ctx, 'H', 5)).toBeGreaterThan(base);
    expect(defensiveTricks(hand('QJ8.J932.Q5.Q432'), ctx, 'H', 5)).toBeGreaterThan(base);
  });

  it('count nothing against our own bid, no-trump or an artificial bid', () => {
    const h = hand('AKJ84.KJ9.A5.K32');
    expect(defenceMargin(h, ctxOf('1S 2H 4S 5H'))).not.toBeNull();
    expect(defenceMargin(h, ctxOf('1S 2H 4S 5H X'))).toBeNull();
    expect(defenceMargin(h, ctxOf('1S 2H 2S 3NT'))).toBeNull();
    expect(defenceMargin(h, ctxOf('1S P 2S P'))).toBeNull();
    // Michaels (2D over 1D): artificial, nothing to defend.
    expect(defenceMargin(h, ctxOf('1D 2D'))).toBeNull();
  });
});
