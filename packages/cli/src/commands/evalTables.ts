/**
 * A file of double-dummy tables kept between runs of `tenace eval bidding --tables <file>`: one JSON line
 * per deal, `{"deal":"N:…","table":{…}}`. A deal found in the file is not solved again, so the bidder can
 * be compared before and after a change on the same deals at the cost of one solving run. Only complete
 * tables are written; a line that does not read as a table is an input error naming its line.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { SEATS, STRAINS, makePbnDeal, type Deal } from '@tenace/core';
import type { DdTable } from '@tenace/solver';
import { InputError } from '../io.ts';

function isTable(x: unknown): x is DdTable {
  if (typeof x !== 'object' || x === null) return false;
  const t = x as Record<string, unknown>;
  return SEATS.every((s) => {
    const row = t[s];
    if (typeof row !== 'object' || row === null) return false;
    const r = row as Record<string, unknown>;
    return STRAINS.every((st) => {
      const v = r[st];
      return v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 13);
    });
  });
}

function complete(t: DdTable): boolean {
  return SEATS.every((s) => STRAINS.every((st) => t[s][st] !== null));
}

/** Reads the tables already in `path` (none when it does not exist). */
export function readTables(path: string): Map<string, DdTable> {
  const out = new Map<string, DdTable>();
  if (!existsSync(path)) return out;
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new InputError(`${path} line ${i + 1}: not JSON`);
      }
      const p = parsed as { deal?: unknown; table?: unknown };
      if (typeof p.deal !== 'string' || !isTable(p.table))
        throw new InputError(`${path} line ${i + 1}: expected {"deal":"N:…","table":{…}}`);
      out.set(p.deal, p.table);
    });
  return out;
}

/** Wraps a table source with the file: known deals are read, new complete tables appended. */
export function cachedTables(
  path: string,
  solve: (deal: Deal) => Promise<DdTable>,
): (deal: Deal) => Promise<DdTable> {
  const known = readTables(path);
  return async (deal) => {
    const key = makePbnDeal(deal);
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    const table = await solve(deal);
    if (complete(table)) {
      known.set(key, table);
      appendFileSync(path, JSON.stringify({ deal: key, table }) + '\n');
    }
    return table;
  };
}
