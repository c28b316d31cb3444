/**
 * `npm run bench:cluster`: the same load on three `tenace serve --redis` processes and on one plain
 * `tenace serve`, both on Postgres (a database of their own each time), measured in the same run and
 * interleaved (rounds alternate which goes first). The load: minibridge tables with a person's client
 * at every seat, each client acting when its view says so after a think time. In the cluster, tables are
 * created at every process in turn and each client connects to a random process (most sockets are then
 * relayed to their table's owner). Prints actions/s, p50/p99 from an action's send to its broadcast
 * reaching the actor, the CPU per action (server processes and Redis; the main threads' share apart from
 * the other threads', and the main threads' wake-ups per action) and the cluster/one-process ratio.
 *
 * `--pin CPUS` also measures both again with every server process kept to those CPUs (`taskset -c`), in
 * the same rounds: one process and three then run on equal hardware (on a 2-core machine, `--pin 1`
 * gives every server of both one core, the same one). The unpinned ratio stays the measure of the
 * target; the pinned one says how much of it is where the processes ran. `--node-flags` measures a
 * variant the same way: both kinds started with those node flags.
 *
 *   npm run bench:cluster -- --tables 300 --seconds 20 --think 1500 --rounds 2 [--placement table|owner]
 *     [--plain] [--share] [--pin 1 | --node-flags=--single-threaded-gc]
 */
import { parseArgs } from 'node:util';
import { SEATS, type Seat } from '@tenace/core';
import { clusterUrls, ServerProcesses, type ClusterUrls } from '../scripts/clusterProcesses.ts';
import { api, ScriptClient } from '../scripts/wsClient.ts';
import { cpuSeconds, drive, LOAD_FLAGS, newLoad, pct, pool, threadUse, type ThreadUse } from './load.ts';

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
    /**
     * Also measures one process with a third of the tables (1/PROCESSES: what each cluster process
     * plays), to tell what a process costs per action at a lower load from what the cluster adds.
     */
    share: { type: 'boolean', default: false },
    /** Also measures one process and the cluster with their servers kept to this CPU list (taskset -c). */
    pin: { type: 'string' },
    /**
     * Also measures one process and the cluster with these node flags (space-separated, such as
     * `--node-flags=--single-threaded-gc`), in the same rounds (not with --pin).
     */
    'node-flags': { type: 'string' },
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
const PIN = args.pin;
const SHARE = args.share;
const NODE_FLAGS = args['node-flags']?.split(' ').filter((f) => f !== '');
if (NODE_FLAGS !== undefined && (NODE_FLAGS.length === 0 || NODE_FLAGS.some((f) => !f.startsWith('--'))))
  throw new Error(
    `--node-flags must be node flags each starting with --, not ${JSON.stringify(args['node-flags'])}`,
  );
if (NODE_FLAGS !== undefined && PIN !== undefined)
  throw new Error('--node-flags and --pin measure one variant each: give one of them');
if (PIN !== undefined && !/^\d+([,-]\d+)*$/.test(PIN))
  throw new Error(`--pin must be a CPU list for taskset -c (such as 1 or 0,1), not ${JSON.stringify(PIN)}`);
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
  /**
   * CPU milliseconds per action of the processes' main threads (JavaScript, its system calls) and of their
   * other threads (GC helpers, libuv's pool, bot workers), and the main threads' wake-ups per action.
   */
  readonly mainMsPerAction: number;
  readonly otherThreadsMsPerAction: number;
  readonly wakeupsPerAction: number;
  readonly errors: number;
}

/** The sum over processes of their threads' use, as main thread and the others. */
function threadTotals(pids: readonly number[]): { main: ThreadUse; other: ThreadUse } {
  const main = { cpu: 0, wakeups: 0 };
  const other = { cpu: 0, wakeups: 0 };
  for (const pid of pids)
    for (const [name, u] of threadUse(pid)) {
      const to = name === 'main' ? main : other;
      to.cpu += u.cpu;
      to.wakeups += u.wakeups;
    }
  return { main, other };
}

/**
 * What is measured: `one` plain process; the `cluster` of PROCESSES processes; or `plain`, as many plain
 * processes each on a database of its own with a share of the tables and all of their sockets (what the
 * processes cost on this machine without any cluster work: no lease, no relay, no Redis); or `share`,
 * one plain process with 1/PROCESSES of the tables (the load of each process of the cluster).
 */
type Kind = 'one' | 'cluster' | 'plain' | 'share';

/** A kind measured, with its server processes kept to PIN's CPUs (or started with NODE_FLAGS) or not. */
interface Setup {
  readonly kind: Kind;
  readonly variant: boolean;
}

/** What the variant of --pin or --node-flags is called. */
const VARIANT = PIN !== undefined ? `on CPUs ${PIN}` : `with ${NODE_FLAGS?.join(' ') ?? ''}`;

interface Processes {
  readonly n: number;
  base(i: number): string;
  pids(): number[];
  /** The processes whose Redis counters are read (Redis is shared). */
  readonly stats: ServerProcesses;
  close(): Promise<void>;
}

