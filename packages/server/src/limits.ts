/**
 * The server's limits (issue 19 #5): per-client rates (token buckets) on table creation, seats and
 * invites, game actions, chat, undo and frames; caps on open tables per client, sockets per client and
 * spectators per table; timeouts for requests, for a socket's hello and for dead sockets. A client is its
 * address (the first X-Forwarded-For address when the server runs behind a proxy it trusts: --trust-proxy).
 * Every refusal is a coded error: `limit/rate` (HTTP 429 with Retry-After, or a WebSocket error frame),
 * `limit/tables`, `limit/sockets`, `limit/spectators`.
 */
import { createHash } from 'node:crypto';
import type { WireError } from '@tenace/protocol';

export interface ServerLimits {
  /** Tables one client may create per minute. */
  readonly tablesPerMinute: number;
  /** Tables one client may have open at once (created by it and not over). */
  readonly tablesPerClient: number;
  /** Seats taken (by name or invite) and invites made, per client per minute. */
  readonly seatsPerMinute: number;
  /** Game actions per client per second (a burst of twice as many is let through). */
  readonly actionsPerSecond: number;
  /** Chat lines per client per minute. */
  readonly chatPerMinute: number;
  /** Undo requests (and free take-backs) per client per minute. */
  readonly undoPerMinute: number;
  /** WebSocket frames of any kind (malformed ones too) per socket per second. */
  readonly framesPerSecond: number;
  /** WebSocket connections one client may have open. */
  readonly socketsPerClient: number;
  /** Spectators one table takes. */
  readonly spectatorsPerTable: number;
  /** Milliseconds a new socket has to join a table (hello) before it is closed. */
  readonly helloTimeoutMs: number;
  /** Milliseconds between liveness pings: a socket that did not answer the last one is cut. */
  readonly idleTimeoutMs: number;
  /** Milliseconds an HTTP request (headers and body) has to arrive, and an idle keep-alive is kept. */
  readonly requestTimeoutMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  tablesPerMinute: 10,
  tablesPerClient: 20,
  seatsPerMinute: 30,
  actionsPerSecond: 10,
  chatPerMinute: 30,
  undoPerMinute: 12,
  framesPerSecond: 40,
  socketsPerClient: 20,
  spectatorsPerTable: 100,
  helloTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  requestTimeoutMs: 10_000,
};

/** Each limit as `tenace serve` sets it: its flag and what it means (the unit is in the flag's value). */
export const LIMIT_FLAGS: readonly {
  readonly key: keyof ServerLimits;
  readonly flag: string;
  readonly about: string;
}[] = [
  { key: 'tablesPerMinute', flag: 'tables-per-minute <n>', about: 'tables one client may create a minute' },
  { key: 'tablesPerClient', flag: 'tables-per-client <n>', about: 'open tables one client may have created' },
  {
    key: 'seatsPerMinute',
    flag: 'seats-per-minute <n>',
    about: 'seats taken and invites made per client a minute',
  },
  {
    key: 'actionsPerSecond',
    flag: 'actions-per-second <n>',
    about: 'game actions per client a second (bursts of twice)',
  },
  { key: 'chatPerMinute', flag: 'chat-per-minute <n>', about: 'chat lines per client a minute' },
  { key: 'undoPerMinute', flag: 'undo-per-minute <n>', about: 'undo requests per client a minute' },
  { key: 'framesPerSecond', flag: 'frames-per-second <n>', about: 'WebSocket frames per socket a second' },
  {
    key: 'socketsPerClient',
    flag: 'sockets-per-client <n>',
    about: 'WebSocket connections one client may have open',
  },
  { key: 'spectatorsPerTable', flag: 'spectators-per-table <n>', about: 'spectators one table takes' },
  { key: 'helloTimeoutMs', flag: 'hello-timeout <ms>', about: 'time a new socket has to join a table' },
  {
    key: 'idleTimeoutMs',
    flag: 'idle-timeout <ms>',
    about: 'liveness ping interval: a socket that misses one is cut',
  },
  {
    key: 'requestTimeoutMs',
    flag: 'request-timeout <ms>',
    about: 'time an HTTP request (headers and body) has to arrive',
  },
];

