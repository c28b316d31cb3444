/**
 * A pool of solver worker threads (Node only; not part of the browser-safe index). Each worker keeps
 * one transposition table; jobs are (deal, strain) pairs, queued hardest first by a fan-out estimate.
 */
import { Worker } from 'node:worker_threads';
import { SEATS, makePbnDeal, type Card, type Deal, type Seat, type Strain } from '@tenace/core';
import { STRAIN_INDEX, holdingsOf, type DdTable } from './api.ts';
import { POPCOUNT } from './tables.ts';
import { DEFAULT_TABLE_MB } from './transTable.ts';
import type { PlayJob, StrainAnswer, StrainJob } from './worker.ts';

export { threadMemory, type ThreadMemory } from './threadMemory.ts';

/** Starts a worker from a .ts file under tsx by registering tsx inside the worker first. */
function spawnWorker(file: URL, data: unknown): Worker {
  if (file.pathname.endsWith('.ts')) {
    const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`;
    return new Worker(code, { eval: true, workerData: data });
  }
  return new Worker(file, { workerData: data });
}

/** How many distinct card groups the hands can play: a rough measure of how hard a deal is. */
export function fanOut(holdings: Int32Array): number {
  let n = 0;
  for (let s = 0; s < 4; s++) {
    const all = holdings[s]! | holdings[4 + s]! | holdings[8 + s]! | holdings[12 + s]!;
    for (let h = 0; h < 4; h++) {
      const mine = holdings[h * 4 + s]!;
      // Count runs of this hand's cards among all remaining cards of the suit.
      let runs = 0;
      let inRun = false;
      for (let b = 12; b >= 0; b--) {
        const bit = 1 << b;
        if ((all & bit) === 0) continue;
        const m = (mine & bit) !== 0;
        if (m && !inRun) runs++;
        inRun = m;
      }
      n += runs + (POPCOUNT[mine] === 0 ? 1 : 0);
    }
  }
  return n;
}

interface Pending {
  readonly job: StrainJob | PlayJob;
  readonly weight: number;
  readonly done: (a: StrainAnswer) => void;
  readonly fail: (e: Error) => void;
}

export interface PoolOptions {
  readonly threads: number;
  /** Transposition table size per worker. */
  readonly megabytes?: number;
}

export interface TableOptions {
  /** Milliseconds per (deal, strain) job; entries past it are null. */
  readonly budgetMs?: number;
  readonly maxNodes?: number;
}

export class SolverPool {
  private readonly idle: Worker[] = [];
  private readonly workers: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly running = new Map<Worker, Pending>();
  private nextId = 1;
  /** Nodes searched by all finished jobs. */
  nodes = 0;
  /** The most memory any one worker reported after a job (table and heap, bytes). */
  peakThreadBytes = 0;

  constructor(options: PoolOptions) {
    const file = new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url);
    for (let i = 0; i < Math.max(1, options.threads); i++) {
      const w = spawnWorker(file, { megabytes: options.megabytes ?? DEFAULT_TABLE_MB });
      w.on('message', (a: StrainAnswer) => {
        const p = this.running.get(w);
        this.running.delete(w);
        this.nodes += a.nodes;
        if (a.memory !== undefined)
          this.peakThreadBytes = Math.max(this.peakThreadBytes, a.memory.tableBytes + a.memory.heapBytes);
        this.idle.push(w);
        p?.done(a);
        this.pump();
      });
      w.on('error', (e) => {
        const p = this.running.get(w);
        this.running.delete(w);
        p?.fail(e);
      });
      this.workers.push(w);
      this.idle.push(w);
    }
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      // Hardest first.
      let bi = 0;
      for (let i = 1; i < this.queue.length; i++) if (this.queue[i]!.weight > this.queue[bi]!.weight) bi = i;
      const p = this.queue.splice(bi, 1)[0]!;
      const w = this.idle.pop()!;
      this.running.set(w, p);
      w.postMessage(p.job);
    }
  }

  private strain(
    holdings: Int32Array,
    strain: number,
    weight: number,
    o: TableOptions,
  ): Promise<StrainAnswer> {
    return new Promise((done, fail) => {
      const job: StrainJob = {
        id: this.nextId++,
        holdings,
        strain,
        budgetMs: o.budgetMs,
        maxNodes: o.maxNodes,
      };
      this.queue.push({ job, weight, done, fail });
      this.pump();
    });
  }

  /**
   * `analysePlay` in a worker: the double-dummy result (declarer's side's tricks) before any card and
   * after each card of `played`, null past the budget (`budgetMs` for the whole deal). Rejects with the
   * solver's message on a bad deal or an illegal card.
   */
  analysePlay(
    deal: Deal,
    strain: Strain,
    leader: Seat,
    played: readonly Card[],
    options: TableOptions = {},
  ): Promise<(number | null)[]> {
    return new Promise((done, fail) => {
      const job: PlayJob = {
        id: this.nextId++,
        kind: 'play',
        pbn: makePbnDeal(deal),
        strain,
        leader,
        played: [...played],
        budgetMs: options.budgetMs,
        maxNodes: options.maxNodes,
      };
      this.queue.push({
        job,
        // After the tables queued so far: a review waits for its table anyway.
        weight: -1,
        done: (a) => {
          if (a.error !== undefined) fail(new Error(a.error));
          else done(a.results);
        },
        fail,
      });
      this.pump();
    });
  }

  /** All 20 results of a deal, solved by the pool. */
  async table(deal: Deal, options: TableOptions = {}): Promise<DdTable> {
    const holdings = holdingsOf(deal);
    const weight = fanOut(holdings);
    const strains: Strain[] = ['NT', 'S', 'H', 'D', 'C'];
    const answers = await Promise.all(
      strains.map((s) => this.strain(holdings, STRAIN_INDEX[s], weight + (s === 'NT' ? 1 : 0), options)),
    );
    const row = (h: number): Record<Strain, number | null> => ({
      NT: answers[0]!.results[h]!,
      S: answers[1]!.results[h]!,
      H: answers[2]!.results[h]!,
      D: answers[3]!.results[h]!,
      C: answers[4]!.results[h]!,
    });
    const out = {} as Record<(typeof SEATS)[number], Record<Strain, number | null>>;
    SEATS.forEach((seat, h) => (out[seat] = row(h)));
    return out;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
