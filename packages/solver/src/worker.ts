/**
 * A solver worker thread: one engine (and so one transposition table) per worker; a job is one
 * (deal, strain) and answers the four results of that strain.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createEngine, strainResults } from './api.ts';

export interface StrainJob {
  readonly id: number;
  readonly holdings: Int32Array;
  readonly strain: number;
  readonly budgetMs?: number;
  readonly maxNodes?: number;
}

export interface StrainAnswer {
  readonly id: number;
  readonly results: (number | null)[];
  readonly nodes: number;
}

const megabytes = (workerData as { megabytes?: number } | null)?.megabytes ?? 48;
const engine = createEngine(megabytes);

parentPort?.on('message', (job: StrainJob) => {
  const before = engine.nodes;
  const deadline = job.budgetMs === undefined ? undefined : Date.now() + job.budgetMs;
  const results = strainResults(
    engine,
    job.holdings,
    job.strain,
    job.maxNodes === undefined ? undefined : { maxNodes: job.maxNodes },
    deadline,
  );
  const answer: StrainAnswer = { id: job.id, results, nodes: engine.nodes - before };
  parentPort?.postMessage(answer);
});
