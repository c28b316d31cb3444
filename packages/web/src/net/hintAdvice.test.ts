/**
 * The practice hint for a call is what the server's bots would call: at a slam point (board 349 of the
 * seeded deals 'tenace', the sampling player's slam in the bots' tests) it is six by bidding out, where the
 * rules alone sign off in game.
 */
import { boardDealer, boardVulnerability, seededDeal } from '@tenace/core';
import type { GameView } from '@tenace/protocol';
import { describe, expect, it } from 'vitest';
import { HINT_BUDGETS, adviseInPage } from './hintAdvice.ts';

const deal = seededDeal('tenace', 349);
const VIEW = {
  seat: 'E',
  dealer: boardDealer(349),
  auction: ['P', '1H', 'P', '2NT', 'P', '3H', 'P', '4C', 'P'],
  hands: { N: null, E: deal.hands.E.cards(), S: null, W: null },
  vulnerability: boardVulnerability(349),
  mode: 'duplicate',
} as unknown as GameView;

describe('the practice hint for a call', () => {
  it('bids the slam the bots bid by bidding out, explained in every language', async () => {
    // A budget no machine runs out of, so that the test does not depend on the machine's speed.
    const h = await adviseInPage(VIEW, 'call', 'hint-test', { ...HINT_BUDGETS, judgeMs: 60_000 });
    expect(h.intent).toEqual({ type: 'call', call: '6H' });
    expect(h.key).toBe('bid.judged');
    expect(h.meaning?.en).toMatch(/^Chosen by bidding out/);
    expect(h.meaning?.ru).toMatch(/[а-я]/);
    expect(h.meaning?.uk).toMatch(/[а-яі]/);
    expect(h.meaning?.ru).not.toBe(h.meaning?.en);
  });

  it('gives the rules’ call when bidding out has no time', async () => {
    const h = await adviseInPage(VIEW, 'call', 'hint-test', { ...HINT_BUDGETS, judgeMs: 0 });
    expect(h.intent).toEqual({ type: 'call', call: '4H' });
  });
});
