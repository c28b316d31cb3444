/**
 * One process of a cluster (several `tenace serve --redis URL` on one Postgres database behind one URL):
 * its Redis connection, its links to the other processes, the leases of the tables it plays, the storage its tables append through (under
 * their lease epochs), and the relays of sockets and HTTP requests to the process that plays each table.
 * See docs/decisions/0007-cluster.md.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Connection, Session } from '@tenace/table';
import { SqlStorage } from '../storage/sql.ts';
import { PeerLinks } from './peerLinks.ts';
import { HttpRelay } from './httpRelay.ts';
import { Leases } from './leases.ts';
import { OrphanScan } from './orphans.ts';
import { OwnedStorage } from './ownedStorage.ts';
import { Ownership } from './ownership.ts';
import { ClientPresence } from './clientPresence.ts';
import { sharedRates } from './sharedRates.ts';
import { SocketRelay } from './socketRelay.ts';
import type { SharedRate } from '../limits.ts';

export interface ClusterOptions {
  /** redis:// URL of the cluster's Redis. */
  readonly redisUrl: string;
  /** How long a table's lease lasts without renewal (renewed every third of it); default 5 s. */
  readonly leaseTtlMs?: number;
  /** This process's name in leases (default: host, pid and a random part). */
  readonly node?: string;
  /** The address this process listens on for the other processes' links (default 127.0.0.1). */
  readonly relayHost?: string;
}

export const DEFAULT_LEASE_TTL_MS = 5000;

/** Why cluster mode cannot start with the storage given (code `cluster/needs_postgres`). */
export class ClusterConfigError extends Error {
  readonly code = 'cluster/needs_postgres';
  constructor(message: string) {
    super(message);
    this.name = 'ClusterConfigError';
  }
}

/** What the cluster needs of the server once it is built. */
export interface ClusterHost {
  readonly app: FastifyInstance;
  readonly session: (conn: Connection, client: string) => Session;
  readonly open: (tableId: string) => Promise<unknown>;
  readonly draining: () => boolean;
  readonly inviteTable: (code: string) => Promise<string | null>;
  /** Lets another process take a table no socket reaches here (socketRelay.ts). */
  readonly handOver?: (tableId: string) => Promise<boolean>;
}

export class ClusterNode {
  readonly storage: OwnedStorage;
  readonly ownership: Ownership;
  readonly leases: Leases;
  readonly ttlMs: number;
  /** What each client holds at every process (sockets, where its messages are counted). */
  readonly presence: ClientPresence;
  sockets: SocketRelay | null = null;
  private http: HttpRelay | null = null;
  private bus: PeerLinks | null = null;
  private orphans: OrphanScan | null = null;

  private constructor(
    private readonly redis: Redis,
    storage: SqlStorage,
    readonly node: string,
    ttlMs: number,
    private readonly relayHost: string,
  ) {
    this.ttlMs = ttlMs;
    this.leases = new Leases({
      redis,
      storage,
      owner: node,
      ttlMs,
      onLost: (id) => {
        this.ownership.lost(id);
      },
    });
    this.ownership = new Ownership(this.leases, storage, node);
    this.presence = new ClientPresence({ redis, node });
    this.storage = new OwnedStorage(storage, this.ownership, redis);
  }

