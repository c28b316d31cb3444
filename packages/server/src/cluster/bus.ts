/**
 * The processes' messages to each other over Redis pub/sub: each process subscribes to its own channel;
 * messages for one process queued during one turn of the event loop go out as one publish, in order.
 * Redis answers each publish with how many subscribers got it: 0 means the process is gone (its
 * connection to Redis closed with it), which is how a relay learns that the other end died. A ping to
 * every peer each second finds that out also when nothing else is sent.
 */
import type { Redis } from 'ioredis';
import { channelOf, decodeBatch, encodeBatch, type RelayKind, type RelayMessage } from './relayWire.ts';

export interface BusHandlers {
  /** Messages that came for this process. */
  readonly received: (messages: readonly RelayMessage[]) => void;
  /** A process did not get what was published to it: it is gone. */
  readonly gone: (node: string) => void;
  /** The processes this one relays with now (pinged every second). */
  readonly peers: () => Iterable<string>;
  /** The subscription dropped (Redis restarted or the link broke): messages may have been lost. */
  readonly cut: () => void;
}

export class RelayBus {
  private readonly outboxes = new Map<string, RelayMessage[]>();
  private flushing = false;
  private pinger: ReturnType<typeof setInterval> | null = null;
  /** Publishes made (metrics and benchmarks). */
  published = 0;

  constructor(
    readonly node: string,
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly handlers: BusHandlers,
    private readonly pingMs = 1000,
  ) {}

  async start(): Promise<void> {
    this.sub.on('message', (_channel: string, text: string) => {
      let messages: RelayMessage[];
      try {
        messages = decodeBatch(text);
      } catch {
        return;
      }
      this.handlers.received(messages);
    });
    // Pub/sub delivers at most once: after a broken link every relayed socket starts over (its client
    // reconnects and is sent the table as it is), rather than go on with frames missing.
    this.sub.on('reconnecting', () => {
      this.handlers.cut();
    });
    await this.sub.subscribe(channelOf(this.node));
    this.pinger = setInterval(() => {
      for (const peer of this.handlers.peers()) this.send(peer, 'p', `${this.node}/0`, '');
    }, this.pingMs);
    this.pinger.unref();
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

  /** Sends at once (what was queued for `node` first); resolves with whether the process got it. */
  async sendNow(node: string, kind: RelayKind, id: string, body: string): Promise<boolean> {
    const box = this.outboxes.get(node) ?? [];
    this.outboxes.delete(node);
    box.push({ kind, id, body });
    return this.publish(node, box);
  }

  private flush(): void {
    this.flushing = false;
    const boxes = [...this.outboxes];
    this.outboxes.clear();
    if (boxes.length === 1) {
      void this.publish(boxes[0]![0], boxes[0]![1]);
      return;
    }
    // Publishes to several processes in one turn go out in one write (each write to a socket costs a
    // system call, and on loopback the receiver's work with it).
    const p = this.pub.pipeline();
    for (const [node, box] of boxes) p.publish(channelOf(node), encodeBatch(box));
    this.published += boxes.length;
    void p
      .exec()
      .catch(() => null)
      .then((results) => {
        boxes.forEach(([node], i) => {
          const r = results?.[i];
          if (r === undefined || r[0] !== null || r[1] === 0) this.handlers.gone(node);
        });
      });
  }

  private async publish(node: string, box: readonly RelayMessage[]): Promise<boolean> {
    this.published++;
    const got = await this.pub.publish(channelOf(node), encodeBatch(box)).catch(() => 0);
    if (got === 0) this.handlers.gone(node);
    return got > 0;
  }

  /** Sends what is queued, then stops listening. */
  async close(): Promise<void> {
    if (this.pinger !== null) clearInterval(this.pinger);
    this.pinger = null;
    const boxes = [...this.outboxes];
    this.outboxes.clear();
    await Promise.all(boxes.map(([node, box]) => this.publish(node, box)));
    await this.sub.unsubscribe().catch(() => undefined);
  }
}
