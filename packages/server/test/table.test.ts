/** Table behaviour: undo policy, claims answered by bots, chat, the grace period, invites and private tables. */
import { describe, expect, it } from 'vitest';
import type { Seat } from '@tenace/core';
import type { CreateTable } from '@tenace/protocol';
import { join, testLobby, until, type StateMsg } from './helpers.ts';

async function tableWith(
  req: CreateTable,
  people: readonly Seat[],
  opts: Parameters<typeof testLobby>[0] = {},
) {
  const lobby = await testLobby(opts);
  const made = await lobby.create({ ...req, sit: { seat: people[0]!, name: `P${people[0]!}` } });
  if (!made.ok) throw new Error(made.error.message);
  const id = made.value.table.id;
  const tokens: Partial<Record<Seat, string>> = { [people[0]!]: made.value.token! };
  for (const s of people.slice(1)) {
    const t = await lobby.takeSeat(id, s, `P${s}`);
    if (!t.ok) throw new Error(t.error.message);
    tokens[s] = t.value;
  }
  return { lobby, id, tokens, table: lobby.tables.get(id)! };
}

/** Waits until the seat's client holds the current view and that view says the seat is to act. */
async function untilToAct(
  table: { state: unknown; stateId: number },
  seat: Seat,
  c: { lastState(): StateMsg | undefined },
) {
  await until(() => {
    const m = c.lastState();
    return (
      m !== undefined &&
      m.stateId === table.stateId &&
      (m.view as unknown as { toAct: Seat | null }).toAct === seat
    );
  });
  return c.lastState()!;
}

describe('undo', () => {
  it('free at practice tables: the card comes back at once', async () => {
    const { lobby, id, tokens, table } = await tableWith(
      { mode: 'duplicate', rules: { boards: 1 }, undo: 'free', seed: 'u1' },
      ['S'],
    );
    const s = await join(lobby, id, tokens.S);
    // Bots bid and lead; wait until South must play a card.
    let m = await untilToAct(table, 'S', s);
    while ((m.view as unknown as { phase: string }).phase !== 'play') {
      s.send({ t: 'act', stateId: m.stateId, action: { type: 'call', call: 'P' } });
      await until(() => table.stateId > m.stateId);
      m = await untilToAct(table, 'S', s);
    }
    const card = (m.view as unknown as { legalCards: string[] }).legalCards[0]!;
    s.send({ t: 'act', stateId: m.stateId, action: { type: 'card', card } });
    await until(() => table.stateId === m.stateId + 1);
    const after = table.stateId;
    s.send({ t: 'act', stateId: after, action: { type: 'undo' } });
    const r = await s.next((x) => x.t === 'error' || (x.t === 'state' && x.stateId > after));
    // The undo may race with the next bot's card: then the bot's card is last and undo is refused (coded).
    if (r.t === 'state') expect((r.view as unknown as { played: string[] }).played).not.toContain(card);
    else expect(['action/stale_state', 'action/not_allowed']).toContain((r as { code: string }).code);
    await lobby.close();
  });

  it('by consent elsewhere: people on the other side answer, bots consent', async () => {
    // North–South are people, East is a person, West a bot: North's undo waits for East only.
    const { lobby, id, tokens, table } = await tableWith(
      { mode: 'minibridge', rules: { deals: 1 }, seed: 'u2' },
      ['N', 'E', 'S'],
    );
    const cs = {
      N: await join(lobby, id, tokens.N),
      E: await join(lobby, id, tokens.E),
      S: await join(lobby, id, tokens.S),
    };
    // Play until one of the people has just played a card.
    for (let i = 0; i < 200; i++) {
      const st = table.state as { phase: string };
      if (st.phase !== 'contract' && st.phase !== 'play') break;
      const seat = (['N', 'E', 'S'] as const).find(
        (x) =>
          (cs[x].lastState()?.view as unknown as { toAct: Seat | null } | undefined)?.toAct === x &&
          cs[x].lastState()!.stateId === table.stateId,
      );
      if (seat === undefined) {
        await new Promise((r) => setImmediate(r));
        continue;
      }
      const m = cs[seat].lastState()!;
      const v = m.view as unknown as {
        phase: string;
        legalCards: string[];
        contractOptions: { strain: 'NT'; game: boolean }[];
      };
      if (v.phase === 'contract') {
        cs[seat].send({
          t: 'act',
          stateId: m.stateId,
          action: { type: 'contract', ...v.contractOptions[0]! },
        });
        await until(() => table.stateId > m.stateId);
        continue;
      }
      cs[seat].send({ t: 'act', stateId: m.stateId, action: { type: 'card', card: v.legalCards[0]! } });
      await until(() => table.stateId > m.stateId);
      if (seat !== 'N' && seat !== 'S') continue;
      // North or South asks to take it back, at once (before anyone else plays).
      if (table.stateId !== m.stateId + 1) continue;
      const at = table.stateId;
      cs[seat].send({ t: 'act', stateId: at, action: { type: 'undo' } });
      const req = await cs.E.next(
        (x) => (x.t === 'state' && x.undo !== null) || (x.t === 'state' && x.stateId !== at),
      );
      if (req.t !== 'state' || req.undo === null) continue;
      expect(req.undo.waiting).toEqual(['E']);
      cs.E.send({ t: 'act', stateId: at, action: { type: 'undoAnswer', accept: true } });
      const done = await cs.E.next((x) => x.t === 'state' && x.stateId > at);
      expect((done as StateMsg).undo).toBeNull();
      const played = (done as StateMsg).view as unknown as { played: string[] };
      expect(played.played).not.toContain(v.legalCards[0]!);
      await lobby.close();
      return;
    }
    throw new Error('no undo was asked');
  });
});

