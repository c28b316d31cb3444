/**
 * `npm run bench:server`: starts `tenace serve` (SQLite in a temp folder) as its own process, opens N
 * minibridge tables with a person's client at every seat on loopback, and lets them play: each client
 * acts when its view says so, after a think time. Reports tables, messages per second, the p50/p99
 * latency from an action's send to its broadcast reaching the actor, and the server's memory per table.
 *
 *   npm run bench:server -- --tables 2000 --seconds 30 --think 1500
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SEATS, type Seat } from '@tenace/core';
import { api, ScriptClient } from '../scripts/wsClient.ts';
import { cpuSeconds, drive, LOAD_FLAGS, newLoad, pct, pool } from './load.ts';

const load = newLoad();

const { values: args } = parseArgs({
  options: {
    tables: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '30' },
    think: { type: 'string', default: '1500' },
    warmup: { type: 'string', default: '5' },
    /** Writes a CPU profile of the server process into this folder. */
    profile: { type: 'string' },
  },
});
const TABLES = Number(args.tables);
const SECONDS = Number(args.seconds);
const THINK = Number(args.think);
const WARMUP = Number(args.warmup);

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = mkdtempSync(join(tmpdir(), 'tenace-bench-'));

function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(
    process.execPath,
    [
      ...(args.profile === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${resolve(args.profile)}`]),
      join(ROOT, 'packages/cli/bin/tenace.js'),
      'serve',
      '--no-build',
      '--db',
      join(dir, 'bench.db'),
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      ...LOAD_FLAGS,
    ],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((res, rej) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      // The line printed once the tables are restored (log lines before it name the port too).
      const m = /Tenace is serving on (http:\/\/\S+)/.exec(out);
      if (m !== null) res({ child, base: m[1]! });
    });
    child.once('exit', (code) => {
      rej(new Error(`the server exited (${code}): ${out}`));
    });
  });
}

let server: ChildProcess | null = null;
process.on('exit', () => {
  server?.kill('SIGKILL');
});

async function main(): Promise<void> {
  const { child, base } = await startServer();
  server = child;
  const stats0 = (await api(base, 'GET', '/api/stats')) as { memory: { rss: number; heapUsed: number } };
  console.log(`server at ${base}; opening ${TABLES} tables × 4 clients…`);
  const tCreate = performance.now();
  const seats: { id: string; tokens: Record<Seat, string> }[] = [];
  await pool(
    Array.from({ length: TABLES }, (_, i) => i),
    32,
    async (i) => {
      const made = await api(base, 'POST', '/api/tables', {
        mode: 'minibridge',
        rules: { deals: 1000 },
        seed: `bench-${i}`,
        sit: { seat: 'N', name: 'N' },
        private: false,
      });
      const id = (made.table as { id: string }).id;
      const tokens = { N: made.token as string } as Record<Seat, string>;
      for (const s of ['E', 'S', 'W'] as const)
        tokens[s] = (await api(base, 'POST', `/api/tables/${id}/seats/${s}`, { name: s })).token as string;
      seats.push({ id, tokens });
    },
  );
  const createS = (performance.now() - tCreate) / 1000;
  const tConnect = performance.now();
  const clients: ScriptClient[] = [];
  await pool(seats, 64, async ({ id, tokens }) => {
    for (const s of SEATS) {
      const c = await ScriptClient.open(base, false);
      drive(c, s, THINK, load);
      const first = c.next((m) => m.t === 'state');
      c.send({ t: 'hello', v: 1, table: id, token: tokens[s] });
      await first;
      clients.push(c);
    }
    if (clients.length % 2000 === 0) console.log(`  ${clients.length} clients`);
  });
  const connectS = (performance.now() - tConnect) / 1000;
  console.log(
    `${TABLES} tables created in ${createS.toFixed(1)} s, ${clients.length} clients connected in ${connectS.toFixed(1)} s`,
  );
  console.log(`warming up ${WARMUP} s, measuring ${SECONDS} s…`);
  await new Promise((r) => setTimeout(r, WARMUP * 1000));
  load.measuring = true;
  const t0 = performance.now();
  const serverCpu0 = cpuSeconds(child.pid);
  const benchCpu0 = process.cpuUsage();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  load.measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const serverCpu = (cpuSeconds(child.pid) - serverCpu0) / elapsed;
  const b = process.cpuUsage(benchCpu0);
  const benchCpu = (b.user + b.system) / 1e6 / elapsed;
  const stats1 = (await api(base, 'GET', '/api/stats')) as {
    tables: number;
    connections: number;
    memory: { rss: number; heapUsed: number };
  };
  const sorted = [...load.latencies].sort((a, b) => a - b);
  const mb = (x: number) => (x / 1024 / 1024).toFixed(1);
  const report = {
    tables: stats1.tables,
    connections: stats1.connections,
    actionsTimed: sorted.length,
    actionsPerSecond: Math.round(sorted.length / elapsed),
    messagesPerSecond: Math.round(load.messages / elapsed),
    latencyMs: {
      p50: +pct(sorted, 50).toFixed(2),
      p99: +pct(sorted, 99).toFixed(2),
      max: +(sorted[sorted.length - 1] ?? NaN).toFixed(2),
    },
    serverMemory: { rssMB: +mb(stats1.memory.rss), heapMB: +mb(stats1.memory.heapUsed) },
    perTableKB: {
      rss: Math.round((stats1.memory.rss - stats0.memory.rss) / 1024 / TABLES),
      heap: Math.round((stats1.memory.heapUsed - stats0.memory.heapUsed) / 1024 / TABLES),
    },
    refusedActions: load.errors,
    /** Cores busy during the measurement: the server process, and this process (the clients). */
    cpuCores: { server: +serverCpu.toFixed(2), clients: +benchCpu.toFixed(2) },
    setupSeconds: { createTables: +createS.toFixed(1), connectClients: +connectS.toFixed(1) },
  };
  console.log(JSON.stringify(report, null, 2));
  const ok = report.tables >= TABLES && report.latencyMs.p99 <= 50 && load.errors === 0;
  console.log(`target (≥ ${TABLES} live tables, p99 ≤ 50 ms): ${ok ? 'met' : 'NOT met'}`);
  for (const c of clients) c.close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

main().catch((e: unknown) => {
  console.error(e);
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});
