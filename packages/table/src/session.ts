/**
 * One client connection, whatever carries it (WebSocket or the in-memory transport): reads each frame
 * through the protocol's single parse entry point, and answers anything it refuses with a coded error.
 * Frames of one connection are handled in order.
 */
import type { Seat } from '@tenace/core';
import {
  errorFrame,
  frameTag,
  parseClientMessage,
  PROTOCOL_VERSION,
  welcomeFrame,
  writeFrame,
  type ClientMessage,
  type HelloMessage,
  type WireError,
} from '@tenace/protocol';
import type { Connection, Outcome, Table } from './table.ts';

/** Where a session finds the table a `hello` names (the lobby: from memory, or restored from storage). */
export interface TableDirectory {
  open(id: string): Promise<Outcome<Table>>;
}

/**
 * What the host limits per connection (the server's limits; the practice build passes none): a check of
 * each frame before it is read, of each message before it is handled, and the spectators a table takes.
 */
export interface SessionLimits {
  /** Refuses a frame (too many frames), or null. */
  readonly frame?: () => WireError | null;
  /** Refuses a message (too many actions, chat lines or undo requests), or null. */
  readonly message?: (msg: ClientMessage) => WireError | null;
  /** How many spectators a table takes. */
  readonly spectatorsPerTable?: number;
}

export class Session {
  private table: Table | null = null;
  private seat: Seat | null = null;
  /** The seat token the connection joined with (every action and chat line is checked against it). */
  private token: string | null = null;
  private queue: Promise<void> = Promise.resolve();
  private ended = false;

  constructor(
    private readonly lobby: TableDirectory,
    private readonly conn: Connection,
    private readonly limits: SessionLimits = {},
  ) {}

  /** Whether the connection has joined a table (said hello and was let in). */
  get joined(): boolean {
    return this.table !== null;
  }

  private send(frame: string): void {
    if (!this.ended) this.conn.send(frame);
  }

  private refuse(error: WireError, ref: string | undefined): void {
    this.send(errorFrame(error, ref));
  }

  /** A text frame from the client. */
  receive(frame: string): void {
    this.queue = this.queue.then(
      () => this.handle(frame),
      () => this.handle(frame),
    );
  }

  private async handle(frame: string): Promise<void> {
    if (this.ended) return;
    const flood = this.limits.frame?.() ?? null;
    if (flood !== null) {
      this.refuse(flood, frameTag(frame));
      return;
    }
    const parsed = parseClientMessage(frame);
    if (!parsed.ok) {
      this.refuse(parsed.error, frameTag(frame));
      return;
    }
    const msg = parsed.value;
    const limited = this.limits.message?.(msg) ?? null;
    if (limited !== null) {
      this.refuse(limited, msg.t);
      return;
    }
    try {
      await this.dispatch(msg);
    } catch (error) {
      // A bug must not take the connection or the server down: answer, log, go on.
      this.refuse({ code: 'server/internal', message: `internal error: ${(error as Error).message}` }, msg.t);
    }
  }

  private async dispatch(msg: ClientMessage): Promise<void> {
    switch (msg.t) {
      case 'ping':
        this.send(writeFrame(msg.n === undefined ? { t: 'pong' } : { t: 'pong', n: msg.n }));
        return;
      case 'hello': {
        if (this.table !== null) {
          this.refuse(
            { code: 'proto/not_joined', message: 'this connection already joined a table' },
            'hello',
          );
          return;
        }
        if (msg.v !== PROTOCOL_VERSION) {
          this.refuse(
            {
              code: 'proto/version',
              message: `this server speaks protocol ${PROTOCOL_VERSION}, not ${msg.v}`,
            },
            'hello',
          );
          return;
        }
        const t = await this.lobby.open(msg.table);
        if (this.ended) return;
        if (!t.ok) {
          this.refuse(t.error, 'hello');
          return;
        }
        const refused = this.watchRefusal(t.value, msg);
        if (refused !== null) {
          this.refuse(refused, 'hello');
          return;
        }
        const joined = t.value.attach(this.conn, msg.token);
        if (!joined.ok) {
          this.refuse(joined.error, 'hello');
          return;
        }
        this.table = t.value;
        this.seat = joined.value;
        this.token = joined.value === null ? null : (msg.token ?? null);
        this.send(welcomeFrame(PROTOCOL_VERSION, t.value.info(), this.seat));
        // Everyone sees the new connection (and a returning person takes their seat back from the bot).
        t.value.joined(this.conn);
        return;
      }
      case 'act':
      case 'chat': {
        if (this.table === null) {
          this.refuse({ code: 'proto/not_joined', message: 'send hello first' }, msg.t);
          return;
        }
        if (this.seat === null) {
          this.refuse({ code: 'auth/spectator', message: 'spectators cannot act or chat' }, msg.t);
          return;
        }
        const token = this.token ?? '';
        if (!this.table.holds(this.seat, token)) {
          this.revoke(msg.t);
          return;
        }
        const r =
          msg.t === 'act'
            ? await this.table.submit(this.seat, msg.stateId, msg.action, 'human', token)
            : await this.table.say(this.seat, msg.text, token);
        if (!r.ok && r.error.code === 'auth/bad_token') this.revoke(msg.t);
        else if (!r.ok) this.refuse(r.error, msg.t);
        return;
      }
    }
  }

  /**
   * Why this hello may not watch the table, or null: a private table is watched by its people only, and
   * a table takes so many spectators.
   */
  private watchRefusal(table: Table, hello: HelloMessage): WireError | null {
    if (hello.token === undefined && this.limits.spectatorsPerTable !== undefined) {
      const n = table.info().spectators;
      if (n >= this.limits.spectatorsPerTable)
        return { code: 'limit/spectators', message: `this table has ${n} spectators, the most it takes` };
    }
    if (hello.token !== undefined || !table.row.private) return null;
    if (hello.invite !== undefined && table.inviteOpen(hello.invite)) return null;
    return {
      code: 'table/private',
      message: 'this table is private: join it with a seat token or watch it with an invite of the table',
    };
  }

  /**
   * The seat this connection joined for is no longer its token's (the person left; someone else may
   * hold it now): the message is refused and the connection cut, so nothing more is read from it.
   */
  private revoke(ref: string): void {
    this.refuse(
      { code: 'auth/bad_token', message: `this connection's token no longer holds ${this.seat ?? 'a seat'}` },
      ref,
    );
    this.end();
    this.conn.close('revoked');
  }

  /** The connection closed. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.table?.detach(this.conn);
  }
}
