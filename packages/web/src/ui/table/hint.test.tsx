/** The hint at practice tables (issue 14, expected extras): the bots' choice from the seat's own view, with why. */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { createI18n } from '../../i18n/index.ts';
import { PracticeBackend } from '../../net/practice.ts';
import { southAtPractice } from '../../net/practiceTesting.ts';
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
    // The SAYC bidder's call, with what it shows in the system.
    expect(text.textContent).toMatch(/^The bots suggest .+: in SAYC it shows .+/);
    expect(h.meaning?.en).toBeTruthy();
    expect(text.textContent).toContain(h.meaning!.en);
    await flush(5);
  });

  it('a card or contract hint comes from the double-dummy simulation over layouts of the hidden cards', async () => {
    const backend = new PracticeBackend(0, 'web-hint-cards');
    const { table, token } = await southAtPractice(backend, 'hint');
    const keys = new Set<string>();
    for (let guard = 0; guard < 40 && !keys.has('cards.simulation'); guard++) {
      await waitFor(() => (table.viewOf('S').actions.turn !== null ? true : null), "South's turn");
      const view = table.viewOf('S');
      const h = await backend.hint(table.id, 'S');
      keys.add(h.key);
      if (h.intent.type === 'card') expect(view.legalCards).toContain(h.intent.card);
      const r = await table.submit('S', table.stateId, h.intent, 'human', token);
      expect(r.ok).toBe(true);
    }
    expect(keys.has('cards.simulation')).toBe(true);
    expect(keys.has('cards.simple')).toBe(false);
    await backend.lobby.close();
  }, 60_000);

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
    [
      'ru',
      { type: 'card', card: 'HA' },
      'cards.simulation',
      { layouts: 16, declarerTricks: 9.4, makes: 11 },
      /^Боты советуют: .+ — в среднем взяток у разыгрывающего: 9,4 \(по 16 раскладам скрытых карт\), контракт выполняется в 11 из них$/,
    ],
    [
      'uk',
      { type: 'card', card: 'HA' },
      'cards.simulation',
      { layouts: 21, declarerTricks: 8, makes: 3 },
      /\(за 21 розкладом прихованих карт\)/,
    ],
    [
      'en',
      { type: 'contract', strain: 'NT', game: true },
      'minibridge.declarer.simulation',
      { layouts: 24, makes: 18, expected: 290 },
      /: it makes in 18 of 24 layouts of the hidden cards, \+290 on average$/,
    ],
    ['en', { type: 'card', card: 'C2' }, 'cards.only', { card: 'C2' }, /: it is the only card you may play$/],
  ] as const)('%s: %s', (lang, intent, key, params, want) => {
    const t = createI18n(lang).getFixedT(lang);
    expect(hintText(t, { intent, key, params, text: '' }, lang)).toMatch(want);
  });

  it('a call hint reads its system meaning in the page language', () => {
    const t = createI18n('uk').getFixedT('uk');
    const meaning = { en: '12+ points, 5+ spades', ru: '12+ очков, 5+ пик', uk: '12+ очок, 5+ пік' };
    const h = {
      intent: { type: 'call', call: '1S' },
      key: 'bidding.rule',
      params: {},
      text: '',
      meaning,
    } as const;
    expect(hintText(t, h, 'uk')).toMatch(/ — за SAYC вона показує: 12\+ очок, 5\+ пік$/);
  });

  it('a call chosen by bidding out says so in the page language, not what SAYC shows', () => {
    const meaning = {
      en: 'Chosen by bidding out: the auction finished on sampled layouts of the hidden cards',
      ru: 'Выбрано моделированием: торговля доведена до конца на раскладах скрытых карт',
      uk: 'Вибрано моделюванням: торгівлю доведено до кінця на розкладах прихованих карт',
    };
    const h = {
      intent: { type: 'call', call: '6H' },
      key: 'bid.judged',
      params: {},
      text: '',
      meaning,
    } as const;
    const ru = createI18n('ru').getFixedT('ru');
    expect(hintText(ru, h, 'ru')).toMatch(/^Боты советуют: .+ — выбрано моделированием: торговля доведена/);
    expect(hintText(ru, h, 'ru')).not.toMatch(/SAYC/);
  });
});
