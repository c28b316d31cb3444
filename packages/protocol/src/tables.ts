/**
 * Tables as the HTTP API and the `state` messages describe them: the settings a table is created with
 * (zod strict schemas, shared by the server and the web client) and the public description of a table.
 */
import { z } from 'zod';
import { MODES, type BySeat, type DealRecord, type Mode, type Seat } from '@tenace/core';
import { MAX_NAME_CHARS } from './version.ts';
import { seatSchema } from './client.ts';
import { visibleText } from './text.ts';

export { MODES, type Mode };

/** A finished deal as the server keeps it and `GET /api/records` lists it (one hand record). */
export interface HandRecord {
  readonly id: number;
  readonly tableId: string;
  /** The deal's place in the table's history, from 0. */
  readonly index: number;
  readonly mode: Mode;
  /** The deal as the match record writes it, read by core's parseDealRecord wherever it arrives. */
  readonly record: DealRecord;
  /** ISO time. */
  readonly createdAt: string;
}

/**
 * A display name: 1–24 characters after trimming and NFC-normalising, with no control, invisible or bidi
 * character (text.ts); refused with `table/bad_name`. A name never marks a bot: seats say that by flags.
 */
export const nameSchema = visibleText('table/bad_name', 'a name', { min: 1, max: MAX_NAME_CHARS });

/** The longest table title, in characters. */
export const MAX_TITLE_CHARS = 60;

const roundingSchema = z.enum(['half-up', 'half-down']);
const rulesetSchema = z.enum(['modern', '1948']);

/** Minibridge rules (docs/RULES.md §2); each field optional, defaults from core. */
export const minibridgeRulesSchema = z.strictObject({
  /** Scoring values: the seed's, or the EBU's (+50 for a made part-score). */
  variant: z.enum(['seed', 'ebu']).optional(),
  /** At 20–20 HCP: redeal, or the dealer declares. */
  tie2020: z.enum(['redeal', 'dealerDeclares']).optional(),
  /** Match length in counted deals (1–1000). */
  deals: z.number().int().min(1).max(1000).optional(),
  /** Declared games made that end the match. */
  games: z.number().int().min(1).max(1000).optional(),
  firstDealer: seatSchema.optional(),
});

/** Rubber rules: ruleset, rounding of the settlement, honours, first dealer. */
export const rubberRulesSchema = z.strictObject({
  ruleset: rulesetSchema.optional(),
  rounding: roundingSchema.optional(),
  honours: z.boolean().optional(),
  firstDealer: seatSchema.optional(),
});

/** Chicago options (rules reference §7). */
export const chicagoRulesSchema = z.strictObject({
  firstDealer: seatSchema.optional(),
  /** Deals 2 and 3: the dealer's side vulnerable, or the other side. */
  vulnerability23: z.enum(['dealer', 'non-dealer']).optional(),
  scoring: z.enum(['carry-over', 'duplicate']).optional(),
  honours: z.boolean().optional(),
  /** A passed-out deal: redealt by the same dealer, or counted and the deal moves on. */
  passedOut: z.enum(['redeal', 'next']).optional(),
  ruleset: rulesetSchema.optional(),
  rounding: roundingSchema.optional(),
});

/** Duplicate at one table: boards firstBoard, firstBoard+1, … (dealer and vulnerability by number). */
export const duplicateRulesSchema = z.strictObject({
  boards: z.number().int().min(1).max(1000).optional(),
  firstBoard: z.number().int().min(1).max(10_000).optional(),
});

/** Bots: beginner (quick placeholder play) or normal (SAYC bidding; sampling and double-dummy card play). */
export const BOT_STRENGTHS = ['beginner', 'normal'] as const;
export type BotStrength = (typeof BOT_STRENGTHS)[number];

const common = {
  /** How the bots at the table play (default: the server's choice, normally "normal"). */
  bots: z.enum(BOT_STRENGTHS).optional(),
  /** A title shown in the lobby. */
  title: visibleText('table/bad_title', 'a title', { max: MAX_TITLE_CHARS }).optional(),
  /** "free": a player takes back their last card at once (practice); "consent": the other side must agree. */
  undo: z.enum(['free', 'consent']).optional(),
  /** Private tables are not listed; their seats are taken only through invite links. */
  private: z.boolean().optional(),
  /** Who may stop a rubber early: both sides (default) or the table's host (the creator's seat) alone. */
  stop: z.enum(['sides', 'host']).optional(),
  /** The creator's seat and name; without it the creator only watches (and bots fill every seat). */
  sit: z.strictObject({ seat: seatSchema, name: nameSchema }).optional(),
  /** A fixed deal seed: accepted only by servers started for tests and benchmarks. */
  seed: z.string().min(1).max(100).optional(),
};

/** POST /api/tables: the mode and its rules. */
export const createTableSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('minibridge'), rules: minibridgeRulesSchema.optional(), ...common }),
  z.strictObject({ mode: z.literal('rubber'), rules: rubberRulesSchema.optional(), ...common }),
  z.strictObject({ mode: z.literal('chicago'), rules: chicagoRulesSchema.optional(), ...common }),
  z.strictObject({ mode: z.literal('duplicate'), rules: duplicateRulesSchema.optional(), ...common }),
]);
export type CreateTable = z.infer<typeof createTableSchema>;

/** POST /api/tables/:id/seats/:seat and POST /api/invites/:code: the display name. */
export const takeSeatSchema = z.strictObject({ name: nameSchema });
/** POST /api/tables/:id/invites: the seat the link takes (the caller must hold a seat at the table). */
export const inviteSchema = z.strictObject({ seat: seatSchema });

/** One seat as everyone may see it. */
export interface SeatInfo {
  /** The display name of the person holding the seat, or null when no person holds it. */
  readonly name: string | null;
  /** Whether a person holds the seat (has its token). */
  readonly human: boolean;
  /** Whether that person has a live connection now. */
  readonly connected: boolean;
  /** Whether a bot plays the seat now: no person holds it, or the person has been away past the grace period. */
  readonly bot: boolean;
}

/** A table as the lobby and every `state` message describe it (no secrets). */
export interface TableInfo {
  readonly id: string;
  readonly mode: Mode;
  readonly title: string;
  /** The settings the table was created with (rules as given; defaults apply to the rest). */
  readonly rules: Readonly<Record<string, unknown>>;
  readonly undo: 'free' | 'consent';
  readonly private: boolean;
  readonly seats: BySeat<SeatInfo>;
  /** The game phase: minibridge 'contract' | 'play' | 'scored' | 'over'; bridge 'auction' | 'play' | 'scored' | 'over'. */
  readonly phase: string;
  /** How many game actions the table has accepted: the id of its current state. */
  readonly stateId: number;
  /** How many deals are finished (thrown-in minibridge deals included). */
  readonly dealsDone: number;
  /** Connections watching without a seat. */
  readonly spectators: number;
  /** ISO time of creation. */
  readonly createdAt: string;
}

/**
 * Why a claim was refused, for the claimer: `defence` — the answering side can take more tricks than the
 * claim leaves it (checked double dummy); `unchecked` — the answering bot could not check it (it accepts
 * only what it can); `person` — a person refused (people give no reason).
 */
export type ClaimRefusalReason = 'defence' | 'unchecked' | 'person';

/** The claim just refused, who refused it and why (sent until the next game action). */
export interface ClaimRefusal {
  readonly by: Seat;
  readonly claim: { readonly by: Seat; readonly tricks: number };
  readonly reason: ClaimRefusalReason;
}

/** A pending request to take back a card (core's type; tables with undo by consent). */
export type { UndoRequest } from '@tenace/core';
