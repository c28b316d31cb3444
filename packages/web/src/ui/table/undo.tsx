/** Undo: asking to take back the last card, and the answer of the seats whose consent it waits for. */
import type { Card } from '@tenace/core';
import type { GameView, Intent, UndoRequest } from '@tenace/protocol';
import { cardName } from '../../format.ts';
import { useApp } from '../context.ts';
import { AnswerButtons } from './answer.tsx';

/** The undo button, when the view's actions let this seat take back its last card. */
export function UndoButton({ view, act }: { view: GameView; act: (i: Intent) => void }) {
  const { t } = useApp();
  if (!view.actions.undo) return null;
  return (
    <button
      type="button"
      class="undo"
      data-testid="undo"
      onClick={() => {
        act({ type: 'undo' });
      }}
    >
      {t('table.undo')}
    </button>
  );
}

/** An open undo request: accept/reject for a seat it waits for, otherwise a waiting note. */
export function UndoPending({
  view,
  undo,
  act,
}: {
  view: GameView;
  undo: UndoRequest | null;
  act: (i: Intent) => void;
}) {
  const { t } = useApp();
  if (undo === null) return null;
  return (
    <div class="undo-pending" role="alert">
      <p>
        {t('table.undoAsk', {
          seat: t(`seat.${undo.by}`),
          card: cardName(t, undo.card as Card),
        })}
      </p>
      {view.actions.undoAnswer ? (
        <AnswerButtons
          onAnswer={(accept) => {
            act({ type: 'undoAnswer', accept });
          }}
        />
      ) : (
        <p>{t('table.undoWaiting')}</p>
      )}
    </div>
  );
}
