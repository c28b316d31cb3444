/**
 * Claims: the declarer's or a defender's claim (or concession) of tricks, the answer to one, and — once
 * refused — who refused it and why.
 */
import { useEffect, useState } from 'preact/hooks';
import { sideOf, type Card, type Seat } from '@tenace/core';
import type { ClaimRefusal, GameView, Intent } from '@tenace/protocol';
import type { TFunction } from '../../i18n/index.ts';
import { useApp } from '../context.ts';
import { AnswerButtons } from './answer.tsx';

const RANKS = 'AKQJT98765432';

/** The tricks not yet won by either side (the current one included). */
export function tricksLeft(view: GameView): number {
  return 13 - view.tricksWon.NS - view.tricksWon.EW;
}

/**
 * The tricks a defender can see are theirs whatever happens: in each suit (in a suit contract only in
 * trumps, since side-suit winners may be ruffed), the run of the highest cards still out that the
 * defender holds. Cards played this deal, the current trick's too, are out of play.
 */
export function sureTricks(view: GameView, seat: Seat): number {
  const hand = view.hands[seat] ?? [];
  const gone = new Set<string>(view.played);
  const trumps = view.contract?.strain;
  const suits = trumps === undefined || trumps === 'NT' ? ['S', 'H', 'D', 'C'] : [trumps];
  let n = 0;
  for (const suit of suits)
    for (const r of RANKS) {
      const c = `${suit}${r}`;
      if (gone.has(c)) continue;
      if (!hand.includes(c as Card)) break;
      n++;
    }
  return n;
}

/** What the claim box starts at: all the tricks left for declarer, a defender's sure tricks for a defender. */
export function claimDefault(view: GameView): number {
  const max = view.actions.claim?.max ?? 0;
  if (view.seat === null || view.declarer === null) return 0;
  if (sideOf(view.seat) === sideOf(view.declarer)) return max;
  return Math.min(max, sureTricks(view, view.seat));
}

/** Claim n of the tricks left, or concede, when the view's actions allow a claim. */
export function ClaimControls({ view, act }: { view: GameView; act: (i: Intent) => void }) {
  const { t } = useApp();
  const left = view.actions.claim?.max ?? 0;
  // null: the default for this point of the play (it follows the play until the person types a number,
  // which then stays, within the tricks left, until the next deal)
  const [n, setN] = useState<number | null>(null);
  useEffect(() => {
    setN(null);
  }, [view.dealNumber]);
  if (view.actions.claim === null) return null;
  const value = Math.max(0, Math.min(n ?? claimDefault(view), left));
  return (
    <div class="claim" role="group" aria-label={t('table.claim')}>
      <label>
        {t('table.claimTricks')}{' '}
        <input
          type="number"
          data-testid="claim-tricks"
          min={0}
          max={left}
          value={value}
          onInput={(e) => {
            setN(Number(e.currentTarget.value));
          }}
        />
      </label>
      <button
        type="button"
        data-testid="claim"
        onClick={() => {
          act({ type: 'claim', tricks: value });
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

/** Why the claim was refused, in words: who refused, and what their side can take. */
export function refusalText(t: TFunction, view: GameView, r: ClaimRefusal): string {
  const seat = t(`seat.${r.by}`);
  if (r.reason === 'person') return t('table.refusedPerson', { seat });
  if (r.reason === 'unchecked') return t('table.refusedUnchecked', { seat });
  // The refusing side says it takes more than the claim left it: at least one trick more.
  const count = tricksLeft(view) - r.claim.tricks + 1;
  const declaring = view.declarer !== null && sideOf(r.by) === sideOf(view.declarer);
  return t(declaring ? 'table.refusedDeclarer' : 'table.refusedDefence', { seat, count });
}

/** The claim just refused, as long as no card has been played since. */
export function ClaimRefused({ view, refusal }: { view: GameView; refusal: ClaimRefusal | undefined }) {
  const { t } = useApp();
  if (refusal === undefined || view.claim !== null) return null;
  return (
    <p class="claim-refused" role="status" data-testid="claim-refused" data-reason={refusal.reason}>
      {refusalText(t, view, refusal)}
    </p>
  );
}
