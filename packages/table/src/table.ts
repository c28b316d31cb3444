/**
 * One table, authoritative: its game state changes only through the mode's reducer, one accepted event at
 * a time (a queue), and only after the event is stored in the table's append-only log. After every change
 * each connection receives its own view (a seat's view, or the spectators' view).
 *
 * Seats: a person holds a seat through a random token (stored hashed). When a person's last connection
 * closes, a grace period starts; past it a bot plays the seat until the person comes back. Seats no person
 * holds are played by bots. A table whose people are all away is paused (a solo table waits for its
 * person; no bot plays their seat), and a new match with invited seats waits until the invited people sit
 * down or a seated person starts it (bots then take the seats still empty).
 */
import {
  intentToAction,
  pending,
  playOf,
  reduceGame,
  SEATS,
  tagAction,
  takeBack,
  viewFor,
  type GameAction,
  type GameState,
  type Seat,
  type UndoRequest,
} from '@tenace/core';
import {
  chatFrame,
  fromRuleError,
  MAX_CHAT_CHARS,
  stateFrames,
  type CallMeaningText,
  type ClaimRefusal,
  type ClaimRefusalReason,
  type ErrorCode,
  type GameView,
  type Intent,
  type TableInfo,
  type WireError,
} from '@tenace/protocol';
import type { TableEnv, Timer } from './env.ts';
import { Roster } from './roster.ts';
import { finishedDeals, gameOf } from './settings.ts';
import type { LogEntry, Storage, StoredEntry, TableRow } from './storage.ts';
import { stopActions } from './stopConsent.ts';
import { answerUndo, requestUndo, settleUndo, type UndoStep } from './undoConsent.ts';

/**
 * A client connection as the table sees it: it sends text frames, and is closed either because its seat
 * is no longer its own (`revoked`: cut at once, nothing more is read from it) or because the host stops.
 */
export interface Connection {
  send(frame: string): void;
  close(reason?: 'revoked' | 'shutdown'): void;
}

export interface TableTimings {
  /** How long a person may be away before a bot plays their seat. */
  readonly graceMs: number;
  /** How long a bot waits before acting (0 in tests and benchmarks). */
  readonly botDelayMs: number;
  /** How long a scored deal stays on the table before the next starts, when people are seated. */
  readonly nextDelayMs: number;
  /** Whether the next deal starts by itself (default true); false: only a seat's `next` starts it. */
  readonly autoNext?: boolean;
  /** How long an invite link stays valid after it is made (default DEFAULT_INVITE_TTL_MS). */
  readonly inviteTtlMs?: number;
}

/** Invite links last a week unless the host says otherwise. */
export const DEFAULT_INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

/** An invite link waiting to be used: the seat it takes and when it was made (the log entry's time). */
export interface PendingInvite {
  readonly seat: Seat;
  readonly madeMs: number;
}

/** What a table is built with besides its row: where it stores, its platform, its pace and its explainer. */
export interface TableDeps {
  readonly storage: Storage;
  readonly env: TableEnv;
  readonly timings: TableTimings;
  /** The meanings of a bridge view's calls, sent with each view (none: the views go without). */
  readonly explain?: (view: GameView) => readonly (CallMeaningText | null)[] | undefined;
}

export interface ChatLine {
  readonly seat: Seat;
  readonly name: string;
  readonly text: string;
  readonly at: string;
}

export type Outcome<T = null> = { ok: true; value: T } | { ok: false; error: WireError };

export function fail(code: ErrorCode, message: string): { ok: false; error: WireError } {
  return { ok: false, error: { code, message } };
}

/** A duration for messages: "7 days", "3 hours", "90 s". */
function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s % 86400 === 0) return `${s / 86400} day${s === 86400 ? '' : 's'}`;
  if (s % 3600 === 0) return `${s / 3600} hour${s === 3600 ? '' : 's'}`;
  return `${s} s`;
}

const RECENT_CHAT = 50;
const CHAT_WINDOW_MS = 10_000;
const CHAT_PER_WINDOW = 8;

