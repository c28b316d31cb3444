import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import type { Seat } from '@tenace/core';
import { PracticeBackend } from '../net/practice.ts';
import { click, flush, mount, waitFor } from './testing.tsx';

afterEach(() => {
  render(null, document.getElementById('app') ?? document.body);
  localStorage.clear();
});

function tableId(): string {
  return /\/t\/([^/]+)$/.exec(location.pathname)![1]!;
}

/** The data-card buttons on screen, sorted. */
/**
 * What the page shows once it has caught up with the host (the host answers asynchronously, as a server
 * does): `shown` read again until it equals `host`, or as it stands after a while.
 */
async function settled(shown: () => string[], host: () => string[]): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const s = shown();
    if (JSON.stringify(s) === JSON.stringify(host())) return s;
    await flush(2);
  }
  return shown();
}

function shownPlayable(root: HTMLElement): string[] {
  return [...root.querySelectorAll('button[data-card]')].map((b) => b.getAttribute('data-card')!).sort();
}

describe('table on the fake backend', () => {
  it('quick minibridge: plays a whole deal; only the legal cards of the view are buttons; the score is shown', async () => {
    const backend = new PracticeBackend(0, 'web-table-test');
    const root = await mount(backend);
    await click(root.querySelector('[data-testid="quick-minibridge"]')!);
    await waitFor(() => root.querySelector('[data-testid="announcements"]'), 'the table');
    const id = tableId();
    let checked = 0;
    for (let guard = 0; guard < 400 && root.querySelector('[data-testid="deal-result"]') === null; guard++) {
      const view = backend.peek(id, 'S');
      const contract = root.querySelector('[data-contract]');
      if (contract !== null) {
        expect(view.mode === 'minibridge' && view.contractOptions.length).toBe(10);
        await click(contract);
        continue;
      }
      // The page shows the host's state once its frame has arrived (the host answers asynchronously).
      const shown = await settled(
        () => shownPlayable(root),
        () => [...backend.peek(id, 'S').legalCards].sort(),
      );
      expect(shown).toEqual([...backend.peek(id, 'S').legalCards].sort());
      if (shown.length > 0) {
        checked++;
        await click(root.querySelector('button[data-card]')!);
      } else await flush(5);
    }
    const result = await waitFor(() => root.querySelector('[data-testid="deal-result"]'), 'the deal result');
    const view = backend.peek(id, 'S');
    if (view.mode !== 'minibridge') throw new Error('not minibridge');
    const rec = view.history[view.history.length - 1]!;
    expect(result.textContent).toContain(`${rec.tricks} trick`);
    const sheet = root.querySelector('[data-testid="score-sheet"]')!;
    expect(sheet.querySelector('[data-testid="total-NS"]')!.textContent).toBe(String(view.totals.NS));
    expect(sheet.querySelector('[data-testid="total-EW"]')!.textContent).toBe(String(view.totals.EW));
    // South held cards to play unless South was dummy
    if (view.dummy !== 'S') expect(checked).toBeGreaterThan(0);
    // the next deal
    await click(root.querySelector('[data-testid="next-deal"]')!);
    await waitFor(() => root.querySelector('[data-testid="deal-result"]') === null, 'the next deal');
    expect(root.querySelector('[data-testid="deal-number"]')!.textContent).not.toBe('Deal 1');
  });

  it('quick rubber: the bidding box shows exactly the legal calls; the auction table records every call', async () => {
    const backend = new PracticeBackend(0, 'web-rubber-test');
    const root = await mount(backend);
    await click(root.querySelector('[data-testid="quick-rubber"]')!);
    await waitFor(() => root.querySelector('[data-testid="auction"]'), 'the auction');
    const id = tableId();
    let bid = false;
    for (let guard = 0; guard < 600 && root.querySelector('[data-testid="deal-result"]') === null; guard++) {
      const view = backend.peek(id, 'S');
      if (view.mode === 'minibridge') throw new Error('not a bridge view');
      const legalNow = (): string[] => {
        const v = backend.peek(id, 'S');
        return v.mode === 'minibridge' ? [] : [...v.legalCalls].sort();
      };
      const calls = await settled(
        () => [...root.querySelectorAll('[data-call]')].map((b) => b.getAttribute('data-call') ?? '').sort(),
        legalNow,
      );
      expect(calls).toEqual(legalNow());
      if (calls.length > 0) {
        const pick = !bid ? (calls.find((c) => /^[1-7]/.test(c)) ?? 'P') : 'P';
        bid = true;
        await click(root.querySelector(`[data-call="${pick}"]`)!);
        continue;
      }
      const cards = root.querySelectorAll('button[data-card]');
      if (cards.length > 0) await click(cards[0]!);
      else await flush(5);
    }
    await waitFor(() => root.querySelector('[data-testid="deal-result"]'), 'the deal result');
    const view = backend.peek(id, 'S');
    if (view.mode !== 'rubber') throw new Error('not rubber');
    const auctionButtons = root.querySelectorAll('[data-testid="auction"] button');
    expect(auctionButtons.length).toBe(view.history[0]!.auction.length);
    expect(root.querySelector('[data-testid="rubber-sheet"]')).not.toBeNull();
    // a call's meaning opens on tap
    await click(auctionButtons[0]!);
    expect(root.querySelector('[data-testid="call-meaning"]')!.textContent).not.toBe('');
  });

  it('labels cards in the chosen language and switches language from the menu', async () => {
    const backend = new PracticeBackend(0, 'web-lang-test');
    const root = await mount(backend, '/', 'ru');
    expect(root.querySelector('[data-testid="quick-minibridge"]')!.textContent).toBe('Играть в минибридж');
    await click(root.querySelector('[data-testid="quick-minibridge"]')!);
    const card = await waitFor(() => root.querySelector('[data-seat="S"] .card-btn'), 'a card');
    expect(card.getAttribute('aria-label')).toMatch(
      /^(двойка|тройка|четвёрка|пятёрка|шестёрка|семёрка|восьмёрка|девятка|десятка|валет|дама|король|туз) (пик|червей|бубён|треф)$/,
    );
    const select = root.querySelector<HTMLSelectElement>('[data-testid="language"]')!;
    select.value = 'uk';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    expect(document.documentElement.lang).toBe('uk');
    expect(root.querySelector('[data-testid="announcements"]')!.textContent).toMatch(
      /Північ|Схід|Південь|Захід/,
    );
  });

  it('plays a typed card when it is legal and ignores one that is not', async () => {
    const backend = new PracticeBackend(0, 'web-keys-test');
    const root = await mount(backend);
    await click(root.querySelector('[data-testid="quick-minibridge"]')!);
    await waitFor(() => root.querySelector('[data-testid="announcements"]'), 'the table');
    const id = tableId();
    // wait until South must play (choosing a contract if South declares); skip deals where South is dummy
    for (let guard = 0; guard < 400; guard++) {
      const c = root.querySelector('[data-contract]');
      if (c !== null) await click(c);
      if (root.querySelector('button[data-card]') !== null) break;
      const next = root.querySelector('[data-testid="next-deal"]');
      if (next !== null) await click(next);
      await flush(5);
    }
    const view = backend.peek(id, 'S');
    const legal = view.legalCards;
    expect(legal.length).toBeGreaterThan(0);
    const held = [...(view.hands.S ?? []), ...(view.dummy === 'N' ? (view.hands.N ?? []) : [])];
    const illegal = held.find((c) => !legal.includes(c));
    const type = async (text: string) => {
      for (const ch of text) window.dispatchEvent(new KeyboardEvent('keydown', { key: ch }));
      await flush(5);
    };
    const before = backend.peek(id, 'S').played.length;
    if (illegal !== undefined) {
      await type(illegal);
      expect(backend.peek(id, 'S').played.length).toBe(before);
    }
    const card = legal[0]!;
    await type(card[1] === 'T' ? `${card[0]!.toLowerCase()}10` : card.toLowerCase());
    await waitFor(() => backend.peek(id, 'S').played.includes(card), `${card} played`);
  });

  it('regression keyboard-typed-card-lost-before-effect: a card typed as soon as the cards appear is played', async () => {
    const backend = new PracticeBackend(0, 'web-keys-fast');
    const root = await mount(backend);
    await click(root.querySelector('[data-testid="quick-minibridge"]')!);
    await waitFor(() => root.querySelector('[data-testid="announcements"]'), 'the table');
    const id = tableId();
    let played = 0;
    // Polls outside act(), so pending effects stay pending, and types the moment the buttons are drawn.
    for (let guard = 0; guard < 4000 && played < 3; guard++) {
      const c = root.querySelector('[data-contract]');
      if (c !== null) (c as HTMLElement).click();
      const next = root.querySelector('[data-testid="next-deal"]');
      if (next !== null) (next as HTMLElement).click();
      const button = root.querySelector('button[data-card]');
      if (button === null) {
        await new Promise((r) => setTimeout(r, 0));
        continue;
      }
      const card = button.getAttribute('data-card')!;
      const before = backend.peek(id, 'S').played.length;
      for (const ch of card) window.dispatchEvent(new KeyboardEvent('keydown', { key: ch }));
      await waitFor(() => backend.peek(id, 'S').played.length > before, `typed ${card} played`);
      expect(backend.peek(id, 'S').played[before], `typed ${card}`).toBe(card);
      played++;
      await flush(5);
    }
    expect(played).toBe(3);
  });
});

