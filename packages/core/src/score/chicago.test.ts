import { describe, expect, it } from 'vitest';
import fixture from '../../test/data/scoring-chicago.json' with { type: 'json' };
import { parseContract } from '../call.ts';
import { unwrap } from '../result.ts';
import { isSide } from '../types.ts';
import {
  addChicagoDeal,
  chicagoNext,
  chicagoResult,
  chicagoVulnerability,
  isChicagoOver,
  newChicago,
  type Chicago,
} from './chicago.ts';

const entry = (declarer: string | null, contract: string, tricks: number | null) => {
  if (declarer !== null && !isSide(declarer)) throw new Error(`bad side ${declarer}`);
  return { declarer, contract: unwrap(parseContract(contract)), tricks };
};

describe(`Chicago, scoring-chicago.json (${fixture.source.slice(0, 60)}…)`, () => {
  it.each(fixture.vulnerabilitySchedule)(
    'schedule: deal $deal, dealer $dealer, vulnerable $vulnerable',
    (r) => {
      const dealer = r.dealer as 'N' | 'E' | 'S' | 'W';
      const v = chicagoVulnerability(r.deal, dealer);
      const text = v.NS ? (v.EW ? 'All' : 'NS') : v.EW ? 'EW' : 'None';
      expect(text).toBe(r.vulnerable);
    },
  );
  it.each(fixture.chicagos.map((c) => [c.id, c.title, c] as const))('%s %s', (_id, _title, c) => {
    let s: Chicago = newChicago();
    for (const d of c.deals) {
      const next = chicagoNext(s)!;
      expect({ n: next.n, dealer: next.dealer, vulnerable: next.vulnerable }).toEqual({
        n: d.expect.n,
        dealer: d.expect.dealer,
        vulnerable: d.expect.vulnerable,
      });
      s = unwrap(addChicagoDeal(s, entry(d.declarer, d.contract, d.tricks)));
      const last = s.deals.at(-1)!;
      expect({ points: last.points, gameCompletedBy: last.gameCompletedBy }, `deal ${d.expect.n}`).toEqual({
        points: d.expect.points,
        gameCompletedBy: d.expect.gameCompletedBy,
      });
    }
    expect(isChicagoOver(s)).toBe(true);
    const { settlement, ...rest } = c.expected;
    expect(chicagoResult(s)).toEqual({ finished: true, ...rest, settlement: settlement.default });
    expect(chicagoResult(s, { rounding: 'half-down' }).settlement).toBe(settlement.halfDown);
  });
});

describe('Chicago options and rules', () => {
  it('swaps deals 2 and 3 when the non-dealer side is vulnerable', () => {
    expect(chicagoVulnerability(2, 'E', 'non-dealer')).toEqual({ NS: true, EW: false });
    expect(chicagoVulnerability(3, 'S', 'non-dealer')).toEqual({ NS: false, EW: true });
    expect(chicagoVulnerability(1, 'S', 'non-dealer')).toEqual({ NS: false, EW: false });
    expect(chicagoVulnerability(4, 'S', 'non-dealer')).toEqual({ NS: true, EW: true });
  });
  it('starts with the drawn dealer', () => {
    const s = newChicago({ firstDealer: 'W' });
    expect(chicagoNext(s)).toEqual({ n: 1, dealer: 'W', vulnerable: { NS: false, EW: false } });
    const s2 = unwrap(addChicagoDeal(s, entry('NS', '1C', 7)));
    expect(chicagoNext(s2)).toEqual({ n: 2, dealer: 'N', vulnerable: { NS: true, EW: false } });
  });
  it('has a passed-out deal redealt by the same dealer by default, or counted as an option', () => {
    const redeal = unwrap(addChicagoDeal(newChicago(), entry(null, 'PASS', null)));
    expect(chicagoNext(redeal)).toMatchObject({ n: 1, dealer: 'N' });
    const counted = unwrap(addChicagoDeal(newChicago({ passedOut: 'next' }), entry(null, 'PASS', null)));
    expect(chicagoNext(counted)).toMatchObject({ n: 2, dealer: 'E' });
  });
  it('refuses a fifth deal', () => {
    let s = newChicago();
    for (let i = 0; i < 4; i++) s = unwrap(addChicagoDeal(s, entry('NS', '1C', 7)));
    const r = addChicagoDeal(s, entry('NS', '1C', 7));
    expect(r.ok ? 'ok' : r.error.code).toBe('score/rubber_over');
    expect(chicagoNext(s)).toBeNull();
  });
  it('scores honours only when agreed', () => {
    const e = { ...entry('NS', '4S', 10), honours: '4' as const, honoursHeldBy: 'defenders' as const };
    expect(unwrap(addChicagoDeal(newChicago(), e)).deals[0]!.points).toEqual({ NS: 420, EW: 0 });
    expect(unwrap(addChicagoDeal(newChicago({ honours: true }), e)).deals[0]!.points).toEqual({
      NS: 420,
      EW: 100,
    });
  });
  it('scores each deal as duplicate in the four-deal duplicate variant (no carry-over)', () => {
    let s = newChicago({ scoring: 'duplicate' });
    s = unwrap(addChicagoDeal(s, entry('NS', '2H', 8))); // 110 (60 + 50)
    s = unwrap(addChicagoDeal(s, entry('NS', '2C', 8))); // 90, no game from the carry-over
    s = unwrap(addChicagoDeal(s, entry('EW', '4S', 9))); // NS not vul on deal 3 for EW… EW declarer NV: NS +50
    s = unwrap(addChicagoDeal(s, entry('EW', '3NT', 9))); // all vul: 600
    expect(s.deals.map((d) => d.points)).toEqual([
      { NS: 110, EW: 0 },
      { NS: 90, EW: 0 },
      { NS: 50, EW: 0 },
      { NS: 0, EW: 600 },
    ]);
    expect(s.deals.map((d) => d.gameCompletedBy)).toEqual([null, null, null, 'EW']);
  });
  it('gives no fourth-deal premium to a contract that failed, and names bad fields', () => {
    let s = newChicago();
    for (let i = 0; i < 3; i++) s = unwrap(addChicagoDeal(s, entry(null, 'PASS', null)));
    expect(chicagoNext(s)!.n).toBe(1);
    const bad = addChicagoDeal(s, entry('NS', '2S', 14));
    expect(bad.ok ? 'ok' : bad.error.code).toBe('score/bad_tricks');
  });
});
