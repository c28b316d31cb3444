/** Hand records: the finished deals the server keeps, with PBN and LIN downloads (LIN made from the PBN). */
import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { makeLin, parsePbn } from '@tenace/core';
import type { Mode } from '@tenace/protocol';
import { contractShort } from '../format.ts';
import type { HandRecord } from '../net/types.ts';
import { useApp } from './context.ts';
import { errorText } from './errors.ts';
import { ReviewBody } from './review.tsx';
import { dealResultText } from './table/outcome.ts';

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

export function Records() {
  const { t, backend } = useApp();
  const [rows, setRows] = useState<readonly HandRecord[] | null>(null);
  const [mode, setMode] = useState<Mode | ''>('');
  const [open, setOpen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const q = mode === '' ? {} : { mode };
  useEffect(() => {
    backend.records(q).then(setRows, (e: unknown) => {
      setError(errorText(t, e));
    });
  }, [backend, mode]);
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
      <h1>{t('records.title')}</h1>
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
      </label>{' '}
      <button type="button" data-testid="download-pbn" onClick={() => void get('pbn')}>
        {t('records.pbn')}
      </button>{' '}
      <button type="button" data-testid="download-lin" onClick={() => void get('lin')}>
        {t('records.lin')}
      </button>
      {error !== null && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {rows === null ? (
        <p>{t('app.loading')}</p>
      ) : rows.length === 0 ? (
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
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <Fragment key={r.id}>
                  <tr data-record={r.id}>
                    <td>{r.tableId}</td>
                    <td>{t(`mode.${r.mode}`)}</td>
                    <td>{r.index + 1}</td>
                    <td>{describe(t, r)}</td>
                    <td data-testid="record-result">
                      {dealResultText(t, r.record)}{' '}
                      <button
                        type="button"
                        onClick={() => {
                          setOpen(open === r.id ? null : r.id);
                        }}
                        aria-expanded={open === r.id}
                      >
                        {t('table.review')}
                      </button>
                    </td>
                  </tr>
                  {open === r.id && (
                    <tr>
                      <td colSpan={5}>
                        <ReviewBody record={r.record} analysis="none" />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
