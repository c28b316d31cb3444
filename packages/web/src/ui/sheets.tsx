/**
 * Score sheets drawn from the views: the rubber as on paper (we and they, above and below the line, games
 * closed by a line, the rubber premium and the settlement), the minibridge match score and games,
 * Chicago's four deals and duplicate boards with IMPs.
 */
import type { Seat, Side } from '@tenace/core';
import type { TFunction } from 'i18next';
import { impsFor } from '@tenace/core';
import type { GameView } from '@tenace/protocol';
import { contractShort } from '../format.ts';
import type { Comparison } from './comparisons.ts';
import { miniContractText } from './minibridge.tsx';

export interface SheetDeal {
  readonly below: Readonly<Record<Side, number>>;
  readonly above: Readonly<Record<Side, number>>;
}

/** Where the lines go: the games below the line, each a list of deal figures per side, and whether it is closed. */
export function rubberGames(
  deals: readonly SheetDeal[],
  closedAfter: readonly number[],
): { below: Record<Side, number[]>; closed: boolean }[] {
  const games: { below: Record<Side, number[]>; closed: boolean }[] = [
    { below: { NS: [], EW: [] }, closed: false },
  ];
  deals.forEach((d, i) => {
    const g = games[games.length - 1]!;
    for (const side of ['NS', 'EW'] as const) if (d.below[side] > 0) g.below[side].push(d.below[side]);
    if (closedAfter.includes(i)) {
      g.closed = true;
      games.push({ below: { NS: [], EW: [] }, closed: false });
    }
  });
  return games;
}

/**
 * The deals after which a game was completed, read from the figures below the line: a game closes when a
 * side's figures below the line since the last line reach 100 (how the sheet itself is drawn).
 */
export function gameLines(deals: readonly SheetDeal[]): number[] {
  const lines: number[] = [];
  let run = { NS: 0, EW: 0 };
  deals.forEach((d, i) => {
    run = { NS: run.NS + d.below.NS, EW: run.EW + d.below.EW };
    if (run.NS >= 100 || run.EW >= 100) {
      lines.push(i);
      run = { NS: 0, EW: 0 };
    }
  });
  return lines;
}

export interface RubberSheetProps {
  readonly t: TFunction;
  readonly we: Side;
  readonly deals: readonly SheetDeal[];
  /** Premiums written above the line at the end (rubber, unfinished rubber), per side. */
  readonly premiums: Readonly<Record<Side, readonly number[]>>;
  readonly totals: Readonly<Record<Side, number>>;
  readonly settlement: {
    readonly winner: Side | null;
    readonly difference: number;
    readonly settlement: number;
  } | null;
}