export class Table {
  state: GameState;
  /** How many game actions are accepted: the id of the current state. */
  stateId = 0;
  private seq = 0;
  readonly roster: Roster;
  /**
   * Invite code hashes → the seat they take; removed when used and when the seat changes hands (an invite
   * is for the seat as it was when the invite was made), refused once older than the invite lifetime.
   */
  readonly invites = new Map<string, PendingInvite>();
  readonly chat: ChatLine[] = [];
  undo: UndoRequest | null = null;
  /** The claim the last game action refused, who refused it and why (for the claimer to read). */
  refusal: ClaimRefusal | null = null;
  private readonly conns = new Map<Connection, Seat | null>();
  private queue: Promise<unknown> = Promise.resolve();
  /** Events queued and not yet handled. */
  private inFlight = 0;
  private nextTimer: Timer | null = null;
  private closed = false;
  /** A seated person started the match without waiting for the invited people. */
  private started = false;
  /** Called after each change (the bot driver listens). */
  onChange: () => void = () => undefined;
  /** Called after each accepted game action, with the ms from its submission to its broadcast. */
  onActed: (by: 'human' | 'bot', ms: number) => void = () => undefined;
  /** Called when finished deals are added (hand records). */
  onDealsFinished: (from: number) => Promise<void> = () => Promise.resolve();

  private constructor(
    readonly row: TableRow,
    state: GameState,
    private readonly deps: TableDeps,
  ) {
    this.state = state;
    this.roster = new Roster(deps.env, deps.timings.graceMs, () => {
      this.changed();
    });
  }

  /** A new game for a stored row (no log yet). */
  static create(row: TableRow, deps: TableDeps): Outcome<Table> {
    const game = gameOf(row.settings, row.seed);
    if (!game.ok) return fail('table/bad_rules', game.error.message);
    return { ok: true, value: new Table(row, game.value, deps) };
  }

  /** Rebuilds a table by replaying its log over its seed. Throws when the log does not replay. */
  static restore(row: TableRow, log: readonly StoredEntry[], deps: TableDeps): Table {
    const made = Table.create(row, deps);
    if (!made.ok) throw new Error(`table ${row.id}: ${made.error.message}`);
    const t = made.value;
    for (const e of log) {
      if (e.seq !== t.seq + 1) throw new Error(`table ${row.id}: log seq ${e.seq} after ${t.seq}`);
      const applied = t.applyEntry(e);
      if (!applied.ok)
        throw new Error(`table ${row.id}: log entry ${e.seq} does not replay: ${applied.error.message}`);
    }
    for (const s of t.roster.peopleSeats()) t.roster.startGrace(s);
    return t;
  }

  get id(): string {
    return this.row.id;
  }

  /** The seats as records (name, token hash, connections), by seat. */
  get seats(): Roster['seats'] {
    return this.roster.seats;
  }

  /**
   * Applies a stored entry to the in-memory table (replay and live share this). `known` is the action's
   * result already computed from the current state (live play checks an action before storing it).
   */
  private applyEntry(e: StoredEntry, known?: { from: GameState; to: GameState }): Outcome {
    const entry = e.entry;
    switch (entry.kind) {
      case 'action': {
        const next =
          known?.from === this.state
            ? { ok: true as const, value: known.to }
            : reduceGame(this.state, tagAction(this.row.settings.mode, entry.action));
        if (!next.ok) return { ok: false, error: fromRuleError(next.error) };
        this.state = next.value;
        this.stateId++;
        this.undo = null;
        this.refusal = null;
        break;
      }
      case 'seat':
        this.roster.set(entry.seat, entry.name, entry.tokenHash);
        for (const [code, inv] of this.invites) if (inv.seat === entry.seat) this.invites.delete(code);
        break;
      case 'chat':
        this.chat.push({ seat: entry.seat, name: entry.name, text: entry.text, at: e.at });
        if (this.chat.length > RECENT_CHAT) this.chat.shift();
        break;
      case 'invite':
        if (entry.used) this.invites.delete(entry.codeHash);
        else this.invites.set(entry.codeHash, { seat: entry.seat, madeMs: Date.parse(e.at) });
        break;
      case 'undo':
        this.undo = entry.request;
        break;
      case 'start':
        this.started = true;
        break;
    }
    this.seq = e.seq;
    return { ok: true, value: null };
  }

