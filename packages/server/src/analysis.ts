/**
 * Double-dummy analysis of a table's finished deals, for the review after each deal and the duplicate
 * sheet: the table of tricks for every declarer and strain, par, and for each card played the result
 * before and after it (what the card cost its side). Only finished deals are analysed: they are public
 * (every view shows them); a deal in progress is refused, so no card of it can leak through here.
 *
 * The 20-result table is solved by the solver's worker pool (off the event loop; one thread by default on
 * a small machine, started at the first request and stopped after a quiet spell), and so is the play
 * analysis, a few dozen small solves under a node and time budget (past it a value is "unknown"). Each
 * deal is analysed once: results are cached per table and deal.
 */
import {
  dealFacts,
  parseDealRecord,
  parsePbnDealFull,
  rotate,
  SEATS,
  sideOf,
  type Card,
  type DealFacts,
  type Deal,
  type Mode,
  type Seat,
} from '@tenace/core';
import { par, type DdTable } from '@tenace/solver';
import { SolverPool } from '@tenace/solver/pool';
import type {
  BoardComparison,
  DealAnalysisAnswer,
  ErrorCode,
  PlayedCardAnalysis,
  WireError,
} from '@tenace/protocol';
import { finishedDeals } from '@tenace/table';
import type { Lobby } from './lobby.ts';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: WireError };

function fail(code: ErrorCode, message: string): { ok: false; error: WireError } {
  return { ok: false, error: { code, message } };
}

export interface AnalyserOptions {
  /** Solver worker threads for the tables (default 1). */
  readonly threads?: number;
  /** Milliseconds per strain of the table before an entry is "unknown" (default 20 s). */
  readonly tableBudgetMs?: number;
  /** Milliseconds for the whole play analysis of a deal (default 1.5 s). */
  readonly playBudgetMs?: number;
  /** Search nodes per position of the play analysis (default 400 000). */
  readonly playMaxNodes?: number;
  /** Deals kept in the cache (default 500). */
  readonly cacheSize?: number;
  /** The pool stops after this many idle milliseconds (default 2 minutes). */
  readonly idleMs?: number;
}

/** A finished deal as the analysis reads it: core's facts of any mode's deal record. */
export type FinishedDeal = DealFacts;

/** Reads a deal record of `mode` (core's one reader); an unreadable one is an error. */
export function readFinishedDeal(mode: Mode, record: unknown): Outcome<FinishedDeal> {
  const r = parseDealRecord(mode, record);
  return r.ok ? { ok: true, value: dealFacts(r.value) } : fail('deal/analysis_failed', r.error.message);
}

/** For each card: its seat, the double-dummy result before and after it, and what it cost its side. */
export function cardCosts(
  deal: Deal,
  declarer: Seat,
  play: readonly Card[],
  results: readonly (number | null)[],
): PlayedCardAnalysis[] {
  const owner = new Map<Card, Seat>();
  for (const s of SEATS) for (const c of deal.hands[s].cards()) owner.set(c, s);
  const side = sideOf(declarer);
  return play.map((card, i) => {
    const seat = owner.get(card)!;
    const before = results[i] ?? null;
    const after = results[i + 1] ?? null;
    // Results count declarer's side's tricks: a drop costs declarer's side, a rise costs the defenders.
    const cost =
      before === null || after === null
        ? null
        : Math.max(0, sideOf(seat) === side ? before - after : after - before);
    return { card, seat, before, after, cost };
  });
}

type Core = Omit<DealAnalysisAnswer, 'table' | 'index' | 'comparison'>;

export class DealAnalyser {
  private pool: SolverPool | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private running = 0;
  private closed = false;
  private readonly cache = new Map<string, Promise<Outcome<Core>>>();
  /** How many deals were solved (not answered from the cache): tests check the cache with it. */
  solved = 0;

  constructor(
    private readonly lobby: Lobby,
    private readonly options: AnalyserOptions = {},
  ) {}

