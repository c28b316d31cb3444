/**
 * The SQLite checkpoint thread: its own connection to the database file, running a passive WAL
 * checkpoint every `everyMs`. The serving connection has automatic checkpoints turned off, so copying the
 * WAL into the database file (and the disk syncs that go with it) never holds up the event loop; log
 * commits there only append to the WAL (synchronous = NORMAL), which takes microseconds.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'libsql';

const { file, everyMs } = workerData as { file: string; everyMs: number };
const db = new Database(file);
db.exec('PRAGMA busy_timeout = 5000');

function checkpoint(): void {
  try {
    db.exec('PRAGMA wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or locked: the next round checkpoints.
  }
}

const timer = setInterval(checkpoint, everyMs);
parentPort?.on('message', (m: string) => {
  if (m !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort?.postMessage('stopped');
});
