/**
 * Which process owns a table, for several server processes on one database: a table is played only by
 * the holder of its lease (leases.ts). A claim takes the lease when nobody holds it (the table is then
 * restored here from storage), or names the process that holds it (requests and sockets are relayed
 * there). Losing a lease (not renewed in time, or an append fenced out) gives the table up at once.
 */
import type { Leases } from './leases.ts';

/** Where a table is played: here, by another process, or nowhere (no such table). */
export type Claim =
  | { readonly kind: 'mine' }
  | { readonly kind: 'elsewhere'; readonly owner: string }
  | { readonly kind: 'absent' };

/** What ownership reads of storage: a table's status and owner epoch (null when there is none). */
export interface OwnerRecords {
  ownerEpoch(tableId: string): Promise<{ readonly epoch: number } | null>;
}

const MINE: Claim = { kind: 'mine' };
const ABSENT: Claim = { kind: 'absent' };

export class Ownership {
  /** Claims under way, one per table (two requests for one table wait for the same answer). */
  private readonly claims = new Map<string, Promise<Claim>>();
  /** Told when a table is no longer ours (the host drops it from memory). */
  onLost: (tableId: string) => void = () => undefined;
  /** How many leases this process took (a table moved here or was created here). */
  taken = 0;

  constructor(
    private readonly leases: Leases,
    private readonly records: OwnerRecords,
    readonly me: string,
  ) {}

  /** Whether this process holds the table's lease. */
  holds(tableId: string): boolean {
    return this.leases.held.has(tableId);
  }

  /** The epoch this process holds the table under (what its appends are fenced with), if it does. */
  epochOf(tableId: string): number | undefined {
    return this.leases.held.get(tableId);
  }

  /** Where the table is played; takes its lease when it is free. */
  claim(tableId: string): Promise<Claim> {
    if (this.holds(tableId)) return Promise.resolve(MINE);
    let c = this.claims.get(tableId);
    if (c === undefined) {
      c = this.tryClaim(tableId).finally(() => this.claims.delete(tableId));
      this.claims.set(tableId, c);
    }
    return c;
  }

  private async tryClaim(tableId: string): Promise<Claim> {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (this.holds(tableId)) return MINE;
      const h = await this.leases.holder(tableId);
      if (h !== null && h.owner !== this.me) return { kind: 'elsewhere', owner: h.owner };
      if (h !== null) {
        // Our own release of it is under way: take it again once it is through.
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const stored = await this.records.ownerEpoch(tableId);
      if (stored === null) return ABSENT;
      if ((await this.leases.acquire(tableId)) !== null) {
        this.taken++;
        return MINE;
      }
      // Taken by another process meanwhile (the next turn names it), or Redis is behind storage's epoch.
      await this.leases.catchUp(tableId, stored.epoch);
    }
    throw new Error(`table ${tableId}: its lease could not be taken nor its holder found`);
  }

  /** Gives the table's lease up (it left memory, or the process drains): another may take it at once. */
  async release(tableId: string): Promise<void> {
    const epoch = this.leases.held.get(tableId);
    if (epoch !== undefined) await this.leases.release(tableId, epoch);
  }

  /** The table is no longer ours (its lease expired, or storage refused an append under its epoch). */
  lost(tableId: string): void {
    this.leases.held.delete(tableId);
    this.onLost(tableId);
  }
}
