/**
 * Clients of the cluster tests: each holds one socket to one process (another when its process dies, as a
 * load balancer would send it), reconnects with its token whenever the socket closes, as the web client
 * does, and (a seat) plays the seat's simple legal intent on every view that asks for one. Every state
 * frame is kept: a state id going down after a failover would be an acknowledged action lost.
 */
import WebSocket from 'ws';
import type { Seat } from '@tenace/core';
import type { ServerMessage } from '@tenace/protocol';
import type { ServerProcesses } from '../../scripts/clusterProcesses.ts';
import { simpleIntent, type StateMsg } from '../helpers.ts';

export interface Seen {
  readonly at: number;
  readonly m: ServerMessage;
}

export class Player {
  readonly seen: Seen[] = [];
  private ws: WebSocket | null = null;
  private stopped = false;
  /** The state id it last acted on (one action per state). */
  private actedOn = -1;
  /** How many times its socket closed under it and it reconnected. */
  reconnects = 0;
  /** The highest state id it has seen. */
  top = -1;
  /** Each time the state id went down from one frame to the next (must stay empty). */
  readonly backwards: string[] = [];
  /** When the socket closed under it (performance.now ms), and when it had a view again after. */
  readonly outages: { readonly closed: number; back: number | null }[] = [];
  /** The close codes and reasons of its sockets. */
  readonly closes: string[] = [];
  /** Whether it plays its seat's turns (a test may pause it). */
  playing = true;

  constructor(
    private readonly cluster: ServerProcesses,
    private at: number,
    readonly table: string,
    readonly seat: Seat | null,
    private readonly token: string | null,
    /** How long a seat waits before acting (ms). */
    private readonly pace = 5,
  ) {}

  /** The process it is connected to. */
  get process(): number {
    return this.at;
  }

  /** Opens the socket and resolves with the first view. */
  start(): Promise<StateMsg> {
    const first = this.nextState(-1, 20_000);
    this.open();
    return first;
  }

  private open(): void {
    if (this.stopped) return;
    const alive = this.cluster.alive();
    if (!alive.includes(this.at)) this.at = alive.find((i) => i > this.at) ?? alive[0]!;
    const ws = new WebSocket(`${this.cluster.base(this.at).replace(/^http/, 'ws')}/ws`);
    this.ws = ws;
    // An action sent before the socket closed and never answered is made again on the view it gets now.
    this.actedOn = -1;
    ws.on('open', () => {
      ws.send(
        JSON.stringify(
          this.token === null
            ? { t: 'hello', v: 1, table: this.table }
            : { t: 'hello', v: 1, table: this.table, token: this.token },
        ),
      );
    });
    ws.on('message', (data: Buffer) => {
      this.onMessage(JSON.parse(data.toString('utf8')) as ServerMessage);
    });
    ws.on('close', (code: number, reason: Buffer) => {
      this.closes.push(`${String(code)} ${reason.toString()}`);
      if (this.ws !== ws || this.stopped) return;
      this.ws = null;
      this.reconnects++;
      this.outages.push({ closed: performance.now(), back: null });
      setTimeout(() => {
        this.open();
      }, 100);
    });
    ws.on('error', (e) => {
      this.closes.push(`error ${String(this.at)} ${e.message}`);
      ws.terminate();
    });
  }

  private onMessage(m: ServerMessage): void {
    const now = performance.now();
    this.seen.push({ at: now, m });
    if (m.t !== 'state') return;
    const last = this.outages[this.outages.length - 1];
    if (last !== undefined && last.back === null) last.back = now;
    if (m.stateId < this.top) this.backwards.push(`${String(this.top)} → ${String(m.stateId)}`);
    this.top = Math.max(this.top, m.stateId);
    this.act(m);
  }

  private act(m: StateMsg): void {
    if (this.seat === null || !this.playing || m.stateId <= this.actedOn) return;
    const intent = simpleIntent(m, this.seat);
    if (intent === null) return;
    this.actedOn = m.stateId;
    const ws = this.ws;
    setTimeout(() => {
      if (ws?.readyState === WebSocket.OPEN)
        ws.send(JSON.stringify({ t: 'act', stateId: m.stateId, action: intent }));
    }, this.pace);
  }

  /** Plays again from its latest view (after a pause). */
  resume(): void {
    this.playing = true;
    const l = this.latest();
    if (l !== undefined) this.act(l);
  }

  latest(): StateMsg | undefined {
    for (let i = this.seen.length - 1; i >= 0; i--) {
      const m = this.seen[i]!.m;
      if (m.t === 'state') return m;
    }
    return undefined;
  }

  /** The next state frame after `stateId` (from now on, or one already seen). */
  nextState(stateId: number, ms = 15_000): Promise<StateMsg> {
    return new Promise((resolve, reject) => {
      const end = Date.now() + ms;
      let from = 0;
      const look = (): void => {
        for (; from < this.seen.length; from++) {
          const m = this.seen[from]!.m;
          if (m.t === 'state' && m.stateId > stateId) {
            resolve(m);
            return;
          }
        }
        if (Date.now() > end)
          reject(
            new Error(`${this.seat ?? 'spectator'}: no state after ${String(stateId)} in ${String(ms)} ms`),
          );
        else setTimeout(look, 20);
      };
      look();
    });
  }

  /** The errors it was sent, but stale actions (the view moved on before the action arrived). */
  errors(): string[] {
    return this.seen.flatMap(({ m }) =>
      m.t === 'error' && m.code !== 'action/stale_state' ? [`${m.code}: ${m.message}`] : [],
    );
  }

  stop(): void {
    this.stopped = true;
    this.ws?.close();
  }
}
