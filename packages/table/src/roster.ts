/**
 * The seats of a table: who holds each (a name and the hash of their secret token), how many connections
 * each person has open, and the grace period after a person's last connection closes (past it a bot plays
 * the seat until the person comes back). Seats no person holds are played by bots.
 */
import { SEATS, type Seat } from '@tenace/core';
import type { SeatInfo } from '@tenace/protocol';
import type { TableEnv, Timer } from './env.ts';

export interface SeatSlot {
  name: string | null;
  tokenHash: string | null;
  conns: number;
  /** Set once the person has been away longer than the grace period. */
  away: boolean;
  timer: Timer | null;
  chatTimes: number[];
}

function emptySlot(): SeatSlot {
  return { name: null, tokenHash: null, conns: 0, away: false, timer: null, chatTimes: [] };
}

export class Roster {
  readonly seats: Record<Seat, SeatSlot> = { N: emptySlot(), E: emptySlot(), S: emptySlot(), W: emptySlot() };
  /** The token hashes of everyone who has held a seat here (private tables show their deals to them). */
  private readonly held = new Set<string>();

  constructor(
    private readonly env: TableEnv,
    private readonly graceMs: number,
    /** Called when a person's grace period ran out (a bot now plays the seat). */
    private readonly onAway: () => void,
  ) {}

  /** Whether a bot plays the seat now. */
  botPlays(seat: Seat): boolean {
    const slot = this.seats[seat];
    return slot.tokenHash === null || slot.away;
  }

  /** The seat whose token this is, or null. */
  seatOfToken(token: string): Seat | null {
    const h = this.env.hash(token);
    return SEATS.find((s) => this.seats[s].tokenHash === h) ?? null;
  }

  /** Whether the token (by its hash) holds or has held a seat at this table. */
  hasHeld(tokenHash: string): boolean {
    return this.held.has(tokenHash);
  }

  /** The seats people hold. */
  peopleSeats(): Seat[] {
    return SEATS.filter((s) => this.seats[s].tokenHash !== null);
  }

  /** A person takes the seat, or (name and hash null) leaves it. */
  set(seat: Seat, name: string | null, tokenHash: string | null): void {
    const slot = this.seats[seat];
    slot.name = name;
    slot.tokenHash = tokenHash;
    slot.away = false;
    if (tokenHash !== null) this.held.add(tokenHash);
    if (tokenHash === null) {
      this.stopGrace(seat);
      slot.conns = 0;
    }
  }

  startGrace(seat: Seat): void {
    const slot = this.seats[seat];
    if (slot.timer !== null) this.env.clearTimer(slot.timer);
    slot.timer = this.env.setTimer(() => {
      slot.timer = null;
      if (slot.conns === 0 && slot.tokenHash !== null && !slot.away) {
        slot.away = true;
        this.onAway();
      }
    }, this.graceMs);
  }

  stopGrace(seat: Seat): void {
    const slot = this.seats[seat];
    if (slot.timer !== null) this.env.clearTimer(slot.timer);
    slot.timer = null;
  }

  /** A connection for the seat opened: the person is back. */
  connected(seat: Seat): void {
    const slot = this.seats[seat];
    slot.conns++;
    this.stopGrace(seat);
    slot.away = false;
  }

  /** A connection for the seat closed: the grace period starts with the person's last one. */
  disconnected(seat: Seat): void {
    const slot = this.seats[seat];
    slot.conns = Math.max(0, slot.conns - 1);
    if (slot.conns === 0 && slot.tokenHash !== null) this.startGrace(seat);
  }

  /** The public description of each seat. */
  info(): Record<Seat, SeatInfo> {
    const out = {} as Record<Seat, SeatInfo>;
    for (const s of SEATS) {
      const slot = this.seats[s];
      out[s] = {
        name: slot.name,
        human: slot.tokenHash !== null,
        connected: slot.conns > 0,
        bot: this.botPlays(s),
      };
    }
    return out;
  }

  /** Every person is away (no grace period): how a table that left memory, quiet, had them. */
  allAway(): void {
    for (const s of this.peopleSeats()) {
      this.stopGrace(s);
      if (this.seats[s].conns === 0) this.seats[s].away = true;
    }
  }

  stopAll(): void {
    for (const s of SEATS) this.stopGrace(s);
  }
}
