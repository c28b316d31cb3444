/**
 * The audit of a judgement (`tenace eval bidding --judge-audit`): the rules bid a deal at all four seats;
 * at each judgement point the judge is asked, and where it would choose another call than the rules, both
 * calls are bid out on the real hands by the rules and scored double dummy. What the judge's changes would
 * have won, grouped by the kind of call they replace and the kind they make: which changes to trust.
 * The auction itself goes on with the rules' call, so every point is one the rules reach.
 */
import {
  duplicateScore,
  impsFor,
  sideOf,
  type AuctionResult,
  type BySide,
  type Call,
  type Deal,
  type Seat,
} from '@tenace/core';
import {
  SAYC,
  bidDeal,
  bidOut,
  handFactsOf,
  saycCall,
  type HandFacts,
  type Judge,
  type SeatBidder,
} from '@tenace/bots';
import type { DdTable } from '@tenace/solver';

export type CallKind = 'pass' | 'double' | 'redouble' | 'bid';

/** One change the judge would make: the rules' call, the judge's, and what the judge's gains in IMPs. */
export interface AuditChange {
  readonly from: CallKind;
  readonly to: CallKind;
  readonly imps: number;
}

export interface AuditRow {
  readonly from: CallKind;
  readonly to: CallKind;
  readonly changes: number;
  readonly imps: number;
  readonly perChange: number;
  readonly standardError: number;
}

export interface AuditReport {
  /** Judgement points the rules reached. */
  readonly points: number;
  readonly changes: readonly AuditRow[];
}

function kindOf(c: Call): CallKind {
  return c.type;
}

/** The score of an auction's contract for `seat`'s side, double dummy; null when the table lacks it. */
function scoreFor(
  result: AuctionResult,
  table: DdTable,
  vulnerable: BySide<boolean>,
  seat: Seat,
): number | null {
  if (result.kind === 'passedOut') return 0;
  const tricks = table[result.declarer][result.contract.strain];
  if (tricks === null) return null;
  const side = sideOf(result.declarer);
  const s = duplicateScore(result.contract, tricks, vulnerable[side]);
  return side === sideOf(seat) ? s : -s;
}

/** The judgement points of one deal bid by the rules, and the changes the judge would make there. */
export function auditDeal(
  deal: Deal,
  dealer: Seat,
  vulnerable: BySide<boolean>,
  table: DdTable,
  judge: Judge,
): { points: number; changes: AuditChange[] } {
  const hands = {} as Record<Seat, HandFacts>;
  for (const s of ['N', 'E', 'S', 'W'] as const) hands[s] = handFactsOf(deal.hands[s]);
  let points = 0;
  const changes: AuditChange[] = [];
  const spy: Judge = (ctx, hand, candidates, rulesChoice = 0) => {
    points++;
    const v = judge(ctx, hand, candidates, rulesChoice);
    const pick = typeof v === 'number' ? v : v.index;
    if (pick === rulesChoice) return rulesChoice;
    const score = (c: Call) => {
      const r = bidOut(SAYC, ctx, c, hands);
      return r === null ? null : scoreFor(r, table, vulnerable, ctx.seat);
    };
    const rules = score(candidates[rulesChoice]!);
    const judged = score(candidates[pick]!);
    if (rules !== null && judged !== null)
      changes.push({
        from: kindOf(candidates[rulesChoice]!),
        to: kindOf(candidates[pick]!),
        imps: impsFor(judged - rules),
      });
    return rulesChoice;
  };
  const bidder: SeatBidder = (view) => saycCall(view, { judge: spy }).call;
  bidDeal(deal, dealer, vulnerable, { N: bidder, E: bidder, S: bidder, W: bidder });
  return { points, changes };
}

/** The changes grouped by what they replace and what they make, most frequent first. */
export function auditReport(points: number, changes: readonly AuditChange[]): AuditReport {
  const groups = new Map<string, AuditChange[]>();
  for (const c of changes) {
    const k = `${c.from}>${c.to}`;
    groups.set(k, [...(groups.get(k) ?? []), c]);
  }
  const rows = [...groups.values()].map((g): AuditRow => {
    const xs = g.map((c) => c.imps);
    const imps = xs.reduce((a, x) => a + x, 0);
    const m = imps / xs.length;
    const sd = xs.length < 2 ? 0 : Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
    return {
      from: g[0]!.from,
      to: g[0]!.to,
      changes: xs.length,
      imps,
      perChange: m,
      standardError: sd / Math.sqrt(xs.length),
    };
  });
  rows.sort((a, b) => b.changes - a.changes);
  return { points, changes: rows };
}

export function auditLines(a: AuditReport): string[] {
  const f = (x: number) => x.toFixed(2);
  return [
    `Judgement audit: ${a.points} points in the rules' auctions; the judge's changes, bid out on the real hands (IMPs for the judge):`,
    ...a.changes.map(
      (r) =>
        `  ${r.from} -> ${r.to}: ${r.changes} changes, ${r.imps > 0 ? '+' : ''}${r.imps} IMPs, ${f(r.perChange)} ± ${f(r.standardError)} a change`,
    ),
  ];
}