describe('claims', () => {
  it('a bot opponent answers a claim; a concession of everything is accepted', async () => {
    const { lobby, id, tokens, table } = await tableWith(
      { mode: 'minibridge', rules: { deals: 1 }, seed: 'c1' },
      ['N', 'S'],
    );
    const n = await join(lobby, id, tokens.N);
    const s = await join(lobby, id, tokens.S);
    await until(
      () =>
        (table.state as { phase: string }).phase === 'play' ||
        (table.state as { phase: string }).phase === 'contract',
    );
    // Whoever of North–South is to act concedes the rest.
    for (let i = 0; i < 500 && (table.state as { phase: string }).phase !== 'scored'; i++) {
      for (const [seat, c] of [
        ['N', n],
        ['S', s],
      ] as const) {
        const m = c.lastState();
        const v = m?.view as unknown as
          | {
              toAct: Seat | null;
              phase: string;
              contractOptions: { strain: 'NT'; game: boolean }[];
              actions: { claimAnswer: boolean };
            }
          | undefined;
        if (m === undefined || v === undefined || m.stateId !== table.stateId) continue;
        // A defender's concession is answered by the conceder's partner too (Laws 68B).
        if (v.actions.claimAnswer)
          c.send({ t: 'act', stateId: m.stateId, action: { type: 'claimAnswer', accept: true } });
        if (v.toAct !== seat) continue;
        if (v.phase === 'contract')
          c.send({ t: 'act', stateId: m.stateId, action: { type: 'contract', ...v.contractOptions[0]! } });
        else c.send({ t: 'act', stateId: m.stateId, action: { type: 'claim', tricks: 0 } });
      }
      await new Promise((r) => setTimeout(r, 1));
    }
    expect((table.state as { phase: string }).phase).toMatch(/scored|over/);
    const rec = (table.state as unknown as { history: { claim?: unknown }[] }).history[0]!;
    expect(rec.claim).toBeDefined();
    await lobby.close();
  });
});

describe('chat', () => {
  it('is stored with the log, sent to everyone, length-limited and rate-limited', async () => {
    const { lobby, id, tokens, table } = await tableWith({ mode: 'rubber', seed: 'chat' }, [
      'N',
      'E',
      'S',
      'W',
    ]);
    const n = await join(lobby, id, tokens.N);
    const spec = await join(lobby, id);
    n.send({ t: 'chat', text: '  hello partner  ' });
    const got = await spec.next((m) => m.t === 'chat');
    expect(got).toMatchObject({ t: 'chat', seat: 'N', name: 'PN', text: 'hello partner' });
    n.send({ t: 'chat', text: 'x'.repeat(201) });
    expect(((await n.next((m) => m.t === 'error')) as { code: string }).code).toBe('chat/bad_text');
    for (let i = 0; i < 10; i++) n.send({ t: 'chat', text: `m${i}` });
    await n.next((m) => m.t === 'error' && m.code === 'chat/rate_limited');
    const log = (await lobby.storage.loadTables())[0]!.log.filter((e) => e.entry.kind === 'chat');
    expect(log.length).toBe(1 + 7);
    // A newcomer gets the recent chat after its view.
    const late = await join(lobby, id);
    await until(() => late.received.filter((m) => m.t === 'chat').length === 8);
    expect(table.chat.length).toBe(8);
    await lobby.close();
  });
});

describe('seats', () => {
  it('a bot takes a seat whose person is away past the grace period, and gives it back', async () => {
    const { lobby, id, tokens, table } = await tableWith(
      { mode: 'minibridge', rules: { deals: 2 }, seed: 'g1' },
      ['S'],
      { graceMs: 30 },
    );
    const s = await join(lobby, id, tokens.S);
    expect(table.info().seats.S.bot).toBe(false);
    s.close();
    await until(() => table.info().seats.S.bot);
    const back = await join(lobby, id, tokens.S);
    expect(back.lastState()!.info.seats.S).toMatchObject({
      bot: false,
      connected: true,
      human: true,
      name: 'PS',
    });
    await lobby.close();
  });

  it('invite links take a seat; private tables only through them; a held seat is refused', async () => {
    const { lobby, id, tokens, table } = await tableWith({ mode: 'chicago', private: true, seed: 'inv' }, [
      'N',
    ]);
    expect((await lobby.page({ limit: 50 })).tables.map((t) => t.id)).not.toContain(id);
    const direct = await lobby.takeSeat(id, 'S', 'Sam');
    expect(!direct.ok && direct.error.code).toBe('table/bad_invite');
    const inv = await table.invite(tokens.N!, 'S');
    if (!inv.ok) throw new Error(inv.error.message);
    const used = await lobby.useInvite(inv.value, 'Sam');
    expect(used.ok && used.value.seat).toBe('S');
    const twice = await lobby.useInvite(inv.value, 'Tom');
    expect(!twice.ok && twice.error.code).toBe('table/bad_invite');
    const held = await table.invite(tokens.N!, 'S');
    expect(!held.ok && held.error.code).toBe('table/seat_taken');
    const pub = await lobby.create({ mode: 'minibridge', sit: { seat: 'E', name: 'Eve' } });
    if (!pub.ok) throw new Error('create');
    const taken = await lobby.takeSeat(pub.value.table.id, 'E', 'Mallory');
    expect(!taken.ok && taken.error.code).toBe('table/seat_taken');
    await lobby.close();
  });

  it('refuses bad settings and a fixed seed where not allowed', async () => {
    const lobby = await testLobby({ allowSeed: false });
    const r = await lobby.create({ mode: 'minibridge', seed: 'x' });
    expect(!r.ok && r.error.code).toBe('table/bad_rules');
    await lobby.close();
  });
});
