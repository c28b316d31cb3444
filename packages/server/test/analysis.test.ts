/**
 * Double-dummy analysis of finished deals over HTTP: the table, par, the per-card results, the duplicate
 * comparison; a deal in progress is refused (no card of it leaks); each deal is solved once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePbnDeal, parsePbnDealFull, seededDeal, sideOf, type Seat } from '@tenace/core';
import { BridgePlaceholderPlayer, PlaceholderPlayer } from '@tenace/bots';
import { par } from '@tenace/solver';
import type { DealAnalysisAnswer } from '@tenace/protocol';
import type { MemoryClient, TenaceServer } from '../src/index.ts';
import { cardCosts, DealAnalyser, readFinishedDeal } from '../src/analysis.ts';
import { join, listeningServer, simpleIntent, testLobby, until } from './helpers.ts';

let server: TenaceServer;
let base = '';

beforeAll(async () => {
  // The beginner bots: quick, so a whole deal is played in a moment.
  ({ server, base } = await listeningServer({
    bots: (mode) => (mode === 'minibridge' ? new PlaceholderPlayer() : new BridgePlaceholderPlayer()),
  }));
});
afterAll(async () => {
  await server.close();
});

async function get(path: string): Promise<{ status: number; text: string; json: unknown }> {
  const res = await fetch(`${base}${path}`);
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as unknown };
}

/** South acts by its view (simple legal intents) until the table has `deals` finished deals. */
async function playUntil(
  c: MemoryClient,
  table: { state: { history: readonly unknown[] }; stateId: number },
  deals: number,
  stop: () => boolean = () => false,
) {
  for (let steps = 0; table.state.history.length < deals && !stop(); steps++) {
    if (steps > 2000) throw new Error('the deal did not end');
    await until(() => c.lastState()?.stateId === table.stateId);
    const m = c.lastState()!;
    const intent = simpleIntent(m, 'S');
    if (intent === null || intent.type === 'next') {
      await until(() => table.stateId !== m.stateId || stop(), 5000).catch(() => undefined);
      continue;
    }
    c.send({ t: 'act', stateId: m.stateId, action: intent });
    await until(() => table.stateId !== m.stateId);
  }
}

/** What the analysis says must hold: par from the table, and the per-card results add up to the tricks taken. */
function checkAnalysis(a: DealAnalysisAnswer, record: { tricks: number; claim?: unknown }) {
  const deal = parsePbnDealFull(a.pbn);
  expect(deal.ok).toBe(true);
  for (const s of ['N', 'E', 'S', 'W'] as const)
    for (const st of ['NT', 'S', 'H', 'D', 'C'] as const) {
      const v = a.tricks[s][st];
      expect(v !== null && v >= 0 && v <= 13).toBe(true);
    }
  expect(a.par).toEqual(par(a.tricks, a.dealer, a.vulnerability));
  if (a.declarer === null || a.strain === null) return;
  // Before the first card the play analysis agrees with the table (declarer's left-hand opponent leads).
  expect(a.play[0]!.before).toBe(a.tricks[a.declarer][a.strain]);
  // Every card is marked with its seat and a cost; the costs account for the tricks taken.
  let mine = 0;
  let theirs = 0;
  for (const p of a.play) {
    expect(p.cost).not.toBeNull();
    expect(p.cost).toBeGreaterThanOrEqual(0);
    if (sideOf(p.seat) === sideOf(a.declarer)) mine += p.cost!;
    else theirs += p.cost!;
  }
  if (record.claim === undefined && a.play.length === 52)
    expect(a.tricks[a.declarer][a.strain]! - mine + theirs).toBe(record.tricks);
}

/** A duplicate table where South (a person) has played board 1; board 2 is in progress. */
let played: { id: string; record: { pbn: string; tricks: number; claim?: unknown } } | null = null;

