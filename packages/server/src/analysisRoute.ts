/**
 * GET /api/tables/:id/deals/:index/analysis → DealAnalysisAnswer: the double-dummy analysis of the table's
 * finished deal `index` (from 0). Errors as `{"error":{code,message}}`: 404 no such table, 400 a bad index,
 * 409 the deal is not finished (never analysed while in progress), 503 the solver could not answer.
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorCode, WireError } from '@tenace/protocol';
import { privateRefusal } from './access.ts';
import { DealAnalyser, type AnalyserOptions } from './analysis.ts';
import type { Lobby } from './lobby.ts';

const STATUS: Partial<Record<ErrorCode, number>> = {
  'table/not_found': 404,
  'proto/bad_message': 400,
  'deal/not_finished': 409,
  'deal/analysis_failed': 503,
};

/** Registers the route; the analyser (and its solver threads) stops when the server closes. */
export function registerAnalysis(
  app: FastifyInstance,
  lobby: Lobby,
  options: AnalyserOptions = {},
): DealAnalyser {
  const analyser = new DealAnalyser(lobby, options);
  app.addHook('onClose', async () => {
    await analyser.close();
  });
  app.get<{ Params: { id: string; index: string } }>(
    '/api/tables/:id/deals/:index/analysis',
    async (req, reply) => {
      const raw = req.params.index;
      const index = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
      if (Number.isNaN(index)) {
        const error: WireError = {
          code: 'proto/bad_message',
          message: `the deal index must be a whole number from 0, got "${raw}"`,
        };
        return reply.code(400).send({ error });
      }
      // The table as it is, or as storage has it when it left memory (a private one stays private).
      const table = await lobby.open(req.params.id);
      if (!table.ok) return reply.code(STATUS[table.error.code] ?? 400).send({ error: table.error });
      const refused = privateRefusal(table.value, req);
      if (refused !== null) return reply.code(403).send({ error: refused });
      const r = await analyser.analyse(req.params.id, index);
      if (!r.ok) return reply.code(STATUS[r.error.code] ?? 400).send({ error: r.error });
      return r.value;
    },
  );
  return analyser;
}
