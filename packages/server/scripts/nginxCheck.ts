/**
 * The documented deployment, run (issue 16): three `tenace serve --redis` processes on Postgres and Redis
 * behind nginx with `deploy/nginx.conf` itself (only its ports changed to free ones). Four people at one
 * table, each on a socket of their own through nginx (which spreads them over the processes), play a
 * whole deal. nginx routes by table: all four sockets reach one process, the table moves there with the
 * first (unless it was created there), and none is relayed; then a socket opened straight at another
 * process (past nginx) is relayed to the table's process. Needs nginx,
 * REDIS_URL and a postgres:// DATABASE_URL (`.ci/run` provides them); says why and passes when one is
 * missing. Exits 1 on failure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEATS, type Seat } from '@tenace/core';
import type { ServerMessage } from '@tenace/protocol';
import { simpleIntent, WsClient } from '../test/helpers.ts';
import { clusterUrls, ServerProcesses } from './clusterProcesses.ts';
import { ROOMY_FLAGS } from './serveProcess.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => {
        res(typeof a === 'object' && a !== null ? a.port : 0);
      });
    });
  });
}

/** deploy/nginx.conf with its listen port and upstream ports replaced. */
export function nginxConfFor(conf: string, listen: number, upstream: readonly number[]): string {
  let i = 0;
  const out = conf
    .replace(/listen 8080;/, `listen 127.0.0.1:${String(listen)};`)
    .replace(/server 127\.0\.0\.1:808[1-9]/g, () => `server 127.0.0.1:${String(upstream[i++] ?? 0)}`);
  if (i !== upstream.length)
    throw new Error(`deploy/nginx.conf names ${String(i)} upstream servers, not ${String(upstream.length)}`);
  return out;
}

async function post(base: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(`${path}: ${String(res.status)} ${JSON.stringify(json)}`);
  return json;
}

async function main(): Promise<number> {
  const urls = clusterUrls();
  if (typeof urls === 'string') {
    console.log(`notice: ${urls}; the nginx deployment check is skipped`);
    return 0;
  }
  if (spawnSync('nginx', ['-v']).error !== undefined) {
    console.log('notice: nginx is not installed; the nginx deployment check is skipped');
    return 0;
  }
  // Every client here comes from 127.0.0.1: the per-client limits are lifted (ROOMY_FLAGS).
  const cluster = new ServerProcesses(urls, ['--trust-proxy', '--bots', 'beginner', ...ROOMY_FLAGS]);
  const dir = mkdtempSync(join(tmpdir(), 'tenace-nginx-'));
  let nginx: ChildProcess | null = null;
  const clients: WsClient[] = [];
  try {
    await cluster.start(3);
    const ports = [0, 1, 2].map((i) => Number(new URL(cluster.base(i)).port));
    const listen = await freePort();
    const conf = nginxConfFor(readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8'), listen, ports);
    writeFileSync(join(dir, 'nginx.conf'), conf);
    const test = spawnSync('nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
    nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${String(listen)}`;
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // One deal of minibridge, four people (a public table, so that each takes a seat by itself).
    const made = await post(base, '/api/tables', {
      mode: 'minibridge',
      rules: { deals: 1 },
      private: false,
      sit: { seat: 'N', name: 'N' },
    });
    const id = (made.table as { id: string }).id;
    const tokens: Record<Seat, string> = { N: made.token as string, E: '', S: '', W: '' };
    for (const s of ['E', 'S', 'W'] as const)
      tokens[s] = (await post(base, `/api/tables/${id}/seats/${s}`, { name: s })).token as string;
    const deal = { over: false };
    for (const s of SEATS) {
      const c = await WsClient.open(base, id);
      let actedOn = -1;
      c.ws.on('message', (data: Buffer) => {
        const m = JSON.parse(data.toString('utf8')) as ServerMessage;
        if (m.t !== 'state') return;
        if (m.view.phase === 'over') deal.over = true;
        const i = simpleIntent(m, s);
        // One action a state (a state is sent again when only the table's info changed).
        if (i === null || m.view.seat !== s || m.stateId === actedOn) return;
        actedOn = m.stateId;
        c.send({ t: 'act', stateId: m.stateId, action: i });
      });
      c.send({ t: 'hello', v: 1, table: id, token: tokens[s] });
      clients.push(c);
    }
    const t0 = performance.now();
    while (!deal.over && performance.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 50));
    if (!deal.over) {
      for (const c of clients)
        console.log(JSON.stringify(c.received.filter((m) => m.t === 'error')).slice(0, 400));
      throw new Error('the deal did not end within 60 s through nginx');
    }
    // nginx sent every socket of the table to one process, which plays it: nothing is relayed.
    const relayedIn = async (i: number): Promise<number> => {
      const text = await (await fetch(`${cluster.base(i)}/metrics`)).text();
      return Number(/^tenace_relayed_sockets\{way="in"\} (\S+)$/m.exec(text)?.[1] ?? 0);
    };
    const owner = await cluster.ownerOf(id);
    if (owner === null) throw new Error('nobody plays the table');
    const relayed = (await Promise.all([0, 1, 2].map(relayedIn))).reduce((a, b) => a + b, 0);
    console.log(
      `nginx: a whole deal by four people on sockets through nginx (deploy/nginx.conf), table played by process ${String(owner)}, ${String(relayed)} socket(s) relayed, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    if (relayed !== 0)
      throw new Error(
        `${String(relayed)} socket(s) relayed: nginx did not route the table's sockets to one process`,
      );
    // A socket that reaches another process (past nginx here; after a process stops, in production) is
    // relayed to the table's process.
    const other = [0, 1, 2].find((i) => i !== owner)!;
    const watcher = await WsClient.open(cluster.base(other), id);
    clients.push(watcher);
    watcher.send({ t: 'hello', v: 1, table: id });
    await watcher.next((m) => m.t === 'state');
    if ((await relayedIn(owner)) !== 1) throw new Error('a socket at another process was not relayed');
    if ((await cluster.ownerOf(id)) !== owner) throw new Error('the table moved away from its sockets');
    console.log(
      `nginx: a socket at process ${String(other)} (past nginx) is relayed to process ${String(owner)}`,
    );
    return 0;
  } catch (e) {
    console.log(`nginx deployment check FAILED: ${(e as Error).message}`);
    return 1;
  } finally {
    for (const c of clients) c.ws.terminate();
    nginx?.kill('SIGQUIT');
    await cluster.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exit(await main());
