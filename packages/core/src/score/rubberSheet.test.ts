import { describe, expect, it } from 'vitest';
import fixture from '../../test/data/scoring-rubber.json' with { type: 'json' };
import { parseContract } from '../call.ts';
import { unwrap } from '../result.ts';
import { isSide } from '../types.ts';
import { checkHonours } from './honours.ts';
import {
  addRubberDeal,
  isRubberOver,
  newRubberSheet,
  rubberResult,
  rubberSheetLayout,
  rubberVulnerable,
  type RubberSheet,
} from './rubberSheet.ts';
import { isRuleset } from './tricks.ts';

type Rubber = (typeof fixture.rubbers)[number];
type FixtureDeal = Rubber['deals'][number] & { honours?: string; honoursHeldBy?: string | null };

function add(sheet: RubberSheet, d: FixtureDeal): RubberSheet {
  const contract = unwrap(parseContract(d.contract));
  const declarer = d.declarer;
  if (declarer !== null && !isSide(declarer)) throw new Error(`bad side ${declarer}`);
  const honours = unwrap(checkHonours(d.honours, d.honoursHeldBy, contract?.strain ?? null));
  return unwrap(
    addRubberDeal(sheet, {
      declarer,
      contract,
      tricks: d.tricks,
      honours: honours.kind,
      honoursHeldBy: honours.heldBy,
    }),
  );
}

function play(r: Rubber): RubberSheet {
  const ruleset = r.ruleset;
  if (!isRuleset(ruleset)) throw new Error(`bad ruleset ${ruleset}`);
  return r.deals.reduce(add, newRubberSheet({ ruleset }));
}

describe(`rubber score sheet, whole rubbers of scoring-rubber.json (${fixture.source.slice(0, 60)}…)`, () => {
  it.each(fixture.rubbers.map((r) => [r.id, r.title, r] as const))('%s %s: deal by deal', (_id, _t, r) => {
    const ruleset = r.ruleset;
    if (!isRuleset(ruleset)) throw new Error(`bad ruleset ${ruleset}`);
    let sheet = newRubberSheet({ ruleset });
    for (const d of r.deals) {
      expect(rubberVulnerable(sheet), `vulnerable before deal ${d.n}`).toEqual(d.expect.vulnerableBefore);
      sheet = add(sheet, d);
      const last = sheet.deals[sheet.deals.length - 1]!;
      expect(last.n).toBe(d.n);
      expect(
        {
          vulnerableBefore: last.vulnerableBefore,
          below: last.below,
          above: last.above,
          gameWonBy: last.gameWonBy,
          gamesAfter: last.gamesAfter,
        },
        `deal ${d.n}`,
      ).toEqual(d.expect);
    }
  });
  it.each(fixture.rubbers.map((r) => [r.id, r] as const))('%s: result under both roundings', (_id, r) => {
    const sheet = play(r);
    const unfinished = 'unfinished' in r && r.unfinished;
    const { settlement, ...rest } = r.expected;
    expect(isRubberOver(sheet)).toBe(r.expected.finished);
    expect(rubberResult(sheet, { unfinished })).toEqual({ ...rest, settlement: settlement.default });
    expect(rubberResult(sheet, { unfinished, rounding: 'half-up' })).toEqual({
      ...rest,
      settlement: settlement.halfUp,
    });
    expect(rubberResult(sheet, { unfinished, rounding: 'half-down' })).toEqual({
      ...rest,
      settlement: settlement.halfDown,
    });
  });
  it('has all 14 rubbers', () => {
    expect(fixture.rubbers).toHaveLength(14);
  });
});

