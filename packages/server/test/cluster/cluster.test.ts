/**
 * Several processes behind one URL (issue 16 #2): three `tenace serve --redis` processes on loopback, one
 * Postgres database and Redis. The four players of one table, on three processes, play a whole deal; a
 * spectator on a fourth connection sees only what a spectator may; SIGTERM on the table's process hands
 * it over without losing anything and the players go on. A process whose lease was taken cannot append
 * (two servers in this process: one stalls, the other takes its table).
 *
 * Needs REDIS_URL and a postgres:// DATABASE_URL (`npm run ci:cluster`, which .ci/run runs with both);
 * skipped otherwise, and in `npm test` unless CLUSTER=1.
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATS, type Seat } from '@tenace/core';
import { leaks, type Seen } from '../../scripts/attack/scan.ts';
import { clusterUrls, ServerProcesses } from '../../scripts/clusterProcesses.ts';
import { ROOMY_FLAGS } from '../../scripts/serveProcess.ts';
import { api } from '../../scripts/wsClient.ts';
import { buildServer, SqlStorage, type TenaceServer } from '../../src/index.ts';
import { until } from '../helpers.ts';
import { Player } from './players.ts';

const urls = clusterUrls();
const why =
  typeof urls === 'string' ? urls : process.env.CLUSTER !== '1' ? 'set CLUSTER=1 (npm run ci:cluster)' : null;
if (why !== null) console.log(`cluster tests skipped: ${why}`);

const BASE_ARGS = [
  '--allow-seed',
  '--bot-delay',
  '0',
  '--next-delay',
  '0',
  '--grace',
  '600',
  '--lease-ttl',
  '2000',
  '--log-level',
  'warn',
];
const ARGS = [...BASE_ARGS, ...ROOMY_FLAGS];

/** A metric's value in a process's /metrics. */
async function metric(base: string, name: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (line === undefined) throw new Error(`no metric ${name}`);
  return Number(line.slice(name.length + 1));
}

