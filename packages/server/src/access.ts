/**
 * Who may see a private table (issue 19 #4): its people — whoever holds or has held a seat there, shown
 * by their seat token — and, to watch, whoever has one of its open invite links. Everyone else is told
 * the table is private (`table/private`, 403): not its details, its analysis, its chat or its deals.
 * The token or invite travels as `Authorization: Bearer <token or invite code>`.
 */
import type { FastifyRequest } from 'fastify';
import type { WireError } from '@tenace/protocol';
import type { Table } from '@tenace/table';
import type { Lobby } from './lobby.ts';

/** The bearer secret of a request (a seat token or an invite code), or null. */
export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+([A-Za-z0-9_-]{1,64})$/.exec(h) : null;
  return m?.[1] ?? null;
}

/**
 * The seat tokens or invite codes a request shows to read private tables: `Authorization: Bearer a,b,…`
 * (a browser that sat at several tables shows each one's token; at most 100, each as `bearer` reads it).
 */
export function bearers(req: FastifyRequest): string[] {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+([A-Za-z0-9_,-]{1,6600})$/.exec(h) : null;
  if (m === null) return [];
  const list = m[1]!.split(',');
  return list.length <= 100 && list.every((t) => /^[A-Za-z0-9_-]{1,64}$/.test(t)) ? list : [];
}

const PRIVATE: WireError = {
  code: 'table/private',
  message:
    'this table is private: send a seat token of the table or one of its invite codes as "Authorization: Bearer <code>"',
};

/** Why the request may not see the table, or null (public tables are seen by all). */
export function privateRefusal(table: Table, req: FastifyRequest): WireError | null {
  if (!table.row.private) return null;
  if (bearers(req).some((secret) => table.hasSatHere(secret) || table.inviteOpen(secret))) return null;
  return PRIVATE;
}

/**
 * The private tables whose records the request may list: those its seat tokens sat at, whether the
 * tables are in memory or not (storage's index of who sat where).
 */
export function privateTablesOf(lobby: Lobby, req: FastifyRequest): Promise<string[]> {
  return lobby.tablesSatAt(bearers(req));
}
