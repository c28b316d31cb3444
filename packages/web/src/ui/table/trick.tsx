/** The middle of the felt: the trick being played (or, on request, the last one) and the toggle. */
import type { Card, Seat } from '@tenace/core';
import type { GameView } from '@tenace/protocol';
import { cardName, seatAfter } from '../../format.ts';
import { CardFace } from '../cards.tsx';
import { useApp } from '../context.ts';
import { POSITIONS, type Pos } from './seats.tsx';

function TrickArea({
  view,
  seatAt,
  showLast,
}: {
  view: GameView;
  seatAt: (p: Pos) => Seat;
  showLast: boolean;
}) {
  const { t } = useApp();
  const trick = showLast ? view.lastTrick : view.trick;
  const cards = new Map<Seat, Card>();
  if (trick !== null) trick.cards.forEach((c, i) => cards.set(seatAfter(trick.leader, i), c));
  return (
    <div
      class={`trick${showLast ? ' last' : ''}`}
      role="group"
      aria-label={t(showLast ? 'table.lastTrick' : 'table.trick')}
      data-testid="trick"
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

/** The trick and, while the deal goes on and a trick is done, the button that shows the last trick. */
export function TrickCentre({
  view,
  seatAt,
  finished,
  showLast,
  setShowLast,
}: {
  view: GameView;
  seatAt: (p: Pos) => Seat;
  finished: boolean;
  showLast: boolean;
  setShowLast: (show: boolean) => void;
}) {
  const { t } = useApp();
  return (
    <div class="center">
      <TrickArea view={view} seatAt={seatAt} showLast={showLast && view.lastTrick !== null} />
      {view.lastTrick !== null && !finished && (
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
      )}
    </div>
  );
}
