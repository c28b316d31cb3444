/**
 * Sockets whose table another process plays. A socket's frames go to its own session until its first
 * hello names a table: when this process plays it (or nobody does and it takes it), the session here
 * handles the socket; when another process plays it, the hello and every later frame are relayed there,
 * where a session of its own handles them, and what that session sends comes back to the socket. The
 * client sees no difference.
 *
 * When the table's process dies (its link to this one closes: peerLinks.ts), its relayed sockets
 * close with 1012 and their clients reconnect; a hello for a table whose owner is gone waits until the
 * lease has expired and the table is restored here (at most `waitMs`, then 1012 again).
 */
import { errorFrame, frameTag, parseClientMessage, type WireError } from '@tenace/protocol';
import type { Connection, Session } from '@tenace/table';
import type { FrameSink, RelayedSocket, SocketRoutes } from '../transport/ws.ts';
import type { Ownership } from './ownership.ts';
import { originOf, type RelayMessage, type RelaySender } from './relayWire.ts';

export interface SocketRelayDeps {
  readonly ownership: Ownership;
  /** The session of a socket relayed here from another process (`client`: its address). */
  readonly session: (conn: Connection, client: string) => Session;
  /** Whether this process is draining (it takes no socket then: the origin routes it again). */
  readonly draining: () => boolean;
  /** How long a hello waits for its table to be playable somewhere. */
  readonly waitMs: number;
  /**
   * Lets the origin's process take a table that no socket reaches here (the load balancer routes its
   * sockets elsewhere): true when the table left memory and its lease is free.
   */
  readonly handOver?: (tableId: string) => Promise<boolean>;
}

/** How long an origin waits for the owner to take a relayed socket before it routes it again. */
const ANSWER_MS = 3000;
const RETRY_MS = 200;
/** A table handed over by this process is not handed over by it again for this long (no ping-pong). */
const HAND_OVER_AGAIN_MS = 10_000;
/** A table a socket here said hello to is not handed over for this long (while its session joins). */
const LOCAL_HELLO_MS = 5000;

type Answer = 'taken' | 'moved' | 'none';

/** A client socket at this process (the origin). */
class RoutedSocket implements FrameSink {
  private state: 'local' | 'routing' | 'relayed' | 'closed' = 'local';
  private routed = false;
  /** Frames since the hello, until the owner took the socket (sent again if it moves). */
  private buffer: string[] = [];
  private sent = 0;
  target: string | null = null;
  private answer: ((a: Answer) => void) | null = null;

  constructor(
    private readonly relay: SocketRelay,
    readonly id: string,
    private readonly socket: RelayedSocket,
    private readonly local: Session,
    private readonly gate: () => WireError | null,
    private readonly client: string,
  ) {}

  /** Whether its table's process is being looked for (the state changes while a route awaits). */
  private isRouting(): boolean {
    return this.state === 'routing';
  }

  get joined(): boolean {
    return this.state === 'local' ? this.local.joined : true;
  }

  receive(frame: string): void {
    if (this.state === 'local') {
      if (!this.routed && !this.local.joined) {
        const m = parseClientMessage(frame);
        if (m.ok && m.value.t === 'hello') {
          this.routed = true;
          this.buffer = [frame];
          void this.route(m.value.table);
          return;
        }
      }
      this.local.receive(frame);
      return;
    }
    if (this.state === 'closed') return;
    const refused = this.gate();
    if (refused !== null) {
      this.socket.send(errorFrame(refused, frameTag(frame)));
      return;
    }
    if (this.state === 'routing') this.buffer.push(frame);
    else this.relay.bus.send(this.target!, 'f', this.id, frame);
  }

  private async route(table: string): Promise<void> {
    this.state = 'routing';
    const deadline = Date.now() + this.relay.deps.waitMs;
    let movedOnce = false;
    while (this.isRouting()) {
      const c = await this.relay.deps.ownership.claim(table).catch(() => null);
      if (!this.isRouting()) return;
      // Being handed over from here: once it is through, the claim names the table's new process.
      if (c !== null && c.kind !== 'elsewhere' && this.relay.handingOver(table)) {
        await new Promise((r) => setTimeout(r, RETRY_MS));
        continue;
      }
      if (c !== null && c.kind !== 'elsewhere') {
        this.relay.helloHere(table);
        this.state = 'local';
        for (const f of this.buffer) this.local.receive(f);
        this.buffer = [];
        return;
      }
      const answer = c === null ? 'none' : await this.offer(c.owner, table);
      if (answer === 'taken') return;
      // Handed over to this process (or drained): its lease is free now, claimed at once.
      if (answer === 'moved' && !movedOnce) {
        movedOnce = true;
        continue;
      }
      if (Date.now() > deadline) {
        this.closed('shutdown');
        return;
      }
      await new Promise((r) => setTimeout(r, RETRY_MS));
    }
  }

