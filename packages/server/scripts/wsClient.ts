/** A small WebSocket client for scripts (restart check, benchmark): queued messages, waits with time limits. */
import WebSocket from 'ws';
import type { ClientMessage, ServerMessage } from '@tenace/protocol';

export type StateMessage = Extract<ServerMessage, { t: 'state' }>;

/** A wait for a message that matches `pred`. */
export interface Waiter {
  readonly pred: (m: ServerMessage) => boolean;
  readonly resolve: (m: ServerMessage) => void;
}

/** Adds a waiter to `waiters` that fails after `ms` (the clients of scripts and of tests share it). */
export function waitFor(
  waiters: Waiter[],
  pred: (m: ServerMessage) => boolean,
  ms: number,
  what = `no matching message within ${ms} ms`,
): Promise<ServerMessage> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      reject(new Error(what));
    }, ms);
    waiters.push({
      pred,
      resolve: (m) => {
        clearTimeout(t);
        resolve(m);
      },
    });
  });
}

export class ScriptClient {
  readonly received: ServerMessage[] = [];
  private waiters: Waiter[] = [];
  onMessage: (m: ServerMessage, at: number) => void = () => undefined;

  private constructor(
    readonly ws: WebSocket,
    private readonly keep: boolean,
  ) {
    ws.on('message', (data: Buffer) => {
      const at = performance.now();
      const m = JSON.parse(data.toString('utf8')) as ServerMessage;
      if (this.keep) this.received.push(m);
      this.onMessage(m, at);
      if (this.waiters.length === 0) return;
      const ready = this.waiters.filter((w) => w.pred(m));
      this.waiters = this.waiters.filter((w) => !w.pred(m));
      for (const w of ready) w.resolve(m);
    });
  }

  /**
   * Opens a socket to `${base}/ws`; `keep` false keeps no message history (benchmarks); `headers` go with
   * the upgrade request (X-Forwarded-For: one client of several, at a server that trusts a proxy).
   */
  static async open(base: string, keep = true, headers: Record<string, string> = {}): Promise<ScriptClient> {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new ScriptClient(ws, keep);
  }

  send(m: ClientMessage): void {
    this.ws.send(JSON.stringify(m));
  }

  next(pred: (m: ServerMessage) => boolean, ms = 10_000): Promise<ServerMessage> {
    return waitFor(this.waiters, pred, ms);
  }

  latest(): StateMessage | undefined {
    for (let i = this.received.length - 1; i >= 0; i--) {
      const m = this.received[i]!;
      if (m.t === 'state') return m;
    }
    return undefined;
  }

  /** Joins a table; resolves with the first view. */
  async join(table: string, token?: string): Promise<StateMessage> {
    const first = this.next((m) => m.t === 'state' || m.t === 'error');
    this.send(token === undefined ? { t: 'hello', v: 1, table } : { t: 'hello', v: 1, table, token });
    const m = await first;
    if (m.t !== 'state') throw new Error(`join refused: ${JSON.stringify(m)}`);
    return m;
  }

  close(): void {
    this.ws.close();
  }
}

export async function api(
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
