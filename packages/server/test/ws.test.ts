/**
 * WebSocket integration on 127.0.0.1: the HTTP API creates tables and takes seats; clients join over
 * WebSocket, play, chat, reconnect with their token and get the current view; spectators watch; finished
 * deals download as PBN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMinibridgeMatch, unwrap } from '@tenace/core';
import type { TenaceServer } from '../src/index.ts';
import { listeningServer, request, WsClient } from './helpers.ts';

let server: TenaceServer;
let base = '';

beforeAll(async () => {
  ({ server, base } = await listeningServer({ nextDelayMs: 0 }));
});
afterAll(async () => {
  await server.close();
});

const api = (method: string, path: string, body?: unknown, token?: string) =>
  request(base, method, path, body, token);

describe('HTTP API', () => {
  it('creates, lists, watches, takes seats, refuses with codes', async () => {
    const made = await api('POST', '/api/tables', {
      mode: 'rubber',
      rules: { ruleset: '1948', honours: false },
      sit: { seat: 'S', name: 'Sue' },
      private: false,
      seed: 'w1',
    });
    expect(made.status).toBe(201);
    const id = (made.json.table as { id: string }).id;
    expect(typeof made.json.token).toBe('string');
    expect(((await api('GET', '/api/tables')).json.tables as { id: string }[]).map((t) => t.id)).toContain(
      id,
    );
    const watch = await api('GET', `/api/tables/${id}`);
    expect((watch.json.view as { seat: null; hands: Record<string, unknown> }).hands.S).toBeNull();
    expect((await api('POST', `/api/tables/${id}/seats/S`, { name: 'Bob' })).json.error).toMatchObject({
      code: 'table/seat_taken',
    });
    expect((await api('POST', `/api/tables/${id}/seats/Q`, { name: 'Bob' })).status).toBe(400);
    expect((await api('POST', `/api/tables/${id}/seats/N`, { name: '' })).json.error).toMatchObject({
      code: 'table/bad_name',
    });
    expect((await api('POST', '/api/tables', { mode: 'whist' })).json.error).toMatchObject({
      code: 'proto/bad_message',
    });
    expect((await api('POST', '/api/tables', { mode: 'duplicate', rules: { boards: 0 } })).status).toBe(400);
    // The bots' strength is chosen per table (and kept with its settings); an unknown one is refused.
    const bad = await api('POST', '/api/tables', { mode: 'minibridge', bots: 'expert' });
    expect(bad.status).toBe(400);
    expect((bad.json.error as { message: string }).message).toMatch(/bots/);
    const strong = await api('POST', '/api/tables', {
      mode: 'rubber',
      bots: 'normal',
      sit: { seat: 'N', name: 'N' },
    });
    expect(strong.status).toBe(201);
    expect(server.lobby.tables.get((strong.json.table as { id: string }).id)!.row.settings.bots).toBe(
      'normal',
    );
    expect(server.lobby.tables.get(id)!.row.settings.bots).toBe('beginner');
    expect((await api('GET', '/api/tables/nope')).status).toBe(404);
    expect((await api('POST', `/api/tables/${id}/leave`, {}, 'wrongtoken')).status).toBe(401);
    const inv = await api('POST', `/api/tables/${id}/invites`, { seat: 'N' }, made.json.token as string);
    expect(inv.status).toBe(201);
    const took = await api('POST', `/api/invites/${inv.json.code as string}`, { name: 'Nick' });
    expect(took.json).toMatchObject({ table: { id }, seat: 'N' });
    expect((await api('POST', `/api/tables/${id}/leave`, {}, took.json.token as string)).json).toEqual({
      seat: 'N',
    });
    expect((await api('GET', '/api/records?limit=0')).status).toBe(400);
  });
});

describe('WebSocket', () => {
  it('a person plays with bots, reconnects with the token, a spectator watches, the match downloads as PBN', async () => {
    // A seed whose first deal South declares, so that the person has cards and a contract to choose.
    const seed = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8', 'w9'].find(
      (x) => unwrap(newMinibridgeMatch(x, {}, 'keyed')).declarer === 'S',
    )!;
    const made = await api('POST', '/api/tables', {
      mode: 'minibridge',
      rules: { deals: 1 },
      sit: { seat: 'S', name: 'Sue' },
      private: false,
      seed,
    });
    const id = (made.json.table as { id: string }).id;
    const token = made.json.token as string;
    const spec = await WsClient.open(base);
    spec.send({ t: 'hello', v: 1, table: id });
    expect(await spec.next()).toMatchObject({ t: 'welcome', seat: null });
    let me = await WsClient.open(base);
    me.send({ t: 'hello', v: 1, table: id, token });
    expect(await me.next()).toMatchObject({ t: 'welcome', seat: 'S' });
    me.send({ t: 'chat', text: 'hi all' });
    expect(await spec.next((m) => m.t === 'chat')).toMatchObject({ seat: 'S', name: 'Sue', text: 'hi all' });
    me.send('{"t":"act","stateId":0,"action":{"type":"card","card":"SA"},"x":1}');
    expect(await me.next((m) => m.t === 'error')).toMatchObject({ code: 'proto/bad_message', ref: 'act' });
    let acted = 0;
    let seen = -1;
    for (;;) {
      const m = me.latest();
      if (m === undefined || m.stateId === seen) {
        await me.next((x) => x.t === 'state');
        continue;
      }
      seen = m.stateId;
      const v = m.view as unknown as {
        phase: string;
        toAct: string | null;
        legalCards: string[];
        contractOptions: { strain: string; game: boolean }[];
      };
      if (v.phase === 'over' || v.phase === 'scored') break;
      if (v.toAct !== 'S') continue;
      if (acted === 3) {
        // Drop the connection mid-deal and come back with the token: the current view arrives.
        await me.close();
        me = await WsClient.open(base);
        me.send({ t: 'hello', v: 1, table: id, token });
        await me.next((x) => x.t === 'welcome');
        await me.next((x) => x.t === 'state');
        expect(me.latest()!.stateId).toBe(m.stateId);
      }
      acted++;
      me.send({
        t: 'act',
        stateId: m.stateId,
        action:
          v.phase === 'contract'
            ? { type: 'contract', ...v.contractOptions[0]! }
            : { type: 'card', card: v.legalCards[0]! },
      });
    }
    expect(acted).toBeGreaterThan(3);
    const last = await spec.next(
      (x) => x.t === 'state' && (x.view as unknown as { phase: string }).phase === 'over',
    );
    expect(last.t === 'state' && (last.view as unknown as { deal: string }).deal).toMatch(/^N:/);
    const recs = await api('GET', `/api/records?table=${id}`);
    expect((recs.json.records as unknown[]).length).toBeGreaterThan(0);
    const pbn = await fetch(`${base}/api/records.pbn?table=${id}`);
    const text = await pbn.text();
    expect(text).toContain('[Deal "');
    expect(text).toContain('Minibridge');
    // The export names the players (a bot seat as "Bot"), the event, the site and the deal's date.
    expect(text).toMatch(/\[South "[^"]+"\]/);
    expect(text).toContain('[North "Bot"]');
    expect(text).toContain('[Site "Tenace"]');
    expect(text).toMatch(/\[Date "\d{4}\.\d{2}\.\d{2}"\]/);
    expect(text).not.toContain('[Event ""]');
    await me.close();
    await spec.close();
  });
});
