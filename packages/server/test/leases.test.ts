/**
 * Table leases in Redis with storage fencing: one owner at a time, renewed while held; an expired lease
 * is taken by another process under a newer epoch, and the old owner can no longer append. Runs against
 * REDIS_URL, else a throwaway redis-server on a free port; skipped when neither is there.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Leases } from '../src/cluster/leases.ts';
import { MemoryStorage } from '../src/index.ts';
import { chatEntry, tableRow } from './helpers.ts';

const haveServer = spawnSync('redis-server', ['--version']).status === 0;
const skip = process.env.REDIS_URL === undefined && !haveServer;
let child: ChildProcess | null = null;
let dir = '';
let url = process.env.REDIS_URL ?? '';
const clients: Redis[] = [];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

beforeAll(async () => {
  if (skip || url !== '') return;
  const port = await freePort();
  dir = mkdtempSync(join(tmpdir(), 'tenace-redis-'));
  child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {
      stdio: 'ignore',
    },
  );
  url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 50 });
  probe.on('error', () => undefined); // refused until the server listens
  for (let i = 0; i < 200 && (await probe.ping().catch(() => '')) !== 'PONG'; i++) await sleep(50);
  probe.disconnect();
});
afterAll(() => {
  for (const c of clients) c.disconnect();
  child?.kill('SIGTERM');
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

function redis(): Redis {
  const c = new Redis(url);
  clients.push(c);
  return c;
}

describe.skipIf(skip)('table leases (Redis) and fencing', () => {
  it('one owner at a time; renewed while held; once it expires another takes it and the first is fenced out', async () => {
    const storage = new MemoryStorage();
    const id = `t${String(Date.now())}`;
    await storage.createTable(tableRow(id));
    const lost: string[] = [];
    const a = new Leases({ redis: redis(), storage, owner: 'A', ttlMs: 300, onLost: (t) => lost.push(t) });
    const b = new Leases({ redis: redis(), storage, owner: 'B', ttlMs: 300 });
    const ea = await a.acquire(id);
    expect(ea).not.toBeNull();
    await storage.append(id, chatEntry(1, 'A owns it'), ea!);
    // A renews: past several lease times B still cannot take it.
    await sleep(700);
    expect(await b.acquire(id)).toBeNull();
    expect(await a.holder(id)).toEqual({ owner: 'A', epoch: ea });
    // A stops renewing (as a stuck or killed process would): the lease expires, B takes it.
    a.stop();
    let eb: number | null = null;
    for (const end = Date.now() + 5_000; eb === null && Date.now() < end;) {
      eb = await b.acquire(id);
      if (eb === null) await sleep(50);
    }
    expect(eb).toBe(ea! + 1);
    await expect(storage.append(id, chatEntry(2, 'A, unaware'), ea!)).rejects.toMatchObject({
      name: 'FencedOut',
    });
    await storage.append(id, chatEntry(2, 'B owns it'), eb!);
    // A learns it lost the table when it next renews.
    await a.renewAll();
    expect(lost).toEqual([id]);
    expect((await storage.loadTable(id))!.log.map((e) => (e.entry as { text: string }).text)).toEqual([
      'A owns it',
      'B owns it',
    ]);
    await b.close();
  });

  it('a released lease (a drain handing over) is taken at once under the next epoch', async () => {
    const storage = new MemoryStorage();
    const id = `r${String(Date.now())}`;
    await storage.createTable(tableRow(id));
    const a = new Leases({ redis: redis(), storage, owner: 'A', ttlMs: 60_000 });
    const b = new Leases({ redis: redis(), storage, owner: 'B', ttlMs: 60_000 });
    const ea = (await a.acquire(id))!;
    expect(await b.acquire(id)).toBeNull();
    await a.close();
    expect(await b.acquire(id)).toBe(ea + 1);
    expect(await a.renew(id, ea)).toBe(false);
    await b.close();
    expect(await b.holder(id)).toBeNull();
  });
});
