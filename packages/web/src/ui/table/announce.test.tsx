import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import type { GameView } from '@tenace/protocol';
import { createI18n } from '../../i18n/index.ts';
import { PracticeBackend } from '../../net/practice.ts';
import { click, mount, waitFor } from '../testing.tsx';
import { latestEvent } from './announce.ts';
import { seatVulnerable } from './seats.tsx';

afterEach(() => {
  render(null, document.getElementById('app') ?? document.body);
  localStorage.clear();
});

const bridge = (over: Record<string, unknown>): GameView =>
  ({
    mode: 'rubber',
    dealer: 'N',
    auction: [],
    trick: null,
    lastTrick: null,
    played: [],
    ...over,
  }) as unknown as GameView;

describe('what the table announces', () => {
  const en = createI18n('en').t;
  const ru = createI18n('ru').t;
  it.each([
    ['nothing yet', bridge({}), ''],
    ['the dealer’s call', bridge({ auction: ['1NT'] }), 'North: 1 no-trump'],
    [
      'the third call is West’s when East deals',
      bridge({ dealer: 'E', auction: ['P', 'P', '1S'] }),
      'West: 1 spade',
    ],
    [
      'a card in the trick',
      bridge({ auction: ['1NT', 'P', 'P', 'P'], played: ['SK'], trick: { leader: 'E', cards: ['SK'] } }),
      'East: king of spades',
    ],
    [
      'the 4th card, once the trick is complete',
      bridge({
        played: ['SK', 'S2', 'S3', 'SA'],
        trick: { leader: 'E', cards: [] },
        lastTrick: { leader: 'E', cards: ['SK', 'S2', 'S3', 'SA'], winner: 'N' },
      }),
      'North: ace of spades',
    ],
  ])('%s', (_what, view, text) => {
    expect(latestEvent(en, view)).toBe(text);
  });

  it('in Russian', () => {
    expect(latestEvent(ru, bridge({ played: ['HQ'], trick: { leader: 'S', cards: ['HQ'] } }))).toBe(
      'Юг: дама червей',
    );
  });

  it.each([
    ['None', [false, false, false, false]],
    ['NS', [true, false, true, false]],
    ['EW', [false, true, false, true]],
    ['All', [true, true, true, true]],
  ] as const)('vulnerability %s by seat N E S W', (vulnerability, expected) => {
    const v = bridge({ vulnerability });
    expect((['N', 'E', 'S', 'W'] as const).map((s) => seatVulnerable(v, s))).toEqual(expected);
    expect(seatVulnerable({ ...v, mode: 'minibridge' } as GameView, 'N')).toBeNull();
  });
});

describe('at the table', () => {
  it('the page title says whose turn it is; each seat shows its vulnerability; the last call is announced', async () => {
    const backend = new PracticeBackend(0, 'web-announce-test');
    const root = await mount(backend);
    await click(root.querySelector('[data-testid="quick-rubber"]')!);
    await waitFor(() => root.querySelector('[data-testid="bidding-box"]'), 'South to call');
    expect(document.title).toBe('Your turn · Tenace');
    const id = /\/t\/([^/]+)$/.exec(location.pathname)![1]!;
    const view = backend.peek(id, 'S');
    if (view.mode === 'minibridge') throw new Error('not bridge');
    for (const s of ['N', 'E', 'S', 'W'] as const)
      expect(root.querySelector(`[data-testid="seat-${s}"]`)!.getAttribute('data-vul')).toBe(
        seatVulnerable(view, s) === true ? 'yes' : 'no',
      );
    const announcer = root.querySelector('[data-testid="announcer"]')!;
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.textContent).toBe(latestEvent(createI18n('en').t, view));
    const calls = view.auction.length;
    await click(root.querySelector('[data-call="P"]')!);
    // after South's pass (and whatever the bots call next) the region reads the newest call of the host
    await waitFor(() => {
      const now = backend.peek(id, 'S');
      return (
        now.mode !== 'minibridge' &&
        now.auction.length > calls &&
        announcer.textContent === latestEvent(createI18n('en').t, now)
      );
    }, 'the newest call announced');
    expect(announcer.textContent).toMatch(/^(North|East|South|West): /);
  });
});
