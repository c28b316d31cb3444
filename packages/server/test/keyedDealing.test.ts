/**
 * Issue 19 #12, "the deal seed is not a cryptographic generator", at the table: a table made now deals
 * with the keyed function (HMAC-SHA-256 of its secret seed and the deal number) and says so in its stored
 * settings; a table stored before keyed dealing (no `dealing` in its settings) keeps its seeded deals, so
 * its log replays exactly, deal after deal.
 */
import { describe, expect, it } from 'vitest';
import { keyedDeal, makePbnDeal, seededDeal } from '@tenace/core';
import { MemoryStorage, type TableRow } from '../src/index.ts';
import { testLobby, until } from './helpers.ts';

describe('the deal seed is not a cryptographic generator (issue 19 #12)', () => {
  it('a new table deals keyed, and its stored settings say so', async () => {
    const storage = new MemoryStorage();
    const lobby = await testLobby({ storage });
    const made = await lobby.create({ mode: 'duplicate', rules: { boards: 3 }, seed: 'keyed-table' });
    if (!made.ok) throw new Error(made.error.message);
    const table = lobby.tables.get(made.value.table.id)!;
    expect(table.row.settings.dealing).toBe('keyed');
    if (table.state.mode !== 'duplicate') throw new Error('not duplicate');
    expect(makePbnDeal(table.state.current.deal)).toBe(makePbnDeal(keyedDeal('keyed-table', 1)));
    expect(makePbnDeal(table.state.current.deal)).not.toBe(makePbnDeal(seededDeal('keyed-table', 1)));
    const [stored] = await storage.loadTables();
    expect(stored!.row.settings.dealing).toBe('keyed');
    await lobby.close();
  });

  it.each(['minibridge', 'rubber', 'chicago', 'duplicate'] as const)(
    '%s: a table stored before keyed dealing replays its seeded deals after a restart',
    async (mode) => {
      const storage = new MemoryStorage();
      await storage.init();
      const row: TableRow = {
        id: `old-${mode}`,
        settings: { mode, rules: {}, undo: 'consent', bots: 'beginner' },
        seed: `old-${mode}`,
        title: 'stored before keyed dealing',
        private: false,
        createdAt: new Date(0).toISOString(),
      };
      await storage.createTable(row);
      // Bots play two deals on the first host; the next host replays the log over the same deals.
      const first = await testLobby({ storage, nextDelayMs: 0 });
      const t1 = first.tables.get(row.id)!;
      await until(() => t1.state.history.length >= 2, 30_000);
      const played = JSON.stringify(t1.state.history);
      await first.close();
      const second = await testLobby({ storage, nextDelayMs: 60_000 });
      const t2 = second.tables.get(row.id)!;
      expect(JSON.stringify(t2.state.history.slice(0, (JSON.parse(played) as unknown[]).length))).toBe(
        played,
      );
      // Deal n of the record is the seeded deal n (thrown-in and passed-out deals count too).
      const deals = t2.state.history.slice(0, 2).map((d) => (d as { pbn?: string }).pbn);
      expect(deals).toEqual([1, 2].map((n) => makePbnDeal(seededDeal(row.seed, n))));
      await second.close();
    },
    60_000,
  );
});
