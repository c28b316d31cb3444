import {
  CardSet,
  minibridgeView,
  partner,
  seededDeal,
  unwrap,
  type MinibridgeContract,
  type MinibridgeState,
} from '@tenace/core';
import { describe, expect, it } from 'vitest';
import { drawn } from './cardPlay.ts';
import { noTrumpWeight, strainLikelihood, suitWeight } from './contractInference.ts';
import { minibridgeStateFromDeal, replayMinibridge } from './minibridgeState.ts';
import { minibridgeContext } from './playContext.ts';
import { layoutSource, type Hands } from './sampling/layouts.ts';
import { decisionRng } from './sampling/rng.ts';

function started(board: number, contract: MinibridgeContract): MinibridgeState {
  for (let b = board; ; b++) {
    const start = minibridgeStateFromDeal(seededDeal('inference-tests', b), 'N');
    if (start.ok) return unwrap(replayMinibridge(start.value, contract, []));
  }
}

describe('the declarer’s strain as evidence', () => {
  it('weights rise with the side’s length in the named suit, and no-trump weights fall with a major fit', () => {
    for (const suit of ['S', 'H', 'D', 'C'] as const)
      for (let n = 0; n < 13; n++)
        expect(suitWeight(suit, n + 1)).toBeGreaterThanOrEqual(suitWeight(suit, n));
    expect(suitWeight('S', 8)).toBeGreaterThan(suitWeight('S', 7));
    for (let n = 0; n < 13; n++) expect(noTrumpWeight(n + 1)).toBeLessThanOrEqual(noTrumpWeight(n));
    expect(noTrumpWeight(8)).toBeLessThan(noTrumpWeight(7));
  });

  it('gives declarer’s side nothing to infer, and the defenders a likelihood', () => {
    const state = started(1, { strain: 'S', game: false });
    const leader = state.play!.current.leader;
    expect(minibridgeContext(minibridgeView(state, leader))!.likelihood).toBeDefined();
    expect(
      strainLikelihood(state.declarer, state.declarer, 'S', { cards: [], leader, current: [], winners: [] }),
    ).toBeUndefined();
  });

  it('counts the cards declarer and dummy have already played in the trump suit', () => {
    const empty = CardSet.EMPTY;
    const hands: Hands = {
      N: CardSet.of(['S2', 'S3', 'S4']),
      E: empty,
      S: CardSet.of(['S5', 'S6', 'S7']),
      W: empty,
    };
    const played = ['S8', 'S9'].map((card, i) => ({
      seat: i === 0 ? ('N' as const) : ('S' as const),
      card: card as 'S8',
      trick: 0,
      position: i,
    }));
    const before = strainLikelihood('E', 'N', 'S', { cards: [], leader: 'E', current: [], winners: [] })!;
    const after = strainLikelihood('E', 'N', 'S', { cards: played, leader: 'E', current: [], winners: [] })!;
    expect(before(hands)).toBe(suitWeight('S', 6));
    expect(after(hands)).toBe(suitWeight('S', 8));
  });

  it('the opening leader’s layouts give the declaring side more trumps than uniform layouts do', () => {
    let uniform = 0;
    let weighted = 0;
    let boards = 0;
    for (let board = 1; boards < 6; board++) {
      const state = started(board, { strain: 'H', game: false });
      const decl = state.declarer;
      const dummyHearts = state.deal.hands[partner(decl)].length('H');
      if (dummyHearts > 3) continue; // the inference matters where dummy is short
      boards++;
      const ctx = minibridgeContext(minibridgeView(state, state.play!.current.leader))!;
      const source = unwrap(layoutSource(ctx.knowledge));
      const rng1 = decisionRng('u', board);
      const rng2 = decisionRng('w', board);
      const likely = drawn(source, rng2, ctx.likelihood);
      for (let i = 0; i < 200; i++) {
        uniform += source.draw(rng1)[decl].length('H');
        weighted += likely.next().value![decl].length('H');
      }
    }
    // Declarer's hearts average clearly more once the choice of hearts is taken as evidence.
    expect(weighted / 1200).toBeGreaterThan(uniform / 1200 + 0.5);
  });
});
