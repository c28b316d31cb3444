/**
 * The abuse scenarios of issue 19 #5 against a server with its default limits (behind a trusted proxy, so
 * that each attacker and the victim are clients of their own): floods of table creations, spectator
 * sockets, invites, chat, undo and frames. Meanwhile a victim table of four people plays on; each of its
 * actions is timed until its state arrives (action → broadcast), and its frames are counted.
 */
import { SEATS, type Seat } from '@tenace/core';
import { simpleIntent } from '../../test/helpers.ts';
import { ScriptClient } from '../wsClient.ts';

const from = (addr: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': addr });

async function post(base: string, path: string, body: unknown, addr: string, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...from(addr), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A table with people from `addr` at `seats` (bots at the others); returns its id and seat tokens. */
async function peopleAt(base: string, addr: string, undo: 'free' | 'consent', seats: readonly Seat[]) {
  const req = {
    mode: 'minibridge',
    rules: { deals: 1000 },
    undo,
    private: false,
    sit: { seat: 'N', name: 'N' },
  };
  const made = await post(base, '/api/tables', req, addr);
  const id = (made.json.table as { id: string }).id;
  const tokens: Record<Seat, string> = { N: made.json.token as string, E: '', S: '', W: '' };
  for (const s of seats.filter((x) => x !== 'N'))
    tokens[s] = (await post(base, `/api/tables/${id}/seats/${s}`, { name: s }, addr)).json.token as string;
  return { id, tokens };
}

/** The server's own event-loop delay since the previous scrape (ms): p99 and the worst. */
async function loopDelay(base: string): Promise<string> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const q = (k: string) =>
    1000 *
    Number(new RegExp(`^tenace_event_loop_delay_seconds\\{quantile="${k}"\\} (\\S+)$`, 'm').exec(text)?.[1]);
  return `the server's event loop ran late by p99 ${q('0.99').toFixed(0)} ms, at worst ${q('1').toFixed(0)} ms`;
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

/**
 * The victims: `count` tables of four people (each table a client of its own), four sockets each playing
 * as fast as the table answers; latencies of action → own state. Several tables, so that the p99 is a
 * percentile of some hundreds of actions rather than the slowest of a few dozen.
 */
async function victim(base: string, phase: () => string, count = 4) {
  const byPhase = new Map<string, number[]>();
  let frames = 0;
  let stop = false;
  const clients: ScriptClient[] = [];
  const ids: string[] = [];
  for (let k = 0; k < count; k++) {
    const addr = `10.0.0.${k + 1}`;
    const { id, tokens } = await peopleAt(base, addr, 'consent', SEATS);
    ids.push(id);
    for (const s of SEATS) await victimSeat(addr, id, s, tokens[s]);
  }
  async function victimSeat(addr: string, id: string, s: Seat, token: string) {
    const c = await ScriptClient.open(base, false, { 'x-forwarded-for': addr });
    let sentAt: { stateId: number; at: number } | null = null;
    c.onMessage = (m, at) => {
      frames++;
      if (m.t !== 'state') return;
      if (sentAt !== null && m.stateId > sentAt.stateId) {
        const list = byPhase.get(phase()) ?? [];
        list.push(at - sentAt.at);
        byPhase.set(phase(), list);
        sentAt = null;
      }
      const i = simpleIntent(m, s);
      if (stop || i === null || m.view.seat !== s) return;
      // Paced like a person who plays quickly (within the action rate): one action each 150 ms at most.
      setTimeout(() => {
        sentAt = { stateId: m.stateId, at: performance.now() };
        c.send({ t: 'act', stateId: m.stateId, action: i });
      }, 150);
    };
    await c.join(id, token);
    clients.push(c);
  }
  return {
    id: ids[0]!,
    stop: () => {
      stop = true;
      for (const c of clients) c.close();
      const all = (keep: (p: string) => boolean) =>
        [...byPhase].filter(([p]) => keep(p)).flatMap(([, xs]) => xs);
      const attacked = all((p) => p !== 'warm-up' && p !== 'baseline');
      const alone = all((p) => p === 'baseline');
      const worst = [...byPhase].map(([k, xs]) => `${k} ${Math.max(...xs).toFixed(0)}`).join(', ');
      return {
        actions: attacked.length,
        p50: pct(attacked, 50),
        p99: pct(attacked, 99),
        baseline: { actions: alone.length, p50: pct(alone, 50), p99: pct(alone, 99) },
        frames,
        byPhase: worst,
      };
    },
  };
}

/** The abuse against the server at `base` (another process: the attackers' own work is not its load). */
export async function abuse(base: string, seconds = 8) {
  let phase = 'warm-up';
  const v = await victim(base, () => phase);
  // The victim plays alone first: a second to warm the server up, then the baseline of this same run.
  await new Promise((r) => setTimeout(r, 1000));
  phase = 'baseline';
  await new Promise((r) => setTimeout(r, seconds * 500));
  const out: Record<string, unknown> = {};
  // Each scrape of /metrics starts a new window of the server's event-loop delay: this one opens the abuse's.
  await loopDelay(base);
  const t0 = performance.now();
  phase = 'tables';
  // 2,000 table creations from one client.
  let tables = 0;
  for (let i = 0; i < 2000; i += 50) {
    const r = await Promise.all(
      Array.from({ length: 50 }, () => post(base, '/api/tables', { mode: 'minibridge' }, '10.6.6.1')),
    );
    tables += r.filter((x) => x.status === 201).length;
  }
  out.tablesCreated = `${tables} of 2000`;
  phase = 'spectators';
  // 2,000 spectator sockets at the victim's table, from 20 addresses.
  let watching = 0;
  let refused = 0;
  const spectators: ScriptClient[] = [];
  for (let a = 0; a < 20; a++)
    for (let i = 0; i < 100; i++) {
      const c = await ScriptClient.open(base, false, { 'x-forwarded-for': `10.7.7.${a}` }).catch(() => null);
      if (c === null) {
        refused++;
        continue;
      }
      spectators.push(c);
      c.send({ t: 'hello', v: 1, table: v.id });
    }
  await new Promise((r) => setTimeout(r, 300));
  const info = (await (await fetch(`${base}/api/tables/${v.id}`)).json()) as {
    table: { spectators: number };
  };
  watching = info.table.spectators;
  out.spectators = `${watching} watching of 2000 sockets (${refused} refused at connect)`;
  for (const c of spectators) c.ws.terminate();
  phase = 'invites';
  // 1,000 invites, 500 chat lines, an undo flood at a free-undo table and 20,000 frames, from one client.
  // North alone at a free-undo table: invites for the empty seats, chat, undo after every card, frames.
  const own = await peopleAt(base, '10.6.6.2', 'free', ['N']);
  let invites = 0;
  for (let i = 0; i < 1000; i += 50) {
    const r = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(base, `/api/tables/${own.id}/invites`, { seat: 'S' }, '10.6.6.2', own.tokens.N),
      ),
    );
    invites += r.filter((x) => x.status === 201).length;
  }
  out.invites = `${invites} of 1000`;
  const flooder = await ScriptClient.open(base, false, { 'x-forwarded-for': '10.6.6.2' });
  let chats = 0;
  let last = 0;
  flooder.onMessage = (m) => {
    if (m.t === 'chat') chats++;
    if (m.t !== 'state') return;
    last = m.stateId;
    // North plays its card at once (and undoes it, below): what a free-undo flood does.
    const i = simpleIntent(m, 'N');
    if (i !== null && i.type === 'card') flooder.send({ t: 'act', stateId: m.stateId, action: i });
  };
  await flooder.join(own.id, own.tokens.N);
  phase = 'chat';
  for (let i = 0; i < 500; i++) flooder.send({ t: 'chat', text: `spam ${i}` });
  phase = 'undo';
  await new Promise((r) => setTimeout(r, 200));
  const stateBefore = last;
  const undoEnd = Date.now() + seconds * 500;
  while (Date.now() < undoEnd) {
    for (let i = 0; i < 5; i++) flooder.send({ t: 'act', stateId: last, action: { type: 'undo' } });
    await new Promise((r) => setTimeout(r, 10));
  }
  const undoStates = last - stateBefore;
  phase = 'frames';
  for (let i = 0; i < 20_000; i++) flooder.ws.send('{"t":"ping"}');
  await new Promise((r) => setTimeout(r, 500));
  out.chatAccepted = `${chats} of 500`;
  out.undoFlood = `${(undoStates / (seconds / 2)).toFixed(1)} log entries a second at the free-undo table (${undoStates} in ${seconds / 2} s)`;
  flooder.close();
  phase = 'after';
  await new Promise((r) => setTimeout(r, Math.max(0, seconds * 1500 - (performance.now() - t0))));
  out.serverLoop = await loopDelay(base);
  out.victim = v.stop();
  return out;
}
