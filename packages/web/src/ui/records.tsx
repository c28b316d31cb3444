/** Hand records: the finished deals the server keeps, with PBN and LIN downloads (LIN made from the PBN). */
import { Fragment } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { makeLin, parsePbn } from '@tenace/core';
import type { Mode } from '@tenace/protocol';
import { contractShort } from '../format.ts';
import type { DealAnalysis, HandRecord } from '../net/types.ts';
import { useApp } from './context.ts';
import { errorText } from './errors.ts';
import { analysisRequest, ReviewBody } from './review.tsx';
import { tablesSatAt } from './settings.ts';
import { dealResultText, sidePoints, signed } from './table/outcome.ts';

function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/** LIN text for a PBN file (core's converters); throws with the PBN error when the file cannot be read. */
export function pbnToLin(pbn: string): string {
  const read = parsePbn(pbn);
  if (!read.ok) throw new Error(read.error.message);
  return makeLin(read.value.file.games);
}

function describe(t: ReturnType<typeof useApp>['t'], r: HandRecord): string {
  const rec = r.record;
  if ('redeal' in rec && rec.redeal) return t('mini.redeal');
  const by = (s: string | null | undefined): string => (s ? ` ${t(`seat.${s}`)}` : '');
  if (typeof rec.contract === 'string') return `${contractShort(t, rec.contract)}${by(rec.declarer)}`;
  if (rec.contract !== undefined)
    return `${t(`strain.${rec.contract.strain}`)}, ${t(rec.contract.game ? 'mini.kindGame' : 'mini.kindPart')}${by(rec.declarer)}`;
  return '';
}

/** Newest first (by the time the deal was stored, then by its id). */
export function newestFirst(rows: readonly HandRecord[]): HandRecord[] {
  return [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** North–South's net score of the deal ("+450", "−100"), or "" where the record has none. */
export function nsScore(r: HandRecord): string {
  const pts = sidePoints(r.record as unknown as Readonly<Record<string, unknown>>);
  if (pts === null) return '';
  const net = pts.NS - pts.EW;
  return net === 0 ? '0' : signed(net);
}

/** One deal's review, with the backend's double-dummy analysis where it offers one. */
function RecordReview({ r }: { r: HandRecord }) {
  const { t, backend } = useApp();
  const [analysis, setAnalysis] = useState<DealAnalysis | null | 'none'>(
    backend.analyse === undefined ? 'none' : null,
  );
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'start' });
    if (backend.analyse === undefined) return undefined;
    let live = true;
    backend.analyse(analysisRequest(r.tableId, r.index, r.record)).then(
      (a) => {
        if (live) setAnalysis(a);
      },
      () => {
        if (live) setAnalysis('none');
      },
    );
    return () => {
      live = false;
    };
  }, [r.id]);
  return (
    <section class="review" ref={box} data-testid="record-review-panel">
      <h2>
        {t('table.review')}: {r.tableId} · {t('records.deal')} {r.index + 1}
      </h2>
      <ReviewBody record={r.record} analysis={analysis} />
    </section>
  );
}

/** The hand records: every finished deal (or one table's), newest first, "my games" by default. */
export function Records({ table }: { table?: string }) {
  const { t, backend } = useApp();
  const [rows, setRows] = useState<readonly HandRecord[] | null>(null);
  const [mode, setMode] = useState<Mode | ''>('');
  const mine = useMemo(tablesSatAt, []);
  const [onlyMine, setOnlyMine] = useState(table === undefined && mine.size > 0);
  const [open, setOpen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const q = { ...(mode === '' ? {} : { mode }), ...(table === undefined ? {} : { table }) };
  useEffect(() => {
    backend.records(q).then(
      (rs) => {
        setRows(newestFirst(rs));
      },
      (e: unknown) => {
        setError(errorText(t, e));
      },
    );
  }, [backend, mode, table]);
  const shown = rows === null ? null : onlyMine ? rows.filter((r) => mine.has(r.tableId)) : rows;
  const get = async (kind: 'pbn' | 'lin'): Promise<void> => {
    try {
      const pbn = await backend.recordsPbn(q);
      if (kind === 'pbn') download('tenace.pbn', pbn, 'application/x-pbn');
      else download('tenace.lin', pbnToLin(pbn), 'text/plain');
    } catch (e) {
      setError(errorText(t, e));
    }
  };
  return (
    <section class="records" data-testid="records">
      <h1>{table === undefined ? t('records.title') : t('records.ofTable', { table })}</h1>
      <div class="records-filters">
        <label>
          {t('lobby.mode')}{' '}
          <select
            value={mode}
            onChange={(e) => {
              setMode(e.currentTarget.value as Mode | '');
            }}
          >
            <option value="">—</option>
            {(['minibridge', 'rubber', 'chicago', 'duplicate'] as const).map((m) => (
              <option key={m} value={m}>
                {t(`mode.${m}`)}
              </option>
            ))}
          </select>
        </label>
        {table === undefined && (
          <label>
            <input
              type="checkbox"
              data-testid="my-games"
              checked={onlyMine}
              onChange={(e) => {
                setOnlyMine(e.currentTarget.checked);
              }}
            />{' '}
            {t('records.mine')}
          </label>
        )}
        <button type="button" data-testid="download-pbn" onClick={() => void get('pbn')}>
          {t('records.pbn')}
        </button>
        <button type="button" data-testid="download-lin" onClick={() => void get('lin')}>
          {t('records.lin')}
        </button>
      </div>
      {error !== null && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {shown === null ? (
        <p>{t('app.loading')}</p>
      ) : shown.length === 0 ? (
        <p>{t('records.none')}</p>
      ) : (
        <div class="wide">
          <table class="grid">
            <thead>
              <tr>
                <th>{t('records.table')}</th>
                <th>{t('lobby.mode')}</th>
                <th>{t('records.deal')}</th>
                <th>{t('records.contract')}</th>
                <th>{t('records.result')}</th>
                <th>
                  {t('records.score')} ({t('sheet.ns')})
                </th>
                <th />
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <Fragment key={r.id}>
                  <tr data-record={r.id}>
                    <td>{r.tableId}</td>
                    <td>{t(`mode.${r.mode}`)}</td>
                    <td>{r.index + 1}</td>
                    <td data-testid="record-contract">{describe(t, r)}</td>
                    <td data-testid="record-result">{dealResultText(t, r.record)}</td>
                    <td data-testid="record-score">{nsScore(r)}</td>
                    <td>
                      <button
                        type="button"
                        data-testid="record-review"
                        onClick={() => {
                          setOpen(open === r.id ? null : r.id);
                        }}
                        aria-expanded={open === r.id}
                      >
                        {t('table.review')}
                      </button>
                    </td>
                  </tr>
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown?.map((r) => (r.id === open ? <RecordReview key={r.id} r={r} /> : null))}
    </section>
  );
}
