/**
 * Issue 19 #5, "no limits anywhere": one client created 2,000 tables in 11 s, opened 2,000 spectator
 * sockets whose joins were rebroadcast to every connection, sent invites, actions, chat and undo without
 * bound, and held idle sockets and half-sent requests for minutes. Each limit is shown to hold here, with
 * small limits so that the tests reach them quickly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@tenace/protocol';
import type { ServerLimits, TenaceServer } from '../src/index.ts';
import { ClientLimits, creatorOf, DEFAULT_LIMITS } from '../src/limits.ts';
import { SqlStorage } from '../src/index.ts';
import { listeningServer, request, ROOMY_LIMITS, until, WsClient } from './helpers.ts';

let server: TenaceServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(limits: Partial<ServerLimits>, trustProxy = false, botDelayMs = 0): Promise<string> {
  const s = await listeningServer({ limits: { ...ROOMY_LIMITS, ...limits }, trustProxy, botDelayMs });
  server = s.server;
  return s.base;
}

/** A solo table made over HTTP (public, so that spectators may watch): its id and seat token. */
async function solo(base: string, from?: string): Promise<{ id: string; token: string; status: number }> {
  const res = await fetch(`${base}/api/tables`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(from === undefined ? {} : { 'x-forwarded-for': from }),
    },
    body: JSON.stringify({ mode: 'minibridge', private: false, sit: { seat: 'S', name: 'Ann' } }),
  });
  const json = (await res.json()) as { table?: { id: string }; token?: string };
  return { id: json.table?.id ?? '', token: json.token ?? '', status: res.status };
}

async function joined(base: string, table: string, token?: string): Promise<WsClient> {
  const c = await WsClient.open(base);
  c.send(token === undefined ? { t: 'hello', v: 1, table } : { t: 'hello', v: 1, table, token });
  await c.next((m) => m.t === 'state' || m.t === 'error');
  return c;
}

const errorCodes = (c: WsClient): string[] =>
  c.received.flatMap((m: ServerMessage) => (m.t === 'error' ? [m.code] : []));

