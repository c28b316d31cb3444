/**
 * The sampling player's calls: the SAYC rules, with bidding out where the rules pass at a judgement point
 * (bidOut.ts, `replaces: 'pass'`). The position is board 74 of the seeded deals '18', where the rules' own
 * auction reached 5C by the opponents and the rules pass; bid out on the real hands, the double scores
 * +800 against +300 for the pass (the audit of 2026-12-07 in the bidding README).
 */
import { PASS, bid, boardDealer, boardVulnerability, seededDeal, type SeatView } from '@tenace/core';
import { describe, expect, it } from 'vitest';
import { SimulationPlayer } from '../ddPlayer.ts';
import { biddingOutJudge } from './bidOut.ts';
import { SACRIFICE_CTX as ctx, SACRIFICE_NORTH as north, fakeTricks as fake } from './sacrificePosition.ts';

const deal = seededDeal('18', 74);
const VIEW = {
  seat: 'W',
  dealer: boardDealer(74),
  auction: ['1H', '2C', 'P', '3C', 'P', '5C'],
  hands: { N: null, E: null, S: null, W: deal.hands.W.cards() },
  vulnerability: boardVulnerability(74),
  mode: 'duplicate',
} as unknown as SeatView;

describe("bidding out replaces only the rules' pass when asked to", () => {
  it("keeps the rules' bid without dealing a layout", () => {
    let solves = 0;
    const judge = biddingOutJudge({
      tricks: (d, s, decl) => {
        solves++;
        return fake(11, 9)(d, s, decl);
      },
      deals: 6,
      replaces: 'pass',
    });
    // The rules' choice is the bid 5H (index 1): it stands, and no layout is scored.
    const r = judge(ctx, north, [PASS, bid(5, 'H')], 1);
    expect(typeof r === 'number' ? r : r.index).toBe(1);
    expect(typeof r === 'number' ? '' : r.reason).toMatch(/replaces only a pass/);
    expect(solves).toBe(0);
  });

  it("replaces the rules' pass when another call scores better", () => {
    const judge = biddingOutJudge({ tricks: fake(11, 9), deals: 6, replaces: 'pass' });
    const r = judge(ctx, north, [PASS, bid(5, 'H')], 0);
    expect(typeof r === 'number' ? r : r.index).toBe(1);
  });
});

describe('the sampling player at a judgement point', () => {
  it('doubles their game where the rules pass, and says why', async () => {
    const d = await new SimulationPlayer({ seed: 1, judgeMs: 60_000 }).chooseCall(VIEW);
    expect(d.value).toEqual({ type: 'double' });
    expect(d.reason.text).toMatch(/X \(penalty double\): .* on average over \d+ layouts/);
  });

  it('passes with bidding out turned off (the rules alone)', async () => {
    const d = await new SimulationPlayer({ seed: 1, judgeMs: 0 }).chooseCall(VIEW);
    expect(d.value).toEqual(PASS);
  });

  it('gives the same call for the same view and seed, whatever the hidden cards', async () => {
    const hands = {
      N: deal.hands.N.cards(),
      E: deal.hands.E.cards(),
      S: deal.hands.S.cards(),
      W: deal.hands.W.cards(),
    };
    const peeking = { ...VIEW, hands } as unknown as SeatView;
    const player = new SimulationPlayer({ seed: 1, judgeMs: 60_000 });
    const a = await player.chooseCall(VIEW);
    const b = await player.chooseCall(peeking);
    expect(b.value).toEqual(a.value);
    expect(b.reason.text).toBe(a.reason.text);
  });
});

describe('the sampling player at a slam point', () => {
  // Board 349 of the seeded deals 'tenace': East opened 1H, West's Jacoby 2NT, East 3H, West cue-bid 4C.
  // The rules sign off in 4H; twelve tricks make double dummy (bid out on the real hands, 6H +980).
  const slamDeal = seededDeal('tenace', 349);
  const SLAM_VIEW = {
    seat: 'E',
    dealer: boardDealer(349),
    auction: ['P', '1H', 'P', '2NT', 'P', '3H', 'P', '4C', 'P'],
    hands: { N: null, E: slamDeal.hands.E.cards(), S: null, W: null },
    vulnerability: boardVulnerability(349),
    mode: 'duplicate',
  } as unknown as SeatView;

  it('bids the slam the rules miss, with the real solver, and says why', async () => {
    const d = await new SimulationPlayer({ seed: 1, judgeMs: 60_000 }).chooseCall(SLAM_VIEW);
    expect(d.value).toEqual(bid(6, 'H'));
    expect(d.reason.text).toMatch(
      /^Chosen by bidding out.*\(6H: \+\d+ \(\+[\d.]+ IMPs\) on average over 12 layouts, 4H/,
    );
  });

  it('signs off with bidding out turned off (the rules alone)', async () => {
    const d = await new SimulationPlayer({ seed: 1, judgeMs: 0 }).chooseCall(SLAM_VIEW);
    expect(d.value).toEqual(bid(4, 'H'));
  });
});
