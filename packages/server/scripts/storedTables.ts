/**
 * A database with many stored tables, for the start-up test and benchmark: `live` real tables made by a
 * lobby (bots play their first deal; the next waits), and `idle` others out of memory, each holding a
 * copy of a real played deal's log under its own id (as many rows as a real table's).
 */
import type { Storage, StoredEntry } from '@tenace/table';
import { Lobby } from '../src/lobby.ts';

export interface Filled {
  readonly live: string[];
  readonly idle: number;
  readonly logRows: number;
}

/** `logEntries`: how much of the played deal's log each idle table holds (default all of it). */
export async function fillStorage(
  storage: Storage,
  o: { tables: number; live: number; logEntries?: number },
): Promise<Filled> {
  const lobby = new Lobby({
    storage,
    botDelayMs: 0,
    autoNext: false,
    allowSeed: true,
    botStrength: 'beginner',
    idleMs: 3_600_000,
  });
  await lobby.start();
  const live: string[] = [];
  for (let i = 0; i < o.live; i++) {
    const made = await lobby.create({ mode: 'minibridge', seed: `live-${i}` });
    if (!made.ok) throw new Error(made.error.message);
    live.push(made.value.table.id);
  }
  const played = (): boolean => {
    for (const id of live) if (lobby.tables.get(id)?.state.phase !== 'scored') return false;
    return true;
  };
  const end = Date.now() + 60_000;
  while (!played()) {
    if (Date.now() > end) throw new Error('the live tables did not play their first deal in time');
    await new Promise((r) => setTimeout(r, 5));
  }
  const template = lobby.tables.get(live[0]!)!;
  const log: StoredEntry[] = (await storage.loadTable(template.id))!.log.slice(0, o.logEntries);
  const info = template.info();
  const idle = o.tables - o.live;
  const chunk = 500;
  for (let from = 0; from < idle; from += chunk) {
    const ids = Array.from(
      { length: Math.min(chunk, idle - from) },
      (_, k) => `idle${String(from + k).padStart(6, '0')}`,
    );
    // The same seed as the played deal: each copy of its log replays.
    await Promise.all(
      ids.map((id) =>
        storage.createTable(
          { ...template.row, id, createdAt: new Date(Date.now() - 86_400_000).toISOString() },
          { ...info, id },
        ),
      ),
    );
    // One append per table per turn: the group commit stores each turn's entries in one transaction.
    for (const e of log) await Promise.all(ids.map((id) => storage.append(id, e)));
    await Promise.all(
      ids.map((id) => storage.saveSummary(id, { status: 'idle', info: { ...info, id }, invites: [] })),
    );
  }
  await lobby.close();
  return { live, idle, logRows: log.length * o.tables };
}
