/**
 * The attack suite (`npm run test:attack`, in CI as `ci:attack`): the outside checks of issue 19 rerun on
 * loopback, each bounded in time — the hidden-card scan, 20,000 hostile frames, 2,000 bad HTTP requests,
 * 20 SIGKILLs on SQLite (and on Postgres when DATABASE_URL is set) with no acknowledged action lost, and
 * the abuse scenarios with the victim table's action → broadcast latency. Prints what it measured; exits
 * 1 when a check fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { listeningServer } from '../test/helpers.ts';
import { abuse } from './attack/abuse.ts';
import { badHttp } from './attack/badHttp.ts';
import { botAbuse } from './attack/botAbuse.ts';
import { sigkills } from './attack/kills.ts';
import { malformedFrames } from './attack/malformed.ts';
import { hiddenCardScan } from './attack/scan.ts';
import { serveListening } from './serveProcess.ts';
import { api } from './wsClient.ts';

/** The issue's target for another table's action → broadcast p99 during the abuse. */
const TARGET_P99_MS = 100;
/**
 * What fails the suite: stalls of a second or more (the old shared bot queue gave 3.7 s); the target is
 * printed, not asserted, since a shared 2-core machine cannot promise it.
 */
const BOUND_P99_MS = 1000;

const failures: string[] = [];
const check = (ok: boolean, what: string): void => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

async function main(): Promise<void> {
  const t0 = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'tenace-attack-'));
  try {
    // The scans and floods: an in-process server at the tests' pace with roomy limits (one address).
    const { server, base } = await listeningServer({ nextDelayMs: 0 });
    const scans = await hiddenCardScan(server, base);
    for (const s of scans) {
      console.log(
        `scan ${s.mode}: ${s.deals} deals, ${s.frames} frames and ${s.http} HTTP answers, ${s.checked} views checked`,
      );
      check(
        s.found.length === 0 && s.reconnected && s.checked > 0,
        `${s.mode}: no hidden card or seed seen${s.found.length > 0 ? ` — ${s.found.slice(0, 3).join('; ')}` : ''}`,
      );
    }
    const frames = await malformedFrames(server, base);
    check(
      frames.answered === frames.sent && frames.notCoded === 0 && !frames.stateChanged,
      `${frames.sent} hostile frames: ${frames.answered} answered, ${frames.notCoded} without a coded error, state ${frames.stateChanged ? 'CHANGED' : 'unchanged'}`,
    );
    const table = ((await api(base, 'POST', '/api/tables', { mode: 'minibridge' })).table as { id: string })
      .id;
    const http = await badHttp(base, table);
    check(
      http.failures.length === 0,
      `${http.sent} bad HTTP requests: ${http.failures.length} outside a coded 4xx ${JSON.stringify(http.statuses)}${http.failures.length > 0 ? ` — ${http.failures.slice(0, 3).join(' | ')}` : ''}`,
    );
    await server.close();

    // The abuse: `tenace serve` with its default limits (another process, so that the attackers' own
    // work is not counted as the server's), a client per X-Forwarded-For address.
    const children = new Set<ChildProcess>();
    const guarded = await serveListening(
      [
        '--port',
        '0',
        '--host',
        '127.0.0.1',
        '--trust-proxy',
        '--bots',
        'beginner',
        '--db',
        join(dir, 'abuse.db'),
      ],
      children,
    );
    const a = await abuse(guarded.base).finally(() => guarded.child.kill('SIGTERM'));
    const victim = a.victim as {
      actions: number;
      p50: number;
      p99: number;
      baseline: { actions: number; p50: number; p99: number };
      frames: number;
      byPhase: string;
    };
    console.log(`abuse victim: the slowest action → broadcast by scenario (ms): ${victim.byPhase}`);
    for (const [k, v] of Object.entries(a)) if (k !== 'victim') console.log(`abuse ${k}: ${String(v)}`);
    const b = victim.baseline;
    const perAction = victim.frames / Math.max(1, victim.actions + b.actions);
    console.log(
      `abuse victim: alone (same run) ${b.actions} actions, p50 ${b.p50.toFixed(1)} ms, p99 ${b.p99.toFixed(1)} ms; ` +
        `attacked ${victim.actions} actions, p50 ${victim.p50.toFixed(1)} ms, p99 ${victim.p99.toFixed(1)} ms ` +
        `(p99 ratio ${(victim.p99 / b.p99).toFixed(2)}; target ${TARGET_P99_MS} ms ${victim.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}); ` +
        `${perAction.toFixed(1)} frames per action for 4 sockets a table`,
    );
    check(
      victim.actions > 10 && victim.p99 < BOUND_P99_MS,
      `victim p99 under ${BOUND_P99_MS} ms while attacked`,
    );
    check(perAction < 6, 'spectator joins were not broadcast to the victim');
    await new Promise((r) => guarded.child.once('exit', r));

    // All-bot tables of normal bots beside a people's table, on one bot thread.
    const botServer = await serveListening(
      [
        '--port',
        '0',
        '--host',
        '127.0.0.1',
        '--trust-proxy',
        '--bot-threads',
        '1',
        '--db',
        join(dir, 'bots.db'),
      ],
      children,
    );
    const bots = await botAbuse(botServer.base).finally(() => botServer.child.kill('SIGTERM'));
    const slower = bots.attacked.p50 / bots.alone.p50;
    console.log(
      `abuse bots: a people's table's bot moves alone (same run) ${bots.alone.moves}, p50 ${bots.alone.p50.toFixed(0)} ms; ` +
        `beside ${bots.allBotTables} all-bot tables of normal bots ${bots.attacked.moves}, p50 ${bots.attacked.p50.toFixed(0)} ms ` +
        `(ratio ${slower.toFixed(2)})`,
    );
    check(
      bots.allBotTables === 20 && bots.attacked.moves > 5 && slower < 2,
      `a people's table's bots are not starved by all-bot tables (p50 ratio ${slower.toFixed(2)}, bound 2)`,
    );
    await new Promise((r) => botServer.child.once('exit', r));

    // SIGKILLs.
    const kills = [await sigkills(dir, 20, false)];
    const pg = process.env.DATABASE_URL;
    if (pg !== undefined && /^postgres/.test(pg)) kills.push(await sigkills(dir, 20, true));
    else console.log('notice: DATABASE_URL is not set; the Postgres SIGKILLs are skipped');
    for (const k of kills)
      check(
        k.lost === 0,
        `${k.kills} SIGKILLs on ${k.storage}: ${k.lost} acknowledged states lost (last acknowledged ${k.lastAcked}; ${k.rounds.slice(0, 5).join(', ')} …)`,
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `attack suite: ${failures.length === 0 ? 'passed' : `${failures.length} FAILED`} in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}

main().catch((e: unknown) => {
  console.error(`attack suite: ${(e as Error).stack ?? String(e)}`);
  process.exit(1);
});
