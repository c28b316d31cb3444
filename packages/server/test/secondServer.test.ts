/**
 * Issue 19 #6, "a second server on a taken port keeps running": `tenace serve` binds its port before it
 * touches the database and exits non-zero when the port is taken; a second server on the same SQLite file
 * is refused by the writer lock and exits non-zero, and the first one goes on unharmed. Real processes on
 * loopback, each bounded in time.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServe } from '../scripts/serveProcess.ts';
import { SqlStorage, StorageInUse } from '../src/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'tenace-second-'));
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  readonly child: ChildProcess;
  /** The URL once it serves, or the exit code and output when it stopped first. */
  readonly outcome: Promise<{ url: string } | { code: number | null; output: string }>;
}

function serve(db: string, port: number): Run {
  const child = spawnServe(
    ['--db', db, '--port', String(port), '--host', '127.0.0.1', '--bot-delay', '0'],
    ['ignore', 'pipe', 'pipe'],
  );
  children.add(child);
  let output = '';
  const outcome = new Promise<{ url: string } | { code: number | null; output: string }>((res, rej) => {
    const timer = setTimeout(() => {
      rej(new Error(`no outcome in 60 s: ${output}`));
    }, 60_000);
    const read = (d: Buffer): void => {
      output += d.toString();
      const m = /Tenace is serving on (http:\/\/\S+)/.exec(output);
      if (m !== null) {
        clearTimeout(timer);
        res({ url: m[1]! });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      children.delete(child);
      res({ code, output });
    });
  });
  return { child, outcome };
}

describe('a second server on a taken port keeps running (issue 19 #6)', () => {
  it('exits non-zero on a taken port, and on a database another server writes', async () => {
    const db = join(dir, 'tenace.db');
    const first = await serve(db, 0).outcome;
    if (!('url' in first)) throw new Error(`the first server did not start: ${first.output}`);
    const port = Number(new URL(first.url).port);
    const made = await fetch(`${first.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A long match: its bots (no delay) must not finish it while the other servers are tried.
      body: JSON.stringify({ mode: 'minibridge', rules: { deals: 1000, games: 1000 } }),
    });
    expect(made.status).toBe(201);

    // The same port (and the same database): the port is refused first, before any table is restored.
    const onPort = await serve(db, port).outcome;
    expect('code' in onPort && onPort.code).toBe(1);
    expect('output' in onPort ? onPort.output : '').toMatch(/EADDRINUSE/);

    // Another port, the same database: the writer lock refuses it.
    const onDb = await serve(db, 0).outcome;
    expect('code' in onDb && onDb.code).toBe(1);
    expect('output' in onDb ? onDb.output : '').toMatch(/in use by another Tenace server/);

    // The first server goes on: its table plays and its log takes new entries.
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    const tables = (await (await fetch(`${first.url}/api/tables`)).json()) as { tables: unknown[] };
    expect(tables.tables).toHaveLength(1);
  }, 120_000);
});

describe('the SQLite writer lock (issue 19 #6)', () => {
  it('one storage per file, also within one process; released on close', async () => {
    const file = join(dir, 'lock.db');
    const a = SqlStorage.sqlite(file);
    await a.init();
    const b = SqlStorage.sqlite(file);
    await expect(b.init()).rejects.toBeInstanceOf(StorageInUse);
    await b.close();
    await a.close();
    const c = SqlStorage.sqlite(file);
    await c.init();
    await c.close();
  });
});

const pgUrl = process.env.DATABASE_URL;
describe('the Postgres writer lock (issue 19 #6 on Postgres)', () => {
  it.skipIf(pgUrl === undefined || !/^postgres/.test(pgUrl))(
    'a second server on the same database is refused before it restores a table; released on close',
    async () => {
      const a = SqlStorage.postgres(pgUrl!);
      await a.init();
      const b = SqlStorage.postgres(pgUrl!);
      const refused = await b.init().then(
        () => null,
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(StorageInUse);
      expect((refused as Error).message).toMatch(/advisory lock/);
      // Refused before it read or wrote anything: its tables are not loaded.
      await b.close();
      await a.close();
      const c = SqlStorage.postgres(pgUrl!);
      await c.init();
      // Processes that own tables through leases (fenced appends) leave the one-server lock out.
      const leased = SqlStorage.postgres(pgUrl!, { writerLock: false });
      await leased.init();
      await leased.close();
      await c.close();
    },
  );
});
