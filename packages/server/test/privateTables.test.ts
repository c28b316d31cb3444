/**
 * Issue 19 #4, "private tables are not private": a private table's deals are not listed to strangers,
 * nobody watches it without a seat token or an invite, its details and analysis are not given to
 * strangers, and its chat reaches only the people seated there. A table its creator sits at is private
 * unless asked otherwise (a quick game with bots).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandRecord, ServerMessage } from '@tenace/protocol';
import type { TenaceServer } from '../src/index.ts';
import { listeningServer, request, simpleIntent, until, WsClient } from './helpers.ts';

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

/** Plays the person's seat by simple legal intents until the table has finished `deals` deals. */
async function playDeals(id: string, token: string, deals: number): Promise<WsClient> {
  const me = await WsClient.open(base);
  me.ws.on('message', (data: Buffer) => {
    const m = JSON.parse(data.toString('utf8')) as ServerMessage;
    if (m.t !== 'state') return;
    const i = simpleIntent(m, 'S');
    if (i !== null) me.send({ t: 'act', stateId: m.stateId, action: i });
  });
  me.send({ t: 'hello', v: 1, table: id, token });
  await until(() => server.lobby.tables.get(id)!.state.history.length >= deals);
  return me;
}

/** A one-deal minibridge match Ann made (private: she sits there) and played to its end. */
async function finishedPrivateTable(): Promise<{ id: string; token: string }> {
  const made = await api('POST', '/api/tables', {
    mode: 'minibridge',
    rules: { deals: 1 },
    sit: { seat: 'S', name: 'Ann' },
  });
  const id = (made.json.table as { id: string }).id;
  const token = made.json.token as string;
  const me = await playDeals(id, token, 1);
  await until(() => server.lobby.tables.get(id)!.state.phase === 'over');
  await me.close();
  return { id, token };
}

/**
 * The table's stored hand records: its one deal, and a 20–20 deal thrown in before it when there was one
 * (live tables deal at random, so a test cannot know in advance).
 */
async function deals(id: string): Promise<number> {
  const n = await server.lobby.storage.handRecordCount(id);
  expect(n).toBeGreaterThanOrEqual(1);
  return n;
}

/** Drops the table from memory once it is quiet and its bots idle (the match's last moves settle first). */
async function evictWhenQuiet(id: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const t = server.lobby.tables.get(id);
    if (t === undefined) return;
    if (t.quiet && (await server.lobby.evict(t))) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(server.lobby.tables.has(id)).toBe(false);
}

