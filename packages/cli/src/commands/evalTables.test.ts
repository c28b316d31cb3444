import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEATS, STRAINS, seededDeal, type Deal, type Seat, type Strain } from '@tenace/core';
import type { DdTable } from '@tenace/solver';
import { cachedTables, readTables } from './evalTables.ts';

const tableOf = (n: number | null): DdTable => {
  const rows = {} as Record<Seat, Record<Strain, number | null>>;
  for (const s of SEATS) {
    rows[s] = {} as Record<Strain, number | null>;
    for (const t of STRAINS) rows[s][t] = n;
  }
  return rows;
};

describe('double-dummy tables kept in a file', () => {
  it('solves a deal once, then reads it from the file (also in a new run)', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tables-')), 't.jsonl');
    let solved = 0;
    const solve = (_d: Deal) => {
      solved++;
      return Promise.resolve(tableOf(7));
    };
    const a = cachedTables(path, solve);
    await a(seededDeal('x', 1));
    await a(seededDeal('x', 1));
    await a(seededDeal('x', 2));
    expect(solved).toBe(2);
    const b = cachedTables(path, solve);
    expect((await b(seededDeal('x', 2))).N.NT).toBe(7);
    expect(solved).toBe(2);
    expect(readTables(path).size).toBe(2);
  });

  it('does not keep an incomplete table', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tables-')), 't.jsonl');
    await cachedTables(path, () => Promise.resolve(tableOf(null)))(seededDeal('x', 1));
    expect(readTables(path).size).toBe(0);
  });

  it('names the line that is not a table', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tables-')), 't.jsonl');
    writeFileSync(
      path,
      `${JSON.stringify({ deal: 'N:x', table: tableOf(7) })}\n{"deal":"N:y","table":{"N":1}}\n`,
    );
    expect(() => readTables(path)).toThrow(/line 2/);
    writeFileSync(path, 'nope\n');
    expect(() => readTables(path)).toThrow(/line 1: not JSON/);
    expect(readFileSync(path, 'utf8')).toBe('nope\n');
  });
});
