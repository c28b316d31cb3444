import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { explainAuction, explanation, callsOfView } from '@tenace/bots';
import { createI18n } from '../i18n/index.ts';
import { PracticeBackend, meaningsOf } from '../net/practice.ts';
import type { TableEvent } from '../net/types.ts';
import { AuctionHistory } from './bidding.tsx';
import { click, flush, waitFor } from './testing.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

const auction = ['1NT', 'P', '2C', 'P', '2S', 'P', '4S', 'P', 'P', 'P'];
const view = {
  mode: 'duplicate',
  dealer: 'E',
  auction,
  vulnerability: 'EW',
} as const;

describe('call meanings in the auction history', () => {
  it.each(['en', 'ru', 'uk'] as const)(
    '%s: each call carries its system meaning as a tooltip and an accessible name; a tap opens it',
    async (lang) => {
      const meanings = meaningsOf(view as never)!;
      const notes = explainAuction('E', callsOfView(auction), {
        mode: 'duplicate',
        vulnerable: { NS: false, EW: true },
        partScore: { NS: 0, EW: 0 },
      });
      const box = document.createElement('div');
      document.body.append(box);
      const t = createI18n(lang).t;
      await act(() => {
        render(<AuctionHistory t={t} dealer="E" calls={auction} meanings={meanings} lang={lang} />, box);
      });
      const buttons = [...box.querySelectorAll<HTMLButtonElement>('.auction-call')];
      expect(buttons).toHaveLength(auction.length);
      buttons.forEach((b, i) => {
        const text = explanation(notes[i]!.meaning, lang);
        expect(b.title).toContain(text);
        expect(b.getAttribute('aria-label')).toContain(text);
      });
      // Stayman (2C after 1NT) reads differently in each language
      expect(buttons[2]!.title).toContain(meanings[2]![lang]);
      await click(buttons[2]!);
      const pop = box.querySelector('[data-testid="call-meaning"]')!;
      expect(pop.textContent).toContain(meanings[2]![lang]);
      expect(buttons[2]!.getAttribute('aria-expanded')).toBe('true');
      expect(buttons[2]!.getAttribute('aria-controls')).toBe(pop.id);
      // Dealer East: the calls go East, South, West, so the 2C of the third call is West's
      expect(pop.textContent).toContain(t('seat.W'));
      await act(() => {
        buttons[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      });
      expect(box.querySelector('[data-testid="call-meaning"]')).toBeNull();
      render(null, box);
    },
  );

  it('without the server’s meanings each call still has its plain meaning', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    const t = createI18n('en').t;
    await act(() => {
      render(<AuctionHistory t={t} dealer="N" calls={['1H', 'X']} />, box);
    });
    const titles = [...box.querySelectorAll<HTMLButtonElement>('.auction-call')].map((b) => b.title);
    expect(titles[0]).toContain('7 tricks');
    expect(titles[1]).toContain('Double');
    render(null, box);
  });

  it('the table sends the meanings of the public auction with every state, the same to every viewer', async () => {
    const backend = new PracticeBackend(0, 'web-meanings');
    const g = await backend.createTable({ mode: 'rubber', sit: { seat: 'S', name: 'Sam' } });
    const south: TableEvent[] = [];
    const watcher: TableEvent[] = [];
    const a = backend.connect(g.table.id, g.token);
    const b = backend.connect(g.table.id, null);
    a.listen((e) => south.push(e));
    b.listen((e) => watcher.push(e));
    await waitFor(() => {
      const v = backend.peek(g.table.id, 'S');
      return v.mode !== 'minibridge' && v.auction.length > 0;
    }, 'a call');
    await flush(5);
    const last = (list: TableEvent[]) => {
      const s = list.filter((e) => e.type === 'state').pop();
      return s?.type === 'state' ? s.state : null;
    };
    const mine = last(south)!;
    expect(mine.meanings).toEqual(meaningsOf(mine.view));
    expect(mine.meanings!.length).toBe(mine.view.mode === 'minibridge' ? 0 : mine.view.auction.length);
    expect(last(watcher)!.meanings).toEqual(mine.meanings);
    a.close();
    b.close();
  });
});
