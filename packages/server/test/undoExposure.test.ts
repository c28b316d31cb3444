/**
 * Issue 19 #3, "taking back the opening lead shows dummy": at a consent table the opening lead cannot be
 * taken back once dummy is face up (no request is even made); later cards still can, and a practice table
 * (free undo) takes anything back.
 */
import { describe, expect, it } from 'vitest';
import { pending, SEATS, unwrap, type Seat } from '@tenace/core';
import type { Intent } from '@tenace/protocol';
import { testLobby } from './helpers.ts';

/** A duplicate board with people in all four seats: the dealer opens 1♣, three passes, one card led. */
async function afterOpeningLead(undo: 'free' | 'consent') {
  const lobby = await testLobby();
  const made = unwrap(
    await lobby.create({
      mode: 'duplicate',
      rules: { boards: 1 },
      undo,
      seed: 'lead-back',
      sit: { seat: 'N', name: 'PN' },
    }),
  );
  const table = lobby.tables.get(made.table.id)!;
  const tokens: Partial<Record<Seat, string>> = { N: made.token! };
  for (const s of SEATS.filter((x) => x !== 'N')) tokens[s] = unwrap(await table.takeSeat(s, `P${s}`));
  const act = async (intent: Intent) => {
    const p = pending(table.state);
    if (p.kind !== 'call' && p.kind !== 'card') throw new Error(`waits for ${p.kind}`);
    return table.submit(p.seat, table.stateId, intent, 'human', tokens[p.seat]);
  };
  for (const call of ['1C', 'P', 'P', 'P']) unwrap(await act({ type: 'call', call }));
  const leader = (pending(table.state) as { seat: Seat }).seat;
  unwrap(await act({ type: 'card', card: table.viewOf(leader).legalCards[0]! }));
  return { lobby, table, leader, act, token: tokens[leader]! };
}

describe('taking back the opening lead shows dummy (issue 19 #3)', () => {
  it('consent table: refused, and the view offers no undo', async () => {
    const { lobby, table, leader, token } = await afterOpeningLead('consent');
    const view = table.viewOf(leader);
    expect(view.mode !== 'minibridge' && view.dummyVisible).toBe(true);
    expect(view.actions.undo).toBe(false);
    const at = table.stateId;
    const r = await table.submit(leader, at, { type: 'undo' }, 'human', token);
    expect(r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`).toMatch(/^action\/undo: .* face up/);
    expect(table.undo).toBeNull();
    expect(table.stateId).toBe(at);
    await lobby.close();
  });

  it('consent table: the second card of the trick may still be asked back', async () => {
    const { lobby, table, act } = await afterOpeningLead('consent');
    const p = pending(table.state) as { seat: Seat };
    unwrap(await act({ type: 'card', card: table.viewOf(p.seat).legalCards[0]! }));
    expect(table.viewOf(p.seat).actions.undo).toBe(true);
    await lobby.close();
  });

  it('practice table (free undo): the lead comes back', async () => {
    const { lobby, table, leader, token } = await afterOpeningLead('free');
    expect(table.viewOf(leader).actions.undo).toBe(true);
    const at = table.stateId;
    unwrap(await table.submit(leader, at, { type: 'undo' }, 'human', token));
    expect(table.stateId).toBe(at + 1);
    await lobby.close();
  });
});
