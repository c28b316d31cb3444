/**
 * The wire protocol's version. A client says which version it speaks in its `hello`; the server refuses
 * any other with `proto/version`. Raise it whenever a message changes shape in a way old clients would
 * misread.
 */
export const PROTOCOL_VERSION = 1;

/** The largest frame the server reads, in characters; longer ones are refused with `proto/too_large`. */
export const MAX_FRAME_CHARS = 4096;

/** The longest chat message, in characters (after trimming). */
export const MAX_CHAT_CHARS = 200;

/** The longest display name, in characters (after trimming). */
export const MAX_NAME_CHARS = 24;
