/**
 * What the table says to screen readers and in the page title: the latest card or call ("West: king of
 * spades", "North: 1 no-trump") and whose turn it is ("Your turn · Tenace"). Read from the view only.
 */
import { useEffect } from 'preact/hooks';
import type { Card, Seat } from '@tenace/core';
import type { GameView } from '@tenace/protocol';
import type { TFunction } from 'i18next';
import { callName, cardName, seatAfter } from '../../format.ts';

/** The seat and card of the latest card played in this deal, from the current or the just-completed trick. */
function latestCard(view: GameView): { seat: Seat; card: Card } | null {
  const cur = view.trick;
  if (cur !== null && cur.cards.length > 0)
    return { seat: seatAfter(cur.leader, cur.cards.length - 1), card: cur.cards[cur.cards.length - 1]! };
  const last = view.lastTrick;
  if (last === null || view.played.length === 0) return null;
  return { seat: seatAfter(last.leader, last.cards.length - 1), card: last.cards[last.cards.length - 1]! };
}

/** The latest card, else (before play) the latest call, in words; '' when nothing has happened yet. */
export function latestEvent(t: TFunction, view: GameView): string {
  const card = latestCard(view);
  if (card !== null) return t('table.said', { seat: t(`seat.${card.seat}`), what: cardName(t, card.card) });
  if (view.mode === 'minibridge' || view.auction.length === 0) return '';
  const seat = seatAfter(view.dealer, view.auction.length - 1);
  return t('table.said', {
    seat: t(`seat.${seat}`),
    what: callName(t, view.auction[view.auction.length - 1]!),
  });
}

/** Sets the page title to `text · app` while the table is open; back to the app's name after. */
export function usePageTitle(text: string, app: string): void {
  useEffect(() => {
    document.title = text === '' ? app : `${text} · ${app}`;
  }, [text, app]);
  useEffect(
    () => () => {
      document.title = app;
    },
    [app],
  );
}
