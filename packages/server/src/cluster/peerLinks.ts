/**
 * The processes' messages to each other, over direct TCP links: each process listens on an address of
 * its own, published in Redis (`tenace:relay:<process>`, with an expiry it renews), and dials a peer the
 * first time it has something for it; a link carries one way only (each process writes on the links it
 * dialed), in order. Messages for one process queued during one turn of the event loop go out as one
 * write. A link starts with the cluster's secret (kept in Redis: whoever may use Redis may relay) and the
 * names of both ends, so a process that took over a dead one's port refuses what was meant for it.
 *
 * A link that closes or fails (its process died, drained, or the link broke) means what was written on
 * it may be lost: the peer is gone for the relays (their sockets reconnect, as after a restart), and the
 * next message for it dials again. A ping to every peer each second keeps links to a dead machine from
 * looking alive when nothing else is sent.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { decodeSome, encodeBatch, type RelayKind, type RelayMessage } from './relayWire.ts';

export interface LinkHandlers {
  /** Messages that came for this process. */
  readonly received: (messages: readonly RelayMessage[]) => void;
  /** A link to or from a process closed: it is gone (what was sent on the link may be lost). */
  readonly gone: (node: string) => void;
  /** The processes this one relays with now (pinged every second). */
  readonly peers: () => Iterable<string>;
}

export interface LinkOptions {
  readonly node: string;
  readonly redis: Redis;
  readonly handlers: LinkHandlers;
  /** The address this process listens on for its peers (and publishes for them). */
  readonly host: string;
  /** How long the published address outlives this process (renewed every third of it). */
  readonly addressTtlMs: number;
  readonly pingMs?: number;
}

const SECRET_KEY = 'tenace:relay-secret';
const MAGIC = 'tenace-relay/1';
/** The longest first line of a link (magic, secret, names). */
const MAX_GREETING = 1024;

function addressKey(node: string): string {
  return `tenace:relay:${node}`;
}

/** A link this process dialed: written to, never read from. */
interface Outgoing {
  socket: Socket | null;
  /** Batches queued while the link is being dialed. */
  readonly pending: string[];
  readonly ready: Promise<boolean>;
}

export class PeerLinks {
  private readonly outboxes = new Map<string, RelayMessage[]>();
  private readonly links = new Map<string, Outgoing>();
  private readonly inbound = new Set<Socket>();
  private flushing = false;
  private timers: ReturnType<typeof setInterval>[] = [];
  private server: Server | null = null;
  private secret = '';
  private address = '';
  private closing = false;
  /** Batches written (metrics and benchmarks). */
  published = 0;

  constructor(private readonly o: LinkOptions) {}

  get node(): string {
    return this.o.node;
  }

