/** SVG cards and hands. Playable cards are buttons carrying `data-card` and a localised label ("туз пик"). */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Card, Seat } from '@tenace/core';
import type { TFunction } from 'i18next';
import { bySuit, cardName, cardSuit, rankFace, SUIT_SYMBOL } from '../format.ts';

/** A card's face; `cost` (review): the tricks its play cost its side double dummy, written on the card. */
export function CardFace({ card, cost }: { card: Card; cost?: number | undefined }) {
  const suit = cardSuit(card);
  const sym = SUIT_SYMBOL[suit];
  const costly = cost !== undefined && cost > 0;
  return (
    <svg
      class={`card suit-${suit}${costly ? ' costly' : ''}`}
      viewBox="0 0 50 70"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0.5" y="0.5" width="49" height="69" rx="5" class="card-bg" />
      <text x="5" y="17" class="card-rank">
        {rankFace(card)}
      </text>
      <text x="5" y="32" class="card-pip">
        {sym}
      </text>
      <text x="25" y="58" class="card-big" text-anchor="middle">
        {sym}
      </text>
      {costly && (
        <text x="46" y="17" class="card-cost" text-anchor="end" data-cost={cost}>
          −{cost}
        </text>
      )}
    </svg>
  );
}

export function CardBack() {
  return (
    <svg class="card back" viewBox="0 0 50 70" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="49" height="69" rx="5" class="card-back-bg" />
      <rect x="5" y="5" width="40" height="60" rx="3" class="card-back-pattern" />
    </svg>
  );
}

export interface HandProps {
  readonly t: TFunction;
  readonly seat: Seat;
  readonly cards: readonly Card[] | null;
  readonly size: number;
  /** Cards that may be played from this hand now; empty when none. */
  readonly playable: readonly Card[];
  readonly onPlay: (card: Card) => void;
  readonly label: string;
  /** Review: the tricks each card's play cost its side double dummy (written on the costly cards). */
  readonly costs?: ReadonlyMap<Card, number>;
}

/** Moves focus among the playable cards of a hand with the arrow keys (Enter or Space plays). */
function onArrow(e: KeyboardEvent): void {
  if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
  const box = e.currentTarget as HTMLElement;
  const buttons = [...box.querySelectorAll<HTMLButtonElement>('button[data-card]:not([disabled])')];
  if (buttons.length === 0) return;
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const step = e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 1;
  const next = buttons[(i < 0 ? 0 : i + step + buttons.length) % buttons.length]!;
  next.focus();
  e.preventDefault();
}

export function Hand({ t, seat, cards, size, playable, onPlay, label, costs }: HandProps) {
  if (cards === null) {
    return (
      <div
        class="hand hidden-hand"
        role="group"
        aria-label={t('table.handHidden', { seat: t(`seat.${seat}`) })}
        data-seat={seat}
      >
        <div class="backs">
          {Array.from({ length: Math.min(size, 13) }, (_, i) => (
            <span class="slot" key={i}>
              <CardBack />
            </span>
          ))}
        </div>
        <span class="count">{t('count.cards', { count: size })}</span>
      </div>
    );
  }
  const canPlay = new Set(playable);
  return (
    <PlayableHand label={label} seat={seat} playable={playable.length}>
      {bySuit(cards).map((g) => (
        <div class="suit-row" key={g.suit}>
          {g.cards.map((c) =>
            canPlay.has(c) ? (
              <button
                type="button"
                key={c}
                class="card-btn playable"
                data-card={c}
                aria-label={cardName(t, c)}
                onClick={() => {
                  onPlay(c);
                }}
              >
                <CardFace card={c} cost={costs?.get(c)} />
              </button>
            ) : (
              <span key={c} class="card-btn" role="img" aria-label={cardName(t, c)} data-shown={c}>
                <CardFace card={c} cost={costs?.get(c)} />
              </span>
            ),
          )}
        </div>
      ))}
    </PlayableHand>
  );
}

/**
 * A face-up hand's box. After a card is played from it, focus stays in it (on the first card that may be
 * played, or on the box itself while others play) instead of dropping to the page: arrow keys go on
 * from there.
 */
function PlayableHand({
  label,
  seat,
  playable,
  children,
}: {
  label: string;
  seat: Seat;
  playable: number;
  children: ComponentChildren;
}) {
  const box = useRef<HTMLDivElement>(null);
  const keep = useRef(false);
  useEffect(() => {
    const el = box.current;
    if (el === null || !keep.current) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && el.contains(active)) return;
    if (active !== null && active !== document.body) {
      keep.current = false; // the person moved on elsewhere
      return;
    }
    (el.querySelector<HTMLElement>('button[data-card]') ?? el).focus({ preventScroll: true });
  });
  return (
    <div
      ref={box}
      class="hand"
      role="group"
      aria-label={label}
      data-seat={seat}
      data-playable={playable}
      tabIndex={-1}
      onKeyDown={onArrow}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('button[data-card]') !== null) keep.current = true;
      }}
      onFocusIn={() => {
        keep.current = true;
      }}
    >
      {children}
    </div>
  );
}
