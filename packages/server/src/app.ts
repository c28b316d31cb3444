/** Builds the server: Fastify with the HTTP API, the WebSocket transport and the web client's files. */
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { MAX_FRAME_CHARS, type ErrorCode, type WireError } from '@tenace/protocol';
import { Session } from '@tenace/table';
import { ClusterNode, type ClusterOptions } from './cluster/node.ts';
import { NODE_ENV } from './env.ts';
import { registerHttp } from './http.ts';
import { ClientLimits, DEFAULT_LIMITS, type ServerLimits } from './limits.ts';
import { Lobby, type LobbyOptions } from './lobby.ts';
import { Metrics } from './metrics.ts';
import { OPS_PATHS, registerOps } from './ops.ts';
import { registerStatic } from './static.ts';
import { messageLimits, registerWebSocket } from './transport/ws.ts';

export interface ServerOptions extends LobbyOptions {
  /** The built web client to serve, if any. */
  readonly webDist?: string | null;
  /**
   * Structured logs (pino, Fastify's logger; JSON lines, table lines carry `table`): false (none, the
   * default), true (info to stdout), or a level and where to write. Requests are logged at debug.
   */
  readonly logger?: boolean | { readonly level?: string; readonly stream?: { write(line: string): void } };
  /** The server's limits (limits.ts; each one not given keeps its default). */
  readonly limits?: Partial<ServerLimits>;
  /** Whether a client is the first X-Forwarded-For address (behind a reverse proxy), else the peer's. */
  readonly trustProxy?: boolean;
  /**
   * Several processes behind one URL (`--redis`): tables owned by leases in this Redis, sockets and
   * table requests relayed to their table's process. Needs Postgres storage without the writer lock.
   */
  readonly cluster?: ClusterOptions;
}

/** The WebSocket close code that tells clients the server is restarting: reconnect (RFC 6455 §7.4). */
export const RECONNECT_CLOSE_CODE = 1012;

export interface TenaceServer {
  readonly app: FastifyInstance;
  readonly lobby: Lobby;
  /** The per-client limits in force. */
  readonly limits: ClientLimits;
  readonly metrics: Metrics;
  /** This process in its cluster (null: a single process). */
  readonly cluster: ClusterNode | null;
  /** Listens; returns the base URL (http://host:port). */
  listen(port: number, host: string): Promise<string>;
  /**
   * SIGTERM: stops taking tables and requests (/ready answers 503), stores every event already queued,
   * closes every socket with RECONNECT_CLOSE_CODE, then closes storage and the port. Same as close.
   */
  drain(): Promise<void>;
  close(): Promise<void>;
}

function wireError(code: ErrorCode, message: string): { error: WireError } {
  return { error: { code, message } };
}

/** The coded error of a framework error's HTTP status. */
function frameworkCode(status: number): ErrorCode {
  if (status === 400) return 'proto/bad_json';
  if (status === 413 || status === 414 || status === 431) return 'proto/too_large';
  if (status === 415) return 'proto/bad_message';
  return status < 500 ? 'proto/bad_request' : 'server/internal';
}

/** What the HTTP parser refused (Node's clientError), answered as a coded error before the socket closes. */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, text, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'the request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'the request was not received in time']
        : [400, 'Bad Request', `the request is not valid HTTP (${error.code ?? 'parse error'})`];
  const body = JSON.stringify(
    wireError(status === 400 ? 'proto/bad_request' : frameworkCode(status), message),
  );
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Builds the server and restores its tables (tests and embedders; `startServer` listens first). */
export async function buildServer(options: ServerOptions): Promise<TenaceServer> {
  const built = await assemble(options);
  await built.start();
  return built.server;
}

/**
 * Starts a server for real: binds the port first (a port in use fails here, before the database is
 * locked, a table restored or a bot started), then takes the storage (its writer lock: a database another
 * server writes is refused) and restores the tables; requests that arrive meanwhile wait for that. On any
 * failure everything opened is closed and the error is thrown.
 */
export async function startServer(
  options: ServerOptions,
  port: number,
  host: string,
): Promise<{ server: TenaceServer; url: string }> {
  const built = await assemble(options);
  try {
    const url = await built.server.listen(port, host);
    await built.start();
    return { server: built.server, url };
  } catch (error) {
    await built.server.close().catch(() => undefined);
    throw error;
  }
}

