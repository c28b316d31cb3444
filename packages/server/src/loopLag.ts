/**
 * How late the event loop runs a timer: a 50 ms interval (unref'd, so it keeps no process alive) records
 * by how much each tick came later than due. A server stall shows here; a slow answer with a prompt loop
 * comes from outside the process (CPU taken by others, or the network). Node's own monitorEventLoopDelay
 * was tried first and does not see a stall of the main thread between its samples (Node 20).
 *
 * The interval is a sample rate: a stall of d ms is caught with chance d/50 (always past 50 ms), and 20
 * samples a second make each scrape's quantiles. It was 10 ms: measured on a 2-core VM, a 10 ms timer
 * alone costs an idle Node process ~9 ms of CPU a second (each wake-up ~90 µs), 50 ms ~4 ms; with several
 * processes on one machine, each pays it (bench:cluster).
 */
const EVERY_MS = 50;
/** Samples kept per window (past it the oldest half is dropped; the worst is kept apart). */
const KEEP = 20_000;

export interface LagWindow {
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly samples: number;
}

export class LoopLag {
  private samples: number[] = [];
  private max = 0;
  private last = performance.now();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor() {
    this.timer = setInterval(() => {
      const now = performance.now();
      const lag = Math.max(0, now - this.last - EVERY_MS);
      this.last = now;
      if (this.samples.length >= KEEP) this.samples = this.samples.slice(KEEP / 2);
      this.samples.push(lag);
      this.max = Math.max(this.max, lag);
    }, EVERY_MS);
    this.timer.unref();
  }

  /** The lag since the previous call (or the start), and a new window from now. */
  take(): LagWindow {
    const s = this.samples.sort((a, b) => a - b);
    const at = (q: number) => (s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor(q * s.length))]!);
    const w = { p50Ms: at(0.5), p99Ms: at(0.99), maxMs: this.max, samples: s.length };
    this.samples = [];
    this.max = 0;
    return w;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