  /** Offers the socket to the table's owner; on 'taken' its state is relayed. */
  private async offer(owner: string, table: string): Promise<Answer> {
    this.target = owner;
    this.relay.outgoing.set(this.id, this);
    const answered = new Promise<Answer>((resolve) => {
      const timer = setTimeout(() => {
        resolve('none');
      }, ANSWER_MS);
      this.answer = (a) => {
        clearTimeout(timer);
        resolve(a);
      };
    });
    this.sent = this.buffer.length;
    const body = JSON.stringify({ table, ip: this.client, frames: this.buffer });
    const got = await this.relay.bus.sendNow(owner, 'o', this.id, body);
    if (!got) this.answer?.('none');
    const a = await answered;
    this.answer = null;
    if (a === 'taken') return a;
    this.relay.outgoing.delete(this.id);
    return a;
  }

  /**
   * The owner's answer to the offer. Taken: the frames that came meanwhile follow the hello, and what
   * the owner sends next (in the same batch) goes to the socket.
   */
  answered(a: Answer): void {
    if (this.answer === null) return;
    if (a === 'taken' && this.state === 'routing') {
      this.state = 'relayed';
      for (const f of this.buffer.slice(this.sent)) this.relay.bus.send(this.target!, 'f', this.id, f);
      this.buffer = [];
    } else if (a === 'taken') {
      // The client went away meanwhile: the owner's session ends too.
      this.relay.bus.send(this.target!, 'e', this.id, '');
      this.relay.outgoing.delete(this.id);
    }
    this.answer(a);
  }

  fromOwner(frame: string): void {
    if (this.state === 'relayed') this.socket.send(frame);
  }

  /** The owner closed the connection (or is gone): the client reconnects, unless it was revoked. */
  closed(reason: string): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.relay.outgoing.delete(this.id);
    if (reason === 'revoked') this.socket.terminate();
    else this.socket.close(1012, 'the server is restarting');
  }

  /** The owner's process is gone. */
  ownerGone(): void {
    if (this.state === 'routing') this.answered('none');
    else this.closed('shutdown');
  }

  end(): void {
    const was = this.state;
    this.state = 'closed';
    if (was === 'relayed') {
      this.relay.bus.send(this.target!, 'e', this.id, '');
      this.relay.outgoing.delete(this.id);
    }
    this.local.end();
  }
}

export class SocketRelay implements SocketRoutes {
  private n = 0;
  /** This process's sockets relayed to another, by connection id. */
  readonly outgoing = new Map<string, RoutedSocket>();
  /** Sockets of other processes relayed here: their sessions. */
  private readonly incoming = new Map<string, Session>();
  /** Sockets that ended before their session was made. */
  private readonly endedEarly = new Set<string>();
  /** Tables handed over by this process, and when (for HAND_OVER_AGAIN_MS). */
  private readonly handedOverAt = new Map<string, number>();
  /** Tables being handed over now. */
  private readonly handing = new Set<string>();
  /** When a socket here last said hello to each table (LOCAL_HELLO_MS). */
  private readonly localHelloAt = new Map<string, number>();
  /** How many tables this process handed over to the process their sockets reach (metrics). */
  handedOver = 0;
  bus!: RelaySender;

  constructor(readonly deps: SocketRelayDeps) {}

  sink(socket: RelayedSocket, local: Session, gate: () => WireError | null, client: string): FrameSink {
    return new RoutedSocket(
      this,
      `${this.deps.ownership.me}/${String(++this.n)}`,
      socket,
      local,
      gate,
      client,
    );
  }

  /** Relayed sockets, both ways (metrics). */
  get relayed(): { readonly out: number; readonly in: number } {
    return { out: this.outgoing.size, in: this.incoming.size };
  }

  /** The processes with sockets relayed to or from this one. */
  *peers(): Iterable<string> {
    const seen = new Set<string>();
    for (const s of this.outgoing.values()) if (s.target !== null) seen.add(s.target);
    for (const id of this.incoming.keys()) seen.add(originOf(id));
    yield* seen;
  }

