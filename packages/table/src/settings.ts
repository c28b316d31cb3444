/**
 * A table's settings (stored with the table; replayed on restart) and the game built from them, through
 * core's host: the table never changes a game state except through core's reducers.
 */
import {
  chicagoRecord,
  createGame,
  duplicateRecord,
  minibridgeRecord,
  rubberRecord,
  type DealRecord,
  type Dealing,
  type GameState,
  type Mode,
  type Result,
  type Seat,
} from '@tenace/core';
import type { BotStrength, CreateTable } from '@tenace/protocol';

/** The settings a table's game is built from. */
export interface GameSettings {
  readonly mode: Mode;
  readonly rules: Readonly<Record<string, unknown>>;
  readonly undo: 'free' | 'consent';
  /** The bots' strength; tables stored before it existed play with the host's default. */
  readonly bots?: BotStrength;
  /**
   * Who may stop a rubber early: both sides (default), or the table's host alone (the person holding
   * the seat the table's creator sat in, `host`).
   */
  readonly stop?: 'sides' | 'host';
  /** The seat the table's creator sat in, when they sat. */
  readonly host?: Seat;
  /**
   * How the deals come from the seed: `keyed` (HMAC-SHA-256 of the seed and the deal number, every table
   * made since keyed dealing) or absent (SplitMix64 seeded dealing: tables stored before, and the CLI).
   * A stored table keeps the dealing it was made with, so its log replays over the same deals.
   */
  readonly dealing?: Dealing;
}

/** The settings of a create-table request (the bots' strength: the request's, else `bots`). */
export function gameSettings(req: CreateTable, bots?: BotStrength): GameSettings {
  const strength = req.bots ?? bots;
  return {
    mode: req.mode,
    rules: { ...(req.rules ?? {}) },
    undo: req.undo ?? 'consent',
    dealing: 'keyed',
    ...(strength === undefined ? {} : { bots: strength }),
    ...(req.stop === undefined ? {} : { stop: req.stop }),
    ...(req.sit === undefined ? {} : { host: req.sit.seat }),
  };
}

/** A new game for the settings and seed. */
export function gameOf(settings: GameSettings, seed: string): Result<GameState> {
  return createGame(settings.mode, settings.rules, seed, settings.dealing);
}

/** The finished deals of the game, oldest first (each is one hand record). */
export function finishedDeals(state: GameState): readonly DealRecord[] {
  return state.history;
}

/** The match record of the game (README: "The match record"); exported to PBN by core. */
export function matchRecord(state: GameState): { mode: Mode; seed: string; deals: readonly unknown[] } {
  switch (state.mode) {
    case 'minibridge':
      return minibridgeRecord(state);
    case 'rubber':
      return rubberRecord(state);
    case 'chicago':
      return chicagoRecord(state);
    case 'duplicate':
      return duplicateRecord(state);
  }
}