  async start(): Promise<void> {
    const { redis } = this.o;
    const server = createServer((socket) => {
      this.accept(socket);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, this.o.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    await redis.set(SECRET_KEY, randomBytes(24).toString('base64url'), 'NX');
    this.secret = (await redis.get(SECRET_KEY)) ?? '';
    const a = server.address();
    if (a === null || typeof a === 'string') throw new Error('relay: no address to listen on');
    this.address = `${a.address.includes(':') ? `[${a.address}]` : a.address}:${String(a.port)}`;
    await this.publishAddress();
    const renew = setInterval(
      () => {
        void this.publishAddress().catch(() => undefined);
      },
      Math.max(100, Math.floor(this.o.addressTtlMs / 3)),
    );
    const ping = setInterval(() => {
      for (const peer of this.o.handlers.peers()) this.send(peer, 'p', `${this.node}/0`, '');
    }, this.o.pingMs ?? 1000);
    renew.unref();
    ping.unref();
    this.timers = [renew, ping];
  }

  private async publishAddress(): Promise<void> {
    await this.o.redis.set(addressKey(this.node), this.address, 'PX', this.o.addressTtlMs);
  }

  /** A peer dialed: its greeting first, then its batches. */
  private accept(socket: Socket): void {
    socket.setNoDelay(true);
    socket.setEncoding('utf8');
    this.inbound.add(socket);
    let from: string | null = null;
    let text = '';
    const drop = (): void => {
      socket.destroy();
    };
    socket.on('data', (chunk: string) => {
      text = text.length === 0 ? chunk : text + chunk;
      if (from === null) {
        const nl = text.indexOf('\n');
        if (nl < 0) {
          if (text.length > MAX_GREETING) drop();
          return;
        }
        const [magic, secret, peer, to] = text.slice(0, nl).split(' ');
        if (magic !== MAGIC || secret !== this.secret || peer === undefined || to !== this.node) {
          drop();
          return;
        }
        from = peer;
        text = text.slice(nl + 1);
      }
      let got: ReturnType<typeof decodeSome>;
      try {
        got = decodeSome(text);
      } catch {
        drop();
        return;
      }
      text = got.used === text.length ? '' : text.slice(got.used);
      if (got.messages.length > 0) this.o.handlers.received(got.messages);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.inbound.delete(socket);
      if (from !== null && !this.closing) this.o.handlers.gone(from);
    });
  }

  /** Queues a message for `node` (sent at the end of this turn with the others for it). */
  send(node: string, kind: RelayKind, id: string, body: string): void {
    let box = this.outboxes.get(node);
    if (box === undefined) this.outboxes.set(node, (box = []));
    box.push({ kind, id, body });
    if (!this.flushing) {
      this.flushing = true;
      setImmediate(() => {
        this.flush();
      });
    }
  }

  /** Sends at once (what was queued for `node` first); resolves with whether a link to it is up. */
  sendNow(node: string, kind: RelayKind, id: string, body: string): Promise<boolean> {
    const box = this.outboxes.get(node) ?? [];
    this.outboxes.delete(node);
    box.push({ kind, id, body });
    return this.write(node, box);
  }

  private flush(): void {
    this.flushing = false;
    for (const [node, box] of this.outboxes) void this.write(node, box);
    this.outboxes.clear();
  }

  private write(node: string, box: readonly RelayMessage[]): Promise<boolean> {
    this.published++;
    const text = encodeBatch(box);
    const link = this.links.get(node) ?? this.dial(node);
    if (link.socket === null) {
      link.pending.push(text);
      return link.ready;
    }
    link.socket.write(text);
    return link.ready;
  }

  /** Dials a peer at its published address; a peer without one (or that does not answer) is gone. */
  private dial(node: string): Outgoing {
    const pending: string[] = [];
    let settle!: (up: boolean) => void;
    const link: Outgoing = { socket: null, pending, ready: new Promise<boolean>((r) => (settle = r)) };
    this.links.set(node, link);
    const fail = (): void => {
      if (this.links.get(node) === link) this.links.delete(node);
      settle(false);
      if (!this.closing) this.o.handlers.gone(node);
    };
    void this.o.redis
      .get(addressKey(node))
      .catch(() => null)
      .then((address) => {
        const at = address?.lastIndexOf(':') ?? -1;
        if (address == null || at < 0 || this.links.get(node) !== link) {
          fail();
          return;
        }
        const socket = connect({
          host: address.slice(0, at).replace(/^\[|\]$/g, ''),
          port: Number(address.slice(at + 1)),
        });
        socket.setNoDelay(true);
        let up = false;
        socket.on('connect', () => {
          up = true;
          socket.write(`${MAGIC} ${this.secret} ${this.node} ${node}\n${pending.join('')}`);
          pending.length = 0;
          link.socket = socket;
          settle(true);
        });
        // A link is written to only: what comes back is ignored (a peer refusing the greeting closes it).
        socket.on('data', () => undefined);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          if (!up || this.links.get(node) === link) fail();
        });
      });
    return link;
  }

  /** Sends what is queued, closes the links and stops listening. */
  async close(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    const boxes = [...this.outboxes];
    this.outboxes.clear();
    await Promise.all(boxes.map(([node, box]) => this.write(node, box)));
    this.closing = true;
    await Promise.all(
      [...this.links.values()].map(
        (l) =>
          new Promise<void>((resolve) => {
            if (l.socket === null || l.socket.destroyed) {
              resolve();
              return;
            }
            l.socket.end(resolve);
          }),
      ),
    );
    this.links.clear();
    await this.o.redis.del(addressKey(this.node)).catch(() => undefined);
    const server = this.server;
    this.server = null;
    for (const s of this.inbound) s.destroy();
    if (server !== null)
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
  }
}
