/**
 * `npm run bench:cluster`: the same load on three `tenace serve --redis` processes and on one plain
 * `tenace serve`, both on Postgres (a database of their own each time), measured in the same run and
 * interleaved (rounds alternate which goes first). The load: minibridge tables with a person's client
 * at every seat, each client acting when its view says so after a think time. In the cluster, tables are
 * created at every process in turn and each client connects to a random process (most sockets are then
 * relayed to their table's owner). Prints actions/s, p50/p99 from an action's send to its broadcast
 * reaching the actor, the CPU per action (server processes and Redis) and the cluster/one-process ratio.
 *
 *   npm run bench:cluster -- --tables 300 --seconds 20 --think 1500 --rounds 2 [--placement table|owner] [--plain]
 */
import { parseArgs } from 'node:util';
import { SEATS, type Seat } from '@tenace/core';
import { clusterUrls, ServerProcesses, type ClusterUrls } from '../scripts/clusterProcesses.ts';
import { api, ScriptClient } from '../scripts/wsClient.ts';
import { cpuSeconds, drive, LOAD_FLAGS, newLoad, pct, pool } from './load.ts';

const { values: args } = parseArgs({
  options: {
    tables: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '20' },
    think: { type: 'string', default: '1500' },
    warmup: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '2' },
    processes: { type: 'string', default: '3' },
    /**
     * Where cluster clients connect: `random` (any process, as a plain load balancer does), `table` (the
     * process a hash of their table's id picks, as deploy/nginx.conf does: the table moves there from
     * the process that created it once its first socket arrives) or `owner` (the process that created
     * and plays their table: no relay and no move at all).
     */
    placement: { type: 'string', default: 'random' },
    /** Also measures as many plain processes, each with its own database and tables (no cluster work). */
    plain: { type: 'boolean', default: false },
  },
});
const TABLES = Number(args.tables);
const SECONDS = Number(args.seconds);
const THINK = Number(args.think);
const WARMUP = Number(args.warmup);
const ROUNDS = Number(args.rounds);
const PROCESSES = Number(args.processes);
const PLACEMENT = args.placement;
const PLAIN = args.plain;
if (PLACEMENT !== 'random' && PLACEMENT !== 'owner' && PLACEMENT !== 'table')
  throw new Error('--placement must be random, table or owner');

/** The process a load balancer hashing on the table id sends the table's requests and sockets to. */
function hashed(table: string, n: number): number {
  let h = 2166136261;
  for (let i = 0; i < table.length; i++) h = Math.imul(h ^ table.charCodeAt(i), 16777619);
  return (h >>> 0) % n;
}

const FLAGS = LOAD_FLAGS;

/** CPU seconds Redis has used so far (its INFO cpu). */
async function redisCpu(c: ServerProcesses): Promise<number> {
  const info = await c.redis.info('cpu');
  const get = (k: string) => Number(new RegExp(`${k}:([0-9.]+)`).exec(info)?.[1] ?? NaN);
  return get('used_cpu_sys') + get('used_cpu_user');
}

interface Result {
  readonly name: string;
  readonly actionsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  /** CPU milliseconds per action: server processes, and Redis. */
  readonly cpuMsPerAction: number;
  readonly redisMsPerAction: number;
  /** Batches of relayed messages written to other processes per action (one a peer a turn). */
  readonly relayBatchesPerAction: number;
  /** Messages the clients received per action (4 seated clients: 4 when each gets one view an action). */
  readonly messagesPerAction: number;
  /** Sockets relayed to their table's process at the end, and tables handed over to their sockets' process. */
  readonly relayedSockets: number;
  readonly handedOver: number;
  readonly errors: number;
}

/**
 * What is measured: `one` plain process; the `cluster` of PROCESSES processes; or `plain`, as many plain
 * processes each on a database of its own with a share of the tables and all of their sockets (what the
 * processes cost on this machine without any cluster work: no lease, no relay, no Redis).
 */
