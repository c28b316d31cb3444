/**
 * Issue 14 at the host: undo against bots takes back the person's own card and the bots' after it (the
 * state rewound exactly); a solo table pauses while its person is away; a match with invited seats waits
 * for them or for "start".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pending, type GameState, type Seat } from '@tenace/core';
import { fallbackIntent, type BotBrain } from './botDriver.ts';
import { STANDARD_TIMERS, type TableEnv } from './env.ts';
import { Lobby } from './lobby.ts';
import { MemoryStorage } from './memoryStorage.ts';
import type { Connection, Table } from './table.ts';

/** Bots that play the first legal choice and refuse claims (enough for the host's rules). */
const firstChoice: BotBrain = {
  decide: (view, kind) => Promise.resolve(fallbackIntent(view, kind)!),
  answerClaim: () => Promise.resolve(false),
};

function env(): TableEnv {
  let n = 0;
  return {
    ...STANDARD_TIMERS,
    tableId: () => `t${String(++n)}`,
    secret: () => `s${String(++n)}`,
    seed: () => 'solo',
    hash: (s) => `=${s}`,
  };
}

const lobbies: Lobby[] = [];
afterEach(async () => {
  for (const l of lobbies.splice(0)) await l.close();
});

async function lobby(): Promise<Lobby> {
  const l = new Lobby({
    storage: new MemoryStorage(),
    env: env(),
    brain: () => firstChoice,
    allowSeed: true,
    botDelayMs: 0,
    graceMs: 20,
    nextDelayMs: 60_000,
  });
  await l.start();
  lobbies.push(l);
  return l;
}

const conn = (): Connection => ({ send: () => undefined, close: () => undefined });

async function until(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2000 && !cond(); i++) await new Promise((r) => setTimeout(r, 1));
  if (!cond()) throw new Error(`timed out waiting for ${what}`);
}