describe('rubber score sheet rules', () => {
  const c = (text: string) => unwrap(parseContract(text));
  it('refuses a deal once the rubber is over', () => {
    let s = newRubberSheet();
    s = unwrap(addRubberDeal(s, { declarer: 'NS', contract: c('3NT'), tricks: 9 }));
    s = unwrap(addRubberDeal(s, { declarer: 'NS', contract: c('4S'), tricks: 10 }));
    expect(isRubberOver(s)).toBe(true);
    const r = addRubberDeal(s, { declarer: 'EW', contract: c('1C'), tricks: 7 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('score/rubber_over');
  });
  it('names bad fields', () => {
    const s = newRubberSheet();
    const codes = [
      addRubberDeal(s, { declarer: 'NS', contract: c('3NT'), tricks: 14 }),
      addRubberDeal(s, { declarer: null, contract: c('3NT'), tricks: 9 }),
      addRubberDeal(s, {
        declarer: 'NS',
        contract: c('3NT'),
        tricks: 9,
        honours: '4',
        honoursHeldBy: 'declarer',
      }),
      addRubberDeal(s, {
        declarer: 'NS',
        contract: c('3S'),
        tricks: 9,
        honours: '4aces',
        honoursHeldBy: 'declarer',
      }),
      addRubberDeal(s, { declarer: 'NS', contract: c('3S'), tricks: 9, honours: '5', honoursHeldBy: null }),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual([
      'score/bad_tricks',
      'score/bad_value',
      'score/bad_value',
      'score/bad_value',
      'score/bad_value',
    ]);
  });
  it('records where lines are drawn and which game each entry belongs to', () => {
    let s = newRubberSheet();
    s = unwrap(addRubberDeal(s, { declarer: 'EW', contract: c('2S'), tricks: 8 })); // EW 60, game 0
    s = unwrap(addRubberDeal(s, { declarer: 'NS', contract: c('4H'), tricks: 11 })); // NS game
    s = unwrap(addRubberDeal(s, { declarer: 'NS', contract: null, tricks: null }));
    s = unwrap(addRubberDeal(s, { declarer: 'EW', contract: c('2C'), tricks: 8 })); // EW 40 in game 1, not 100
    expect(s.games).toEqual([{ winner: 'NS', deal: 2 }]);
    expect(s.partScores).toEqual({ NS: 0, EW: 40 });
    expect(s.entries.map((e) => [e.deal, e.side, e.place, e.kind, e.points, e.game])).toEqual([
      [1, 'EW', 'below', 'tricks', 60, 0],
      [2, 'NS', 'below', 'tricks', 120, 0],
      [2, 'NS', 'above', 'overtricks', 30, 0],
      [4, 'EW', 'below', 'tricks', 40, 1],
    ]);
    s = unwrap(addRubberDeal(s, { declarer: 'NS', contract: c('1NT'), tricks: 7 }));
    s = unwrap(addRubberDeal(s, { declarer: 'NS', contract: c('2NT'), tricks: 8 })); // 40 + 70: second game
    expect(isRubberOver(s)).toBe(true);
    expect(s.entries.at(-1)).toEqual({
      deal: 6,
      side: 'NS',
      place: 'above',
      kind: 'rubber',
      points: 700,
      game: 1,
    });
    expect(rubberResult(s, { unfinished: true }).unfinishedBonus).toEqual({ NS: 0, EW: 0 });
  });
  it('lays the sheet out game by game for an interface', () => {
    let s = newRubberSheet();
    expect(rubberSheetLayout(s)).toEqual({
      above: { NS: [], EW: [] },
      games: [{ below: { NS: [], EW: [] }, winner: null }],
      totals: { NS: 0, EW: 0 },
    });
    s = unwrap(addRubberDeal(s, { declarer: 'EW', contract: c('2S'), tricks: 9 }));
    s = unwrap(addRubberDeal(s, { declarer: 'NS', contract: c('3NT'), tricks: 9 }));
    s = unwrap(addRubberDeal(s, { declarer: 'NS', contract: c('2H'), tricks: 7 }));
    s = unwrap(addRubberDeal(s, { declarer: 'NS', contract: c('1H'), tricks: 7 }));
    const stopped = rubberResult(s, { unfinished: true });
    expect(rubberSheetLayout(s, stopped)).toEqual({
      above: { NS: [300, 100], EW: [30, 100] },
      games: [
        { below: { NS: [100], EW: [60] }, winner: 'NS' },
        { below: { NS: [30], EW: [] }, winner: null },
      ],
      totals: { NS: 530, EW: 190 },
    });
    s = unwrap(addRubberDeal(s, { declarer: 'NS', contract: c('3H'), tricks: 9 }));
    expect(rubberSheetLayout(s).games).toEqual([
      { below: { NS: [100], EW: [60] }, winner: 'NS' },
      { below: { NS: [30, 90], EW: [] }, winner: 'NS' },
    ]);
    expect(rubberSheetLayout(s).above.NS).toEqual([700]);
  });
});
