/**
 * What a client sends (ClientMessage, tagged by `t`), as zod strict schemas: an unknown key anywhere is
 * refused. Cards, calls and seats use the text forms of @tenace/core ("SA", "1NT", "N").
 *
 * A connection first says `hello` (once), naming the table and, to play, its seat token; without a token
 * it watches as a spectator. Then a seat sends `act` (every action names the state id of the view it was
 * made against), `chat` and `ping`.
 */
import { z } from 'zod';
import type { Intent as CoreIntent } from '@tenace/core';
import { visibleText } from './text.ts';
import { MAX_CHAT_CHARS } from './version.ts';

export const seatSchema = z.enum(['N', 'E', 'S', 'W']);
export const strainSchema = z.enum(['C', 'D', 'H', 'S', 'NT']);
/** A card as "SA", "HT", "C2". */
export const cardSchema = z
  .string()
  .regex(/^[SHDC][2-9TJQKA]$/, 'a card is a suit letter and a rank, like "SA" or "HT"');
/** A call as "P", "X", "XX" or "1C" … "7NT". */
export const callSchema = z
  .string()
  .regex(/^(P|X|XX|[1-7](C|D|H|S|NT))$/, 'a call is "P", "X", "XX" or a bid like "1NT"');
/** A state id: how many game actions the table has accepted when the view was made. */
export const stateIdSchema = z.number().int().min(0).max(1_000_000);
/** Table ids and seat tokens are short URL-safe strings. */
export const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'an id is 1–64 letters, digits, "_" or "-"');

/** What a seat wants to do; the server adds the seat from the token. */
export const intentSchema = z.discriminatedUnion('type', [
  /** Minibridge declarer: the strain and part-score (game false) or game. */
  z.strictObject({ type: z.literal('contract'), strain: strainSchema, game: z.boolean() }),
  /** Contract bridge: a call. */
  z.strictObject({ type: z.literal('call'), call: callSchema }),
  /** A card from one's hand, or declarer's from dummy. */
  z.strictObject({ type: z.literal('card'), card: cardSchema }),
  /** Claim `tricks` of the tricks left for one's side (0 concedes them all). */
  z.strictObject({ type: z.literal('claim'), tricks: z.number().int().min(0).max(13) }),
  /** An opponent of the claimer accepts or rejects the pending claim. */
  z.strictObject({ type: z.literal('claimAnswer'), accept: z.boolean() }),
  /** Take back one's last card: at once at practice tables, else a request the other side answers. */
  z.strictObject({ type: z.literal('undo') }),
  /** The other side answers a pending undo request. */
  z.strictObject({ type: z.literal('undoAnswer'), accept: z.boolean() }),
  /** Start the next deal once the current one is scored. */
  z.strictObject({ type: z.literal('next') }),
  /** Rubber: stop the rubber between deals (scored as unfinished). */
  z.strictObject({ type: z.literal('stop') }),
  /** A seated person starts a match that waits for invited people: bots take the seats still empty. */
  z.strictObject({ type: z.literal('start') }),
]);

export const clientMessageSchema = z.discriminatedUnion('t', [
  /**
   * Join a table: with a seat token to play that seat, without one to watch. `v` is PROTOCOL_VERSION. A
   * private table is watched only with a seat token or an invite code of that table (`invite`).
   */
  z.strictObject({
    t: z.literal('hello'),
    v: z.number().int(),
    table: idSchema,
    token: idSchema.optional(),
    invite: idSchema.optional(),
  }),
  /** An action by the connection's seat, made against the view with this state id. */
  z.strictObject({ t: z.literal('act'), stateId: stateIdSchema, action: intentSchema }),
  /** A short chat message to the table. */
  z.strictObject({
    t: z.literal('chat'),
    text: visibleText('chat/bad_text', 'a chat message', { max: MAX_CHAT_CHARS }),
  }),
  /** Keep-alive; answered by `pong` with the same `n`. */
  z.strictObject({ t: z.literal('ping'), n: z.number().int().optional() }),
]);

export type Intent = z.infer<typeof intentSchema>;
// The schema and core's Intent describe the same values (checked both ways at compile time).
const _intentMatches: [Intent extends CoreIntent ? true : false, CoreIntent extends Intent ? true : false] = [
  true,
  true,
];
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type HelloMessage = Extract<ClientMessage, { t: 'hello' }>;
export type ActMessage = Extract<ClientMessage, { t: 'act' }>;
