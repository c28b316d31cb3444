/** The claim box's default and the words of a refused claim (issue 14 #5, #17), in en/ru/uk. */
import { describe, expect, it } from 'vitest';
import { NO_ACTIONS } from '@tenace/core';
import type { ClaimRefusal, GameView } from '@tenace/protocol';
import { createI18n } from '../../i18n/index.ts';
import { claimDefault, refusalText, sureTricks } from './claim.tsx';

/** A view at trick 10 (4 tricks left) of 4♠ by South; the viewer holds `hand`; `played` is out of play. */
function view(seat: 'S' | 'W' | 'E', hand: string[], played: string[] = [], strain = 'S'): GameView {
  return {
    mode: 'rubber',
    seat,
    declarer: 'S',
    contract: { level: 4, strain, doubled: 0 },
    hands: { N: null, E: null, S: null, W: null, [seat]: hand },
    played,
    tricksWon: { NS: 6, EW: 3 },
    dealNumber: 1,
    actions: { ...NO_ACTIONS, claim: { max: 4 } },
  } as unknown as GameView;
}

describe('the claim box default', () => {
  it.each([
    // declarer claims everything left
    { v: view('S', ['SA', 'SK', 'H2', 'C3']), want: 4, why: 'declarer: all remaining' },
    // a defender: the top trumps still out that it holds, not all remaining
    { v: view('W', ['SA', 'SK', 'H2', 'C3']), want: 2, why: 'defender holds ♠AK' },
    { v: view('W', ['SK', 'SQ', 'H2', 'C3'], ['SA']), want: 2, why: '♠A is gone: ♠KQ are top' },
    { v: view('W', ['SK', 'SQ', 'HA', 'C3']), want: 0, why: '♠A is out; ♥A may be ruffed' },
    { v: view('E', ['HA', 'HK', 'C2', 'C3'], [], 'NT'), want: 2, why: 'notrump: ♥AK are sure' },
  ])('$why → $want', ({ v, want }) => {
    expect(claimDefault(v)).toBe(want);
  });

  it('never above the tricks left', () => {
    const v = view('W', ['SA', 'SK', 'SQ', 'SJ', 'ST']);
    expect(sureTricks(v, 'W')).toBe(5);
    expect(claimDefault(v)).toBe(4);
  });
});

describe('a refused claim, in words', () => {
  const declarerClaims = (tricks: number, reason: ClaimRefusal['reason']): ClaimRefusal => ({
    by: 'E',
    claim: { by: 'S', tricks },
    reason,
  });
  const v = view('S', []);
  it.each([
    ['en', 4, 'defence', 'East does not accept: the defence can take a trick'],
    ['en', 2, 'defence', 'East does not accept: the defence can take 3 tricks'],
    ['ru', 4, 'defence', 'Восток не принимает: защита может взять взятку'],
    ['ru', 2, 'defence', 'Восток не принимает: защита может взять 3 взятки'],
    ['uk', 4, 'defence', 'Схід не приймає: захист може взяти взятку'],
    ['en', 4, 'person', 'East does not accept the claim; play goes on'],
    ['en', 4, 'unchecked', 'East does not accept: the bot could not check the claim, so play goes on'],
  ] as const)('%s: claim of %i refused (%s)', (lang, tricks, reason, text) => {
    const t = createI18n(lang).getFixedT(lang);
    expect(refusalText(t, v, declarerClaims(tricks, reason))).toBe(text);
  });

  it("a defender's claim refused by declarer names declarer", () => {
    const t = createI18n('en').getFixedT('en');
    expect(refusalText(t, v, { by: 'S', claim: { by: 'W', tricks: 4 }, reason: 'defence' })).toBe(
      'South does not accept: declarer can take a trick',
    );
  });
});
