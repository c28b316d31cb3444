import { describe, expect, it } from 'vitest';
import { NOTRUMP } from './sayc/notrump.ts';
import { noTrumpStructure, type NtStructure } from './sayc/ntStructure.ts';
import { AFTER_2C_2NT, TWOS } from './sayc/twos.ts';

const ONE: NtStructure = {
  id: 'a',
  start: '1NT P',
  level: 2,
  stayman: '8+',
  game: '10-15',
  invite: '8-9',
  pass: '0-7',
};
const TWO: NtStructure = {
  ...ONE,
  id: 'b',
  start: '2NT P',
  level: 3,
  stayman: '4+',
  game: '4-10',
  invite: undefined,
};

const suffix = (id: string, prefix: string): string => id.slice(prefix.length + 1);
const levelOf = (call: string): number => Number(/^\d/.exec(call)?.[0] ?? 0);

describe('one no-trump structure for 1NT, 2NT and 2C–2D–2NT (SAYC booklet: the 2NT responses are the 1NT ones a level higher)', () => {
  it('the 1NT and 2NT openings and 2C–2D–2NT are built from it', () => {
    for (const prefix of ['nt1', 'nt2']) {
      const own = NOTRUMP.filter((r) => r.id.startsWith(`${prefix}.`));
      expect(own.length).toBeGreaterThan(10);
    }
    const after2c = TWOS.filter((r) => r.auction.startsWith('2C P 2D P 2NT P'));
    expect(after2c.map((r) => r.id)).toEqual(noTrumpStructure(AFTER_2C_2NT).map((r) => r.id));
  });

  it('every rule starts where its structure starts, and ids are unique', () => {
    for (const p of [ONE, TWO]) {
      const rules = noTrumpStructure(p);
      for (const r of rules) expect(r.auction.startsWith(p.start), r.id).toBe(true);
      expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    }
  });

  it('a structure one level up bids the same asks and transfers one level higher, with the same meanings', () => {
    const low = new Map(noTrumpStructure(ONE).map((r) => [suffix(r.id, 'a'), r]));
    const high = noTrumpStructure(TWO);
    for (const r of high) {
      const twin = low.get(suffix(r.id, 'b'));
      expect(twin, r.id).toBeDefined();
      expect(r.key).toBe(twin!.key);
      const up = levelOf(r.call) - levelOf(twin!.call);
      // Asks, answers and transfers move up a level; game bids (3NT, 4M) stay where they are.
      expect([0, 1]).toContain(up);
      if (r.artificial === true) expect(up).toBe(1);
    }
  });

  it('an action without a range is not part of the structure (no invitation over 2NT)', () => {
    const ids = noTrumpStructure(TWO).map((r) => r.id);
    expect(ids).not.toContain('b.2nt');
    expect(ids).not.toContain('b.transfer.invite6');
    expect(noTrumpStructure(ONE).map((r) => r.id)).toContain('a.2nt');
  });
});
