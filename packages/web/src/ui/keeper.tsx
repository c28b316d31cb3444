/**
 * Score keeper for people playing with real cards: no dealing; each contract and result is entered and the
 * sheet is kept with core's scoring (rubber sheet, Chicago, minibridge). Entries are kept in this browser.
 */
import { useState } from 'preact/hooks';
import {
  addChicagoDeal,
  addRubberDeal,
  chicagoResult,
  minibridgeScore,
  newChicago,
  newRubberSheet,
  rubberResult,
  type Chicago,
  type Contract,
  type HonoursKind,
  type Level,
  type RubberSheet,
  type Seat,
  type Side,
  type Strain,
} from '@tenace/core';
import { contractShort, SEAT_ORDER, sideOfSeat, STRAIN_ORDER } from '../format.ts';
import { useApp } from './context.ts';
import { RubberSheetView } from './sheets.tsx';

type KeeperMode = 'rubber' | 'chicago' | 'minibridge';

export interface KeeperEntry {
  readonly declarer: Seat;
  /** Contract bridge: level, strain, risk; null for a passed-out deal. */
  readonly contract: Contract | null;
  /** Minibridge: game or part-score. */
  readonly game: boolean;
  readonly strain: Strain;
  readonly tricks: number;
  readonly honours: HonoursKind;
  readonly honoursBy: 'declarer' | 'defenders';
}

export interface KeptSheet {
  readonly rubber: RubberSheet | null;
  readonly chicago: Chicago | null;
  readonly mini: {
    readonly totals: Record<Side, number>;
    readonly deals: { entry: KeeperEntry; score: Record<Side, number> }[];
  } | null;
  /** The first entry that was refused, with the reason. */
  readonly error: string | null;
}

/** Scores the entries in order with core; stops at the first one the sheet refuses. */
export function keepSheet(mode: KeeperMode, entries: readonly KeeperEntry[]): KeptSheet {
  if (mode === 'minibridge') {
    const totals: Record<Side, number> = { NS: 0, EW: 0 };
    const deals = [];
    for (const e of entries) {
      const s = minibridgeScore(e.strain, e.game, e.tricks);
      const side = sideOfSeat(e.declarer);
      const score: Record<Side, number> =
        side === 'NS' ? { NS: s.declarer, EW: s.defenders } : { NS: s.defenders, EW: s.declarer };
      totals.NS += score.NS;
      totals.EW += score.EW;
      deals.push({ entry: e, score });
    }
    return { rubber: null, chicago: null, mini: { totals, deals }, error: null };
  }
  const toEntry = (e: KeeperEntry) =>
    e.contract === null
      ? { declarer: null, contract: null, tricks: null }
      : {
          declarer: sideOfSeat(e.declarer),
          contract: e.contract,
          tricks: e.tricks,
          honours: e.honours,
          honoursHeldBy: e.honours === 'none' ? null : e.honoursBy,
        };
  if (mode === 'rubber') {
    let sheet = newRubberSheet();
    for (const e of entries) {
      const next = addRubberDeal(sheet, toEntry(e));
      if (!next.ok) return { rubber: sheet, chicago: null, mini: null, error: next.error.message };
      sheet = next.value;
    }
    return { rubber: sheet, chicago: null, mini: null, error: null };
  }
  let c = newChicago();
  for (const e of entries) {
    const next = addChicagoDeal(c, toEntry(e));
    if (!next.ok) return { rubber: null, chicago: c, mini: null, error: next.error.message };
    c = next.value;
  }
  return { rubber: null, chicago: c, mini: null, error: null };
}

const KEY = 'tenace.keeper';

function load(): { mode: KeeperMode; entries: KeeperEntry[] } {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
      mode?: KeeperMode;
      entries?: KeeperEntry[];
    } | null;
    if (
      v !== null &&
      (v.mode === 'rubber' || v.mode === 'chicago' || v.mode === 'minibridge') &&
      Array.isArray(v.entries)
    )
      return { mode: v.mode, entries: v.entries };
  } catch {
    /* start afresh */
  }
  return { mode: 'rubber', entries: [] };
}