describe('GET /api/tables/:id/deals/:index/analysis', () => {
  it('refuses a deal in progress (before and after a finished one) and sends none of its cards', async () => {
    const lobby = server.lobby;
    const made = await lobby.create({
      mode: 'duplicate',
      rules: { boards: 2 },
      seed: 'analysis-http-1',
      sit: { seat: 'S', name: 'Sam' },
    });
    if (!made.ok) throw new Error(made.error.message);
    const id = made.value.table.id;
    const table = lobby.tables.get(id)!;
    const south = await join(lobby, id, made.value.token!);

    // The hands of the deal in progress as PBN holdings ("AK93.QJ2.T5.8642"), and each suit's holding.
    const handsOfCurrent = (): string[] => {
      if (table.state.mode === 'minibridge') return [];
      const d = table.state.current.deal;
      return (['N', 'E', 'S', 'W'] as const).flatMap((s) => {
        const pbn = d.hands[s].toPbn();
        return [pbn, ...pbn.split('.').filter((x) => x.length >= 3)];
      });
    };
    const refused = async (index: number) => {
      const r = await get(`/api/tables/${id}/deals/${index}/analysis`);
      expect(r.status).toBe(409);
      expect((r.json as { error: { code: string } }).error.code).toBe('deal/not_finished');
      // Only a coded error: no analysis, no deal, none of the hands in play.
      expect(Object.keys(r.json as object)).toEqual(['error']);
      expect(Object.keys((r.json as { error: object }).error).sort()).toEqual(['code', 'message']);
      for (const h of handsOfCurrent()) expect(r.text).not.toContain(h);
    };
    await refused(0);
    await playUntil(south, table, 1);
    // The next board is in progress: its index is refused, during the auction and the play.
    south.send({ t: 'act', stateId: table.stateId, action: { type: 'next' } });
    await until(() => table.state.phase === 'auction');
    await refused(1);
    await refused(2);
    await playUntil(
      south,
      table,
      1,
      () => table.state.mode !== 'minibridge' && table.state.current.phase === 'play',
    );
    await refused(1);
    played = { id, record: table.state.history[0] as unknown as { pbn: string; tricks: number } };
  }, 30_000);

  it('answers coded errors for a bad index and an unknown table', async () => {
    const bad = await get('/api/tables/nope/deals/0/analysis');
    expect(bad.status).toBe(404);
    expect((bad.json as { error: { code: string } }).error.code).toBe('table/not_found');
    const made = await server.lobby.create({
      mode: 'rubber',
      seed: 'analysis-http-2',
      sit: { seat: 'S', name: 'S' },
    });
    if (!made.ok) throw new Error(made.error.message);
    for (const index of ['x', '-1', '1.5', '9999999']) {
      const r = await get(`/api/tables/${made.value.table.id}/deals/${index}/analysis`);
      expect(r.status, index).toBe(400);
      expect((r.json as { error: { code: string; message: string } }).error.message).toContain(index);
    }
  });

  // Solving takes seconds on a busy machine: run by `npm run ci:server-analysis` (SERVER_SLOW=1).
  it.runIf(process.env.SERVER_SLOW === '1')(
    'analyses the finished board: the table, par, each card, and the par comparison',
    async () => {
      if (played === null) throw new Error('the first test did not finish a board');
      const r = await get(`/api/tables/${played.id}/deals/0/analysis`);
      expect(r.status).toBe(200);
      const a = r.json as DealAnalysisAnswer;
      expect(a.pbn).toBe(played.record.pbn);
      expect(a.index).toBe(0);
      expect(a.number).toBe(1);
      checkAnalysis(a, played.record);
      // One table played this board: the comparison is the double-dummy par, labelled as such.
      expect(a.comparison).toEqual({ kind: 'par', score: a.par!.score });
    },
    120_000,
  );
});

