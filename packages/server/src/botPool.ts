/**
 * The bot threads: a small pool of worker threads that run the bots' slow decisions (sampling and
 * double-dummy card play, claim checks) off the event loop, so that every other table keeps playing while
 * a bot thinks. Threads start on the first job; jobs wait fairly across tables, all-bot tables last
 * (fairQueue.ts); a job whose table has moved on by the time a thread is free is dropped without running. A thread that fails or runs past the hard limit is
 * replaced and its job answered with an error (the caller falls back to a simple legal decision).
 *
 * Size: the `threads` option, else the TENACE_BOT_THREADS environment variable, else 1.
 */
import type { Worker } from 'node:worker_threads';
import type { BotJob } from './botJobs.ts';
import type { WorkerAnswer, WorkerJob } from './botWorker.ts';
import { FairQueue, type Lane } from './fairQueue.ts';
import { siblingModule, spawnWorker } from './threads.ts';

export interface BotPoolOptions {
  /** Worker threads (default: TENACE_BOT_THREADS, else 1). */
  readonly threads?: number;
  /** Milliseconds after which a job is given up and its thread replaced (default 60 s). */
  readonly hardLimitMs?: number;
  /** Tests only: answers wait until element 0 of this buffer (an Int32Array) is set non-zero and notified. */
  readonly hold?: SharedArrayBuffer;
}

/** The pool size from the environment: a whole number from 1 to 64, else 1. */
export function threadsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const v = env.TENACE_BOT_THREADS;
  if (v === undefined || v === '') return 1;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 64)
    throw new Error(`TENACE_BOT_THREADS must be a whole number from 1 to 64, got "${v}"`);
  return Number(v);
}

interface Waiting {
  readonly id: number;
  readonly job: BotJob;
  readonly stale: () => boolean;
  readonly done: (value: unknown) => void;
  readonly fail: (e: Error) => void;
}

interface Thread {
  readonly worker: Worker;
  job: Waiting | null;
  timer: NodeJS.Timeout | null;
}

/** The lane of jobs that name no table (tests, tools). */
const DEFAULT_LANE: Lane = { table: '', low: false };

/** A job dropped because its table moved on before a thread was free. */
export class StaleJob extends Error {
  constructor() {
    super('the table moved on before the bot thread was free');
  }
}

export class BotPool {
  private readonly size: number;
  private readonly hardLimitMs: number;
  private readonly threads: Thread[] = [];
  private readonly queue = new FairQueue<Waiting>();
  private nextId = 1;
  private closed = false;
  /** Jobs answered so far (tests and stats). */
  answered = 0;

  constructor(private readonly options: BotPoolOptions = {}) {
    this.size = Math.max(1, options.threads ?? threadsFromEnv());
    this.hardLimitMs = options.hardLimitMs ?? 60_000;
  }

  /** Jobs running in a thread now. */
  get running(): number {
    return this.threads.filter((t) => t.job !== null).length;
  }

  /** Jobs waiting for a thread. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Runs a job in a thread. `stale` is asked just before the job starts: true drops it (StaleJob). Jobs
   * wait fairly across tables (`lane`: the table, and whether it is all bots and so low priority).
   */
  run<T>(job: BotJob, stale: () => boolean = () => false, lane: Lane = DEFAULT_LANE): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the bot threads are stopped'));
    return new Promise<T>((done, fail) => {
      this.queue.push({ id: this.nextId++, job, stale, done: done as (v: unknown) => void, fail }, lane);
      this.pump();
    });
  }

  private start(): Thread {
    const worker = spawnWorker(siblingModule(import.meta.url, 'botWorker'), { hold: this.options.hold });
    const thread: Thread = { worker, job: null, timer: null };
    worker.on('message', (a: WorkerAnswer) => {
      const w = thread.job;
      if (w?.id !== a.id) return;
      this.finish(thread);
      this.answered++;
      if (a.ok) w.done(a.value);
      else w.fail(new Error(a.error));
      this.pump();
    });
    const lost = (why: string): void => {
      const w = thread.job;
      this.finish(thread);
      const i = this.threads.indexOf(thread);
      if (i >= 0) this.threads.splice(i, 1);
      w?.fail(new Error(`the bot thread stopped: ${why}`));
      this.pump();
    };
    worker.on('error', (e) => {
      lost(e.message);
    });
    worker.on('exit', (code) => {
      lost(`exit code ${code}`);
    });
    // Idle threads must not keep the process alive.
    worker.unref();
    this.threads.push(thread);
    return thread;
  }

  private finish(thread: Thread): void {
    if (thread.timer !== null) clearTimeout(thread.timer);
    thread.timer = null;
    thread.job = null;
  }

  private pump(): void {
    if (this.closed) return;
    while (this.queue.length > 0) {
      let thread = this.threads.find((t) => t.job === null);
      if (thread === undefined) {
        if (this.threads.length >= this.size) return;
        thread = this.start();
      }
      const w = this.queue.shift()!;
      if (w.stale()) {
        w.fail(new StaleJob());
        continue;
      }
      thread.job = w;
      const t = thread;
      thread.timer = setTimeout(() => {
        // Past the hard limit: give the job up and replace the thread.
        void t.worker.terminate();
      }, this.hardLimitMs);
      thread.worker.postMessage({ id: w.id, job: w.job } satisfies WorkerJob);
    }
  }

  /** Stops every thread; waiting jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.queue.drain()) w.fail(new Error('the bot threads are stopped'));
    const threads = this.threads.splice(0);
    for (const t of threads) {
      const w = t.job;
      this.finish(t);
      w?.fail(new Error('the bot threads are stopped'));
    }
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }
}
