/**
 * Issue 19 #8, "rule deviations", at a table with people and bots: a bot partner of a person does not
 * answer a claim for the person (each answerer answers for itself), and one player's stop does not end
 * the rubber for all four (both sides must ask; a side only bots play agrees at once; or the host alone,
 * where the table's settings say so).
 */
import { describe, expect, it } from 'vitest';
import { pending, type Seat } from '@tenace/core';
import type { CreateTable, Intent } from '@tenace/protocol';
import type { Lobby, Table } from '../src/index.ts';
import { testLobby, until, type StateMsg, simpleIntent } from './helpers.ts';

/** A connection nobody reads: a person present at the table. */
const present = { send: () => undefined, close: () => undefined };

/**
 * Sits people at `people` (the first as the table's creator), each connected (a table whose people are
 * all away waits for them), and returns the table.
 */
async function tableWith(lobby: Lobby, req: CreateTable, people: readonly Seat[]): Promise<Table> {
  const [first, ...rest] = people;
  const made = await lobby.create({ ...req, sit: { seat: first!, name: first! } });
  if (!made.ok) throw new Error(made.error.message);
  const tokens = [made.value.token!];
  for (const s of rest) {
    const took = await lobby.takeSeat(made.value.table.id, s, s);
    if (!took.ok) throw new Error(took.error.message);
    tokens.push(took.value);
  }
  const table = lobby.tables.get(made.value.table.id)!;
  for (const token of tokens) {
    const conn = { ...present };
    table.attach(conn, token);
    table.joined(conn);
  }
  return table;
}

/** The people act by their views (first legal choice) until `done`; bots act by themselves. */
async function drive(table: Table, people: readonly Seat[], done: () => boolean): Promise<void> {
  for (let i = 0; i < 5000 && !done(); i++) {
    let acted = false;
    for (const seat of people) {
      const view = table.viewOf(seat);
      if (view.actions.turn === null) continue;
      const intent = simpleIntent({ view } as StateMsg, seat);
      if (intent !== null) {
        await table.submit(seat, table.stateId, intent);
        acted = true;
      }
    }
    if (!acted) await new Promise((r) => setImmediate(r));
  }
  if (!done()) throw new Error('the table did not get there');
}

const act = (table: Table, seat: Seat, intent: Intent) => table.submit(seat, table.stateId, intent);

describe('rule deviations at a table (issue 19 #8)', () => {
  it('a bot partner of a person does not answer a claim for the person', async () => {
    const lobby = await testLobby();
    // People at N, E and S, a bot at W. Whoever declares but East, a concession by a person is answered
    // by West (a bot) and by a person: the bot's acceptance alone must not settle it.
    let table: Table | null = null;
    for (let i = 0; i < 20 && table === null; i++) {
      const t = await tableWith(lobby, { mode: 'minibridge', seed: `deviation-${i}` }, ['N', 'E', 'S']);
      if (t.state.mode === 'minibridge' && t.state.declarer !== 'E') table = t;
    }
    if (table === null || table.state.mode !== 'minibridge') throw new Error('no table');
    const t = table;
    await drive(t, ['N', 'E', 'S'], () => t.state.phase === 'play');
    const declarer = (t.state.mode === 'minibridge' ? t.state.declarer : null)!;
    // Declarer N or S concedes (both defenders answer: the bot W and the person E); with W declaring,
    // N concedes (declarer W, a bot, and N's partner S answer).
    const claimer: Seat = declarer === 'W' ? 'N' : declarer;
    const person: Seat = declarer === 'W' ? 'S' : 'E';
    await drive(t, ['N', 'E', 'S'], () => t.viewOf(claimer).actions.claim !== null);
    expect((await act(t, claimer, { type: 'claim', tricks: 0 })).ok).toBe(true);
    // The bot answers at once; the claim still waits for the person.
    await until(() =>
      (t.state.mode === 'minibridge' ? (t.state.play?.claim?.accepted ?? []) : []).includes('W'),
    );
    expect(pending(t.state)).toEqual({ kind: 'claimAnswer', seats: [person] });
    expect(t.state.phase).toBe('play');
    expect((await act(t, person, { type: 'claimAnswer', accept: true })).ok).toBe(true);
    expect(t.state.phase).toBe('scored');
    await lobby.close();
  });

  const STOPS: readonly {
    people: readonly Seat[];
    asks: readonly Seat[];
    over: boolean;
    stop?: 'host';
    why: string;
  }[] = [
    { people: ['N', 'E'], asks: ['N'], over: false, why: 'one side asked; the other has a person' },
    { people: ['N', 'E'], asks: ['N', 'E'], over: true, why: 'both sides asked' },
    { people: ['N', 'S'], asks: ['S'], over: true, why: 'the other side is played by bots only' },
    {
      people: ['N', 'E'],
      asks: ['N'],
      over: true,
      stop: 'host',
      why: "the host's stop, where the settings say",
    },
    { people: ['N', 'E'], asks: ['E'], over: false, stop: 'host', why: 'E is not the host' },
  ];
  for (const row of STOPS)
    it(`a rubber stop asked by ${row.asks.join(' and ')} with people at ${row.people.join(', ')}: ${row.over ? 'stopped' : 'goes on'} (${row.why})`, async () => {
      const lobby = await testLobby();
      const t = await tableWith(
        lobby,
        { mode: 'rubber', seed: 'deviation-stop', ...(row.stop === undefined ? {} : { stop: row.stop }) },
        row.people,
      );
      await drive(t, row.people, () => t.state.phase === 'scored');
      for (const seat of row.asks) expect((await act(t, seat, { type: 'stop' })).ok).toBe(true);
      expect(t.state.phase).toBe(row.over ? 'over' : 'scored');
      await lobby.close();
    });
});
