/** Test helpers: a lobby on memory storage with instant (beginner) bots, and clients that play by their views. */
import WebSocket from 'ws';
import type { Seat } from '@tenace/core';
import type { Intent, ServerMessage } from '@tenace/protocol';
import { waitFor, type Waiter } from '../scripts/wsClient.ts';
import {
  buildServer,
  Lobby,
  MemoryClient,
  MemoryStorage,
  type LobbyOptions,
  type ServerOptions,
  type Storage,
  type TenaceServer,
} from '../src/index.ts';

export type StateMsg = Extract<ServerMessage, { t: 'state' }>;

/** The tests' pace: no bot delay, a long grace and pause, fixed seeds allowed. */
const TEST_OPTIONS = {
  graceMs: 60_000,
  botDelayMs: 0,
  nextDelayMs: 60_000,
  allowSeed: true,
  // The quick in-process bots unless a test chooses the sampling bots (seconds per deal).
  botStrength: 'beginner',
} as const;

/** Limits no test reaches by playing fast from one address (the limits' own tests set theirs). */
export const ROOMY_LIMITS = {
  tablesPerMinute: 10_000,
  tablesPerClient: 10_000,
  seatsPerMinute: 10_000,
  actionsPerSecond: 10_000,
  chatPerMinute: 10_000,
  undoPerMinute: 10_000,
  framesPerSecond: 100_000,
  socketsPerClient: 10_000,
} as const;

export async function testLobby(opts: Partial<LobbyOptions> & { storage?: Storage } = {}): Promise<Lobby> {
  const lobby = new Lobby({ storage: opts.storage ?? new MemoryStorage(), ...TEST_OPTIONS, ...opts });
  await lobby.start();
  return lobby;
}

/** A server on memory storage at the tests' pace, listening on a free loopback port. */
export async function listeningServer(
  opts: Partial<ServerOptions> = {},
): Promise<{ server: TenaceServer; base: string }> {
  const server = await buildServer({
    storage: new MemoryStorage(),
    ...TEST_OPTIONS,
    ...opts,
    limits: { ...ROOMY_LIMITS, ...(opts.limits ?? {}) },
  });
  return { server, base: await server.listen(0, '127.0.0.1') };
}

/** An HTTP request to a listening server: its status and JSON body (the Bearer token when given). */
export async function request(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** Waits until `cond` holds, polling the event loop (fails after `ms`). */
export async function until(cond: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setImmediate(r));
  }
}

/**
 * A simple legal intent from a seat's view when it must act, else null: the first legal card or call
 * (a pass when it may), the first contract option, accepting claims and undo requests addressed to it.
 */
export function simpleIntent(m: StateMsg, _seat: Seat): Intent | null {
  const v = m.view;
  const a = v.actions;
  if (a.undoAnswer) return { type: 'undoAnswer', accept: true };
  if (a.claimAnswer) return { type: 'claimAnswer', accept: true };
  if (a.next) return { type: 'next' };
  if (a.turn === 'contract' && v.mode === 'minibridge') {
    const opt = v.contractOptions[0]!;
    return { type: 'contract', strain: opt.strain, game: opt.game };
  }
  if (a.turn === 'call' && v.mode !== 'minibridge') {
    // Open the bidding with the lowest bid, then pass: every deal is played in a one-level contract.
    const opened = v.auction.some((x) => /^[1-7]/.test(x));
    const c =
      (opened ? v.legalCalls.find((x) => x === 'P') : v.legalCalls.find((x) => /^[1-7]/.test(x))) ??
      v.legalCalls[0]!;
    return { type: 'call', call: c };
  }
  if (a.turn === 'card') return { type: 'card', card: v.legalCards[0]! };
  return null;
}

/** Joins a client to a table (with the seat token, or as a spectator) and waits for its first view. */
export async function join(lobby: Lobby, table: string, token?: string): Promise<MemoryClient> {
  const c = new MemoryClient(lobby);
  const first = c.next((m) => m.t === 'state' || m.t === 'error');
  c.send(token === undefined ? { t: 'hello', v: 1, table } : { t: 'hello', v: 1, table, token });
  const m = await first;
  if (m.t === 'error') throw new Error(`${m.code}: ${m.message}`);
  return c;
}

/** A WebSocket client of a listening server, with a cursor over the messages received in order. */
export class WsClient {
  readonly received: ServerMessage[] = [];
  private waiters: Waiter[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString('utf8')) as ServerMessage;
      this.received.push(m);
      const ready = this.waiters.filter((w) => w.pred(m));
      if (ready.length > 0) this.cursor = this.received.length;
      this.waiters = this.waiters.filter((w) => !w.pred(m));
      for (const w of ready) w.resolve(m);
    });
  }
  /** A socket to `base`/ws (`table`: named in the URL too, as the web client does). */
  static async open(base: string, table?: string): Promise<WsClient> {
    const query = table === undefined ? '' : `?table=${encodeURIComponent(table)}`;
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws${query}`);
    await new Promise((r, j) => ws.once('open', r).once('error', j));
    return new WsClient(ws);
  }
  private cursor = 0;
  /** The last state message received. */
  latest(): Extract<ServerMessage, { t: 'state' }> | undefined {
    for (let i = this.received.length - 1; i >= 0; i--) {
      const m = this.received[i]!;
      if (m.t === 'state') return m;
    }
    return undefined;
  }
  /** The next message, in order, that matches (messages already received count). */
  next(pred: (m: ServerMessage) => boolean = () => true, ms = 5000): Promise<ServerMessage> {
    for (let i = this.cursor; i < this.received.length; i++) {
      const m = this.received[i]!;
      if (pred(m)) {
        this.cursor = i + 1;
        return Promise.resolve(m);
      }
    }
    this.cursor = this.received.length;
    return waitFor(this.waiters, pred, ms, 'no message in time');
  }
  send(x: unknown): void {
    this.ws.send(typeof x === 'string' ? x : JSON.stringify(x));
  }
  close(): Promise<void> {
    return new Promise((r) => {
      this.ws.once('close', () => {
        r();
      });
      this.ws.close();
    });
  }
}

/** A stored table's row for storage tests: a public minibridge table named `id`. */
export function tableRow(id: string) {
  return {
    id,
    settings: { mode: 'minibridge' as const, rules: {}, undo: 'free' as const },
    seed: 'sd',
    title: id,
    private: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A chat line as the log entry `seq` of a table (for storage tests). */
export function chatEntry(seq: number, text: string) {
  return { seq, at: 'a', entry: { kind: 'chat' as const, seat: 'N' as const, name: 'N', text } };
}
