/**
 * After a deal: all four hands, the double-dummy table and par with each card marked by the tricks it cost
 * (when the backend offers the analysis), and a replay card by card. Each card is shown in the hand that
 * held it in the deal, so the replay needs no rules.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { dealFacts, type Card, type DealRecord, type Seat } from '@tenace/core';
import type { GameView } from '@tenace/protocol';
import type { TFunction } from 'i18next';
import { cardName, contractShort, pbnHands, SEAT_ORDER, seatAfter } from '../format.ts';
import type { AnalysisRequest, DealAnalysis } from '../net/types.ts';
import { useApp } from './context.ts';
import { CardFace, Hand } from './cards.tsx';

/** What the backend needs to analyse the table's finished deal `index`. */
export function analysisRequest(table: string, index: number, record: DealRecord): AnalysisRequest {
  const f = dealFacts(record);
  return {
    table,
    index,
    pbn: f.pbn,
    play: f.play,
    contract: f.contract,
    declarer: f.declarer,
    dealer: f.dealer,
    vulnerability: f.vulnerability,
  };
}

/**
 * A par contract in words: the solver writes `<level><N|S|H|D|C>[*]-<NS|EW|seat>[+k|-k]` ("*" a doubled
 * sacrifice, "+k"/"-k" overtricks or undertricks); "3♠X by South −1". Anything else is shown as it is.
 */
export function parContractText(t: TFunction, text: string): string {
  const m = /^([1-7])(N|S|H|D|C)(\*?)-(NS|EW|N|E|S|W)([+-]\d+)?$/.exec(text);
  if (m === null) return text;
  const contract = contractShort(t, `${m[1]!}${m[2] === 'N' ? 'NT' : m[2]!}${m[3] === '*' ? 'X' : ''}`);
  const who = m[4]!.length === 2 ? t(`side.${m[4]!}`) : t(`seat.${m[4]!}`);
  const by = t('table.contractBy', { contract, seat: who });
  const k = m[5];
  return k === undefined ? by : `${by} ${k.startsWith('-') ? `−${k.slice(1)}` : k}`;
}

/** Par in words: the contracts and North–South's score; the given text when the parts are not known. */
export function parText(t: TFunction, a: DealAnalysis): string {
  if (a.parContracts === undefined || a.parScore === undefined || a.parScore === null) return a.par;
  const contracts =
    a.parContracts.length === 0
      ? t('table.passedOut')
      : a.parContracts.map((c) => parContractText(t, c)).join(', ');
  return `${contracts} (${t('sheet.ns')} ${a.parScore > 0 ? '+' : ''}${a.parScore})`;
}

export function recordOf(view: GameView, index?: number): DealRecord | null {
  const h: readonly DealRecord[] = view.history;
  return h[index ?? h.length - 1] ?? null;
}

