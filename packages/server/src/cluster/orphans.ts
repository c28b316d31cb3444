/**
 * Live tables nobody plays: their process died and nobody asked for them since (bots playing alone,
 * people who have not come back). Every `everyMs` one process of the cluster (whoever takes the scan's
 * key in Redis first) looks for live tables without a lease and takes up to `most` of them, restoring
 * each from storage: their bots play on. Tables created in the last `settleMs` are left alone (their
 * creator is taking their lease).
 */
import type { Redis } from 'ioredis';
import type { Ownership } from './ownership.ts';

export interface OrphanDeps {
  readonly redis: Redis;
  readonly ownership: Ownership;
  /** Ids of the tables stored as live created before the given ISO time. */
  readonly liveTableIds: (before: string) => Promise<string[]>;
  /** Restores a table taken here (the lobby's open). */
  readonly open: (tableId: string) => Promise<unknown>;
  readonly everyMs: number;
  readonly settleMs: number;
  readonly most: number;
}

const SCAN_KEY = 'tenace:scan';
const BATCH = 500;

export class OrphanScan {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** Tables this process picked up (metrics and tests). */
  adopted = 0;

  constructor(private readonly d: OrphanDeps) {}

  start(): void {
    if (this.stopped) return;
    // A random part of a period between scans, so that processes take turns.
    const wait = this.d.everyMs * (0.5 + Math.random());
    this.timer = setTimeout(() => {
      void this.scan()
        .catch(() => 0)
        .finally(() => {
          this.start();
        });
    }, wait);
    this.timer.unref();
  }

  /** One scan when this process wins the turn; how many tables it took. */
  async scan(): Promise<number> {
    const turn = await this.d.redis.set(SCAN_KEY, this.d.ownership.me, 'PX', this.d.everyMs, 'NX');
    if (turn !== 'OK') return 0;
    const ids = await this.d.liveTableIds(new Date(Date.now() - this.d.settleMs).toISOString());
    let took = 0;
    for (let i = 0; i < ids.length && took < this.d.most && !this.stopped; i += BATCH) {
      const chunk = ids.slice(i, i + BATCH);
      const leases = await this.d.redis.mget(chunk.map((id) => `tenace:lease:${id}`));
      for (let j = 0; j < chunk.length && took < this.d.most; j++) {
        if (leases[j] !== null) continue;
        const id = chunk[j]!;
        const c = await this.d.ownership.claim(id);
        if (c.kind !== 'mine') continue;
        await this.d.open(id);
        took++;
      }
    }
    this.adopted += took;
    return took;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
