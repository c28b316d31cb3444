/** After a deal: its result (contract, tricks, score), the review toggle and the next-deal and stop buttons. */
import type { GameView, Intent } from '@tenace/protocol';
import { useApp } from '../context.ts';
import { bridgeResultText, miniResultText } from './outcome.ts';

/** The last finished deal's record, whatever the mode. */
export function lastRecord(view: GameView): Record<string, unknown> | null {
  const h = view.history as readonly unknown[];
  return (h[h.length - 1] as Record<string, unknown> | undefined) ?? null;
}

export function DealResult({ view }: { view: GameView }) {
  const { t } = useApp();
  const r = lastRecord(view);
  if (r === null) return null;
  const text =
    view.mode === 'minibridge'
      ? miniResultText(t, view.history[view.history.length - 1]!)
      : bridgeResultText(t, r);
  return (
    <section class="deal-result" data-testid="deal-result" role="status">
      <h3>{t('table.result')}</h3>
      <p>{text}</p>
    </section>
  );
}

/** The review toggle and, for a seated player once the deal is scored, next deal (and stop, in rubber). */
export function AfterDeal({
  view,
  act,
  reviewOpen,
  setReviewOpen,
}: {
  view: GameView;
  act: (i: Intent) => void;
  reviewOpen: boolean;
  setReviewOpen: (open: boolean) => void;
}) {
  const { t } = useApp();
  return (
    <div class="after-deal">
      <button
        type="button"
        data-testid="review"
        aria-expanded={reviewOpen}
        onClick={() => {
          setReviewOpen(!reviewOpen);
        }}
      >
        {t('table.review')}
      </button>
      {view.phase === 'scored' && view.seat !== null && (
        <button
          type="button"
          class="primary"
          data-testid="next-deal"
          onClick={() => {
            setReviewOpen(false);
            act({ type: 'next' });
          }}
        >
          {t('table.next')}
        </button>
      )}
      {view.phase === 'scored' && view.mode === 'rubber' && view.seat !== null && (
        <button
          type="button"
          data-testid="stop-rubber"
          onClick={() => {
            act({ type: 'stop' });
          }}
        >
          {t('table.stop')}
        </button>
      )}
    </div>
  );
}
