/** Whole matches over the in-memory transport: bots alone, and people at every seat acting from their views. */
import { describe, expect, it } from 'vitest';
import { SEATS, type Seat } from '@tenace/core';
import type { CreateTable } from '@tenace/protocol';
import { MemoryClient } from '../src/index.ts';
import { join, simpleIntent, testLobby, until, type StateMsg } from './helpers.ts';

const SHORT: readonly CreateTable[] = [
  { mode: 'minibridge', rules: { deals: 3 }, seed: 'm1' },
  { mode: 'rubber', rules: { ruleset: 'modern' }, seed: 'r1' },
  { mode: 'chicago', rules: { vulnerability23: 'non-dealer' }, seed: 'c1' },
  { mode: 'duplicate', rules: { boards: 3, firstBoard: 5 }, seed: 'd1' },
];

describe('bots play whole matches of every mode', () => {
  for (const req of SHORT) {
    it(req.mode, async () => {
      const lobby = await testLobby();
      const made = await lobby.create(req);
      if (!made.ok) throw new Error(made.error.message);
      const table = lobby.tables.get(made.value.table.id)!;
      const watcher = await join(lobby, table.id);
      await until(() => table.state.phase === 'over', 20_000);
      expect(lobby.botFaults()).toEqual([]);
      const last = watcher.lastState()!;
      expect(last.stateId).toBe(table.stateId);
      expect(last.view.phase).toBe('over');
      const records = await lobby.storage.listHandRecords({ table: table.id, limit: 1000, offset: 0 });
      expect(records.length).toBe(table.state.history.length);
      if (req.mode === 'duplicate')
        expect(records.map((r) => (r.record as { number: number }).number)).toEqual([5, 6, 7]);
      await lobby.close();
    });
  }
});

/** Four people play by their own views until the match is over. */
async function playPeople(req: CreateTable): Promise<void> {
  const lobby = await testLobby();
  const made = await lobby.create({ ...req, sit: { seat: 'N', name: 'Nora' } });
  if (!made.ok) throw new Error(made.error.message);
  const id = made.value.table.id;
  const tokens: Partial<Record<Seat, string>> = { N: made.value.token! };
  for (const s of ['E', 'S', 'W'] as const) {
    const took = await lobby.takeSeat(id, s, `P${s}`);
    if (!took.ok) throw new Error(took.error.message);
    tokens[s] = took.value;
  }
  const clients = {} as Record<Seat, MemoryClient>;
  for (const s of SEATS) clients[s] = await join(lobby, id, tokens[s]);
  const table = lobby.tables.get(id)!;
  let steps = 0;
  while (table.state.phase !== 'over') {
    let acted = false;
    for (const s of SEATS) {
      const m = clients[s].lastState();
      if (m === undefined || m.stateId !== table.stateId) continue;
      const intent = simpleIntent(m, s);
      if (intent === null) continue;
      const reply = clients[s].next((x) => x.t === 'error' || (x.t === 'state' && x.stateId > m.stateId));
      clients[s].send({ t: 'act', stateId: m.stateId, action: intent });
      const r = await reply;
      if (r.t === 'error') throw new Error(`${s} ${JSON.stringify(intent)}: ${r.code} ${r.message}`);
      acted = true;
      break;
    }
    if (!acted)
      await until(() => SEATS.every((s) => clients[s].lastState()?.stateId === table.stateId), 2000);
    if (++steps > 5000) throw new Error('the match did not end');
    await new Promise((r) => setImmediate(r));
  }
  // No bot ever played: every action in the match came from the people.
  for (const s of SEATS) expect((clients[s].lastState() as StateMsg).info.seats[s].bot).toBe(false);
  expect(lobby.botFaults()).toEqual([]);
  await lobby.close();
}

describe('people at every seat play whole matches by their views', () => {
  it('minibridge', () => playPeople({ mode: 'minibridge', rules: { deals: 2 }, seed: 'p1' }));
  it('duplicate', () => playPeople({ mode: 'duplicate', rules: { boards: 2 }, seed: 'p2' }));
  it('chicago', () => playPeople({ mode: 'chicago', seed: 'p3' }));
});
