import { describe, expect, it } from 'vitest';
import { chicagoRecord, chicagoReduce, newChicagoMatch } from '../src/game/chicago.ts';
import { duplicateRecord, duplicateReduce, newDuplicate } from '../src/game/duplicate.ts';
import { newRubber, rubberRecord, rubberReduce, type RubberState } from '../src/game/rubber.ts';
import { parseContract } from '../src/call.ts';
import { parsePbnDealFull } from '../src/deal.ts';
import { unwrap } from '../src/result.ts';
import { honoursHolderFor, honoursIn } from '../src/score/honours.ts';
import { rubberDealScore } from '../src/score/rubber.ts';
import { sideOf } from '../src/seat.ts';
import { viewFor } from '../src/view.ts';
import { playOut, randomDealAction, testRng } from './bridgeDriver.ts';
import { checkBridgeRecord, type BridgeRecord } from './checkBridgeRecord.ts';

const asRecord = (x: unknown): BridgeRecord => JSON.parse(JSON.stringify(x)) as BridgeRecord;
const SEEDS = [1, 2, 3, 7, 42, 1001];

describe('random legal rubbers pass the independent check', () => {
  it.each(SEEDS)('seed %i (modern) and 1948', (seed) => {
    for (const ruleset of ['modern', '1948'] as const) {
      const final = playOut(
        unwrap(newRubber(`r${seed}`, { ruleset, firstDealer: 'E' })),
        rubberReduce,
        testRng(seed),
      );
      const rec = asRecord(rubberRecord(final));
      expect(checkBridgeRecord(rec)).toEqual([]);
      expect(rec.result.finished).toBe(true);
      expect(rec.deals[0]!.dealer).toBe('E');
    }
  });
});

describe('property: any legal auction and play gives NS and EW entries that agree', () => {
  it.each(SEEDS)('rubber seed %i: each deal’s sheet entries are the deal’s score, split by side', (seed) => {
    const final = playOut(unwrap(newRubber(`p${seed}`)), rubberReduce, testRng(seed * 7));
    for (const d of final.history) {
      const contract = unwrap(parseContract(d.contract));
      if (contract === null || d.declarer === null) {
        expect([d.below, d.above]).toEqual([
          { NS: 0, EW: 0 },
          { NS: 0, EW: 0 },
        ]);
        continue;
      }
      const side = sideOf(d.declarer);
      const defenders = side === 'NS' ? 'EW' : 'NS';
      const h = honoursIn(unwrap(parsePbnDealFull(d.pbn)), contract.strain);
      const s = rubberDealScore({
        contract,
        tricks: d.tricks,
        vulnerable: d.vulnerable[side],
        honours: h.kind,
        honoursHeldBy: honoursHolderFor(h.holder, side),
      });
      expect(d.below[side]).toBe(s.below);
      expect(d.below[defenders]).toBe(0);
      expect(d.above[side]).toBe(s.aboveDeclarer);
      expect(d.above[defenders]).toBe(s.aboveDefenders);
    }
  });
  it.each(SEEDS)('duplicate seed %i: NS score = −EW score on every board', (seed) => {
    const final = playOut(unwrap(newDuplicate(`d${seed}`, { boards: 16 })), duplicateReduce, testRng(seed));
    for (const d of final.history) expect(d.score.NS + d.score.EW).toBe(0);
    expect(checkBridgeRecord(asRecord(duplicateRecord(final)))).toEqual([]);
  });
  it.each(SEEDS)('chicago seed %i: at most one side scores below-line points on a deal', (seed) => {
    const final = playOut(unwrap(newChicagoMatch(`c${seed}`)), chicagoReduce, testRng(seed));
    for (const d of final.history) expect(d.points.NS >= 0 && d.points.EW >= 0).toBe(true);
    expect(checkBridgeRecord(asRecord(chicagoRecord(final)))).toEqual([]);
  });
});

describe('Chicago options', () => {
  it.each([
    { vulnerability23: 'non-dealer' as const, firstDealer: 'W' as const },
    { passedOut: 'next' as const, honours: true },
    { scoring: 'duplicate' as const, rounding: 'half-down' as const },
  ])('%o passes the independent check', (rules) => {
    for (const seed of [5, 6, 8]) {
      const final = playOut(unwrap(newChicagoMatch(`o${seed}`, rules)), chicagoReduce, testRng(seed));
      const rec = asRecord(chicagoRecord(final));
      expect(checkBridgeRecord(rec)).toEqual([]);
      expect(rec.deals.filter((d) => d.counted === true)).toHaveLength(4);
    }
  });
  it('refuses bad options with a coded error naming the field', () => {
    const r = newChicagoMatch('x', { passedOut: 'later' as never });
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'action/bad_action',
      message: expect.stringContaining('passedOut') as unknown,
    });
  });
});

