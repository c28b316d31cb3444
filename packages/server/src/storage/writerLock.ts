/**
 * One writer per SQLite database: a server holds an exclusive transaction on a lock file beside the
 * database (`<file>.lock`) for as long as it runs. The operating system keeps that lock for the process and
 * drops it when the process ends, however it ends (SIGKILL included), so a crash never leaves a stale lock,
 * and a second server on the same file — in another process or in this one — is refused at start-up,
 * before it restores a table or appends to a log it does not own.
 */
import Database from 'libsql';

/** The database is in use by another server (its writer lock is held). */
export class StorageInUse extends Error {
  constructor(readonly file: string) {
    super(
      `the database ${file} is in use by another Tenace server (${file}.lock is held); ` +
        'one server writes a database: stop the other one or choose another --db',
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
