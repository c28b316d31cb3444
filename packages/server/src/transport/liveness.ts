/**
 * Liveness pings for every socket of a process from one timer: each socket is pinged once every
 * `everyMs`, and one that did not answer (or send anything) since its previous ping is cut. The sockets
 * are spread over `slots` turns of the timer (a tick every everyMs / slots pings one slot), so that the
 * pings and their answers come in small groups: a timer per socket woke the process once per socket
 * and interval, and a single ping of every socket at once would hold the loop for all of them.
 */

/** What liveness needs of a socket. */
export interface Pingable {
  ping(): void;
  terminate(): void;
}

interface Watched {
  readonly socket: Pingable;
  readonly slot: number;
  alive: boolean;
}

export class Liveness {
  private readonly slots: Set<Watched>[];
  private readonly bySocket = new Map<Pingable, Watched>();
  private next = 0;
  private turn = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly everyMs: number,
    slots = Math.max(1, Math.min(30, Math.round(everyMs / 1000))),
  ) {
    this.slots = Array.from({ length: slots }, () => new Set<Watched>());
  }

  /** Watches `socket` from now on (its first ping comes within one interval). */
  watch(socket: Pingable): void {
    const w: Watched = { socket, slot: this.next++ % this.slots.length, alive: true };
    this.bySocket.set(socket, w);
    this.slots[w.slot]!.add(w);
    if (this.timer === null) {
      this.timer = setInterval(() => {
        this.tick();
      }, this.everyMs / this.slots.length);
      this.timer.unref();
    }
  }

  /** The socket answered a ping or sent a frame. */
  alive(socket: Pingable): void {
    const w = this.bySocket.get(socket);
    if (w !== undefined) w.alive = true;
  }

  forget(socket: Pingable): void {
    const w = this.bySocket.get(socket);
    if (w === undefined) return;
    this.bySocket.delete(socket);
    this.slots[w.slot]!.delete(w);
    if (this.bySocket.size === 0) this.stop();
  }

  /** Pings one slot's sockets; cuts those that did not answer the previous ping. */
  tick(): void {
    const slot = this.slots[this.turn++ % this.slots.length]!;
    for (const w of [...slot]) {
      if (!w.alive) {
        this.forget(w.socket);
        w.socket.terminate();
        continue;
      }
      w.alive = false;
      w.socket.ping();
    }
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
