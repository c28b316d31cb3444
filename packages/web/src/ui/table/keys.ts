/** Keyboard play at the table. */
import { useEffect, useRef } from 'preact/hooks';
import type { GameView, Intent } from '@tenace/protocol';
import { typedCard } from '../../format.ts';

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/**
 * Arrow keys from anywhere on the table page (outside fields and hands) bring focus to the first card
 * that may be played; inside a hand they move among its cards. Type a card ("SA", "H10") to play it when it is legal; keys typed into a field are left alone, and what
 * was typed is forgotten after two seconds. The listener is added once and reads the newest view through
 * a ref set while rendering: an effect re-added per view runs only after the paint, so keys typed as soon
 * as the cards appear would otherwise reach a listener holding the previous view (regression:
 * keyboard-typed-card-lost-before-effect).
 */
export function useTableKeys(view: GameView | null, act: (i: Intent) => void): void {
  const typed = useRef('');
  const typedAt = useRef(0);
  const latest = useRef({ view, act });
  latest.current = { view, act };
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const { view: now, act: play } = latest.current;
      if (now === null || now.legalCards.length === 0) return;
      const target = e.target as HTMLElement | null;
      if (
        target !== null &&
        (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')
      )
        return;
      if (ARROWS.has(e.key) && target?.closest('.hand') == null) {
        const first = document.querySelector<HTMLElement>('.felt button[data-card]');
        if (first !== null) {
          e.preventDefault();
          first.focus();
        }
        return;
      }
      if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
      const at = Date.now();
      if (at - typedAt.current > 2000) typed.current = '';
      typedAt.current = at;
      typed.current = (typed.current + e.key.toUpperCase()).slice(-3);
      for (const text of [typed.current, typed.current.slice(-2)]) {
        const card = typedCard(text);
        if (card !== null && now.legalCards.includes(card)) {
          typed.current = '';
          e.preventDefault();
          play({ type: 'card', card });
          return;
        }
      }
    };
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener('keydown', onKey);
    };
  }, []);
}
