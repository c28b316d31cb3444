import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { makePbnDeal, seededDeal, type DealRecord } from '@tenace/core';
import { createI18n } from '../i18n/index.ts';
import { PracticeBackend } from '../net/practice.ts';
import { AppContext, type AppContextValue } from './context.ts';
import { ReviewBody } from './review.tsx';
import { DEFAULT_SETTINGS } from './settings.ts';
import { pbnToLin } from './records.tsx';

function ctx(): AppContextValue {
  return {
    t: createI18n('en').t,
    lang: 'en',
    setLang: () => undefined,
    backend: new PracticeBackend(0),
    settings: DEFAULT_SETTINGS,
    setSettings: () => undefined,
    go: () => undefined,
  };
}

describe('deal review', () => {
  const deal = seededDeal('web-review-test', 3);
  const pbn = makePbnDeal(deal, 'N');
  // the first trick: each hand's first card in N E S W order (not necessarily legal — the review shows what it is given)
  const play = (['N', 'E', 'S', 'W'] as const).map((s) => deal.hands[s].cards()[0]!);

  it('shows all four hands, replays card by card, and marks the costly cards with the double-dummy table', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    const analysis = {
      tricks: {
        N: { NT: 7, S: 8, H: 6, D: 5, C: 4 },
        E: { NT: 6, S: 5, H: 7, D: 8, C: 9 },
        S: { NT: 7, S: 8, H: 6, D: 5, C: 4 },
        W: { NT: 6, S: 5, H: 7, D: 8, C: 9 },
      },
      par: '2S N (+110)',
      costs: [0, 1, 0, 2],
    };
    await act(() => {
      render(
        <AppContext.Provider value={ctx()}>
          <ReviewBody record={{ pbn, play } as unknown as DealRecord} analysis={analysis} />
        </AppContext.Provider>,
        box,
      );
    });
    const shown = () => box.querySelectorAll('.review-seat [data-shown]').length;
    // It opens at the first card: the four hands as dealt, each costly card with its cost written on it.
    expect(shown()).toBe(52);
    expect(box.querySelector('[data-testid="replay-step"]')!.textContent).toBe('Card 0 of 4');
    const onCards = () =>
      [...box.querySelectorAll('[data-cost]')].map((el) => [
        el.closest('[data-shown]')?.getAttribute('data-shown') ?? 'trick',
        el.textContent,
      ]);
    expect(onCards()).toEqual(
      expect.arrayContaining([
        [play[1], '−1'],
        [play[3], '−2'],
      ]),
    );
    const forward = box.querySelector<HTMLButtonElement>('[data-testid="replay-forward"]')!;
    await act(() => {
      forward.click();
    });
    await act(() => {
      forward.click();
    });
    expect(shown()).toBe(50);
    expect(box.querySelectorAll('.review-trick [role="img"]').length).toBe(2);
    // East's card, now in the trick, still says what it cost.
    expect(box.querySelector('.review-trick [data-cost]')!.textContent).toBe('−1');
    const cells = [...box.querySelectorAll('[data-testid="dd-table"] tbody td')].map((c) => c.textContent);
    expect(cells).toEqual([
      '7',
      '8',
      '6',
      '5',
      '4',
      '6',
      '5',
      '7',
      '8',
      '9',
      '7',
      '8',
      '6',
      '5',
      '4',
      '6',
      '5',
      '7',
      '8',
      '9',
    ]);
    const costly = [...box.querySelectorAll('.card-costs li.costly')].map((li) => li.textContent);
    expect(costly).toHaveLength(2);
    expect(costly[1]).toContain('cost 2 tricks');
    expect(box.textContent).toContain('2S N (+110)');
    render(null, box);
  });
});

describe('hand records', () => {
  it('turns the PBN of finished deals into LIN', async () => {
    const backend = new PracticeBackend(0, 'web-records-test');
    // a finished minibridge deal through the fake: the bots play every seat
    const g = await backend.createTable({ mode: 'minibridge' });
    const id = g.table.id;
    for (let i = 0; i < 400 && (await backend.records({ table: id })).length === 0; i++)
      await new Promise((r) => setTimeout(r, 5));
    const pbn = await backend.recordsPbn({ table: id });
    expect(pbn).toMatch(/\[Deal "N:/);
    const lin = pbnToLin(pbn);
    expect(lin).toMatch(/md\|/);
    expect(() => pbnToLin('[Deal "X:oops"]')).toThrow();
  });
});
