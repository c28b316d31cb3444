/**
 * Storage: each table is its settings and deal seed plus an append-only log of what it accepted (game
 * actions, seat changes, chat, invites). Replaying the log over the seed rebuilds the table exactly.
 * Finished deals are also kept as hand records, for queries and PBN downloads.
 */
import { parseDealRecord, type GameAction, type Mode, type Seat, type UndoRequest } from '@tenace/core';
import type { HandRecord, TableInfo } from '@tenace/protocol';
import type { GameSettings } from './settings.ts';

export interface TableRow {
  readonly id: string;
  readonly settings: GameSettings;
  /** The deal seed: secret while the table plays (it would reveal every deal). */
  readonly seed: string;
  readonly title: string;
  readonly private: boolean;
  /** ISO time. */
  readonly createdAt: string;
  /**
   * Who created the table, as a hash of the client's address (`creatorOf`; never the address itself):
   * how every host sharing the storage counts a client's open tables. Absent for tables made without one.
   */
  readonly creator?: string;
}

/** One accepted event of a table. Tokens and invite codes are stored only as SHA-256 hashes. */
export type LogEntry =
  /**
   * A game action, applied by the mode's reducer; `by` says whether a person or a bot chose it. Logs
   * written before actions carried their mode hold the bare action (replay tags it with the table's mode).
   */
  | { readonly kind: 'action'; readonly action: GameAction; readonly by: 'human' | 'bot' }
  /** A person takes the seat (name and token hash), or leaves it (both null). */
  | {
      readonly kind: 'seat';
      readonly seat: Seat;
      readonly name: string | null;
      readonly tokenHash: string | null;
    }
  | { readonly kind: 'chat'; readonly seat: Seat; readonly name: string; readonly text: string }
  /** An invite link for a seat was made (`used` false) or taken up (`used` true). */
  | { readonly kind: 'invite'; readonly seat: Seat; readonly codeHash: string; readonly used: boolean }
  /**
   * The pending undo request changed: made or partly answered (the request), or refused (null). Logs
   * written before this entry existed simply have none: their tables restore with no pending request.
   */
  | { readonly kind: 'undo'; readonly request: UndoRequest | null }
  /**
   * A seated person started a match that waited for invited people: bots take the invited seats until
   * their people come. Stored so that a restart does not make the table wait again.
   */
  | { readonly kind: 'start'; readonly seat: Seat };

/** An append made under a lease epoch that is no longer the table's: its host lost the table. */
export class FencedOut extends Error {
  constructor(
    readonly tableId: string,
    readonly epoch: number,
    readonly current: number,
  ) {
    super(`table ${tableId} is owned under epoch ${current}: an append under epoch ${epoch} is refused`);
    this.name = 'FencedOut';
  }
}

/** The seats held after a seat entry, from the bit set before it. */
export function heldAfter(held: number, entry: Extract<LogEntry, { kind: 'seat' }>): number {
  const bit = SEAT_BITS[entry.seat];
  return entry.tokenHash === null ? held & ~bit : held | bit;
}

export interface StoredEntry {
  /** 1, 2, 3 … per table. */
  readonly seq: number;
  /** ISO time. */
  readonly at: string;
  readonly entry: LogEntry;
}

/** A hand record as storage keeps it (the protocol's HandRecord). */
export type HandRecordRow = HandRecord;

export interface HandRecordQuery {
  readonly table?: string;
  readonly mode?: Mode;
  readonly limit: number;
  readonly offset: number;
  /**
   * When given, private tables' records are left out except those of the tables listed (the ones the
   * asker sat at); absent, every record is listed (the host's own queries).
   */
  readonly hidePrivateExcept?: readonly string[];
}

/**
 * Where a table is in its life: `live` in a host's memory (restored at start-up), `idle` out of memory
 * (restored when someone opens, watches or joins it), `finished` (its match is over: never played again).
 */
export type TableStatus = 'live' | 'idle' | 'finished';

/**
 * What storage keeps beside a table's log for queries: its status, the seats people hold, and the table
 * as the lobby lists it (as of its last move; a live table's own `info()` is newer). The pending invites
 * are indexed by their code hash.
 */
export interface TableSummary {
  readonly status: TableStatus;
  readonly info: TableInfo;
  /** The code hashes of the invites waiting to be used (indexed so that an invite finds its table). */
  readonly invites: readonly string[];
}

