/**
 * The HTTP API (JSON; errors as `{"error":{"code","message"}}` with a fitting status):
 *
 *   GET  /api/health                       {ok, protocol}
 *   GET  /api/tables?limit&cursor|offset   {tables: TableInfo[], next}      joinable public tables, newest first
 *   POST /api/tables          CreateTable  {table, seat, token}             201; token only when `sit` is given
 *   GET  /api/tables/:id                   {table, stateId, view}           watch: the spectators' view
 *        (a private table: only with a seat token or invite code of it as the Bearer; else 403 table/private)
 *   POST /api/tables/:id/seats/:seat {name} {table, seat, token}            take a seat no person holds
 *   POST /api/tables/:id/leave             {seat}                           Authorization: Bearer <token>
 *   POST /api/tables/:id/invites {seat}    {code, path}                     Bearer token of a seat there
 *   POST /api/invites/:code {name}         {table, seat, token}             take the invited seat
 *   GET  /api/records?table&mode&limit&offset  {records: HandRecord[]}      finished deals (a private
 *        table's only with a Bearer seat token that sat there)
 *   GET  /api/records.pbn?table&mode       PBN text of those deals
 *   GET  /api/stats                        {tables, connections, memory}
 *   GET  /api/tables/:id/deals/:index/analysis  DealAnalysisAnswer         finished deals only (analysisRoute.ts)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { makePbn, matchRecordToPbn, SEATS, type PbnGame } from '@tenace/core';
import {
  createTableSchema,
  describeIssues,
  inviteSchema,
  issueCode,
  MODES,
  PROTOCOL_VERSION,
  seatSchema,
  takeSeatSchema,
  type ErrorCode,
  type Mode,
  type WireError,
} from '@tenace/protocol';
import type { z } from 'zod';
import { bearer, privateRefusal, privateTablesOf } from './access.ts';
import { registerAnalysis } from './analysisRoute.ts';
import { creatorOf, type ClientLimits, type RateKind, type RateRefusal } from './limits.ts';
import type { Lobby } from './lobby.ts';
import { encodeCursor, lobbyQuery, type LobbyParams } from './lobbyQuery.ts';
import type { HandRecordRow } from '@tenace/table';

const STATUS: Partial<Record<ErrorCode, number>> = {
  'table/not_found': 404,
  'table/seat_taken': 409,
  'table/bad_invite': 403,
  'auth/bad_token': 401,
  'server/storage': 503,
  'proto/too_large': 413,
  'table/private': 403,
  'limit/rate': 429,
  'limit/tables': 429,
};

function send(reply: FastifyReply, error: WireError): FastifyReply {
  return reply.code(STATUS[error.code] ?? 400).send({ error });
}

function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { ok: true; value: z.infer<S> } | { ok: false; error: WireError } {
  const r = schema.safeParse(body ?? {});
  return r.success
    ? { ok: true, value: r.data }
    : {
        ok: false,
        error: { code: issueCode(r.error, 'proto/bad_message'), message: describeIssues(r.error) },
      };
}

/** A query parameter as Fastify reads it: a repeated one is a list. */
type QueryValue = string | string[] | undefined;

interface RecordQuery {
  table?: QueryValue;
  mode?: QueryValue;
  limit?: QueryValue;
  offset?: QueryValue;
}

