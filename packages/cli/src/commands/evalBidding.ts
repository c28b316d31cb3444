/**
 * `tenace eval bidding`: four SAYC bots bid seeded deals; each contract is scored by its double-dummy
 * result at duplicate. Reported: IMPs against par, IMPs against the placeholder bidder played both ways
 * on the same deals (SAYC North–South at one table, East–West at the other), how often a makeable game
 * or slam is reached, missed or failed, doubled contracts, the distance from par by category, whether
 * each call's public meaning fits the hand that made it, and the time per call with and without
 * judgement by bidding out (and whether it changed calls and IMPs). With rules named to take out, the
 * full system also plays a match against itself without them, both ways (what those rules win in play,
 * which the distance from par cannot say: a penalty double that beats par for the defenders counts as
 * far from par as a contract worse than it).
 */
import {
  SEATS,
  STRAINS,
  applyCalls,
  duplicateScore,
  impsFor,
  isVulnerable,
  legalCalls,
  makeCall,
  makePbnDeal,
  parseCall,
  sideOf,
  startAuction,
  type AuctionResult,
  type BySide,
  type Call,
  type Deal,
  type Seat,
  type Strain,
} from '@tenace/core';
import {
  NO_SCORE,
  bidDeal,
  explainAuction,
  handFactsOf,
  misfits,
  naturalCall,
  SAYC,
  saycCall,
  systemWithout,
  biddingOutJudge,
  tricksFromLeader,
  type BiddingView,
  type BidderView,
  type Judge,
  type SeatBidder,
} from '@tenace/bots';
import { par, solve, type DdTable } from '@tenace/solver';
import { outcomeLines, outcomes, type DealOutcome, type OutcomeReport } from './evalOutcomes.ts';
import { auditDeal, auditLines, auditReport, type AuditChange, type AuditReport } from './evalJudgeAudit.ts';
import { contractLine, worstDeals, worstLines, type DealRecord } from './evalWorst.ts';
import { seededBoard, type EvalBoard } from './evalBoards.ts';

export interface BiddingEvalOptions {
  readonly deals: number;
  /** The seed of the deals, or the name of the file `boards` come from. */
  readonly seed: string;
  /**
   * The boards to bid in place of seeded ones (a file's deals, evalBoards.ts): `deals` of them at most.
   * Their tables' contracts are scored against par beside the bots' (`tables` in the report).
   */
  readonly boards?: readonly EvalBoard[];
  /** Double-dummy tables for a deal (the CLI passes its solver; tests may pass a fake). */
  readonly table: (deal: Deal) => Promise<DdTable>;
  /** Deals to bid again with simulation at judgement points (0: none). */
  readonly simDeals: number;
  /** Per-solve budget of the simulation, in milliseconds. */
  readonly simBudgetMs?: number;
  /** Time budget of one judgement by bidding out, in milliseconds (default 1500). */
  readonly judgeBudgetMs?: number;
  /** The judge of the simulated deals in place of bidding out with the solver (tests pass their own). */
  readonly simJudge?: Judge;
  /** Which of the rules' choices bidding out may replace (BidOutOptions.replaces; default pass, as the bots). */
  readonly bidOutReplaces?: 'any' | 'pass';
  /**
   * Also audits the judge on the simulated deals (evalJudgeAudit.ts): bidding out free to replace any call
   * (or `simJudge`), asked at the rules' own judgement points, its changes scored on the real hands.
   */
  readonly judgeAudit?: boolean;
  readonly progress?: (board: number) => void;
  /** How many of the deals furthest from par to list with their auctions (0: none). */
  readonly worst?: number;
  /** Rules (ids, or id prefixes ending before a dot) to take out for a match of the full system against the rest. */
  readonly without?: readonly string[];
}

/**
 * The tables of a file (people's contracts, each scored double dummy like the bots') on the boards they
 * played, beside the four bots on the same boards: the measure of how far the bots are from those tables.
 */
export interface TablesReport {
  /** Tables with a known contract, and the boards they are on. */
  readonly tables: number;
  readonly boards: number;
  /** The tables' mean distance from par (every table counted), with its standard error. */
  readonly meanAbsImps: number;
  readonly standardError: number;
  /** The bots' mean distance from par on those boards, with its standard error. */
  readonly botsMeanAbsImps: number;
  readonly botsStandardError: number;
  /**
   * Per board, the bots' distance from par less the mean of that board's tables', averaged over the
   * boards, with its standard error: above 0, the bots end further from par than the tables.
   */
  readonly difference: number;
  readonly differenceError: number;
  /** Games, slams and doubles of the tables' contracts (each table one deal). */
  readonly outcomes: OutcomeReport;
}