/** What each rate counts. */
export type RateKind = 'tables' | 'seats' | 'actions' | 'chat' | 'undo';

const WHAT: Record<RateKind, string> = {
  tables: 'tables created',
  seats: 'seats taken and invites made',
  actions: 'game actions',
  chat: 'chat lines',
  undo: 'undo requests',
};

/** A token bucket: `capacity` at most, refilled at `perMs` tokens a millisecond. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly capacity: number,
    private readonly perMs: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.at = now;
  }

  private share = 1;

  /**
   * Takes one token: 0 when granted, else how many milliseconds until one is there. `share`: the number of
   * processes this budget is split between (the capacity and the refill are divided by it).
   */
  take(now: number, share = 1): number {
    this.share = share;
    const perMs = this.perMs / share;
    this.tokens = Math.min(this.capacity / share, this.tokens + (now - this.at) * perMs);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - this.tokens) / perMs);
  }

  /** Whether the bucket is full again (it can be forgotten). */
  full(now: number): boolean {
    return this.tokens + ((now - this.at) * this.perMs) / this.share >= this.capacity / this.share;
  }
}

/** A refusal for going over a rate: the coded error and when to try again. */
export interface RateRefusal {
  readonly error: WireError;
  readonly retryAfterMs: number;
}

/**
 * A token bucket kept where several processes share it: takes one token from the bucket `key`
 * (`capacity` at most, refilled at `perMs` a millisecond); resolves with 0 when granted, else the
 * milliseconds until a token is there.
 */
export type SharedRate = (key: string, capacity: number, perMs: number) => Promise<number>;

/**
 * What a client holds at the other processes of a cluster (cluster/clientPresence.ts): its sockets there,
 * and how many processes count its messages (its rates are split between them).
 */
export interface Presence {
  /** The sockets `client` has open at the other processes, as of now. */
  socketsElsewhere(client: string): Promise<number>;
  /** A message of `client` is counted here: the number of processes counting its messages lately (≥ 1). */
  processesCounting(client: string): number;
}

/** Null when nothing must be waited for, else the refusal of one more `kind` for `wait` ms. */
function refusal(kind: RateKind, wait: number): RateRefusal | null {
  if (wait <= 0) return null;
  return {
    retryAfterMs: wait,
    error: {
      code: 'limit/rate',
      message: `too many ${WHAT[kind]} from this client: try again in ${Math.ceil(wait / 1000)} s`,
    },
  };
}

/** The per-client state of the limits: buckets by kind and client, open sockets by client. */
export class ClientLimits {
  private readonly buckets = new Map<string, TokenBucket>();
  private readonly sockets = new Map<string, number>();
  private sweepAt = 0;

