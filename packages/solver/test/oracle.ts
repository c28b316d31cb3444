/** Reads the DDS 2.9 oracle records (see data/README.md). */
import { readFileSync } from 'node:fs';
import type { Seat, Strain, Vulnerability } from '@tenace/core';

export interface OracleRecord {
  readonly board: number;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly pbn: string;
  readonly dd: { readonly [S in Seat]: { readonly [T in Strain]: number } };
  readonly par: { readonly score: number; readonly contracts: readonly string[] };
}

export function oracle(): OracleRecord[] {
  return readFileSync(new URL('./data/dd-oracle-500.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as OracleRecord);
}
