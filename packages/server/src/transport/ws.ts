/** The WebSocket transport: one Session per socket at GET /ws (text frames of the protocol). */
import type { FastifyInstance } from 'fastify';
import type { Lobby } from '../lobby.ts';
import { Session } from '@tenace/table';

export function registerWebSocket(app: FastifyInstance, lobby: Lobby): void {
  app.route({
    method: 'GET',
    url: '/ws',
    // A plain request (no WebSocket upgrade) is told what the endpoint is.
    handler: (_req, reply) =>
      reply
        .code(426)
        .header('upgrade', 'websocket')
        .send({
          error: {
            code: 'proto/bad_request',
            message: 'GET /ws is the WebSocket endpoint: open it with an "Upgrade: websocket" request',
          },
        }),
    wsHandler: (socket) => {
      const session = new Session(lobby, {
        send: (frame) => {
          if (socket.readyState === socket.OPEN) socket.send(frame);
        },
        // A revoked connection (its seat is no longer its token's) is cut at once: a graceful close would
        // leave the socket delivering frames until the client answers it.
        close: (reason) => {
          // 1012 (service restart): the client reconnects, to this server once it is back or to another.
          if (reason === 'shutdown') socket.close(1012, 'the server is restarting');
          else socket.terminate();
        },
      });
      socket.on('message', (data, isBinary) => {
        if (isBinary) {
          session.receive('\u0000binary');
          return;
        }
        const text = Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data as ArrayBuffer).toString('utf8');
        session.receive(text);
      });
      socket.on('close', () => {
        session.end();
      });
      socket.on('error', () => {
        session.end();
      });
    },
  });
}
