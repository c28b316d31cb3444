/** The one entry point for reading client frames: text in, a typed ClientMessage or a coded error out. */
import { err, ok, type Result } from '@tenace/core';
import type { z } from 'zod';
import { clientMessageSchema, type ClientMessage } from './client.ts';
import type { ErrorCode, WireError } from './errors.ts';
import type { ServerMessage } from './server.ts';
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
  if (!parsed.success) return fail('proto/bad_message', describeIssues(parsed.error));
  return ok(parsed.data);
}

/** The `t` of a frame when it has one (for `ref` in error replies), else undefined. */
export function frameTag(frame: string): string | undefined {
  const m = /"t"\s*:\s*"([a-zA-Z]{1,20})"/.exec(frame.slice(0, 200));
  return m?.[1];
}

/** Reads a server frame on the client side (trusted peer): JSON with a string `t`, else null. */
export function readServerMessage(frame: string): ServerMessage | null {
  try {
    const v: unknown = JSON.parse(frame);
    return typeof v === 'object' && v !== null && typeof (v as { t?: unknown }).t === 'string'
      ? (v as ServerMessage)
      : null;
  } catch {
    return null;
  }
}
