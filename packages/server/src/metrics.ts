/**
 * The server's Prometheus metrics (text exposition format 0.0.4): counters and a latency histogram kept
 * here, gauges read when scraped. Actions per second is also given over the last 10 s, for a quick look.
 */

import { LoopLag } from './loopLag.ts';

/** Bucket bounds (seconds) of the action→broadcast histogram. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5] as const;
const RATE_WINDOW_S = 10;

export interface Gauges {
  readonly liveTables: number;
  readonly sockets: number;
  readonly botQueue: number;
  readonly botRunning: number;
  readonly evicted: number;
  readonly restored: number;
  /**
   * Several processes: the leases held and taken, tables handed over to the process their sockets reach,
   * sockets relayed out and in, tables picked up, batches of relayed messages sent to other processes.
   */
  readonly cluster?: {
    readonly held: number;
    readonly taken: number;
    readonly handedOver: number;
    readonly relayedOut: number;
    readonly relayedIn: number;
    readonly adopted: number;
    readonly relayBatches: number;
  };
}

export class Metrics {
  private readonly actions = { human: 0, bot: 0 };
  private readonly buckets: number[] = LATENCY_BUCKETS.map(() => 0);
  private count = 0;
  private sum = 0;
  /** Actions per whole second, over the last RATE_WINDOW_S seconds (ring by second). */
  private readonly perSecond: number[] = new Array<number>(RATE_WINDOW_S).fill(0);
  private second = 0;
  /** How late the event loop runs a timer, in windows from one scrape to the next (loopLag.ts). */
  private readonly loop = new LoopLag();

  constructor(private readonly nowMs: () => number = Date.now) {
    this.second = Math.floor(nowMs() / 1000);
  }

  /** Stops the event loop's sampling timer. */
  close(): void {
    this.loop.stop();
  }

  /** Moves the per-second ring to now (seconds that passed with no action count 0). */
  private advance(): void {
    const now = Math.floor(this.nowMs() / 1000);
    for (let s = this.second + 1; s <= now && s <= this.second + RATE_WINDOW_S; s++)
      this.perSecond[s % RATE_WINDOW_S] = 0;
    this.second = Math.max(this.second, now);
  }

  /** An accepted action, `ms` after it reached its table until every connection was sent its view. */
  acted(by: 'human' | 'bot', ms: number): void {
    this.actions[by]++;
    const s = ms / 1000;
    this.count++;
    this.sum += s;
    for (let i = 0; i < LATENCY_BUCKETS.length; i++) if (s <= LATENCY_BUCKETS[i]!) this.buckets[i]!++;
    this.advance();
    this.perSecond[this.second % RATE_WINDOW_S]!++;
  }

  /** Actions per second over the last RATE_WINDOW_S whole seconds (the current one left out). */
  rate(): number {
    this.advance();
    let n = 0;
    for (let s = this.second - RATE_WINDOW_S + 1; s < this.second; s++)
      n += this.perSecond[s % RATE_WINDOW_S]!;
    return n / (RATE_WINDOW_S - 1);
  }

  render(g: Gauges): string {
    const lines: string[] = [];
    const metric = (name: string, type: string, help: string, samples: [string, number][]): void => {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
      for (const [labels, v] of samples) lines.push(`${name}${labels} ${String(v)}`);
    };
    metric('tenace_live_tables', 'gauge', "Tables in this process's memory.", [['', g.liveTables]]);
    metric('tenace_sockets', 'gauge', 'Open WebSocket connections.', [['', g.sockets]]);
    metric('tenace_actions_total', 'counter', 'Game actions accepted, by who chose them.', [
      ['{by="human"}', this.actions.human],
      ['{by="bot"}', this.actions.bot],
    ]);
    metric(
      'tenace_actions_per_second',
      'gauge',
      `Actions accepted per second over the last ${RATE_WINDOW_S} s.`,
      [['', this.rate()]],
    );
    const h = 'tenace_action_broadcast_seconds';
    lines.push(
      `# HELP ${h} From an action reaching its table to every connection being sent the new view.`,
      `# TYPE ${h} histogram`,
    );
    LATENCY_BUCKETS.forEach((b, i) =>
      lines.push(`${h}_bucket{le="${String(b)}"} ${String(this.buckets[i])}`),
    );
    lines.push(
      `${h}_bucket{le="+Inf"} ${String(this.count)}`,
      `${h}_sum ${String(this.sum)}`,
      `${h}_count ${String(this.count)}`,
    );
    metric('tenace_bot_queue_length', 'gauge', 'Bot decisions waiting for a thread.', [['', g.botQueue]]);
    metric('tenace_bot_running', 'gauge', 'Bot decisions being made in threads.', [['', g.botRunning]]);
    metric(
      'tenace_table_moves_total',
      'counter',
      'Tables that left memory, and that were restored on demand.',
      [
        ['{move="left_memory"}', g.evicted],
        ['{move="restored"}', g.restored],
      ],
    );
    const lag = this.loop.take();
    metric('tenace_event_loop_delay_seconds', 'summary', 'Event loop delay since the last scrape.', [
      ['{quantile="0.5"}', lag.p50Ms / 1000],
      ['{quantile="0.99"}', lag.p99Ms / 1000],
      ['{quantile="1"}', lag.maxMs / 1000],
    ]);
    const c = g.cluster;
    if (c !== undefined) {
      metric('tenace_leases_held', 'gauge', 'Table leases this process holds.', [['', c.held]]);
      metric(
        'tenace_lease_moves_total',
        'counter',
        'Leases this process took (tables created here, moved here, picked up from a dead process) or handed over (to the process their sockets reach).',
        [
          ['{how="taken"}', c.taken],
          ['{how="orphan"}', c.adopted],
          ['{how="handed_over"}', c.handedOver],
        ],
      );
      metric('tenace_relayed_sockets', 'gauge', 'Sockets relayed to the process that plays their table.', [
        ['{way="out"}', c.relayedOut],
        ['{way="in"}', c.relayedIn],
      ]);
      metric(
        'tenace_relay_batches_total',
        'counter',
        'Batches of relayed messages (frames, requests, answers) written to other processes, one a peer a turn.',
        [['', c.relayBatches]],
      );
    }
    const m = process.memoryUsage();
    metric('tenace_process_resident_bytes', 'gauge', 'Resident memory of the process.', [['', m.rss]]);
    metric('tenace_process_heap_used_bytes', 'gauge', 'V8 heap in use.', [['', m.heapUsed]]);
    return `${lines.join('\n')}\n`;
  }
}