describe('lobby', () => {
  it('creates a table with the chosen mode, rules and seats, and makes invite links for friends', async () => {
    const backend = new PracticeBackend(0, 'web-lobby-test');
    const made: unknown[] = [];
    const create = backend.createTable.bind(backend);
    backend.createTable = (req) => {
      made.push(req);
      return create(req);
    };
    const root = await mount(backend);
    const set = async (sel: string, value: string) => {
      const el = root.querySelector<HTMLSelectElement>(sel)!;
      el.value = value;
      el.dispatchEvent(new Event('change', { bubbles: true }));
      await flush();
    };
    await set('[data-testid="create-mode"]', 'duplicate');
    await set('[data-seat-who="N"]', 'friend');
    await set('[data-seat-who="E"]', 'me');
    await click(root.querySelector('[data-testid="create-table"]')!);
    const link = await waitFor(
      () => root.querySelector<HTMLInputElement>('input[data-invite="N"]'),
      'the invite link',
    );
    expect(link.value).toMatch(/\/join\/[A-Za-z0-9_-]+$/);
    expect(made).toEqual([
      {
        mode: 'duplicate',
        rules: { boards: 8 },
        undo: 'consent',
        private: true, // a new table is private unless its creator lists it
        sit: { seat: 'E', name: 'Player' },
      },
    ]);
    // the friend takes the seat through the link
    const code = /\/join\/(.+)$/.exec(link.value)![1]!;
    const g = await backend.useInvite(code, 'Friend');
    expect(g.seat as Seat).toBe('N');
    expect(g.table.seats.N.name).toBe('Friend');
  });
});

