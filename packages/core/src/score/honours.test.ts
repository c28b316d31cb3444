import { describe, expect, it } from 'vitest';
import { parsePbnDealFull } from '../deal.ts';
import { seededDeal } from '../dealing.ts';
import { unwrap } from '../result.ts';
import { SEATS, STRAINS } from '../types.ts';
import { checkHonours, honoursHolderFor, honoursIn, honoursPoints } from './honours.ts';

// North holds S AKQJT (all five spade honours) and all four aces; East H KQJT (four heart honours);
// diamonds and clubs honours are split.
const deal = unwrap(
  parsePbnDealFull('N:AKQJT.A.AK2.AK32 98765.KQJT.Q3.Q4 432.987.JT54.J65 .65432.9876.T987'),
);

describe('honours found in the deal', () => {
  it.each([
    ['S', '5', 'N'],
    ['H', '4', 'E'],
    ['D', 'none', null],
    ['C', 'none', null],
    ['NT', '4aces', 'N'],
  ] as const)('in %s: %s held by %s', (strain, kind, holder) => {
    expect(honoursIn(deal, strain)).toEqual({ kind, holder });
  });
  it('credits the side that holds them, seen from the declaring side', () => {
    expect(honoursHolderFor('N', 'NS')).toBe('declarer');
    expect(honoursHolderFor('E', 'NS')).toBe('defenders');
    expect(honoursHolderFor('W', 'EW')).toBe('declarer');
    expect(honoursHolderFor(null, 'EW')).toBeNull();
  });
  it('values them 100 / 150 / 150', () => {
    expect([honoursPoints('none'), honoursPoints('4'), honoursPoints('5'), honoursPoints('4aces')]).toEqual([
      0, 100, 150, 150,
    ]);
  });
  it('agrees with a direct count on many seeded deals (property)', () => {
    for (let board = 1; board <= 200; board++) {
      const d = seededDeal('honours', board);
      for (const strain of STRAINS) {
        const found = honoursIn(d, strain);
        const counts = SEATS.map(
          (s) =>
            d.hands[s]
              .cards()
              .filter((c) => (strain === 'NT' ? c[1] === 'A' : c[0] === strain && 'AKQJT'.includes(c[1]!)))
              .length,
        );
        const best = Math.max(...counts);
        const expected =
          strain === 'NT' ? (best === 4 ? '4aces' : 'none') : best === 5 ? '5' : best === 4 ? '4' : 'none';
        expect(found.kind).toBe(expected);
        expect(found.holder).toBe(expected === 'none' ? null : SEATS[counts.indexOf(best)]);
      }
    }
  });
});

describe('checking honours fields', () => {
  it.each([
    ['none', null, 'S', true],
    [undefined, undefined, 'S', true],
    ['4', 'declarer', 'H', true],
    ['5', 'defenders', 'C', true],
    ['4aces', 'declarer', 'NT', true],
    ['4aces', 'declarer', 'S', false],
    ['4', 'declarer', 'NT', false],
    ['4', null, 'S', false],
    ['none', 'declarer', 'S', true],
    ['3', 'declarer', 'S', false],
    ['4', 'dummy', 'S', false],
    ['4', 'declarer', null, false],
  ] as const)('honours %s held by %s in %s: ok %s', (kind, heldBy, strain, good) => {
    const r = checkHonours(kind, heldBy, strain);
    expect(r.ok).toBe(good);
    if (r.ok && r.value.kind === 'none') expect(r.value.heldBy).toBeNull();
    if (!r.ok) expect(r.error.code).toBe('score/bad_value');
  });
});
