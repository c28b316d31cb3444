/**
 * The real backend: the server's HTTP API (JSON, errors as `{"error":{code,message}}`) and one WebSocket
 * per table speaking @tenace/protocol (hello → welcome, then `state` after every change; `act` carries the
 * state id of the view it was made against). Reconnects with a growing delay when the socket drops.
 */
import { parseDealRecord, type Seat } from '@tenace/core';
import {
  isErrorCode,
  type ClientMessage,
  type CreateTable,
  type DealAnalysisAnswer,
  type Intent,
  type Mode,
  type TableInfo,
} from '@tenace/protocol';
import { fromAnswer } from './analysisAnswer.ts';
import { TableEvents } from './events.ts';
import {
  BackendError,
  type AnalysisRequest,
  type Backend,
  type DealAnalysis,
  type HandRecord,
  type LobbyPage,
  type SeatGrant,
  type TableConnection,
} from './types.ts';

/** The protocol version this client speaks (PROTOCOL_VERSION of @tenace/protocol; checked by a test). */
export const CLIENT_PROTOCOL_VERSION = 1;

async function call<T>(path: string, init?: { method?: string; body?: unknown; token?: string }): Promise<T> {
  const headers: Record<string, string> = {};
  if (init?.body !== undefined) headers['content-type'] = 'application/json';
  if (init?.token !== undefined) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(path, {
    method: init?.method ?? 'GET',
    headers,
    ...(init?.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    throw new BackendError('server/internal', `${path}: the server answered ${res.status} with no JSON`);
  }
  if (!res.ok) {
    const e = (json as { error?: { code?: string; message?: string } } | null)?.error;
    const code = isErrorCode(e?.code) ? e.code : 'server/internal';
    throw new BackendError(code, e?.message ?? `${path}: HTTP ${res.status}`);
  }
  return json as T;
}

function query(q: { table?: string; mode?: Mode }): string {
  const p = new URLSearchParams();
  if (q.table !== undefined) p.set('table', q.table);
  if (q.mode !== undefined) p.set('mode', q.mode);
  const s = p.toString();
  return s === '' ? '' : `?${s}`;
}

function socketUrl(base: string): string {
  const u = new URL(base, location.href);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  return u.toString();
}

export class ServerBackend implements Backend {
  readonly kind = 'server' as const;

  /**
   * `seatTokens`: the seat tokens this browser holds, by table (a private table's records and analysis are
   * shown only to those who sat there; the server checks each token).
   */
  constructor(
    private readonly wsPath = '/ws',
    private readonly seatTokens: () => ReadonlyMap<string, string> = () => new Map(),
  ) {}

  /** The tokens to show for a request about `table` (that table's), or about any table (all, at most 100). */
  private tokensFor(table?: string): { token?: string } {
    const all = this.seatTokens();
    const list =
      table === undefined ? [...all.values()].slice(0, 100) : [all.get(table)].filter((t) => t !== undefined);
    return list.length === 0 ? {} : { token: list.join(',') };
  }

  listTables(after?: string): Promise<LobbyPage> {
    const q = after === undefined ? '' : `?cursor=${encodeURIComponent(after)}`;
    return call<LobbyPage>(`/api/tables${q}`);
  }

  createTable(req: CreateTable): Promise<SeatGrant> {
    return call<SeatGrant>('/api/tables', { method: 'POST', body: req });
  }

  takeSeat(table: string, seat: Seat, name: string): Promise<SeatGrant> {
    return call<SeatGrant>(`/api/tables/${encodeURIComponent(table)}/seats/${seat}`, {
      method: 'POST',
      body: { name },
    });
  }

  invite(table: string, token: string, seat: Seat): Promise<{ code: string; path: string }> {
    return call(`/api/tables/${encodeURIComponent(table)}/invites`, {
      method: 'POST',
      body: { seat },
      token,
    });
  }

  async useInvite(code: string, name: string): Promise<SeatGrant> {
    // The invite answer names the table by id (the create and seat answers give its description).
    const r = await call<{ table: TableInfo | string; seat: Seat; token: string }>(
      `/api/invites/${encodeURIComponent(code)}`,
      {
        method: 'POST',
        body: { name },
      },
    );
    if (typeof r.table !== 'string') return r as SeatGrant;
    const info = await call<{ table: TableInfo }>(`/api/tables/${encodeURIComponent(r.table)}`);
    return { table: info.table, seat: r.seat, token: r.token };
  }

  async records(q: { table?: string; mode?: Mode }): Promise<readonly HandRecord[]> {
    const rows = (
      await call<{ records: (Omit<HandRecord, 'record'> & { record: unknown })[] }>(
        `/api/records${query(q)}`,
        this.tokensFor(q.table),
      )
    ).records;
    // The one read of the records that arrive: a record core cannot read is an error naming the row.
    return rows.map((r) => {
      const rec = parseDealRecord(r.mode, r.record);
      if (!rec.ok)
        throw new BackendError('server/internal', `hand record ${String(r.id)}: ${rec.error.message}`);
      return { ...r, record: rec.value };
    });
  }

  /** The server's analysis of the table's finished deal (it never analyses a deal in progress). */
  async analyse(req: AnalysisRequest): Promise<DealAnalysis> {
    const a = await call<DealAnalysisAnswer>(
      `/api/tables/${encodeURIComponent(req.table)}/deals/${req.index}/analysis`,
      this.tokensFor(req.table),
    );
    return fromAnswer(a);
  }

  async recordsPbn(q: { table?: string; mode?: Mode }): Promise<string> {
    const token = this.tokensFor(q.table).token;
    const res = await fetch(`/api/records.pbn${query(q)}`, {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new BackendError('server/internal', `records.pbn: HTTP ${res.status}`);
    return res.text();
  }

  connect(table: string, token: string | null): TableConnection {
    const events = new TableEvents();
    let ws: WebSocket | null = null;
    let closed = false;
    let delay = 500;
    const send = (m: ClientMessage): void => {
      if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(m));
    };
    const open = (): void => {
      // The table in the URL too (the hello names it): a load balancer can route every socket of a
      // table to one server process (deploy/nginx.conf).
      const sock = new WebSocket(socketUrl(`${this.wsPath}?table=${encodeURIComponent(table)}`));
      ws = sock;
      sock.onopen = () => {
        delay = 500;
        events.emit({ type: 'connection', up: true });
        send(
          token === null
            ? { t: 'hello', v: CLIENT_PROTOCOL_VERSION, table }
            : { t: 'hello', v: CLIENT_PROTOCOL_VERSION, table, token },
        );
      };
      sock.onmessage = (ev: MessageEvent<string>) => {
        events.frame(ev.data);
      };
      sock.onclose = () => {
        if (closed) return;
        events.emit({ type: 'connection', up: false });
        setTimeout(open, delay);
        delay = Math.min(delay * 2, 8000);
      };
    };
    open();
    return {
      act: (intent: Intent) => {
        send({ t: 'act', stateId: events.stateId, action: intent });
      },
      say: (text: string) => {
        send({ t: 'chat', text });
      },
      listen: (fn) => events.listen(fn),
      close: () => {
        closed = true;
        ws?.close();
      },
    };
  }
}
