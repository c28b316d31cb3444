import type { CodedResult } from '@tenace/core';

/**
 * One form of `tenace score`: the `"scoring"` value it answers to, a JSON-line calculator for programs,
 * and a calculator for people that takes words on the command line.
 */
export interface ScoreForm {
  /** The value of `"scoring"` in a JSON line, and the first word on the command line. */
  readonly scoring: string;
  /** One line of usage for people, shown in `tenace score --help`. */
  readonly usage: string;
  /** Scores one JSON object; unknown or bad fields give an error naming the field. */
  readonly json: (input: Readonly<Record<string, unknown>>) => CodedResult<Record<string, unknown>>;
  /** Scores from command-line words (after the form's name) and returns text for people. */
  readonly words: (words: readonly string[]) => CodedResult<string>;
}
