/**
 * The restart check (a `ci:` script, since it starts the real server twice): `tenace serve` on SQLite,
 * tables played to the middle of a deal, the process killed with SIGKILL, started again; the state ids
 * and every seat's and the spectators' views must be identical, and the seat tokens must still work.
 * Exits 1 on any difference.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { SEATS, type Seat } from '@tenace/core';
import { serveListening } from './serveProcess.ts';
import { api, ScriptClient, type StateMessage } from './wsClient.ts';

const dir = mkdtempSync(join(tmpdir(), 'tenace-restart-'));
const db = join(dir, 'tenace.db');

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

function start(): Promise<{ child: ChildProcess; base: string }> {
  return serveListening(
    ['--db', db, '--port', '0', '--host', '127.0.0.1', '--allow-seed', '--grace', '600'].concat([
      '--bot-delay',
      '0',
      '--next-delay',
      '600000',
    ]),
    children,
  );
}

interface Snapshot {
  stateId: number;
  views: Record<string, unknown>;
}

async function snapshot(
  base: string,
  table: string,
  tokens: Partial<Record<Seat, string>>,
): Promise<Snapshot> {
  const views: Record<string, unknown> = {};
  let stateId = -1;
  for (const who of ['spectator', ...SEATS] as const) {
    const token = who === 'spectator' ? undefined : tokens[who];
    if (who !== 'spectator' && token === undefined) continue;
    const c = await ScriptClient.open(base);
    const m = await c.join(table, token);
    views[who] = m.view;
    if (stateId !== -1 && m.stateId !== stateId) throw new Error('the table moved while it was read');
    stateId = m.stateId;
    c.close();
  }
  return { stateId, views };
}

/** People at the seats in `people` act (first legal card or contract, pass in the auction) `n` times. */
async function play(
  base: string,
  table: string,
  tokens: Partial<Record<Seat, string>>,
  n: number,
): Promise<void> {
  const clients = new Map<Seat, ScriptClient>();
  for (const [s, t] of Object.entries(tokens) as [Seat, string][]) {
    const c = await ScriptClient.open(base);
    await c.join(table, t);
    clients.set(s, c);
  }
  const spec = await ScriptClient.open(base);
  await spec.join(table);
  for (let k = 0; k < n;) {
    const cur = spec.latest()!;
    const toAct = (cur.view as unknown as { toAct: Seat | null }).toAct;
    const c = toAct === null ? undefined : clients.get(toAct);
    if (c === undefined) {
      await spec.next((m) => m.t === 'state' && m.stateId > cur.stateId);
      continue;
    }
    const own = await waitFor(c, cur.stateId);
    const v = own.view as unknown as {
      phase: string;
      auction: string[];
      legalCards: string[];
      contractOptions: { strain: 'NT'; game: boolean }[];
      legalCalls?: { type: string; level?: number; strain?: string }[];
    };
    // In the auction: open with the lowest bid when nobody has bid, else pass (the deal is then played).
    const bid = (v.legalCalls ?? []).find((x) => x.type === 'bid');
    const call =
      v.phase === 'auction' && !v.auction.some((x) => /^[1-7]/.test(x)) && bid !== undefined
        ? `${bid.level}${bid.strain}`
        : 'P';
    c.send({
      t: 'act',
      stateId: own.stateId,
      action:
        v.phase === 'contract'
          ? { type: 'contract', ...v.contractOptions[0]! }
          : v.phase === 'auction'
            ? { type: 'call', call }
            : { type: 'card', card: v.legalCards[0]! },
    });
    const answer = await Promise.race([
      spec.next((m) => m.t === 'state' && m.stateId > cur.stateId),
      c.next((m) => m.t === 'error'),
    ]);
    if (answer.t === 'error') throw new Error(`refused: ${answer.code} ${answer.message}`);
    k++;
  }
  for (const c of clients.values()) c.close();
  spec.close();
}

/**
 * Waits, with the people at their seats, until the table is still: nobody is to act, or a person is.
 * Bots move after a person's action, and only while a person of a solo table is there; a snapshot
 * taken while a bot still had to move would see that bot move when the person comes back after the
 * restart.
 */
async function settle(base: string, table: string, tokens: Partial<Record<Seat, string>>): Promise<void> {
  const people: ScriptClient[] = [];
  for (const t of Object.values(tokens)) {
    const c = await ScriptClient.open(base);
    await c.join(table, t);
    people.push(c);
  }
  const spec = await ScriptClient.open(base);
  await spec.join(table);
  for (;;) {
    const cur = spec.latest()!;
    const toAct = (cur.view as unknown as { toAct: Seat | null }).toAct;
    if (toAct === null || tokens[toAct] !== undefined) break;
    await spec.next((m) => m.t === 'state' && m.stateId > cur.stateId, 60_000);
  }
  for (const c of people) c.close();
  spec.close();
}

async function waitFor(c: ScriptClient, stateId: number): Promise<StateMessage> {
  const l = c.latest();
  if (l !== undefined && l.stateId >= stateId) return l;
  return (await c.next((m) => m.t === 'state' && m.stateId >= stateId)) as StateMessage;
}

async function main(): Promise<number> {
  let { child, base } = await start();
  const tables: { id: string; tokens: Partial<Record<Seat, string>> }[] = [];
  // Minibridge with four people; duplicate with one person (bots bid and play up to the person's turn).
  const a = await api(base, 'POST', '/api/tables', {
    mode: 'minibridge',
    seed: 'restart-a',
    sit: { seat: 'N', name: 'N' },
    private: false,
  });
  const aId = (a.table as { id: string }).id;
  const aTokens: Partial<Record<Seat, string>> = { N: a.token as string };
  for (const s of ['E', 'S', 'W'] as const)
    aTokens[s] = (await api(base, 'POST', `/api/tables/${aId}/seats/${s}`, { name: s })).token as string;
  await play(base, aId, aTokens, 9);
  tables.push({ id: aId, tokens: aTokens });
  const b = await api(base, 'POST', '/api/tables', {
    mode: 'duplicate',
    rules: { boards: 2 },
    seed: 'restart-b',
    sit: { seat: 'S', name: 'S' },
    private: false,
  });
  const bId = (b.table as { id: string }).id;
  await play(base, bId, { S: b.token as string }, 3);
  tables.push({ id: bId, tokens: { S: b.token as string } });
  const before = [];
  for (const t of tables) {
    await settle(base, t.id, t.tokens);
    before.push(await snapshot(base, t.id, t.tokens));
  }
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  ({ child, base } = await start());
  let failures = 0;
  for (const [i, t] of tables.entries()) {
    const after = await snapshot(base, t.id, t.tokens);
    const same = isDeepStrictEqual(after, before[i]);
    console.log(
      `table ${t.id}: state ${before[i]!.stateId} → ${after.stateId}, views ${same ? 'identical' : 'DIFFERENT'}`,
    );
    if (!same) failures++;
  }
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return failures === 0 ? 0 : 1;
}

main()
  .then((code) => {
    rmSync(dir, { recursive: true, force: true });
    console.log(code === 0 ? 'restart check: passed' : 'restart check: FAILED');
    process.exit(code);
  })
  .catch((e: unknown) => {
    console.error(`restart check: ${(e as Error).message}`);
    rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  });