type Kind = 'one' | 'cluster' | 'plain';

interface Processes {
  readonly n: number;
  base(i: number): string;
  pids(): number[];
  /** The processes whose Redis counters are read (Redis is shared). */
  readonly stats: ServerProcesses;
  close(): Promise<void>;
}

async function processes(urls: ClusterUrls, kind: Kind): Promise<Processes> {
  if (kind === 'plain') {
    const cs = Array.from({ length: PROCESSES }, () => new ServerProcesses(urls, FLAGS, false));
    await Promise.all(cs.map((c) => c.start(1)));
    return {
      n: PROCESSES,
      base: (i) => cs[i % PROCESSES]!.base(0),
      pids: () => cs.map((c) => c.procs[0]!.pid),
      stats: cs[0]!,
      close: async () => {
        await Promise.all(cs.map((c) => c.close()));
      },
    };
  }
  const n = kind === 'cluster' ? PROCESSES : 1;
  const c = new ServerProcesses(urls, FLAGS, kind === 'cluster');
  await c.start(n);
  return {
    n,
    base: (i) => c.base(i % n),
    pids: () => c.alive().map((i) => c.procs[i]!.pid),
    stats: c,
    close: () => c.close(),
  };
}

const NAMES: Record<Kind, string> = {
  one: '1 process',
  cluster: `${String(PROCESSES)} processes`,
  plain: `${String(PROCESSES)} plain processes`,
};

async function run(urls: ClusterUrls, kind: Kind): Promise<Result> {
  const p = await processes(urls, kind);
  const c = p.stats;
  try {
    const n = p.n;
    const base = (i: number) => p.base(i);
    // Plain processes share nothing: a table's requests and sockets all go to the process it is on.
    const placement = kind === 'plain' ? 'owner' : PLACEMENT;
    const pick = () => base(Math.floor(Math.random() * n));
    const metricsOf = async (i: number) => {
      const text = await (await fetch(`${base(i)}/metrics`)).text();
      return (name: string) =>
        Number(
          text
            .split('\n')
            .find((l) => l.startsWith(`${name} `))
            ?.slice(name.length + 1) ?? 0,
        );
    };
    const relayBatches = async () =>
      (
        await Promise.all(
          Array.from({ length: n }, async (_, i) => (await metricsOf(i))('tenace_relay_batches_total')),
        )
      ).reduce((sum, x) => sum + x, 0);
    const seats: { id: string; at: number; tokens: Record<Seat, string> }[] = [];
    await pool(
      Array.from({ length: TABLES }, (_, i) => i),
      16,
      async (i) => {
        const made = await api(base(i), 'POST', '/api/tables', {
          mode: 'minibridge',
          rules: { deals: 1000 },
          seed: `bench-${String(i)}`,
          sit: { seat: 'N', name: 'N' },
          private: false,
        });
        const id = (made.table as { id: string }).id;
        const tokens = { N: made.token as string } as Record<Seat, string>;
        const at = (): string =>
          placement === 'table' ? base(hashed(id, n)) : placement === 'owner' ? base(i) : pick();
        for (const s of ['E', 'S', 'W'] as const)
          tokens[s] = (await api(at(), 'POST', `/api/tables/${id}/seats/${s}`, { name: s })).token as string;
        seats.push({ id, at: i % n, tokens });
      },
    );
    const load = newLoad();
    const clients: ScriptClient[] = [];
    await pool(seats, 32, async ({ id, at, tokens }) => {
      for (const s of SEATS) {
        const process =
          placement === 'owner' ? base(at) : placement === 'table' ? base(hashed(id, n)) : pick();
        const client = await ScriptClient.open(process, false);
        drive(client, s, THINK, load);
        const first = client.next((m) => m.t === 'state');
        client.send({ t: 'hello', v: 1, table: id, token: tokens[s] });
        await first;
        clients.push(client);
      }
    });
    await new Promise((r) => setTimeout(r, WARMUP * 1000));
    const pids = p.pids();
    const cpu0 = pids.map(cpuSeconds);
    const redis0 = await redisCpu(c);
    const batches0 = await relayBatches();
    load.measuring = true;
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    load.measuring = false;
    const elapsed = (performance.now() - t0) / 1000;
    const cpu = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - cpu0[i]!, 0);
    const redis = (await redisCpu(c)) - redis0;
    const batches = (await relayBatches()) - batches0;
    const gauges = await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const get = await metricsOf(i);
        return [get('tenace_relayed_sockets{way="in"}'), get('tenace_lease_moves_total{how="handed_over"}')];
      }),
    );
    for (const client of clients) client.close();
    const sorted = [...load.latencies].sort((a, b) => a - b);
    const actions = sorted.length;
    return {
      name: NAMES[kind],
      actionsPerSecond: Math.round(actions / elapsed),
      p50: +pct(sorted, 50).toFixed(2),
      p99: +pct(sorted, 99).toFixed(2),
      cpuMsPerAction: +((cpu * 1000) / actions).toFixed(3),
      redisMsPerAction: +((redis * 1000) / actions).toFixed(3),
      relayBatchesPerAction: +(batches / actions).toFixed(2),
      messagesPerAction: +(load.messages / actions).toFixed(2),
      relayedSockets: gauges.reduce((sum, g) => sum + g[0]!, 0),
      handedOver: gauges.reduce((sum, g) => sum + g[1]!, 0),
      errors: load.errors,
    };
  } finally {
    await p.close();
  }
}