/** A table id as the server makes them (ids.ts), with room to spare; nothing else names a table. */
const TABLE_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** The largest offset into the hand records (any database's integers hold it). */
const MAX_OFFSET = 1_000_000_000;

/** A whole number written in digits only (no sign, exponent, fraction or spaces) within [min, max]. */
function wholeNumber(v: string, min: number, max: number): number | null {
  if (!/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
}

function recordQuery(
  q: RecordQuery,
):
  | { ok: true; value: { table?: string; mode?: Mode; limit: number; offset: number } }
  | { ok: false; error: WireError } {
  const bad = (message: string) => ({
    ok: false as const,
    error: { code: 'proto/bad_message' as const, message },
  });
  for (const [key, v] of Object.entries(q) as [string, QueryValue][])
    if (Array.isArray(v)) return bad(`${key} is given ${v.length} times; give it once`);
  const { table, mode, limit: l, offset: o } = q as Record<keyof RecordQuery, string | undefined>;
  const limit = l === undefined ? 100 : wholeNumber(l, 1, 1000);
  const offset = o === undefined ? 0 : wholeNumber(o, 0, MAX_OFFSET);
  if (limit === null) return bad('limit must be a whole number from 1 to 1000, in digits');
  if (offset === null) return bad(`offset must be a whole number from 0 to ${MAX_OFFSET}, in digits`);
  if (mode !== undefined && !(MODES as readonly string[]).includes(mode))
    return bad(`mode must be one of ${MODES.join(', ')}`);
  if (table !== undefined && !TABLE_ID.test(table))
    return bad('table must be a table id (1 to 32 letters, digits, "-" or "_")');
  return {
    ok: true,
    value: {
      ...(table === undefined ? {} : { table }),
      ...(mode === undefined ? {} : { mode: mode as Mode }),
      limit,
      offset,
    },
  };
}

/**
 * A Content-Disposition header for a download named `name` (RFC 6266): an ASCII fallback `filename` with
 * every character outside letters, digits, ".", "-" and "_" replaced, and the exact name as `filename*`
 * (RFC 8187 UTF-8 percent-encoding), so that no name can end the quoted string or add a parameter.
 */
export function attachment(name: string): string {
  const fallback = name.replace(/[^A-Za-z0-9._-]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/** PBN games for hand records, grouped by table (the seed only for finished matches). */
export async function recordsToPbn(lobby: Lobby, rows: readonly HandRecordRow[]): Promise<string> {
  const games: PbnGame[] = [];
  const tables = new Map<string, Awaited<ReturnType<Lobby['snapshot']>>>();
  for (const r of rows) {
    if (!tables.has(r.tableId)) tables.set(r.tableId, await lobby.snapshot(r.tableId));
    const t = tables.get(r.tableId) ?? undefined;
    const seed = t !== undefined && t.state.phase === 'over' ? t.row.seed : undefined;
    // The players are the table's people now (a seat no person holds is "Bot"); the date is the deal's.
    const players =
      t === undefined
        ? undefined
        : Object.fromEntries(
            SEATS.map((s) => [s, t.seats[s].tokenHash === null ? 'Bot' : (t.seats[s].name ?? s)]),
          );
    const file = matchRecordToPbn(
      { mode: r.mode, ...(seed === undefined ? {} : { seed }), deals: [r.record] },
      {
        event: t?.row.title ?? 'Tenace',
        site: 'Tenace',
        date: r.createdAt,
        ...(players === undefined ? {} : { players }),
      },
    );
    if (!file.ok) continue;
    for (const g of file.value.games) games.push(g);
  }
  return makePbn(games);
}

/** A rate refusal: 429 with Retry-After in whole seconds. */
function tooMany(reply: FastifyReply, refused: RateRefusal): FastifyReply {
  return send(reply.header('retry-after', String(Math.ceil(refused.retryAfterMs / 1000))), refused.error);
}

export function registerHttp(
  app: FastifyInstance,
  lobby: Lobby,
  limits: ClientLimits,
  /** Whether a request was relayed here by another process of a cluster (which counted it already). */
  relayed: (req: FastifyRequest) => boolean = () => false,
): void {
  /**
   * A route option that takes one of the client's `kind` before the body is read: a flood is refused
   * for the price of a lookup, not a parse.
   */
  const rate = (kind: RateKind) => ({
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      if (relayed(req)) return;
      const refused = await limits.takeShared(kind, req.ip);
      if (refused !== null) await tooMany(reply, refused);
    },
  });
  registerAnalysis(app, lobby);
  app.get('/api/health', () => ({ ok: true, protocol: PROTOCOL_VERSION }));

  app.get('/api/stats', () => {
    let connections = 0;
    for (const t of lobby.tables.values()) connections += t.connectionCount;
    const m = process.memoryUsage();
    return { tables: lobby.tables.size, connections, memory: { rss: m.rss, heapUsed: m.heapUsed } };
  });

  app.get<{ Querystring: LobbyParams }>('/api/tables', async (req, reply) => {
    const q = lobbyQuery(req.query);
    if (!q.ok) return send(reply, q.error);
    const page = await lobby.page(q.value);
    return { tables: page.tables, next: page.next === null ? null : encodeCursor(page.next) };
  });

  app.post('/api/tables', rate('tables'), async (req, reply) => {
    const body = parseBody(createTableSchema, req.body);
    if (!body.ok) return send(reply, body.error);
    const creator = creatorOf(req.ip);
    const many = limits.tableRefusal(await lobby.storage.liveTablesOf(creator));
    if (many !== null) return send(reply, many);
    // A table its creator sits at is private unless asked otherwise (a quick game with bots is nobody
    // else's); friends come through invite links. A table only watched is public.
    const made = await lobby.create(
      { ...body.value, private: body.value.private ?? body.value.sit !== undefined },
      creator,
    );
    if (!made.ok) return send(reply, made.error);
    return reply.code(201).send(made.value);
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id', async (req, reply) => {
    const t = await lobby.open(req.params.id);
    if (!t.ok) return send(reply, t.error);
    const refused = privateRefusal(t.value, req);
    if (refused !== null) return send(reply, refused);
    return { table: t.value.info(), stateId: t.value.stateId, view: t.value.viewOf(null) };
  });

  app.post<{ Params: { id: string; seat: string } }>(
    '/api/tables/:id/seats/:seat',
    rate('seats'),
    async (req, reply) => {
      const seat = seatSchema.safeParse(req.params.seat);
      if (!seat.success)
        return send(reply, { code: 'proto/bad_message', message: 'seat must be N, E, S or W' });
      const body = parseBody(takeSeatSchema, req.body);
      if (!body.ok) return send(reply, body.error);
      const took = await lobby.takeSeat(req.params.id, seat.data, body.value.name);
      if (!took.ok) return send(reply, took.error);
      return {
        table: lobby.get(req.params.id).ok ? lobby.tables.get(req.params.id)!.info() : null,
        seat: seat.data,
        token: took.value,
      };
    },
  );

  app.post<{ Params: { id: string } }>('/api/tables/:id/leave', async (req, reply) => {
    const t = await lobby.open(req.params.id);
    if (!t.ok) return send(reply, t.error);
    const token = bearer(req);
    if (token === null)
      return send(reply, {
        code: 'auth/bad_token',
        message: 'send the seat token as "Authorization: Bearer <token>"',
      });
    const left = await t.value.leave(token);
    if (!left.ok) return send(reply, left.error);
    return { seat: left.value };
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/invites', rate('seats'), async (req, reply) => {
    const t = await lobby.open(req.params.id);
    if (!t.ok) return send(reply, t.error);
    const body = parseBody(inviteSchema, req.body);
    if (!body.ok) return send(reply, body.error);
    const token = bearer(req);
    if (token === null)
      return send(reply, {
        code: 'auth/bad_token',
        message: 'send the seat token as "Authorization: Bearer <token>"',
      });
    const made = await t.value.invite(token, body.value.seat);
    if (!made.ok) return send(reply, made.error);
    return reply.code(201).send({ code: made.value, path: `/join/${made.value}` });
  });

  app.post<{ Params: { code: string } }>('/api/invites/:code', rate('seats'), async (req, reply) => {
    const body = parseBody(takeSeatSchema, req.body);
    if (!body.ok) return send(reply, body.error);
    const took = await lobby.useInvite(req.params.code, body.value.name);
    if (!took.ok) return send(reply, took.error);
    // The table's description with the seat: the new seat's person may not read a private table otherwise.
    const t = lobby.tables.get(took.value.table);
    return { ...took.value, table: t === undefined ? took.value.table : t.info() };
  });

  /**
   * The records query with private tables hidden but those the asker sat at; refused (`table/private`)
   * for a private table named that is not theirs, whether it is in memory or not.
   */
  const visibleQuery = async (req: FastifyRequest<{ Querystring: RecordQuery }>) => {
    const q = recordQuery(req.query);
    if (!q.ok) return q;
    // In memory or not: a private table that left memory refuses strangers as it did before.
    const named = q.value.table === undefined ? null : await lobby.snapshot(q.value.table);
    const refused = named === null ? null : privateRefusal(named, req);
    if (refused !== null) return { ok: false as const, error: refused };
    return { ok: true as const, value: { ...q.value, hidePrivateExcept: await privateTablesOf(lobby, req) } };
  };

  app.get<{ Querystring: RecordQuery }>('/api/records', async (req, reply) => {
    const q = await visibleQuery(req);
    if (!q.ok) return send(reply, q.error);
    return { records: await lobby.storage.listHandRecords(q.value) };
  });

  app.get<{ Querystring: RecordQuery }>('/api/records.pbn', async (req, reply) => {
    const q = await visibleQuery(req);
    if (!q.ok) return send(reply, q.error);
    const rows = await lobby.storage.listHandRecords(q.value);
    return reply
      .type('application/x-pbn; charset=utf-8')
      .header('content-disposition', attachment(`${q.value.table ?? 'tenace'}.pbn`))
      .send(await recordsToPbn(lobby, rows));
  });
}