async function processes(urls: ClusterUrls, { kind, variant }: Setup): Promise<Processes> {
  const launch = variant ? { cpus: PIN, nodeFlags: NODE_FLAGS } : {};
  if (kind === 'plain') {
    const cs = Array.from({ length: PROCESSES }, () => new ServerProcesses(urls, FLAGS, false, launch));
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
  const c = new ServerProcesses(urls, FLAGS, kind === 'cluster', launch);
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
  share: `1 process, 1/${String(PROCESSES)} of the tables`,
};

async function run(urls: ClusterUrls, setup: Setup): Promise<Result> {
  const { kind } = setup;
  const p = await processes(urls, setup);
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
      Array.from({ length: kind === 'share' ? Math.round(TABLES / PROCESSES) : TABLES }, (_, i) => i),
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
    const threads0 = threadTotals(pids);
    const redis0 = await redisCpu(c);
    const batches0 = await relayBatches();
    load.measuring = true;
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    load.measuring = false;
    const elapsed = (performance.now() - t0) / 1000;
    const cpu = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - cpu0[i]!, 0);
    const threads = threadTotals(pids);
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
      name: setup.variant ? `${NAMES[kind]} ${VARIANT}` : NAMES[kind],
      actionsPerSecond: Math.round(actions / elapsed),
      p50: +pct(sorted, 50).toFixed(2),
      p99: +pct(sorted, 99).toFixed(2),
      cpuMsPerAction: +((cpu * 1000) / actions).toFixed(3),
      redisMsPerAction: +((redis * 1000) / actions).toFixed(3),
      relayBatchesPerAction: +(batches / actions).toFixed(2),
      messagesPerAction: +(load.messages / actions).toFixed(2),
      relayedSockets: gauges.reduce((sum, g) => sum + g[0]!, 0),
      handedOver: gauges.reduce((sum, g) => sum + g[1]!, 0),
      mainMsPerAction: +(((threads.main.cpu - threads0.main.cpu) * 1000) / actions).toFixed(3),
      otherThreadsMsPerAction: +(((threads.other.cpu - threads0.other.cpu) * 1000) / actions).toFixed(3),
      wakeupsPerAction: +((threads.main.wakeups - threads0.main.wakeups) / actions).toFixed(2),
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
  const variantRatios: number[] = [];
  let worstP99 = 0;
  let errors = 0;
  const key = (s: Setup) => `${s.kind}${s.variant ? '@variant' : ''}`;
  const kinds: Kind[] = [
    'one',
    'cluster',
    ...(PLAIN ? (['plain'] as const) : []),
    ...(SHARE ? (['share'] as const) : []),
  ];
  const shareRatios: number[] = [];
  const setups: Setup[] = [
    ...kinds.map((kind) => ({ kind, variant: false })),
    ...(PIN === undefined && NODE_FLAGS === undefined
      ? []
      : (['one', 'cluster'] as const).map((kind) => ({ kind, variant: true }))),
  ];
  for (let r = 0; r < ROUNDS; r++) {
    // Rounds alternate which goes first.
    const order = r % 2 === 0 ? setups : [...setups].reverse();
    const got = new Map<string, Result>();
    for (const setup of order) {
      const res = await run(urls, setup);
      console.log(`  round ${String(r + 1)} ${JSON.stringify(res)}`);
      got.set(key(setup), res);
      errors += res.errors;
    }
    const cpu = (k: string) => got.get(k)!.cpuMsPerAction + got.get(k)!.redisMsPerAction;
    worstP99 = Math.max(worstP99, got.get('cluster')!.p99);
    ratios.push(cpu('cluster') / cpu('one'));
    console.log(`  round ${String(r + 1)}: CPU per action, cluster / 1 process ${ratios.at(-1).toFixed(2)}x`);
    if (PLAIN) plainRatios.push(cpu('cluster') / cpu('plain'));
    if (SHARE) shareRatios.push(cpu('share') / cpu('one'));
    if (PIN !== undefined || NODE_FLAGS !== undefined) {
      variantRatios.push(cpu('cluster@variant') / cpu('one@variant'));
      console.log(
        `  round ${String(r + 1)}: CPU per action, both ${VARIANT}: cluster / 1 process ${variantRatios.at(-1).toFixed(2)}x; ` +
          `cluster ${VARIANT} / cluster ${(cpu('cluster@variant') / cpu('cluster')).toFixed(2)}x, 1 process ${VARIANT} / 1 process ${(cpu('one@variant') / cpu('one')).toFixed(2)}x`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const spread = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}x`;
  const ratio = median(ratios);
  console.log(
    `CPU per action, ${String(PROCESSES)} processes + Redis / 1 process (same run, median of ${String(ROUNDS)}): ${ratio.toFixed(2)}x, ${spread(ratios)} (target ≤ 1.5x); ` +
      `cluster p99 worst ${worstP99.toFixed(1)} ms (target ≤ 50 ms); refused actions ${String(errors)}`,
  );
  if (PLAIN)
    console.log(
      `CPU per action, ${String(PROCESSES)} processes + Redis / ${String(PROCESSES)} plain processes (no cluster work; same run, median): ${median(plainRatios).toFixed(2)}x; ` +
        `${String(PROCESSES)} plain / 1 process: ${median(plainRatios.map((x, i) => ratios[i]! / x)).toFixed(2)}x`,
    );
  if (SHARE)
    console.log(
      `CPU per action, 1 process with 1/${String(PROCESSES)} of the tables / 1 process with all (same run, median): ${median(shareRatios).toFixed(2)}x, ${spread(shareRatios)}`,
    );
  if (PIN !== undefined)
    console.log(
      `CPU per action with every server on CPUs ${PIN} (both kinds; same run, median): ${median(variantRatios).toFixed(2)}x, ${spread(variantRatios)} — ` +
        'the servers share the CPUs they are kept to: not the measure of the target, which is the unpinned ratio above',
    );
  if (NODE_FLAGS !== undefined)
    console.log(
      `CPU per action with every server started ${VARIANT} (both kinds; same run, median): ${median(variantRatios).toFixed(2)}x, ${spread(variantRatios)}`,
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
