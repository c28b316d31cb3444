import { describe, expect, it } from 'vitest';
import fixture from '../../test/data/imps.json' with { type: 'json' };
import { IMP_LOWER_BOUNDS, crossImps, impsFor, teamBoardImps, teamMatchImps } from './imps.ts';
import { matchpoints } from './matchpoints.ts';

describe(`IMPs, imps.json (${fixture.source.slice(0, 60)}…)`, () => {
  it('has the lower bounds of the Law 78B scale', () => {
    expect(IMP_LOWER_BOUNDS).toEqual(fixture.lowerBounds);
  });
  it.each(fixture.bands)('band $min–$max → $imps IMPs, both signs and every multiple of 10', (b) => {
    const max = b.max ?? b.min + 1000;
    for (let d = b.min; d <= max; d += 10) {
      expect(impsFor(d)).toBe(b.imps);
      expect(impsFor(-d)).toBe(b.imps === 0 ? 0 : -b.imps);
    }
  });
  it.each(fixture.examples)('example $diff → $imps', (e) => {
    expect(impsFor(e.diff)).toBe(e.imps);
  });
  it.each(fixture.teamBoardExamples)('team board $nsTable1 / $nsTable2: $note', (e) => {
    expect(teamBoardImps(e.nsTable1, e.nsTable2)).toEqual({ net: e.net, imps: e.imps });
  });
  it('sums a team match and uses the lower bounds for averages', () => {
    const boards = fixture.teamBoardExamples.map((e) => [e.nsTable1, e.nsTable2] as const);
    const m = teamMatchImps(boards);
    expect(m.boards).toEqual(fixture.teamBoardExamples.map((e) => e.imps));
    expect(m.total).toBe(fixture.teamBoardExamples.reduce((a, e) => a + e.imps, 0));
    expect(impsFor(19.9)).toBe(0);
    expect(impsFor(425)).toBe(9);
    expect(impsFor(-429.5)).toBe(-9);
  });
  it('cross-IMPs a field: each result against every other, averaged; they sum to zero', () => {
    const x = crossImps([420, 450, -50]);
    // 420 v 450: -1, 420 v -50 (470): 10; 450 v -50 (500): 11
    expect(x).toEqual([(-1 + 10) / 2, (1 + 11) / 2, (-10 - 11) / 2]);
    expect(x.reduce((a, b) => a + b, 0)).toBe(0);
    expect(crossImps([100])).toEqual([0]);
  });
});

describe(`matchpoints, imps.json (Law 78A)`, () => {
  it.each(fixture.matchpointExamples)('$board', (e) => {
    const m = matchpoints(e.nsScores);
    expect(m.points).toEqual(e.mpWBF);
    expect(m.top).toBe(8);
    expect(m.percent).toEqual(e.percent);
    const acbl = matchpoints(e.nsScores, 'acbl');
    expect(acbl.points).toEqual(e.mpWBF.map((p) => p / 2));
    expect(acbl.percent).toEqual(e.percent);
  });
  it('shares the points so that they sum to the number of pairs of results', () => {
    const scores = [100, 100, 100, 620, -100, 620];
    const m = matchpoints(scores);
    expect(m.points.reduce((a, b) => a + b, 0)).toBe(scores.length * (scores.length - 1));
    expect(matchpoints([420]).percent).toEqual([50]);
  });
});
