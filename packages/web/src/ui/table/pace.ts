/**
 * The pace of the trick area: a completed trick stays on the felt until the next card is led or the
 * person's pace setting has passed (the 13th trick too), and the tricks seen so far are kept for the
 * trick history. Display only: which trick is done and who won it always comes with the view.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Card, Seat } from '@tenace/core';
import type { GameView } from '@tenace/protocol';

/** A completed trick as the view gives it (`lastTrick`). */
export interface SeenTrick {
  readonly leader: Seat;
  readonly cards: readonly Card[];
  readonly winner: Seat;
}

/** How many tricks of the deal are complete, counted from the cards played (a claim adds none). */
export function completedTricks(view: GameView): number {
  const current = view.trick?.cards.length ?? 0;
  return Math.floor((view.played.length - current) / 4);
}

/** Names the view's last trick ("deal:index"), or null when no trick of this deal is complete. */
export function lastTrickKey(view: GameView): string | null {
  if (view.lastTrick === null) return null;
  const n = completedTricks(view);
  return n === 0 ? null : `${view.dealNumber}:${n - 1}`;
}

/** The completed trick to keep on the felt: none once the next card is led or its time (`expired`) is up. */
export function heldTrick(view: GameView, expired: string | null): SeenTrick | null {
  const key = lastTrickKey(view);
  if (key === null || key === expired) return null;
  if (view.trick !== null && view.trick.cards.length > 0) return null;
  return view.lastTrick;
}

/** The completed trick to keep showing, cleared `paceMs` after it completed (a display timer). */
export function usePacedTrick(view: GameView | null, paceMs: number): SeenTrick | null {
  const key = view === null ? null : lastTrickKey(view);
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    const id = setTimeout(() => {
      setExpired(key);
    }, paceMs);
    return () => {
      clearTimeout(id);
    };
  }, [key, paceMs]);
  return view === null ? null : heldTrick(view, expired);
}

/** One row of the trick history: its cards in the order played, and who led and won where it was seen. */
export interface HistoryRow {
  readonly cards: readonly Card[];
  readonly leader: Seat | null;
  readonly winner: Seat | null;
}

/**
 * Adds the view's last trick to the tricks seen in this deal (kept by index; a new deal starts afresh).
 * Tricks completed before this page opened are known by their cards only.
 */
export function rememberTrick(
  seen: ReadonlyMap<string, SeenTrick>,
  view: GameView,
): ReadonlyMap<string, SeenTrick> {
  const key = lastTrickKey(view);
  if (key === null || view.lastTrick === null || seen.has(key)) return seen;
  const next = new Map([...seen].filter(([k]) => k.startsWith(`${view.dealNumber}:`)));
  next.set(key, view.lastTrick);
  return next;
}

/** The completed tricks of the deal, first to last, from the cards played and the tricks seen. */
export function historyRows(view: GameView, seen: ReadonlyMap<string, SeenTrick>): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (let i = 0; i < completedTricks(view); i++) {
    const cards = view.played.slice(i * 4, i * 4 + 4);
    const known = seen.get(`${view.dealNumber}:${i}`);
    const same = known !== undefined && known.cards.join() === cards.join();
    rows.push({ cards, leader: same ? known.leader : null, winner: same ? known.winner : null });
  }
  return rows;
}

/** The tricks seen in this deal, kept across renders. */
export function useSeenTricks(view: GameView | null): ReadonlyMap<string, SeenTrick> {
  const seen = useRef<ReadonlyMap<string, SeenTrick>>(new Map());
  if (view !== null) seen.current = rememberTrick(seen.current, view);
  return seen.current;
}