/** The full system against itself without some rules, both ways on the same deals. */
export interface MatchReport {
  readonly without: readonly string[];
  /** Rules taken out. */
  readonly removed: number;
  /** IMPs per board for the full system. */
  readonly meanImps: number;
  readonly standardError: number;
  /** Boards where the two tables reached different results. */
  readonly boardsSwung: number;
  readonly boards: number;
}

export interface BiddingReport {
  readonly deals: number;
  /** The seed of the deals, or the file they come from (`from`). */
  readonly seed: string;
  readonly from: 'seed' | 'file';
  /** Deals left out because a double-dummy entry was past the solver's budget. */
  readonly unknown: number;
  readonly par: { readonly meanImps: number; readonly meanAbsImps: number };
  readonly placeholder: { readonly meanImps: number; readonly standardError: number };
  /** Games and slams reached, missed and failed, doubles, and distance from par by category. */
  readonly outcomes: OutcomeReport;
  readonly meaningMisfits: number;
  readonly calls: number;
  /** The deals furthest from par, with their auctions (as many as asked for). */
  readonly worst: readonly DealRecord[];
  readonly timeMs: {
    readonly median: number;
    readonly p90: number;
    readonly p95: number;
    readonly max: number;
  };
  /** The match against the system without the rules named in `without`, or null. */
  readonly match: MatchReport | null;
  /** The contracts of a file's tables against the bots' on the same boards, or null without a file. */
  readonly tables: TablesReport | null;
  /** The same first deals bid again with judgement by bidding out at every judgement point. */
  readonly simulation: {
    readonly deals: number;
    /** Which of the rules' choices bidding out could replace (the sampling bots: only a pass). */
    readonly replaces: 'any' | 'pass';
    readonly calls: number;
    readonly median: number;
    readonly p90: number;
    readonly p95: number;
    readonly max: number;
    readonly judgementCalls: number;
    readonly judgementMedian: number;
    /** Judgement points where bidding out chose another call than the rules. */
    readonly changed: number;
    /** Mean distance from par on those deals: rules alone, and with bidding out. */
    readonly impsFromPar: { readonly rules: number; readonly bidOut: number };
    /** Games, slams and doubles of the auctions with bidding out (as the sampling bots bid) and of the rules alone. */
    readonly outcomes: { readonly rules: OutcomeReport; readonly bidOut: OutcomeReport };
    /**
     * Bidding out against the rules alone on the same deals, both ways (bidding out North–South at one
     * table, East–West at the other): IMPs per board for bidding out. Unlike the distance from par, this
     * says what the judgement wins at the table when one side beats par at the other's expense.
     */
    readonly match: Omit<MatchReport, 'without' | 'removed'>;
    /** The audit of the judge's changes at the rules' judgement points (with `judgeAudit`). */
    readonly audit: AuditReport | null;
  } | null;
}

function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

const sayc: SeatBidder = (view) => saycCall(view).call;

/** The placeholder bidder as a seat bidder (it reads the legal calls from its view). */
export const placeholderBidder: SeatBidder = (view: BidderView): Call => {
  const calls = view.auction.map((t) => {
    const c = parseCall(t);
    if (!c.ok) throw new Error(c.error.message);
    return c.value;
  });
  const a = applyCalls(startAuction(view.dealer), calls);
  if (!a.ok) throw new Error(a.error.message);
  const pv: BiddingView = { ...view, legalCalls: legalCalls(a.value).map(makeCall) };
  return naturalCall(pv).value;
};

/** North–South's duplicate score of the auction's contract made double dummy, or null when unknown. */
export function nsScore(result: AuctionResult, table: DdTable, vulnerable: BySide<boolean>): number | null {
  if (result.kind === 'passedOut') return 0;
  const tricks = table[result.declarer][result.contract.strain];
  if (tricks === null) return null;
  const side = sideOf(result.declarer);
  const s = duplicateScore(result.contract, tricks, vulnerable[side]);
  return side === 'NS' ? s : -s;
}

function complete(table: DdTable): boolean {
  return SEATS.every((s) => STRAINS.every((t) => table[s][t] !== null));
}

