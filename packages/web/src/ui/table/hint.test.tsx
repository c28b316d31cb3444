/** The hint at practice tables (issue 14, expected extras): the bots' choice from the seat's own view, with why. */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { createI18n } from '../../i18n/index.ts';
import { PracticeBackend } from '../../net/practice.ts';
import { click, flush, mount, waitFor } from '../testing.tsx';
import { hintText } from './hint.tsx';

afterEach(() => {
  render(null, document.getElementById('app') ?? document.body);
  localStorage.clear();
});

describe('hint', () => {
  it('offers a legal choice of this seat, in words, at each turn of a practice deal', async () => {
    const backend = new PracticeBackend(0, 'web-hint-test');
    const root = await mount(backend);
    await click(root.querySelector('[data-testid="quick-rubber"]')!);
    await waitFor(() => root.querySelector('[data-testid="hint"]'), 'the hint button at our turn');
    const id = /\/t\/([^/]+)$/.exec(location.pathname)![1]!;
    const h = await backend.hint(id, 'S');
    const view = backend.peek(id, 'S');
    expect(h.intent.type).toBe('call');
    expect(
      h.intent.type === 'call' && view.mode !== 'minibridge' && view.legalCalls.includes(h.intent.call),
    ).toBe(true);
    await click(root.querySelector('[data-testid="hint"]')!);
    const text = await waitFor(() => root.querySelector('[data-testid="hint-text"]'), 'the hint');
    expect(text.textContent).toMatch(/^The bots suggest .+: \d+ points?, a natural call$/);
    await flush(5);
  });

  it.each([
    [
      'en',
      { type: 'card', card: 'SK' },
      'cards.simple',
      {},
      /^The bots suggest king of spades: their simple card rule/,
    ],
    [
      'ru',
      { type: 'call', call: '1NT' },
      'bidding.placeholder',
      { hcp: 16 },
      /^Боты советуют: .+ — 16 очков, естественная заявка$/,
    ],
    [
      'uk',
      { type: 'contract', strain: 'S', game: true },
      'minibridge.tips',
      { fit: 9, hcp: 26, strain: 'S', game: true },
      /^Боти радять: .+ — фіт із 9 карт, разом 26 очок$/,
    ],
  ] as const)('%s: %s', (lang, intent, key, params, want) => {
    const t = createI18n(lang).getFixedT(lang);
    expect(hintText(t, { intent, key, params, text: '' })).toMatch(want);
  });
});
