/**
 * What the server tells about finished deals and public calls: the double-dummy analysis of a finished deal
 * (GET /api/tables/:id/deals/:index/analysis) and the meaning of each call of an auction under the bidding
 * system the server's bots use (sent with every `state` of a contract-bridge table). Both are public: a
 * finished deal is shown to everyone, and the meaning of a call is known to all at the table.
 */
import type { Seat, Strain, Vulnerability } from '@tenace/core';

/** The languages meanings are written in (the web client's languages). */
export const MEANING_LANGUAGES = ['en', 'ru', 'uk'] as const;
export type MeaningLanguage = (typeof MEANING_LANGUAGES)[number];

/** The meaning of one call, in each language. */
export type CallMeaningText = Readonly<Record<MeaningLanguage, string>>;

/** One card of the finished deal's play, with the double-dummy result before and after it. */
export interface PlayedCardAnalysis {
  readonly card: string;
  readonly seat: Seat;
  /** Tricks declarer's side ends with, double-dummy, before this card (null: past the solver's budget). */
  readonly before: number | null;
  /** The same after this card. */
  readonly after: number | null;
  /** Tricks this card cost its own side double-dummy (0: none; null: unknown). */
  readonly cost: number | null;
}

/** What a duplicate board's North–South score is compared with. */
export type BoardComparison =
  /** The same board played at another table of this server: that table's North–South score. */
  | { readonly kind: 'table'; readonly table: string; readonly score: number }
  /** No other table played it: the double-dummy par score (North–South). */
  | { readonly kind: 'par'; readonly score: number };

/** The double-dummy analysis of a finished deal. */
export interface DealAnalysisAnswer {
  readonly table: string;
  /** The deal's index among the table's finished deals (from 0). */
  readonly index: number;
  /** The deal or board number. */
  readonly number: number;
  readonly pbn: string;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** "4SX", "PASS", or a minibridge contract "NT-game" / "H-part". */
  readonly contract: string;
  readonly declarer: Seat | null;
  /** The trump strain of the play, null when the deal was not played. */
  readonly strain: Strain | null;
  /** `tricks[X][strain]`: tricks X's side takes when X declares (null: past the solver's budget). */
  readonly tricks: Readonly<Record<Seat, Readonly<Record<Strain, number | null>>>>;
  /** Par from North–South's view (duplicate scoring), null when the table is incomplete. */
  readonly par: { readonly score: number; readonly contracts: readonly string[] } | null;
  readonly play: readonly PlayedCardAnalysis[];
  /** Duplicate boards: the score this table's result is compared with; null in other modes. */
  readonly comparison: BoardComparison | null;
}
