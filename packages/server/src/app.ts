/** Builds the server: Fastify with the HTTP API, the WebSocket transport and the web client's files. */
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_FRAME_CHARS } from '@tenace/protocol';
import { registerHttp } from './http.ts';
import { Lobby, type LobbyOptions } from './lobby.ts';
import { registerStatic } from './static.ts';
import { registerWebSocket } from './transport/ws.ts';

export interface ServerOptions extends LobbyOptions {
  /** The built web client to serve, if any. */
  readonly webDist?: string | null;
  /** Fastify request logging. */
  readonly logger?: boolean;
}

export interface TenaceServer {
  readonly app: FastifyInstance;
  readonly lobby: Lobby;
  /** Listens; returns the base URL (http://host:port). */
  listen(port: number, host: string): Promise<string>;
  close(): Promise<void>;
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
  const lobby = new Lobby(options);
  let started = false;
  let starting: Promise<void> | null = null;
  const start = (): Promise<void> => {
    starting ??= lobby.start().then(() => {
      started = true;
    });
    return starting;
  };
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
  app.addHook('onRequest', async () => {
    if (!started) await start();
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, _req, reply) => {
    const status = error.statusCode ?? 500;
    const code = status === 400 ? 'proto/bad_json' : status < 500 ? 'proto/bad_message' : 'server/internal';
    return reply.code(status).send({ error: { code, message: error.message } });
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_CHARS * 4 } });
  registerHttp(app, lobby);
  registerWebSocket(app, lobby);
  registerStatic(app, options.webDist ?? null);
  let closed = false;
  const server: TenaceServer = {
    app,
    lobby,
    async listen(port, host) {
      await app.listen({ port, host });
      const addr = app.server.address();
      const p = typeof addr === 'object' && addr !== null ? addr.port : port;
      return `http://${host.includes(':') ? `[${host}]` : host}:${p}`;
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await lobby.close();
    },
  };
  return { server, start };
}
