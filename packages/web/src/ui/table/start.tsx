/** A match that waits for invited people: the note, and "start now" (bots take the seats still empty). */
import type { GameView, Intent } from '@tenace/protocol';
import { useApp } from '../context.ts';

export function StartPanel({ view, act }: { view: GameView; act: (i: Intent) => void }) {
  const { t } = useApp();
  if (!view.actions.start) return null;
  return (
    <div class="start-panel" role="status" data-testid="waiting-invited">
      <p>{t('table.waitingFor')}</p>
      <button
        type="button"
        class="primary"
        data-testid="start-now"
        onClick={() => {
          act({ type: 'start' });
        }}
      >
        {t('table.startNow')}
      </button>
    </div>
  );
}
