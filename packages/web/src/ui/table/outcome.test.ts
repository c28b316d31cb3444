import { describe, expect, it } from 'vitest';
import type { MinibridgeDealRecord } from '@tenace/core';
import { createI18n, type Language } from '../../i18n/index.ts';
import { bridgeResultText, dealResultText, miniResultText, resultShort } from './outcome.ts';

const t = (lang: Language) => createI18n(lang).t;

describe('results in bridge words', () => {
  // Scores are the records' own (rubber below+above, Chicago points, duplicate score); the rows' points are
  // from the standard scoring table (Laws of Duplicate Bridge 2017, Law 77).
  it.each([
    [
      'en',
      { contract: '4S', declarer: 'S', tricks: 11, score: { NS: 450, EW: 0 } },
      '4♠ by South, made with an overtrick (+450)',
    ],
    [
      'en',
      { contract: '4S', declarer: 'S', tricks: 10, score: { NS: 420, EW: 0 } },
      '4♠ by South, made (+420)',
    ],
    [
      'en',
      { contract: '3NT', declarer: 'W', tricks: 7, points: { NS: 100, EW: 0 } },
      '3NT by West, down 2 (−100)',
    ],
    [
      'en',
      { contract: '1HX', declarer: 'N', tricks: 9, below: { NS: 60, EW: 0 }, above: { NS: 450, EW: 0 } },
      '1♥X by North, made with 2 overtricks (+510)',
    ],
    ['en', { contract: 'PASS', declarer: null, tricks: 0, score: { NS: 0, EW: 0 } }, 'Passed out'],
    [
      'ru',
      { contract: '4S', declarer: 'S', tricks: 12, score: { NS: 480, EW: 0 } },
      '4♠, разыгрывает Юг: выполнен с 2 лишними взятками (+480)',
    ],
    [
      'ru',
      { contract: '3NT', declarer: 'E', tricks: 8, score: { NS: 50, EW: 0 } },
      '3БК, разыгрывает Восток: без 1 (−50)',
    ],
    [
      'uk',
      { contract: '2D', declarer: 'S', tricks: 9, score: { NS: 110, EW: 0 } },
      '2♦, розігрує Південь: виконано із зайвою взяткою (+110)',
    ],
  ] as const)('%s: %j', (lang, record, text) => {
    expect(bridgeResultText(t(lang), record)).toBe(text);
  });

  it.each([
    ['3NT', 7, '3NT −2'],
    ['4S', 10, '4♠ ='],
    ['4SX', 11, '4♠X +1'],
    ['7NT', 13, '7NT ='],
  ])('short: %s with %i tricks is "%s"', (contract, tricks, text) => {
    expect(resultShort(t('en'), contract, tricks)).toBe(text);
  });

  const mini = (over: Partial<MinibridgeDealRecord>): MinibridgeDealRecord => ({
    number: 1,
    dealer: 'N',
    pbn: '',
    hcp: { N: 10, E: 10, S: 10, W: 10 },
    redeal: false,
    ...over,
  });

  it.each([
    // minibridge: game targets 9 (NT), 10 (major), 11 (minor); a part-score 7 (docs/RULES.md §2.2)
    [
      'en',
      mini({ contract: { strain: 'NT', game: true }, declarer: 'S', tricks: 10, score: { NS: 430, EW: 0 } }),
      'No-trump, game by South: target 9, 10 tricks — made with an overtrick (North–South +430)',
    ],
    [
      'en',
      mini({ contract: { strain: 'H', game: false }, declarer: 'E', tricks: 6, score: { NS: 50, EW: 0 } }),
      'Hearts, part-score by East: target 7, 6 tricks — down 1 (North–South +50)',
    ],
    ['en', mini({ redeal: true }), 'Thrown in (20–20)'],
    [
      'ru',
      mini({ contract: { strain: 'C', game: true }, declarer: 'N', tricks: 11, score: { NS: 400, EW: 0 } }),
      'Трефы, гейм, разыгрывает Север: цель 11, 11 взяток — выполнен (Север–Юг +400)',
    ],
  ] as const)('minibridge %s: %s', (lang, rec, text) => {
    expect(miniResultText(t(lang), rec)).toBe(text);
    expect(dealResultText(t(lang), rec)).toBe(text);
  });
});
