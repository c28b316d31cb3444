// The public API on whole deals: the DDS oracle (par for all 500 boards; a quick subset of solves),
// extreme shapes, budgets and coded errors.
import { describe, expect, it } from 'vitest';
import { SEATS, STRAINS, parsePbnDealFull, unwrap, type Seat, type Strain } from '@tenace/core';
import { createEngine, solve, table } from '../src/api.ts';
import { par } from '../src/par.ts';
import { analysePlay, cards, openingPosition } from '../src/position.ts';
import { oracle } from './oracle.ts';

const records = oracle();
const engine = createEngine(16);

describe('par', () => {
  it('reproduces the par score and contracts of all 500 oracle boards from their tables', () => {
    for (const r of records) {
      const p = par(r.dd, r.dealer, r.vul);
      expect({ board: r.board, ...p }).toEqual({ board: r.board, ...r.par });
    }
  });
  it('passes a deal out when no side makes anything', () => {
    const six = { NT: 6, S: 6, H: 6, D: 6, C: 6 };
    expect(par({ N: six, E: six, S: six, W: six }, 'N', 'None')).toEqual({ score: 0, contracts: ['pass'] });
  });
});

describe('oracle subset', () => {
  // The full 500-board check is the root script ci:solver-oracle; this is the quick part.
  it('matches DDS on board 1 with South declaring in diamonds', () => {
    const r = records[0]!;
    const deal = unwrap(parsePbnDealFull(r.pbn));
    for (const strain of ['D'] as Strain[]) {
      const got = solve(deal, strain, 'W', { engine, budget: { maxNodes: 3_000_000 } });
      expect(got).toEqual({ ok: true, value: 13 - r.dd.S[strain] });
    }
  });
});

describe('shapes', () => {
  it('solves four one-suited hands in every strain', () => {
    // North all spades, East all hearts, South all diamonds, West all clubs.
    const deal = unwrap(
      parsePbnDealFull('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432'),
    );
    const t = table(deal, { engine });
    // In no-trump the leader runs a 13-card suit; in a suit the trump holder ruffs the lead and runs trumps.
    for (const s of SEATS) expect(t[s].NT).toBe(0);
    expect(t.N.S).toBe(13);
    expect(t.S.S).toBe(13);
    expect(t.E.H).toBe(13);
    expect(t.W.C).toBe(13);
    expect(t.S.D).toBe(13);
    // Declaring in the opponents' suit: they lead it and take every trick.
    expect(t.N.H).toBe(0);
  });

  it('solves a deal with voids and long suits like DDS: all 20 results (oracle board 5)', () => {
    // Board 5 of the oracle: East and South each have a void.
    const r = records[4]!;
    const deal = unwrap(parsePbnDealFull(r.pbn));
    expect(table(deal, { engine })).toEqual(r.dd);
  });
});

describe('budgets and errors', () => {
  it('returns within a time budget on a pathological deal (all four hands 4-4-5-0)', () => {
    const deal = unwrap(
      parsePbnDealFull('N:AJ85.AJ85.AJ852. .KT74.KT74.AJ852 KT742..Q963.KT74 Q963.Q9632..Q963'),
    );
    const r = solve(deal, 'NT', 'N', { engine, budget: { ms: 300 } });
    expect(r.ok).toBe(true);
    if (r.ok && r.value !== null) expect(r.value).toBeGreaterThanOrEqual(0);
  });

  const deal = unwrap(parsePbnDealFull(records[0]!.pbn));
  it('answers null, never a wrong number, when the budget runs out', () => {
    const r = solve(deal, 'NT', 'N', { engine, budget: { maxNodes: 100 } });
    expect(r).toEqual({ ok: true, value: null });
    const t = table(deal, { engine, budget: { maxNodes: 100 } });
    for (const s of SEATS) for (const st of STRAINS) expect(t[s][st]).toBeNull();
    const c = cards(openingPosition(deal, 'S', 'E'), { engine, budget: { maxNodes: 100 } });
    expect(c.ok && c.value.every((v) => v.tricks === null)).toBe(true);
  });
  it('names a bad strain, seat or position with a code', () => {
    const bad = solve(deal, 'X' as Strain, 'N');
    expect(!bad.ok && bad.error.code).toBe('solver/bad_strain');
    const seat = solve(deal, 'NT', 'Q' as Seat);
    expect(!seat.ok && seat.error.code).toBe('solver/bad_seat');
    const held = cards({ ...openingPosition(deal, 'NT', 'N'), trick: ['SQ'] });
    expect(!held.ok && held.error.code).toBe('solver/bad_position');
    const revoke = analysePlay(deal, 'NT', 'E', ['S5', 'ST']);
    // After East leads the S5 it is South's turn, and the ST is West's.
    expect(!revoke.ok && revoke.error.code).toBe('solver/bad_position');
  });
});