describe('Chicago and duplicate tables', () => {
  it.each(['chicago', 'duplicate'] as const)(
    '%s: a passed-out deal shows its result and the sheet',
    async (mode) => {
      const backend = new PracticeBackend(0, `web-${mode}-test`);
      const root = await mount(backend);
      const select = root.querySelector<HTMLSelectElement>('[data-testid="create-mode"]')!;
      select.value = mode;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await flush();
      await click(root.querySelector('[data-testid="create-table"]')!);
      await waitFor(() => root.querySelector('[data-testid="auction"]'), 'the auction');
      const id = tableId();
      // South passes throughout; the bots may bid, and then South plays its legal cards.
      for (
        let guard = 0;
        guard < 600 && root.querySelector('[data-testid="deal-result"]') === null;
        guard++
      ) {
        const pass = root.querySelector('[data-call="P"]');
        const card = root.querySelector('button[data-card]');
        if (pass !== null) await click(pass);
        else if (card !== null) await click(card);
        else await flush(5);
      }
      const result = await waitFor(
        () => root.querySelector('[data-testid="deal-result"]'),
        'the deal result',
      );
      const view = backend.peek(id, 'S');
      if (view.mode !== mode) throw new Error(`not ${mode}`);
      const rec = view.history[view.history.length - 1]!;
      if (rec.contract === 'PASS') expect(result.textContent).toContain('Passed out');
      else {
        // in bridge words: made or down by the contract's own count (level + 6), the score from declarer's side
        const diff = rec.tricks - (Number(rec.contract[0]) + 6);
        expect(result.textContent).toMatch(diff < 0 ? `down ${-diff}` : /made/);
        const pts = 'points' in rec ? rec.points : rec.score;
        const side = rec.declarer === 'N' || rec.declarer === 'S' ? 'NS' : 'EW';
        const net = pts[side] - pts[side === 'NS' ? 'EW' : 'NS'];
        expect(result.textContent).toContain(`(${net > 0 ? '+' : net < 0 ? '−' : ''}${Math.abs(net)})`);
      }
      const sheet = root.querySelector('[data-testid="score-sheet"]')!;
      expect(sheet.querySelector('[data-testid="total-NS"]')!.textContent).toBe(
        String(view.standing.totals.NS),
      );
      expect(sheet.querySelector('[data-testid="total-EW"]')!.textContent).toBe(
        String(view.standing.totals.EW),
      );
      if (mode === 'duplicate') expect(sheet.querySelector('[data-testid="total-imps"]')).not.toBeNull();
    },
  );
});
