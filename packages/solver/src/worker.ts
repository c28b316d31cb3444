/**
 * A solver worker thread: one engine (and so one transposition table) per worker; a job is one
 * (deal, strain) and answers the four results of that strain, or one played deal to analyse card by
 * card.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parsePbnDealFull, type Card, type Seat, type Strain } from '@tenace/core';
import { createEngine, strainResults } from './api.ts';
import { analysePlay } from './position.ts';
import { threadMemory, type ThreadMemory } from './threadMemory.ts';
import { DEFAULT_TABLE_MB } from './transTable.ts';

export interface StrainJob {
  readonly id: number;
  readonly holdings: Int32Array;
  readonly strain: number;
  readonly budgetMs?: number;
  readonly maxNodes?: number;
}

/** The double-dummy result before and after each card played (see `analysePlay`). */
export interface PlayJob {
  readonly id: number;
  readonly kind: 'play';
  readonly pbn: string;
  readonly strain: Strain;
  readonly leader: Seat;
  readonly played: readonly Card[];
  readonly budgetMs?: number;
  readonly maxNodes?: number;
}

export interface StrainAnswer {
  readonly id: number;
  readonly results: (number | null)[];
  readonly nodes: number;
  /** Set when the job could not be done (a bad deal or an illegal card); the message names why. */
  readonly error?: string;
  /** This thread's memory after the job: its transposition table and its JavaScript heap, in bytes. */
  readonly memory?: ThreadMemory;
}

const megabytes = (workerData as { megabytes?: number } | null)?.megabytes ?? DEFAULT_TABLE_MB;
const engine = createEngine(megabytes);

function playAnswer(job: PlayJob): StrainAnswer {
  const before = engine.nodes;
  const deal = parsePbnDealFull(job.pbn);
  if (!deal.ok) return { id: job.id, results: [], nodes: 0, error: deal.error.message };
  const r = analysePlay(deal.value, job.strain, job.leader, job.played, {
    engine,
    budget: { ms: job.budgetMs, maxNodes: job.maxNodes },
  });
  if (!r.ok) return { id: job.id, results: [], nodes: engine.nodes - before, error: r.error.message };
  return { id: job.id, results: r.value, nodes: engine.nodes - before };
}

parentPort?.on('message', (job: StrainJob | PlayJob) => {
  if ('kind' in job) {
    parentPort?.postMessage(playAnswer(job));
    return;
  }
  const before = engine.nodes;
  const deadline = job.budgetMs === undefined ? undefined : Date.now() + job.budgetMs;
  const results = strainResults(
    engine,
    job.holdings,
    job.strain,
    job.maxNodes === undefined ? undefined : { maxNodes: job.maxNodes },
    deadline,
  );
  const answer: StrainAnswer = {
    id: job.id,
    results,
    nodes: engine.nodes - before,
    memory: threadMemory(engine.tt.bytes),
  };
  parentPort?.postMessage(answer);
});
