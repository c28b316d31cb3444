/** Storage in memory: for tests, benchmarks and the practice build; lost when the process ends. */
import type { TableInfo } from '@tenace/protocol';
import {
  ALL_SEATS_HELD,
  FencedOut,
  heldAfter,
  readHandRecord,
  type HandRecordQuery,
  type HandRecordRow,
  type LobbyQuery,
  type LobbyRow,
  type Storage,
  type StoredEntry,
  type StoredTable,
  type TableRow,
  type TableStatus,
  type TableSummary,
} from './storage.ts';

interface Kept {
  row: TableRow;
  log: StoredEntry[];
  status: TableStatus;
  held: number;
  info: TableInfo | null;
  epoch: number;
}

/** Newest first, then by id (descending): the lobby's order. */
function newerFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}

export class MemoryStorage implements Storage {
  private readonly tables = new Map<string, Kept>();
  private readonly invites = new Map<string, string>();
  /** Token hash → the tables where it held a seat. */
  private readonly sat = new Map<string, Set<string>>();
  private readonly records: HandRecordRow[] = [];

  init(): Promise<void> {
    return Promise.resolve();
  }

  createTable(row: TableRow, info?: TableInfo): Promise<void> {
    if (this.tables.has(row.id)) return Promise.reject(new Error(`table ${row.id} already exists`));
    this.tables.set(row.id, { row, log: [], status: 'live', held: 0, info: info ?? null, epoch: 0 });
    return Promise.resolve();
  }

  liveTablesOf(creator: string): Promise<number> {
    let n = 0;
    for (const t of this.tables.values()) if (t.row.creator === creator && t.status === 'live') n++;
    return Promise.resolve(n);
  }

  append(tableId: string, e: StoredEntry, epoch?: number): Promise<void> {
    const t = this.tables.get(tableId);
    if (t === undefined) return Promise.reject(new Error(`no table ${tableId}`));
    if (epoch !== undefined && epoch !== t.epoch)
      return Promise.reject(new FencedOut(tableId, epoch, t.epoch));
    if (e.seq !== t.log.length + 1)
      return Promise.reject(new Error(`table ${tableId}: expected seq ${t.log.length + 1}, got ${e.seq}`));
    // Stored as JSON text, as a database would: later changes to the object cannot reach the log.
    t.log.push(JSON.parse(JSON.stringify(e)) as StoredEntry);
    const entry = e.entry;
    if (entry.kind === 'seat') t.held = heldAfter(t.held, entry);
    if (entry.kind === 'seat' && entry.tokenHash !== null) {
      const at = this.sat.get(entry.tokenHash) ?? new Set<string>();
      this.sat.set(entry.tokenHash, at.add(tableId));
    }
    if (entry.kind === 'invite' && !entry.used) this.invites.set(entry.codeHash, tableId);
    if (entry.kind === 'invite' && entry.used) this.invites.delete(entry.codeHash);
    return Promise.resolve();
  }

  fence(tableId: string, epoch: number): Promise<boolean> {
    const t = this.tables.get(tableId);
    if (t === undefined) return Promise.reject(new Error(`no table ${tableId}`));
    if (epoch <= t.epoch) return Promise.resolve(false);
    t.epoch = epoch;
    return Promise.resolve(true);
  }

  saveSummary(tableId: string, summary: TableSummary): Promise<void> {
    const t = this.tables.get(tableId);
    if (t === undefined) return Promise.reject(new Error(`no table ${tableId}`));
    t.status = summary.status;
    t.info = JSON.parse(JSON.stringify(summary.info)) as TableInfo;
    for (const h of summary.invites) this.invites.set(h, tableId);
    return Promise.resolve();
  }

  private stored(t: Kept): StoredTable {
    return { row: t.row, status: t.status, log: [...t.log], summarised: t.info !== null };
  }

  liveTables(): Promise<StoredTable[]> {
    return Promise.resolve(
      [...this.tables.values()].filter((t) => t.status === 'live').map((t) => this.stored(t)),
    );
  }

  loadTable(tableId: string): Promise<StoredTable | null> {
    const t = this.tables.get(tableId);
    return Promise.resolve(t === undefined ? null : this.stored(t));
  }

  loadTables(): Promise<{ row: TableRow; log: StoredEntry[] }[]> {
    return Promise.resolve([...this.tables.values()].map((t) => ({ row: t.row, log: [...t.log] })));
  }

  lobbyPage(q: LobbyQuery): Promise<LobbyRow[]> {
    const after = q.after;
    const rows = [...this.tables.values()]
      .filter((t) => !t.row.private && t.status !== 'finished' && t.held !== ALL_SEATS_HELD)
      .map((t) => ({ id: t.row.id, createdAt: t.row.createdAt, info: t.info }))
      .filter((r) => after === undefined || newerFirst(after, r) < 0)
      .sort(newerFirst);
    const from = q.offset ?? 0;
    return Promise.resolve(rows.slice(from, from + q.limit));
  }

  inviteTable(codeHash: string): Promise<string | null> {
    return Promise.resolve(this.invites.get(codeHash) ?? null);
  }

  tablesSatAt(tokenHashes: readonly string[]): Promise<string[]> {
    const out = new Set<string>();
    for (const h of tokenHashes) for (const id of this.sat.get(h) ?? []) out.add(id);
    return Promise.resolve([...out]);
  }

  addHandRecords(rows: readonly Omit<HandRecordRow, 'id'>[]): Promise<void> {
    for (const r of rows) {
      if (this.records.some((x) => x.tableId === r.tableId && x.index === r.index)) continue;
      this.records.push({ ...r, id: this.records.length + 1 });
    }
    return Promise.resolve();
  }

  handRecordCount(tableId: string): Promise<number> {
    return Promise.resolve(this.records.filter((r) => r.tableId === tableId).length);
  }

  listHandRecords(q: HandRecordQuery): Promise<HandRecordRow[]> {
    const shown = (id: string): boolean =>
      q.hidePrivateExcept === undefined ||
      this.tables.get(id)?.row.private !== true ||
      q.hidePrivateExcept.includes(id);
    const rows = this.records.filter(
      (r) =>
        (q.table === undefined || r.tableId === q.table) &&
        (q.mode === undefined || r.mode === q.mode) &&
        shown(r.tableId),
    );
    // Read back as a database's rows are: the deal record parsed where it leaves storage.
    return Promise.resolve(rows.slice(q.offset, q.offset + q.limit).map(readHandRecord));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
