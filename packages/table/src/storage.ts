/**
 * Storage: each table is its settings and deal seed plus an append-only log of what it accepted (game
 * actions, seat changes, chat, invites). Replaying the log over the seed rebuilds the table exactly.
 * Finished deals are also kept as hand records, for queries and PBN downloads.
 */
import { parseDealRecord, type GameAction, type Mode, type Seat, type UndoRequest } from '@tenace/core';
import type { HandRecord } from '@tenace/protocol';
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
  | { readonly kind: 'undo'; readonly request: UndoRequest | null };

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

export interface Storage {
  /** Creates the schema when missing. */
  init(): Promise<void>;
  createTable(row: TableRow): Promise<void>;
  /** Appends one entry; refuses a seq that is already stored (the log is append-only). */
  append(tableId: string, e: StoredEntry): Promise<void>;
  /** Every table with its whole log in seq order. */
  loadTables(): Promise<{ row: TableRow; log: StoredEntry[] }[]>;
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
