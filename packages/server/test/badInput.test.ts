/**
 * Bad input: 10,000 malformed or illegal frames (seeded) from a seat and a spectator. Each gets exactly
 * one coded error; the table's state, state id and log do not change; the server keeps answering.
 * Seat authority: no action with another seat's or another table's token.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '@tenace/core';
import { ERROR_CODES, type ServerMessage } from '@tenace/protocol';
import { MemoryClient } from '../src/index.ts';
import { hostileFrames as frames } from '../scripts/hostileFrames.ts';
import { join, testLobby } from './helpers.ts';

async function seatedTable() {
  const lobby = await testLobby();
  // Duplicate board 1: North deals and must call; every seat held by a person, so nothing moves by itself.
  const made = await lobby.create({
    mode: 'duplicate',
    rules: { boards: 1 },
    seed: 'bad',
    sit: { seat: 'N', name: 'N' },
  });
  if (!made.ok) throw new Error(made.error.message);
  const id = made.value.table.id;
  const tokens: Record<Seat, string> = { N: made.value.token!, E: '', S: '', W: '' };
  for (const s of ['E', 'S', 'W'] as const) {
    const t = await lobby.takeSeat(id, s, s);
    if (!t.ok) throw new Error(t.error.message);
    tokens[s] = t.value;
  }
  return { lobby, id, tokens, table: lobby.tables.get(id)! };
}

describe('bad input', () => {
  it('10,000 malformed or illegal frames: one coded error each, no state change, no crash', async () => {
    const { lobby, id, tokens, table } = await seatedTable();
    // North bids 1C so that East is to call: East's client sends the frames (a card is never legal now).
    const north = await join(lobby, id, tokens.N);
    north.send({ t: 'act', stateId: 0, action: { type: 'call', call: '1C' } });
    await north.next((m) => m.t === 'state' && m.stateId === 1);
    const east = await join(lobby, id, tokens.E);
    const spectator = await join(lobby, id);
    const before = {
      state: table.state,
      stateId: table.stateId,
      log: (await lobby.storage.loadTables())[0]!.log.length,
    };
    const batch = frames(10_000, 'bad-input', { table: id, stateId: 1, legal: ['SA', 'HK', 'D2', 'C7'] });
    const counts = new Map<string, number>();
    for (const [i, f] of batch.entries()) {
      const c = i % 10 === 0 ? spectator : east;
      const n = c.received.length;
      c.send(f);
      const r = await c.next();
      expect(c.received.length).toBe(n + 1);
      if (r.t !== 'error')
        throw new Error(`frame ${i} ${f.slice(0, 80)} was answered by ${JSON.stringify(r).slice(0, 200)}`);
      expect(Object.keys(ERROR_CODES)).toContain(r.code);
      expect(r.message.length).toBeGreaterThan(0);
      counts.set(r.code, (counts.get(r.code) ?? 0) + 1);
    }
    expect(table.state).toBe(before.state);
    expect(table.stateId).toBe(before.stateId);
    expect((await lobby.storage.loadTables())[0]!.log.length).toBe(before.log);
    // The many kinds of refusal each came up.
    for (const code of [
      'proto/bad_json',
      'proto/bad_message',
      'proto/too_large',
      'action/stale_state',
      'action/illegal_call',
      'chat/bad_text',
      'proto/not_joined',
      'auth/spectator',
    ])
      expect(counts.get(code) ?? 0, code).toBeGreaterThan(0);
    // Still serving: a legal call from East goes through.
    east.send({ t: 'act', stateId: 1, action: { type: 'call', call: 'P' } });
    const ok = await east.next((m) => m.t === 'state' || m.t === 'error');
    expect(ok.t).toBe('state');
    expect(table.stateId).toBe(2);
    await lobby.close();
  }, 60_000);

  it('a card the seat holds but may not play, and out-of-turn actions, get rules codes', async () => {
    const { lobby, id, tokens } = await seatedTable();
    const east = await join(lobby, id, tokens.E);
    east.send({ t: 'act', stateId: 0, action: { type: 'call', call: '1C' } });
    const r = (await east.next()) as Extract<ServerMessage, { t: 'error' }>;
    expect([r.code, r.ref]).toEqual(['action/not_your_turn', 'act']);
    const north = await join(lobby, id, tokens.N);
    north.send({ t: 'act', stateId: 0, action: { type: 'card', card: 'SA' } });
    expect(((await north.next()) as { code: string }).code).toBe('action/wrong_phase');
    north.send({ t: 'act', stateId: 0, action: { type: 'contract', strain: 'S', game: true } });
    expect(((await north.next()) as { code: string }).code).toBe('action/not_allowed');
    await lobby.close();
  });
});

describe('seat authority', () => {
  it('refuses another table’s token, a left seat’s token, spectators, and a seat acting for another', async () => {
    const a = await seatedTable();
    const madeB = await a.lobby.create({ mode: 'minibridge', seed: 'b', sit: { seat: 'S', name: 'S' } });
    if (!madeB.ok) throw new Error(madeB.error.message);
    // A's North token at table B.
    const c = new MemoryClient(a.lobby);
    c.send({ t: 'hello', v: 1, table: madeB.value.table.id, token: a.tokens.N });
    expect(((await c.next()) as { code: string }).code).toBe('auth/bad_token');
    // Unknown token, wrong version, unknown table.
    c.send({ t: 'hello', v: 1, table: a.id, token: 'nope' });
    expect(((await c.next()) as { code: string }).code).toBe('auth/bad_token');
    c.send({ t: 'hello', v: 99, table: a.id });
    expect(((await c.next()) as { code: string }).code).toBe('proto/version');
    c.send({ t: 'hello', v: 1, table: 'missing' });
    expect(((await c.next()) as { code: string }).code).toBe('table/not_found');
    // East cannot act for North: the seat comes from the token, and North is to call.
    const east = await join(a.lobby, a.id, a.tokens.E);
    east.send({ t: 'act', stateId: 0, action: { type: 'call', call: 'P' } });
    expect(((await east.next()) as { code: string }).code).toBe('action/not_your_turn');
    // After leaving, the token is dead, and its connection is closed.
    const north = await join(a.lobby, a.id, a.tokens.N);
    const left = await a.table.leave(a.tokens.N);
    expect(left.ok).toBe(true);
    expect(north.closed).toBe(true);
    const again = new MemoryClient(a.lobby);
    again.send({ t: 'hello', v: 1, table: a.id, token: a.tokens.N });
    expect(((await again.next()) as { code: string }).code).toBe('auth/bad_token');
    expect(a.table.info().seats.N).toMatchObject({ human: false, bot: true });
    // A foreign token cannot make invites or leave.
    expect((await a.table.invite(madeB.value.token!, 'N')).ok).toBe(false);
    expect((await a.table.leave(madeB.value.token!)).ok).toBe(false);
    await a.lobby.close();
  });
});
