/**
 * Claims checked double dummy over the actual remaining cards: the check agrees with the solver's own
 * value of the position (endings of seeded deals, at a trick's start and after the lead), refuses a claim
 * when the node budget runs out, and bots at a table answer claims by it at any number of tricks left.
 */
import { describe, expect, it } from 'vitest';
import { CardSet, SEATS, seededDeal, sideOf, STRAINS, type Card, type Seat, type Strain } from '@tenace/core';
import { cards, solve } from '@tenace/solver';
import { checkClaimExactly, type ClaimJob } from '../src/botJobs.ts';
import { playOf } from '@tenace/core';
import { join, testLobby, until } from './helpers.ts';

/** An ending of `size` cards a hand from a seeded deal. */
function ending(seed: string, size: number): Record<Seat, Card[]> {
  const deal = seededDeal(seed, 1);
  const out = {} as Record<Seat, Card[]>;
  for (const s of SEATS)
    out[s] = deal.hands[s]
      .cards()
      .filter((_, i) => i % 2 === 0)
      .slice(0, size);
  return out;
}

function job(
  hands: Record<Seat, Card[]>,
  strain: Strain,
  leader: Seat,
  trick: Card[],
  claimer: Seat,
  tricks: number,
): ClaimJob {
  return { type: 'claim', hands, strain, leader, trick, claimer, tricks, maxNodes: 5_000_000 };
}

const sets = (h: Record<Seat, Card[]>) => {
  const o = {} as Record<Seat, CardSet>;
  for (const s of SEATS) o[s] = CardSet.of(h[s]);
  return o;
};

describe('the double-dummy claim check', () => {
  it('agrees with the solver at the start of a trick, for both sides (24 endings)', () => {
    for (let i = 0; i < 24; i++) {
      const size = 4 + (i % 4);
      const hands = ending(`claim-${i}`, size);
      const strain = STRAINS[i % 5]!;
      const leader = SEATS[i % 4]!;
      const r = solve({ hands: sets(hands) }, strain, leader);
      if (!r.ok || r.value === null) throw new Error('the solver failed');
      const t = r.value;
      const partner = SEATS[(SEATS.indexOf(leader) + 2) % 4]!;
      const opponent = SEATS[(SEATS.indexOf(leader) + 1) % 4]!;
      expect(checkClaimExactly(job(hands, strain, leader, [], partner, t))).toEqual({ best: t, holds: true });
      if (t < size)
        expect(checkClaimExactly(job(hands, strain, leader, [], leader, t + 1)).holds).toBe(false);
      expect(checkClaimExactly(job(hands, strain, leader, [], opponent, size - t)).holds).toBe(true);
      if (t > 0)
        expect(checkClaimExactly(job(hands, strain, leader, [], opponent, size - t + 1)).holds).toBe(false);
    }
  });

  it('after the lead: the leading side takes what the lead is worth (12 endings)', () => {
    for (let i = 0; i < 12; i++) {
      const size = 5;
      const hands = ending(`lead-${i}`, size);
      const strain = STRAINS[(i + 2) % 5]!;
      const leader = SEATS[(i + 1) % 4]!;
      const values = cards({ hands: sets(hands), strain, leader, trick: [] });
      if (!values.ok) throw new Error(values.error.message);
      const { card, tricks } = values.value[i % values.value.length]!;
      const after = { ...hands, [leader]: hands[leader].filter((c) => c !== card) };
      const next = SEATS[(SEATS.indexOf(leader) + 1) % 4]!;
      expect(checkClaimExactly(job(after, strain, leader, [card], leader, tricks!))).toEqual({
        best: tricks,
        holds: true,
      });
      expect(checkClaimExactly(job(after, strain, leader, [card], next, size - tricks!)).holds).toBe(true);
      if (tricks! < size)
        expect(checkClaimExactly(job(after, strain, leader, [card], leader, tricks! + 1)).holds).toBe(false);
    }
  });

  it('refuses the claim when the node budget runs out', () => {
    // A whole deal: far more nodes than the budget (the engine looks at its budget every few thousand).
    const hands = ending('budget', 13);
    const deal = seededDeal('budget', 1);
    for (const s of SEATS) hands[s] = deal.hands[s].cards();
    expect(checkClaimExactly({ ...job(hands, 'NT', 'N', [], 'N', 7), maxNodes: 1 })).toEqual({
      best: null,
      holds: false,
    });
  });

  it('reports a position that is not valid', () => {
    const hands = ending('bad', 4);
    const bad = { ...hands, N: hands.N.slice(1) };
    expect(() => checkClaimExactly(job(bad, 'NT', 'N', [], 'N', 1))).toThrow(/not valid/);
  });
});

