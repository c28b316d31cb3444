/**
 * The sampling bots in the bot threads: whole deals finish with them, and while a thread thinks the event
 * loop serves the other tables (checked by order: a held thread cannot answer before another table's
 * action is broadcast).
 */
import { describe, expect, it } from 'vitest';
import { SEATS, type Seat } from '@tenace/core';
import type { CreateTable } from '@tenace/protocol';
import type { Table } from '../src/index.ts';
import { join, simpleIntent, testLobby, until } from './helpers.ts';

/** Small budgets: the decisions are the sampling player's, only quicker. */
const QUICK = { cardMs: 20, contractMs: 60, judgeMs: 100, claimNodes: 200_000, layouts: 6 };

describe('bots in threads', () => {
  it('whole deals with the sampling bots finish: a minibridge deal and a duplicate board at once', async () => {
    const lobby = await testLobby({ botBudgets: QUICK, botThreads: { threads: 1 } });
    const reqs: CreateTable[] = [
      { mode: 'minibridge', rules: { deals: 1 }, seed: 'threads-mb', bots: 'normal' },
      { mode: 'duplicate', rules: { boards: 1 }, seed: 'threads-dup', bots: 'normal' },
    ];
    const tables: Table[] = [];
    for (const req of reqs) {
      const made = await lobby.create(req);
      if (!made.ok) throw new Error(made.error.message);
      tables.push(lobby.tables.get(made.value.table.id)!);
    }
    const spectators = await Promise.all(tables.map((t) => join(lobby, t.id)));
    await until(() => tables.every((t) => t.state.history.length >= 1), 120_000);
    // Every bot decision came from a thread: none failed or fell back.
    expect(lobby.botFaults()).toEqual([]);
    const decisions = (await lobby.storage.loadTables())
      .flatMap((t) => t.log)
      .filter(
        (e) => e.entry.kind === 'action' && ['card', 'call', 'contract'].includes(e.entry.action.type),
      ).length;
    expect(decisions).toBeGreaterThan(52);
    expect(lobby.botPool.answered).toBeGreaterThanOrEqual(decisions);
    for (const s of spectators) expect(s.lastState()!.info.dealsDone).toBeGreaterThanOrEqual(1);
    await lobby.close();
  }, 120_000);

  it('while a thread thinks, another table is served first', async () => {
    const hold = new SharedArrayBuffer(4);
    const gate = new Int32Array(hold);
    const lobby = await testLobby({ botBudgets: QUICK, botThreads: { threads: 1, hold } });
    // Table A: four sampling bots; its first decision goes to the (held) thread.
    const a = await lobby.create({ mode: 'minibridge', rules: { deals: 1 }, seed: 'held-a', bots: 'normal' });
    if (!a.ok) throw new Error(a.error.message);
    const tableA = lobby.tables.get(a.value.table.id)!;
    // Table B: four people.
    const b = await lobby.create({
      mode: 'minibridge',
      rules: { deals: 1 },
      seed: 'held-b',
      sit: { seat: 'N', name: 'N' },
    });
    if (!b.ok) throw new Error(b.error.message);
    const tableB = lobby.tables.get(b.value.table.id)!;
    const tokens: Record<Seat, string> = { N: b.value.token!, E: '', S: '', W: '' };
    for (const s of ['E', 'S', 'W'] as const) {
      const t = await lobby.takeSeat(tableB.id, s, s);
      if (!t.ok) throw new Error(t.error.message);
      tokens[s] = t.value;
    }
    const clients = await Promise.all(SEATS.map((s) => join(lobby, tableB.id, tokens[s])));
    await until(() => lobby.botPool.running === 1);
    const aAt = tableA.stateId;
    // Several actions at table B, each broadcast, while table A's bot is still thinking.
    for (let k = 0; k < 3; k++) {
      const at = tableB.stateId;
      const i = SEATS.findIndex((s, j) => simpleIntent(clients[j]!.lastState()!, s) !== null);
      expect(i).toBeGreaterThanOrEqual(0);
      const seen = clients[(i + 1) % 4]!.next((m) => m.t === 'state' && m.stateId === at + 1);
      clients[i]!.send({ t: 'act', stateId: at, action: simpleIntent(clients[i]!.lastState()!, SEATS[i]!)! });
      await seen;
      expect(tableA.stateId).toBe(aAt);
      expect(lobby.botPool.answered).toBe(0);
      expect(lobby.botPool.running).toBe(1);
    }
    // Let the thread answer: table A moves on.
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    await until(() => tableA.stateId > aAt, 60_000);
    expect(lobby.botFaults()).toEqual([]);
    await lobby.close();
  }, 60_000);
});
