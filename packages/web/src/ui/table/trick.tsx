/**
 * The middle of the felt: the trick being played, or the trick just completed while it is held up (see
 * pace.ts), or on request the last trick; the toggle for it (also once the deal is over) and the history
 * of the deal's tricks.
 */
import { useState } from 'preact/hooks';
import type { Card, Seat } from '@tenace/core';
import type { GameView } from '@tenace/protocol';
import { cardName, seatAfter } from '../../format.ts';
import { CardFace } from '../cards.tsx';
import { useApp } from '../context.ts';
import { historyRows, type SeenTrick } from './pace.ts';
import { POSITIONS, type Pos } from './seats.tsx';

type Shown = { readonly leader: Seat; readonly cards: readonly Card[] };

function TrickArea({
  trick,
  seatAt,
  kind,
}: {
  trick: Shown | null;
  seatAt: (p: Pos) => Seat;
  kind: 'current' | 'held' | 'last';
}) {
  const { t } = useApp();
  const cards = new Map<Seat, Card>();
  if (trick !== null) trick.cards.forEach((c, i) => cards.set(seatAfter(trick.leader, i), c));
  return (
    <div
      class={`trick${kind === 'last' ? ' last' : ''}`}
      role="group"
      aria-label={t(kind === 'current' ? 'table.trick' : 'table.lastTrick')}
      data-testid="trick"
      data-kind={kind}
    >
      {POSITIONS.map((p) => {
        const s = seatAt(p);
        const c = cards.get(s);
        return (
          <div class={`trick-${p}`} key={p}>
            {c !== undefined && (
              <span role="img" aria-label={`${t(`seat.${s}`)}: ${cardName(t, c)}`} data-played={c}>
                <CardFace card={c} />
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Every completed trick of the deal: number, cards (with their seats where known) and the winner. */
function TrickHistory({
  view,
  seen,
  dealt,
}: {
  view: GameView;
  seen: ReadonlyMap<string, SeenTrick>;
  dealt: Readonly<Record<Seat, readonly Card[]>> | null;
}) {
  const { t } = useApp();
  const holder = (c: Card): Seat | null =>
    dealt === null ? null : ((['N', 'E', 'S', 'W'] as const).find((s) => dealt[s].includes(c)) ?? null);
  const rows = historyRows(view, seen);
  return (
    <ol class="trick-history" data-testid="trick-history">
      {rows.map((r, i) => (
        <li key={i} data-trick={i + 1}>
          {r.cards.map((c, k) => {
            const s = r.leader !== null ? seatAfter(r.leader, k) : holder(c);
            return (
              <span
                key={c}
                class={`hist-card${r.winner !== null && s === r.winner ? ' won' : ''}`}
                aria-label={`${s === null ? '' : `${t(`seat.${s}`)}: `}${cardName(t, c)}`}
              >
                {s !== null && <small>{t(`seatShort.${s}`)}</small>}
                <CardFace card={c} />
              </span>
            );
          })}
          {r.winner !== null && (
            <small class="hist-winner">{t('table.trickWonBy', { seat: t(`seat.${r.winner}`) })}</small>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * The trick and, once a trick is done, the last-trick toggle and the trick history (during the deal and
 * after it). Both stay open until the person closes them: a new state does not close them.
 */
export function TrickCentre({
  view,
  seatAt,
  held,
  seen,
  dealt,
  showLast,
  setShowLast,
}: {
  view: GameView;
  seatAt: (p: Pos) => Seat;
  held: SeenTrick | null;
  seen: ReadonlyMap<string, SeenTrick>;
  dealt: Readonly<Record<Seat, readonly Card[]>> | null;
  showLast: boolean;
  setShowLast: (show: boolean) => void;
}) {
  const { t } = useApp();
  const [historyOpen, setHistoryOpen] = useState(false);
  const last = showLast && view.lastTrick !== null;
  const current = view.trick !== null && view.trick.cards.length > 0 ? view.trick : null;
  const [trick, kind] = last
    ? [view.lastTrick, 'last' as const]
    : current === null && held !== null
      ? [held, 'held' as const]
      : [view.trick, 'current' as const];
  return (
    <div class="center">
      <TrickArea trick={trick} seatAt={seatAt} kind={kind} />
      {view.lastTrick !== null && (
        <div class="trick-links">
          <button
            type="button"
            class="link"
            data-testid="last-trick"
            aria-pressed={showLast}
            onClick={() => {
              setShowLast(!showLast);
            }}
          >
            {t(showLast ? 'table.hideLastTrick' : 'table.showLastTrick')}
          </button>
          <button
            type="button"
            class="link"
            data-testid="trick-history-toggle"
            aria-expanded={historyOpen}
            onClick={() => {
              setHistoryOpen(!historyOpen);
            }}
          >
            {t(historyOpen ? 'table.hideHistory' : 'table.showHistory')}
          </button>
        </div>
      )}
      {historyOpen && <TrickHistory view={view} seen={seen} dealt={dealt} />}
    </div>
  );
}