export function Keeper() {
  const { t } = useApp();
  const [saved, setSaved] = useState(load);
  const [declarer, setDeclarer] = useState<Seat>('S');
  const [level, setLevel] = useState<Level>(4);
  const [strain, setStrain] = useState<Strain>('S');
  const [risk, setRisk] = useState<'' | 'X' | 'XX'>('');
  const [game, setGame] = useState(true);
  const [tricks, setTricks] = useState(10);
  const [passed, setPassed] = useState(false);
  const [honours, setHonours] = useState<HonoursKind>('none');
  const [honoursBy, setHonoursBy] = useState<'declarer' | 'defenders'>('declarer');
  const [error, setError] = useState<string | null>(null);
  const { mode, entries } = saved;
  const update = (next: { mode: KeeperMode; entries: KeeperEntry[] }): void => {
    setSaved(next);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      /* storage may be off */
    }
  };
  const kept = keepSheet(mode, entries);
  const add = (e: Event): void => {
    e.preventDefault();
    const entry: KeeperEntry = {
      declarer,
      contract: passed && mode !== 'minibridge' ? null : { level, strain, risk },
      game,
      strain,
      tricks,
      honours,
      honoursBy,
    };
    const tried = keepSheet(mode, [...entries, entry]);
    if (tried.error === null) {
      update({ mode, entries: [...entries, entry] });
      setError(null);
    } else setError(tried.error);
  };
  const sel = <T extends string | number>(
    value: T,
    set: (v: T) => void,
    options: readonly T[],
    label: (v: T) => string,
    name: string,
  ) => (
    <select
      data-keeper={name}
      value={String(value)}
      onChange={(ev) => {
        const raw = ev.currentTarget.value;
        const found = options.find((o) => String(o) === raw);
        if (found !== undefined) set(found);
      }}
    >
      {options.map((o) => (
        <option key={String(o)} value={String(o)}>
          {label(o)}
        </option>
      ))}
    </select>
  );
  let sheet = null;
  if (kept.rubber !== null) {
    const r = rubberResult(kept.rubber);
    sheet = (
      <RubberSheetView
        t={t}
        we="NS"
        deals={kept.rubber.deals}
        premiums={{
          NS: r.rubberBonus.NS > 0 ? [r.rubberBonus.NS] : [],
          EW: r.rubberBonus.EW > 0 ? [r.rubberBonus.EW] : [],
        }}
        totals={r.totals}
        settlement={r.finished ? r : null}
      />
    );
  } else if (kept.chicago !== null) {
    const r = chicagoResult(kept.chicago);
    sheet = (
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
          {kept.chicago.deals.map((d, i) => (
            <tr key={i}>
              <td>{d.n}</td>
              <td>
                {d.contract === null
                  ? t('table.passedOut')
                  : contractShort(t, `${d.contract.level}${d.contract.strain}${d.contract.risk}`)}
              </td>
              <td>{d.points.NS || ''}</td>
              <td>{d.points.EW || ''}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={2}>{t('sheet.total')}</th>
            <td data-testid="total-NS">{r.totals.NS}</td>
            <td data-testid="total-EW">{r.totals.EW}</td>
          </tr>
        </tfoot>
      </table>
    );
  } else if (kept.mini !== null) {
    sheet = (
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
          {kept.mini.deals.map((d, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>
                {t(`strain.${d.entry.strain}`)}, {t(d.entry.game ? 'mini.kindGame' : 'mini.kindPart')} (
                {t(`seat.${d.entry.declarer}`)})
              </td>
              <td>{d.entry.tricks}</td>
              <td>{d.score.NS || ''}</td>
              <td>{d.score.EW || ''}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={3}>{t('sheet.total')}</th>
            <td data-testid="total-NS">{kept.mini.totals.NS}</td>
            <td data-testid="total-EW">{kept.mini.totals.EW}</td>
          </tr>
        </tfoot>
      </table>
    );
  }
  return (
    <div class="keeper" data-testid="keeper">
      <h1>{t('keeper.title')}</h1>
      <p>{t('keeper.intro')}</p>
      <label>
        {t('keeper.mode')}{' '}
        {sel<KeeperMode>(
          mode,
          (m) => {
            update({ mode: m, entries: [] });
          },
          ['rubber', 'chicago', 'minibridge'],
          (m) => t(`mode.${m}`),
          'mode',
        )}
      </label>
      <form onSubmit={add} class="keeper-form">
        <label>
          {t('keeper.declarer')}{' '}
          {sel<Seat>(declarer, setDeclarer, SEAT_ORDER, (s) => t(`seat.${s}`), 'declarer')}
        </label>
        {mode === 'minibridge' ? (
          <>
            <label>
              {t('keeper.contract')}{' '}
              {sel<Strain>(strain, setStrain, [...STRAIN_ORDER].reverse(), (s) => t(`strain.${s}`), 'strain')}
            </label>
            <label>
              <input
                type="checkbox"
                checked={game}
                onChange={(e) => {
                  setGame(e.currentTarget.checked);
                }}
              />{' '}
              {t('keeper.game')}
            </label>
          </>
        ) : (
          <>
            <label>
              {t('keeper.contract')} {sel<Level>(level, setLevel, [1, 2, 3, 4, 5, 6, 7], String, 'level')}
              {sel<Strain>(
                strain,
                setStrain,
                [...STRAIN_ORDER].reverse(),
                (s) => t(`strainShort.${s}`),
                'strain',
              )}
              {sel<'' | 'X' | 'XX'>(
                risk,
                setRisk,
                ['', 'X', 'XX'],
                (r) => (r === '' ? '—' : r === 'X' ? t('call.double') : t('call.redouble')),
                'risk',
              )}
            </label>
            <label>
              <input
                type="checkbox"
                checked={passed}
                onChange={(e) => {
                  setPassed(e.currentTarget.checked);
                }}
              />{' '}
              {t('keeper.passedOut')}
            </label>
            <label>
              {t('keeper.honours')}{' '}
              {sel<HonoursKind>(
                honours,
                setHonours,
                ['none', '4', '5', '4aces'],
                (h) => t(`keeper.honoursKind.${h}`),
                'honours',
              )}
              {honours !== 'none' &&
                sel<'declarer' | 'defenders'>(
                  honoursBy,
                  setHonoursBy,
                  ['declarer', 'defenders'],
                  (h) => t(`keeper.heldBy.${h}`),
                  'honours-by',
                )}
            </label>
          </>
        )}
        <label>
          {t('keeper.tricks')}{' '}
          {sel<number>(
            tricks,
            setTricks,
            Array.from({ length: 14 }, (_, i) => i),
            String,
            'tricks',
          )}
        </label>
        <button type="submit" class="primary" data-testid="keeper-add">
          {t('keeper.add')}
        </button>
      </form>
      {error !== null && (
        <p class="error" role="alert" data-testid="keeper-error">
          {t('keeper.bad', { message: error })}
        </p>
      )}
      <div data-testid="score-sheet" class="score-sheet">
        {sheet}
      </div>
      <button
        type="button"
        onClick={() => {
          update({ mode, entries: entries.slice(0, -1) });
        }}
        disabled={entries.length === 0}
      >
        {t('keeper.undoLast')}
      </button>{' '}
      <button
        type="button"
        onClick={() => {
          update({ mode, entries: [] });
        }}
      >
        {t('keeper.reset')}
      </button>
    </div>
  );
}
