/** After a deal: its result (contract, tricks, score), the review toggle and the next-deal and stop buttons. */
import type { Seat } from '@tenace/core';
import type { GameView, Intent } from '@tenace/protocol';
import { contractShort } from '../../format.ts';
import { useApp } from '../context.ts';
import { miniContractText } from '../minibridge.tsx';

/** The last finished deal's record, whatever the mode. */
export function lastRecord(view: GameView): Record<string, unknown> | null {
  const h = view.history as readonly unknown[];
  return (h[h.length - 1] as Record<string, unknown> | undefined) ?? null;
}

export function DealResult({ view }: { view: GameView }) {
  const { t } = useApp();
  const r = lastRecord(view);
  if (r === null) return null;
  let text: string;
  let score = '';
  if (view.mode === 'minibridge') {
    const rec = view.history[view.history.length - 1]!;
    if (rec.contract === undefined || rec.declarer === undefined) text = t('mini.redeal');
    else {
      const c = `${miniContractText(t, rec.contract)}, ${t(`seat.${rec.declarer}`)}`;
      text = `${c}: ${t('table.tricksWon', { count: rec.tricks ?? 0 })}`;
    }
    if (rec.score !== undefined)
      score = `${t('sheet.ns')} ${rec.score.NS} · ${t('sheet.ew')} ${rec.score.EW}`;
  } else {
    const contract = String(r.contract);
    const declarer = r.declarer as Seat | null;
    text =
      contract === 'PASS'
        ? t('table.passedOut')
        : `${t('table.contractBy', { contract: contractShort(t, contract), seat: declarer === null ? '' : t(`seat.${declarer}`) })}: ${t('table.tricksWon', { count: Number(r.tricks) })}`;
    const pts = (r.score ?? r.points) as { NS: number; EW: number } | undefined;
    const below = r.below as { NS: number; EW: number } | undefined;
    const above = r.above as { NS: number; EW: number } | undefined;
    if (pts !== undefined) score = `${t('sheet.ns')} ${pts.NS} · ${t('sheet.ew')} ${pts.EW}`;
    else if (below !== undefined && above !== undefined)
      score = `${t('sheet.ns')} ${below.NS + above.NS} · ${t('sheet.ew')} ${below.EW + above.EW}`;
  }
  return (
    <section class="deal-result" data-testid="deal-result" role="status">
      <h3>{t('table.result')}</h3>
      <p>{text}</p>
      {score !== '' && <p class="score">{score}</p>}
      {view.phase === 'over' && (
        <p class="over">
          <strong>{t('table.over')}</strong>
        </p>
      )}
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
