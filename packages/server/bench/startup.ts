/**
 * `npm run bench:startup`: start-up on a database of 10,000 stored tables of which 20 are live, against
 * the same start on a database holding only the 20 live tables and on an empty one, in the same run
 * (interleaved rounds, medians). Two measures: the lobby's start in this process (schema check and the
 * live tables' restore), and a whole `tenace serve` process from spawn to serving. Also times reading
 * every stored table with its log, what start-up did before tables had a status. SQLite always; Postgres
 * too with `--pg URL` (sibling databases `<name>_live` and `<name>_empty` are made beside it).
 *
 *   npm run bench:startup -- --tables 10000 --live 20 --rounds 5 [--pg postgres://…/tenace_bench]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Lobby } from '../src/lobby.ts';
import { SqlStorage } from '../src/storage/sql.ts';
import { fillStorage } from '../scripts/storedTables.ts';

const { values: args } = parseArgs({
  options: {
    tables: { type: 'string', default: '10000' },
    live: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
    pg: { type: 'string' },
  },
});
const TABLES = Number(args.tables);
const LIVE = Number(args.live);
const ROUNDS = Number(args.rounds);
const CLI = join(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'), 'packages/cli/bin/tenace.js');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** A database to start on: how to open its storage, and how `tenace serve` is pointed at it. */
interface Db {
  readonly name: string;
  readonly open: () => SqlStorage;
  readonly serveArgs: string[];
  readonly serveEnv: Record<string, string>;
  readonly live: number;
}

/** Milliseconds from a new lobby to its start() resolving. */
async function lobbyStart(db: Db): Promise<number> {
  const t0 = process.hrtime.bigint();
  const lobby = new Lobby({ storage: db.open(), idleMs: 3_600_000, autoNext: false, botDelayMs: 0 });
  await lobby.start();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (lobby.tables.size !== db.live)
    throw new Error(`${db.name}: restored ${lobby.tables.size} tables, expected ${db.live}`);
  await lobby.close();
  return ms;
}

/** Milliseconds from spawning `tenace serve` to its "serving" line (tables restored, port open). */
function processStart(db: Db): Promise<number> {
  const t0 = process.hrtime.bigint();
  const env: Record<string, string | undefined> = { ...process.env, ...db.serveEnv };
  if (db.serveEnv.DATABASE_URL === undefined) delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(
    process.execPath,
    [CLI, 'serve', '--no-build', '--port', '0', '--host', '127.0.0.1', ...db.serveArgs],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((done, fail) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString('utf8');
      const m = / (\d+) live tables restored/.exec(out);
      if (m === null) return;
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (Number(m[1]) !== db.live) fail(new Error(`${db.name}: the server restored ${m[1]} tables`));
      child.once('exit', () => {
        done(ms);
      });
      child.kill('SIGTERM');
    });
    child.once('exit', (code) => {
      if (!/live tables restored/.test(out))
        fail(new Error(`${db.name}: tenace serve exited (${code}): ${out}`));
    });
  });
}

async function loadAll(db: Db): Promise<number> {
  const s = db.open();
  await s.init();
  const t0 = process.hrtime.bigint();
  const all = await s.loadTables();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (all.length !== TABLES) throw new Error(`expected ${TABLES} tables, loaded ${all.length}`);
  await s.close();
  return ms;
}

async function bench(engine: string, full: Db, liveOnly: Db, empty: Db): Promise<void> {
  const f0 = Date.now();
  const filled = await fillStorage(full.open(), { tables: TABLES, live: LIVE });
  await fillStorage(liveOnly.open(), { tables: LIVE, live: LIVE });
  const e = empty.open();
  await e.init();
  await e.close();
  console.log(
    `${engine}: stored ${TABLES} tables (${LIVE} live, ${filled.logRows} log rows) and ${LIVE} alone, in ${((Date.now() - f0) / 1000).toFixed(1)} s`,
  );
  const dbs = [full, liveOnly, empty];
  for (const db of dbs) await lobbyStart(db); // warm-up (files cached, modules compiled)
  const inProcess = new Map<Db, number[]>(dbs.map((d) => [d, []]));
  const spawned = new Map<Db, number[]>(dbs.map((d) => [d, []]));
  const all: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const db of dbs) inProcess.get(db)!.push(await lobbyStart(db));
    for (const db of dbs) spawned.get(db)!.push(await processStart(db));
    all.push(await loadAll(full));
  }
  const line = (label: string, m: Map<Db, number[]>): string => {
    const [a, b, c] = dbs.map((d) => median(m.get(d)!));
    return (
      `${engine} ${label}: ${a!.toFixed(1)} ms with ${TABLES} stored / ${LIVE} live; ${b!.toFixed(1)} ms with the ${LIVE} live alone; ` +
      `${c!.toFixed(1)} ms empty — ratios ${(a! / c!).toFixed(2)} to empty, ${(a! / b!).toFixed(2)} to live-alone`
    );
  };
  console.log(line('lobby start (in process)', inProcess));
  console.log(line('process start (spawn to serving)', spawned));
  console.log(
    `${engine}: reading every table with its log (the old start-up's read): ${median(all).toFixed(0)} ms. Medians of ${ROUNDS} interleaved rounds.`,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'tenace-startup-'));
const sqliteDb = (name: string, live: number): Db => {
  const file = join(dir, `${name}.db`);
  return { name, open: () => SqlStorage.sqlite(file), serveArgs: ['--db', file], serveEnv: {}, live };
};
try {
  await bench('sqlite', sqliteDb('full', LIVE), sqliteDb('live', LIVE), sqliteDb('empty', 0));
  if (args.pg !== undefined) {
    const admin = new pg.Client({ connectionString: args.pg });
    await admin.connect();
    const pgDb = (suffix: string, live: number): Db => {
      const u = new URL(args.pg!);
      u.pathname = `${u.pathname}${suffix}`;
      const url = u.toString();
      return {
        name: `pg${suffix}`,
        open: () => SqlStorage.postgres(url),
        serveArgs: [],
        serveEnv: { DATABASE_URL: url },
        live,
      };
    };
    const dbs = [pgDb('', LIVE), pgDb('_live', LIVE), pgDb('_empty', 0)];
    for (const suffix of ['_live', '_empty'])
      await admin
        .query(`create database "${new URL(args.pg).pathname.slice(1)}${suffix}"`)
        .catch(() => undefined);
    await admin.end();
    for (const d of dbs) {
      const s = d.open();
      await s.dropAll();
      await s.close();
    }
    await bench('postgres', dbs[0]!, dbs[1]!, dbs[2]!);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
