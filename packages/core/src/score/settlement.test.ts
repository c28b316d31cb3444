import { describe, expect, it } from 'vitest';
import { settle, settlementUnits, signedSettlement } from './settlement.ts';

describe('settlement in hundreds (docs/RULES.md §5.4)', () => {
  it.each([
    [0, 0, 0],
    [40, 0, 0],
    [50, 1, 0],
    [60, 1, 1],
    [810, 8, 8],
    [849, 8, 8],
    [850, 9, 8],
    [851, 9, 9],
    [-850, 9, 8],
    [1250, 13, 12],
  ])('%i points: %i half-up, %i half-down', (d, up, down) => {
    expect(settlementUnits(d)).toBe(up);
    expect(settlementUnits(d, 'half-up')).toBe(up);
    expect(settlementUnits(d, 'half-down')).toBe(down);
  });
  it('names the winner and signs the settlement so that the sides sum to zero', () => {
    const s = settle({ NS: 120, EW: 930 });
    expect(s).toEqual({ winner: 'EW', difference: 810, settlement: 8 });
    expect(signedSettlement(s)).toEqual({ NS: -8, EW: 8 });
    expect(signedSettlement(settle({ NS: 1000, EW: 0 }))).toEqual({ NS: 10, EW: -10 });
    const tie = settle({ NS: 500, EW: 500 });
    expect(tie).toEqual({ winner: null, difference: 0, settlement: 0 });
    expect(signedSettlement(tie)).toEqual({ NS: 0, EW: 0 });
  });
});
