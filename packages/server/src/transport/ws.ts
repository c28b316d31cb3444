/**
 * The WebSocket transport: one Session per socket at GET /ws (text frames of the protocol), within the
 * server's limits (limits.ts): sockets per client, frames per socket, actions, chat and undo per client,
 * spectators per table; a socket that has not joined a table in time is closed, and one that stops
 * answering the liveness pings is cut. With several processes, a socket whose table another process
 * plays is relayed there from its hello on (`SocketRoutes`, cluster/socketRelay.ts).
 */
import type { FastifyInstance } from 'fastify';
import { errorFrame, type ClientMessage, type WireError } from '@tenace/protocol';
import { Session, type SessionLimits } from '@tenace/table';
import type { Lobby } from '../lobby.ts';
import { TokenBucket, type ClientLimits, type RateKind } from '../limits.ts';
import { Liveness } from './liveness.ts';

/** The rate a message counts against, if any. */
function rateOf(msg: ClientMessage): RateKind | null {
  if (msg.t === 'chat') return 'chat';
  if (msg.t !== 'act') return null;
  return msg.action.type === 'undo' ? 'undo' : 'actions';
}

/** Closes the socket once its last frames are sent (an error answer before a refusal's close). */
/** The part of a socket a refusal uses. */
interface Closable {
  send(data: string, done: () => void): void;
  close(code: number, reason: string): void;
}

function refuseSocket(socket: Closable, error: WireError): void {
  socket.send(errorFrame(error), () => {
    socket.close(1008, error.code);
  });
}

/**
 * The frame rate of one socket: a refusal for a frame past it, or null; a socket that goes on flooding
 * (five seconds' worth of frames refused in a row) is cut.
 */
export function frameGate(clients: ClientLimits, cut: () => void): () => WireError | null {
  const limits = clients.limits;
  let over = 0;
  const frames = new TokenBucket(2 * limits.framesPerSecond, limits.framesPerSecond / 1000, Date.now());
  return () => {
    if (frames.take(Date.now()) === 0) {
      over = 0;
      return null;
    }
    if (++over > 5 * limits.framesPerSecond) cut();
    return { code: 'limit/rate', message: `at most ${limits.framesPerSecond} frames a second` };
  };
}

/** A client's limits on messages (actions, chat, undo) and a table's on spectators. */
export function messageLimits(clients: ClientLimits, client: string): SessionLimits {
  return {
    message: (msg) => {
      const kind = rateOf(msg);
      return kind === null ? null : (clients.take(kind, client)?.error ?? null);
    },
    spectatorsPerTable: clients.limits.spectatorsPerTable,
  };
}

/** Where a socket's frames go: its own session, or (several processes) the process that plays its table. */
export interface FrameSink {
  receive(frame: string): void;
  end(): void;
  /** Whether the socket has joined a table. */
  readonly joined: boolean;
}

/** The socket as a relay sees it. */
export interface RelayedSocket {
  send(frame: string): void;
  /** Closes with a code (1012: the client reconnects). */
  close(code: number, reason: string): void;
  terminate(): void;
}

/** Routes sockets whose table another process plays (cluster/socketRelay.ts). */
export interface SocketRoutes {
  sink(socket: RelayedSocket, local: Session, gate: () => WireError | null, client: string): FrameSink;
}

export function registerWebSocket(
  app: FastifyInstance,
  lobby: Lobby,
  clients: ClientLimits,
  routes?: SocketRoutes,
): void {
  const limits = clients.limits;
  // Every socket answers a ping each interval (one timer for them all: liveness.ts).
  const liveness = new Liveness(limits.idleTimeoutMs);
  app.addHook('onClose', () => {
    liveness.stop();
  });
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
    wsHandler: (socket, req) => {
      const client = req.ip;
      const full = clients.openSocket(client);
      if (full !== null) {
        refuseSocket(socket, full);
        return;
      }
      const gate = frameGate(clients, () => {
        socket.terminate();
      });
      const session = new Session(
        lobby,
        {
          send: (frame) => {
            if (socket.readyState === socket.OPEN) socket.send(frame);
          },
          // A revoked connection (its seat is no longer its token's) is cut at once: a graceful close
          // would leave the socket delivering frames until the client answers it.
          close: (reason) => {
            // 1012 (service restart): the client reconnects, to this server once it is back or to another.
            if (reason === 'shutdown') socket.close(1012, 'the server is restarting');
            else socket.terminate();
          },
        },
        { frame: gate, ...messageLimits(clients, client) },
      );
      const sink: FrameSink =
        routes === undefined
          ? session
          : routes.sink(
              {
                send: (frame) => {
                  if (socket.readyState === socket.OPEN) socket.send(frame);
                },
                close: (code, reason) => {
                  socket.close(code, reason);
                },
                terminate: () => {
                  socket.terminate();
                },
              },
              session,
              gate,
              client,
            );
      // A socket must join a table in time, and answer each liveness ping before the next one.
      const hello = setTimeout(() => {
        if (!sink.joined)
          refuseSocket(socket, {
            code: 'proto/not_joined',
            message: `no hello within ${limits.helloTimeoutMs / 1000} s`,
          });
      }, limits.helloTimeoutMs);
      liveness.watch(socket);
      socket.on('pong', () => {
        liveness.alive(socket);
      });
      let released = false;
      const end = (): void => {
        clearTimeout(hello);
        liveness.forget(socket);
        if (!released) clients.releaseSocket(client);
        released = true;
        sink.end();
      };
      socket.on('message', (data, isBinary) => {
        liveness.alive(socket);
        if (isBinary) {
          sink.receive('\u0000binary');
          return;
        }
        const text = Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data as ArrayBuffer).toString('utf8');
        sink.receive(text);
      });
      socket.on('close', end);
      socket.on('error', end);
      // Several processes: the client's sockets at the others count too (asked once it is open here).
      void clients.socketsRefusal(client).then((over) => {
        if (over !== null && !released) refuseSocket(socket, over);
      });
    },
  });
}
