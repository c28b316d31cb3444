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

export async function buildServer(options: ServerOptions): Promise<TenaceServer> {
  const lobby = new Lobby(options);
  await lobby.start();
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
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
  return {
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
}
