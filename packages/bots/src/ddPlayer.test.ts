import {
  CardSet,
  SEATS,
  minibridgeReduce,
  minibridgeToAct,
  minibridgeView,
  partner,
  seededDeal,
  sideOf,
  unwrap,
  type Card,
  type Deal,
  type MinibridgeState,
  type Seat,
} from '@tenace/core';
import { cards } from '@tenace/solver';
import { describe, expect, it } from 'vitest';
import { claimSituationOf } from './claims.ts';
import { SimulationPlayer } from './ddPlayer.ts';
import { minibridgeKnowledge } from './knowledge/constraints.ts';
import { minibridgeStateFromDeal, replayMinibridge } from './minibridgeState.ts';
import { simpleCard } from './placeholder/cards.ts';
import { layoutSource } from './sampling/layouts.ts';
import { decisionRng } from './sampling/rng.ts';

const CONTRACT = { strain: 'NT', game: false } as const;

/** A deal from seeded boards that is not 20–20, with its state after `n` cards of heuristic play. */
function playedTo(board: number, n: number): { deal: Deal; state: MinibridgeState; played: Card[] } {
  for (let b = board; ; b++) {
    const deal = seededDeal('bots-tests', b);
    const start = minibridgeStateFromDeal(deal, 'N');
    if (!start.ok) continue;
    let state = unwrap(replayMinibridge(start.value, CONTRACT, []));
    const played: Card[] = [];
    while (played.length < n) {
      const seat = minibridgeToAct(state)!;
      const view = minibridgeView(state, seat);
      const card = simpleCard(view.legalCards, view.trick, 'NT', view.toPlay!);
      state = unwrap(minibridgeReduce(state, { type: 'card', seat, card }));
      played.push(card);
    }
    return { deal, state, played };
  }
}

const player = (seed: string | number) =>
  new SimulationPlayer({ seed, layouts: 8, laterLayouts: 8, cardMs: 600_000 });

describe('knowledge', () => {
  it('the constraints on hidden hands hold for the real hands at every point of play', () => {
    for (const board of [1, 2, 3]) {
      const { deal, state: first } = playedTo(board, 0);
      let state = first;
      for (let k = 0; k < 40; k++) {
        const seat = minibridgeToAct(state)!;
        const view = minibridgeView(state, seat);
        const knowledge = minibridgeKnowledge(view);
        const hiddenCards = knowledge.hidden.reduce(
          (u, h) => u.union(state.play!.hands[h.seat]),
          CardSet.EMPTY,
        );
        expect(hiddenCards.equals(knowledge.unseen)).toBe(true);
        for (const h of knowledge.hidden) {
          const hand = state.play!.hands[h.seat];
          expect(hand.size).toBe(h.size);
          expect(hand.hcp()).toBeGreaterThanOrEqual(h.hcpMin);
          expect(hand.hcp()).toBeLessThanOrEqual(h.hcpMax);
          for (const s of h.voids) expect(hand.length(s)).toBe(0);
        }
        const card = simpleCard(view.legalCards, view.trick, 'NT', view.toPlay!);
        state = unwrap(minibridgeReduce(state, { type: 'card', seat, card }));
      }
      expect(deal.hands.N.size).toBe(13);
    }
  });
});

describe('SimulationPlayer card play', () => {
  it('never sees hidden cards: the same view with other hidden cards and the same seed gives the same decision', async () => {
    for (const [board, n] of [
      [4, 33],
      [5, 36],
      [6, 38],
    ] as const) {
      const { deal, state, played } = playedTo(board, n);
      const seat = minibridgeToAct(state)!;
      const view = minibridgeView(state, seat);
      const source = unwrap(layoutSource(minibridgeKnowledge(view)));
      const rng = decisionRng('other layout', board);
      // Another layout of the hidden cards, with each hidden hand's played cards given back.
      const layout = source.draw(rng);
      const hands = {} as Record<Seat, CardSet>;
      for (const s of SEATS) {
        const playedBy = state.play!.hands[s];
        const gone = deal.hands[s].minus(playedBy);
        hands[s] = layout[s].union(gone);
      }
      const other = unwrap(minibridgeStateFromDeal({ hands }, 'N'));
      const otherState = unwrap(replayMinibridge(other, CONTRACT, played));
      const otherView = minibridgeView(otherState, seat);
      expect(JSON.stringify(otherView)).toBe(JSON.stringify(view));
      const a = await player('same').chooseCard(view);
      const b = await player('same').chooseCard(otherView);
      expect(b).toEqual(a);
    }
  }, 60_000);

  it('plays legal cards with reasons to the end, deterministically for a seed', async () => {
    const { state: start } = playedTo(7, 32);
    const run = async () => {
      let state = start;
      const decisions: string[] = [];
      while (state.phase === 'play') {
        const seat = minibridgeToAct(state)!;
        const view = minibridgeView(state, seat);
        const d = await player(42).chooseCard(view);
        expect(view.legalCards).toContain(d.value);
        expect(d.reason.key.length).toBeGreaterThan(0);
        expect(d.reason.text.length).toBeGreaterThan(0);
        decisions.push(`${d.value}:${d.reason.text}`);
        state = unwrap(minibridgeReduce(state, { type: 'card', seat, card: d.value }));
      }
      return decisions;
    };
    const first = await run();
    expect(first.length).toBe(20);
    expect(await run()).toEqual(first);
  }, 60_000);
});

/** The claimer's side's double-dummy tricks on the real deal from the state's position. */
function realTricks(state: MinibridgeState, claimer: Seat): number {
  const play = state.play!;
  const values = unwrap(
    cards({ hands: play.hands, strain: play.strain, leader: play.current.leader, trick: play.current.cards }),
  );
  const best = Math.max(...values.map((v) => v.tricks ?? NaN));
  const remaining = 13 - play.tricks.length;
  const toPlaySeat = SEATS[(SEATS.indexOf(play.current.leader) + play.current.cards.length) % 4]!;
  return sideOf(toPlaySeat) === sideOf(claimer) ? best : remaining - best;
}

describe('claims', () => {
  it('claims only what holds on the real deal, and answers claims by every layout', async () => {
    let claims = 0;
    for (const board of [8, 9, 10, 11]) {
      const { state } = playedTo(board, 40);
      const seat = minibridgeToAct(state)!;
      const view = minibridgeView(state, seat);
      const p = player('claims');
      const proposal = p.proposeClaim(view);
      const s = claimSituationOf(view)!;
      expect(s.remaining).toBe(3);
      const real = realTricks(state, seat);
      if (proposal.value !== null) {
        claims++;
        expect(real).toBeGreaterThanOrEqual(proposal.value);
      }
      // An opponent answers claims of every size: a claim for more than the real deal gives is rejected.
      for (const k of [0, real + 1].filter((x) => x <= 3)) {
        const claimed = unwrap(minibridgeReduce(state, { type: 'claim', seat, tricks: k }));
        const answerer = SEATS.find((x) => sideOf(x) !== sideOf(seat) && x !== partner(seat))!;
        const d = await p.respondToClaim(minibridgeView(claimed, answerer));
        if (k > real) expect(d.value).toBe(false);
        if (k === 0) expect(d.value).toBe(true);
        expect(d.reason.text.length).toBeGreaterThan(0);
      }
    }
    expect(claims).toBeGreaterThan(0);
  }, 60_000);
});