  constructor(
    readonly limits: ServerLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private rate(kind: RateKind): { capacity: number; perMs: number } {
    const l = this.limits;
    switch (kind) {
      case 'tables':
        return { capacity: l.tablesPerMinute, perMs: l.tablesPerMinute / 60_000 };
      case 'seats':
        return { capacity: l.seatsPerMinute, perMs: l.seatsPerMinute / 60_000 };
      case 'actions':
        return { capacity: 2 * l.actionsPerSecond, perMs: l.actionsPerSecond / 1000 };
      case 'chat':
        return { capacity: l.chatPerMinute, perMs: l.chatPerMinute / 60_000 };
      case 'undo':
        return { capacity: l.undoPerMinute, perMs: l.undoPerMinute / 60_000 };
    }
  }

  /**
   * Takes one of `kind` for `client`: null when granted, else the refusal. With `presence`, the rates of
   * messages (actions, chat, undo) are split between the processes that count the client's messages.
   */
  take(kind: RateKind, client: string): RateRefusal | null {
    const now = this.now();
    this.sweep(now);
    const key = `${kind} ${client}`;
    let b = this.buckets.get(key);
    if (b === undefined) {
      const r = this.rate(kind);
      this.buckets.set(key, (b = new TokenBucket(r.capacity, r.perMs, now)));
    }
    const message = kind === 'actions' || kind === 'chat' || kind === 'undo';
    const share = message && this.presence !== null ? this.presence.processesCounting(client) : 1;
    return refusal(kind, b.take(now, share));
  }

  /** Several processes (cluster): what clients hold at the others. Null: this process counts alone. */
  presence: Presence | null = null;

  /**
   * Several processes (cluster): the buckets of the HTTP rates every process counts together, so that a
   * client spread over them has one budget. Null: each process counts alone.
   */
  shared: SharedRate | null = null;

  /**
   * Takes one of `kind` for `client` from the bucket the processes share (from this process's own while
   * the shared one cannot be reached).
   */
  async takeShared(kind: RateKind, client: string): Promise<RateRefusal | null> {
    if (this.shared === null) return this.take(kind, client);
    const r = this.rate(kind);
    const wait = await this.shared(`${kind} ${client}`, r.capacity, r.perMs).catch(() => null);
    return wait === null ? this.take(kind, client) : refusal(kind, wait);
  }

  /** Forgets full buckets now and then (memory stays bounded by the clients active lately). */
  private sweep(now: number): void {
    if (now - this.sweepAt < 60_000) return;
    this.sweepAt = now;
    for (const [k, b] of this.buckets) if (b.full(now)) this.buckets.delete(k);
  }

  /** A socket of `client` opens: null when it may, else the refusal (`release` when it closes). */
  openSocket(client: string): WireError | null {
    const n = this.sockets.get(client) ?? 0;
    if (n >= this.limits.socketsPerClient)
      return {
        code: 'limit/sockets',
        message: `this client has ${n} connections open, the most one client may have`,
      };
    this.sockets.set(client, n + 1);
    return null;
  }

  /**
   * Several processes: once a socket of `client` is open here (openSocket), whether its sockets at every
   * process together are past the cap (null while the others cannot be asked).
   */
  async socketsRefusal(client: string): Promise<WireError | null> {
    if (this.presence === null) return null;
    const here = this.sockets.get(client) ?? 0;
    const elsewhere = await this.presence.socketsElsewhere(client).catch(() => 0);
    if (here + elsewhere <= this.limits.socketsPerClient) return null;
    return {
      code: 'limit/sockets',
      message: `this client has ${here + elsewhere - 1} connections open, the most one client may have`,
    };
  }

  /** Open sockets of `client` here. */
  socketsOf(client: string): number {
    return this.sockets.get(client) ?? 0;
  }

  /** The clients with a socket open here. */
  socketClients(): Iterable<string> {
    return this.sockets.keys();
  }

  releaseSocket(client: string): void {
    const n = (this.sockets.get(client) ?? 1) - 1;
    if (n <= 0) this.sockets.delete(client);
    else this.sockets.set(client, n);
  }

  /**
   * Whether a client with `open` live tables of its making (Storage.liveTablesOf, counted over every
   * process that shares the storage) may create one more.
   */
  tableRefusal(open: number): WireError | null {
    if (open < this.limits.tablesPerClient) return null;
    return {
      code: 'limit/tables',
      message: `this client has ${open} open tables, the most one client may have; finish or leave one`,
    };
  }
}

/**
 * A client as storage keeps it (TableRow.creator): a SHA-256 hash of its address, so the database holds
 * no addresses in the clear.
 */
export function creatorOf(client: string): string {
  return createHash('sha256').update(`tenace client ${client}`).digest('hex').slice(0, 32);
}
