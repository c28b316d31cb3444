/**
 * The leak test: a client in every seat and a spectator record every message of whole matches. No card of
 * a hand appears in any message before that viewer may see it: its own hand; dummy after the opening lead
 * in bridge, at once in minibridge; every hand once the deal is over; played cards. What each viewer may
 * see is worked out here from the deal and the cards played, not from the server's views.
 */
import { describe, expect, it } from 'vitest';
import { SEATS, partner, reduceGame, tagAction, type Card, type GameState, type Seat } from '@tenace/core';
import type { CreateTable, ServerMessage } from '@tenace/protocol';
import { gameOf, type MemoryClient } from '@tenace/table';
import { join, simpleIntent, testLobby, until } from './helpers.ts';

const CARD = /"([SHDC][2-9TJQKA])"/g;

/** The cards a viewer may not know at this state (null viewer: a spectator). */
function hiddenCards(state: GameState, viewer: Seat | null): Set<Card> {
  const finished = state.phase === 'scored' || state.phase === 'over';
  if (finished) return new Set();
  const deal = state.mode === 'minibridge' ? state.deal : state.current.deal;
  const play = state.mode === 'minibridge' ? state.play : state.current.play;
  const declarer = state.mode === 'minibridge' ? state.declarer : state.current.declarer;
  const dummy = declarer === null ? null : partner(declarer);
  const played = new Set<Card>();
  if (play !== null) {
    for (const t of play.tricks) for (const c of t.cards) played.add(c);
    for (const c of play.current.cards) played.add(c);
  }
  const dummyShown = state.mode === 'minibridge' ? true : played.size > 0;
  const hidden = new Set<Card>();
  for (const s of SEATS) {
    if (s === viewer || (s === dummy && dummyShown)) continue;
    for (const c of deal.hands[s].cards()) if (!played.has(c)) hidden.add(c);
  }
  return hidden;
}

function withoutHistory(m: ServerMessage): string {
  if (m.t !== 'state') return JSON.stringify(m);
  const view = { ...(m.view as unknown as Record<string, unknown>), history: [] };
  return JSON.stringify({ ...m, view });
}

async function leakCheck(req: CreateTable): Promise<number> {
  const lobby = await testLobby();
  const made = await lobby.create({ ...req, sit: { seat: 'N', name: 'N' } });
  if (!made.ok) throw new Error(made.error.message);
  const id = made.value.table.id;
  const tokens: Record<Seat, string> = { N: made.value.token!, E: '', S: '', W: '' };
  for (const s of ['E', 'S', 'W'] as const) {
    const took = await lobby.takeSeat(id, s, s);
    if (!took.ok) throw new Error(took.error.message);
    tokens[s] = took.value;
  }
  const clients = new Map<Seat | null, MemoryClient>();
  for (const s of SEATS) clients.set(s, await join(lobby, id, tokens[s]));
  clients.set(null, await join(lobby, id));
  const table = lobby.tables.get(id)!;
  let steps = 0;
  while (table.state.phase !== 'over' && steps++ < 3000) {
    let acted = false;
    for (const s of SEATS) {
      const c = clients.get(s)!;
      const m = c.lastState();
      if (m?.stateId !== table.stateId) continue;
      const intent = simpleIntent(m, s);
      if (intent === null) continue;
      // Now and then a card is claimed and the claim answered, to cover claim views too.
      const claim = intent.type === 'card' && steps % 37 === 0 ? { type: 'claim' as const, tricks: 0 } : null;
      c.send({ t: 'act', stateId: m.stateId, action: claim ?? intent });
      acted = true;
      break;
    }
    await new Promise((r) => setImmediate(r));
    if (!acted)
      await until(() => [...clients.values()].every((c) => c.lastState()?.stateId === table.stateId), 2000);
  }
  if (table.state.phase !== 'over') {
    const errs = [...clients.values()].flatMap((c) => c.received.filter((m) => m.t === 'error')).slice(-3);
    throw new Error(
      `stuck at ${table.stateId}: ${JSON.stringify(errs)} ${JSON.stringify(clients.get('N')!.lastState()!.view).slice(0, 1500)}`,
    );
  }
  // Rebuild every state by replaying the stored log, and check each message against the state it shows.
  const { row, log } = (await lobby.storage.loadTables()).find((t) => t.row.id === id)!;
  const states: GameState[] = [];
  let g = gameOf(row.settings, row.seed);
  if (!g.ok) throw new Error(g.error.message);
  states.push(g.value);
  for (const e of log) {
    if (e.entry.kind !== 'action') continue;
    g = reduceGame(states[states.length - 1]!, tagAction(row.settings.mode, e.entry.action));
    if (!g.ok) throw new Error(g.error.message);
    states.push(g.value);
  }
  let checked = 0;
  for (const [viewer, c] of clients) {
    let sid = 0;
    for (const m of c.received) {
      if (m.t === 'state') sid = m.stateId;
      const state = states[sid]!;
      const hidden = hiddenCards(state, viewer);
      const text = withoutHistory(m);
      for (const [, card] of text.matchAll(CARD))
        if (hidden.has(card as Card))
          throw new Error(`${viewer ?? 'spectator'} saw ${card} at state ${sid}: ${text.slice(0, 300)}`);
      if (m.t === 'state') {
        const v = m.view as unknown as {
          deal: string | null;
          hands: Record<Seat, unknown>;
          dummy: Seat | null;
        };
        const finished = state.phase === 'scored' || state.phase === 'over';
        if (!finished) expect(v.deal).toBeNull();
        // Dummy: hidden before the opening lead in bridge, shown from the start in minibridge.
        if (!finished && v.dummy !== null && v.dummy !== viewer) {
          const shown = v.hands[v.dummy] !== null;
          const led =
            hiddenCards(state, v.dummy).size < hiddenCards(states[0]!, v.dummy).size ||
            (m.view as unknown as { played: unknown[] }).played.length > 0;
          if (state.mode === 'minibridge') expect(shown).toBe(true);
          else expect(shown).toBe(led);
        }
      }
      checked++;
    }
  }
  await lobby.close();
  return checked;
}

describe('no card reaches a viewer before it may see it', () => {
  it('minibridge (dummy shown at once)', async () => {
    expect(await leakCheck({ mode: 'minibridge', rules: { deals: 3 }, seed: 'leak-m' })).toBeGreaterThan(500);
  });
  it('duplicate (dummy hidden until the opening lead)', async () => {
    expect(await leakCheck({ mode: 'duplicate', rules: { boards: 3 }, seed: 'leak-d' })).toBeGreaterThan(500);
  });
  it('chicago', async () => {
    expect(await leakCheck({ mode: 'chicago', seed: 'leak-c' })).toBeGreaterThan(500);
  }, 30_000);
});
