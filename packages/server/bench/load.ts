/**
 * The load of the server benchmarks (bench:server, bench:cluster): a person's client at every seat acting
 * from its own view after a think time, timing each action until its broadcast reaches the actor; and
 * the small tools they share (a pool of concurrent tasks, percentiles, a process's CPU time).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Seat } from '@tenace/core';
import type { ServerMessage } from '@tenace/protocol';
import { ROOMY_FLAGS } from '../scripts/serveProcess.ts';
import type { ScriptClient } from '../scripts/wsClient.ts';

/**
 * `tenace serve` flags of a measured load: people at every seat (no bot plays, and the sampling bots would
 * still finish decisions begun in the instant before the seats are taken: setup work, not the load), no
 * pause between deals, and no per-client limits (one address plays every table).
 */
export const LOAD_FLAGS: readonly string[] = [
  '--allow-seed',
  '--log-level',
  'warn',
  '--bot-delay',
  '0',
  '--next-delay',
  '600000',
  '--grace',
  '3600',
  '--bots',
  'beginner',
  ...ROOMY_FLAGS,
];

/** What the clients measured: action→broadcast latencies (while measuring), messages, refusals. */
export interface Load {
  readonly latencies: number[];
  messages: number;
  measuring: boolean;
  errors: number;
}

export function newLoad(): Load {
  return { latencies: [], messages: 0, measuring: false, errors: 0 };
}

/** Runs `fn` over `items`, `width` at a time. */
export async function pool<T>(
  items: readonly T[],
  width: number,
  fn: (x: T) => Promise<void>,
): Promise<void> {
  let i = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (i < items.length) await fn(items[i++]!);
    }),
  );
}

/** One person's client: acts from its own view after a think time, and times its action's broadcast. */
export function drive(c: ScriptClient, seat: Seat, think: number, load: Load): void {
  let pending: { stateId: number; at: number } | null = null;
  let timer: NodeJS.Timeout | null = null;
  c.onMessage = (m: ServerMessage, at: number) => {
    if (load.measuring) load.messages++;
    if (m.t === 'error') {
      if (m.code !== 'action/stale_state') load.errors++;
      pending = null;
      return;
    }
    if (m.t !== 'state') return;
    if (pending !== null && m.stateId > pending.stateId) {
      if (load.measuring) load.latencies.push(at - pending.at);
      pending = null;
    }
    const v = m.view as unknown as {
      phase: string;
      toAct: Seat | null;
      legalCards: string[];
      contractOptions: { strain: 'NT'; game: boolean }[];
    };
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const mine = v.toAct === seat || (v.phase === 'scored' && seat === 'N');
    if (!mine) return;
    const stateId = m.stateId;
    timer = setTimeout(
      () => {
        timer = null;
        const action =
          v.phase === 'scored'
            ? { type: 'next' as const }
            : v.phase === 'contract'
              ? { type: 'contract' as const, ...v.contractOptions[0]! }
              : { type: 'card' as const, card: v.legalCards[0]! };
        pending = { stateId, at: performance.now() };
        c.send({ t: 'act', stateId, action });
      },
      think * (0.5 + Math.random()),
    );
  };
}

export function pct(sorted: readonly number[], p: number): number {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** What a process's threads have used so far, by thread name (Linux /proc; empty elsewhere). */
export interface ThreadUse {
  /** CPU seconds (user + system). */
  cpu: number;
  /** Voluntary context switches: each is the thread going to sleep (waiting for work), so one wake-up. */
  wakeups: number;
}

export function threadUse(pid: number | undefined): Map<string, ThreadUse> {
  const use = new Map<string, ThreadUse>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${String(pid)}/task`);
  } catch {
    return use;
  }
  for (const tid of tids) {
    try {
      const dir = `/proc/${String(pid)}/task/${tid}`;
      const stat = readFileSync(`${dir}/stat`, 'utf8');
      const name = tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const status = readFileSync(`${dir}/status`, 'utf8');
      const wakeups = Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const u = use.get(name) ?? { cpu: 0, wakeups: 0 };
      u.cpu += (Number(fields[11]) + Number(fields[12])) / 100;
      u.wakeups += wakeups;
      use.set(name, u);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return use;
}
