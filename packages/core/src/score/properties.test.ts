/**
 * Properties of the scoring modules over many generated cases: the rubber and duplicate scores agree
 * with each other, the sheet's figures add up, and a rubber follows its own rules whatever the deals.
 */
import { describe, expect, it } from 'vitest';
import { ALL_BIDS, RISKS, type Contract } from '../call.ts';
import { SplitMix64, seedBits } from '../rng.ts';
import { unwrap } from '../result.ts';
import { otherSide } from '../seat.ts';
import { SIDES, type Side } from '../types.ts';
import { addChicagoDeal, chicagoResult, isChicagoOver, newChicago } from './chicago.ts';
import { duplicateScore } from './duplicate.ts';
import { rubberDealScore } from './rubber.ts';
import {
  addRubberDeal,
  isRubberOver,
  newRubberSheet,
  rubberResult,
  rubberVulnerable,
  type RubberSheet,
} from './rubberSheet.ts';
import { RULESETS, trickScore } from './tricks.ts';

const CONTRACTS: Contract[] = ALL_BIDS.flatMap((b) =>
  RISKS.map((risk) => ({ level: b.level, strain: b.strain, risk })),
);

describe('duplicate and rubber scores agree', () => {
  it.each(RULESETS)(
    '%s: made = below + above + game or part-score premium; failed = − the penalty',
    (ruleset) => {
      for (const contract of CONTRACTS)
        for (const vulnerable of [false, true])
          for (let tricks = 0; tricks <= 13; tricks++) {
            const r = rubberDealScore({ contract, tricks, vulnerable, ruleset });
            const d = duplicateScore(contract, tricks, vulnerable, ruleset);
            const premium = trickScore(contract) >= 100 ? (vulnerable ? 500 : 300) : 50;
            if (tricks >= contract.level + 6) {
              expect(r.aboveDefenders).toBe(0);
              expect(d).toBe(r.below + r.aboveDeclarer + premium);
            } else {
              expect(r.below + r.aboveDeclarer).toBe(0);
              expect(d).toBe(-r.aboveDefenders);
            }
          }
    },
  );
  it('a score never falls when declarer takes one more trick', () => {
    for (const contract of CONTRACTS)
      for (const vulnerable of [false, true])
        for (let tricks = 0; tricks < 13; tricks++)
          expect(duplicateScore(contract, tricks + 1, vulnerable)).toBeGreaterThan(
            duplicateScore(contract, tricks, vulnerable),
          );
  });
});

/** A random deal result: mostly low contracts, sometimes doubled, sometimes passed out, with honours. */
function randomEntry(rng: SplitMix64) {
  if (rng.below(12) === 0) return { declarer: null, contract: null, tricks: null };
  const declarer: Side = SIDES[rng.below(2)]!;
  const bid = ALL_BIDS[rng.below(rng.below(3) === 0 ? 35 : 20)]!;
  const risk = RISKS[rng.below(5) === 0 ? 1 + rng.below(2) : 0]!;
  const contract: Contract = { level: bid.level, strain: bid.strain, risk };
  const tricks = Math.max(0, Math.min(13, contract.level + 6 + rng.below(5) - 2));
  const h = rng.below(6);
  const honours = h === 0 ? (contract.strain === 'NT' ? '4aces' : rng.below(2) === 0 ? '4' : '5') : 'none';
  const honoursHeldBy = honours === 'none' ? null : rng.below(2) === 0 ? 'declarer' : 'defenders';
  return { declarer, contract, tricks, honours, honoursHeldBy } as const;
}