/** The seats people hold as a bit set (N 1, E 2, S 4, W 8): storage's index of joinable tables. */
export const SEAT_BITS: Readonly<Record<Seat, number>> = { N: 1, E: 2, S: 4, W: 8 };
/** Every seat held by a person. */
export const ALL_SEATS_HELD = 15;

/** One page of the lobby: open tables with a free seat, not finished, public, newest first. */
export interface LobbyQuery {
  readonly limit: number;
  /** Rows to skip (after the cursor, when both are given). */
  readonly offset?: number;
  /** Continue after this table (the previous page's last). */
  readonly after?: LobbyCursor;
}

/** Where a lobby page ended: the last table's creation time and id (the order's keys). */
export interface LobbyCursor {
  readonly createdAt: string;
  readonly id: string;
}

export interface LobbyRow {
  readonly id: string;
  readonly createdAt: string;
  /** The stored summary's table (null for a table that never left memory since storage had no summary). */
  readonly info: TableInfo | null;
}

export interface StoredTable {
  readonly row: TableRow;
  readonly status: TableStatus;
  readonly log: StoredEntry[];
  /** Whether storage holds its lobby summary (false: a table stored before summaries existed). */
  readonly summarised: boolean;
}

export interface Storage {
  /** Creates the schema when missing (and adds what older schemas lack). */
  init(): Promise<void>;
  /** A new table, live, with its lobby summary. */
  createTable(row: TableRow, info?: TableInfo): Promise<void>;
  /**
   * Appends one entry; refuses a seq that is already stored (the log is append-only). In the same
   * commit, storage keeps its indexes of the entry: the seats held and who sat (seat entries), the invite codes
   * waiting to be used (invite entries). With `epoch`, it is refused (FencedOut) unless that is the
   * table's owner epoch (see fence).
   */
  append(tableId: string, e: StoredEntry, epoch?: number): Promise<void>;
  /**
   * Fencing for hosts that share a database: makes `epoch` (a lease's, strictly greater than any before)
   * the table's owner epoch; false when the table's epoch is already that or newer. From then on an
   * append made with an older epoch is refused (FencedOut), checked in the append's own commit.
   */
  fence(tableId: string, epoch: number): Promise<boolean>;
  /** Records a table's move (live, idle, finished) with its summary as of now. */
  saveSummary(tableId: string, summary: TableSummary): Promise<void>;
  /** The tables whose status is live, with their logs in seq order (start-up). */
  liveTables(): Promise<StoredTable[]>;
  /** One table with its log, or null. */
  loadTable(tableId: string): Promise<StoredTable | null>;
  /** Every table with its whole log in seq order (tools and tests; the host never loads them all). */
  loadTables(): Promise<{ row: TableRow; log: StoredEntry[] }[]>;
  /**
   * How many live tables (status live: in a host's memory, not finished) `creator` made: the cap on open
   * tables per client, counted the same by every host that shares the storage.
   */
  liveTablesOf(creator: string): Promise<number>;
  /** One lobby page (see LobbyQuery), in order. */
  lobbyPage(q: LobbyQuery): Promise<LobbyRow[]>;
  /** The table an invite code hash was made at while it waits to be used, or null. */
  inviteTable(codeHash: string): Promise<string | null>;
  /**
   * The tables where a person whose seat token hashes to one of these has held a seat (indexed by seat
   * entries, in their commit): how a browser finds its own private tables, in memory or not.
   */
  tablesSatAt(tokenHashes: readonly string[]): Promise<string[]>;
  addHandRecords(rows: readonly Omit<HandRecordRow, 'id'>[]): Promise<void>;
  handRecordCount(tableId: string): Promise<number>;
  listHandRecords(q: HandRecordQuery): Promise<HandRecordRow[]>;
  close(): Promise<void>;
}

/**
 * A hand record as it leaves storage: its deal record is read once, here, by core's parser; a stored
 * record that does not read is an error naming the row (nothing is changed or dropped silently).
 */
export function readHandRecord(
  row: Omit<HandRecordRow, 'record'> & { readonly record: unknown },
): HandRecordRow {
  const r = parseDealRecord(row.mode, row.record);
  if (!r.ok)
    throw new Error(
      `hand record ${String(row.id)} (table ${row.tableId}, deal ${String(row.index)}): ${r.error.message}`,
    );
  return { ...row, record: r.value };
}
