/**
 * A bot thread: runs the jobs of botJobs.ts one at a time and answers each with its id. When the pool
 * passes a hold gate (tests only), an answer waits until the gate is opened: the test can then check
 * that the server answers other tables while this thread is busy.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runJob, type BotJob } from './botJobs.ts';

export interface WorkerJob {
  readonly id: number;
  readonly job: BotJob;
}

export type WorkerAnswer =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

const gate = (workerData as { hold?: SharedArrayBuffer } | null)?.hold;
const hold = gate === undefined ? null : new Int32Array(gate);

parentPort?.on('message', (m: WorkerJob) => {
  void runJob(m.job).then(
    (value) => {
      if (hold !== null) Atomics.wait(hold, 0, 0);
      parentPort?.postMessage({ id: m.id, ok: true, value } satisfies WorkerAnswer);
    },
    (error: unknown) => {
      if (hold !== null) Atomics.wait(hold, 0, 0);
      const message = error instanceof Error ? error.message : String(error);
      parentPort?.postMessage({ id: m.id, ok: false, error: message } satisfies WorkerAnswer);
    },
  );
});
