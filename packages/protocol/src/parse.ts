/** The one entry point for reading client frames: text in, a typed ClientMessage or a coded error out. */
import { err, ok, type Result } from '@tenace/core';
import type { z } from 'zod';
import { clientMessageSchema, type ClientMessage } from './client.ts';
import type { ErrorCode, WireError } from './errors.ts';
import type { ServerMessage } from './server.ts';
import { issueCode } from './text.ts';
import { MAX_FRAME_CHARS } from './version.ts';

/** Names what was wrong: up to three issues, each with its path ("action.card: …"). */
export function describeIssues(error: z.ZodError): string {
  const parts = error.issues.slice(0, 3).map((i) => {
    const path = i.path.map(String).join('.');
    return path === '' ? i.message : `${path}: ${i.message}`;
  });
  return parts.join('; ');
}

function fail(code: ErrorCode, message: string): { ok: false; error: WireError } {
  return err(code, message);
}

/** Parses one client frame (JSON text). Unknown keys, wrong types and unknown `t` values are refused. */
export function parseClientMessage(frame: string): Result<ClientMessage, WireError> {
  if (frame.length > MAX_FRAME_CHARS)
    return fail('proto/too_large', `a frame has at most ${MAX_FRAME_CHARS} characters, got ${frame.length}`);
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return fail('proto/bad_json', 'the frame is not valid JSON');
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success)
    return fail(issueCode(parsed.error, 'proto/bad_message'), describeIssues(parsed.error));
  return ok(parsed.data);
}

/** The `t` of a frame when it has one (for `ref` in error replies), else undefined. */
export function frameTag(frame: string): string | undefined {
  const m = /"t"\s*:\s*"([a-zA-Z]{1,20})"/.exec(frame.slice(0, 200));
  return m?.[1];
}

const SERVER_FIELDS: Readonly<Record<ServerMessage['t'], readonly string[]>> = {
  welcome: ['v', 'table', 'seat'],
  state: ['table', 'stateId', 'view', 'info', 'undo'],
  chat: ['table', 'seat', 'name', 'text', 'at'],
  error: ['code', 'message'],
  pong: [],
};

/**
 * The one parse of server frames on the client side: JSON with a known `t` and every field that message
 * must carry, else a coded error naming what is missing (the peer is the server, so deeper shapes are
 * trusted: they come from core's views).
 */
export function parseServerMessage(frame: string): Result<ServerMessage, WireError> {
  let v: unknown;
  try {
    v = JSON.parse(frame);
  } catch {
    return fail('proto/bad_json', 'the server frame is not valid JSON');
  }
  if (typeof v !== 'object' || v === null) return fail('proto/bad_message', 'a server frame is an object');
  const t = (v as { t?: unknown }).t;
  if (typeof t !== 'string' || !Object.hasOwn(SERVER_FIELDS, t))
    return fail('proto/bad_message', `unknown server message ${JSON.stringify(t)}`);
  const missing = SERVER_FIELDS[t as ServerMessage['t']].filter((k) => !(k in v));
  if (missing.length > 0) return fail('proto/bad_message', `${t}: missing ${missing.join(', ')}`);
  return ok(v as ServerMessage);
}

/** Reads a server frame (parseServerMessage), or null when it is not one. */
export function readServerMessage(frame: string): ServerMessage | null {
  const r = parseServerMessage(frame);
  return r.ok ? r.value : null;
}