/** The server with its lobby not yet started: every request waits until `start` has restored the tables. */
async function assemble(
  options: ServerOptions,
): Promise<{ server: TenaceServer; start: () => Promise<void> }> {
  const logger = options.logger ?? false;
  const level = logger === true ? 'info' : logger === false ? 'silent' : (logger.level ?? 'info');
  let started = false;
  let draining = false;
  const limits = new ClientLimits({ ...DEFAULT_LIMITS, ...(options.limits ?? {}) });
  const timeout = limits.limits.requestTimeoutMs;
  const app = Fastify({
    logger:
      logger === false
        ? false
        : { level, ...(logger !== true && logger.stream !== undefined ? { stream: logger.stream } : {}) },
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(level) }),
    bodyLimit: 64 * 1024,
    trustProxy: options.trustProxy ?? false,
    // A request (headers and body) must arrive within the request timeout, checked every second; an idle
    // keep-alive connection is closed after the same time (at most 5 s).
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: timeout,
          headersTimeout: timeout,
          keepAliveTimeout: Math.min(timeout, 5000),
          connectionsCheckingInterval: Math.min(timeout, 1000),
        },
        handler,
      ),
    // Errors met before a route is found (a malformed URL, a path parameter too long) and those of the
    // HTTP parser (a header block too large, bytes that are not HTTP) answer in the documented shape.
    frameworkErrors: (error, _req, reply) => {
      const long = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const answer = long
        ? wireError('proto/too_large', 'a path parameter is longer than 100 characters')
        : wireError('proto/bad_request', error.message);
      void (reply as FastifyReply).code(long ? 414 : 400).send(answer);
    },
    clientErrorHandler: answerClientError,
  });
  const metrics = new Metrics();
  const cluster =
    options.cluster === undefined ? null : await ClusterNode.connect(options.cluster, options.storage);
  const lobby = new Lobby({
    ...options,
    ...(cluster === null ? {} : { storage: cluster.storage, ownership: cluster.ownership }),
    monitor: {
      acted: (by, ms) => {
        metrics.acted(by, ms);
      },
      log: (lvl, table, message, fields) => {
        app.log[lvl]({ table, ...fields }, message);
      },
    },
  });
  let starting: Promise<void> | null = null;
  const start = (): Promise<void> => {
    starting ??= (async () => {
      await lobby.start();
      await cluster?.start();
    })().then(() => {
      started = true;
      app.log.info({ live: lobby.tables.size }, 'lobby started');
    });
    return starting;
  };
  app.addHook('onRequest', async (req, reply) => {
    if (OPS_PATHS.has(req.url.split('?')[0]!)) return;
    if (draining)
      return reply
        .code(503)
        .header('connection', 'close')
        .send(wireError('server/storage', 'the server is stopping: try again in a moment'));
    if (!started) await start();
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, _req, reply) => {
    const status = error.statusCode ?? 500;
    return reply.code(status).send(wireError(frameworkCode(status), error.message));
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_CHARS * 4 } });
  registerOps(app, lobby, metrics, {
    started: () => started,
    draining: () => draining,
    ...(cluster === null ? {} : { cluster: () => cluster.gauges() }),
  });
  if (cluster !== null) {
    limits.shared = cluster.sharedRate;
    limits.presence = cluster.presence;
    cluster.presence.socketsHere = (client) => limits.socketsOf(client);
    cluster.presence.clientsHere = () => limits.socketClients();
  }
  registerHttp(app, lobby, limits, (req) => cluster?.relayedRequest(req) ?? false);
  if (cluster !== null) cluster.ownership.onLost = (id) => lobby.forget(id);
  const routes =
    cluster?.attach({
      app,
      session: (conn, client) => new Session(lobby, conn, messageLimits(limits, client)),
      open: (id) => lobby.open(id),
      draining: () => draining,
      // A table no socket reaches here goes to the process its sockets reach.
      handOver: async (id) => (lobby.tables.get(id)?.connectionCount ?? 0) === 0 && lobby.letGo(id),
      inviteTable: (code) => lobby.storage.inviteTable(NODE_ENV.hash(code)),
    }) ?? undefined;
  registerWebSocket(app, lobby, limits, routes);
  registerStatic(app, options.webDist ?? null);
  let closing: Promise<void> | null = null;
  const drain = (): Promise<void> =>
    (closing ??= (async () => {
      draining = true;
      app.log.info({ live: lobby.tables.size }, 'draining: no new tables or requests');
      await lobby.stopTaking();
      // Every table's queued events are stored; its sockets close with the reconnect hint.
      await lobby.close();
      // The leases are handed over once every table is stored and closed.
      await cluster?.close();
      for (const ws of app.websocketServer.clients)
        ws.close(RECONNECT_CLOSE_CODE, 'the server is restarting');
      await app.close();
      metrics.close();
    })());
  const server: TenaceServer = {
    app,
    lobby,
    limits,
    metrics,
    cluster,
    async listen(port, host) {
      await app.listen({ port, host });
      const addr = app.server.address();
      const p = typeof addr === 'object' && addr !== null ? addr.port : port;
      return `http://${host.includes(':') ? `[${host}]` : host}:${p}`;
    },
    drain,
    close: drain,
  };
  return { server, start };
}