describe.runIf(process.env.SERVER_SLOW === '1')('DealAnalyser', () => {
  it('reads minibridge records, solves each deal once, and compares a board with another table that played it', async () => {
    const lobby = await testLobby();
    const analyser = new DealAnalyser(lobby);
    try {
      // A minibridge deal played by four bots.
      const mini = await lobby.create({ mode: 'minibridge', rules: { deals: 1 }, seed: 'analysis-mini' });
      if (!mini.ok) throw new Error(mini.error.message);
      const mt = lobby.tables.get(mini.value.table.id)!;
      await until(() => mt.state.phase === 'over', 20_000);
      const idx = mt.state.history.findIndex((r) => (r as { redeal?: boolean }).redeal !== true);
      const m = await analyser.analyse(mt.id, idx);
      if (!m.ok) throw new Error(m.error.message);
      const rec = mt.state.history[idx] as unknown as {
        contract: { strain: string; game: boolean };
        tricks: number;
      };
      expect(m.value.contract).toBe(`${rec.contract.strain}-${rec.contract.game ? 'game' : 'part'}`);
      expect(m.value.vulnerability).toBe('None');
      expect(m.value.comparison).toBeNull();
      checkAnalysis(m.value, rec);
      const again = await analyser.analyse(mt.id, idx);
      expect(again).toEqual(m);
      expect(analyser.solved).toBe(1);

      // Two duplicate tables with the same seed play the same board: each is compared with the other.
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const d = await lobby.create({ mode: 'duplicate', rules: { boards: 1 }, seed: 'analysis-dup' });
        if (!d.ok) throw new Error(d.error.message);
        ids.push(d.value.table.id);
      }
      for (const t of ids) await until(() => lobby.tables.get(t)!.state.phase === 'over', 20_000);
      const a = await analyser.analyse(ids[0]!, 0);
      if (!a.ok) throw new Error(a.error.message);
      const otherNs = (lobby.tables.get(ids[1]!)!.state.history[0] as unknown as { score: { NS: number } })
        .score.NS;
      expect(a.value.comparison).toEqual({ kind: 'table', table: ids[1], score: otherNs });
    } finally {
      await analyser.close();
      await lobby.close();
    }
  }, 120_000);
});

describe('deal records', () => {
  it('refuses unreadable records with a coded error naming the field', () => {
    for (const bad of [null, 3, {}, { pbn: 'N:...' }, { number: 1, dealer: 'Q', pbn: 'N:x' }]) {
      const r = readFinishedDeal('duplicate', bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('deal/analysis_failed');
    }
    const pbn = makePbnDeal(seededDeal('records', 1), 'N');
    const passed = {
      number: 1,
      dealer: 'N' as Seat,
      vulnerable: { NS: false, EW: false },
      pbn,
      auction: ['P', 'P', 'P', 'P'],
      contract: 'PASS',
      declarer: null,
      play: [],
      tricks: 0,
      score: { NS: 0, EW: 0 },
    };
    const ok = readFinishedDeal('duplicate', passed);
    expect(ok.ok && ok.value.declarer === null && ok.value.strain === null).toBe(true);
    const wrong = readFinishedDeal('duplicate', { ...passed, play: ['SA', 'Z9'] });
    expect(!wrong.ok && wrong.error.message).toContain('"play"');
  });
});

describe('cardCosts', () => {
  // North declares; East leads. Results count North–South's tricks before and after each card.
  const deal = seededDeal('analysis-costs', 1);
  const firstOf = (s: Seat) => deal.hands[s].cards()[0]!;
  const play = (['E', 'S', 'W', 'N'] as const).map(firstOf);
  it.each([
    // [results before each card and after the last, costs]
    [
      [7, 7, 7, 7, 7],
      [0, 0, 0, 0],
    ],
    [
      [7, 8, 8, 8, 8],
      [1, 0, 0, 0],
    ], // East's lead gives declarer a trick: it costs the defence one
    [
      [7, 7, 6, 6, 6],
      [0, 1, 0, 0],
    ], // South (declarer's side) drops one
    [
      [7, 7, 6, 7, 5],
      [0, 1, 1, 2],
    ],
    [
      [7, null, 7, 7, 7],
      [null, null, 0, 0],
    ],
  ] as const)('%j → %j', (results, costs) => {
    const out = cardCosts(deal, 'N', play, results);
    expect(out.map((p) => p.cost)).toEqual(costs);
    expect(out.map((p) => p.seat)).toEqual(['E', 'S', 'W', 'N']);
    expect(out.map((p) => p.card)).toEqual(play);
  });
});
