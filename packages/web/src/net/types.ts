/**
 * What the client needs from a server, as a small interface: the HTTP API for tables, seats, invites and
 * records, and one live connection per table that receives the seat's view after every change and sends
 * intents. `server.ts` implements it over HTTP and WebSocket (@tenace/protocol messages); `practice.ts` runs
 * a table in memory for component tests and the practice build.
 */
import type { Seat, Vulnerability } from '@tenace/core';
import type {
  BoardComparison,
  CallMeaningText,
  ClaimRefusal,
  CreateTable,
  ErrorCode,
  GameView,
  HandRecord,
  Intent,
  Mode,
  TableInfo,
  UndoRequest,
  WireError,
} from '@tenace/protocol';

/** The latest state of a table as one connection sees it. */
export interface TableState {
  readonly stateId: number;
  readonly view: GameView;
  readonly info: TableInfo;
  readonly undo: UndoRequest | null;
  /**
   * Meanings of the calls in `view.auction`, index by index, in each language, where the server explains
   * them (its bidding system's meaning); null or missing where it does not.
   */
  readonly meanings?: readonly (CallMeaningText | null)[];
  /** The claim the last game action refused: who refused it and why. */
  readonly refusal?: ClaimRefusal;
}

export type TableEvent =
  | { readonly type: 'welcome'; readonly seat: Seat | null; readonly info: TableInfo }
  | { readonly type: 'state'; readonly state: TableState }
  | { readonly type: 'error'; readonly error: WireError }
  | {
      readonly type: 'chat';
      readonly seat: Seat;
      readonly name: string;
      readonly text: string;
      /** ISO time the server stored it. */
      readonly at: string;
    }
  | { readonly type: 'connection'; readonly up: boolean };

export interface TableConnection {
  /** Sends an intent against the latest state seen. */
  act(intent: Intent): void;
  /** Sends a short chat message to the table (refused for spectators, empty or too long texts). */
  say(text: string): void;
  /** Listens to the table; returns the function that stops listening. Past state is replayed at once. */
  listen(fn: (event: TableEvent) => void): () => void;
  close(): void;
}

/** A seat given to this browser: the table, the seat (null: watching) and its secret token. */
export interface SeatGrant {
  readonly table: TableInfo;
  readonly seat: Seat | null;
  readonly token: string | null;
}

export type { HandRecord };

/** Double-dummy analysis of a finished deal, where the backend offers it. */
export interface DealAnalysis {
  /** Tricks for each declarer seat and strain: `tricks[seat][strain]`. */
  readonly tricks: Readonly<Record<Seat, Readonly<Record<string, number>>>>;
  /** The par contracts and score, as text ("4S by N, NS +420"). */
  readonly par: string;
  /** The par score from North–South's view, when known. */
  readonly parScore?: number | null;
  /** The par contracts in the solver's notation ("4H-EW", "3S*-S-1": doubled, by South, one down). */
  readonly parContracts?: readonly string[];
  /** For each card played, in order: tricks it cost its side double-dummy (0: none; null: unknown). */
  readonly costs: readonly (number | null)[];
  /** Duplicate: what the board's North–South score is compared with (another table, or par). */
  readonly comparison?: BoardComparison | null;
}

/**
 * A finished deal to analyse: the table and the deal's index among its finished deals (what the server
 * reads), and the deal itself, the cards played and the contract ("4SX", minibridge "NT-game").
 */
export interface AnalysisRequest {
  readonly table: string;
  readonly index: number;
  readonly pbn: string;
  readonly play: readonly string[];
  readonly contract: string;
  readonly declarer: Seat | null;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

/** A page of the lobby: its tables and where the next page starts (null: none). */
export interface LobbyPage {
  readonly tables: readonly TableInfo[];
  readonly next: string | null;
}

export interface Backend {
  /** 'server' for a real server; 'practice' for the tables the practice build runs in the page. */
  readonly kind: 'server' | 'practice';
  /**
   * One page of the lobby (open tables with a free seat, not over, newest first); `after`: the previous
   * page's `next`. `next` is null on the last page.
   */
  listTables(after?: string): Promise<LobbyPage>;
  createTable(req: CreateTable): Promise<SeatGrant>;
  takeSeat(table: string, seat: Seat, name: string): Promise<SeatGrant>;
  invite(table: string, token: string, seat: Seat): Promise<{ readonly code: string; readonly path: string }>;
  useInvite(code: string, name: string): Promise<SeatGrant>;
  connect(table: string, token: string | null): TableConnection;
  records(query: { table?: string; mode?: Mode }): Promise<readonly HandRecord[]>;
  /** PBN text of the records (a download). */
  recordsPbn(query: { table?: string; mode?: Mode }): Promise<string>;
  /** Double-dummy analysis of a finished deal, when the backend can make it. */
  analyse?(deal: AnalysisRequest): Promise<DealAnalysis>;
  /** Practice tables: what the bots would do in this seat now, from its own view, and why. */
  hint?(table: string, seat: Seat): Promise<Hint>;
}

/** The bots' advice: the choice and its reason (a stable key and its values, and the English text). */
export interface Hint {
  readonly intent: Intent;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number | boolean>>;
  readonly text: string;
  /** For a call: what it shows in the system, in every language. */
  readonly meaning?: CallMeaningText;
}

/** An error from the backend, carrying the protocol's code. */
export class BackendError extends Error {
  constructor(
    /** One of the protocol's codes (ERROR_CODES): the client shows only codes it can translate. */
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}