export function RubberSheetView({ t, we, deals, premiums, totals, settlement }: RubberSheetProps) {
  const they: Side = we === 'NS' ? 'EW' : 'NS';
  const sides: readonly Side[] = [we, they];
  const games = rubberGames(deals, gameLines(deals));
  const above = (side: Side): number[] => [
    ...deals.map((d) => d.above[side]).filter((x) => x > 0),
    ...premiums[side],
  ];
  const height = Math.max(above('NS').length, above('EW').length);
  return (
    <div class="rubber-sheet" data-testid="rubber-sheet">
      <table class="paper">
        <thead>
          <tr>
            {sides.map((s) => (
              <th key={s} scope="col">
                {t(s === we ? 'side.we' : 'side.they')}{' '}
                <small>({t(`sheet.${s === 'NS' ? 'ns' : 'ew'}`)})</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody class="above" aria-label={t('sheet.above')}>
          {Array.from({ length: height }, (_, r) => height - 1 - r).map((i) => (
            <tr key={`a${i}`}>
              {sides.map((s) => (
                <td key={s}>{above(s)[i] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tbody class="below" aria-label={t('sheet.below')}>
          {games.map((g, gi) => {
            const rows = Math.max(g.below.NS.length, g.below.EW.length, 1);
            return Array.from({ length: rows }, (_, r) => (
              <tr key={`g${gi}-${r}`} class={g.closed && r === rows - 1 ? 'game-line' : undefined}>
                {sides.map((s) => (
                  <td key={s}>{g.below[s][r] ?? ''}</td>
                ))}
              </tr>
            ));
          })}
        </tbody>
        <tfoot>
          <tr>
            {sides.map((s) => (
              <td key={s} data-testid={`total-${s === we ? 'we' : 'they'}`}>
                <strong>{totals[s]}</strong>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      {settlement !== null && (
        <p class="settlement" data-testid="settlement">
          {t('sheet.settlement')}:{' '}
          {settlement.winner === null
            ? t('sheet.even')
            : t('sheet.settlementText', {
                side: t(settlement.winner === we ? 'side.we' : 'side.they'),
                points: settlement.difference,
                units: settlement.settlement,
              })}
        </p>
      )}
    </div>
  );
}

interface Outcome {
  readonly number: number;
  readonly contract: string;
  readonly declarer: Seat | null;
  readonly tricks: number;
}

function resultText(t: TFunction, o: Outcome): string {
  if (o.contract === 'PASS') return t('table.passedOut');
  const c = contractShort(t, o.contract);
  const level = Number(o.contract[0]);
  const need = level + 6;
  const by = o.declarer === null ? '' : ` ${t(`seat.${o.declarer}`)}`;
  return o.tricks >= need
    ? `${c}${by} =${o.tricks > need ? `+${o.tricks - need}` : ''}`
    : `${c}${by} −${need - o.tricks}`;
}

/** The score sheet of any view, by mode. */
export function ScoreSheet({
  t,
  view,
  comparisons = [],
}: {
  t: TFunction;
  view: GameView;
  /** Duplicate: each board's comparison score (another table's, or par), as the server's analysis gives it. */
  comparisons?: readonly Comparison[];
}) {
  const we: Side = view.seat === 'E' || view.seat === 'W' ? 'EW' : 'NS';
  let body;
  switch (view.mode) {
    case 'minibridge':
      body = (
        <div>
          <table class="grid">
            <thead>
              <tr>
                <th>{t('sheet.deal')}</th>
                <th>{t('sheet.contract')}</th>
                <th>{t('sheet.tricks')}</th>
                <th>{t('sheet.ns')}</th>
                <th>{t('sheet.ew')}</th>
              </tr>
            </thead>
            <tbody>
              {view.history.map((d) => (
                <tr key={d.number}>
                  <td>{d.number}</td>
                  <td>
                    {d.redeal
                      ? t('mini.redeal')
                      : d.contract !== undefined && d.declarer !== undefined
                        ? `${miniContractText(t, d.contract)} (${t(`seat.${d.declarer}`)})`
                        : ''}
                  </td>
                  <td>{d.tricks ?? ''}</td>
                  <td>{d.score?.NS ?? ''}</td>
                  <td>{d.score?.EW ?? ''}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={3}>{t('mini.totals')}</th>
                <td data-testid="total-NS">{view.totals.NS}</td>
                <td data-testid="total-EW">{view.totals.EW}</td>
              </tr>
              <tr>
                <th colSpan={3}>{t('mini.games')}</th>
                <td>{view.games.NS}</td>
                <td>{view.games.EW}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      );
      break;
    case 'rubber': {
      const s = view.standing;
      const premiums = {
        NS: [s.rubberBonus.NS, s.unfinishedBonus.NS].filter((x) => x > 0),
        EW: [s.rubberBonus.EW, s.unfinishedBonus.EW].filter((x) => x > 0),
      };
      body = (
        <RubberSheetView
          t={t}
          we={we}
          deals={view.history}
          premiums={premiums}
          totals={s.totals}
          settlement={s.finished || view.phase === 'over' ? s : null}
        />
      );
      break;
    }
    case 'chicago':
      body = (
        <table class="grid">
          <thead>
            <tr>
              <th>{t('sheet.deal')}</th>
              <th>{t('sheet.contract')}</th>
              <th>{t('sheet.ns')}</th>
              <th>{t('sheet.ew')}</th>
            </tr>
          </thead>
          <tbody>
            {view.history.map((d, i) => (
              <tr key={i}>
                <td>{d.chicagoDeal}</td>
                <td>{resultText(t, d)}</td>
                <td>{d.points.NS || ''}</td>
                <td>{d.points.EW || ''}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={2}>{t('sheet.total')}</th>
              <td data-testid="total-NS">{view.standing.totals.NS}</td>
              <td data-testid="total-EW">{view.standing.totals.EW}</td>
            </tr>
            {view.standing.finished && (
              <tr>
                <th colSpan={2}>{t('sheet.settlement')}</th>
                <td colSpan={2}>
                  {view.standing.winner === null
                    ? t('sheet.even')
                    : t('sheet.settlementText', {
                        side: t(`side.${view.standing.winner}`),
                        points: view.standing.difference,
                        units: view.standing.settlement,
                      })}
                </td>
              </tr>
            )}
          </tfoot>
        </table>
      );
      break;
    case 'duplicate': {
      // Each board's North–South score against the comparison score (another table's, or par), in IMPs.
      let imps = 0;
      body = (
        <div>
          <table class="grid">
            <thead>
              <tr>
                <th>{t('sheet.board')}</th>
                <th>{t('sheet.contract')}</th>
                <th>{t('sheet.ns')}</th>
                <th>{t('sheet.ew')}</th>
                <th>{t('sheet.comparison')}</th>
                <th>{t('sheet.imps')}</th>
              </tr>
            </thead>
            <tbody>
              {view.history.map((d, i) => {
                const c = comparisons[i];
                const known = c !== undefined && c !== null && c !== 'loading';
                // NS's IMPs: NS's score minus the comparison's NS score.
                const board = known ? impsFor(d.score.NS - c.score) : null;
                if (board !== null) imps += board;
                return (
                  <tr key={d.number} data-board={d.number}>
                    <td>{d.number}</td>
                    <td>{resultText(t, d)}</td>
                    <td>{d.score.NS || ''}</td>
                    <td>{d.score.EW || ''}</td>
                    <td data-testid="comparison">
                      {known
                        ? `${c.kind === 'par' ? t('sheet.vsPar') : t('sheet.vsTable', { table: c.table })}: ${c.score > 0 ? '+' : ''}${c.score}`
                        : c === 'loading'
                          ? t('sheet.loading')
                          : '—'}
                    </td>
                    <td data-testid="board-imps">{board ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={2}>{t('sheet.total')}</th>
                <td data-testid="total-NS">{view.standing.totals.NS}</td>
                <td data-testid="total-EW">{view.standing.totals.EW}</td>
                <td />
                <td data-testid="total-imps">{imps}</td>
              </tr>
            </tfoot>
          </table>
          <p class="hint">
            {view.history.length > 0 && comparisons.every((c) => c === null)
              ? t('sheet.noComparison')
              : t('sheet.parNote')}
          </p>
        </div>
      );
      break;
    }
  }
  return (
    <section class="score-sheet" data-testid="score-sheet" aria-label={t('sheet.title')}>
      <h3>{t('sheet.title')}</h3>
      {body}
    </section>
  );
}
