/**
 * HTTP requests that act on a table (watch it, take a seat, leave, invite, take an invite) are answered
 * by the process that plays the table: a process that does not is handed the answer of the owner, which
 * runs the same request through its own routes (Fastify's inject) with the client's address. A request
 * for a table whose owner is gone waits until the table can be restored somewhere (at most `waitMs`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ownership } from './ownership.ts';
import { originOf, type RelayMessage, type RelaySender } from './relayWire.ts';

/** The routes that act on the table their `:id` names. */
const TABLE_ROUTES: ReadonlySet<string> = new Set([
  '/api/tables/:id',
  '/api/tables/:id/seats/:seat',
  '/api/tables/:id/leave',
  '/api/tables/:id/invites',
]);
const INVITE_ROUTE = '/api/invites/:code';
/**
 * Set on a request the owner runs for another process, with a secret of the owner's own (a client that
 * sends the header does not pass for relayed).
 */
const RELAYED = 'x-tenace-relayed';
const ANSWER_MS = 10_000;
const RETRY_MS = 200;

interface RelayedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string | null;
  readonly ip: string;
}

/** The owner's answer; status 0: it does not take requests now (draining), route again. */
interface RelayedAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

export interface HttpRelayDeps {
  readonly ownership: Ownership;
  /** The table an invite code was made at (by its hash, in storage), or null. */
  readonly inviteTable: (code: string) => Promise<string | null>;
  readonly draining: () => boolean;
  readonly waitMs: number;
}

export class HttpRelay {
  private n = 0;
  private readonly secret = randomBytes(18).toString('base64url');
  private readonly waiting = new Map<string, (a: RelayedAnswer | null) => void>();
  bus!: RelaySender;

  constructor(
    private readonly app: FastifyInstance,
    private readonly deps: HttpRelayDeps,
  ) {}

  /** Adds the hook that hands table requests to their owner. */
  register(): void {
    this.app.addHook('preHandler', async (req, reply) => {
      if (this.relayedHere(req)) return;
      const table = await this.tableOf(req);
      if (table === null) return;
      const deadline = Date.now() + this.deps.waitMs;
      for (;;) {
        const c = await this.deps.ownership.claim(table);
        if (c.kind !== 'elsewhere') return;
        const a = await this.ask(c.owner, req);
        if (a !== null && a.status !== 0) return reply.code(a.status).headers(a.headers).send(a.body);
        if (Date.now() > deadline)
          return reply.code(503).send({
            error: { code: 'server/storage', message: `table ${table} is moving between servers: try again` },
          });
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    });
  }

  /** Whether this process runs the request for another (its origin counted it against the limits). */
  relayedHere(req: FastifyRequest): boolean {
    return req.headers[RELAYED] === this.secret;
  }

  private async tableOf(req: FastifyRequest): Promise<string | null> {
    const route = req.routeOptions.url ?? '';
    const params = req.params as Record<string, string | undefined>;
    if (TABLE_ROUTES.has(route)) return params.id ?? null;
    if (route === INVITE_ROUTE && params.code !== undefined) return this.deps.inviteTable(params.code);
    return null;
  }

  /** The owner's answer to the request, or null when it is gone or did not answer in time. */
  private async ask(owner: string, req: FastifyRequest): Promise<RelayedAnswer | null> {
    const id = `${this.deps.ownership.me}/${String(++this.n)}`;
    const headers: Record<string, string> = {};
    for (const h of ['authorization', 'content-type']) {
      const v = req.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    const r: RelayedRequest = {
      method: req.method,
      url: req.url,
      headers,
      body: req.body === undefined ? null : JSON.stringify(req.body),
      ip: req.ip,
    };
    const answer = new Promise<RelayedAnswer | null>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(null);
      }, ANSWER_MS);
      this.waiting.set(id, (a) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(a);
      });
    });
    if (!(await this.bus.sendNow(owner, 'h', id, JSON.stringify(r)))) this.waiting.get(id)?.(null);
    return answer;
  }

  received(m: RelayMessage): void {
    if (m.kind === 'r') this.waiting.get(m.id)?.(JSON.parse(m.body) as RelayedAnswer);
    else if (m.kind === 'h') void this.answer(m);
  }

  /** Answers a request relayed here by running it through this process's routes. */
  private async answer(m: RelayMessage): Promise<void> {
    const origin = originOf(m.id);
    const r = JSON.parse(m.body) as RelayedRequest;
    let a: RelayedAnswer = { status: 0, headers: {}, body: '' };
    if (!this.deps.draining()) {
      const res = await this.app.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: { ...r.headers, [RELAYED]: this.secret },
        remoteAddress: r.ip,
        ...(r.body === null ? {} : { payload: r.body }),
      });
      const headers: Record<string, string> = {};
      for (const h of ['content-type', 'retry-after']) {
        const v = res.headers[h];
        if (typeof v === 'string') headers[h] = v;
      }
      a = { status: res.statusCode, headers, body: res.body };
    }
    this.bus.send(origin, 'r', m.id, JSON.stringify(a));
  }
}