function simTricks(budgetMs: number) {
  return tricksFromLeader((deal: Deal, strain: Strain, leader: Seat) => {
    const r = solve(deal, strain, leader, { budget: { ms: budgetMs } });
    return r.ok ? r.value : null;
  });
}

const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

/**
 * IMPs for bidder `ours` against `theirs` on one deal played at two tables: `ours` North–South at one,
 * East–West at the other, each contract scored by its double-dummy result.
 */
function twoRooms(
  deal: Deal,
  dealer: Seat,
  vulnerable: BySide<boolean>,
  table: DdTable,
  ours: SeatBidder,
  theirs: SeatBidder,
): number {
  const one = bidDeal(deal, dealer, vulnerable, { N: ours, S: ours, E: theirs, W: theirs });
  const two = bidDeal(deal, dealer, vulnerable, { N: theirs, S: theirs, E: ours, W: ours });
  return impsFor(nsScore(one.result, table, vulnerable)! - nsScore(two.result, table, vulnerable)!);
}

/** The standard error of the mean. */
function standardError(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1)) / Math.sqrt(xs.length);
}

export async function evalBidding(o: BiddingEvalOptions): Promise<BiddingReport> {
  const parByBoard = new Map<number, number>();
  const parImps: number[] = [];
  const vsPlaceholder: number[] = [];
  const reduced = o.without === undefined || o.without.length === 0 ? null : systemWithout(SAYC, o.without);
  const without: SeatBidder | null =
    reduced === null ? null : (view) => saycCall(view, { system: reduced.system }).call;
  const vsWithout: number[] = [];
  const times: number[] = [];
  let unknown = 0;
  const dealOutcomes: DealOutcome[] = [];
  const outcomeByBoard = new Map<number, DealOutcome>();
  const records: DealRecord[] = [];
  let misfitCount = 0;
  let calls = 0;
  const count = o.boards === undefined ? o.deals : Math.min(o.deals, o.boards.length);
  const boardAt = (i: number): EvalBoard => o.boards?.[i - 1] ?? seededBoard(o.seed, i);
  const tableImps: number[] = [];
  const tableBots: number[] = [];
  const tableDiffs: number[] = [];
  const tableOutcomes: DealOutcome[] = [];
  for (let i = 1; i <= count; i++) {
    const { board, deal, dealer, vulnerability: vul, tables: played } = boardAt(i);
    o.progress?.(board);
    const vulnerable = { NS: isVulnerable(vul, 'NS'), EW: isVulnerable(vul, 'EW') };
    const four = bidDeal(deal, dealer, vulnerable, { N: sayc, E: sayc, S: sayc, W: sayc });
    times.push(...four.times);
    calls += four.calls.length;
    const notes = explainAuction(dealer, four.calls, { ...NO_SCORE, vulnerable });
    for (const n of notes)
      if (misfits(handFactsOf(deal.hands[n.seat]), n.meaning.shows).length > 0) misfitCount++;
    const table = await o.table(deal);
    if (!complete(table)) {
      unknown++;
      continue;
    }
    const parResult = par(table, dealer, vul);
    const parScore = parResult.score;
    const score = nsScore(four.result, table, vulnerable)!;
    const match = without === null ? null : twoRooms(deal, dealer, vulnerable, table, sayc, without);
    if (match !== null) vsWithout.push(match);
    if ((o.worst ?? 0) > 0)
      records.push({
        board,
        deal: makePbnDeal(deal),
        par: parResult.contracts,
        auction: notes.map((n) => `${makeCall(n.call)}(${n.meaning.rule ?? '-'})`),
        contract: contractLine(four.result, table),
        imps: impsFor(score - parScore),
        ...(match === null ? {} : { match }),
      });
    parImps.push(impsFor(score - parScore));
    parByBoard.set(i, impsFor(score - parScore));
    const outcome = { result: four.result, table, parScore, imps: impsFor(score - parScore), vulnerable };
    dealOutcomes.push(outcome);
    outcomeByBoard.set(i, outcome);
    if (played.length > 0) {
      const theirs = played.map((result) => {
        const imps = impsFor(nsScore(result, table, vulnerable)! - parScore);
        tableOutcomes.push({ result, table, parScore, imps, vulnerable });
        return Math.abs(imps);
      });
      tableImps.push(...theirs);
      tableBots.push(Math.abs(outcome.imps));
      tableDiffs.push(Math.abs(outcome.imps) - mean(theirs));
    }
    vsPlaceholder.push(twoRooms(deal, dealer, vulnerable, table, sayc, placeholderBidder));
  }
  let simulation: BiddingReport['simulation'] = null;
  if (o.simDeals > 0) {
    const simTimes: number[] = [];
    const judgeTimes: number[] = [];
    let changed = 0;
    const replaces = o.bidOutReplaces ?? 'pass';
    const bidOutJudge = (which: 'any' | 'pass') =>
      biddingOutJudge({
        tricks: simTricks(o.simBudgetMs ?? 200),
        deals: 12,
        budgetMs: o.judgeBudgetMs ?? 1500,
        replaces: which,
      });
    const base = o.simJudge ?? bidOutJudge(replaces);
    const auditJudge = o.judgeAudit === true ? (o.simJudge ?? bidOutJudge('any')) : null;
    let auditPoints = 0;
    const auditChanges: AuditChange[] = [];
    const judge: Judge = (ctx, hand, candidates, rulesChoice) => {
      const t0 = performance.now();
      const r = base(ctx, hand, candidates, rulesChoice);
      judgeTimes.push(performance.now() - t0);
      if ((typeof r === 'number' ? r : r.index) !== (rulesChoice ?? 0)) changed++;
      return r;
    };
    const withSim: SeatBidder = (view) => saycCall(view, { judge }).call;
    // The match's judgements are left out of the counts and times above (they are of the four-seat auctions).
    const judged: SeatBidder = (view) => saycCall(view, { judge: base }).call;
    const n = Math.min(o.simDeals, count);
    const rulesImps: number[] = [];
    const simImps: number[] = [];
    const simOutcomes: DealOutcome[] = [];
    const rulesOutcomes: DealOutcome[] = [];
    const vsRules: number[] = [];
    for (let i = 1; i <= n; i++) {
      const { deal, dealer, vulnerability: vul } = boardAt(i);
      const vulnerable = { NS: isVulnerable(vul, 'NS'), EW: isVulnerable(vul, 'EW') };
      const r = bidDeal(deal, dealer, vulnerable, {
        N: withSim,
        E: withSim,
        S: withSim,
        W: withSim,
      });
      simTimes.push(...r.times);
      const before = parByBoard.get(i);
      const table = await o.table(deal);
      if (before === undefined || !complete(table)) continue;
      const parScore = par(table, dealer, vul).score;
      rulesImps.push(Math.abs(before));
      const simImp = impsFor(nsScore(r.result, table, vulnerable)! - parScore);
      simImps.push(Math.abs(simImp));
      simOutcomes.push({ result: r.result, table, parScore, imps: simImp, vulnerable });
      rulesOutcomes.push(outcomeByBoard.get(i)!);
      vsRules.push(twoRooms(deal, dealer, vulnerable, table, judged, sayc));
      if (auditJudge !== null) {
        const a = auditDeal(deal, dealer, vulnerable, table, auditJudge);
        auditPoints += a.points;
        auditChanges.push(...a.changes);
      }
    }
    simulation = {
      deals: n,
      replaces,
      calls: simTimes.length,
      median: quantile(simTimes, 0.5),
      p90: quantile(simTimes, 0.9),
      p95: quantile(simTimes, 0.95),
      max: quantile(simTimes, 1),
      judgementCalls: judgeTimes.length,
      judgementMedian: quantile(judgeTimes, 0.5),
      changed,
      impsFromPar: { rules: mean(rulesImps), bidOut: mean(simImps) },
      outcomes: { rules: outcomes(rulesOutcomes), bidOut: outcomes(simOutcomes) },
      match: {
        meanImps: mean(vsRules),
        standardError: standardError(vsRules),
        boardsSwung: vsRules.filter((x) => x !== 0).length,
        boards: vsRules.length,
      },
      audit: auditJudge === null ? null : auditReport(auditPoints, auditChanges),
    };
  }
  return {
    deals: count,
    seed: o.seed,
    from: o.boards === undefined ? 'seed' : 'file',
    unknown,
    par: { meanImps: mean(parImps), meanAbsImps: mean(parImps.map(Math.abs)) },
    placeholder: { meanImps: mean(vsPlaceholder), standardError: standardError(vsPlaceholder) },
    outcomes: outcomes(dealOutcomes),
    meaningMisfits: misfitCount,
    calls,
    worst: worstDeals(records, o.worst ?? 0),
    timeMs: {
      median: quantile(times, 0.5),
      p90: quantile(times, 0.9),
      p95: quantile(times, 0.95),
      max: quantile(times, 1),
    },
    match:
      reduced === null
        ? null
        : {
            without: o.without ?? [],
            removed: reduced.removed,
            meanImps: mean(vsWithout),
            standardError: standardError(vsWithout),
            boardsSwung: vsWithout.filter((x) => x !== 0).length,
            boards: vsWithout.length,
          },
    tables:
      tableImps.length === 0
        ? null
        : {
            tables: tableImps.length,
            boards: tableBots.length,
            meanAbsImps: mean(tableImps),
            standardError: standardError(tableImps),
            botsMeanAbsImps: mean(tableBots),
            botsStandardError: standardError(tableBots),
            difference: mean(tableDiffs),
            differenceError: standardError(tableDiffs),
            outcomes: outcomes(tableOutcomes),
          },
    simulation,
  };
}

