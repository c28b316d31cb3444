/**
 * Table leases in Redis, for several server processes on one database: each live table has one owner
 * process at a time, held as a key with an expiry that the owner renews. Every lease has an epoch (a
 * per-table counter in Redis) that the owner fences storage with before it acts: once its lease has
 * expired and another process took the table, storage refuses its appends (Storage.fence / FencedOut),
 * so a process that lost a table can never write to its log, even if it has not noticed yet.
 *
 * Keys: `tenace:lease:<table>` = "<owner> <epoch>" (PX ttl), `tenace:epoch:<table>` = the last epoch.
 */
import type { Redis } from 'ioredis';
import type { Storage } from '@tenace/table';

const ACQUIRE = `if redis.call('exists', KEYS[1]) == 1 then return false end
local e = redis.call('incr', KEYS[2])
redis.call('set', KEYS[1], ARGV[1] .. ' ' .. e, 'PX', ARGV[2])
return e`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end
return 0`;
const CATCH_UP = `if tonumber(redis.call('get', KEYS[1]) or '0') < tonumber(ARGV[1]) then redis.call('set', KEYS[1], ARGV[1]) end
return 1`;
/** Renews many leases in one call: KEYS the leases, ARGV[1] the ttl, ARGV[i + 1] each one's value. */
const RENEW_MANY = `local out = {}
for i, k in ipairs(KEYS) do
  if redis.call('get', k) == ARGV[i + 1] then out[i] = redis.call('pexpire', k, ARGV[1]) else out[i] = 0 end
end
return out`;
/** Leases renewed per call. */
const RENEW_BATCH = 500;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

export interface LeaseOptions {
  readonly redis: Redis;
  readonly storage: Storage;
  /** This process's name in the leases it holds (unique per process). */
  readonly owner: string;
  /** How long a lease lasts without renewal (default 10 s); renewed every third of that. */
  readonly ttlMs?: number;
  /** Told when a lease could not be renewed (expired and perhaps taken): the table is no longer ours. */
  readonly onLost?: (tableId: string) => void;
}

export class Leases {
  /** Tables this process holds, with their epochs. */
  readonly held = new Map<string, number>();
  private readonly ttlMs: number;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly o: LeaseOptions) {
    this.ttlMs = o.ttlMs ?? 10_000;
  }

  private value(epoch: number): string {
    return `${this.o.owner} ${String(epoch)}`;
  }

  /**
   * Takes the table's lease when nobody holds it, and fences storage with its epoch; returns the epoch,
   * or null when another process holds the table.
   */
  async acquire(tableId: string): Promise<number | null> {
    const r = await this.o.redis.eval(
      ACQUIRE,
      2,
      `tenace:lease:${tableId}`,
      `tenace:epoch:${tableId}`,
      this.o.owner,
      String(this.ttlMs),
    );
    // Lua false is Redis nil: another process holds the lease.
    if (typeof r !== 'number') return null;
    const epoch = r;
    if (!(await this.o.storage.fence(tableId, epoch))) {
      // Storage already has a newer owner (the epoch counter was lost): this lease is not the owner's.
      await this.release(tableId, epoch);
      return null;
    }
    this.held.set(tableId, epoch);
    this.startRenewing();
    return epoch;
  }

  /** Renews one lease; false when it is no longer this process's. */
  async renew(tableId: string, epoch: number): Promise<boolean> {
    const r = await this.o.redis.eval(
      RENEW,
      1,
      `tenace:lease:${tableId}`,
      this.value(epoch),
      String(this.ttlMs),
    );
    return Number(r) === 1;
  }

  /** Gives the table up (a drain hands leases over this way): the next process may take it at once. */
  async release(tableId: string, epoch: number): Promise<void> {
    this.held.delete(tableId);
    await this.o.redis.eval(RELEASE, 1, `tenace:lease:${tableId}`, this.value(epoch));
  }

  /**
   * Raises the table's epoch counter to `epoch` when it is lower (Redis lost its counters, while storage
   * kept the table's owner epoch): the next acquire then fences storage with a newer epoch.
   */
  async catchUp(tableId: string, epoch: number): Promise<void> {
    await this.o.redis.eval(CATCH_UP, 1, `tenace:epoch:${tableId}`, String(epoch));
  }

  /** Who holds the table now, or null. */
  async holder(tableId: string): Promise<{ owner: string; epoch: number } | null> {
    const v = await this.o.redis.get(`tenace:lease:${tableId}`);
    if (v === null) return null;
    const at = v.lastIndexOf(' ');
    return { owner: v.slice(0, at), epoch: Number(v.slice(at + 1)) };
  }

  private startRenewing(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => void this.renewAll(), Math.max(10, Math.floor(this.ttlMs / 3)));
    this.timer.unref();
  }

  /**
   * Renews every held lease, many per call to Redis; one that cannot be renewed is dropped and reported
   * lost (when Redis does not answer, the leases are tried again at the next turn, before they expire).
   */
  async renewAll(): Promise<void> {
    const all = [...this.held];
    for (let i = 0; i < all.length; i += RENEW_BATCH) {
      const batch = all.slice(i, i + RENEW_BATCH);
      const r = await this.o.redis
        .eval(
          RENEW_MANY,
          batch.length,
          ...batch.map(([id]) => `tenace:lease:${id}`),
          String(this.ttlMs),
          ...batch.map(([, epoch]) => this.value(epoch)),
        )
        .catch(() => null);
      if (!Array.isArray(r)) continue;
      batch.forEach(([tableId, epoch], j) => {
        if (Number(r[j]) === 1 || this.held.get(tableId) !== epoch) return;
        this.held.delete(tableId);
        this.o.onLost?.(tableId);
      });
    }
  }

  /** Stops renewing (held leases then expire by themselves) without releasing them. */
  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Releases every held lease and stops. */
  async close(): Promise<void> {
    this.stop();
    for (const [tableId, epoch] of [...this.held]) await this.release(tableId, epoch);
  }
}