const idle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A solo minibridge table: South a person (connected), bots elsewhere. Deals "a": South declares (and
 * plays dummy's cards); deals "b": West declares, South defends. The first seed giving that is taken
 * (live tables deal with a keyed hash, so a seed's deal is found, not known in advance).
 */
async function soloTable(undo: 'free' | 'consent', deals: 'a' | 'b') {
  const l = await lobby();
  const wanted: Seat = deals === 'a' ? 'S' : 'W';
  let found: { table: Table; token: string } | null = null;
  for (let i = 0; i < 60 && found === null; i++) {
    const seed = `${deals}-${i}`;
    const made = await l.create({ mode: 'minibridge', undo, seed, sit: { seat: 'S', name: 'Sam' } });
    if (!made.ok) throw new Error(made.error.message);
    const t = l.tables.get(made.value.table.id)!;
    if (t.state.mode === 'minibridge' && t.state.phase === 'contract' && t.state.declarer === wanted)
      found = { table: t, token: made.value.token! };
  }
  if (found === null) throw new Error(`no seed where ${wanted} declares`);
  const { table, token } = found;
  const c = conn();
  table.attach(c, token);
  table.joined(c);
  const southsTurn = () => {
    const p = pending(table.state);
    return (p.kind === 'contract' || p.kind === 'card') && p.seat === 'S';
  };
  /** South's next choice (the first legal one); returns the state South chose in. */
  const southActs = async (): Promise<GameState> => {
    await until(southsTurn, "South's turn");
    const before = table.state;
    const kind = pending(table.state).kind as 'contract' | 'card';
    const r = await table.submit(
      'S',
      table.stateId,
      fallbackIntent(table.viewOf('S'), kind)!,
      'human',
      token,
    );
    expect(r.ok).toBe(true);
    return before;
  };
  return { table, token, southActs, southsTurn };
}

describe('undo against bots (issue 14 #4)', () => {
  it.each([
    ['free', 'a'],
    ['consent', 'a'],
    ['free', 'b'],
    ['consent', 'b'],
  ] as const)(
    '%s undo, deals %s: South takes back its own card and the bots cards after it, exactly',
    async (policy, seed) => {
      const { table, token, southActs, southsTurn } = await soloTable(policy, seed);
      let before: GameState | null = null;
      let cards = 0;
      while (cards < 2) {
        before = await southActs();
        if (before.phase === 'play') cards++;
      }
      await until(southsTurn, 'the bots to answer');
      const at = table.stateId;
      const bots = at - before!.history.length - (table.stateId - at);
      expect(bots).toBeGreaterThan(0);
      expect(table.viewOf('S').actions.undo).toBe(true);
      const r = await table.submit('S', at, { type: 'undo' }, 'human', token);
      expect(r.ok ? 'ok' : r.error.message).toBe('ok');
      // More than one card came back (the bots answered South's card), and the state is as South left it.
      expect(table.stateId - at).toBeGreaterThan(1);
      expect(table.state).toEqual(before);
      await idle(20);
      expect(table.state).toEqual(before);
    },
  );

  it('with a person on the other side it stays a request for one card, which that person answers', async () => {
    const { table, token, southActs } = await soloTable('consent', 'b');
    const west = await table.takeSeat('W', 'Wendy');
    if (!west.ok) throw new Error(west.error.message);
    table.attach(conn(), west.value);
    // West declares (and plays dummy's cards) until South's first card is down.
    while (table.state.phase !== 'play' || !table.viewOf('S').actions.undo) {
      await until(() => {
        const p = pending(table.state);
        return 'seat' in p && (p.seat === 'W' || p.seat === 'S');
      }, 'a person to act');
      const p = pending(table.state) as { kind: 'contract' | 'card'; seat: Seat };
      if (p.seat === 'S') await southActs();
      else
        await table.submit(
          'W',
          table.stateId,
          fallbackIntent(table.viewOf('W'), p.kind)!,
          'human',
          west.value,
        );
    }
    expect(table.othersBots('S')).toBe(false);
    const r = await table.submit('S', table.stateId, { type: 'undo' }, 'human', token);
    expect(r.ok).toBe(true);
    expect(table.undo?.waiting).toEqual(['W']);
  });
});

describe('a solo table left alone does not advance (issue 14 #9)', () => {
  it('pauses when its person disconnects, past the grace period; resumes when they come back', async () => {
    const l = await lobby();
    const made = await l.create({ mode: 'rubber', seed: 'alone', sit: { seat: 'S', name: 'Sam' } });
    if (!made.ok) throw new Error(made.error.message);
    const table: Table = l.tables.get(made.value.table.id)!;
    const c = conn();
    table.attach(c, made.value.token!);
    table.joined(c);
    await until(
      () => 'seat' in pending(table.state) && (pending(table.state) as { seat: Seat }).seat === 'S',
      'S',
    );
    table.detach(c);
    const at = table.stateId;
    await idle(80); // four grace periods
    expect(table.paused).toBe(true);
    expect(table.stateId).toBe(at);
    expect(table.botPlays('S') && !table.paused).toBe(false);
    const back = conn();
    table.attach(back, made.value.token!);
    table.joined(back);
    expect(table.paused).toBe(false);
    expect(table.viewOf('S').actions.turn).toBe('call');
  });
});

describe('a match with invited seats waits for them (issue 14 #10)', () => {
  it('no call is made until the invited person sits down', async () => {
    const l = await lobby();
    const made = await l.create({ mode: 'rubber', seed: 'invited', sit: { seat: 'S', name: 'Sam' } });
    if (!made.ok) throw new Error(made.error.message);
    const table = l.tables.get(made.value.table.id)!;
    const token = made.value.token!;
    const code = await table.invite(token, 'N');
    expect(code.ok).toBe(true);
    const c = conn();
    table.attach(c, token);
    table.joined(c);
    await idle(20);
    expect(table.waiting).toBe(true);
    expect(table.stateId).toBe(0);
    expect(table.viewOf('S').actions).toMatchObject({ turn: null, start: true });
    expect(table.viewOf(null).actions.start).toBe(false);
    const call = await table.submit('S', 0, { type: 'call', call: 'P' }, 'human', token);
    expect(call.ok).toBe(false);
    const north = await table.takeSeat('N', 'Nina', code.ok ? `=${code.value}` : null);
    expect(north.ok).toBe(true);
    table.attach(conn(), north.ok ? north.value : '');
    expect(table.waiting).toBe(false);
    await until(
      () => table.stateId > 0 || ['N', 'S'].includes((pending(table.state) as { seat: Seat }).seat),
      'the match',
    );
  });

  it('"start": bots take the invited seat and the match begins', async () => {
    const l = await lobby();
    const made = await l.create({ mode: 'rubber', seed: 'started', sit: { seat: 'N', name: 'Nick' } });
    if (!made.ok) throw new Error(made.error.message);
    const table = l.tables.get(made.value.table.id)!;
    const token = made.value.token!;
    expect((await table.invite(token, 'S')).ok).toBe(true);
    const c = conn();
    table.attach(c, token);
    table.joined(c);
    await idle(10);
    expect(table.stateId).toBe(0);
    const r = await table.submit('N', 0, { type: 'start' }, 'human', token);
    expect(r.ok).toBe(true);
    expect(table.waiting).toBe(false);
    // The dealer of the first rubber deal is North or a bot: either a bot has called or North must.
    await until(() => table.stateId > 0 || (pending(table.state) as { seat: Seat }).seat === 'N', 'a call');
    expect((await table.submit('N', table.stateId, { type: 'start' }, 'human', token)).ok).toBe(false);
  });
});

describe('"start" is stored (regression: a restart made a started match wait again)', () => {
  it('a table restored from its log after "start" does not wait for the invited seat', async () => {
    const storage = new MemoryStorage();
    // Bots that think until the test ends: nothing but "start" moves the table off state 0.
    const stuck: (() => void)[] = [];
    const thinking: BotBrain = {
      decide: (view, kind) =>
        new Promise((r) => {
          stuck.push(() => {
            r(fallbackIntent(view, kind)!);
          });
        }),
      answerClaim: () => Promise.resolve(false),
    };
    const open = async () => {
      const l = new Lobby({ storage, env: env(), brain: () => thinking, allowSeed: true, botDelayMs: 0 });
      await l.start();
      lobbies.push(l);
      return l;
    };
    const first = await open();
    const made = await first.create({ mode: 'rubber', seed: 'kept', sit: { seat: 'N', name: 'Nick' } });
    if (!made.ok) throw new Error(made.error.message);
    const id = made.value.table.id;
    const token = made.value.token!;
    const table = first.tables.get(id)!;
    expect((await table.invite(token, 'S')).ok).toBe(true);
    table.attach(conn(), token);
    expect(table.waiting).toBe(true);
    expect((await table.submit('N', 0, { type: 'start' }, 'human', token)).ok).toBe(true);
    expect(table.waiting).toBe(false);
    // Another host on the same storage replays the table from its log (as after a restart).
    const second = await open();
    const back = await second.open(id);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.stateId).toBe(0);
    expect(back.value.waiting).toBe(false);
    for (const release of stuck.splice(0)) release();
  });
});

describe('a refused claim is explained (issue 14 #5)', () => {
  it('the refusal names who refused and why, in every frame until the next game action', async () => {
    const { table, token, southActs } = await soloTable('free', 'a');
    const frames: string[] = [];
    table.attach({ send: (f) => frames.push(f), close: () => undefined }, token);
    await southActs(); // South's contract
    await until(() => table.viewOf('S').actions.claim !== null && table.state.phase === 'play', 'a claim');
    const left = table.viewOf('S').actions.claim!.max;
    expect((await table.submit('S', table.stateId, { type: 'claim', tricks: left }, 'human', token)).ok).toBe(
      true,
    );
    await until(() => table.refusal !== null, 'the bots to refuse');
    expect(table.refusal).toMatchObject({ claim: { by: 'S', tricks: left }, reason: 'defence' });
    expect(['E', 'W']).toContain(table.refusal!.by);
    expect(frames[frames.length - 1]).toContain('"refusal":{');
    await southActs();
    expect(table.refusal).toBeNull();
    expect(frames[frames.length - 1]).not.toContain('"refusal"');
  });
});

describe('undo pressed while the bots were still playing (e2e: stale state id)', () => {
  it('takes back the person own card even when made against an older state', async () => {
    const { table, token, southActs, southsTurn } = await soloTable('free', 'b');
    await southActs(); // a card (West declares)
    await until(southsTurn, "South's turn");
    const before = await southActs();
    const stale = table.stateId; // pressed now, but the bots play on before it arrives
    await until(southsTurn, "South's turn again");
    expect(table.stateId).toBeGreaterThan(stale);
    const r = await table.submit('S', stale, { type: 'undo' }, 'human', token);
    expect(r.ok ? 'ok' : r.error.message).toBe('ok');
    expect(table.state).toEqual(before);
  });
});
