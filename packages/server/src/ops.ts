/**
 * Operations endpoints, for load balancers and monitoring (answered at once, also while the server
 * starts or drains):
 *
 *   GET /health   200 {ok: true}                 the process answers
 *   GET /ready    200 {ready: true}              it takes requests; 503 {ready: false, reason} while
 *                                                starting or draining
 *   GET /metrics  Prometheus text (metrics.ts)
 */
import type { FastifyInstance } from 'fastify';
import type { Lobby } from './lobby.ts';
import type { Gauges, Metrics } from './metrics.ts';

export const OPS_PATHS: ReadonlySet<string> = new Set(['/health', '/ready', '/metrics']);

export interface OpsState {
  readonly started: () => boolean;
  readonly draining: () => boolean;
  /** Several processes: this one's share (metrics). */
  readonly cluster?: () => NonNullable<Gauges['cluster']>;
}

export function registerOps(app: FastifyInstance, lobby: Lobby, metrics: Metrics, state: OpsState): void {
  app.get('/health', () => ({ ok: true }));
  app.get('/ready', (_req, reply) => {
    if (state.draining()) return reply.code(503).send({ ready: false, reason: 'draining' });
    if (!state.started()) return reply.code(503).send({ ready: false, reason: 'starting' });
    return { ready: true };
  });
  app.get('/metrics', (_req, reply) =>
    reply.type('text/plain; version=0.0.4; charset=utf-8').send(
      metrics.render({
        liveTables: lobby.tables.size,
        sockets: app.websocketServer.clients.size,
        botQueue: lobby.botPool.waiting,
        botRunning: lobby.botPool.running,
        evicted: lobby.moves.evicted,
        restored: lobby.moves.restored,
        ...(state.cluster === undefined ? {} : { cluster: state.cluster() }),
      }),
    ),
  );
}
