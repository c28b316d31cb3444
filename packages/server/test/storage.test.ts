/**
 * Storage: the same contract on memory, SQLite (libsql through Kysely) and, when DATABASE_URL is set,
 * Postgres. Restart: a table rebuilt from stored logs is identical (state, state id, every view).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { makePbnDeal, seededDeal, SEATS, viewFor, type Seat } from '@tenace/core';
import { MemoryStorage, SqlStorage, type Storage } from '../src/index.ts';
import { chatEntry, join, simpleIntent, tableRow, testLobby, until } from './helpers.ts';

const dir = mkdtempSync(joinPath(tmpdir(), 'tenace-storage-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const pgUrl = process.env.DATABASE_URL;
const kinds: { name: string; make: () => Promise<Storage>; skip?: boolean }[] = [
  { name: 'memory', make: () => Promise.resolve(new MemoryStorage()) },
  { name: 'sqlite', make: () => Promise.resolve(SqlStorage.sqlite(joinPath(dir, `t${Math.random()}.db`))) },
  {
    name: 'postgres',
    skip: pgUrl === undefined || !/^postgres/.test(pgUrl),
    make: async () => {
      const s = SqlStorage.postgres(pgUrl!);
      await s.dropAll();
      return s;
    },
  },
];

describe.each(kinds)('storage: $name', ({ make, skip }) => {
  it.skipIf(skip === true)('keeps tables, an append-only log and hand records', async () => {
    const s = await make();
    await s.init();
    await s.init(); // idempotent
    const row = {
      id: 'abc',
      settings: { mode: 'minibridge' as const, rules: { deals: 2 }, undo: 'free' as const },
      seed: 'sd',
      title: 'T',
      private: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    await s.createTable(row);
    await s.append('abc', {
      seq: 1,
      at: 'a',
      entry: { kind: 'seat', seat: 'N', name: 'Ann', tokenHash: 'h' },
    });
    await s.append('abc', {
      seq: 2,
      at: 'b',
      entry: { kind: 'action', action: { mode: 'minibridge', type: 'next', seat: null }, by: 'bot' },
    });
    await expect(
      s.append('abc', { seq: 2, at: 'c', entry: { kind: 'chat', seat: 'N', name: 'Ann', text: 'x' } }),
    ).rejects.toThrow();
    const loaded = await s.loadTables();
    expect(loaded).toEqual([
      {
        row,
        log: [
          { seq: 1, at: 'a', entry: { kind: 'seat', seat: 'N', name: 'Ann', tokenHash: 'h' } },
          {
            seq: 2,
            at: 'b',
            entry: { kind: 'action', action: { mode: 'minibridge', type: 'next', seat: null }, by: 'bot' },
          },
        ],
      },
    ]);
    const deal = (n: number) => ({
      number: n,
      dealer: 'N' as const,
      pbn: makePbnDeal(seededDeal('records', n), 'N'),
      hcp: { N: 10, E: 10, S: 10, W: 10 },
      redeal: true,
    });
    const rec = (i: number) => ({
      tableId: 'abc',
      index: i,
      mode: 'minibridge' as const,
      record: deal(i + 1),
      createdAt: 'x',
    });
    await s.addHandRecords([rec(0), rec(1)]);
    await s.addHandRecords([rec(1), rec(2)]); // the repeated deal is kept once
    expect(await s.handRecordCount('abc')).toBe(3);
    const page = await s.listHandRecords({ table: 'abc', limit: 2, offset: 1 });
    expect(page.map((r) => r.record)).toEqual([deal(2), deal(3)]);
    expect(await s.listHandRecords({ mode: 'rubber', limit: 10, offset: 0 })).toEqual([]);
    // Issue 19 #4: a private table's records are hidden from a listing unless the asker sat there.
    await s.createTable({ ...row, id: 'pub', private: false });
    await s.addHandRecords([{ ...rec(0), tableId: 'pub' }]);
    const tablesOf = async (except: readonly string[]) =>
      (await s.listHandRecords({ limit: 10, offset: 0, hidePrivateExcept: except })).map((r) => r.tableId);
    expect(await tablesOf([])).toEqual(['pub']);
    expect(await tablesOf(['abc'])).toEqual(['abc', 'abc', 'abc', 'pub']);
    expect(await tablesOf(['other'])).toEqual(['pub']);
    await s.close();
  });

  it.skipIf(skip === true)(
    'finds the tables a token hash sat at, after the seat changed hands too',
    async () => {
      const s = await make();
      await s.init();
      for (const id of ['p1', 'p2', 'p3'])
        await s.createTable({
          id,
          settings: { mode: 'minibridge', rules: {}, undo: 'free' },
          seed: id,
          title: id,
          private: true,
          createdAt: '2026-01-01T00:00:00.000Z',
        });
      const seat = (seq: number, tokenHash: string | null, seat: Seat = 'S') => ({
        seq,
        at: 't',
        entry: { kind: 'seat' as const, seat, name: tokenHash === null ? null : 'A', tokenHash },
      });
      await s.append('p1', seat(1, 'ann'));
      await s.append('p1', seat(2, null)); // Ann left: she still sat there
      await s.append('p1', seat(3, 'bob'));
      await s.append('p2', seat(1, 'bob', 'N'));
      await s.append('p2', seat(2, 'ann', 'N'));
      await s.append('p3', seat(1, 'cid'));
      const sorted = async (h: string[]) => (await s.tablesSatAt(h)).sort();
      expect(await sorted(['ann'])).toEqual(['p1', 'p2']);
      expect(await sorted(['bob', 'cid'])).toEqual(['p1', 'p2', 'p3']);
      expect(await sorted(['nobody'])).toEqual([]);
      expect(await sorted([])).toEqual([]);
      await s.close();
    },
  );

  it.skipIf(skip === true)(
    'appends made at once (many tables) are all stored; a repeated seq among them fails alone',
    async () => {
      const s = await make();
      await s.init();
      const ids = Array.from({ length: 20 }, (_, i) => `g${i}`);
      for (const id of ids)
        await s.createTable({
          id,
          settings: { mode: 'rubber', rules: {}, undo: 'consent' },
          seed: id,
          title: id,
          private: false,
          createdAt: '2026-01-01T00:00:00.000Z',
        });
      const chat = (seq: number, text: string) => ({
        seq,
        at: 't',
        entry: { kind: 'chat' as const, seat: 'S' as const, name: 'S', text },
      });
      await s.append('g0', chat(1, 'first'));
      // One event-loop turn: two entries for each table, and a repeat of g0's seq 1.
      const results = await Promise.allSettled([
        ...ids.map((id) => s.append(id, chat(id === 'g0' ? 2 : 1, id))),
        s.append('g0', chat(1, 'again')),
        ...ids.map((id) => s.append(id, chat(id === 'g0' ? 3 : 2, `${id}+`))),
      ]);
      expect(results.map((r) => r.status)).toEqual([
        ...ids.map(() => 'fulfilled'),
        'rejected',
        ...ids.map(() => 'fulfilled'),
      ]);
      const loaded = new Map((await s.loadTables()).map((t) => [t.row.id, t.log]));
      expect(loaded.get('g0')!.map((e) => (e.entry as { text: string }).text)).toEqual([
        'first',
        'g0',
        'g0+',
      ]);
      for (const id of ids.slice(1))
        expect(loaded.get(id)!.map((e) => (e.entry as { text: string }).text)).toEqual([id, `${id}+`]);
      await s.close();
    },
  );

  it.skipIf(skip === true)(
    'a restart mid-deal rebuilds every table exactly (state, state id, views)',
    async () => {
      const storage = await make();
      const lobby = await testLobby({ storage });
      const ids: string[] = [];
      const tokens = new Map<string, Record<Seat, string>>();
      let undoBy: Seat | null = null;
      for (const req of [
        { mode: 'minibridge', rules: { deals: 2 }, seed: 'rs1' },
        { mode: 'rubber', seed: 'rs2' },
        { mode: 'duplicate', rules: { boards: 2, firstBoard: 3 }, seed: 'rs3' },
      ] as const) {
        const made = await lobby.create({ ...req, sit: { seat: 'N', name: 'N' } });
        if (!made.ok) throw new Error(made.error.message);
        const id = made.value.table.id;
        const tk: Record<Seat, string> = { N: made.value.token!, E: '', S: '', W: '' };
        for (const s of ['E', 'S', 'W'] as const) {
          const t = await lobby.takeSeat(id, s, s);
          if (!t.ok) throw new Error(t.error.message);
          tk[s] = t.value;
        }
        ids.push(id);
        tokens.set(id, tk);
        // People play 23 actions: a deal under way (the first deal of each mode is still being played).
        const cs = await Promise.all(SEATS.map((s) => join(lobby, id, tk[s])));
        const table = lobby.tables.get(id)!;
        for (let k = 0; k < 23;) {
          const i = SEATS.findIndex(
            (s, j) =>
              cs[j]!.lastState()?.stateId === table.stateId && simpleIntent(cs[j]!.lastState()!, s) !== null,
          );
          if (i < 0) {
            await new Promise((r) => setImmediate(r));
            continue;
          }
          const m = cs[i]!.lastState()!;
          cs[i]!.send({ t: 'act', stateId: m.stateId, action: simpleIntent(m, SEATS[i]!)! });
          await until(() => table.stateId > m.stateId);
          k++;
        }
        // At the minibridge table (undo by consent), the person who played the last card asks to take it
        // back: the request waits for the two people of the other side.
        if (req.mode === 'minibridge') {
          for (const [j, c] of cs.entries()) {
            c.send({ t: 'act', stateId: table.stateId, action: { type: 'undo' } });
            await c.next((x) => x.t === 'error' || (x.t === 'state' && x.undo !== null));
            if (table.undo !== null) {
              undoBy = SEATS[j]!;
              break;
            }
          }
          expect(table.undo?.waiting.length).toBe(2);
        }
        const chat = cs[0]!;
        chat.send({ t: 'chat', text: 'before the crash' });
        await until(() => table.chat.length === 1);
      }
      const before = ids.map((id) => {
        const t = lobby.tables.get(id)!;
        return {
          stateId: t.stateId,
          state: t.state,
          views: [null, ...SEATS].map((s) => viewFor(t.state, s)),
          info: t.info(),
          chat: t.chat,
          undo: t.undo,
        };
      });
      // "Kill": drop the lobby without closing anything, then start a new one on the same storage.
      const again = await testLobby({ storage });
      for (const [i, id] of ids.entries()) {
        const t = again.tables.get(id)!;
        expect(t.stateId).toBe(before[i]!.stateId);
        expect(t.state).toEqual(before[i]!.state);
        expect([null, ...SEATS].map((s) => viewFor(t.state, s))).toEqual(before[i]!.views);
        expect(t.chat).toEqual(before[i]!.chat);
        // Each seat token still works, and the reconnecting client receives the current view.
        for (const s of SEATS) {
          const c = await join(again, id, tokens.get(id)![s]);
          expect(c.lastState()!.view).toEqual(JSON.parse(JSON.stringify(t.viewOf(s))));
        }
        expect({ ...t.info(), seats: {} }).toEqual({ ...before[i]!.info, seats: {}, spectators: 0 });
        // A pending undo request survives: the reconnected clients see it, and it can be answered.
        expect(t.undo).toEqual(before[i]!.undo);
        if (t.undo === null) continue;
        const c = await join(again, id, tokens.get(id)![t.undo.waiting[0]!]);
        expect(c.lastState()!.undo).toEqual(before[i]!.undo);
        const at = t.stateId;
        const card = t.undo.card;
        expect(t.undo.by).toBe(undoBy);
        for (const s of [...t.undo.waiting]) {
          const w = await join(again, id, tokens.get(id)![s]);
          w.send({ t: 'act', stateId: at, action: { type: 'undoAnswer', accept: true } });
          await until(() => t.undo === null || !t.undo.waiting.includes(s));
        }
        expect(t.stateId).toBe(at + 1);
        expect(t.undo).toBeNull();
        expect(viewFor(t.state, null).played).not.toContain(card);
      }
      await again.close();
      await lobby.close();
    },
  );
});

describe('storage: a database made before the index of who sat where', () => {
  it('gets it filled from its logs at init, so people find their older private tables', async () => {
    const file = joinPath(dir, `old${Math.random()}.db`);
    const s = SqlStorage.sqlite(file);
    await s.init();
    await s.createTable({
      id: 'old',
      settings: { mode: 'minibridge', rules: {}, undo: 'free' },
      seed: 'old',
      title: 'old',
      private: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await s.append('old', {
      seq: 1,
      at: 't',
      entry: { kind: 'seat', seat: 'S', name: 'Ann', tokenHash: 'ann' },
    });
    await s.close();
    const raw = new Database(file);
    raw.exec('drop table tenace_sat');
    raw.close();
    const again = SqlStorage.sqlite(file);
    await again.init();
    expect(await again.tablesSatAt(['ann'])).toEqual(['old']);
    await again.close();
  });
});

describe.each(kinds)('fencing: $name', ({ make, skip }) => {
  it.skipIf(skip === true)(
    'a host whose lease epoch was taken cannot append; the new owner goes on; others are not held up',
    async () => {
      const s = await make();
      await s.init();
      await s.createTable(tableRow('f1'));
      await s.createTable(tableRow('f2'));
      expect(await s.fence('f1', 1)).toBe(true);
      await s.append('f1', chatEntry(1, 'owner 1'), 1);
      // Another host takes the table under epoch 2: the first one's append is refused, in the same turn
      // as appends of another table, which are stored.
      expect(await s.fence('f1', 2)).toBe(true);
      const [late, other] = await Promise.allSettled([
        s.append('f1', chatEntry(2, 'owner 1, too late'), 1),
        s.append('f2', chatEntry(1, 'another table')),
      ]);
      expect(late.status === 'rejected' && (late.reason as Error).name).toBe('FencedOut');
      expect(other.status).toBe('fulfilled');
      await s.append('f1', chatEntry(2, 'owner 2'), 2);
      // An epoch is never taken twice, nor an older one again.
      expect(await s.fence('f1', 2)).toBe(false);
      expect(await s.fence('f1', 1)).toBe(false);
      const texts = (await s.loadTable('f1'))!.log.map((e) => (e.entry as { text: string }).text);
      expect(texts).toEqual(['owner 1', 'owner 2']);
      await s.close();
    },
  );

  it.skipIf(skip === true)(
    'fenced appends in one turn: the one under a taken epoch is refused, the others are stored; a lone one too',
    async () => {
      const s = await make();
      await s.init();
      for (const id of ['g1', 'g2', 'g3']) await s.createTable(tableRow(id));
      for (const id of ['g1', 'g2', 'g3']) expect(await s.fence(id, 1)).toBe(true);
      expect(await s.fence('g2', 2)).toBe(true);
      const got = await Promise.allSettled([
        s.append('g1', chatEntry(1, 'g1 kept'), 1),
        s.append('g2', chatEntry(1, 'g2 too late'), 1),
        s.append('g3', chatEntry(1, 'g3 kept'), 1),
      ]);
      expect(got.map((r) => (r.status === 'rejected' ? (r.reason as Error).name : 'stored'))).toEqual([
        'stored',
        'FencedOut',
        'stored',
      ]);
      // A lone append under the old epoch (a group of one) is refused the same way.
      await expect(s.append('g2', chatEntry(1, 'g2 alone, too late'), 1)).rejects.toMatchObject({
        name: 'FencedOut',
      });
      const texts = async (id: string) =>
        (await s.loadTable(id))!.log.map((e) => (e.entry as { text: string }).text);
      expect(await texts('g1')).toEqual(['g1 kept']);
      expect(await texts('g2')).toEqual([]);
      expect(await texts('g3')).toEqual(['g3 kept']);
      await s.close();
    },
  );
});