describe('the rubber sheet over random rubbers', () => {
  it('adds up, keeps its rules and never changes an earlier sheet', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rng = new SplitMix64(seedBits(`rubber-${seed}`));
      let sheet: RubberSheet = newRubberSheet({ ruleset: seed % 3 === 0 ? '1948' : 'modern' });
      const stopAfter = rng.below(4) === 0 ? rng.below(6) : 99;
      while (!isRubberOver(sheet) && sheet.deals.length < stopAfter) {
        const before = sheet;
        const frozen = JSON.stringify(before);
        const entry = randomEntry(rng);
        sheet = unwrap(addRubberDeal(sheet, entry));
        expect(JSON.stringify(before)).toBe(frozen);
        const deal = sheet.deals.at(-1)!;
        expect(deal.vulnerableBefore).toEqual(rubberVulnerable(before));
        if (entry.contract !== null) {
          const s = rubberDealScore({
            ...entry,
            contract: entry.contract,
            vulnerable: rubberVulnerable(before)[entry.declarer],
            ruleset: sheet.ruleset,
          });
          expect(deal.below[entry.declarer]).toBe(s.below);
          expect(deal.below[otherSide(entry.declarer)]).toBe(0);
          expect(deal.above[entry.declarer]).toBe(s.aboveDeclarer);
          expect(deal.above[otherSide(entry.declarer)]).toBe(s.aboveDefenders);
        }
        // part-scores: below 100 each, and a game wipes both
        for (const side of SIDES) expect(sheet.partScores[side]).toBeLessThan(100);
        if (deal.gameWonBy !== null) expect(sheet.partScores).toEqual({ NS: 0, EW: 0 });
      }
      const over = isRubberOver(sheet);
      expect(sheet.games.length).toBe(sheet.gamesWon.NS + sheet.gamesWon.EW);
      expect(sheet.games.length).toBeLessThanOrEqual(3);
      const res = rubberResult(sheet, { unfinished: true });
      expect(res.finished).toBe(over);
      for (const side of SIDES) {
        expect(res.belowTotal[side]).toBe(sheet.deals.reduce((a, d) => a + d.below[side], 0));
        expect(res.aboveTotal[side]).toBe(sheet.deals.reduce((a, d) => a + d.above[side], 0));
        expect(res.totals[side]).toBe(
          res.belowTotal[side] + res.aboveTotal[side] + res.rubberBonus[side] + res.unfinishedBonus[side],
        );
      }
      if (over) {
        const winner: Side = sheet.gamesWon.NS === 2 ? 'NS' : 'EW';
        expect(res.rubberBonus[winner]).toBe(sheet.gamesWon[otherSide(winner)] === 0 ? 700 : 500);
        expect(res.unfinishedBonus).toEqual({ NS: 0, EW: 0 });
      }
      expect(res.difference).toBe(Math.abs(res.totals.NS - res.totals.EW));
      expect(Math.abs(res.settlement * 100 - res.difference)).toBeLessThanOrEqual(50);
    }
  });
});

describe('Chicago over random rounds', () => {
  it('totals are the sum of the deals, games wipe part-scores, and it ends after four counted deals', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rng = new SplitMix64(seedBits(`chicago-${seed}`));
      let c = newChicago({
        passedOut: seed % 2 === 0 ? 'next' : 'redeal',
        vulnerability23: seed % 3 === 0 ? 'non-dealer' : 'dealer',
      });
      let guard = 0;
      while (!isChicagoOver(c) && guard++ < 40) {
        c = unwrap(addChicagoDeal(c, randomEntry(rng)));
        const d = c.deals.at(-1)!;
        if (d.gameCompletedBy !== null) expect(c.partScores).toEqual({ NS: 0, EW: 0 });
        if (d.declarer !== null && d.gameCompletedBy === d.declarer)
          expect(d.points[d.declarer]).toBeGreaterThanOrEqual(d.vulnerable[d.declarer] ? 500 : 300);
      }
      expect(isChicagoOver(c)).toBe(true);
      expect(c.deals.filter((d) => d.counted).map((d) => d.n)).toEqual([1, 2, 3, 4]);
      const r = chicagoResult(c);
      for (const side of SIDES) expect(r.totals[side]).toBe(c.deals.reduce((a, d) => a + d.points[side], 0));
    }
  });
});
