/**
 * `tenace serve` (what `npm start` runs): builds the web client when the repository has one, then serves
 * it with the HTTP/WebSocket API. PORT and HOST set where (default http://localhost:8080); DATABASE_URL
 * (postgres://…) selects Postgres, else SQLite at --db (default ./data/tenace.db). --redis URL (or
 * REDIS_URL) makes this process one of several behind one URL, on that Redis and a Postgres database
 * (docs/deploy.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidArgumentError, type Command } from 'commander';
import {
  ClusterConfigError,
  DEFAULT_LEASE_TTL_MS,
  DEFAULT_LIMITS,
  LIMIT_FLAGS,
  SqlStorage,
  startServer,
  StorageInUse,
  type ServerLimits,
  type ServerOptions,
} from '@tenace/server';
import { InputError, intOption, out } from '../io.ts';

type BotStrength = NonNullable<ServerOptions['botStrength']>;
const BOT_STRENGTHS: readonly BotStrength[] = ['beginner', 'normal'];

interface ServeOptions {
  port?: number;
  host?: string;
  db: string;
  build: boolean;
  grace: number;
  botDelay: number;
  nextDelay: number;
  allowSeed?: boolean;
  bots: BotStrength;
  botThreads?: number;
  inviteTtl: number;
  trustProxy?: boolean;
  idle: number;
  logLevel?: string;
  redis?: string;
  leaseTtl: number;
  relayHost?: string;
}

/** The option name commander gives a limit's flag ("tables-per-minute <n>" → tablesPerMinute). */
function optionKey(flag: string): string {
  return flag.split(' ')[0]!.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** Adds one option per server limit (limits.ts), each with its default. */
function limitOptions(cmd: Command): Command {
  for (const l of LIMIT_FLAGS) {
    const name = `--${l.flag.split(' ')[0]!}`;
    cmd.option(`--${l.flag}`, l.about, intOption(name, 1, 1_000_000_000), DEFAULT_LIMITS[l.key]);
  }
  return cmd;
}

/** The limits the options set. */
function limitsOf(opts: ServeOptions): ServerLimits {
  const given = opts as unknown as Record<string, number>;
  const out: Record<string, number> = {};
  for (const l of LIMIT_FLAGS) out[l.key] = given[optionKey(l.flag)] ?? DEFAULT_LIMITS[l.key];
  return out as unknown as ServerLimits;
}

/** Where the other processes of a cluster reach this one: the host it serves on, unless that is every address. */
function relayHostFor(host: string): string {
  return host === '0.0.0.0' || host === '::' || host === '' ? hostname() : host;
}

const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/** Why the server could not start, as a message for the person who started it (else the error itself). */
function startFailure(error: unknown, host: string, port: number): Error {
  if (error instanceof StorageInUse || error instanceof ClusterConfigError)
    return new InputError(error.message);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new InputError(`${host}:${port} is in use (EADDRINUSE): another server listens there`);
  if (code === 'EACCES') return new InputError(`${host}:${port} may not be used by this user (EACCES)`);
  return error instanceof Error ? error : new Error(String(error));
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const WEB = join(ROOT, 'packages', 'web');

/** Builds packages/web when it exists and has a build script; returns its dist folder, or null. */
function buildWeb(build: boolean): string | null {
  const pkgFile = join(WEB, 'package.json');
  if (!existsSync(pkgFile)) return null;
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as {
    name?: string;
    scripts?: Record<string, string>;
  };
  if (build && pkg.scripts?.build !== undefined && pkg.name !== undefined) {
    out(`Building the web client (${pkg.name})…`);
    const r = spawnSync('npm', ['run', 'build', '--workspace', pkg.name], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) process.stderr.write('tenace: the web client did not build; serving the API only\n');
  }
  const dist = join(WEB, 'dist');
  return existsSync(join(dist, 'index.html')) ? dist : null;
}

function logLevel(flag: string | undefined): string {
  const v = flag ?? process.env.LOG_LEVEL ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(v))
    throw new InputError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${v}"`);
  return v;
}

function envPort(): number {
  const p = process.env.PORT;
  if (p === undefined || p === '') return 8080;
  if (!/^\d+$/.test(p) || Number(p) > 65535) throw new InputError(`PORT must be a port number, got "${p}"`);
  return Number(p);
}

export function registerServe(program: Command): void {
  const serve = program
    .command('serve')
    .description('run the game server: tables with bots, the HTTP/WebSocket API and the web client')
    .option(
      '-p, --port <port>',
      'port (default: PORT or 8080; 0 picks a free one)',
      intOption('--port', 0, 65535),
    )
    .option('--host <host>', 'address to listen on (default: HOST or localhost)')
    .option('--db <file>', 'SQLite file, when DATABASE_URL is not set', join('data', 'tenace.db'))
    .option('--no-build', 'do not build the web client first')
    .option(
      '--grace <seconds>',
      'how long a person may be away before a bot plays their seat',
      intOption('--grace', 0, 86400),
      60,
    )
    .option('--bot-delay <ms>', 'how long bots wait before acting', intOption('--bot-delay', 0, 60000), 400)
    .option(
      '--next-delay <ms>',
      'pause after a scored deal when people are seated',
      intOption('--next-delay', 0, 600000),
      15000,
    )
    .option(
      '--bots <strength>',
      `how the bots play at tables that do not choose (${BOT_STRENGTHS.join(' or ')})`,
      (v: string): BotStrength => {
        if ((BOT_STRENGTHS as readonly string[]).includes(v)) return v as BotStrength;
        throw new InvalidArgumentError(`--bots must be ${BOT_STRENGTHS.join(' or ')}, got "${v}"`);
      },
      'normal',
    )
    .option(
      '--bot-threads <n>',
      'worker threads for the bots (default: TENACE_BOT_THREADS, else 1)',
      intOption('--bot-threads', 1, 64),
    )
    .option(
      '--invite-ttl <hours>',
      'how long an invite link stays valid',
      intOption('--invite-ttl', 1, 24 * 365),
      24 * 7,
    )
    .option(
      '--idle <seconds>',
      'how long a quiet table (nobody connected, nothing for bots to do) stays in memory',
      intOption('--idle', 1, 7 * 86400),
      600,
    )
    .option(
      '--log-level <level>',
      `structured log lines (JSON, pino) on stdout from this level up: ${LOG_LEVELS.join(', ')} (default: LOG_LEVEL or info; debug logs every request)`,
      (v: string): string => {
        if ((LOG_LEVELS as readonly string[]).includes(v)) return v;
        throw new InvalidArgumentError(`--log-level must be one of ${LOG_LEVELS.join(', ')}, got "${v}"`);
      },
    )
    .option('--allow-seed', 'accept fixed deal seeds in create-table requests (tests and benchmarks only)')
    .option('--trust-proxy', 'behind a reverse proxy: a client is the first X-Forwarded-For address')
    .option(
      '--redis <url>',
      'run as one of several processes behind one URL, on this Redis (default: REDIS_URL) and the Postgres of DATABASE_URL',
    )
    .option(
      '--lease-ttl <ms>',
      "with --redis: how long a table's lease outlives its process (a dead process's tables move after it)",
      intOption('--lease-ttl', 300, 600_000),
      DEFAULT_LEASE_TTL_MS,
    )
    .option(
      '--relay-host <address>',
      "with --redis: the address the other processes reach this one's relay links at (default: --host, or this machine's name when --host listens everywhere)",
    );
  limitOptions(serve).action(async (opts: ServeOptions) => {
    const port = opts.port ?? envPort();
    const host =
      opts.host ??
      (process.env.HOST !== undefined && process.env.HOST !== '' ? process.env.HOST : 'localhost');
    const webDist = buildWeb(opts.build);
    const url = process.env.DATABASE_URL;
    const redis = opts.redis ?? (process.env.REDIS_URL === '' ? undefined : process.env.REDIS_URL);
    const postgres = url !== undefined && /^postgres(ql)?:\/\//.test(url);
    if (redis !== undefined && !postgres)
      throw new InputError(
        'cluster/needs_postgres: --redis (or REDIS_URL) runs several processes on one Postgres database: set DATABASE_URL to a postgres:// URL',
      );
    if (redis !== undefined && !/^rediss?:\/\//.test(redis))
      throw new InputError(`cluster/bad_redis_url: --redis must be a redis:// URL, got "${redis}"`);
    const storage =
      redis !== undefined && postgres
        ? SqlStorage.postgres(url, { writerLock: false })
        : SqlStorage.fromConfig(url, resolve(opts.db));
    // The port first: a second server on a taken port stops here, before it opens a table.
    const started = await startServer(
      {
        storage,
        webDist,
        graceMs: opts.grace * 1000,
        botDelayMs: opts.botDelay,
        nextDelayMs: opts.nextDelay,
        inviteTtlMs: opts.inviteTtl * 3600 * 1000,
        idleMs: opts.idle * 1000,
        logger: { level: logLevel(opts.logLevel) },
        allowSeed: opts.allowSeed === true,
        limits: limitsOf(opts),
        trustProxy: opts.trustProxy === true,
        ...(redis === undefined
          ? {}
          : {
              cluster: {
                redisUrl: redis,
                leaseTtlMs: opts.leaseTtl,
                relayHost: opts.relayHost ?? relayHostFor(host),
              },
            }),
        botStrength: opts.bots,
        ...(opts.botThreads === undefined ? {} : { botThreads: { threads: opts.botThreads } }),
      },
      port,
      host,
    ).catch((error: unknown) => {
      throw startFailure(error, host, port);
    });
    const { server, url: base } = started;
    const where = postgres ? 'Postgres (DATABASE_URL)' : `SQLite ${opts.db}`;
    const cluster = server.cluster === null ? '' : ` (process ${server.cluster.node} of a cluster on Redis)`;
    out(
      `Tenace is serving on ${base} — ${server.lobby.tables.size} live tables restored from ${where}${cluster}${webDist === null ? '; no web client built, API only' : ''}`,
    );
    // SIGTERM (and Ctrl-C) drain: no new tables or requests, every queued event stored, sockets closed
    // with the reconnect hint, then storage and the port closed.
    await new Promise<void>((done) => {
      const stop = (): void => {
        void server.drain().then(done);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  });
}
