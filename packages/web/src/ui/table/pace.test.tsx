import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import type { GameView } from '@tenace/protocol';
import { PracticeBackend } from '../../net/practice.ts';
import { click, flush, mount, waitFor } from '../testing.tsx';
import { completedTricks, heldTrick, historyRows, lastTrickKey, rememberTrick } from './pace.ts';

afterEach(() => {
  render(null, document.getElementById('app') ?? document.body);
  localStorage.clear();
});

/** The fields of a view the trick pace reads. */
function view(over: Partial<Record<string, unknown>>): GameView {
  return {
    dealNumber: 1,
    played: [],
    trick: { leader: 'W', cards: [] },
    lastTrick: null,
    ...over,
  } as unknown as GameView;
}

const T1 = { leader: 'W', cards: ['SA', 'S2', 'S3', 'S4'], winner: 'W' } as const;
const T2 = { leader: 'W', cards: ['HA', 'H2', 'H3', 'H4'], winner: 'W' } as const;

describe('trick pace (display only)', () => {
  it.each([
    // [what, view fields, expired key, held?]
    ['no trick done yet', { played: ['SA'], trick: { leader: 'W', cards: ['SA'] } }, null, false],
    ['the 4th card just landed', { played: T1.cards, lastTrick: T1 }, null, true],
    ['its time is up', { played: T1.cards, lastTrick: T1 }, '1:0', false],
    [
      'an older trick timed out, not this one',
      { played: [...T1.cards, ...T2.cards], lastTrick: T2 },
      '1:0',
      true,
    ],
    [
      'the next card is led',
      { played: [...T1.cards, 'HA'], trick: { leader: 'W', cards: ['HA'] }, lastTrick: T1 },
      null,
      false,
    ],
    [
      'the deal is over (13th trick, no current trick)',
      { played: T1.cards, trick: null, lastTrick: T1 },
      null,
      true,
    ],
  ])('%s', (_what, fields, expired, held) => {
    expect(heldTrick(view(fields), expired) !== null).toBe(held);
  });

  it('names each completed trick by deal and index', () => {
    expect(lastTrickKey(view({ played: T1.cards, lastTrick: T1 }))).toBe('1:0');
    expect(
      lastTrickKey(
        view({
          dealNumber: 3,
          played: [...T1.cards, ...T2.cards, 'CA'],
          trick: { leader: 'W', cards: ['CA'] },
          lastTrick: T2,
        }),
      ),
    ).toBe('3:1');
    expect(
      completedTricks(view({ played: [...T1.cards, 'CA'], trick: { leader: 'W', cards: ['CA'] } })),
    ).toBe(1);
  });

  it('the history has every completed trick; seats and winners where the trick was seen', () => {
    let seen = rememberTrick(new Map(), view({ played: T1.cards, lastTrick: T1 }));
    const v2 = view({ played: [...T1.cards, ...T2.cards], lastTrick: T2 });
    seen = rememberTrick(seen, v2);
    expect(historyRows(v2, seen)).toEqual([
      { cards: T1.cards, leader: 'W', winner: 'W' },
      { cards: T2.cards, leader: 'W', winner: 'W' },
    ]);
    // opened mid-deal: the earlier trick is known by its cards only
    expect(historyRows(v2, rememberTrick(new Map(), v2))[0]).toEqual({
      cards: T1.cards,
      leader: null,
      winner: null,
    });
    // a new deal forgets the old one's tricks
    const next = rememberTrick(seen, view({ dealNumber: 2, played: T1.cards, lastTrick: T1 }));
    expect([...next.keys()]).toEqual(['2:0']);
  });
});

/** A quick minibridge table played to the end of its first deal: South takes the first contract and card. */
async function quickMinibridgeDeal(seed: string): Promise<{ backend: PracticeBackend; root: HTMLElement }> {
  const backend = new PracticeBackend(0, seed);
  const root = await mount(backend);
  await click(root.querySelector('[data-testid="quick-minibridge"]')!);
  await waitFor(() => root.querySelector('[data-testid="announcements"]'), 'the table');
  for (let guard = 0; guard < 600 && root.querySelector('[data-testid="deal-result"]') === null; guard++) {
    const next = root.querySelector('[data-contract]') ?? root.querySelector('button[data-card]');
    if (next !== null) await click(next);
    else await flush(5);
  }
  return { backend, root };
}

describe('trick pace at the table', () => {
  it('the 13th trick stays on the felt after the last card, then clears; last trick and history stay offered', async () => {
    const { root } = await quickMinibridgeDeal('web-pace-test');
    await waitFor(() => root.querySelector('[data-testid="deal-result"]'), 'the deal result');
    const trick = root.querySelector('[data-testid="trick"]')!;
    expect(trick.getAttribute('data-kind')).toBe('held');
    expect(trick.querySelectorAll('[data-played]').length).toBe(4);
    expect(root.querySelector('[data-testid="last-trick"]')).not.toBeNull();
    await click(root.querySelector('[data-testid="trick-history-toggle"]')!);
    expect(root.querySelectorAll('[data-testid="trick-history"] li').length).toBe(13);
    await waitFor(
      () => root.querySelector('[data-testid="trick"]')!.querySelectorAll('[data-played]').length === 0,
      'the held trick to clear after the pace',
    );
    // the history stays open through the timer's re-render
    expect(root.querySelectorAll('[data-testid="trick-history"] li').length).toBe(13);
  });
});

describe('nothing closes a review the person opened', () => {
  it('the next deal starting (sent by the table, not clicked here) leaves the review of the last deal open', async () => {
    const { backend, root } = await quickMinibridgeDeal('web-review-stays-test');
    await waitFor(() => root.querySelector('[data-testid="review"]'), 'the review button');
    const deal = root.querySelector('[data-testid="deal-number"]')!.textContent;
    await click(root.querySelector('[data-testid="review"]')!);
    expect(root.querySelector('[data-testid="review-panel"]')).not.toBeNull();
    // the same seat moves the table on from another connection (as a server's auto-advance would)
    const id = /\/t\/([^/]+)$/.exec(location.pathname)![1]!;
    const token = (JSON.parse(localStorage.getItem(`tenace.seat.${id}`)!) as { token: string }).token;
    const other = backend.connect(id, token);
    let ready = false;
    other.listen((e) => {
      if (e.type === 'state') ready = true;
    });
    await waitFor(() => ready, 'the other connection to see the table');
    other.act({ type: 'next' });
    await waitFor(
      () => root.querySelector('[data-testid="deal-number"]')!.textContent !== deal,
      'the next deal on the page',
    );
    expect(root.querySelector('[data-testid="review-panel"]')).not.toBeNull();
    other.close();
    // closing it is the person's own choice
    await click(root.querySelector('[data-testid="review-panel"] header button')!);
    expect(root.querySelector('[data-testid="review-panel"]')).toBeNull();
  });
});
