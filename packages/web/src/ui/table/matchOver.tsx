/**
 * The end of a match: the winner and the final score in words, "play again" with the same settings, and
 * the review of every deal (the hand records of this table).
 */
import { useState } from 'preact/hooks';
import { sideOf, type Seat, type Side } from '@tenace/core';
import type { CreateTable, GameView, TableInfo } from '@tenace/protocol';
import type { TFunction } from '../../i18n/index.ts';
import { useApp } from '../context.ts';
import { errorText } from '../errors.ts';
import { saveSeat } from '../settings.ts';

/** The match's winner (null: a tie) and each side's final total, whatever the mode. */
export function matchStanding(view: GameView): { winner: Side | null; totals: Record<Side, number> } {
  switch (view.mode) {
    case 'minibridge':
      return { winner: view.winner, totals: view.totals };
    case 'rubber':
    case 'chicago':
      return { winner: view.standing.winner, totals: view.standing.totals };
    case 'duplicate': {
      const { NS, EW } = view.standing.totals;
      return { winner: NS === EW ? null : NS > EW ? 'NS' : 'EW', totals: view.standing.totals };
    }
  }
}

/** "You win the match (North–South), 640 to 420", "East–West win the match, 900 to 300", "A tie, …". */
export function matchResultText(t: TFunction, view: GameView): string {
  const { winner, totals } = matchStanding(view);
  const num = (n: number): string => (n < 0 ? `−${String(-n)}` : String(n));
  if (winner === null) return t('table.matchTie', { won: num(totals.NS), lost: num(totals.EW) });
  const loser: Side = winner === 'NS' ? 'EW' : 'NS';
  const mine = view.seat !== null && sideOf(view.seat) === winner;
  return t(mine ? 'table.matchYouWin' : 'table.matchWon', {
    side: t(`side.${winner}`),
    won: num(totals[winner]),
    lost: num(totals[loser]),
  });
}

/** The same table again: mode, rules, undo and privacy as this one, the person in the same seat. */
export function againRequest(info: TableInfo, seat: Seat | null, name: string): CreateTable {
  return {
    mode: info.mode,
    rules: { ...info.rules },
    undo: info.undo,
    private: info.private,
    ...(seat === null ? {} : { sit: { seat, name } }),
  };
}

export function MatchOver({ view, info }: { view: GameView; info: TableInfo }) {
  const { t, backend, go } = useApp();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (view.phase !== 'over') return null;
  const seat = view.seat;
  const name = seat === null ? '' : (info.seats[seat].name ?? t('lobby.defaultName'));
  const again = async (): Promise<void> => {
    setBusy(true);
    try {
      const g = await backend.createTable(againRequest(info, seat, name));
      if (g.token !== null && g.seat !== null) saveSeat(g.table.id, g.token, g.seat);
      go(`/t/${g.table.id}`);
    } catch (e) {
      setError(errorText(t, e));
      setBusy(false);
    }
  };
  const records = `/records/t/${info.id}`;
  return (
    <section class="match-over" data-testid="match-over" aria-live="polite">
      <h3>{t('table.over')}</h3>
      <p data-testid="match-result">
        <strong>{matchResultText(t, view)}</strong>
      </p>
      <div class="after-deal">
        {seat !== null && (
          <button
            type="button"
            class="primary"
            data-testid="play-again"
            disabled={busy}
            onClick={() => void again()}
          >
            {t('table.playAgain')}
          </button>
        )}
        <a
          href={records}
          data-testid="review-all"
          onClick={(e) => {
            e.preventDefault();
            go(records);
          }}
        >
          {t('table.reviewAll')}
        </a>
      </div>
      {error !== null && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