describe('no limits anywhere (issue 19 #5)', () => {
  it('table creation: a rate per client (429 with Retry-After) and a cap on open tables', async () => {
    const base = await start({ tablesPerMinute: 3, tablesPerClient: 100 });
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await solo(base)).status);
    expect(made).toEqual([201, 201, 201]);
    const res = await fetch(`${base}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'minibridge' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('limit/rate');
  });

  it('open tables per client are capped; another client (behind a trusted proxy) is not affected', async () => {
    const base = await start({ tablesPerClient: 2 }, true);
    expect((await solo(base, '10.0.0.1')).status).toBe(201);
    expect((await solo(base, '10.0.0.1')).status).toBe(201);
    const third = await fetch(`${base}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.1' },
      body: JSON.stringify({ mode: 'minibridge' }),
    });
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe('limit/tables');
    expect((await solo(base, '10.0.0.2')).status).toBe(201);
  });

  it('open tables per client are counted in storage: a restart keeps the count, and no address is stored', async () => {
    // Each process used to count the tables its own clients made in memory: a restart (or another process
    // on the same database) started every client at zero.
    const dir = mkdtempSync(join(tmpdir(), 'tenace-limits-'));
    const file = join(dir, 'tenace.db');
    try {
      const first = await listeningServer({
        storage: SqlStorage.sqlite(file),
        limits: { tablesPerClient: 2 },
        trustProxy: true,
      });
      server = first.server;
      expect((await solo(first.base, '10.0.0.1')).status).toBe(201);
      expect((await solo(first.base, '10.0.0.1')).status).toBe(201);
      await first.server.close();
      const second = await listeningServer({
        storage: SqlStorage.sqlite(file),
        limits: { tablesPerClient: 2 },
        trustProxy: true,
      });
      server = second.server;
      const third = await solo(second.base, '10.0.0.1');
      expect(third.status).toBe(429);
      expect((await solo(second.base, '10.0.0.2')).status).toBe(201);
      await second.server.close();
      server = null;
      const db = SqlStorage.sqlite(file);
      await db.init();
      const rows = await db.loadTables();
      await db.close();
      expect(rows.map((r) => r.row.creator)).toEqual([
        creatorOf('10.0.0.1'),
        creatorOf('10.0.0.1'),
        creatorOf('10.0.0.2'),
      ]);
      expect(JSON.stringify(rows)).not.toContain('10.0.0.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a socket that stops answering the liveness pings is cut; one that answers stays', async () => {
    const base = await start({ idleTimeoutMs: 300 });
    const url = `${base.replace('http', 'ws')}/ws`;
    const answers = new WebSocket(url);
    const silent = new WebSocket(url, { autoPong: false });
    await Promise.all([answers, silent].map((w) => new Promise((r) => w.once('open', r))));
    let pinged = 0;
    silent.on('ping', () => pinged++);
    const closed = new Promise<void>((r) =>
      silent.once('close', () => {
        r();
      }),
    );
    await closed;
    expect(pinged).toBeGreaterThanOrEqual(1);
    expect(answers.readyState).toBe(WebSocket.OPEN);
    answers.close();
  });

  it('invites and seats: a rate per client', async () => {
    const base = await start({ seatsPerMinute: 2 });
    const { id, token } = await solo(base);
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await request(base, 'POST', `/api/tables/${id}/invites`, { seat: 'N' }, token)).status);
    expect(codes).toEqual([201, 201, 429]);
  });

  it('sockets per client are capped with a coded error', async () => {
    const base = await start({ socketsPerClient: 2 });
    const a = await WsClient.open(base);
    const b = await WsClient.open(base);
    // The refusal comes with the handshake: listen before the socket opens.
    const c = new WebSocket(`${base.replace('http', 'ws')}/ws`);
    const refusal = await new Promise<string>((r) =>
      c.once('message', (d: Buffer) => {
        r(d.toString());
      }),
    );
    expect(JSON.parse(refusal)).toMatchObject({ t: 'error', code: 'limit/sockets' });
    expect(
      await new Promise<number>((r) =>
        c.once('close', (code) => {
          r(code);
        }),
      ),
    ).toBe(1008);
    await a.close();
    // A closed socket frees its place.
    const d = await WsClient.open(base);
    d.send({ t: 'ping', n: 1 });
    expect(await d.next()).toEqual({ t: 'pong', n: 1 });
    await Promise.all([b.close(), d.close()]);
  });

  it('spectators per table are capped; a spectator joining sends nothing to the others', async () => {
    // The bots wait: nothing but the spectators happens at the table.
    const base = await start({ spectatorsPerTable: 5 }, false, 60_000);
    const { id, token } = await solo(base);
    const seat = await joined(base, id, token);
    const before = seat.received.length;
    const watchers = [];
    for (let i = 0; i < 5; i++) watchers.push(await joined(base, id));
    const sixth = await joined(base, id);
    expect(sixth.received.at(-1)).toMatchObject({ t: 'error', code: 'limit/spectators' });
    for (const w of watchers) await w.close();
    await new Promise((r) => setTimeout(r, 30));
    // Five spectators came and went: the seat's connection was sent no frame for it.
    expect(seat.received.length).toBe(before);
    for (const w of watchers) expect(w.received.filter((m) => m.t === 'state')).toHaveLength(1);
    await Promise.all([seat.close(), sixth.close()]);
  });

  it('actions, chat, undo and frames: rates per client and per socket, answered with limit/rate', async () => {
    const base = await start({
      actionsPerSecond: 2,
      chatPerMinute: 2,
      undoPerMinute: 1,
      framesPerSecond: 1000,
    });
    const { id, token } = await solo(base);
    const c = await joined(base, id, token);
    for (let i = 0; i < 6; i++) c.send({ t: 'act', stateId: 999, action: { type: 'next' } });
    for (let i = 0; i < 3; i++) c.send({ t: 'chat', text: `hi ${i}` });
    for (let i = 0; i < 2; i++) c.send({ t: 'act', stateId: 999, action: { type: 'undo' } });
    await c.next((m) => m.t === 'error' && m.ref === 'act' && m.code === 'limit/rate');
    await new Promise((r) => setTimeout(r, 50));
    const codes = errorCodes(c);
    // Four actions pass the rate (a burst of twice the rate) and are stale; the rest are limited.
    expect(codes.filter((x) => x === 'action/stale_state')).toHaveLength(4);
    // The first undo passes the rate: against bots an undo is taken whatever state it was pressed at,
    // and here South has no card to take back.
    expect(codes.filter((x) => x === 'action/not_allowed')).toHaveLength(1);
    expect(codes.filter((x) => x === 'limit/rate')).toHaveLength(2 + 1 + 1);
    expect(server!.lobby.tables.get(id)!.chat).toHaveLength(2);
    await c.close();
  });

  it('a frame flood is answered with limit/rate without being read', async () => {
    const base = await start({ framesPerSecond: 5 });
    const c = await WsClient.open(base);
    for (let i = 0; i < 30; i++) c.send('{"t":"ping"}');
    await until(() => c.received.length === 30);
    expect(c.received.filter((m) => m.t === 'pong').length).toBeLessThanOrEqual(11);
    expect(errorCodes(c).every((x) => x === 'limit/rate')).toBe(true);
    await c.close();
  });

  it('a socket that goes on flooding past the frame rate is cut', async () => {
    const base = await start({ framesPerSecond: 5 });
    const c = await WsClient.open(base);
    const closed = new Promise<void>((r) =>
      c.ws.once('close', () => {
        r();
      }),
    );
    for (let i = 0; i < 200; i++) c.send('{"t":"ping"}');
    await closed;
    // A burst of 10 read, 25 refused, then the socket was cut: the rest were never answered.
    expect(c.received.length).toBeLessThan(60);
  });

  it('a socket that never says hello is closed; a half-sent request is answered 408', async () => {
    const base = await start({ helloTimeoutMs: 100, requestTimeoutMs: 300 });
    const c = await WsClient.open(base);
    const closed = new Promise<number>((r) =>
      c.ws.once('close', (code) => {
        r(code);
      }),
    );
    expect(await c.next()).toMatchObject({ t: 'error', code: 'proto/not_joined' });
    expect(await closed).toBe(1008);
    const { port } = new URL(base);
    const answer = await new Promise<string>((resolve) => {
      const sock = connect(Number(port), '127.0.0.1', () => {
        sock.write(
          'POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mo',
        );
      });
      let got = '';
      sock.on('data', (d) => (got += d.toString()));
      sock.on('close', () => {
        resolve(got);
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"code":"proto/bad_request"');
  });
});

describe('rates shared by the processes of a cluster', () => {
  it("takes from the shared bucket when there is one, and from the process's own while it fails", async () => {
    const limits = new ClientLimits({ ...DEFAULT_LIMITS, tablesPerMinute: 2 }, () => 0);
    const asked: string[] = [];
    let answer: () => Promise<number> = () => Promise.resolve(0);
    limits.shared = (key, capacity, perMs) => {
      asked.push(`${key} ${String(capacity)} ${String(perMs * 60_000)}`);
      return answer();
    };
    expect(await limits.takeShared('tables', '1.2.3.4')).toBeNull();
    expect(asked).toEqual(['tables 1.2.3.4 2 2']);
    answer = () => Promise.resolve(1500);
    expect(await limits.takeShared('tables', '1.2.3.4')).toMatchObject({
      retryAfterMs: 1500,
      error: { code: 'limit/rate' },
    });
    // Redis does not answer: the process's own bucket (2 a minute) decides.
    answer = () => Promise.reject(new Error('down'));
    expect(await limits.takeShared('tables', '1.2.3.4')).toBeNull();
    expect(await limits.takeShared('tables', '1.2.3.4')).toBeNull();
    expect((await limits.takeShared('tables', '1.2.3.4'))?.error.code).toBe('limit/rate');
  });
});
