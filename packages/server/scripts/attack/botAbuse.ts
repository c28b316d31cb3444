/**
 * Issue 19 #5's bot abuse: all-bot tables with normal bots must not starve another table's bots (one
 * shared bot thread). A victim minibridge table — one person, normal bots — plays alone first (the
 * baseline of this same run), then while 20 all-bot tables of normal bots, made by two clients up to
 * their table caps, play on the same server. Each bot move at the victim's table is timed from the state
 * that asks for it to the state that shows it.
 */
import { simpleIntent } from '../../test/helpers.ts';
import { ScriptClient } from '../wsClient.ts';

const headers = (addr: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': addr });

async function create(base: string, body: unknown, addr: string) {
  const res = await fetch(`${base}/api/tables`, {
    method: 'POST',
    headers: headers(addr),
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor(s.length / 2)]!;
}

export interface BotAbuseResult {
  readonly alone: { readonly moves: number; readonly p50: number };
  readonly attacked: { readonly moves: number; readonly p50: number };
  readonly allBotTables: number;
}

export async function botAbuse(base: string, seconds = 12): Promise<BotAbuseResult> {
  const made = await create(
    base,
    { mode: 'minibridge', bots: 'normal', rules: { deals: 1000 }, sit: { seat: 'S', name: 'Sam' } },
    '10.8.0.1',
  );
  if (made.status !== 201) throw new Error(`the victim table was refused: ${JSON.stringify(made.json)}`);
  const id = (made.json.table as { id: string }).id;
  const token = made.json.token as string;
  let phase: 'alone' | 'attacked' | 'done' = 'alone';
  const moves = { alone: [] as number[], attacked: [] as number[] };
  let asked: { stateId: number; at: number; phase: 'alone' | 'attacked' } | null = null;
  const me = await ScriptClient.open(base, false, { 'x-forwarded-for': '10.8.0.1' });
  me.onMessage = (m, at) => {
    if (m.t !== 'state') return;
    if (asked !== null && m.stateId > asked.stateId) {
      moves[asked.phase].push(at - asked.at);
      asked = null;
    }
    if (phase === 'done') return;
    const v = m.view;
    if (v.actions.turn === null && v.toAct !== null && !v.actions.next)
      asked = { stateId: m.stateId, at, phase };
    const i = simpleIntent(m, 'S');
    if (i !== null) me.send({ t: 'act', stateId: m.stateId, action: i });
  };
  await me.join(id, token);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  // Twenty all-bot tables of normal bots (ten from each of two clients: each one's table cap allows it).
  let allBot = 0;
  for (const addr of ['10.8.1.1', '10.8.1.2'])
    for (let i = 0; i < 10; i++)
      if (
        (await create(base, { mode: 'minibridge', bots: 'normal', rules: { deals: 1000 } }, addr)).status ===
        201
      )
        allBot++;
  phase = 'attacked';
  await new Promise((r) => setTimeout(r, seconds * 1000));
  phase = 'done';
  me.close();
  return {
    alone: { moves: moves.alone.length, p50: median(moves.alone) },
    attacked: { moves: moves.attacked.length, p50: median(moves.attacked) },
    allBotTables: allBot,
  };
}
