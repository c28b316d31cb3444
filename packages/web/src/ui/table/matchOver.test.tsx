/** The end of a match in words (issue 14 #7), and "play again" asking for the same table. */
import { describe, expect, it } from 'vitest';
import type { GameView, TableInfo } from '@tenace/protocol';
import { createI18n } from '../../i18n/index.ts';
import { againRequest, matchResultText } from './matchOver.tsx';

const mini = (seat: 'S' | 'E' | null, NS: number, EW: number): GameView =>
  ({
    mode: 'minibridge',
    seat,
    phase: 'over',
    totals: { NS, EW },
    winner: NS === EW ? null : NS > EW ? 'NS' : 'EW',
  }) as unknown as GameView;
const duplicate = (NS: number, EW: number): GameView =>
  ({
    mode: 'duplicate',
    seat: 'E',
    phase: 'over',
    standing: { boards: 2, totals: { NS, EW } },
  }) as unknown as GameView;

describe('the match result in words', () => {
  it.each([
    ['en', mini('S', 640, 420), 'You win the match (North–South), 640 to 420'],
    ['en', mini('E', 640, 420), 'North–South win the match, 640 to 420'],
    ['en', mini(null, 300, 300), 'A tie, 300 to 300'],
    ['en', duplicate(-50, 620), 'You win the match (East–West), 620 to −50'],
    ['ru', mini('E', 640, 420), 'Север–Юг выигрывают матч: 640\u00a0:\u00a0420'],
    ['uk', mini('S', 640, 420), 'Ви виграли матч (Північ–Південь): 640\u00a0:\u00a0420'],
  ] as const)('%s: %s', (lang, view, text) => {
    expect(matchResultText(createI18n(lang).getFixedT(lang), view)).toBe(text);
  });

  it('"play again" asks for the same mode, rules, undo and privacy, the person in the same seat', () => {
    const info = {
      id: 't1',
      mode: 'minibridge',
      rules: { deals: 4, games: 1 },
      undo: 'free',
      private: true,
      seats: {},
    } as unknown as TableInfo;
    expect(againRequest(info, 'S', 'Ann')).toEqual({
      mode: 'minibridge',
      rules: { deals: 4, games: 1 },
      undo: 'free',
      private: true,
      sit: { seat: 'S', name: 'Ann' },
    });
  });
});
