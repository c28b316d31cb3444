/**
 * Several `tenace serve --redis` processes on loopback for the cluster tests and benchmark: a database of
 * their own on the Postgres of DATABASE_URL (created, dropped at the end) and a Redis database index of
 * their own on REDIS_URL (flushed first), so that nothing else stored there is picked up.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SqlStorage } from '../src/storage/sql.ts';
import { serveListening, type Launch } from './serveProcess.ts';

export interface ClusterUrls {
  readonly databaseUrl: string;
  readonly redisUrl: string;
}

/** REDIS_URL and a postgres:// DATABASE_URL, or why the cluster cannot be run here. */
export function clusterUrls(): ClusterUrls | string {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const redisUrl = process.env.REDIS_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl) || !/^redis:\/\//.test(redisUrl))
    return 'the cluster needs REDIS_URL (redis://) and DATABASE_URL (postgres://); .ci/run starts both';
  return { databaseUrl, redisUrl };
}

/** Runs `sql` on the Postgres server of `url` (its maintenance database). */
async function admin(url: string, sql: string): Promise<void> {
  const u = new URL(url);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  readonly pid: number;
}

export class ServerProcesses {
  readonly procs: (ServerProcess | null)[] = [];
  private readonly children = new Set<ChildProcess>();
  readonly redis: Redis;
  private readonly dbName = `tenace_cluster_${randomBytes(4).toString('hex')}`;
  readonly databaseUrl: string;
  readonly redisUrl: string;

  constructor(
    private readonly urls: ClusterUrls,
    private readonly args: readonly string[],
    /** false: plain single processes on that database (a benchmark's baseline), without --redis. */
    private readonly clustered = true,
    /** How every process is started (kept to some CPUs, node flags). */
    private readonly launch: Launch = {},
  ) {
    const u = new URL(urls.databaseUrl);
    u.pathname = `/${this.dbName}`;
    this.databaseUrl = u.toString();
    const r = new URL(urls.redisUrl);
    r.pathname = `/${String(1 + Math.floor(Math.random() * 15))}`;
    this.redisUrl = r.toString();
    this.redis = new Redis(this.redisUrl);
  }

  /** Creates the database and starts `n` processes. */
  async start(n: number): Promise<void> {
    await admin(this.urls.databaseUrl, `create database ${this.dbName}`);
    await this.redis.flushdb();
    await Promise.all(Array.from({ length: n }, (_, i) => this.startOne(i)));
  }

  /** Starts process `i` (again). */
  async startOne(i: number): Promise<ServerProcess> {
    const { child, base } = await serveListening(
      [
        '--port',
        '0',
        '--host',
        '127.0.0.1',
        ...(this.clustered ? ['--redis', this.redisUrl] : []),
        ...this.args,
      ],
      this.children,
      true,
      { DATABASE_URL: this.databaseUrl, REDIS_URL: '' },
      this.launch,
    );
    const p = { child, base, pid: child.pid! };
    this.procs[i] = p;
    return p;
  }

  /** The processes running now, by index. */
  alive(): number[] {
    return this.procs.flatMap((p, i) =>
      p !== null && p.child.exitCode === null && p.child.signalCode === null ? [i] : [],
    );
  }

  base(i: number): string {
    return this.procs[i]!.base;
  }

  /** The index of the process that holds the table's lease now, or null. */
  async ownerOf(table: string): Promise<number | null> {
    const v = await this.redis.get(`tenace:lease:${table}`);
    if (v === null) return null;
    const owner = v.slice(0, v.lastIndexOf(' '));
    const i = this.procs.findIndex((p) => p !== null && owner.includes(`-${String(p.pid)}-`));
    return i < 0 ? null : i;
  }

  /** How many game actions the table's log holds (its state id), -1 when there is no such table. */
  async storedActions(table: string): Promise<number> {
    const s = SqlStorage.postgres(this.databaseUrl, { writerLock: false });
    try {
      const t = await s.loadTable(table);
      return t === null ? -1 : t.log.filter((e) => e.entry.kind === 'action').length;
    } finally {
      await s.close();
    }
  }

  /** Sends the signal to process `i`; resolves with its exit code once it has exited. */
  async stop(i: number, signal: NodeJS.Signals): Promise<number | null> {
    const p = this.procs[i]!;
    if (p.child.exitCode !== null || p.child.signalCode !== null) return p.child.exitCode;
    const exited = new Promise<number | null>((r) =>
      p.child.once('exit', (code) => {
        r(code);
      }),
    );
    p.child.kill(signal);
    return exited;
  }

  /** Stops every process and drops the database. */
  async close(): Promise<void> {
    // Profiled servers (TENACE_SERVE_PROFILE) stop with SIGTERM so that they write their profiles.
    const signal = process.env.TENACE_SERVE_PROFILE === undefined ? 'SIGKILL' : 'SIGTERM';
    await Promise.all(this.alive().map((i) => this.stop(i, signal)));
    for (const c of this.children) c.kill('SIGKILL');
    await this.redis.flushdb().catch(() => undefined);
    this.redis.disconnect();
    await admin(this.urls.databaseUrl, `drop database if exists ${this.dbName} with (force)`).catch(
      () => undefined,
    );
  }
}
