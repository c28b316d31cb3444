/**
 * 20,000 hostile frames (scripts/hostileFrames.ts) from a seat and a spectator: each must be answered by
 * exactly one coded error, and the table's state id and log must not change.
 */
import type { Seat } from '@tenace/core';
import { ERROR_CODES } from '@tenace/protocol';
import type { TenaceServer } from '../../src/index.ts';
import { hostileFrames } from '../hostileFrames.ts';
import { api, ScriptClient } from '../wsClient.ts';

export async function malformedFrames(server: TenaceServer, base: string, n = 20_000) {
  // Duplicate board 1 with a person at every seat: nothing moves by itself; North is to call.
  const made = await api(base, 'POST', '/api/tables', {
    mode: 'duplicate',
    rules: { boards: 1 },
    private: false,
    sit: { seat: 'N', name: 'N' },
  });
  const id = (made.table as { id: string }).id;
  const tokens: Partial<Record<Seat, string>> = { N: made.token as string };
  for (const s of ['E', 'S', 'W'] as const)
    tokens[s] = (await api(base, 'POST', `/api/tables/${id}/seats/${s}`, { name: s })).token as string;
  const table = server.lobby.tables.get(id)!;
  const east = await ScriptClient.open(base, false);
  await east.join(id, tokens.E);
  const spectator = await ScriptClient.open(base, false);
  await spectator.join(id);
  const before = table.stateId;
  const known = new Set(Object.keys(ERROR_CODES));
  let answered = 0;
  let bad = 0;
  for (const c of [east, spectator])
    c.onMessage = (m) => {
      answered++;
      if (m.t !== 'error' || !known.has(m.code) || m.message.length === 0) bad++;
    };
  const batch = hostileFrames(n, 'attack', { table: id, stateId: before, legal: ['SA', 'HK', 'D2', 'C7'] });
  // In windows of 200 frames, each window answered in full before the next.
  for (let i = 0; i < batch.length; i += 200) {
    const want = Math.min(i + 200, batch.length);
    for (let j = i; j < want; j++) (j % 10 === 0 ? spectator : east).ws.send(batch[j]!);
    const end = Date.now() + 10_000;
    while (answered < want && Date.now() < end) await new Promise((r) => setTimeout(r, 2));
    if (answered < want) break;
  }
  east.close();
  spectator.close();
  return { sent: batch.length, answered, notCoded: bad, stateChanged: table.stateId !== before };
}