/** The file's tables against the bots, for people. */
function tablesLines(t: TablesReport): string[] {
  const f = (x: number) => x.toFixed(2);
  return [
    `The file's tables: ${t.tables} tables on ${t.boards} boards, ${f(t.meanAbsImps)} ± ${f(t.standardError)} IMPs from par; the bots on those boards ${f(t.botsMeanAbsImps)} ± ${f(t.botsStandardError)}`,
    `Bots less tables, per board: ${f(t.difference)} ± ${f(t.differenceError)} IMPs from par (standard error; above 0 the bots are further from par)`,
    "The file's tables:",
    ...outcomeLines(t.outcomes).map((l) => `  ${l}`),
  ];
}

/** The report for people. */
export function reportText(r: BiddingReport): string {
  const f = (x: number, d = 2) => x.toFixed(d);
  const lines = [
    `Bidding evaluation: ${r.deals} deals, ${r.from === 'file' ? 'from ' : 'seed '}${r.seed}${r.unknown > 0 ? ` (${r.unknown} left out: double-dummy result unknown)` : ''}`,
    `IMPs per board against par (North–South view): ${f(r.par.meanImps)}; mean distance from par ${f(r.par.meanAbsImps)} IMPs`,
    `IMPs per board against the placeholder bidder (both ways): ${f(r.placeholder.meanImps)} ± ${f(r.placeholder.standardError)} (standard error)`,
    ...outcomeLines(r.outcomes),
    ...(r.match === null
      ? []
      : [
          `IMPs per board against the system without ${r.match.without.join(', ')} (${r.match.removed} rules; both ways): ${f(r.match.meanImps)} ± ${f(r.match.standardError)} (standard error), ${r.match.boardsSwung} of ${r.match.boards} boards swung`,
        ]),
    ...(r.tables === null ? [] : tablesLines(r.tables)),
    `Calls whose meaning the hand does not fit: ${r.meaningMisfits} of ${r.calls}`,
    `Time per call without simulation: median ${f(r.timeMs.median, 3)} ms, 90th percentile ${f(r.timeMs.p90, 3)} ms, 95th ${f(r.timeMs.p95, 3)} ms, max ${f(r.timeMs.max, 1)} ms`,
  ];
  lines.push(...worstLines(r.worst));
  if (r.simulation !== null) {
    const sim = r.simulation;
    lines.push(
      `Time per call with judgement by bidding out (${sim.deals} deals; it may replace ${sim.replaces === 'pass' ? "the rules' pass, or any call by six at a slam point" : "any of the rules' calls"}): median ${f(sim.median, 3)} ms, 90th percentile ${f(sim.p90, 3)} ms, 95th ${f(sim.p95, 3)} ms, max ${f(sim.max, 1)} ms; ${sim.judgementCalls} judgement points, median ${f(sim.judgementMedian, 1)} ms each, ${sim.changed} calls changed`,
      `IMPs from par on those deals: rules alone ${f(sim.impsFromPar.rules)}, with bidding out ${f(sim.impsFromPar.bidOut)}`,
      'On those deals with bidding out (as the sampling bots bid):',
      ...outcomeLines(sim.outcomes.bidOut).map((l) => `  ${l}`),
      `IMPs per board for bidding out against the rules alone (both ways): ${f(sim.match.meanImps)} ± ${f(sim.match.standardError)} (standard error), ${sim.match.boardsSwung} of ${sim.match.boards} boards swung`,
    );
    if (sim.audit !== null) lines.push(...auditLines(sim.audit));
  }
  return lines.join('\n');
}