/** A table created at `base` by client `from` (X-Forwarded-For), with the creator seated at S. */
async function seatedTable(base: string, from: string) {
  const res = await fetch(`${base}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ mode: 'minibridge', sit: { seat: 'S', name: 'Ann' } }),
  });
  const json = (await res.json()) as { table?: { id: string }; token?: string; error?: { code: string } };
  return { status: res.status, id: json.table?.id ?? '', token: json.token ?? '', code: json.error?.code };
}

describe.skipIf(why !== null)('three processes behind one URL', () => {
  let cluster: ServerProcesses;
  beforeAll(async () => {
    cluster = new ServerProcesses(urls as Exclude<typeof urls, string>, ARGS);
    await cluster.start(3);
  }, 120_000);
  afterAll(async () => {
    await cluster.close();
  });

  it('a load balancer routing by table: the table goes to the process its sockets reach, and none is relayed', async () => {
    const made = await api(cluster.base(0), 'POST', '/api/tables', {
      mode: 'minibridge',
      rules: { deals: 1000, games: 1000 },
      seed: 'cluster-route',
      private: false,
      sit: { seat: 'N', name: 'North' },
    });
    const id = (made.table as { id: string }).id;
    expect(await cluster.ownerOf(id)).toBe(0);
    const handedOver0 = await metric(cluster.base(0), 'tenace_lease_moves_total{how="handed_over"}');
    const tokens: Record<Seat, string> = { N: made.token as string, E: '', S: '', W: '' };
    for (const s of ['E', 'S', 'W'] as const)
      tokens[s] = (await api(cluster.base(1), 'POST', `/api/tables/${id}/seats/${s}`, { name: s }))
        .token as string;
    const players = SEATS.map((s) => new Player(cluster, 1, id, s, tokens[s]));
    await Promise.all(players.map((p) => p.start()));
    expect(await cluster.ownerOf(id)).toBe(1);
    expect(await metric(cluster.base(0), 'tenace_lease_moves_total{how="handed_over"}')).toBe(
      handedOver0 + 1,
    );
    expect(await metric(cluster.base(1), 'tenace_relayed_sockets{way="in"}')).toBe(0);
    const start = Math.max(...players.map((p) => p.top));
    await players[0]!.nextState(start + 10, 20_000);
    // A socket that reaches another process now is relayed: the table stays where its sockets are.
    const watcher = new Player(cluster, 2, id, null, null);
    await watcher.start();
    expect(await cluster.ownerOf(id)).toBe(1);
    expect(await metric(cluster.base(1), 'tenace_relayed_sockets{way="in"}')).toBe(1);
    for (const p of [...players, watcher]) {
      expect(p.errors()).toEqual([]);
      expect(p.backwards).toEqual([]);
      expect(p.reconnects).toBe(0);
      p.stop();
    }
  }, 60_000);

  it('four players on three processes play a whole deal; the spectator sees what a spectator may; SIGTERM drains into another process', async () => {
    const made = await api(cluster.base(0), 'POST', '/api/tables', {
      mode: 'minibridge',
      rules: { deals: 1000, games: 1000 },
      seed: 'cluster-deal',
      private: false,
      sit: { seat: 'N', name: 'North' },
    });
    const id = (made.table as { id: string }).id;
    expect(await cluster.ownerOf(id)).toBe(0);
    // Seats taken at processes that do not play the table: the requests are answered by its owner.
    const at: Record<Seat, number> = { N: 0, E: 1, S: 2, W: 1 };
    const tokens: Record<Seat, string> = { N: made.token as string, E: '', S: '', W: '' };
    for (const s of ['E', 'S', 'W'] as const)
      tokens[s] = (await api(cluster.base(at[s]), 'POST', `/api/tables/${id}/seats/${s}`, { name: s }))
        .token as string;
    const spectator = new Player(cluster, 2, id, null, null);
    await spectator.start();
    // No socket reached process 0: the table went to the process of its first socket.
    expect(await cluster.ownerOf(id)).toBe(2);
    const players = SEATS.map((s) => new Player(cluster, at[s], id, s, tokens[s]));
    await Promise.all(players.map((p) => p.start()));

    // The whole first deal, played by sockets on three processes, relayed to the table's owner.
    const dealt = (s: Player) =>
      (s.latest()?.view as unknown as { history: unknown[] } | undefined)?.history.length ?? 0;
    for (let i = 0; i < 600 && dealt(spectator) < 1; i++) await new Promise((r) => setTimeout(r, 50));
    expect(dealt(spectator)).toBeGreaterThanOrEqual(1);
    for (const p of [...players, spectator]) expect(p.errors()).toEqual([]);

    // The spectator: no seat, no hidden card of the finished deal, no seed; acting is refused.
    expect(spectator.seen.find((x) => x.m.t === 'welcome')?.m).toMatchObject({ seat: null });
    const records = (await api(cluster.base(1), 'GET', `/api/records?table=${id}`)).records as {
      record: unknown;
    }[];
    expect(records.length).toBeGreaterThanOrEqual(1);
    const seen: Seen[] = spectator.seen
      .filter((x) => x.m.t === 'state')
      .map((x) => ({ viewer: null, text: JSON.stringify(x.m), over: false }));
    const scanned = leaks(
      seen,
      records.map((r) => r.record as never),
      'cluster-deal',
    );
    expect(scanned.checked).toBeGreaterThan(20);
    expect(scanned.found).toEqual([]);

    // SIGTERM on the table's process while the next deal is played: it stores everything, hands the
    // lease over, exits 0; the players reconnect and go on at another process.
    const before = Math.max(...players.map((p) => p.top));
    const was = (await cluster.ownerOf(id))!;
    expect(await cluster.stop(was, 'SIGTERM')).toBe(0);
    await spectator.nextState(before + 20, 20_000).catch((e: unknown) => {
      for (const p of [...players, spectator])
        console.log(
          p.seat,
          p.process,
          p.reconnects,
          p.top,
          JSON.stringify(p.seen.slice(-3).map((x) => x.m)).slice(0, 600),
        );
      throw e;
    });
    const owner = await cluster.ownerOf(id);
    expect(owner !== null && owner !== was).toBe(true);
    for (const p of [...players, spectator]) {
      expect(p.backwards).toEqual([]);
      expect(p.errors()).toEqual([]);
    }
    for (const p of [...players, spectator]) p.stop();
    const top = Math.max(spectator.top, ...players.map((p) => p.top));
    // Every state a client saw is stored (a state id counts the game actions stored before it).
    expect(await cluster.storedActions(id)).toBeGreaterThanOrEqual(top);
  }, 180_000);

  it('invites, taking them and watching a private table, asked at a process that does not play it', async () => {
    const [owner, other] = cluster.alive() as [number, number];
    const made = await api(cluster.base(owner), 'POST', '/api/tables', {
      mode: 'minibridge',
      private: true,
      sit: { seat: 'S', name: 'South' },
    });
    const id = (made.table as { id: string }).id;
    expect(await cluster.ownerOf(id)).toBe(owner);
    const ask = (
      path: string,
      init: { method?: string; headers?: Record<string, string>; body?: string } = {},
    ) =>
      fetch(`${cluster.base(other)}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
      });
    const bearer = { authorization: `Bearer ${made.token as string}` };
    // A stranger is refused the private table; its person is not (the owner answers both).
    expect((await fetch(`${cluster.base(other)}/api/tables/${id}`)).status).toBe(403);
    expect((await ask(`/api/tables/${id}`, { headers: bearer })).status).toBe(200);
    const invite = await ask(`/api/tables/${id}/invites`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ seat: 'N' }),
    });
    expect(invite.status).toBe(201);
    const { code } = (await invite.json()) as { code: string };
    const took = await ask(`/api/invites/${code}`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Nora' }),
    });
    expect(took.status).toBe(200);
    expect(await took.json()).toMatchObject({ seat: 'N', table: { seats: { N: { name: 'Nora' } } } });
    // The invite is used: taking it again is refused, wherever it is asked.
    const again = await fetch(`${cluster.base(owner)}/api/invites/${code}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Other' }),
    });
    expect(again.status).toBe(403);
  }, 60_000);
});

describe.skipIf(why !== null)('per-client limits across processes', () => {
  let cluster: ServerProcesses;
  beforeAll(async () => {
    // Everything roomy but tables created (4 a minute), seats taken (3 a minute),
    // sockets (3) and chat lines (6 a minute) per client; clients are told apart by X-Forwarded-For.
    const tight: Record<string, string> = {
      '--tables-per-minute': '4',
      '--seats-per-minute': '3',
      '--sockets-per-client': '3',
      '--chat-per-minute': '6',
    };
    const flags = ROOMY_FLAGS.map((v, i) => (i % 2 === 1 ? (tight[ROOMY_FLAGS[i - 1]!] ?? v) : v));
    cluster = new ServerProcesses(urls as Exclude<typeof urls, string>, [
      ...BASE_ARGS,
      ...flags,
      '--trust-proxy',
    ]);
    await cluster.start(3);
  }, 120_000);
  afterAll(async () => {
    await cluster.close();
  });

  it('a client spread over three processes has one budget of tables and seats, and a relayed request counts once', async () => {
    const create = (i: number) =>
      fetch(`${cluster.base(i % 3)}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tenace-relayed': 'forged' },
        body: JSON.stringify({ mode: 'minibridge', private: false }),
      });
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await create(i);
      expect(res.status).toBe(201);
      made.push(((await res.json()) as { table: { id: string } }).table.id);
    }
    // The fifth, at any process, is over the client's budget (each process alone would allow 4).
    for (let i = 0; i < 3; i++) {
      const res = await create(i);
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('limit/rate');
    }
    // Seats of a table played by process 0, taken at process 1: relayed to 0, counted once each.
    const id = made[0]!;
    expect(await cluster.ownerOf(id)).toBe(0);
    for (const s of ['N', 'E', 'S'] as const) {
      const res = await fetch(`${cluster.base(1)}/api/tables/${id}/seats/${s}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: s }),
      });
      expect(res.status).toBe(200);
    }
    const fourth = await fetch(`${cluster.base(2)}/api/tables/${id}/seats/W`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'W' }),
    });
    expect(fourth.status).toBe(429);
  }, 60_000);

  const sitAt = (i: number, from: string) => seatedTable(cluster.base(i), from);

  /** A socket of client `from` at process `i`, with every frame it receives. */
  const socketOf = async (i: number, from: string) => {
    const ws = new WebSocket(`${cluster.base(i).replace('http', 'ws')}/ws`, {
      headers: { 'x-forwarded-for': from },
    });
    const got: { t: string; code?: string }[] = [];
    ws.on('message', (d: Buffer) => got.push(JSON.parse(d.toString()) as { t: string; code?: string }));
    await new Promise((r, j) => ws.once('open', r).once('error', j));
    return { ws, got };
  };

  it('sockets per client are counted over every process: the one past the cap is refused wherever it opens', async () => {
    const open = [];
    for (const i of [0, 0, 1]) {
      open.push(await socketOf(i, '10.7.0.3'));
      await new Promise((r) => setTimeout(r, 300));
    }
    const fourth = await socketOf(2, '10.7.0.3');
    await until(() => fourth.ws.readyState === WebSocket.CLOSED, 5000);
    expect(fourth.got.map((m) => m.code)).toEqual(['limit/sockets']);
    // The first three stay open, and another client is not affected.
    expect(open.map((o) => o.ws.readyState)).toEqual([WebSocket.OPEN, WebSocket.OPEN, WebSocket.OPEN]);
    const other = await socketOf(2, '10.7.0.4');
    await new Promise((r) => setTimeout(r, 500));
    expect(other.ws.readyState).toBe(WebSocket.OPEN);
    for (const o of [...open, other]) o.ws.close();
  }, 60_000);

  it('a client chatting at tables on two processes has one budget of chat lines between them', async () => {
    const from = '10.7.0.5';
    const a = await sitAt(0, from);
    const b = await sitAt(1, from);
    expect([a.status, b.status]).toEqual([201, 201]);
    const sa = await socketOf(0, from);
    const sb = await socketOf(1, from);
    sa.ws.send(JSON.stringify({ t: 'hello', v: 1, table: a.id, token: a.token }));
    sb.ws.send(JSON.stringify({ t: 'hello', v: 1, table: b.id, token: b.token }));
    await until(() => sa.got.some((m) => m.t === 'state') && sb.got.some((m) => m.t === 'state'), 10_000);
    const chat = (s: typeof sa, n: number) => {
      for (let k = 0; k < n; k++) s.ws.send(JSON.stringify({ t: 'chat', text: `line ${String(k)}` }));
    };
    // One line at each: both processes now count this client's messages, and learn it of each other
    // at their next exchange of what clients hold (every 5 s).
    chat(sa, 1);
    chat(sb, 1);
    await new Promise((r) => setTimeout(r, 11_000));
    const before = sa.got.length;
    chat(sa, 6);
    await until(
      () => sa.got.slice(before).filter((m) => m.t === 'chat' || m.t === 'error').length >= 6,
      10_000,
    );
    const answers = sa.got.slice(before).filter((m) => m.t === 'chat' || m.t === 'error');
    const refused = answers.filter((m) => m.code === 'limit/rate').length;
    // Its own budget alone would pass all six (6 a minute); split between two processes, three.
    expect(6 - refused).toBeLessThanOrEqual(3);
    expect(6 - refused).toBeGreaterThanOrEqual(2);
    sa.ws.close();
    sb.ws.close();
  }, 60_000);
});

describe.skipIf(why !== null)('servers in this process on the cluster’s database and Redis', () => {
  let cluster: ServerProcesses;
  const servers: TenaceServer[] = [];
  beforeAll(async () => {
    cluster = new ServerProcesses(urls as Exclude<typeof urls, string>, ARGS);
    await cluster.start(0);
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) await s.close().catch(() => undefined);
    await cluster.close();
  });

  const server = async (node: string, extra: Partial<Parameters<typeof buildServer>[0]> = {}) => {
    const s = await buildServer({
      storage: SqlStorage.postgres(cluster.databaseUrl, { writerLock: false }),
      cluster: { redisUrl: cluster.redisUrl, leaseTtlMs: 600, node },
      botDelayMs: 0,
      nextDelayMs: 600_000,
      graceMs: 600_000,
      allowSeed: true,
      ...extra,
    });
    servers.push(s);
    return s;
  };

  it('open tables per client are counted over every process: one cap, not one a process', async () => {
    // Two processes, each allowing a client 2 open tables; clients are told apart by X-Forwarded-For.
    const [a, b] = await Promise.all(
      ['tables-A', 'tables-B'].map(async (node) =>
        (await server(node, { trustProxy: true, limits: { tablesPerClient: 2 } })).listen(0, '127.0.0.1'),
      ),
    );
    const sitAt = async (base: string, from: string) => {
      const t = await seatedTable(base, from);
      return [t.status, t.code];
    };
    expect(await sitAt(a!, '10.7.0.1')).toEqual([201, undefined]);
    expect(await sitAt(b!, '10.7.0.1')).toEqual([201, undefined]);
    // Each process alone holds one of this client's tables; together they hold its two.
    expect(await sitAt(a!, '10.7.0.1')).toEqual([429, 'limit/tables']);
    expect(await sitAt(b!, '10.7.0.1')).toEqual([429, 'limit/tables']);
    expect(await sitAt(b!, '10.7.0.2')).toEqual([201, undefined]);
  }, 60_000);

  it('a process whose lease was taken cannot append: its action is refused and it gives the table up', async () => {
    const a = await server('fence-A');
    const b = await server('fence-B');
    const made = await a.lobby.create({
      mode: 'minibridge',
      seed: 'fence',
      sit: { seat: 'N', name: 'N' },
    });
    expect(made.ok).toBe(true);
    const id = made.ok ? made.value.table.id : '';
    const token = made.ok ? made.value.token! : '';
    expect(a.cluster!.ownership.holds(id)).toBe(true);
    // B cannot take it while A holds it.
    expect((await b.lobby.open(id)).ok).toBe(false);
    // A stalls (stops renewing, as a process paused by the OS would); its lease expires; B takes the table.
    a.cluster!.leases.stop();
    await new Promise((r) => setTimeout(r, 900));
    const atB = await b.lobby.open(id);
    expect(atB.ok).toBe(true);
    expect(b.cluster!.ownership.holds(id)).toBe(true);
    // A, unaware, still has the table in memory: its next append is refused by storage.
    const stale = a.lobby.tables.get(id)!;
    const seat = stale.seatOfToken(token)!;
    const left = await stale.leave(token);
    expect(left.ok ? 'stored' : left.error.code).toBe('server/storage');
    expect(a.lobby.tables.has(id)).toBe(false);
    expect(seat).toBe('N');
    // B's table still has North seated (A's leave never happened) and goes on storing.
    const t = atB.ok ? atB.value : stale;
    expect(t.seatOfToken(token)).toBe('N');
    const chat = await t.say('N', 'still here', token);
    expect(chat.ok).toBe(true);
  }, 60_000);
});
