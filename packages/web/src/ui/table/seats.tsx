/** The four places around the felt, seen from one's own seat at the bottom, and the hand at each. */
import type { Card, Seat } from '@tenace/core';
import type { GameView, Intent, TableInfo } from '@tenace/protocol';
import { seatAfter } from '../../format.ts';
import { Hand } from '../cards.tsx';
import { useApp } from '../context.ts';

export type Pos = 'bottom' | 'left' | 'top' | 'right';
export const POSITIONS: readonly Pos[] = ['bottom', 'left', 'top', 'right'];

/** The seat at each place when `me` sits at the bottom. */
export function seatsAround(me: Seat): (p: Pos) => Seat {
  return (p) => seatAfter(me, POSITIONS.indexOf(p));
}

/** Whether the seat's side is vulnerable on this deal (null in minibridge, which has no vulnerability). */
export function seatVulnerable(view: GameView, seat: Seat): boolean | null {
  if (view.mode === 'minibridge') return null;
  const v = view.vulnerability;
  return v === 'All' || v === (seat === 'N' || seat === 'S' ? 'NS' : 'EW');
}

/**
 * One seat: its name and tags (you, bot, dealer, declarer, dummy) and its hand; the legal cards are buttons
 * when the seat is to play. `dealt` (the whole deal once it is over) is shown instead of the view's hands.
 */
export function SeatHand({
  view,
  info,
  seat: s,
  pos: p,
  dealt,
  act,
}: {
  view: GameView;
  info: TableInfo;
  seat: Seat;
  pos: Pos;
  dealt: Record<Seat, readonly Card[]> | null;
  act: (i: Intent) => void;
}) {
  const { t } = useApp();
  const cards = dealt?.[s] ?? view.hands[s];
  const playable = view.toPlay === s ? view.legalCards : [];
  const seatInfo = info.seats[s];
  // A person's name is shown isolated (<bdi>) and apart from the tags; a bot is marked by the server's
  // `bot` flag as a badge, which no name can imitate (a person may be called "bot").
  const name = s === view.seat || seatInfo.name === null ? null : seatInfo.name;
  const tags = [
    s === view.seat ? t('table.you') : null,
    s === view.dealer ? t('table.dealer') : null,
    s === view.declarer && view.contract !== null ? t('table.declarer') : null,
    s === view.dummy && view.contract !== null ? t('table.dummy') : null,
  ].filter((x): x is string => x !== null && x !== '');
  const vul = seatVulnerable(view, s);
  return (
    <div
      class={`seat pos-${p}${view.toPlay === s || view.toAct === s ? ' active' : ''}`}
      data-testid={`seat-${s}`}
      data-vul={vul === null ? undefined : vul ? 'yes' : 'no'}
    >
      <div class="seat-name" title={vul === null ? undefined : t(vul ? 'table.seatVul' : 'table.seatNotVul')}>
        <strong>{t(`seat.${s}`)}</strong>{' '}
        {name !== null && (
          <small class="person-name">
            “<bdi>{name}</bdi>”
          </small>
        )}{' '}
        {seatInfo.bot && (
          <small class="bot-mark" data-testid={`bot-${s}`}>
            {t('table.bot')}
          </small>
        )}{' '}
        {tags.length > 0 && <small>({tags.join(', ')})</small>}
      </div>
      <Hand
        t={t}
        seat={s}
        cards={cards}
        size={view.handSizes[s]}
        playable={playable}
        onPlay={(card) => {
          act({ type: 'card', card });
        }}
        label={t('table.hand', { seat: t(`seat.${s}`) })}
      />
    </div>
  );
}
