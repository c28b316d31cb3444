// Regression: the side's quick tricks through an entry to partner stopped counting partner's suits once
// they reached enough, and so did not rely on partner's top card of the entry suit when that suit came
// later than the suits counted: the table's entry then matched positions where partner had no entry.
// Found by the bench's oracle check on boards 1-200 (DDS 2.9 gives these numbers).
import { describe, expect, it } from 'vitest';
import { parsePbnDealFull, unwrap } from '@tenace/core';
import { ENGINE_KINDS, createEngine, table } from '../src/api.ts';
import { oracle } from './oracle.ts';

const records = oracle();

describe.each(ENGINE_KINDS)('regression partner-entry-ranks with the %s engine', (kind) => {
  it.each([
    [19, 'N', 'D'],
    [19, 'S', 'D'],
    [128, 'E', 'C'],
    [128, 'W', 'C'],
  ] as const)('board %i, %s declaring in %s', (board, declarer, strain) => {
    const r = records[board - 1]!;
    const t = table(unwrap(parsePbnDealFull(r.pbn)), { engine: createEngine(32, undefined, kind) });
    expect(t[declarer][strain]).toBe(r.dd[declarer][strain]);
  });
});