  received(m: RelayMessage): void {
    switch (m.kind) {
      case 'o':
        void this.take(m);
        return;
      case 'f':
        this.incoming.get(m.id)?.receive(m.body);
        return;
      case 'e': {
        const s = this.incoming.get(m.id);
        // Remembered until its offer is handled (bounded: an end that crossed the owner's close is never
        // looked up again).
        if (s === undefined && this.endedEarly.size < 10_000) this.endedEarly.add(m.id);
        this.incoming.delete(m.id);
        s?.end();
        return;
      }
      case 's':
        this.outgoing.get(m.id)?.fromOwner(m.body);
        return;
      case 'x':
        this.outgoing.get(m.id)?.closed(m.body);
        return;
      case 'k':
        this.outgoing.get(m.id)?.answered('taken');
        return;
      case 'm':
        this.outgoing.get(m.id)?.answered('moved');
        return;
      default:
        return;
    }
  }

  /** A process is gone: the sockets relayed to it reconnect; the sessions of its sockets end. */
  gone(node: string): void {
    for (const s of [...this.outgoing.values()]) if (s.target === node) s.ownerGone();
    for (const [id, s] of [...this.incoming])
      if (originOf(id) === node) {
        this.incoming.delete(id);
        s.end();
      }
  }

  /** An origin offers a socket: taken when this process plays its table (or takes it now). */
  private async take(m: RelayMessage): Promise<void> {
    const origin = originOf(m.id);
    const o = JSON.parse(m.body) as { table: string; ip: string; frames: string[] };
    // Being handed over (or handed over a moment ago and not ours again): the origin takes it itself.
    if (this.leaving(o.table)) {
      this.bus.send(origin, 'm', m.id, '');
      return;
    }
    const c = this.deps.draining() ? null : await this.deps.ownership.claim(o.table).catch(() => null);
    if (c === null || c.kind === 'elsewhere' || this.deps.draining()) {
      this.bus.send(origin, 'm', m.id, '');
      return;
    }
    if (c.kind === 'mine' && (this.handing.has(o.table) || (await this.handOver(o.table)))) {
      this.bus.send(origin, 'm', m.id, '');
      return;
    }
    if (this.endedEarly.delete(m.id)) return;
    const session = this.deps.session(
      {
        send: (frame) => {
          this.bus.send(origin, 's', m.id, frame);
        },
        close: (reason) => {
          if (this.incoming.delete(m.id)) this.bus.send(origin, 'x', m.id, reason ?? 'shutdown');
        },
      },
      o.ip,
    );
    this.incoming.set(m.id, session);
    this.bus.send(origin, 'k', m.id, '');
    for (const f of o.frames) session.receive(f);
  }

  /**
   * The table goes to the process a socket for it comes from, when no socket reaches it here (so that
   * a load balancer routing by table makes every socket local after one move), unless this process
   * handed it over a moment ago.
   */
  private async handOver(table: string): Promise<boolean> {
    const hello = this.localHelloAt.get(table);
    if (
      this.deps.handOver === undefined ||
      this.handing.has(table) ||
      this.recentlyHandedOver(table) ||
      (hello !== undefined && Date.now() - hello < LOCAL_HELLO_MS)
    )
      return false;
    this.handing.add(table);
    try {
      if (!(await this.deps.handOver(table))) return false;
    } finally {
      this.handing.delete(table);
    }
    const now = Date.now();
    if (this.handedOverAt.size >= 10_000)
      for (const [id, t] of this.handedOverAt)
        if (now - t >= HAND_OVER_AGAIN_MS) this.handedOverAt.delete(id);
    this.handedOverAt.set(table, now);
    this.handedOver++;
    return true;
  }

  /** Whether the table is being handed over from this process now. */
  handingOver(table: string): boolean {
    return this.handing.has(table);
  }

  /** A socket here says hello to the table: it is not handed over for a while (its session is joining). */
  helloHere(table: string): void {
    const now = Date.now();
    if (this.localHelloAt.size >= 10_000)
      for (const [id, t] of this.localHelloAt) if (now - t >= LOCAL_HELLO_MS) this.localHelloAt.delete(id);
    this.localHelloAt.set(table, now);
  }

  private recentlyHandedOver(table: string): boolean {
    const at = this.handedOverAt.get(table);
    return at !== undefined && Date.now() - at < HAND_OVER_AGAIN_MS;
  }

  /** Whether the table is being handed over, or was a moment ago and this process has not taken it again. */
  private leaving(table: string): boolean {
    return this.handing.has(table) || (this.recentlyHandedOver(table) && !this.deps.ownership.holds(table));
  }

  /** Ends every relayed session here and closes every relayed socket (this process stops). */
  closeAll(): void {
    for (const s of [...this.outgoing.values()]) s.closed('shutdown');
    for (const [id, s] of [...this.incoming]) {
      this.incoming.delete(id);
      this.bus.send(originOf(id), 'x', id, 'shutdown');
      s.end();
    }
  }
}
