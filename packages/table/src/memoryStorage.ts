/** Storage in memory: for tests and benchmarks; lost when the process ends. */
import {
  readHandRecord,
  type HandRecordQuery,
  type HandRecordRow,
  type Storage,
  type StoredEntry,
  type TableRow,
} from './storage.ts';

export class MemoryStorage implements Storage {
  private readonly tables = new Map<string, { row: TableRow; log: StoredEntry[] }>();
  private readonly records: HandRecordRow[] = [];

  init(): Promise<void> {
    return Promise.resolve();
  }

  createTable(row: TableRow): Promise<void> {
    if (this.tables.has(row.id)) return Promise.reject(new Error(`table ${row.id} already exists`));
    this.tables.set(row.id, { row, log: [] });
    return Promise.resolve();
  }

  append(tableId: string, e: StoredEntry): Promise<void> {
    const t = this.tables.get(tableId);
    if (t === undefined) return Promise.reject(new Error(`no table ${tableId}`));
    if (e.seq !== t.log.length + 1)
      return Promise.reject(new Error(`table ${tableId}: expected seq ${t.log.length + 1}, got ${e.seq}`));
    // Stored as JSON text, as a database would: later changes to the object cannot reach the log.
    t.log.push(JSON.parse(JSON.stringify(e)) as StoredEntry);
    return Promise.resolve();
  }

  loadTables(): Promise<{ row: TableRow; log: StoredEntry[] }[]> {
    return Promise.resolve([...this.tables.values()].map((t) => ({ row: t.row, log: [...t.log] })));
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
