import type { Command } from 'commander';

/** The options of `tenace play` that every mode understands. */
export interface PlayOptions {
  readonly mode: string;
  readonly seed?: string;
  readonly seat: 'N' | 'E' | 'S' | 'W';
  /** Seats played by bots: every seat but the person's by default; "all" makes the person a spectator. */
  readonly bots?: string;
  readonly json?: boolean;
  /** Bots: beginner (placeholders) or normal (SAYC bidding; sampling and double-dummy card play). */
  readonly strength?: 'beginner' | 'normal';
}

/** One mode of `tenace play`: runs a whole match, interactive for the person unless every seat is a bot. */
export interface PlayMode {
  readonly mode: string;
  /** Adds the mode's own options to the `play` command (optional). */
  readonly options?: (cmd: Command) => void;
  readonly run: (opts: PlayOptions & Readonly<Record<string, unknown>>) => Promise<void>;
}