  /** Checks the storage (Postgres without the one-server lock) and connects to Redis. */
  static async connect(o: ClusterOptions, storage: unknown): Promise<ClusterNode> {
    if (!(storage instanceof SqlStorage) || storage.engine !== 'postgres')
      throw new ClusterConfigError(
        'cluster/needs_postgres: several processes (--redis or REDIS_URL) share one Postgres database: set DATABASE_URL to a postgres:// URL',
      );
    if (storage.locksWriter)
      throw new ClusterConfigError(
        'cluster/needs_postgres: the cluster owns tables by leases; open Postgres with SqlStorage.postgres(url, {writerLock: false})',
      );
    const node =
      o.node ??
      `${hostname().replace(/[^A-Za-z0-9_.-]/g, '_')}-${process.pid}-${randomBytes(3).toString('hex')}`;
    // Commands issued in one turn (lease calls, address renewals) go out in one write.
    const redis = new Redis(o.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      enableAutoPipelining: true,
    });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new ClusterConfigError(
        `cluster/redis: Redis at ${o.redisUrl} does not answer: ${(error as Error).message}`,
      );
    }
    return new ClusterNode(
      redis,
      storage,
      node,
      o.leaseTtlMs ?? DEFAULT_LEASE_TTL_MS,
      o.relayHost ?? '127.0.0.1',
    );
  }

  /** Wires the relays into the server (before it listens) and returns the socket routes. */
  attach(host: ClusterHost): SocketRelay {
    const waitMs = 2 * this.ttlMs + 2000;
    const sockets = new SocketRelay({
      ownership: this.ownership,
      session: host.session,
      draining: host.draining,
      waitMs,
      ...(host.handOver === undefined ? {} : { handOver: host.handOver }),
    });
    const http = new HttpRelay(host.app, {
      ownership: this.ownership,
      inviteTable: host.inviteTable,
      draining: host.draining,
      waitMs,
    });
    const bus = new PeerLinks({
      node: this.node,
      redis: this.redis,
      host: this.relayHost,
      addressTtlMs: 3 * this.ttlMs,
      handlers: {
        received: (messages) => {
          for (const m of messages)
            if (m.kind === 'h' || m.kind === 'r') http.received(m);
            else sockets.received(m);
        },
        gone: (node) => {
          sockets.gone(node);
        },
        peers: () => sockets.peers(),
      },
    });
    sockets.bus = bus;
    http.bus = bus;
    http.register();
    this.sockets = sockets;
    this.http = http;
    this.bus = bus;
    this.orphans = new OrphanScan({
      redis: this.redis,
      ownership: this.ownership,
      liveTableIds: (before) => this.storage.inner.liveTableIds(before),
      open: host.open,
      everyMs: this.ttlMs,
      settleMs: 2 * this.ttlMs,
      most: 200,
    });
    return sockets;
  }

  /** The per-client HTTP rates, counted by every process together (sharedRates.ts). */
  get sharedRate(): SharedRate {
    return sharedRates(this.redis);
  }

  /** Whether this process runs the request for another one (which counted it against the limits). */
  relayedRequest(req: FastifyRequest): boolean {
    return this.http?.relayedHere(req) ?? false;
  }

  /** Listens for relayed messages and starts looking for orphaned tables. */
  async start(): Promise<void> {
    try {
      await this.bus?.start();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new ClusterConfigError(
        `cluster/relay_host: this process cannot listen for its peers at --relay-host ${this.relayHost} (${code}): give an address of this machine that the other processes reach`,
      );
    }
    this.orphans?.start();
    this.presence.start();
  }

  /** This process's share of the cluster (metrics). */
  gauges(): {
    held: number;
    taken: number;
    handedOver: number;
    relayedOut: number;
    relayedIn: number;
    adopted: number;
    relayBatches: number;
  } {
    const r = this.sockets?.relayed ?? { out: 0, in: 0 };
    return {
      held: this.leases.held.size,
      taken: this.ownership.taken,
      handedOver: this.sockets?.handedOver ?? 0,
      relayedOut: r.out,
      relayedIn: r.in,
      adopted: this.orphans?.adopted ?? 0,
      relayBatches: this.bus?.published ?? 0,
    };
  }

  /**
   * After the tables are stored and closed (a drain): hands every lease over at once, tells the other
   * processes' sockets to reconnect, and disconnects from Redis.
   */
  async close(): Promise<void> {
    this.orphans?.stop();
    this.sockets?.closeAll();
    await this.presence.stop();
    await this.leases.close().catch(() => undefined);
    await this.bus?.close();
    await this.redis.quit().catch(() => undefined);
  }
}