  /** The analysis of the table's finished deal `index` (from 0). */
  async analyse(tableId: string, index: number): Promise<Outcome<DealAnalysisAnswer>> {
    const t = await this.lobby.snapshot(tableId);
    if (t === null) return fail('table/not_found', `no table ${tableId}`);
    if (!Number.isInteger(index) || index < 0)
      return fail('proto/bad_message', `the deal index must be a whole number from 0, got ${index}`);
    const deals = finishedDeals(t.state);
    if (index >= deals.length)
      return fail(
        'deal/not_finished',
        deals.length === 0
          ? `no deal is finished at table ${tableId} yet`
          : `table ${tableId} has ${deals.length} finished deal(s), numbered from 0: ${index} is not one`,
      );
    const read = readFinishedDeal(t.row.settings.mode, deals[index]);
    if (!read.ok) return read;
    const key = `${tableId}/${index}`;
    let job = this.cache.get(key);
    if (job === undefined) {
      job = this.compute(read.value);
      this.cache.set(key, job);
      const limit = this.options.cacheSize ?? 500;
      while (this.cache.size > limit) this.cache.delete(this.cache.keys().next().value!);
    }
    const core = await job;
    if (!core.ok) {
      this.cache.delete(key);
      return core;
    }
    return {
      ok: true,
      value: {
        table: tableId,
        index,
        ...core.value,
        comparison:
          t.row.settings.mode === 'duplicate' ? this.comparison(tableId, read.value, core.value) : null,
      },
    };
  }

  /** The same board at another table of this server, else the double-dummy par. */
  private comparison(tableId: string, deal: FinishedDeal, core: Core): BoardComparison | null {
    for (const other of this.lobby.tables.values()) {
      if (other.id === tableId || other.row.settings.mode !== 'duplicate') continue;
      for (const rec of finishedDeals(other.state)) {
        const r = readFinishedDeal('duplicate', rec);
        if (r.ok && r.value.pbn === deal.pbn && r.value.number === deal.number && r.value.nsScore !== null)
          return { kind: 'table', table: other.id, score: r.value.nsScore };
      }
    }
    return core.par === null ? null : { kind: 'par', score: core.par.score };
  }

  private solverPool(): SolverPool {
    this.pool ??= new SolverPool({ threads: this.options.threads ?? 1, megabytes: 32 });
    return this.pool;
  }

  private async compute(d: FinishedDeal): Promise<Outcome<Core>> {
    if (this.closed) return fail('deal/analysis_failed', 'the server is shutting down');
    const deal = parsePbnDealFull(d.pbn);
    if (!deal.ok) return fail('deal/analysis_failed', `the deal record's deal: ${deal.error.message}`);
    this.running++;
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    try {
      let tricks: DdTable;
      try {
        tricks = await this.solverPool().table(deal.value, {
          budgetMs: this.options.tableBudgetMs ?? 20_000,
        });
      } catch (e) {
        return fail('deal/analysis_failed', `the solver failed: ${(e as Error).message}`);
      }
      const complete = SEATS.every((s) => Object.values(tricks[s]).every((v) => v !== null));
      const p = complete ? par(tricks, d.dealer, d.vulnerability) : null;
      let play: PlayedCardAnalysis[] = [];
      if (d.declarer !== null && d.strain !== null && d.play.length > 0) {
        // In the pool's worker too, so that the event loop never waits for the search.
        let results: (number | null)[];
        try {
          results = await this.solverPool().analysePlay(deal.value, d.strain, rotate(d.declarer, 1), d.play, {
            budgetMs: this.options.playBudgetMs ?? 1500,
            maxNodes: this.options.playMaxNodes ?? 400_000,
          });
        } catch (e) {
          return fail('deal/analysis_failed', `the play: ${(e as Error).message}`);
        }
        play = cardCosts(deal.value, d.declarer, d.play, results);
      }
      this.solved++;
      return {
        ok: true,
        value: {
          number: d.number,
          pbn: d.pbn,
          dealer: d.dealer,
          vulnerability: d.vulnerability,
          contract: d.contract,
          declarer: d.declarer,
          strain: d.strain,
          tricks,
          par: p === null ? null : { score: p.score, contracts: p.contracts },
          play,
        },
      };
    } finally {
      this.running--;
      this.armIdle();
    }
  }

  /** Stops the worker pool after a quiet spell (it holds a transposition table per thread). */
  private armIdle(): void {
    if (this.running > 0 || this.pool === null || this.closed) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.running > 0 || this.pool === null) return;
      const pool = this.pool;
      this.pool = null;
      void pool.close();
    }, this.options.idleMs ?? 120_000);
    this.idleTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    const pool = this.pool;
    this.pool = null;
    if (pool !== null) await pool.close();
  }
}
