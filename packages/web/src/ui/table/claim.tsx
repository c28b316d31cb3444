/** Claims: the declarer's or a defender's claim (or concession) of tricks, and the answer to one. */
import { useState } from 'preact/hooks';
import type { GameView, Intent } from '@tenace/protocol';
import { useApp } from '../context.ts';
import { AnswerButtons } from './answer.tsx';

/** Claim n of the tricks left, or concede, when the view's actions allow a claim. */
export function ClaimControls({ view, act }: { view: GameView; act: (i: Intent) => void }) {
  const { t } = useApp();
  const left = view.actions.claim?.max ?? 0;
  const [n, setN] = useState(left);
  if (view.actions.claim === null) return null;
  return (
    <div class="claim" role="group" aria-label={t('table.claim')}>
      <label>
        {t('table.claimTricks')}{' '}
        <input
          type="number"
          min={0}
          max={left}
          value={Math.min(n, left)}
          onInput={(e) => {
            setN(Number(e.currentTarget.value));
          }}
        />
      </label>
      <button
        type="button"
        data-testid="claim"
        onClick={() => {
          act({ type: 'claim', tricks: Math.max(0, Math.min(n, left)) });
        }}
      >
        {t('table.claim')}
      </button>
      <button
        type="button"
        data-testid="concede"
        onClick={() => {
          act({ type: 'claim', tricks: 0 });
        }}
      >
        {t('table.concede')}
      </button>
    </div>
  );
}

/** An open claim: who claims how many, and accept/reject for a seat that may answer it. */
export function ClaimPending({ view, act }: { view: GameView; act: (i: Intent) => void }) {
  const { t } = useApp();
  const claim = view.claim;
  if (claim === null) return null;
  return (
    <div class="claim-pending" role="alert">
      <p>{t('table.claimBy', { seat: t(`seat.${claim.by}`), count: claim.tricks })}</p>
      {view.actions.claimAnswer && (
        <AnswerButtons
          testId="claim"
          onAnswer={(accept) => {
            act({ type: 'claimAnswer', accept });
          }}
        />
      )}
    </div>
  );
}
