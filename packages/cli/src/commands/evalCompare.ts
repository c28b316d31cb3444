/**
 * A bidding evaluation against an earlier one on the same deals (`tenace eval bidding --against
 * FILE`): which deals were bid differently, how many ended nearer par and how many further, and the
 * change in the mean distance from par, so that a change to the rules is judged deal by deal.
 */
import type { DealRecord } from './evalWorst.ts';

/** One deal bid differently: the earlier record and the new one. */
export interface ChangedDeal {
  readonly before: DealRecord;
  readonly after: DealRecord;
  /** The change in the distance from par, in IMPs (negative: nearer par). */
  readonly delta: number;
}

export interface Comparison {
  readonly deals: number;
  readonly changed: readonly ChangedDeal[];
  readonly nearer: number;
  readonly further: number;
  readonly meanBefore: number;
  readonly meanAfter: number;
}

const distance = (r: DealRecord) => Math.abs(r.imps);

/**
 * Compares every deal of `after` with the same board of `before`. Throws, naming the board, when a
 * deal is missing from `before` or is not the same deal (the two runs must share seed and deals). A file
 * may hold one board number on several deals (segments of a match): board and deal together name a record.
 */
export function compareRecords(before: readonly DealRecord[], after: readonly DealRecord[]): Comparison {
  const key = (r: DealRecord) => `${r.board} ${r.deal}`;
  const byDeal = new Map(before.map((r) => [key(r), r]));
  const boards = new Set(before.map((r) => r.board));
  const changed: ChangedDeal[] = [];
  let sumBefore = 0;
  let sumAfter = 0;
  for (const a of after) {
    const b = byDeal.get(key(a));
    if (b === undefined)
      throw new Error(
        boards.has(a.board)
          ? `board ${a.board} is another deal in the earlier report`
          : `board ${a.board} is not in the earlier report`,
      );
    sumBefore += distance(b);
    sumAfter += distance(a);
    if (b.auction.join(' ') !== a.auction.join(' '))
      changed.push({ before: b, after: a, delta: distance(a) - distance(b) });
  }
  changed.sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta) || x.after.board - y.after.board);
  const n = after.length;
  return {
    deals: n,
    changed,
    nearer: changed.filter((c) => c.delta < 0).length,
    further: changed.filter((c) => c.delta > 0).length,
    meanBefore: n === 0 ? 0 : sumBefore / n,
    meanAfter: n === 0 ? 0 : sumAfter / n,
  };
}

/** The comparison for people, with the `show` changed deals that moved most, before and after. */
export function comparisonLines(c: Comparison, show: number): string[] {
  const f = (x: number) => x.toFixed(3);
  const total = c.changed.reduce((s, x) => s + x.delta, 0);
  return [
    `Against the earlier report (${c.deals} deals): ${c.changed.length} bid differently, ${c.nearer} nearer par, ${c.further} further; mean distance from par ${f(c.meanBefore)} -> ${f(c.meanAfter)} (${total > 0 ? '+' : ''}${total} IMPs in all)`,
    ...c.changed
      .slice(0, Math.max(0, show))
      .flatMap((x) => [
        `  board ${x.after.board}: ${distance(x.before)} -> ${distance(x.after)} IMPs from par, ${x.before.contract} -> ${x.after.contract}; ${x.after.deal}`,
        `    before: ${x.before.auction.join(' ')}`,
        `    after:  ${x.after.auction.join(' ')}`,
      ]),
  ];
}
