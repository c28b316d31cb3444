/**
 * The lobby's paging parameters (`GET /api/tables?limit&cursor|offset`) and its cursors: a cursor is the
 * last listed table's creation time and id, base64url-encoded JSON, opaque to clients.
 */
import type { WireError } from '@tenace/protocol';
import type { LobbyCursor, LobbyQuery } from '@tenace/table';

export const LOBBY_PAGE_DEFAULT = 50;
export const LOBBY_PAGE_MAX = 100;
/** The deepest offset the lobby pages to (further pages are reached with the cursor). */
export const LOBBY_OFFSET_MAX = 10_000;
const CURSOR_MAX_CHARS = 200;

type QueryValue = string | string[] | undefined;

export interface LobbyParams {
  limit?: QueryValue;
  offset?: QueryValue;
  cursor?: QueryValue;
}

export function encodeCursor(c: LobbyCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id]), 'utf8').toString('base64url');
}

function decodeCursor(text: string): LobbyCursor | null {
  if (text.length > CURSOR_MAX_CHARS || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const v = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(v) || v.length !== 2) return null;
    const [createdAt, id] = v as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string') return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

function whole(v: string, min: number, max: number): number | null {
  if (!/^\d{1,6}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
}

/** The lobby query of the request's parameters, or a coded error naming the parameter that is wrong. */
export function lobbyQuery(
  q: LobbyParams,
): { ok: true; value: LobbyQuery } | { ok: false; error: WireError } {
  const bad = (message: string) => ({
    ok: false as const,
    error: { code: 'proto/bad_message' as const, message },
  });
  for (const key of Object.keys(q))
    if (!['limit', 'offset', 'cursor'].includes(key))
      return bad(`${key} is not a lobby parameter (limit, offset, cursor)`);
  for (const [key, v] of Object.entries(q) as [string, QueryValue][])
    if (Array.isArray(v)) return bad(`${key} is given ${v.length} times; give it once`);
  const { limit: l, offset: o, cursor: c } = q as Record<keyof LobbyParams, string | undefined>;
  const limit = l === undefined ? LOBBY_PAGE_DEFAULT : whole(l, 1, LOBBY_PAGE_MAX);
  if (limit === null) return bad(`limit must be a whole number from 1 to ${LOBBY_PAGE_MAX}, in digits`);
  if (o !== undefined && c !== undefined) return bad('give either cursor or offset, not both');
  const offset = o === undefined ? 0 : whole(o, 0, LOBBY_OFFSET_MAX);
  if (offset === null)
    return bad(`offset must be a whole number from 0 to ${LOBBY_OFFSET_MAX}, in digits (use cursor beyond)`);
  const after = c === undefined ? undefined : decodeCursor(c);
  if (after === null) return bad('cursor is not one this server gave (take it from the previous page)');
  return { ok: true, value: { limit, offset, ...(after === undefined ? {} : { after }) } };
}
