/**
 * `npm run bench:cluster`: the same load on three `tenace serve --redis` processes and on one plain
 * `tenace serve`, both on Postgres (a database of their own each time), measured in the same run and
 * interleaved (rounds alternate which goes first). The load: minibridge tables with a person's client
 * at every seat, each client acting when its view says so after a think time. In the cluster, tables are
 * created at every process in turn and each client connects to a random process (most sockets are then
 * relayed to their table's owner). Prints actions/s, p50/p99 from an action's send to its broadcast
 * reaching the actor, the CPU per action (server processes and Redis) and the cluster/one-process ratio.
 *
 *   npm run bench:cluster -- --tables 300 --seconds 20 --think 1500 --rounds 2 [--placement owner]
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
     * Where cluster clients connect: `random` (any process, as a plain load balancer does) or `owner`
     * (the process that plays their table, as a balancer routing by table would).
     */
    placement: { type: 'string', default: 'random' },
  },
});
const TABLES = Number(args.tables);
const SECONDS = Number(args.seconds);
const THINK = Number(args.think);
const WARMUP = Number(args.warmup);
const ROUNDS = Number(args.rounds);
const PROCESSES = Number(args.processes);
const PLACEMENT = args.placement;
if (PLACEMENT !== 'random' && PLACEMENT !== 'owner') throw new Error('--placement must be random or owner');

const FLAGS = LOAD_FLAGS;

/** How many times each Redis command was called so far (its INFO commandstats). */
async function redisCalls(c: ServerProcesses, command: string): Promise<number> {
  const info = await c.redis.info('commandstats');
  return Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(info)?.[1] ?? 0);
}

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
  /** Messages published to Redis per action (the relay's batches). */
  readonly publishesPerAction: number;
  readonly errors: number;
}

async function run(urls: ClusterUrls, clustered: boolean): Promise<Result> {
  const n = clustered ? PROCESSES : 1;
  const c = new ServerProcesses(urls, FLAGS, clustered);
  try {
    await c.start(n);
    const base = (i: number) => c.base(i % n);
    const pick = () => base(Math.floor(Math.random() * n));
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
        for (const s of ['E', 'S', 'W'] as const)
          tokens[s] = (await api(pick(), 'POST', `/api/tables/${id}/seats/${s}`, { name: s }))
            .token as string;
        seats.push({ id, at: i % n, tokens });
      },
    );
    const load = newLoad();
    const clients: ScriptClient[] = [];
    await pool(seats, 32, async ({ id, at, tokens }) => {
      for (const s of SEATS) {
        const client = await ScriptClient.open(PLACEMENT === 'owner' ? base(at) : pick(), false);
        drive(client, s, THINK, load);
        const first = client.next((m) => m.t === 'state');
        client.send({ t: 'hello', v: 1, table: id, token: tokens[s] });
        await first;
        clients.push(client);
      }
    });
    await new Promise((r) => setTimeout(r, WARMUP * 1000));
    const pids = c.alive().map((i) => c.procs[i]!.pid);
    const cpu0 = pids.map(cpuSeconds);
    const redis0 = await redisCpu(c);
    const publish0 = await redisCalls(c, 'publish');
    load.measuring = true;
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    load.measuring = false;
    const elapsed = (performance.now() - t0) / 1000;
    const cpu = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - cpu0[i]!, 0);
    const redis = (await redisCpu(c)) - redis0;
    const publishes = (await redisCalls(c, 'publish')) - publish0;
    for (const client of clients) client.close();
    const sorted = [...load.latencies].sort((a, b) => a - b);
    const actions = sorted.length;
    return {
      name: clustered ? `${String(n)} processes` : '1 process',
      actionsPerSecond: Math.round(actions / elapsed),
      p50: +pct(sorted, 50).toFixed(2),
      p99: +pct(sorted, 99).toFixed(2),
      cpuMsPerAction: +((cpu * 1000) / actions).toFixed(3),
      redisMsPerAction: +((redis * 1000) / actions).toFixed(3),
      publishesPerAction: +(publishes / actions).toFixed(2),
      errors: load.errors,
    };
  } finally {
    await c.close();
  }
}

async function main(): Promise<number> {
  const urls = clusterUrls();
  if (typeof urls === 'string') {
    console.log(`bench:cluster: ${urls}`);
    return 1;
  }
  console.log(
    `bench:cluster: ${String(TABLES)} tables × 4 clients (cluster sockets at ${PLACEMENT === 'owner' ? "their table's process" : 'random processes'}), think ${String(THINK)} ms, ${String(SECONDS)} s measured, ${String(ROUNDS)} rounds`,
  );
  const ratios: number[] = [];
  let worstP99 = 0;
  let errors = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? [false, true] : [true, false];
    const got: Result[] = [];
    for (const clustered of order) {
      const res = await run(urls, clustered);
      console.log(`  round ${String(r + 1)} ${JSON.stringify(res)}`);
      got.push(res);
      errors += res.errors;
    }
    const one = got.find((x) => x.name === '1 process')!;
    const many = got.find((x) => x.name !== '1 process')!;
    worstP99 = Math.max(worstP99, many.p99);
    ratios.push((many.cpuMsPerAction + many.redisMsPerAction) / (one.cpuMsPerAction + one.redisMsPerAction));
  }
  ratios.sort((a, b) => a - b);
  const ratio = ratios[Math.floor(ratios.length / 2)]!;
  console.log(
    `CPU per action, ${String(PROCESSES)} processes + Redis / 1 process (same run, median of ${String(ROUNDS)}): ${ratio.toFixed(2)}x (target ≤ 1.5x); ` +
      `cluster p99 worst ${worstP99.toFixed(1)} ms (target ≤ 50 ms); refused actions ${String(errors)}`,
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
