import { describe, expect, it } from 'vitest';
import { makeCall, parseCall, parsePbnDeal, unwrap, type Deal, type Seat, type Strain } from '@tenace/core';
import { NO_SCORE, contextOf } from './context.ts';
import { explainAuction, saycCall, type BidderView } from './bidder.ts';
import { biddingOutJudge } from './bidOut.ts';
import { handFactsOf } from './hand.ts';
import { SLAM_POINT_FLOOR, slamCandidates, slamPoint, slamPoints } from './judgement.ts';

/** North deals; `auction` is the calls so far, `hand` the hand of the seat to act. */
function position(auction: string, hand: string) {
  const calls = auction.split(' ').map((t) => unwrap(parseCall(t)));
  const ctx = contextOf('N', explainAuction('N', calls, NO_SCORE), NO_SCORE);
  const cards = unwrap(parsePbnDeal(`${ctx.seat}:${hand} - - -`))[ctx.seat]!;
  return { ctx, hand: handFactsOf(cards), cards };
}

/** Fake double-dummy tricks: hearts for East–West take `hearts`, anything else six. */
const heartsEW =
  (hearts: number) =>
  (_deal: Deal, strain: Strain, declarer: Seat): number =>
    strain === 'H' && (declarer === 'E' || declarer === 'W') ? hearts : 6;

// East opened 1H, West's Jacoby 2NT, East 3H (no shortness), West cue-bid 4C: East holds 18 HCP with
// five hearts (tenace seed, board 349: 6H makes, the rules bid 4H).
const JACOBY = 'P 1H P 2NT P 3H P 4C P';
const EAST = 'AKJ3.AK984.T2.K8';

describe('slam points: where bidding out compares the rules’ call with six of our fit', () => {
  it.each([
    { auction: JACOBY, hand: EAST, point: true, six: '6H', why: 'a fit in a game force, 30 points or more' },
    { auction: 'P 1H P 2H P', hand: 'KJ3.AQ984.T82.K8', point: false, six: '6H', why: 'a minimum opener' },
    {
      auction: '1NT P',
      hand: 'AK3.K2.AQ8.QJ982',
      point: true,
      six: '6NT',
      why: '20 HCP opposite a 1NT opener',
    },
    { auction: '1NT P', hand: 'K83.K2.A98.QJ982', point: false, six: '6NT', why: 'game values only' },
  ])('$auction with $hand: $point ($why)', ({ auction, hand, point, six }) => {
    const p = position(auction, hand);
    expect(slamPoint(p.ctx, p.hand)).toBe(point);
    expect(slamPoints(p.ctx, p.hand) >= SLAM_POINT_FLOOR).toBe(point);
    expect(slamCandidates(p.ctx, p.hand).map(makeCall)).toEqual([six]);
  });

  it('is not one before partner has bid, whatever the hand', () => {
    // North opened 2C, East preempted, South passed: 27 HCP, but partner has shown nothing.
    const p = position('2C 3S P P', 'AK.AKQJ.AKQ8.KQ2');
    expect(slamPoint(p.ctx, p.hand)).toBe(false);
  });

  it('has no candidate once six of our fit is passed', () => {
    const p = position('P 1H P 2NT P 3H P 4C 6S', EAST);
    expect(slamCandidates(p.ctx, p.hand)).toEqual([]);
    expect(slamPoint(p.ctx, p.hand)).toBe(false);
  });
});

describe('bidding out at a slam point', () => {
  const p = position(JACOBY, EAST);
  const view: BidderView = {
    seat: 'E',
    dealer: 'N',
    auction: JACOBY.split(' '),
    hands: { N: null, E: p.cards.cards(), S: null, W: null },
    vulnerability: 'None',
  };

  it('the rules alone bid game', () => {
    expect(makeCall(saycCall(view).call)).toBe('4H');
  });

  it('jumps to six when the layouts make twelve tricks, even where it replaces only a pass, and says why', () => {
    const judge = biddingOutJudge({ tricks: heartsEW(12), deals: 6, replaces: 'pass' });
    const r = saycCall(view, { judge });
    expect(makeCall(r.call)).toBe('6H');
    expect(r.reason.key).toBe('bid.judged');
    expect(r.reason.text).toMatch(
      /\(6H: \+980 \(\+11 IMPs\) on average over 6 layouts, 4H \+480 \(-11 IMPs\)\)$/,
    );
  });

  it('keeps game when the layouts make eleven', () => {
    const judge = biddingOutJudge({ tricks: heartsEW(11), deals: 6, replaces: 'pass' });
    expect(makeCall(saycCall(view, { judge }).call)).toBe('4H');
  });

  it('does not replace the game bid by a pass, whatever the layouts say', () => {
    // Ten tricks: 6H fails; a pass of 4C would not even be a contract of ours. Only six may replace 4H.
    const judge = biddingOutJudge({ tricks: heartsEW(9), deals: 6, replaces: 'pass' });
    expect(makeCall(saycCall(view, { judge }).call)).toBe('4H');
  });
});