describe('private tables are not private (issue 19 #4)', () => {
  it('a table its creator sits at is private by default; one made to be watched is public', async () => {
    const solo = await api('POST', '/api/tables', { mode: 'minibridge', sit: { seat: 'S', name: 'Ann' } });
    expect((solo.json.table as { private: boolean }).private).toBe(true);
    const watched = await api('POST', '/api/tables', { mode: 'minibridge' });
    expect((watched.json.table as { private: boolean }).private).toBe(false);
    const open = await api('POST', '/api/tables', {
      mode: 'minibridge',
      private: false,
      sit: { seat: 'S', name: 'Ann' },
    });
    expect((open.json.table as { private: boolean }).private).toBe(false);
  });

  it('records, PBN, details and analysis of a private table only for those who sat there', async () => {
    const { id, token } = await finishedPrivateTable();
    // A stranger: not in the lobby, no records (listed or asked by id), no PBN, no details, no analysis.
    expect(
      ((await api('GET', '/api/tables')).json.tables as { id: string }[]).map((t) => t.id),
    ).not.toContain(id);
    const all = (await api('GET', '/api/records')).json.records as HandRecord[];
    expect(all.map((r) => r.tableId)).not.toContain(id);
    for (const path of [`/api/records?table=${id}`, `/api/records.pbn?table=${id}`, `/api/tables/${id}`]) {
      const r = await api('GET', path);
      expect([path, r.status, (r.json.error as { code: string }).code]).toEqual([path, 403, 'table/private']);
    }
    const analysis = await api('GET', `/api/tables/${id}/deals/0/analysis`);
    expect(analysis.status).toBe(403);
    // A wrong token is a stranger too.
    expect((await api('GET', `/api/tables/${id}`, undefined, 'not-a-token')).status).toBe(403);
    // The person who sat there sees it all, even after leaving the seat.
    expect((await api('GET', `/api/tables/${id}`, undefined, token)).status).toBe(200);
    expect((await api('POST', `/api/tables/${id}/leave`, {}, token)).status).toBe(200);
    const mine = (await api('GET', '/api/records', undefined, token)).json.records as HandRecord[];
    expect(mine.filter((r) => r.tableId === id)).toHaveLength(await deals(id));
    const byId = await api('GET', `/api/records?table=${id}`, undefined, token);
    expect((byId.json.records as HandRecord[]).length).toBe(await deals(id));
    const pbn = await fetch(`${base}/api/records.pbn?table=${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pbn.status).toBe(200);
    expect(await pbn.text()).toContain('[Deal ');
    // A browser that sat at several tables shows all its tokens ("Bearer a,b,…"): this one among them.
    const several = `other-token-1,${token},other-token-2`;
    const listed = (await api('GET', '/api/records', undefined, several)).json.records as HandRecord[];
    expect(listed.filter((r) => r.tableId === id)).toHaveLength(await deals(id));
    expect((await api('GET', `/api/tables/${id}/deals/0/analysis`, undefined, several)).status).toBe(200);
    // Strangers' tokens only: still refused.
    expect((await api('GET', `/api/tables/${id}`, undefined, 'other-1,other-2')).status).toBe(403);
  }, 60_000);

  it('regression: a private table that left memory keeps its analysis from strangers', async () => {
    const { id, token } = await finishedPrivateTable();
    // Ann leaves her seat (no grace period runs), so the table is quiet and may leave memory.
    expect((await api('POST', `/api/tables/${id}/leave`, {}, token)).status).toBe(200);
    await evictWhenQuiet(id);
    expect((await api('GET', `/api/tables/${id}/deals/0/analysis`)).status).toBe(403);
    expect((await api('GET', `/api/tables/${id}/deals/0/analysis`, undefined, token)).status).toBe(200);
  }, 60_000);

  it('regression: the records of a private table that left memory were hidden from its own people', async () => {
    const { id, token } = await finishedPrivateTable();
    expect((await api('POST', `/api/tables/${id}/leave`, {}, token)).status).toBe(200);
    await evictWhenQuiet(id);
    // Her browser lists its records with every token it holds: this table's deal is among them.
    const mine = (await api('GET', '/api/records', undefined, `other-token,${token}`)).json
      .records as HandRecord[];
    expect(mine.filter((r) => r.tableId === id)).toHaveLength(await deals(id));
    const byId = await api('GET', `/api/records?table=${id}`, undefined, token);
    const ids = (byId.json.records as HandRecord[]).map((r) => r.tableId);
    expect(ids).toEqual(ids.map(() => id));
    expect(ids).toHaveLength(await deals(id));
    // Strangers still see none of it.
    const theirs = (await api('GET', '/api/records', undefined, 'other-token')).json.records as HandRecord[];
    expect(theirs.map((r) => r.tableId)).not.toContain(id);
    for (const path of [`/api/records?table=${id}`, `/api/records.pbn?table=${id}`]) {
      const r = await api('GET', path, undefined, 'other-token');
      expect([path, r.status, (r.json.error as { code: string }).code]).toEqual([path, 403, 'table/private']);
    }
    expect(server.lobby.tables.has(id)).toBe(false); // reading it did not bring it back to life
  }, 60_000);

  it('no watching without a seat token or an invite; chat only to the seats', async () => {
    const made = await api('POST', '/api/tables', { mode: 'minibridge', sit: { seat: 'S', name: 'Ann' } });
    const id = (made.json.table as { id: string }).id;
    const token = made.json.token as string;
    const stranger = await WsClient.open(base);
    stranger.send({ t: 'hello', v: 1, table: id });
    expect(await stranger.next()).toMatchObject({ t: 'error', code: 'table/private', ref: 'hello' });
    const ann = await WsClient.open(base);
    ann.send({ t: 'hello', v: 1, table: id, token });
    await ann.next((m) => m.t === 'state');
    ann.send({ t: 'chat', text: 'my phone number is 555' });
    await ann.next((m) => m.t === 'chat');
    // An invite lets its holder watch (before taking the seat); the chat is not theirs to read.
    const invite = (await api('POST', `/api/tables/${id}/invites`, { seat: 'N' }, token)).json.code as string;
    expect((await api('GET', `/api/tables/${id}`, undefined, invite)).status).toBe(200);
    const guest = await WsClient.open(base);
    guest.send({ t: 'hello', v: 1, table: id, invite });
    expect(await guest.next()).toMatchObject({ t: 'welcome', seat: null });
    await guest.next((m) => m.t === 'state');
    ann.send({ t: 'chat', text: 'and my address' });
    await ann.next((m) => m.t === 'chat' && m.text === 'and my address');
    await new Promise((r) => setTimeout(r, 30));
    expect(guest.received.filter((m) => m.t === 'chat')).toEqual([]);
    // A used invite watches no more.
    expect((await api('POST', `/api/invites/${invite}`, { name: 'Bob' })).status).toBe(200);
    const late = await WsClient.open(base);
    late.send({ t: 'hello', v: 1, table: id, invite });
    expect(await late.next()).toMatchObject({ t: 'error', code: 'table/private' });
    for (const c of [stranger, ann, guest, late]) await c.close();
  });
});
