import { describe, expect, it } from 'vitest';
import {
  legalCards,
  makePbnDeal,
  playCard,
  seededDeal,
  sideOf,
  startPlay,
  rotate,
  type Card,
  type Seat,
  type Strain,
} from '@tenace/core';
import { analyseDeal } from './analysis.ts';

/** A whole legal play of a seeded deal: each hand plays its lowest legal card, then its highest, alternately. */
function playOut(seed: string, strain: Strain, declarer: Seat) {
  const deal = seededDeal(seed, 1);
  let play = startPlay(deal, strain, rotate(declarer, 1));
  const cards: Card[] = [];
  for (let i = 0; i < 52; i++) {
    const legal = legalCards(play);
    const card = i % 3 === 0 ? legal[0]! : legal[legal.length - 1]!;
    const next = playCard(play, card);
    if (!next.ok) throw new Error(next.error.message);
    play = next.value;
    cards.push(card);
  }
  return { pbn: makePbnDeal(deal, 'N'), cards, tricks: play.won[sideOf(declarer)] };
}

// Slow (a double-dummy table and 52 positions): run by ci:web-e2e with WEB_SLOW=1, not by npm test.
describe.runIf(process.env.WEB_SLOW === '1')('deal analysis for the review', () => {
  it.each([['web-analysis-1', 'NT', 'S']] as const)(
    '%s: the double-dummy result minus the costs of each side equals the tricks taken',
    (seed, strain, declarer) => {
      const { pbn, cards, tricks } = playOut(seed, strain, declarer);
      const a = analyseDeal({
        pbn,
        play: cards,
        contract: `3${strain}`,
        declarer,
        dealer: 'N',
        vulnerability: 'None',
      });
      expect(a.costs).toHaveLength(52);
      const start = a.tricks[declarer][strain];
      const owner = new Map<string, Seat>();
      const deal = seededDeal(seed, 1);
      for (const s of ['N', 'E', 'S', 'W'] as const) for (const c of deal.hands[s].cards()) owner.set(c, s);
      let mine = 0;
      let theirs = 0;
      cards.forEach((c, i) => {
        if (sideOf(owner.get(c)!) === sideOf(declarer)) mine += a.costs[i]!;
        else theirs += a.costs[i]!;
      });
      expect(start! - mine + theirs).toBe(tricks);
      expect(a.par).toMatch(/[+-]?\d+\)$/);
    },
    600_000,
  );
});
