import { describe, expect, it } from 'vitest';
import { PASS, bid, makeCall, parsePbnDeal, rotate, seededDeal, unwrap, type Call } from '@tenace/core';
import { biddingOutJudge } from './bidOut.ts';
import { saycCall, type BidderView, type Judge } from './bidder.ts';
import { declarerTricks } from '../dd.ts';
import { SACRIFICE_CTX as ctx, SACRIFICE_NORTH as north, fakeTricks as fake } from './sacrificePosition.ts';

describe('judgement by bidding out', () => {
  it('bids on when our five-level contract makes and their game fails, and says why', () => {
    const judge = biddingOutJudge({ tricks: fake(11, 9), deals: 6 });
    const r = judge(ctx, north, [PASS, bid(5, 'H')], 0);
    expect(typeof r === 'number' ? r : r.index).toBe(1);
    expect(typeof r === 'number' ? '' : r.reason).toMatch(
      /^5H: \+\d+ \(\+[\d.]+ IMPs\) on average over 6 layouts, P \+\d+ \(-[\d.]+ IMPs\)$/,
    );
  });

  it('gives the same call for the same view and seed, whatever the hidden cards', () => {
    const judge = biddingOutJudge({ tricks: fake(10, 10), deals: 6, seed: 5n });
    const view: BidderView = {
      seat: 'N',
      dealer: 'N',
      auction: ['1H', '1S', '4H', '4S'],
      hands: { N: north.cards.cards(), E: null, S: null, W: null },
      vulnerability: 'EW',
    };
    const first = saycCall(view, { judge });
    // The same view with other cards filled in for the hidden seats: the bidder does not read them.
    const other = seededDeal('hidden', 3);
    const peeking: BidderView = {
      ...view,
      hands: {
        N: north.cards.cards(),
        E: other.hands.E.cards(),
        S: other.hands.S.cards(),
        W: other.hands.W.cards(),
      },
    };
    for (const v of [view, peeking]) {
      const again = saycCall(v, { judge });
      expect(makeCall(again.call)).toBe(makeCall(first.call));
      expect(again.reason.text).toBe(first.reason.text);
    }
  });

  it('keeps to its budget: past it no layout is scored and the rules’ choice stands', () => {
    let clock = 0;
    let solves = 0;
    const judge = biddingOutJudge({
      tricks: (d, s, decl) => {
        solves++;
        return fake(11, 9)(d, s, decl);
      },
      deals: 16,
      budgetMs: 250,
      now: () => (clock += 100),
    });
    const r = judge(ctx, north, [PASS, bid(5, 'H')], 0);
    expect(typeof r === 'number' ? r : r.index).toBe(0);
    expect(typeof r === 'number' ? '' : r.reason).toMatch(/rules' choice/);
    // At most two layouts fit in 250 ms of a clock that moves 100 ms a reading; two strains each.
    expect(solves).toBeLessThanOrEqual(4);
  });
});

/** North deals; the seat to act holds `hand`. */
function view(auction: string, hand: string, vulnerability: BidderView['vulnerability']): BidderView {
  const calls = auction.split(' ');
  const seat = rotate('N', calls.length);
  const cards = unwrap(parsePbnDeal(`${seat}:${hand} - - -`))[seat]!.cards();
  return {
    seat,
    dealer: 'N',
    auction: calls,
    hands: { N: null, E: null, S: null, W: null, [seat]: cards },
    vulnerability,
  };
}

describe("judgement over the opponents' game", () => {
  it('compares the pass, the penalty double and the bid in our fit, whatever the rules chose', () => {
    let seen: readonly Call[] = [];
    const spy: Judge = (_ctx, _hand, candidates, rulesChoice = 0) => {
      seen = candidates;
      return rulesChoice;
    };
    const candidates = (auction: string, hand: string) => {
      const v = view(auction, hand, 'EW');
      const rules = saycCall(v);
      expect(makeCall(saycCall(v, { judge: spy }).call)).toBe(makeCall(rules.call));
      return { rules: makeCall(rules.call), seen: seen.map(makeCall) };
    };
    // Our 4H, their 4S: North's rules make a slam try; the pass and 5H are candidates too, the double
    // not with a singleton spade and no defence to speak of.
    const slamTry = candidates('1H 1S 4H 4S', '2.AQJ9832.KQ2.32');
    expect(slamTry.seen).toEqual(expect.arrayContaining([slamTry.rules, 'P', '5H']));
    expect(slamTry.seen).not.toContain('X');
    // With spade tricks the double is a candidate as well.
    const tricks = candidates('1H 1S 4H 4S', 'KJ9.AQJ98.AK2.32');
    expect(tricks.seen).toEqual(expect.arrayContaining(['P', 'X', '5H']));
  });

  it('is no judgement point below their game or over our own bid', () => {
    let calls = 0;
    const spy: Judge = (_ctx, _hand, _candidates, rulesChoice = 0) => {
      calls++;
      return rulesChoice;
    };
    saycCall(view('1H 1S 2H 2S', 'K2.AQJ983.KQ2.32', 'None'), { judge: spy });
    saycCall(view('1H 1S 4H P', 'K2.AQ983.KQ2.432', 'None'), { judge: spy });
    expect(calls).toBe(0);
  });

  // Real double-dummy results on the sampled layouts (the solver, not fake tricks).
  const solved = biddingOutJudge({
    tricks: (d, s, decl) => declarerTricks(d.hands, s, decl, 2000),
    deals: 8,
    budgetMs: 60_000,
  });

  it('sacrifices at favourable vulnerability when the simulation says it pays, and says so', () => {
    // 1S (2H) 4S: West, partner of the overcaller, holds five hearts and a singleton spade.
    const r = saycCall(view('1S 2H 4S', '5.QJ976.Q8642.73', 'NS'), { judge: solved });
    expect(makeCall(r.call)).toBe('5H');
    expect(r.reason.text).toMatch(/\(5H \(sacrifice\): -\d+ \(\+[\d.]+ IMPs\) on average over 8 layouts, /);
    expect(r.reason.text).toMatch(/, P -\d+ \(-[\d.]+ IMPs\)\)$/);
  });

  it('doubles their sacrifice when the simulation says the defence beats it, and says so', () => {
    const r = saycCall(view('1S 2H 4S 5H', 'AKJ84.KJ9.A5.K32', 'NS'), { judge: solved });
    expect(makeCall(r.call)).toBe('X');
    expect(r.reason.text).toMatch(
      /\(X \(penalty double\): \+\d+ \(\+[\d.]+ IMPs\) on average over 8 layouts, /,
    );
    expect(r.reason.text).toMatch(/ 5S /);
  });
});
