import type { RuleError, RuleErrorCode } from '@tenace/core';

/**
 * The coded errors of the protocol and the server, by area. A code never changes meaning; new ones are
 * added. Every `error` message carries one of these and a sentence naming what was wrong.
 */
export const ERROR_CODES = {
  /** The frame is not JSON. */
  'proto/bad_json': 'the frame is not valid JSON',
  /** The JSON is not a known message, has a wrong field or an unknown key (the message names the path). */
  'proto/bad_message': 'the message does not match the protocol',
  /** The hello names a protocol version this server does not speak. */
  'proto/version': 'unsupported protocol version',
  /** The frame is longer than MAX_FRAME_CHARS. */
  'proto/too_large': 'the frame is too large',
  /**
   * An HTTP request the server cannot read: a malformed URL or percent-encoding, a path parameter, header
   * block or query parameter out of bounds, or a plain request to the WebSocket endpoint.
   */
  'proto/bad_request': 'the HTTP request is not valid',
  /** A message other than hello before the hello, or a second hello. */
  'proto/not_joined': 'send hello first (once per connection)',
  /** The seat token is unknown at this table, revoked, or belongs to another table. */
  'auth/bad_token': 'the seat token is not valid at this table',
  /** An action or chat from a spectator (a connection without a seat token). */
  'auth/spectator': 'spectators cannot act or chat',
  /** No table with this id. */
  'table/not_found': 'no such table',
  /** The seat is held by another person. */
  'table/seat_taken': 'the seat is taken',
  /** The table settings are not valid (the message names the field). */
  'table/bad_rules': 'the table settings are not valid',
  /** The invite code is unknown or already used. */
  'table/bad_invite': 'the invite is not valid',
  /** The display name is empty, too long or holds a control, invisible or bidi character. */
  'table/bad_name': 'the display name is not valid',
  /** The table title is too long or holds a control, invisible or bidi character. */
  'table/bad_title': 'the table title is not valid',
  /** The action was made against an older state: the client must act on the latest view. */
  'action/stale_state': 'the action was made against an old state',
  /** The seat is not the one to act now. */
  'action/not_your_turn': 'it is not your turn',
  /** A card the seat does not hold, or one that does not follow suit. */
  'action/illegal_card': 'that card cannot be played',
  /** A call that is not legal now (insufficient, a double or redouble not allowed, after the auction). */
  'action/illegal_call': 'that call is not legal',
  /** The current phase does not take this action. */
  'action/wrong_phase': 'that action is not taken in this phase',
  /** The table's rules or the mode do not allow this action. */
  'action/not_allowed': 'that action is not allowed',
  /** A claim for an impossible number of tricks. */
  'action/bad_claim': 'that claim is not possible',
  /** An action while a claim waits for an answer. */
  'action/claim_pending': 'a claim is waiting for an answer',
  /** An undo request while another waits, or an answer when none waits or not yours to give. */
  'action/undo': 'the undo request cannot be made or answered now',
  /** An empty or too long chat message, or one holding a control, invisible or bidi character. */
  'chat/bad_text': 'the chat message is not valid',
  'chat/rate_limited': 'too many chat messages',
  /** No finished deal with that index at the table (a deal in progress is never analysed). */
  'deal/not_finished': 'the deal is not finished',
  /** The double-dummy analysis could not be made (the solver failed or the record is not readable). */
  'deal/analysis_failed': 'the analysis could not be made',
  /** The server could not store the action; nothing changed. */
  'server/storage': 'the action could not be stored',
  /** A fault inside the server (a bug); nothing changed. */
  'server/internal': 'the server failed to handle the message',
  /** A private table watched or described without a seat token or an invite of that table. */
  'table/private': 'the table is private',
  /** Too many requests or frames of one kind from one client in a short time (HTTP 429). */
  'limit/rate': 'too many requests: slow down',
  /** The client already has as many open tables as one client may create. */
  'limit/tables': 'too many open tables from this client',
  /** The client already has as many connections open as one client may. */
  'limit/sockets': 'too many connections from this client',
  /** The table already has as many spectators as it takes. */
  'limit/spectators': 'the table has as many spectators as it takes',
  /** An action of another game mode than the table's. */
  'action/wrong_mode': "that action is not of this table's game",
  /** An action that is malformed or names an impossible value. */
  'action/bad_action': 'that action is not valid',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(x: unknown): x is ErrorCode {
  return typeof x === 'string' && Object.hasOwn(ERROR_CODES, x);
}

/** A coded error as it travels (inside `{t:'error'}` messages and HTTP error bodies). */
export interface WireError {
  readonly code: ErrorCode;
  readonly message: string;
  /** The rules' own code when the error came from the game (e.g. `play/must_follow`). */
  readonly detail?: string;
}

/**
 * The wire code of every rule code of core, exhaustively: a new rule code fails to compile until it is
 * mapped here. Card errors become `action/illegal_card`, call errors `action/illegal_call`, and so on.
 */
const RULE_TO_WIRE: Readonly<Record<RuleErrorCode, ErrorCode>> = {
  'deal/bad_card': 'action/bad_action',
  'deal/duplicate_card': 'action/bad_action',
  'deal/hand_size': 'action/bad_action',
  'deal/incomplete': 'action/bad_action',
  'deal/bad_pbn': 'action/bad_action',
  'call/bad_text': 'action/illegal_call',
  'call/insufficient': 'action/illegal_call',
  'call/double_not_allowed': 'action/illegal_call',
  'call/redouble_not_allowed': 'action/illegal_call',
  'call/auction_over': 'action/illegal_call',
  'contract/bad_text': 'action/bad_action',
  'play/finished': 'action/wrong_phase',
  'play/not_held': 'action/illegal_card',
  'play/must_follow': 'action/illegal_card',
  'play/claim_pending': 'action/claim_pending',
  'play/no_claim': 'action/not_allowed',
  'play/bad_claim': 'action/bad_claim',
  'play/not_opponent': 'action/not_allowed',
  'play/claim_limit': 'action/not_allowed',
  'play/nothing_to_undo': 'action/not_allowed',
  'action/not_your_turn': 'action/not_your_turn',
  'action/wrong_phase': 'action/wrong_phase',
  'action/wrong_mode': 'action/wrong_mode',
  'action/bad_action': 'action/bad_action',
  'action/not_allowed': 'action/not_allowed',
  'action/undo': 'action/undo',
  'score/bad_tricks': 'table/bad_rules',
  'score/bad_value': 'table/bad_rules',
  'score/rubber_over': 'action/wrong_phase',
  'pbn/syntax': 'server/internal',
  'pbn/bad_value': 'server/internal',
  'pbn/bad_auction': 'server/internal',
  'pbn/bad_play': 'server/internal',
  'pbn/inherited_tag': 'server/internal',
  'pbn/no_auction': 'server/internal',
  'pbn/auction_mismatch': 'server/internal',
  'lin/syntax': 'server/internal',
  'lin/bad_value': 'server/internal',
  'match/bad_record': 'server/internal',
};

/** The protocol code for an error of the rules (core); the rules' code is kept as `detail`. */
export function fromRuleError(e: RuleError): WireError {
  const code = RULE_TO_WIRE[e.code];
  return code === e.code ? { code, message: e.message } : { code, message: e.message, detail: e.code };
}