export function ReviewBody({
  record,
  analysis,
}: {
  record: DealRecord;
  analysis: DealAnalysis | null | 'none';
}) {
  const { t } = useApp();
  const hands = pbnHands(record.pbn);
  const play = record.play ?? [];
  // The replay starts before the first card: the four hands as dealt.
  const [step, setStep] = useState(0);
  if (hands === null) return null;
  const owner = new Map<Card, Seat>();
  for (const s of SEAT_ORDER) for (const c of hands[s]) owner.set(c, s);
  const shown = play.slice(0, step);
  const gone = new Set(shown);
  const trickStart = step === 0 ? 0 : Math.floor((step - 1) / 4) * 4;
  const current = play.slice(trickStart, step);
  const costs = analysis !== null && analysis !== 'none' ? analysis.costs : [];
  const cost = new Map<Card, number>();
  play.forEach((c, i) => {
    if ((costs[i] ?? 0) > 0) cost.set(c, costs[i]!);
  });
  return (
    <div class="review-body">
      <h3>{t('review.hands')}</h3>
      <div class="review-hands">
        {SEAT_ORDER.map((s) => (
          <div key={s} class={`review-seat seat-${s}`}>
            <strong>{t(`seat.${s}`)}</strong>
            <Hand
              t={t}
              seat={s}
              cards={hands[s].filter((c) => !gone.has(c))}
              size={13}
              playable={[]}
              onPlay={() => undefined}
              label={t('table.hand', { seat: t(`seat.${s}`) })}
              costs={cost}
            />
          </div>
        ))}
        <div class="review-trick" aria-label={t('table.trick')}>
          {current.map((c) => (
            <span
              key={c}
              role="img"
              aria-label={`${t(`seat.${owner.get(c) ?? 'N'}`)}: ${cardName(t, c)}`}
              class={`at-${owner.get(c) ?? 'N'}`}
            >
              <CardFace card={c} cost={cost.get(c)} />
            </span>
          ))}
        </div>
      </div>
      {play.length > 0 && (
        <div class="replay" role="group" aria-label={t('review.replay')} data-testid="replay">
          <h3>{t('review.replay')}</h3>
          <button
            type="button"
            onClick={() => {
              setStep(0);
            }}
            disabled={step === 0}
          >
            {t('review.start')}
          </button>
          <button
            type="button"
            onClick={() => {
              setStep(Math.max(0, step - 1));
            }}
            disabled={step === 0}
            data-testid="replay-back"
          >
            {t('review.back')}
          </button>
          <span data-testid="replay-step">{t('review.step', { n: step, total: play.length })}</span>
          <button
            type="button"
            onClick={() => {
              setStep(Math.min(play.length, step + 1));
            }}
            disabled={step === play.length}
            data-testid="replay-forward"
          >
            {t('review.forward')}
          </button>
          <button
            type="button"
            onClick={() => {
              setStep(play.length);
            }}
            disabled={step === play.length}
          >
            {t('review.end')}
          </button>
        </div>
      )}
      <h3>{t('review.dd')}</h3>
      {analysis === null && <p>{t('app.loading')}</p>}
      {analysis === 'none' && <p data-testid="no-analysis">{t('review.noAnalysis')}</p>}
      {analysis !== null && analysis !== 'none' && (
        <>
          <table class="grid dd" data-testid="dd-table">
            <thead>
              <tr>
                <th />
                {['NT', 'S', 'H', 'D', 'C'].map((s) => (
                  <th key={s} scope="col">
                    {t(`strainShort.${s}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SEAT_ORDER.map((s) => (
                <tr key={s}>
                  <th scope="row">{t(`seat.${s}`)}</th>
                  {['NT', 'S', 'H', 'D', 'C'].map((st) => (
                    <td key={st}>{analysis.tricks[s][st] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {t('review.parLabel')}: <span data-testid="par">{parText(t, analysis)}</span>
          </p>
          <ol class="card-costs">
            {play.map((c, i) => (
              <li key={i} class={(costs[i] ?? 0) > 0 ? 'costly' : undefined}>
                {t(`seat.${owner.get(c) ?? seatAfter('N', 0)}`)}: {cardName(t, c)} —{' '}
                {costs[i] === null
                  ? t('review.unknown')
                  : (costs[i] ?? 0) > 0
                    ? t('review.cost', { count: costs[i] ?? 0 })
                    : t('review.fine')}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

export function Review({ view, tableId, onClose }: { view: GameView; tableId: string; onClose: () => void }) {
  const { t, backend } = useApp();
  const record = recordOf(view);
  const index = view.history.length - 1;
  const [analysis, setAnalysis] = useState<DealAnalysis | null | 'none'>(
    backend.analyse === undefined ? 'none' : null,
  );
  useEffect(() => {
    if (record === null || backend.analyse === undefined) return;
    let live = true;
    backend
      .analyse(analysisRequest(tableId, index, record))
      .then((a) => {
        if (live) setAnalysis(a);
      })
      .catch(() => {
        if (live) setAnalysis('none');
      });
    return () => {
      live = false;
    };
  }, [record?.pbn]);
  // Opened below the table: brought into view (and focus to its heading) at once.
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'start' });
    box.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, []);
  if (record === null) return null;
  return (
    <section class="review" data-testid="review-panel" aria-label={t('review.title')} ref={box}>
      <header>
        <h2 tabIndex={-1}>{t('review.title')}</h2>
        <button type="button" onClick={onClose}>
          {t('review.close')}
        </button>
      </header>
      <ReviewBody record={record} analysis={analysis} />
    </section>
  );
}
