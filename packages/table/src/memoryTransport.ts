/**
 * The in-memory transport, for tests: a client talks to the lobby through a Session exactly as a
 * WebSocket client does (text frames both ways), without a network.
 */
import { readServerMessage, type ClientMessage, type ServerMessage } from '@tenace/protocol';
import { Session, type TableDirectory } from './session.ts';

export class MemoryClient {
  /** Every message received, in order. */
  readonly received: ServerMessage[] = [];
  private readonly session: Session;
  private waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  closed = false;

  constructor(lobby: TableDirectory) {
    this.session = new Session(lobby, {
      send: (frame) => {
        const m = readServerMessage(frame);
        if (m === null) throw new Error(`the server sent a frame that is not a message: ${frame}`);
        this.received.push(m);
        const ready = this.waiters.filter((w) => w.pred(m));
        this.waiters = this.waiters.filter((w) => !w.pred(m));
        for (const w of ready) w.resolve(m);
      },
      close: () => {
        this.closed = true;
      },
    });
  }

  /** Sends a message (or a raw frame, for bad-input tests). */
  send(msg: ClientMessage | string): void {
    this.session.receive(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** The next message (from now on) that matches. */
  next(pred: (m: ServerMessage) => boolean = () => true): Promise<ServerMessage> {
    return new Promise((resolve) => this.waiters.push({ pred, resolve }));
  }

  /** The last `state` message received, if any. */
  lastState(): Extract<ServerMessage, { t: 'state' }> | undefined {
    for (let i = this.received.length - 1; i >= 0; i--) {
      const m = this.received[i]!;
      if (m.t === 'state') return m;
    }
    return undefined;
  }

  close(): void {
    this.closed = true;
    this.session.end();
  }
}
