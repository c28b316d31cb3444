/** The lines above the felt: mode, deal, dealer, vulnerability, contract, tricks, and whose turn it is. */
import type { Seat } from '@tenace/core';
import type { GameView } from '@tenace/protocol';
import { contractShort, sideOfSeat } from '../../format.ts';
import { useApp, type AppContextValue } from '../context.ts';
import { miniContractText } from '../minibridge.tsx';

/** Whose turn it is in words ('' once the deal is over). */
export function turnText(t: AppContextValue['t'], view: GameView): string {
  const me = view.seat;
  if (view.phase === 'scored' || view.phase === 'over') return '';
  if (view.toAct !== null && view.toAct === me) return t('table.yourTurn');
  const who = view.toPlay ?? view.toAct;
  if (who === null)
    return view.claim !== null
      ? t('table.claimBy', { seat: t(`seat.${view.claim.by}`), count: view.claim.tricks })
      : '';
  const seat = t(`seat.${who}`);
  if (view.phase === 'contract') return t('table.turnContract', { seat });
  if (view.phase === 'auction') return t('table.turnCall', { seat });
  return t('table.turn', { seat });
}

function contractLine(t: AppContextValue['t'], view: GameView): string | null {
  return view.mode === 'minibridge'
    ? view.contract === null
      ? null
      : `${miniContractText(t, view.contract)} · ${t('table.declarer')}: ${t(`seat.${view.declarer}`)}`
    : view.contractText === null
      ? null
      : view.contractText === 'PASS'
        ? t('table.passedOut')
        : t('table.contractBy', {
            contract: contractShort(t, view.contractText),
            seat: view.declarer === null ? '' : t(`seat.${view.declarer}`),
          });
}

/** The status bar, tricks counted from the side of `me` (one's own seat, South for a spectator). */
export function StatusBar({ view, me }: { view: GameView; me: Seat }) {
  const { t } = useApp();
  const contract = contractLine(t, view);
  const mySide = sideOfSeat(me);
  const otherSide = mySide === 'NS' ? 'EW' : 'NS';
  return (
    <div class="status-bar">
      <span>{t(`mode.${view.mode}`)}</span>
      <span data-testid="deal-number">{t('table.deal', { n: view.dealNumber })}</span>
      <span>
        {t('table.dealer')}: {t(`seat.${view.dealer}`)}
      </span>
      {view.mode !== 'minibridge' && (
        <span>
          {t('table.vulnerable')}: {t(`table.vul.${view.vulnerability}`)}
        </span>
      )}
      {contract !== null && <span data-testid="contract">{contract}</span>}
      <span data-testid="tricks">
        {t('table.tricks')}: {t(`side.${mySide}`)} {view.tricksWon[mySide]} · {t(`side.${otherSide}`)}{' '}
        {view.tricksWon[otherSide]}
      </span>
      {view.seat === null && <span>{t('table.spectator')}</span>}
    </div>
  );
}

/** Whose turn it is (announced to screen readers); `data-my-turn` for tests. */
export function TurnLine({ view, myTurn }: { view: GameView; myTurn: boolean }) {
  const { t } = useApp();
  return (
    <p class="turn" aria-live="polite" data-testid="turn" data-my-turn={myTurn ? 'yes' : 'no'}>
      {turnText(t, view)}
    </p>
  );
}
