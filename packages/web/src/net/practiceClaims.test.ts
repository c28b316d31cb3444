/**
 * Regression (issue 14): the practice bots refused every claim but a concession, as they could not check
 * one. They now check it as the server's bots do, from their own view: a claim that holds in every layout
 * they cannot tell apart is accepted, one beaten in some layout is refused for the defence.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pending, playOf, rotate, sideOf, type GameState, type Seat } from '@tenace/core';
import { cards } from '@tenace/solver';
import { fallbackIntent, type Table } from '@tenace/table';
import { PracticeBackend } from './practice.ts';
import { southAtPractice } from './practiceTesting.ts';

const backends: PracticeBackend[] = [];
afterEach(async () => {
  for (const b of backends.splice(0)) await b.lobby.close();
});

async function until(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 4000 && !cond(); i++) await new Promise((r) => setTimeout(r, 1));
  if (!cond()) throw new Error(`timed out waiting for ${what}`);
}

/** The tricks the claimer's side takes double dummy from here, on the real cards. */
function realTricks(state: GameState, claimer: Seat): number {
  const play = playOf(state)!;
  const r = cards({
    hands: play.hands,
    strain: play.strain,
    leader: play.current.leader,
    trick: play.current.cards,
  });
  if (!r.ok) throw new Error(r.error.message);
  const best = Math.max(...r.value.map((v) => v.tricks ?? NaN));
  const mover = rotate(play.current.leader, play.current.cards.length);
  return sideOf(mover) === sideOf(claimer) ? best : 13 - play.tricks.length - best;
}

/**
 * A practice minibridge table where South (a person) plays its first legal choices until `left` tricks
 * remain with South to lead and free to claim; null when the deal went another way.
 */
async function southToLeadWith(
  backend: PracticeBackend,
  seed: string,
  left: number,
): Promise<{ table: Table; token: string } | null> {
  const { table, token } = await southAtPractice(backend, seed);
  const southsTurn = () => {
    const p = pending(table.state);
    return (p.kind === 'contract' || p.kind === 'card') && p.seat === 'S';
  };
  for (let guard = 0; guard < 60; guard++) {
    await until(
      () => southsTurn() || (table.state.phase !== 'play' && table.state.phase !== 'contract'),
      "South's turn",
    );
    if (!southsTurn()) return null;
    const play = playOf(table.state);
    if (play !== null && 13 - play.tricks.length <= left) {
      return play.current.cards.length === 0 && table.viewOf('S').actions.claim !== null
        ? { table, token }
        : null;
    }
    const kind = pending(table.state).kind as 'contract' | 'card';
    const r = await table.submit(
      'S',
      table.stateId,
      fallbackIntent(table.viewOf('S'), kind)!,
      'human',
      token,
    );
    if (!r.ok) throw new Error(r.error.message);
  }
  return null;
}

describe('practice bots check claims (regression: every claim but a concession was refused)', () => {
  it('accept a claim that holds in every layout they see, refuse one the real cards beat', async () => {
    const backend = new PracticeBackend(0, 'practice-claims');
    backends.push(backend);
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < 200 && (accepted < 2 || refused < 2); i++) {
      const found = await southToLeadWith(backend, `claims-${i}`, 2);
      if (found === null) continue;
      const { table, token } = found;
      const left = 13 - playOf(table.state)!.tricks.length;
      const real = realTricks(table.state, 'S');
      // Every other position claims one trick more than the real cards give: a layout the bots cannot
      // rule out (the real one) beats it, so they must refuse it.
      const over = i % 2 === 1 && real < left;
      const r = await table.submit(
        'S',
        table.stateId,
        { type: 'claim', tricks: over ? real + 1 : real },
        'human',
        token,
      );
      expect(r.ok).toBe(true);
      await until(() => table.refusal !== null || table.state.phase !== 'play', 'an answer to the claim');
      if (over) {
        expect(table.refusal?.reason).toBe('defence');
        refused++;
      } else if (table.refusal === null && real > 0) accepted++; // a concession was always accepted
    }
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(accepted).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