async function main(): Promise<number> {
  const urls = clusterUrls();
  if (typeof urls === 'string') {
    console.log(`bench:cluster: ${urls}`);
    return 1;
  }
  console.log(
    `bench:cluster: ${String(TABLES)} tables × 4 clients (cluster sockets at ${PLACEMENT === 'owner' ? "their table's process" : PLACEMENT === 'table' ? 'the process their table id hashes to' : 'random processes'}), think ${String(THINK)} ms, ${String(SECONDS)} s measured, ${String(ROUNDS)} rounds`,
  );
  const ratios: number[] = [];
  const plainRatios: number[] = [];
  let worstP99 = 0;
  let errors = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const kinds: Kind[] = PLAIN ? ['one', 'cluster', 'plain'] : ['one', 'cluster'];
    // Rounds alternate which goes first.
    const order = r % 2 === 0 ? kinds : [...kinds].reverse();
    const got = new Map<Kind, Result>();
    for (const kind of order) {
      const res = await run(urls, kind);
      console.log(`  round ${String(r + 1)} ${JSON.stringify(res)}`);
      got.set(kind, res);
      errors += res.errors;
    }
    const cpu = (k: Kind) => got.get(k)!.cpuMsPerAction + got.get(k)!.redisMsPerAction;
    worstP99 = Math.max(worstP99, got.get('cluster')!.p99);
    ratios.push(cpu('cluster') / cpu('one'));
    console.log(`  round ${String(r + 1)}: CPU per action, cluster / 1 process ${ratios.at(-1).toFixed(2)}x`);
    if (PLAIN) plainRatios.push(cpu('cluster') / cpu('plain'));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const ratio = median(ratios);
  console.log(
    `CPU per action, ${String(PROCESSES)} processes + Redis / 1 process (same run, median of ${String(ROUNDS)}): ${ratio.toFixed(2)}x (target ≤ 1.5x); ` +
      `cluster p99 worst ${worstP99.toFixed(1)} ms (target ≤ 50 ms); refused actions ${String(errors)}`,
  );
  if (PLAIN)
    console.log(
      `CPU per action, ${String(PROCESSES)} processes + Redis / ${String(PROCESSES)} plain processes (no cluster work; same run, median): ${median(plainRatios).toFixed(2)}x; ` +
        `${String(PROCESSES)} plain / 1 process: ${median(plainRatios.map((x, i) => ratios[i]! / x)).toFixed(2)}x`,
    );
  return errors === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
