/**
 * One writer per database (issue 19 #6 and the Postgres case of it): a table must never be appended by a
 * process that does not own it, and one server owns every table of its database.
 *
 * SQLite: a server holds an exclusive transaction on a lock file beside the
 * database (`<file>.lock`) for as long as it runs. The operating system keeps that lock for the process and
 * drops it when the process ends, however it ends (SIGKILL included), so a crash never leaves a stale lock,
 * and a second server on the same file — in another process or in this one — is refused at start-up,
 * before it restores a table or appends to a log it does not own.
 */
import Database from 'libsql';
import pg from 'pg';

/** The database is in use by another server (its writer lock is held). */
export class StorageInUse extends Error {
  constructor(
    readonly file: string,
    how = `${file}.lock is held`,
    what = 'choose another --db',
  ) {
    super(
      `the database ${file} is in use by another Tenace server (${how}); ` +
        `one server writes a database: stop the other one or ${what}`,
    );
    this.name = 'StorageInUse';
  }
}

export class WriterLock {
  private constructor(private db: Database.Database | null) {}

  /** Takes the lock of the database at `file` now, or throws StorageInUse (it never waits). */
  static acquire(file: string): WriterLock {
    const db = new Database(`${file}.lock`, { timeout: 0 });
    try {
      db.exec('PRAGMA busy_timeout = 0');
      db.exec('BEGIN EXCLUSIVE');
    } catch (error) {
      db.close();
      if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new StorageInUse(file);
      throw error;
    }
    return new WriterLock(db);
  }

  release(): void {
    const db = this.db;
    this.db = null;
    if (db === null) return;
    db.exec('ROLLBACK');
    db.close();
  }
}

/**
 * Postgres: a server holds a session-level advisory lock (pg_try_advisory_lock) on its own connection for
 * as long as it runs. Postgres drops the lock when that session ends — the process exiting, however it
 * ends, closes the connection — so a crash never leaves it held, and a second server on the same database
 * is refused at start-up (StorageInUse) before it restores a table. The key is fixed per database.
 */
export class PgWriterLock {
  /** The advisory lock key of the Tenace writer ("tenace" in ASCII). */
  static readonly KEY = 0x74656e616365;

  private constructor(private client: pg.Client | null) {}

  /** Takes the lock of the database at `url` now, or throws StorageInUse (it never waits). */
  static async acquire(url: string): Promise<PgWriterLock> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const r = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        PgWriterLock.KEY,
      ]);
      if (r.rows[0]?.ok !== true)
        throw new StorageInUse(
          'at DATABASE_URL',
          `its advisory lock ${PgWriterLock.KEY} is held`,
          'point DATABASE_URL at another database',
        );
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    // A lost connection loses the lock: nothing more may be written by this process.
    client.on('error', () => undefined);
    return new PgWriterLock(client);
  }

  async release(): Promise<void> {
    const c = this.client;
    this.client = null;
    if (c === null) return;
    await c.query('select pg_advisory_unlock($1)', [PgWriterLock.KEY]).catch(() => undefined);
    await c.end().catch(() => undefined);
  }
}