  /** Runs `fn` after every earlier event of this table (events are handled one at a time). */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    this.inFlight++;
    const run = this.queue.then(fn, fn).finally(() => {
      this.inFlight--;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves once every event queued so far is handled (stored and applied, or refused). */
  async drain(): Promise<void> {
    while (this.inFlight > 0) await this.queue;
  }

  /** Nothing is going on: no connection, no event queued, no timer running (next deal, a grace period). */
  get quiet(): boolean {
    return (
      this.conns.size === 0 &&
      this.inFlight === 0 &&
      this.nextTimer === null &&
      SEATS.every((s) => this.seats[s].timer === null)
    );
  }

  /** Stores an entry, then applies it; nothing changes when storing fails. */
  private async commit(entry: LogEntry, known?: { from: GameState; to: GameState }): Promise<Outcome> {
    const e: StoredEntry = { seq: this.seq + 1, at: this.deps.env.now(), entry };
    try {
      await this.deps.storage.append(this.id, e);
    } catch (error) {
      return fail('server/storage', `the table could not store the event: ${(error as Error).message}`);
    }
    return this.applyEntry(e, known);
  }

  // ——— seats ———

  /** Whether a bot plays the seat now. */
  botPlays(seat: Seat): boolean {
    return this.roster.botPlays(seat);
  }

  /** The seat whose token this is, or null. */
  seatOfToken(token: string): Seat | null {
    return this.roster.seatOfToken(token);
  }

  /** Whether `token` holds `seat` now (the seat's current holder, not whoever held it before). */
  holds(seat: Seat, token: string): boolean {
    const h = this.seats[seat].tokenHash;
    return h !== null && h === this.deps.env.hash(token);
  }

  /** The refusal of a connection whose token no longer holds its seat (checked in the table's queue). */
  private lostSeat(seat: Seat, holder: string | undefined): Outcome | null {
    if (holder === undefined || this.holds(seat, holder)) return null;
    return fail('auth/bad_token', `this connection's token no longer holds ${seat}`);
  }

  /** A person takes a seat no person holds; returns the seat token. */
  takeSeat(
    seat: Seat,
    name: string,
    inviteHash: string | null = null,
    creator = false,
  ): Promise<Outcome<string>> {
    return this.serial(async () => {
      if (inviteHash !== null) {
        const refused = this.inviteRefusal(inviteHash, seat);
        if (refused !== null) return refused;
      }
      if (inviteHash === null && this.row.private && !creator)
        return fail('table/bad_invite', 'this table is private: its seats are taken through invite links');
      if (this.seats[seat].tokenHash !== null) return fail('table/seat_taken', `${seat} is taken`);
      const token = this.deps.env.secret();
      const done = await this.commit({ kind: 'seat', seat, name, tokenHash: this.deps.env.hash(token) });
      if (!done.ok) return done;
      if (inviteHash !== null) {
        const used = await this.commit({ kind: 'invite', seat, codeHash: inviteHash, used: true });
        if (!used.ok) return used;
      }
      this.roster.startGrace(seat);
      this.changed();
      return { ok: true, value: token };
    });
  }

  /** The person holding the token leaves: a bot takes the seat at once and the seat is open. */
  leave(token: string): Promise<Outcome<Seat>> {
    return this.serial(async () => {
      const seat = this.seatOfToken(token);
      if (seat === null) return fail('auth/bad_token', 'the seat token is not valid at this table');
      const done = await this.commit({ kind: 'seat', seat, name: null, tokenHash: null });
      if (!done.ok) return done;
      for (const [c, s] of this.conns)
        if (s === seat) {
          this.conns.delete(c);
          c.close('revoked');
        }
      this.changed();
      return { ok: true, value: seat };
    });
  }

  /** Why the invite cannot take the seat now (unknown, used, for a seat that changed hands, expired), or null. */
  private inviteRefusal(codeHash: string, seat: Seat): Outcome<never> | null {
    const inv = this.invites.get(codeHash);
    if (inv?.seat !== seat)
      return fail(
        'table/bad_invite',
        'the invite is not valid (unknown, already used, or its seat changed hands since)',
      );
    const ttl = this.deps.timings.inviteTtlMs ?? DEFAULT_INVITE_TTL_MS;
    if (!(this.deps.env.nowMs() - inv.madeMs <= ttl)) {
      this.invites.delete(codeHash);
      return fail('table/bad_invite', `the invite expired (invites last ${formatDuration(ttl)})`);
    }
    return null;
  }

  /** Whether the invite code is one of this table's and may still be used (private tables let it watch). */
  inviteOpen(code: string): boolean {
    const inv = this.invites.get(this.deps.env.hash(code));
    return inv !== undefined && this.inviteRefusal(this.deps.env.hash(code), inv.seat) === null;
  }

  /** Whether the token holds or has held a seat here (a private table's people, past and present). */
  hasSatHere(token: string): boolean {
    return this.roster.hasHeld(this.deps.env.hash(token));
  }

  /** An invite link for a seat no person holds, made by a person seated here. Returns the code. */
  invite(token: string, seat: Seat): Promise<Outcome<string>> {
    return this.serial(async () => {
      if (this.seatOfToken(token) === null)
        return fail('auth/bad_token', 'the seat token is not valid at this table');
      if (this.seats[seat].tokenHash !== null) return fail('table/seat_taken', `${seat} is taken`);
      const code = this.deps.env.secret();
      const done = await this.commit({
        kind: 'invite',
        seat,
        codeHash: this.deps.env.hash(code),
        used: false,
      });
      return done.ok ? { ok: true, value: code } : done;
    });
  }

  // ——— connections ———

  /** Attaches a connection: with a valid token as that seat, else (token undefined) as a spectator. */
  attach(conn: Connection, token: string | undefined): Outcome<Seat | null> {
    let seat: Seat | null = null;
    if (token !== undefined) {
      seat = this.seatOfToken(token);
      if (seat === null) return fail('auth/bad_token', 'the seat token is not valid at this table');
    }
    this.conns.set(conn, seat);
    if (seat !== null) this.roster.connected(seat);
    return { ok: true, value: seat };
  }

  /**
   * A connection closed. Only a seat's last connection changes what others see (the seat is no longer
   * connected): a spectator leaving, or one of several connections of a seat, is sent to nobody.
   */
  detach(conn: Connection): void {
    if (!this.conns.has(conn)) return;
    const seat = this.conns.get(conn) ?? null;
    this.conns.delete(conn);
    if (seat === null) return;
    this.roster.disconnected(seat);
    if (this.seats[seat].conns === 0) this.changed();
  }

  /** Whether chat reaches this connection: everyone at a public table, only the seats at a private one. */
  private hearsChat(seat: Seat | null): boolean {
    return seat !== null || !this.row.private;
  }

  /**
   * After attach: the newcomer gets its view, then the recent chat. Everyone else hears of it only when
   * the seats change (a seat's first connection: its person is connected again); a spectator joining is
   * sent to nobody else, so that many spectators cost one frame each, not one per connection.
   */
  joined(conn: Connection): void {
    const seat = this.conns.get(conn) ?? null;
    if (seat !== null && this.seats[seat].conns === 1) this.changed();
    else this.sendView(conn, seat);
    if (this.hearsChat(this.conns.get(conn) ?? null))
      for (const line of this.chat) conn.send(chatFrame({ table: this.id, ...line }));
  }

  // ——— game actions ———

  /**
   * A seat's intent, made against state `stateId`. `by` is 'bot' when a bot chose it (then a stale state
   * id is dropped quietly by the caller). `holder`: the token of the connection it came from, which must
   * still hold the seat when the intent's turn in the queue comes.
   */
  submit(
    seat: Seat,
    stateId: number,
    intent: Intent,
    by: 'human' | 'bot' = 'human',
    holder?: string,
    why?: ClaimRefusalReason,
  ): Promise<Outcome> {
    const submitted = performance.now();
    const done = this.serial(async (): Promise<Outcome> => {
      if (this.closed) return fail('table/not_found', 'the table is closed');
      const lost = this.lostSeat(seat, holder);
      if (lost !== null) return lost;
      // Against bots an undo means "my last card", whatever the bots played since the person pressed it.
      const takeBackAnyway = intent.type === 'undo' && this.othersBots(seat);
      if (stateId !== this.stateId && !takeBackAnyway)
        return fail(
          'action/stale_state',
          `the action was made against state ${stateId}; the table is at ${this.stateId}`,
        );
      if (intent.type === 'start') return this.start(seat);
      if (this.waiting)
        return fail('action/not_allowed', 'the match waits for the invited players (or for "start")');
      if (intent.type === 'undoAnswer') return this.undoStep(answerUndo(this.undo, seat, intent.accept));
      if (intent.type === 'undo' && this.othersBots(seat)) return this.takeBack(seat);
      if (intent.type === 'undo' && this.row.settings.undo === 'consent') return this.requestUndo(seat);
      const action = intentToAction(this.state, seat, intent);
      if (!action.ok) return { ok: false, error: fromRuleError(action.error) };
      if (intent.type === 'stop') return this.stop(seat, by);
      return this.applyAction(action.value, by, why);
    });
    return done.then((r) => {
      if (r.ok) this.onActed(by, performance.now() - submitted);
      return r;
    });
  }

  /** A seat's stop, then the agreement of the sides only bots play (the host alone stops where it may). */
  private async stop(seat: Seat, by: 'human' | 'bot'): Promise<Outcome> {
    const [own, ...agreed] = stopActions(this.state, seat, this.row.settings, (s) => this.botPlays(s));
    const done = await this.applyAction(own!, by);
    for (const a of agreed) if (done.ok && this.state.phase === 'scored') await this.applyAction(a, 'bot');
    return done;
  }

  private async applyAction(
    action: GameAction,
    by: 'human' | 'bot',
    why?: ClaimRefusalReason,
  ): Promise<Outcome> {
    // Check first, so that nothing illegal is ever stored.
    const trial = reduceGame(this.state, action);
    if (!trial.ok) return { ok: false, error: fromRuleError(trial.error) };
    const before = finishedDeals(this.state).length;
    const claim = playOf(this.state)?.claim ?? null;
    const done = await this.commit({ kind: 'action', action, by }, { from: this.state, to: trial.value });
    if (!done.ok) return done;
    if (action.type === 'claimAnswer' && !action.accept && claim !== null)
      this.refusal = {
        by: action.seat,
        claim: { by: claim.by, tricks: claim.tricks },
        reason: by === 'human' ? 'person' : (why ?? 'defence'),
      };
    if (finishedDeals(this.state).length > before) await this.onDealsFinished(before);
    this.changed();
    return done;
  }

  /** Every seat but this one is played by a bot now: an undo takes back the bots' cards after the seat's. */
  othersBots(seat: Seat): boolean {
    return SEATS.every((s) => s === seat || this.botPlays(s));
  }

  /** The seat's own last card and the bots' cards after it, taken back at once (one change). */
  private async takeBack(seat: Seat): Promise<Outcome> {
    const policy = this.row.settings.undo;
    const plan = takeBack(this.state, seat, policy);
    if (plan === null) {
      if (policy === 'consent' && takeBack(this.state, seat, 'free') !== null)
        return fail('action/undo', 'that card cannot be taken back: a hand was laid face up since');
      return fail('action/not_allowed', `${seat} has no card to take back now`);
    }
    for (const action of plan.actions) {
      const trial = reduceGame(this.state, action);
      if (!trial.ok) return { ok: false, error: fromRuleError(trial.error) };
      const done = await this.commit(
        { kind: 'action', action, by: 'human' },
        { from: this.state, to: trial.value },
      );
      if (!done.ok) {
        this.changed();
        return done;
      }
    }
    this.changed();
    return { ok: true, value: null };
  }

  private undoAction(seat: Seat): GameAction {
    return tagAction(this.state.mode, { type: 'undo', seat });
  }

  private requestUndo(seat: Seat): Promise<Outcome> {
    const trial = reduceGame(this.state, this.undoAction(seat));
    if (this.undo === null && !trial.ok)
      return Promise.resolve({ ok: false, error: fromRuleError(trial.error) });
    const step = requestUndo(this.state, this.stateId, this.undo, seat);
    if (step.kind !== 'request') return this.undoStep(step);
    return this.undoStep(settleUndo(step.request, null, (s) => this.botPlays(s)));
  }

  /** Carries out what the undo-consent protocol decided. */
  private async undoStep(step: UndoStep): Promise<Outcome> {
    switch (step.kind) {
      case 'refuse':
        return { ok: false, error: step.error };
      case 'none':
        return { ok: true, value: null };
      case 'apply':
        return this.applyAction(this.undoAction(step.by), 'human');
      case 'store': {
        // Stored so that a request waiting for consent survives a restart (an applied undo clears it).
        const done = await this.commit({ kind: 'undo', request: step.request });
        if (done.ok) this.changed();
        return done;
      }
    }
  }

  /** Bots consent to a waiting undo request for the seats they now play. */
  refreshUndo(): Promise<Outcome> {
    return this.serial(() =>
      this.undo === null
        ? Promise.resolve({ ok: true as const, value: null })
        : this.undoStep(settleUndo(this.undo, this.undo, (s) => this.botPlays(s))),
    );
  }

  // ——— chat ———

  /** A chat line from the seat (`holder`: the sending connection's token, which must still hold it). */
  say(seat: Seat, text: string, holder?: string): Promise<Outcome> {
    return this.serial(async () => {
      const lost = this.lostSeat(seat, holder);
      if (lost !== null) return lost;
      const t = text.trim();
      if (t.length === 0) return fail('chat/bad_text', 'a chat message cannot be empty');
      if (t.length > MAX_CHAT_CHARS)
        return fail(
          'chat/bad_text',
          `a chat message has at most ${MAX_CHAT_CHARS} characters, got ${t.length}`,
        );
      const slot = this.seats[seat];
      const now = this.deps.env.nowMs();
      slot.chatTimes = slot.chatTimes.filter((x) => now - x < CHAT_WINDOW_MS);
      if (slot.chatTimes.length >= CHAT_PER_WINDOW)
        return fail('chat/rate_limited', `at most ${CHAT_PER_WINDOW} messages in ${CHAT_WINDOW_MS / 1000} s`);
      slot.chatTimes.push(now);
      const done = await this.commit({ kind: 'chat', seat, name: slot.name ?? seat, text: t });
      if (!done.ok) return done;
      const line = this.chat[this.chat.length - 1]!;
      const frame = chatFrame({ table: this.id, ...line });
      for (const [c, s] of this.conns) if (this.hearsChat(s)) c.send(frame);
      return done;
    });
  }

  // ——— views ———

  info(): TableInfo {
    let spectators = 0;
    for (const s of this.conns.values()) if (s === null) spectators++;
    return {
      id: this.id,
      mode: this.row.settings.mode,
      title: this.row.title,
      rules: this.row.settings.rules,
      undo: this.row.settings.undo,
      private: this.row.private,
      seats: this.roster.info(),
      phase: this.state.phase,
      stateId: this.stateId,
      dealsDone: finishedDeals(this.state).length,
      spectators,
      createdAt: this.row.createdAt,
    };
  }

  /** What `seat` (null: a spectator) sees now, with what it may do. */
  viewOf(seat: Seat | null): GameView {
    const seated = seat !== null && !this.botPlays(seat);
    return viewFor(this.state, seat, {
      undo: true,
      undoPolicy: this.row.settings.undo,
      undoRequest: this.undo,
      othersBots: seat !== null && this.othersBots(seat),
      waiting: seated && this.waiting,
    });
  }

  // ——— pause and start ———

  /** People hold seats here but none is connected: nothing moves until one comes back. */
  get paused(): boolean {
    const people = this.roster.peopleSeats();
    return people.length > 0 && people.every((s) => this.seats[s].conns === 0);
  }

  /** The seats an unexpired invite waits to fill (no person holds them yet). */
  invitedSeats(): Seat[] {
    const ttl = this.deps.timings.inviteTtlMs ?? DEFAULT_INVITE_TTL_MS;
    const now = this.deps.env.nowMs();
    const out = new Set<Seat>();
    for (const inv of this.invites.values())
      if (now - inv.madeMs <= ttl && this.seats[inv.seat].tokenHash === null) out.add(inv.seat);
    return SEATS.filter((s) => out.has(s));
  }

  /** The match has not begun and waits for invited people (until someone starts it). */
  get waiting(): boolean {
    return this.stateId === 0 && !this.started && this.invitedSeats().length > 0;
  }

  /** A seated person starts the match now: bots take the invited seats until their people come. */
  private async start(seat: Seat): Promise<Outcome> {
    if (!this.waiting) return fail('action/not_allowed', 'the match has already started');
    const done = await this.commit({ kind: 'start', seat });
    if (done.ok) this.changed();
    return done;
  }

  /** Pushes each connection its own view (each distinct view serialised once). */
  broadcast(): void {
    if (this.conns.size === 0) return;
    const writer = stateFrames({
      table: this.id,
      stateId: this.stateId,
      info: this.info(),
      undo: this.undo,
      refusal: this.refusal,
    });
    const frames = new Map<Seat | null, string>();
    for (const [c, seat] of this.conns) {
      let f = frames.get(seat);
      if (f === undefined) {
        const view = this.viewOf(seat);
        frames.set(seat, (f = writer.frameFor(view, this.deps.explain?.(view))));
      }
      c.send(f);
    }
  }

  /** One connection's view now. */
  private sendView(conn: Connection, seat: Seat | null): void {
    const writer = stateFrames({ table: this.id, stateId: this.stateId, info: this.info(), undo: this.undo });
    const view = this.viewOf(seat);
    conn.send(writer.frameFor(view, this.deps.explain?.(view)));
  }

  private changed(): void {
    if (this.closed) return;
    this.broadcast();
    this.armNext();
    this.onChange();
  }

  /**
   * After a restore: the table goes on as if it had never stopped — a scored deal's pause before the next
   * starts again (an all-bot table killed between deals deals on by itself).
   */
  resume(): void {
    if (!this.closed) this.armNext();
  }

  /** Between deals: the next deal starts after a pause (at once when only bots play). */
  private armNext(): void {
    const env = this.deps.env;
    if (this.nextTimer !== null) {
      env.clearTimer(this.nextTimer);
      this.nextTimer = null;
    }
    if (pending(this.state).kind !== 'next' || this.deps.timings.autoNext === false || this.paused) return;
    const allBots = SEATS.every((s) => this.botPlays(s));
    const delay = allBots ? this.deps.timings.botDelayMs : this.deps.timings.nextDelayMs;
    const at = this.stateId;
    this.nextTimer = env.setTimer(() => {
      this.nextTimer = null;
      void this.serial(async () => {
        if (this.stateId === at && !this.closed)
          await this.applyAction(tagAction(this.state.mode, { type: 'next', seat: null }), 'bot');
      });
    }, delay);
  }

  /** Stops timers and closes connections (the host is shutting down). */
  close(): void {
    this.closed = true;
    if (this.nextTimer !== null) this.deps.env.clearTimer(this.nextTimer);
    this.roster.stopAll();
    for (const c of this.conns.keys()) c.close('shutdown');
    this.conns.clear();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** How many connections are attached. */
  get connectionCount(): number {
    return this.conns.size;
  }
}