describe('bots answer claims at a table', () => {
  it('with more than 5 tricks left: one trick too many is refused, the exact number accepted', async () => {
    const lobby = await testLobby({ botThreads: { threads: 1 } });
    const made = await lobby.create({
      mode: 'minibridge',
      rules: { deals: 1 },
      seed: 'claim-table',
      sit: { seat: 'N', name: 'N' },
    });
    if (!made.ok) throw new Error(made.error.message);
    const s = await lobby.takeSeat(made.value.table.id, 'S', 'S');
    if (!s.ok) throw new Error(s.error.message);
    const table = lobby.tables.get(made.value.table.id)!;
    const clients = {
      N: await join(lobby, table.id, made.value.token!),
      S: await join(lobby, table.id, s.value),
    };
    // North–South play their first legal card (or the first contract option) until 5 to 7 tricks are
    // played and one of them is on lead.
    for (let i = 0; i < 2000; i++) {
      const play = playOf(table.state);
      const toAct = (clients.N.lastState()?.view as unknown as { toAct: Seat | null } | undefined)?.toAct;
      if (
        play !== null &&
        play.tricks.length >= 5 &&
        play.tricks.length <= 7 &&
        play.current.cards.length === 0 &&
        toAct !== undefined &&
        toAct !== null &&
        sideOf(toAct) === 'NS'
      )
        break;
      for (const seat of ['N', 'S'] as const) {
        const m = clients[seat].lastState();
        const v = m?.view as unknown as
          { toAct: Seat | null; phase: string; legalCards: string[]; contractOptions: object[] } | undefined;
        if (m === undefined || v === undefined || m.stateId !== table.stateId || v.toAct !== seat) continue;
        if (v.phase === 'contract')
          clients[seat].send({
            t: 'act',
            stateId: m.stateId,
            action: { type: 'contract', ...(v.contractOptions[0] as { strain: 'NT'; game: boolean }) },
          });
        else if (v.phase === 'play')
          clients[seat].send({
            t: 'act',
            stateId: m.stateId,
            action: { type: 'card', card: v.legalCards[0]! },
          });
      }
      await new Promise((r) => setTimeout(r, 1));
    }
    const play = playOf(table.state)!;
    expect(play.tricks.length).toBeGreaterThanOrEqual(5);
    expect(play.tricks.length).toBeLessThanOrEqual(7);
    const remaining = 13 - play.tricks.length;
    const leader = play.current.leader;
    const r = solve({ hands: play.hands }, play.strain, leader);
    if (!r.ok || r.value === null) throw new Error('the solver failed');
    const exact = r.value;
    // The claim comes from the seat that acts for the leader (declarer also acts for dummy).
    const actor = (clients.N.lastState()!.view as unknown as { toAct: 'N' | 'S' }).toAct;
    const c = clients[actor];
    /** Claims; true when the claim was accepted (the deal is over), false when refused (play goes on). */
    const claim = async (tricks: number): Promise<boolean> => {
      const at = table.stateId;
      c.send({ t: 'act', stateId: at, action: { type: 'claim', tricks } });
      // The claim, then the bots' answers: one refusal, or both defenders' acceptance.
      await until(() => table.stateId >= at + 2 && playOf(table.state)?.claim === null, 60_000);
      return table.state.history.length > 0;
    };
    if (exact < remaining) expect(await claim(exact + 1)).toBe(false);
    expect(await claim(exact)).toBe(true);
    expect(lobby.botFaults()).toEqual([]);
    await lobby.close();
  }, 60_000);
});
