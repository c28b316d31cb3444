/**
 * Table lifecycle on one process (memory, SQLite and, when DATABASE_URL is set, Postgres): a quiet table
 * leaves memory and comes back exactly when opened; finished tables are never made live again; start-up
 * restores only the live tables; the lobby is a paged storage query; invites find tables out of memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SEATS, type Seat } from '@tenace/core';
import type { TableInfo } from '@tenace/protocol';
import { MemoryStorage, SqlStorage, type Storage, type Table } from '../src/index.ts';
import { fillStorage } from '../scripts/storedTables.ts';
import { join, simpleIntent, testLobby, until } from './helpers.ts';

// Postgres commits each action: under a full parallel run these take longer than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const dir = mkdtempSync(joinPath(tmpdir(), 'tenace-lifecycle-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const pgUrl = process.env.DATABASE_URL;

/** The database at `url` with its search path set to `schema` (made when missing). */
async function pgSchema(url: string, schema: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema if not exists ${schema}`);
  await admin.end();
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}
/** Each kind gives a way to open one fresh database, again and again (a restart opens it anew). */
const kinds: { name: string; skip?: boolean; database: () => Promise<() => Storage> }[] = [
  {
    name: 'memory',
    database: () => {
      const s = new MemoryStorage();
      return Promise.resolve(() => s);
    },
  },
  {
    name: 'sqlite',
    database: () => {
      const file = joinPath(dir, `l${Math.random()}.db`);
      return Promise.resolve(() => SqlStorage.sqlite(file));
    },
  },
  {
    name: 'postgres',
    skip: pgUrl === undefined || !/^postgres/.test(pgUrl),
    database: async () => {
      // A schema of this file's own: other test files use the same database at the same time.
      const url = await pgSchema(pgUrl!, 'tenace_lifecycle');
      const s = SqlStorage.postgres(url);
      await s.dropAll();
      await s.close();
      return () => SqlStorage.postgres(url);
    },
  },
];

/** Quiet soon: bots instant, the next deal only on request, short grace and idle times. */
const QUICK = { autoNext: false, graceMs: 20, idleMs: 40 } as const;

/** Everything a person or spectator sees of a table, with what changes by connections left out. */
function snapshot(t: Table): unknown {
  const info = t.info();
  const seats = Object.fromEntries(SEATS.map((s) => [s, { ...info.seats[s], connected: false }]));
  return {
    stateId: t.stateId,
    info: { ...info, seats, spectators: 0 },
    views: [null, ...SEATS].map((s: Seat | null) => t.viewOf(s)),
    chat: t.chat,
    invites: [...t.invites],
  };
}

describe.each(kinds)('lifecycle: $name', ({ database, skip }) => {
  it.skipIf(skip === true)(
    'a quiet table leaves memory and comes back exactly when watched or joined',
    async () => {
      const open = await database();
      const lobby = await testLobby({ storage: open(), ...QUICK });
      try {
        const made = await lobby.create({
          mode: 'minibridge',
          seed: 'idle-1',
          sit: { seat: 'S', name: 'Sam' },
        });
        if (!made.ok) throw new Error(made.error.message);
        const id = made.value.table.id;
        const token = made.value.token!;
        await lobby.tables.get(id)!.say('S', 'hello');
        // Sam never connected: past the grace time Sam is away and the solo table waits (paused: no bot
        // plays Sam's match), so it is quiet.
        await until(() => lobby.tables.get(id)?.info().seats.S.bot === true);
        expect(lobby.tables.get(id)?.paused).toBe(true);
        const before = snapshot(lobby.tables.get(id)!);
        await until(() => !lobby.tables.has(id));
        expect(lobby.moves.evicted).toBe(1);
        // Watched: restored as it was.
        const watched = await lobby.open(id);
        expect(watched.ok && snapshot(watched.value)).toEqual(before);
        await until(() => !lobby.tables.has(id));
        // Joined with the seat token: the same state id, and the match moves on (Sam's call or the bots').
        const c = await join(lobby, id, token);
        const state = c.lastState()!;
        expect(state.stateId).toBe((before as { stateId: number }).stateId);
        const moved = c.next((m) => m.t === 'state' && m.stateId > state.stateId);
        const intent = simpleIntent(state, 'S');
        if (intent !== null) c.send({ t: 'act', stateId: state.stateId, action: intent });
        await moved;
        c.close();
        expect(lobby.moves.restored).toBe(2);
      } finally {
        await lobby.close();
      }
    },
  );

  it.skipIf(skip === true)(
    'a table handed over mid-play (cluster) stores what was queued, closes its sockets and is restored from its log',
    async () => {
      const open = await database();
      const lobby = await testLobby({ storage: open(), ...QUICK, idleMs: 60_000 });
      try {
        const made = await lobby.create({
          mode: 'minibridge',
          seed: 'hand-over-1',
          sit: { seat: 'S', name: 'Sam' },
        });
        if (!made.ok) throw new Error(made.error.message);
        const id = made.value.table.id;
        const c = await join(lobby, id, made.value.token!);
        // Play until it is Sam's turn to play a card or choose the contract.
        // (Sam asks for the next deal when one is over.)
        let asked = -1;
        await until(() => {
          const s = c.lastState()!;
          const i = simpleIntent(s, 'S');
          if (i?.type === 'next' && asked !== s.stateId) {
            asked = s.stateId;
            c.send({ t: 'act', stateId: s.stateId, action: i });
          }
          return i?.type === 'card' || i?.type === 'contract';
        });
        const state = c.lastState()!;
        const intent = simpleIntent(state, 'S');
        expect(intent).not.toBeNull();
        // Sam's action is queued at the table (its session has handed it on) when the hand-over starts.
        const acted = lobby.tables.get(id)!.submit('S', state.stateId, intent!, 'human', made.value.token!);
        expect(await lobby.handOver(id)).toBe(true);
        expect((await acted).ok).toBe(true);
        expect(lobby.tables.has(id)).toBe(false);
        expect(lobby.moves.handedOver).toBe(1);
        expect(c.closed).toBe(true);
        // Sam's action, queued when the table was handed over, is stored (the bots' answers may follow).
        const stored = await lobby.storage.loadTable(id);
        const sams = stored!.log.filter((e) => e.entry.kind === 'action' && e.entry.by === 'human');
        expect(sams[sams.length - 1]?.entry).toMatchObject({ action: intent! });
        expect(stored!.status).toBe('live');
        // Restored from the log (as the next process does): exactly where it was left.
        const back = await lobby.open(id);
        if (!back.ok) throw new Error(back.error.message);
        expect(back.value.stateId).toBeGreaterThanOrEqual(state.stateId + 1);
        expect(await lobby.handOver('no-such-table')).toBe(false);
      } finally {
        await lobby.close();
      }
    },
  );

  it.skipIf(skip === true)(
    'a finished table is shown as it ended, never made live, its records kept',
    async () => {
      const open = await database();
      let lobby = await testLobby({ storage: open(), ...QUICK });
      const made = await lobby.create({ mode: 'minibridge', seed: 'fin-1', rules: { deals: 1 } });
      if (!made.ok) throw new Error(made.error.message);
      const id = made.value.table.id;
      await until(() => lobby.tables.get(id)?.state.phase === 'over');
      const before = snapshot(lobby.tables.get(id)!);
      await until(() => !lobby.tables.has(id));
      await lobby.close();
      // A restart does not restore it; opening it shows it as it ended; its seats cannot be taken.
      lobby = await testLobby({ storage: open(), ...QUICK });
      try {
        expect(lobby.tables.size).toBe(0);
        const shown = await lobby.open(id);
        expect(shown.ok && snapshot(shown.value)).toEqual(before);
        const took = await lobby.takeSeat(id, 'N', 'Nia');
        expect(took.ok ? 'ok' : took.error.code).toBe('table/not_found');
        expect((await lobby.storage.listHandRecords({ table: id, limit: 10, offset: 0 })).length).toBe(1);
        expect((await lobby.page({ limit: 10 })).tables.map((t) => t.id)).not.toContain(id);
      } finally {
        await lobby.close();
      }
    },
  );

  it.skipIf(skip === true)('start-up restores only the live tables', async () => {
    const open = await database();
    let lobby = await testLobby({ storage: open(), ...QUICK });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const made = await lobby.create({ mode: 'minibridge', seed: `boot-${i}` });
      if (!made.ok) throw new Error(made.error.message);
      ids.push(made.value.table.id);
    }
    await until(() => ids.every((id) => lobby.tables.get(id)?.state.phase === 'scored'));
    // Four go idle; two stay live (watched) through the restart.
    const watchers = [await join(lobby, ids[0]!), await join(lobby, ids[1]!)];
    await until(() => lobby.tables.size === 2);
    for (const w of watchers) w.close();
    await lobby.close();
    lobby = await testLobby({ storage: open(), ...QUICK, idleMs: 60_000 });
    try {
      expect([...lobby.tables.keys()].sort()).toEqual([ids[0]!, ids[1]!].sort());
      // The idle ones are still listed and open on demand.
      expect((await lobby.page({ limit: 10 })).tables.length).toBe(6);
      expect((await lobby.open(ids[5]!)).ok).toBe(true);
    } finally {
      await lobby.close();
    }
  });

  it.skipIf(skip === true)(
    "the stored lobby summary follows every deal (what another process's lobby shows)",
    async () => {
      const open = await database();
      const lobby = await testLobby({ storage: open(), ...QUICK, autoNext: true, idleMs: 60_000 });
      try {
        const m = await lobby.create({ mode: 'minibridge', seed: 'summary-1', rules: { deals: 10 } });
        if (!m.ok) throw new Error(m.error.message);
        const id = m.value.table.id;
        const stored = async () =>
          (await lobby.storage.lobbyPage({ limit: 50 })).find((r) => r.id === id)?.info?.dealsDone ?? -1;
        expect(await stored()).toBe(0);
        await until(() => (lobby.tables.get(id)?.info().dealsDone ?? 0) >= 2);
        // Still in memory, and storage already has it past its first deals.
        expect(lobby.tables.has(id)).toBe(true);
        for (let i = 0; i < 500 && (await stored()) < 2; i++) await new Promise((r) => setTimeout(r, 10));
        expect(await stored()).toBeGreaterThanOrEqual(2);
      } finally {
        await lobby.close();
      }
    },
  );

  it.skipIf(skip === true)(
    'the lobby pages joinable public tables, newest first, in and out of memory',
    async () => {
      const open = await database();
      const lobby = await testLobby({ storage: open(), ...QUICK, idleMs: 60_000 });
      try {
        const made: TableInfo[] = [];
        for (let i = 0; i < 9; i++) {
          const m = await lobby.create({
            mode: 'minibridge',
            seed: `page-${i}`,
            private: i % 4 === 3,
            ...(i === 4 ? { rules: { deals: 1 } } : {}),
          });
          if (!m.ok) throw new Error(m.error.message);
          made.push(m.value.table);
        }
        // Table 2 gets all four seats taken; table 4 finishes its one deal.
        for (const s of SEATS) expect((await lobby.takeSeat(made[2]!.id, s, `P${s}`)).ok).toBe(true);
        await until(() => lobby.tables.get(made[4]!.id)?.state.phase === 'over');
        // Two listed tables leave memory first (once their bots are done): the page is the same.
        await until(() => [0, 5].every((i) => lobby.tables.get(made[i]!.id)?.state.phase === 'scored'));
        // (A deal just scored may still be storing its hand record: the table is quiet a moment later.)
        for (const i of [0, 5]) {
          let left = false;
          for (let tries = 0; tries < 200 && !left; tries++) {
            left = await lobby.evict(lobby.tables.get(made[i]!.id)!);
            if (!left) await new Promise((r) => setTimeout(r, 10));
          }
          expect(left).toBe(true);
        }
        const expected = made
          .filter((_, i) => i % 4 !== 3 && i !== 2 && i !== 4)
          .sort((a, b) =>
            a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
          )
          .map((t) => t.id);
        const byCursor: string[] = [];
        let after: { createdAt: string; id: string } | undefined;
        for (let pages = 0; pages < 10; pages++) {
          const p = await lobby.page({ limit: 2, ...(after === undefined ? {} : { after }) });
          byCursor.push(...p.tables.map((t) => t.id));
          if (p.next === null) break;
          after = p.next;
        }
        expect(byCursor).toEqual(expected);
        const byOffset: string[] = [];
        for (let offset = 0; offset < 8; offset += 3)
          byOffset.push(...(await lobby.page({ limit: 3, offset })).tables.map((t) => t.id));
        expect(byOffset).toEqual(expected);
      } finally {
        await lobby.close();
      }
    },
  );

  it.skipIf(skip === true)('an invite works after its table left memory (and across a restart)', async () => {
    const open = await database();
    let lobby = await testLobby({ storage: open(), ...QUICK });
    const made = await lobby.create({
      mode: 'minibridge',
      seed: 'inv-1',
      private: true,
      sit: { seat: 'N', name: 'Nia' },
    });
    if (!made.ok) throw new Error(made.error.message);
    const id = made.value.table.id;
    const inv = await lobby.tables.get(id)!.invite(made.value.token!, 'E');
    if (!inv.ok) throw new Error(inv.error.message);
    await until(() => !lobby.tables.has(id));
    const used = await lobby.useInvite(inv.value, 'Eve');
    expect(used.ok && [used.value.table, used.value.seat]).toEqual([id, 'E']);
    expect(lobby.tables.get(id)!.seats.E.name).toBe('Eve');
    // Used once: refused after the table leaves memory again and after a restart.
    await until(() => !lobby.tables.has(id));
    await lobby.close();
    lobby = await testLobby({ storage: open(), ...QUICK });
    try {
      const again = await lobby.useInvite(inv.value, 'Mal');
      expect(again.ok ? 'ok' : again.error.code).toBe('table/bad_invite');
    } finally {
      await lobby.close();
    }
  });

  it.skipIf(skip === true)(
    'a seat taken while the table leaves memory is kept (nothing acknowledged is lost)',
    async () => {
      const open = await database();
      const lobby = await testLobby({ storage: open(), ...QUICK, idleMs: 60_000 });
      try {
        const made = await lobby.create({ mode: 'minibridge', seed: 'race-1' });
        if (!made.ok) throw new Error(made.error.message);
        const id = made.value.table.id;
        await until(() => lobby.tables.get(id)?.state.phase === 'scored');
        const t = lobby.tables.get(id)!;
        const [evicted, took] = await Promise.all([lobby.evict(t), lobby.takeSeat(id, 'W', 'Wes')]);
        expect(took.ok).toBe(true);
        const now = await lobby.open(id);
        expect(now.ok && now.value.seats.W.name).toBe('Wes');
        // Whether the table stayed (the seat made it busy) or left first, the seat is in its stored log.
        const log = (await lobby.storage.loadTable(id))!.log.map((e) => e.entry);
        expect(log).toContainEqual(expect.objectContaining({ kind: 'seat', seat: 'W', name: 'Wes' }));
        expect(lobby.moves.evicted).toBe(evicted ? 1 : 0);
      } finally {
        await lobby.close();
      }
    },
  );
});

describe('storage indexes (SQLite query plans)', () => {
  it('start-up, the lobby, invites and hand-record queries search an index, never scan the table', async () => {
    const file = joinPath(dir, `plan${Math.random()}.db`);
    const s = SqlStorage.sqlite(file);
    await s.init();
    const { default: Database } = await import('libsql');
    const db = new Database(file);
    const plan = (q: string): string =>
      (db.prepare(`explain query plan ${q}`).all() as { detail: string }[]).map((r) => r.detail).join('; ');
    try {
      const rows: [string, RegExp][] = [
        [
          "select * from tenace_tables where status = 'live'",
          /SEARCH tenace_tables USING INDEX tenace_tables_status/,
        ],
        [
          "select id, created_at, info from tenace_tables where private = 0 and status <> 'finished' and held <> 15 order by created_at desc, id desc limit 50",
          /^SCAN tenace_tables USING INDEX tenace_tables_lobby$/,
        ],
        ["select table_id from tenace_invites where code_hash = 'h'", /SEARCH tenace_invites USING INDEX/],
        ["select * from tenace_log where table_id = 't' order by seq", /SEARCH tenace_log USING INDEX/],
        [
          "select * from tenace_hand_records where table_id = 't' order by id limit 10",
          /SEARCH tenace_hand_records USING INDEX/,
        ],
        [
          "select * from tenace_hand_records where mode = 'rubber' order by id limit 10",
          /SEARCH tenace_hand_records USING (COVERING )?INDEX tenace_hand_records_mode/,
        ],
      ];
      for (const [q, want] of rows) expect(plan(q), q).toMatch(want);
    } finally {
      db.close();
      await s.close();
    }
  });
});

describe.each(kinds)('start-up with many stored tables: $name', ({ database, skip, name }) => {
  it.skipIf(skip === true || name === 'memory')(
    '10,000 stored tables of which 20 are live: start-up restores the 20',
    async () => {
      const open = await database();
      const filled = await fillStorage(open(), { tables: 10_000, live: 20, logEntries: 6 });
      const lobby = await testLobby({ storage: open(), idleMs: 3_600_000, autoNext: false });
      try {
        expect([...lobby.tables.keys()].sort()).toEqual([...filled.live].sort());
        // The others are there, out of memory: listed (newest first, the live ones are newer) and opened.
        expect((await lobby.page({ limit: 30 })).tables.length).toBe(30);
        const opened = await lobby.open('idle000123');
        expect(opened.ok ? 'ok' : opened.error.message).toBe('ok');
      } finally {
        await lobby.close();
      }
    },
    120_000,
  );
});

describe('a database made before tables had a status (SQLite)', () => {
  it('is upgraded in place: its tables restore once, then are listed, idle and invited as any', async () => {
    const file = joinPath(dir, `old${Math.random()}.db`);
    let lobby = await testLobby({ storage: SqlStorage.sqlite(file), ...QUICK, idleMs: 60_000 });
    const made = await lobby.create({ mode: 'minibridge', seed: 'old-1', sit: { seat: 'N', name: 'Nia' } });
    if (!made.ok) throw new Error(made.error.message);
    const id = made.value.table.id;
    const inv = await lobby.tables.get(id)!.invite(made.value.token!, 'E');
    if (!inv.ok) throw new Error(inv.error.message);
    // The match waits for the invited East (and Nia is away past her grace): nothing moves.
    await until(() => lobby.tables.get(id)!.botPlays('N'));
    expect(lobby.tables.get(id)!.waiting).toBe(true);
    const before = snapshot(lobby.tables.get(id)!);
    await lobby.close();
    // Back to the old schema: no status, seats held, summary, creator, invite index or lifecycle indexes.
    const { default: Database } = await import('libsql');
    const db = new Database(file);
    db.exec(`drop index tenace_tables_lobby; drop index tenace_tables_status; drop index tenace_tables_creator;
      drop table tenace_invites; alter table tenace_tables drop column status;
      alter table tenace_tables drop column held; alter table tenace_tables drop column info;
      alter table tenace_tables drop column creator;`);
    db.close();
    lobby = await testLobby({ storage: SqlStorage.sqlite(file), ...QUICK, idleMs: 60_000 });
    try {
      expect([...lobby.tables.keys()]).toEqual([id]);
      // Restored at start-up, Nia has her grace period again; past it, the table is as it was.
      await until(() => lobby.tables.get(id)!.botPlays('N'));
      expect(snapshot(lobby.tables.get(id)!)).toEqual(before);
      expect((await lobby.page({ limit: 5 })).tables.map((t) => t.id)).toEqual([id]);
      expect(await lobby.evict(lobby.tables.get(id)!)).toBe(true);
      const used = await lobby.useInvite(inv.value, 'Eve');
      expect(used.ok && used.value.seat).toBe('E');
    } finally {
      await lobby.close();
    }
  });
});
