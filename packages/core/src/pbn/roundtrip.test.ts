import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededDeal } from '../dealing.ts';
import { dealFromSetup, makePbnDeal } from '../deal.ts';
import { unwrap } from '../result.ts';
import { SplitMix64 } from '../rng.ts';
import {
  checkPbnGame,
  makeLin,
  makePbn,
  parseLin,
  parsePbn,
  parseSideScore,
  tagValue,
  type PbnGame,
  type PbnRead,
} from './index.ts';

const dir = new URL('../../test/data/', import.meta.url);
const pbnFiles = readdirSync(new URL('pbn/', dir)).filter((f) => f.endsWith('.pbn'));
const linFiles = readdirSync(new URL('lin/', dir)).filter((f) => f.endsWith('.lin'));
const read = (sub: string): string => readFileSync(new URL(sub, dir), 'utf8');

function must(r: ReturnType<typeof parsePbn>): PbnRead {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** What LIN holds of a game. */
function linView(g: PbnGame) {
  const c = checkPbnGame(g);
  const notes = g.auction?.calls.map((e) => g.auction?.notes.find((n) => n.number === e.note)?.text ?? null);
  return {
    tags: [
      'Board',
      'West',
      'North',
      'East',
      'South',
      'Dealer',
      'Vulnerable',
      'Declarer',
      'Contract',
      'Result',
    ].map((t) => tagValue(g, t)),
    // LIN derives a single missing hand.
    deal: c.facts.deal === null ? null : makePbnDeal(unwrap(dealFromSetup(c.facts.deal))),
    calls: c.calls,
    notes,
    play: c.play,
  };
}

describe('sample files', () => {
  it.each(pbnFiles)('%s parses, and parse → make → parse is identical', (f) => {
    const first = must(parsePbn(read(`pbn/${f}`)));
    expect(first.file.games.length).toBeGreaterThan(0);
    const text = makePbn(first.file);
    expect(must(parsePbn(text)).file).toEqual(first.file);
    expect(must(parsePbn(makePbn(first.file, { eol: '\r\n' }))).file).toEqual(first.file);
  });
  it('tournament-import.pbn: every game is consistent and its Score tag equals the computed score', () => {
    const r = must(parsePbn(read('pbn/tournament-import.pbn')));
    expect(r.file.games).toHaveLength(9);
    for (const g of r.file.games) {
      const c = checkPbnGame(g);
      expect(c.warnings).toEqual([]);
      expect(c.score).not.toBeNull();
      expect(c.score).toBe(parseSideScore(tagValue(g, 'Score')!));
    }
  });
  it('teams-export.pbn: written back line for line in the strict export format', () => {
    const text = read('pbn/teams-export.pbn');
    const body = (s: string): string =>
      s
        .split('\n')
        .filter((l) => !l.startsWith('%'))
        .join('\n');
    const r = must(parsePbn(text));
    expect(body(makePbn(r.file))).toBe(body(text));
    expect(r.file.escapes).toEqual([
      'Content-type: text/x-pbn; charset=ISO-8859-1',
      "Creator: written by hand for Tenace's tests",
    ]);
    for (const g of r.file.games) {
      const c = checkPbnGame(g);
      expect(c.warnings).toEqual([]);
      expect(c.score).toBe(parseSideScore(tagValue(g, 'Score')!));
    }
  });
  it('inconsistent.pbn: keeps the recorded contract and result, and warns', () => {
    const r = must(parsePbn(read('pbn/inconsistent.pbn')));
    const checks = r.file.games.map(checkPbnGame);
    expect(checks.map((c) => c.warnings.length)).toEqual([1, 1]);
    expect(checks.map((c) => c.score)).toEqual([400, 600]);
  });
  it.each(pbnFiles)('%s: PBN → LIN → PBN keeps what LIN holds', (f) => {
    const first = must(parsePbn(read(`pbn/${f}`)));
    const back = must(parseLin(makeLin(first.file.games)));
    // Where a file's Contract/Declarer/Result disagree with its calls, LIN (which derives them) follows the calls.
    const consistent = first.file.games.map((g) => checkPbnGame(g).warnings.length === 0);
    const want = first.file.games.map((g, i) => (consistent[i] ? linView(g) : linView(back.file.games[i]!)));
    expect(back.file.games.map(linView)).toEqual(want);
  });
  it.each(linFiles)('%s: LIN → PBN → LIN → PBN is identical', (f) => {
    const first = must(parseLin(read(`lin/${f}`)));
    for (const g of first.file.games) expect(checkPbnGame(g).warnings).toEqual([]);
    const again = must(parseLin(makeLin(first.file.games)));
    expect(again.file.games).toEqual(first.file.games);
    expect(must(parsePbn(makePbn(first.file))).file.games).toEqual(first.file.games);
  });
});

describe('round trips on generated games', () => {
  it('200 seeded deals with random tags, auctions and claims survive parse → make → parse', () => {
    const rng = new SplitMix64(20240312n);
    for (let b = 1; b <= 200; b++) {
      const deal = seededDeal('roundtrip', b);
      const first = (['N', 'E', 'S', 'W'] as const)[rng.below(4)]!;
      const text = [
        `[Board "${b}"]`,
        `[Deal "${makePbnDeal(deal, first)}"]`,
        `[Event "Event \\"${b}\\""]`,
        `[Contract "${rng.below(7) + 1}${['C', 'D', 'H', 'S', 'NT'][rng.below(5)]!}${['', 'X', 'XX'][rng.below(3)]!}"]`,
        `[Declarer "${first}"]`,
        `[Result "${rng.below(14)}"]`,
        `[Auction "${first}"]`,
        `1C =1= X {why} XX $3 AP`,
        `[Note "1:note ${b}"]`,
      ].join('\n');
      const one = must(parsePbn(text));
      expect(must(parsePbn(makePbn(one.file))).file).toEqual(one.file);
    }
  });
});
