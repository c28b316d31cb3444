import {
  CardSet,
  SEATS,
  SUITS,
  bridgeDealToAct,
  lho,
  partner,
  reduceBridgeDeal,
  startBridgeDeal,
  type BridgeDealState,
  type Seat,
} from '@tenace/core';
import { describe, expect, it } from 'vitest';
import { choosePlayCard } from '../cardPlay.ts';
import { checkClaim, claimSituationOf } from '../claims.ts';
import { bridgeContext } from '../playContext.ts';
import { layoutSource } from '../sampling/layouts.ts';
import { decisionRng } from '../sampling/rng.ts';
import { auctionKnowledge } from './auction.ts';
import { bridgeKnowledge } from './constraints.ts';
import { playCards, saycBidDeal, viewToAct } from './saycDeals.ts';

function biddenDeal(seed: string, from: number): BridgeDealState {
  for (let board = from; ; board++) {
    const s = saycBidDeal(seed, board);
    if (s.phase === 'play') return s;
  }
}

/** Plays the first legal card of each seat to act, `n` times. */
function playOn(state: BridgeDealState, n: number): BridgeDealState {
  let s = state;
  for (let i = 0; i < n; i++) s = playCards(s, [viewToAct(s).legalCards[0]!]);
  return s;
}

/** The same auction and play on another deal: each seat's hand as dealt is `hands[seat]`. */
function replayOn(state: BridgeDealState, hands: Record<Seat, CardSet>): BridgeDealState {
  let s = startBridgeDeal({
    number: state.number,
    dealer: state.dealer,
    vulnerable: state.vulnerable,
    deal: { hands },
  });
  for (const call of state.auction.calls) {
    const next = reduceBridgeDeal(s, { type: 'call', seat: bridgeDealToAct(s)!, call });
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  const played = state.play!.tricks.flatMap((t) => t.cards).concat(state.play!.current.cards);
  return playCards(s, played);
}

describe('card play at contract bridge with the auction’s knowledge', () => {
  it('regression: the opening lead samples declarer from the calls, and stays legal and deterministic', () => {
    const state = biddenDeal('auction-lead', 1);
    const view = viewToAct(state);
    const ctx = bridgeContext(view, 'score')!;
    // Before: every hidden hand was 0–37 HCP of any shape; now declarer's calls bound it.
    const declarer = ctx.knowledge.hidden.find((h) => h.seat === state.declarer)!;
    expect(declarer.hcpMin > 0 || declarer.hcpMax < 37 || declarer.lengths !== undefined).toBe(true);
    const a = choosePlayCard(ctx, { seed: 'lead', layouts: 4 });
    const b = choosePlayCard(bridgeContext(view, 'score')!, { seed: 'lead', layouts: 4 });
    expect(view.legalCards).toContain(a.value);
    expect(b).toEqual(a);
  }, 20_000);

  it('never sees hidden cards: the same view with other hidden cards and the same seed gives the same decision', () => {
    for (const [seed, cardsPlayed] of [
      ['hidden-a', 25],
      ['hidden-b', 30],
    ] as const) {
      const dealt = biddenDeal(seed, 1);
      const state = playOn(dealt, cardsPlayed);
      const view = viewToAct(state);
      const k = bridgeKnowledge(view);
      const source = layoutSource(k);
      if (!source.ok) throw new Error(source.error.message);
      // Another layout of the hidden cards, each hidden hand's played cards given back.
      const layout = source.value.draw(decisionRng('other layout', cardsPlayed));
      const hands = {} as Record<Seat, CardSet>;
      for (const s of SEATS) hands[s] = layout[s].union(dealt.deal.hands[s].minus(state.play!.hands[s]));
      expect(SEATS.every((s) => hands[s].equals(dealt.deal.hands[s]))).toBe(false);
      const other = replayOn(state, hands);
      const otherView = viewToAct(other);
      expect(JSON.stringify(otherView)).toBe(JSON.stringify(view));
      expect(JSON.stringify(bridgeKnowledge(otherView))).toBe(JSON.stringify(k));
      const a = choosePlayCard(bridgeContext(view, 'score')!, { seed: 'same', laterLayouts: 8 });
      const b = choosePlayCard(bridgeContext(otherView, 'score')!, { seed: 'same', laterLayouts: 8 });
      expect(b).toEqual(a);
      const claimA = checkClaim(claimSituationOf({ ...view, mode: 'duplicate' })!, view.seat!, { seed: 's' });
      const claimB = checkClaim(claimSituationOf({ ...otherView, mode: 'duplicate' })!, view.seat!, {
        seed: 's',
      });
      expect(claimB).toEqual(claimA);
    }
  }, 30_000);

  it('declarer samples the defenders from their calls: a defender who showed a long suit holds it', () => {
    let found = 0;
    for (let board = 1; board <= 60 && found < 2; board++) {
      const state = saycBidDeal('defenders-calls', board);
      if (state.phase !== 'play') continue;
      const shown = auctionKnowledge(viewToAct(state));
      const defenders = [lho(state.declarer!), partner(lho(state.declarer!))];
      const long = defenders.flatMap((d) =>
        SUITS.filter((s) => shown[d].len[s][0] >= 5).map((s) => [d, s] as const),
      );
      const first = long[0];
      if (first === undefined) continue;
      const [defender, suit] = first;
      // After the opening lead, declarer (to play from dummy) sees two hidden hands: the defenders.
      const after = playCards(state, [viewToAct(state).legalCards[0]!]);
      const view = viewToAct(after);
      expect(view.seat).toBe(state.declarer);
      const k = bridgeKnowledge(view);
      const c = k.hidden.find((h) => h.seat === defender)!;
      const gone = state.deal.hands[defender].minus(after.play!.hands[defender]).length(suit);
      expect(c.lengths?.[suit][0]).toBe(shown[defender].len[suit][0] - gone);
      const source = layoutSource(k);
      if (!source.ok) throw new Error(source.error.message);
      if (source.value.relaxation?.() !== 0) continue;
      const rng = decisionRng('defenders', board);
      for (let i = 0; i < 20; i++)
        expect(source.value.draw(rng)[defender].length(suit)).toBeGreaterThanOrEqual(c.lengths![suit][0]);
      found++;
    }
    expect(found).toBe(2);
  });

  it('claims are checked over the layouts the auction allows', () => {
    const state = playOn(biddenDeal('auction-claim', 1), 36);
    const view = viewToAct(state);
    const s = claimSituationOf({ ...view, mode: 'duplicate' })!;
    expect(JSON.stringify(s.knowledge)).toBe(JSON.stringify(bridgeKnowledge(view)));
    expect(s.knowledge.soft).toBe(true);
    const c = checkClaim(s, view.seat!, { seed: 'claim', limit: 10_000 })!;
    expect(c.exhaustive).toBe(true);
    expect(c.min).toBeLessThanOrEqual(c.max);
  });
});
