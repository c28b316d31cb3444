/**
 * Issue 19 #1, "a seat one has left can still act": the connection opened with a seat token must not act
 * or chat once its person left the seat (and a newcomer took it); over WebSocket it is cut at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, pending, unwrap, type Seat } from '@tenace/core';
import type { ServerMessage } from '@tenace/protocol';
import { MemoryClient, type TenaceServer } from '../src/index.ts';
import { listeningServer, testLobby, until, WsClient } from './helpers.ts';

const SEED = 'left-1';
/** Minibridge's declarer chooses the contract first: the seat to hold, so that it is to act at once. */
function firstToAct(): Seat {
  const p = pending(unwrap(createGame('minibridge', {}, SEED)));
  if (p.kind !== 'contract') throw new Error(`the deal starts with ${p.kind}`);
  return p.seat;
}
const CONTRACT = { type: 'contract', strain: 'C', game: false } as const;

describe('a seat one has left can still act (issue 19 #1)', () => {
  it('the old connection is refused and cut; the newcomer is unaffected', async () => {
    const seat = firstToAct();
    // Bots wait long: the seat left is still to act when the newcomer takes it.
    const lobby = await testLobby({ botDelayMs: 60_000 });
    const made = unwrap(await lobby.create({ mode: 'minibridge', seed: SEED, sit: { seat, name: 'Ann' } }));
    const table = lobby.tables.get(made.table.id)!;
    const old = new MemoryClient(lobby);
    old.send({ t: 'hello', v: 1, table: table.id, token: made.token! });
    await until(() => old.lastState() !== undefined);
    unwrap(await table.leave(made.token!));
    expect(old.closed).toBe(true);
    unwrap(await lobby.takeSeat(table.id, seat, 'Bob'));
    expect(pending(table.state)).toEqual({ kind: 'contract', seat });
    const at = table.stateId;
    old.send({ t: 'act', stateId: at, action: CONTRACT });
    old.send({ t: 'chat', text: 'I am Bob' });
    await new Promise((r) => setTimeout(r, 20));
    expect(pending(table.state)).toEqual({ kind: 'contract', seat });
    expect(table.stateId).toBe(at);
    expect(table.chat).toEqual([]);
    expect(table.seats[seat].name).toBe('Bob');
    await lobby.close();
  });

  it('a check in the queue: an act queued before the leave is refused when its turn comes', async () => {
    const seat = firstToAct();
    const lobby = await testLobby({ botDelayMs: 60_000 });
    const made = unwrap(await lobby.create({ mode: 'minibridge', seed: SEED, sit: { seat, name: 'Ann' } }));
    const table = lobby.tables.get(made.table.id)!;
    const left = table.leave(made.token!);
    const took = lobby.takeSeat(table.id, seat, 'Bob');
    const acted = table.submit(seat, table.stateId, CONTRACT, 'human', made.token!);
    const said = table.say(seat, 'hello', made.token!);
    unwrap(await left);
    unwrap(await took);
    const a = await acted;
    const c = await said;
    expect(a.ok ? '' : a.error.code).toBe('auth/bad_token');
    expect(c.ok ? '' : c.error.code).toBe('auth/bad_token');
    expect(table.chat).toEqual([]);
    await lobby.close();
  });
});

describe('over WebSocket (issue 19 #1)', () => {
  let server: TenaceServer;
  let base = '';
  beforeAll(async () => {
    ({ server, base } = await listeningServer());
  });
  afterAll(async () => {
    await server.close();
  });

  it('leaving terminates the socket (no graceful close that keeps delivering)', async () => {
    const seat = firstToAct();
    const res = await fetch(`${base}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'minibridge', seed: SEED, sit: { seat, name: 'Ann' } }),
    });
    const made = (await res.json()) as { table: { id: string }; token: string };
    const c = await WsClient.open(base);
    const closed = new Promise<number>((r) => {
      c.ws.once('close', (code: number) => {
        r(code);
      });
    });
    c.send({ t: 'hello', v: 1, table: made.table.id, token: made.token });
    const first = (await c.next((m) => m.t === 'state')) as Extract<ServerMessage, { t: 'state' }>;
    const left = await fetch(`${base}/api/tables/${made.table.id}/leave`, {
      method: 'POST',
      headers: { authorization: `Bearer ${made.token}` },
    });
    expect(left.status).toBe(200);
    // 1006: the connection was cut without a closing handshake.
    expect(await closed).toBe(1006);
    expect(first.view.seat).toBe(seat);
  });
});
