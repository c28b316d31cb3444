import { minibridgeToAct, minibridgeView, parsePbnDealFull, unwrap, type Card } from '@tenace/core';
import { minibridgeStateFromDeal, replayMinibridge } from '@tenace/bots';
import { describe, expect, it } from 'vitest';
import { adviseJsonLine } from '../commands/advise.ts';

// A deal where North (16 HCP) declares for North–South; East leads.
const PBN = 'N:AKQ2.K32.A54.432 J54.QJ5.KQ32.765 T987.A94.J76.AK8 63.T876.T98.QJT9';
const NT = { strain: 'NT', game: false } as const;
// Nine tricks of a plausible play (the first 36 cards), then advice at trick ten.
const PLAY: Card[] = [
  'DK',
  'D6',
  'D8',
  'D4',
  'DQ',
  'D7',
  'D9',
  'DA',
  'SA',
  'S5',
  'S7',
  'S3',
  'SK',
  'S4',
  'S8',
  'S6',
  'SQ',
  'SJ',
  'S9',
  'H6',
  'S2',
  'D2',
  'ST',
  'H7',
  'CA',
  'C9',
  'C2',
  'C5',
  'CK',
  'CT',
  'C3',
  'C6',
  'C8',
  'CJ',
  'C4',
  'C7',
];

const ask = (q: Record<string, unknown>) => adviseJsonLine(JSON.stringify(q));

describe('tenace advise: minibridge and card questions', () => {
  it('the test play is legal', () => {
    const start = unwrap(minibridgeStateFromDeal(unwrap(parsePbnDealFull(PBN)), 'N'));
    expect(start.declarer).toBe('N');
    expect(replayMinibridge(start, NT, PLAY).ok).toBe(true);
  });

  it('advises a legal card for the seat to play, with a reason', () => {
    const a = ask({ mode: 'minibridge', pbn: PBN, dealer: 'N', contract: NT, play: PLAY, seed: 3 });
    const start = unwrap(minibridgeStateFromDeal(unwrap(parsePbnDealFull(PBN)), 'N'));
    const state = unwrap(replayMinibridge(start, NT, PLAY));
    const view = minibridgeView(state, minibridgeToAct(state) ?? 'N');
    expect(a.seat).toBe(view.toPlay);
    expect(view.legalCards).toContain(a.card);
    const r = a.reason as { key: unknown; text: unknown };
    expect(typeof r.key === 'string' && typeof r.text === 'string').toBe(true);
    expect(ask({ mode: 'minibridge', pbn: PBN, dealer: 'N', contract: NT, play: PLAY, seed: 3 })).toEqual(a);
  });

  it('advises the declarer and a contract (thresholds when the time is too short to simulate)', () => {
    const a = ask({ mode: 'minibridge', pbn: PBN, dealer: 'N', seed: 1, timeMs: 1 });
    expect(a.declarer).toBe('N');
    const c = a.contract as { strain: unknown; game: unknown };
    expect(['C', 'D', 'H', 'S', 'NT']).toContain(c.strain);
    expect(typeof c.game).toBe('boolean');
    expect(String((a.reason as { key: unknown }).key)).toMatch(/^minibridge\.declarer\./);
  });

  it('advises a contract-bridge card after a complete auction', () => {
    const a = ask({
      mode: 'rubber',
      pbn: PBN,
      dealer: 'N',
      vul: 'None',
      auction: ['1NT', 'P', 'P', 'P'],
      play: PLAY,
      seed: 1,
    });
    expect(typeof a.card).toBe('string');
    expect(a.seat).toBeDefined();
  });

  it.each([
    [{ mode: 'minibridge', pbn: 'N:AKQ', dealer: 'N' }, /"pbn"/],
    [{ mode: 'minibridge', pbn: PBN, dealer: 'Q' }, /"dealer"/],
    [{ mode: 'minibridge', pbn: PBN, dealer: 'N', contract: NT, play: ['S2'] }, /"play": card 1 \(S2\)/],
    [
      { mode: 'minibridge', pbn: PBN, dealer: 'N', contract: { strain: 'X', game: true } },
      /contract\.strain/,
    ],
    [{ mode: 'minibridge', pbn: PBN, dealer: 'N', contract: NT, play: ['DK', 'HA'] }, /must follow/],
    [{ mode: 'minibridge', pbn: PBN, dealer: 'N', contract: NT, play: 5 }, /"play" must be an array/],
    [{ mode: 'rubber', pbn: PBN, dealer: 'N', auction: ['1NT', 'P'], play: [] }, /not over/],
    [{ mode: 'rubber', pbn: PBN, dealer: 'N', auction: ['P', 'P', 'P', 'P'], play: [] }, /passed out/],
  ])('answers a bad question with an error naming it: %j', (q, message) => {
    const a = ask(q);
    expect(Object.keys(a)).toEqual(['error']);
    expect(String(a.error)).toMatch(message);
  });
});