describe('the checker catches wrong records (it can fail)', () => {
  const final = playOut(unwrap(newRubber('mut')), rubberReduce, testRng(99));
  const good = asRecord(rubberRecord(final));
  const played = good.deals.findIndex((d) => d.contract !== 'PASS');
  const mutate = (f: (r: BridgeRecord) => void): string[] => {
    const r = asRecord(good);
    f(r);
    return checkBridgeRecord(r);
  };
  it('a card that breaks following suit or is not held', () => {
    expect(mutate((r) => r.deals[played]!.play.reverse()).length).toBeGreaterThan(0);
  });
  it('a wrong declarer, contract, trick count, sheet entry, vulnerability, total', () => {
    expect(
      mutate((r) => (r.deals[played]!.declarer = 'N' === r.deals[played]!.declarer ? 'E' : 'N')),
    ).not.toEqual([]);
    expect(mutate((r) => (r.deals[played]!.contract = '7NTXX'))).not.toEqual([]);
    expect(mutate((r) => (r.deals[played]!.tricks += 1))).not.toEqual([]);
    expect(mutate((r) => (r.deals[played]!.above!.NS += 10))).not.toEqual([]);
    expect(mutate((r) => (r.deals[played]!.vulnerable = { NS: true, EW: true }))).not.toEqual([]);
    expect(mutate((r) => ((r.result.totals as { NS: number }).NS += 100))).not.toEqual([]);
  });
  it('an illegal call in the auction', () => {
    expect(mutate((r) => r.deals[0]!.auction.unshift('X'))).not.toEqual([]);
  });
});

describe('rubber reducer', () => {
  const start = (): RubberState => unwrap(newRubber('t'));
  it('takes next and stop only between deals', () => {
    const s = start();
    const n = rubberReduce(s, { type: 'next', seat: null });
    expect(n.ok ? null : n.error.code).toBe('action/wrong_phase');
    const st = rubberReduce(s, { type: 'stop', seat: null });
    expect(st.ok ? null : st.error.code).toBe('action/wrong_phase');
  });
  it('deals rotate clockwise, passed-out deals included; vulnerability follows games', () => {
    const final = playOut(start(), rubberReduce, testRng(3));
    final.history.forEach((d, i) => {
      expect(d.number).toBe(i + 1);
      if (i > 0) expect(d.dealer).toBe(['N', 'E', 'S', 'W'][i % 4]);
    });
  });
  it('a rubber stopped early is scored as unfinished and passes the check', () => {
    let s = start();
    const rng = testRng(11);
    while (s.phase !== 'scored' || s.sheet.deals.every((d) => d.contract === null)) {
      s = unwrap(rubberReduce(s, randomDealAction(s.current, rng)));
      if (s.phase === 'over') break;
    }
    if (s.phase === 'scored') s = unwrap(rubberReduce(s, { type: 'stop', seat: null }));
    expect(s.phase).toBe('over');
    const rec = asRecord(rubberRecord(s));
    expect(checkBridgeRecord(rec)).toEqual([]);
  });
  it('refuses bad rules', () => {
    const r = newRubber('x', { ruleset: '1932' as never });
    expect(r.ok ? null : r.error.code).toBe('action/bad_action');
  });
  it('viewFor gives the rubber view: own hand during the auction, the standing, the history', () => {
    const s = start();
    const v = viewFor(s, 'N');
    expect(v.mode).toBe('rubber');
    expect(v.hands.N).toHaveLength(13);
    expect(v.hands.E).toBeNull();
    expect(v.vulnerability).toBe('None');
    expect(v.legalCalls.length).toBe(36); // pass and the 35 bids
    expect(viewFor(s, 'E').legalCalls).toEqual([]);
  });
});

describe('Chicago and duplicate views', () => {
  it('Chicago: the schedule’s vulnerability, carried part-scores and the standing; own hand only', () => {
    const s = unwrap(newChicagoMatch('v', { firstDealer: 'E' }));
    const v = viewFor(s, 'E');
    expect(v.mode).toBe('chicago');
    expect(v.vulnerability).toBe('None');
    expect(v.dealer).toBe('E');
    expect(v.legalCalls.length).toBe(36);
    expect((['N', 'E', 'S', 'W'] as const).filter((x) => v.hands[x] !== null)).toEqual(['E']);
    if (v.mode === 'chicago') expect(v.partScores).toEqual({ NS: 0, EW: 0 });
    expect(viewFor(s, null).hands).toEqual({ N: null, E: null, S: null, W: null });
  });
  it('duplicate: board 2 is dealt by East with NS vulnerable', () => {
    let s = unwrap(newDuplicate('v', { boards: 2 }));
    const rng = testRng(4);
    while (s.phase !== 'scored') s = unwrap(duplicateReduce(s, randomDealAction(s.current, rng)));
    const scored = viewFor(s, 'S');
    expect(scored.deal).not.toBeNull(); // everything is public once the board is scored
    s = unwrap(duplicateReduce(s, { type: 'next', seat: null }));
    const v = viewFor(s, 'E');
    expect([v.mode, v.dealNumber, v.dealer, v.vulnerability]).toEqual(['duplicate', 2, 'E', 'NS']);
    expect(v.history).toHaveLength(1);
  });
});
