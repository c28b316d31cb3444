import type { AuctionResult } from '@tenace/core';
import type { DdTable } from '@tenace/solver';

/**
 * The deals of a bidding evaluation furthest from par, for finding the rules behind the losses: each with
 * its board, the hands, the par contracts, the auction with the rule that explains every call, and the
 * distance from par in IMPs (North–South's view).
 */
export interface DealRecord {
  readonly board: number;
  /** The deal as PBN ("N:AKQ2.… …"). */
  readonly deal: string;
  readonly par: readonly string[];
  /** Each call with the rule that explains it, "1S(open.1major)". */
  readonly auction: readonly string[];
  /** The final contract with its declarer and double-dummy tricks ("4HX E 9"), or "passed out". */
  readonly contract: string;
  readonly imps: number;
  /** With --match-without: the IMPs the full system won on this board against the reduced one. */
  readonly match?: number;
}

/** A record's contract line: level, strain, risk, declarer and the tricks it takes double dummy. */
export function contractLine(result: AuctionResult, table: DdTable): string {
  if (result.kind === 'passedOut') return 'passed out';
  const c = result.contract;
  return `${c.level}${c.strain}${c.risk} ${result.declarer} ${table[result.declarer][c.strain] ?? '?'}`;
}

/** The `n` records furthest from par, the largest distance first (earlier boards first on a tie). */
export function worstDeals(records: readonly DealRecord[], n: number): DealRecord[] {
  return [...records]
    .sort((a, b) => Math.abs(b.imps) - Math.abs(a.imps) || a.board - b.board)
    .slice(0, Math.max(0, n));
}

export function worstLines(records: readonly DealRecord[]): string[] {
  if (records.length === 0) return [];
  return [
    `Deals furthest from par (${records.length}; IMPs for North–South):`,
    ...records.flatMap((r) => [
      `  board ${r.board}: ${r.imps > 0 ? '+' : ''}${r.imps} IMPs, par ${r.par.join(', ') || 'passed out'}, played ${r.contract}; ${r.deal}`,
      `    ${r.auction.join(' ')}`,
    ]),
  ];
}
