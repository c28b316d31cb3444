import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import {
  addRubberDeal,
  isRubberOver,
  newRubberSheet,
  rubberResult,
  rubberSheetLayout,
  type Level,
  type Strain,
} from '@tenace/core';
import { createI18n } from '../i18n/index.ts';
import { gameLines, rubberGames, RubberSheetView } from './sheets.tsx';

/** Random whole rubbers scored by core's sheet (a seeded generator, so failures repeat). */
/** A small seeded generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomRubber(seed: number) {
  const rnd = rng(seed);
  let sheet = newRubberSheet();
  const strains: Strain[] = ['C', 'D', 'H', 'S', 'NT'];
  while (!isRubberOver(sheet)) {
    const level = (1 + Math.floor(rnd() * 7)) as Level;
    const tricks = Math.min(13, Math.max(0, level + 6 + Math.floor(rnd() * 5) - 2));
    const next = addRubberDeal(sheet, {
      declarer: rnd() < 0.5 ? 'NS' : 'EW',
      contract: { level, strain: strains[Math.floor(rnd() * 5)]!, risk: rnd() < 0.15 ? 'X' : '' },
      tricks,
    });
    if (!next.ok) throw new Error(next.error.message);
    sheet = next.value;
  }
  return sheet;
}

describe('rubber sheet drawing', () => {
  it('draws a line exactly after the deals on which core says a game was won (300 random rubbers)', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const sheet = randomRubber(seed);
      const expected = sheet.deals.flatMap((d, i) => (d.gameWonBy === null ? [] : [i]));
      expect(gameLines(sheet.deals), `seed ${seed}`).toEqual(expected);
      // the figures below the line, game by game, are core's layout
      const layout = rubberSheetLayout(sheet);
      const games = rubberGames(sheet.deals, expected).filter((g) => g.closed);
      expect(
        games.map((g) => g.below),
        `seed ${seed}`,
      ).toEqual(layout.games.map((g) => ({ NS: [...g.below.NS], EW: [...g.below.EW] })));
    }
  });

  it('renders we and they, the totals and the settlement', () => {
    const sheet = randomRubber(7);
    const r = rubberResult(sheet);
    const box = document.createElement('div');
    render(
      <RubberSheetView
        t={createI18n('en').t}
        we="EW"
        deals={sheet.deals}
        premiums={{
          NS: r.rubberBonus.NS > 0 ? [r.rubberBonus.NS] : [],
          EW: r.rubberBonus.EW > 0 ? [r.rubberBonus.EW] : [],
        }}
        totals={r.totals}
        settlement={r}
      />,
      box,
    );
    expect(box.querySelector('th')!.textContent).toContain('We');
    expect(box.querySelector('[data-testid="total-we"]')!.textContent).toBe(String(r.totals.EW));
    expect(box.querySelector('[data-testid="total-they"]')!.textContent).toBe(String(r.totals.NS));
    expect(box.querySelectorAll('tr.game-line').length).toBe(sheet.games.length);
    expect(box.querySelector('[data-testid="settlement"]')!.textContent).toContain(String(r.difference));
  });
});
