/**
 * SIGKILLs with no acknowledged action lost: `tenace serve` (SQLite, or Postgres at DATABASE_URL) plays a
 * table of four people; at a random moment the process is killed with SIGKILL and started again. Every
 * state a client was sent (the server stores an action before it sends its state) must be there after the
 * restart, and the table must play on.
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SEATS, type Seat } from '@tenace/core';
import { simpleIntent } from '../../test/helpers.ts';
import { ROOMY_FLAGS, serveListening } from '../serveProcess.ts';
import { api, ScriptClient } from '../wsClient.ts';

export async function sigkills(dir: string, kills: number, postgres: boolean) {
  const children = new Set<ChildProcess>();
  const args = ['--port', '0', '--host', '127.0.0.1', '--allow-seed', '--grace', '600', '--bot-delay', '0'];
  const start = () =>
    serveListening(
      [...args, '--next-delay', '0', '--db', join(dir, 'kills.db'), ...ROOMY_FLAGS],
      children,
      postgres,
    );
  let { child, base } = await start();
  const made = await api(base, 'POST', '/api/tables', {
    mode: 'minibridge',
    rules: { deals: 1000 },
    private: false,
    sit: { seat: 'N', name: 'N' },
  });
  const id = (made.table as { id: string }).id;
  const tokens: Record<Seat, string> = { N: made.token as string, E: '', S: '', W: '' };
  for (const s of ['E', 'S', 'W'] as const)
    tokens[s] = (await api(base, 'POST', `/api/tables/${id}/seats/${s}`, { name: s })).token as string;
  let lost = 0;
  let acked = 0;
  const rounds: string[] = [];
  try {
    for (let k = 0; k < kills; k++) {
      const clients: ScriptClient[] = [];
      let seen = -1;
      for (const s of SEATS) {
        const c = await ScriptClient.open(base, false);
        c.onMessage = (m) => {
          if (m.t !== 'state') return;
          seen = Math.max(seen, m.stateId);
          const i = simpleIntent(m, s);
          if (i !== null && m.view.seat === s) c.send({ t: 'act', stateId: m.stateId, action: i });
        };
        await c.join(id, tokens[s]);
        clients.push(c);
      }
      await new Promise((r) => setTimeout(r, 100 + Math.floor(Math.random() * 400)));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      const ackedNow = seen;
      ({ child, base } = await start());
      const spec = await ScriptClient.open(base, false);
      const after = await spec.join(id);
      spec.close();
      for (const c of clients) c.ws.terminate();
      if (after.stateId < ackedNow) lost += ackedNow - after.stateId;
      acked = ackedNow;
      rounds.push(`${ackedNow}→${after.stateId}`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    for (const c of children) c.kill('SIGKILL');
  }
  return { storage: postgres ? 'postgres' : 'sqlite', kills, lastAcked: acked, lost, rounds };
}
