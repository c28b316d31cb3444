/**
 * Undo against bots in the page (issue 14 #4): at a practice table South takes back its own card and the
 * bots' cards after it; the page shows South's hand and the trick as they were before South chose.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { PracticeBackend } from '../../net/practice.ts';
import { click, flush, mount, waitFor } from '../testing.tsx';

afterEach(() => {
  render(null, document.getElementById('app') ?? document.body);
  localStorage.clear();
});

const tableId = (): string => /\/t\/([^/]+)$/.exec(location.pathname)![1]!;

describe('undo at a table of bots', () => {
  it('takes back South own card and the bots after it; not offered before South has played', async () => {
    const backend = new PracticeBackend(0, 'web-undo-test');
    const root = await mount(backend);
    await click(root.querySelector('[data-testid="quick-minibridge"]')!);
    await waitFor(() => root.querySelector('[data-testid="announcements"]'), 'the table');
    const id = tableId();
    let before: ReturnType<typeof backend.peek> | null = null;
    let card = '';
    for (let guard = 0; guard < 400; guard++) {
      const contract = root.querySelector('[data-contract]');
      if (contract !== null) {
        await click(contract);
        continue;
      }
      const button = root.querySelector('button[data-card]');
      const host = backend.peek(id, 'S');
      if (button !== null && host.legalCards.length > 0) {
        if (before !== null) break; // South's turn again, after one card of South's
        expect(root.querySelector('[data-testid="undo"]')).toBeNull();
        before = host;
        card = button.getAttribute('data-card')!;
        await click(button);
      } else await flush(5);
    }
    expect(before).not.toBeNull();
    // The bots answered: the table is past South's card by more than that card.
    const undo = await waitFor(() => root.querySelector('[data-testid="undo"]'), 'the undo button');
    await click(undo);
    await waitFor(
      () => root.querySelector(`button[data-card="${card}"]`),
      `${card} back in South's hand as a card to play`,
    );
    expect(backend.peek(id, 'S')).toEqual(before);
    expect(root.querySelector('[data-testid="table-error"]')).toBeNull();
  });
});
