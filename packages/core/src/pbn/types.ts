/**
 * The model of a PBN file (PBN 2.1): games made of tag pairs, an auction section, a play section and
 * supplemental table sections. Values are kept normalized (upper case, `None`/`All`, `1NT`, `XX`, the deal
 * written from the dealer), so that writing a parsed game and reading it back gives the same value.
 */
import type { Call } from '../call.ts';
import type { Card } from '../card.ts';
import type { RuleError } from '../result.ts';
import type { Seat } from '../types.ts';

/** A tag pair `[Name "value"]` with the comments that follow it. */
export interface PbnTag {
  readonly name: string;
  readonly value: string;
  readonly comments?: readonly string[];
}

/** `[Note "n:text"]`: the text of note reference `=n=` in a section. */
export interface PbnNote {
  readonly number: number;
  readonly text: string;
}

/** Annotations that may follow a call or a card. */
export interface PbnAnnotations {
  /** Note reference `=n=`. */
  readonly note?: number;
  /** Numeric annotation glyphs `$n` (suffixes such as `!` are stored as their NAG, `!` = 1 …). */
  readonly nags?: readonly number[];
  /** Irregularity mark: `I` (insufficient bid accepted), `S` (skipped player), `R` (revoke), `L` (lead out of turn). */
  readonly irregular?: 'I' | 'S' | 'R' | 'L';
  readonly comments?: readonly string[];
}

export interface PbnCallEntry extends PbnAnnotations {
  readonly call: Call;
}

export interface PbnCardEntry extends PbnAnnotations {
  /** null: `-`, a card not played (after a claim) or unknown. */
  readonly card: Card | null;
}

/** How a section ends: by the rules (''), `*` (nothing more is given), `+` (to be continued). */
export type PbnSectionEnd = '' | '*' | '+';

export interface PbnAuction {
  /** The seat of the first call (leading `-` placeholders are dropped). */
  readonly first: Seat;
  /** The calls in order; `AP` is stored as the passes it stands for. */
  readonly calls: readonly PbnCallEntry[];
  readonly end: PbnSectionEnd;
  readonly notes: readonly PbnNote[];
  readonly comments?: readonly string[];
}

export interface PbnPlay {
  /** The opening leader: the seat of the first column. */
  readonly leader: Seat;
  /** One row per trick, four entries in seat order from `leader` (not in the order played). */
  readonly tricks: readonly (readonly PbnCardEntry[])[];
  readonly end: PbnSectionEnd;
  readonly notes: readonly PbnNote[];
  readonly comments?: readonly string[];
}

/** A supplemental section such as `OptimumResultTable`: a column specification and its data rows. */
export interface PbnTable {
  readonly name: string;
  readonly columns: string;
  /** Each row as its cells (quoted strings keep their quotes). */
  readonly rows: readonly (readonly string[])[];
  readonly comments?: readonly string[];
}

export interface PbnGame {
  /** Every tag other than Auction, Play, their notes and tables: the 15 mandatory tags first, then the rest by name. */
  readonly tags: readonly PbnTag[];
  readonly auction: PbnAuction | null;
  readonly play: PbnPlay | null;
  readonly tables: readonly PbnTable[];
  /** Comments before the first tag of the game. */
  readonly comments?: readonly string[];
}

export interface PbnFile {
  /** Escape lines (`%` …) other than the version and EXPORT lines, without the `%`. */
  readonly escapes: readonly string[];
  /** Comments standing apart from any game (for example a file heading). */
  readonly comments: readonly string[];
  readonly games: readonly PbnGame[];
}

/** A warning found while reading: the game (0-based), its first line, and what was wrong. */
export interface PbnWarning {
  readonly game: number;
  readonly line: number;
  readonly message: string;
}

/**
 * The repairs the lenient reader makes to exports that depart from PBN 2.1, each named so that a program
 * can tell a clean file from a repaired one:
 * - `inherited-tags`: a game omits a tag (or writes `"#"`) and takes the previous game's value;
 * - `no-auction`: a game has no Auction section and is read with an empty auction;
 * - `leading-passes`: the auction lacks the dealer's leading passes; they are put back;
 * - `played-order-play`: the Play rows list each trick in the order played, not in seat columns;
 * - `contract-doubling`: the Contract tag lacks the auction's double or redouble; the auction's contract is kept.
 */
export const PBN_FIX_NAMES = [
  'inherited-tags',
  'no-auction',
  'leading-passes',
  'played-order-play',
  'contract-doubling',
] as const;
export type PbnFixName = (typeof PBN_FIX_NAMES)[number];

/** One repair over a whole file: the games it was made to and its one warning. */
export interface PbnFix {
  readonly name: PbnFixName;
  /** The games (0-based) repaired this way. */
  readonly games: readonly number[];
  /** The file's one warning about it (also in `warnings`, on the first game repaired). */
  readonly message: string;
}

export interface PbnRead {
  readonly file: PbnFile;
  /** Lenient-import notes: ignored duplicate tags, derived values, and one warning per repair made. */
  readonly warnings: readonly PbnWarning[];
  /** The first line of each game. */
  readonly lines: readonly number[];
  /** The repairs made, in the order of PBN_FIX_NAMES; empty for a clean file. */
  readonly fixes: readonly PbnFix[];
}

export interface PbnReadOptions {
  /**
   * Refuse what the lenient reader would repair (any PbnFix), an auction that contradicts the Contract or
   * Declarer tag, and a card the deal makes impossible, with a coded error naming the line and field.
   */
  readonly strict?: boolean;
}

export type PbnErrorCode =
  | 'pbn/syntax'
  | 'pbn/bad_value'
  | 'pbn/bad_auction'
  | 'pbn/bad_play'
  | 'pbn/inherited_tag'
  | 'pbn/no_auction'
  | 'pbn/auction_mismatch'
  | 'lin/syntax'
  | 'lin/bad_value';

/** A coded error that names the line and the field (tag, section or LIN key). */
export interface PbnError extends RuleError<PbnErrorCode> {
  readonly line: number;
  readonly field: string;
}

export const MANDATORY_TAGS = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
] as const;
