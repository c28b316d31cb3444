/** The auction as a table of calls (each with its meaning on hover or tap) and the bidding box of legal calls. */
import { useState } from 'preact/hooks';
import type { Seat } from '@tenace/core';
import type { CallMeaningText, MeaningLanguage } from '@tenace/protocol';
import type { TFunction } from 'i18next';
import { bidParts, callMeaning, callName, callShort, SEAT_ORDER, seatAfter } from '../format.ts';

export interface AuctionProps {
  readonly t: TFunction;
  readonly dealer: Seat;
  readonly calls: readonly string[];
  /** Meanings given by the server (its bidding system), index by index, in each language. */
  readonly meanings?: readonly (CallMeaningText | null)[] | undefined;
  /** The language to show the server's meanings in. */
  readonly lang?: MeaningLanguage;
}

function strainClass(text: string): string {
  const b = bidParts(text);
  return b === null ? `call-${text}` : `strain-${b.strain}`;
}

export function AuctionHistory({ t, dealer, calls, meanings, lang = 'en' }: AuctionProps) {
  const [open, setOpen] = useState<number | null>(null);
  const first = SEAT_ORDER.indexOf(dealer);
  // Columns W N E S as on most bidding diagrams; empty cells before the dealer.
  const columns: readonly Seat[] = ['W', 'N', 'E', 'S'];
  const lead = (first + 1) % 4; // W is column 0
  const cells: (number | null)[] = [...Array.from({ length: lead }, () => null), ...calls.map((_, i) => i)];
  const rows: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 4) rows.push(cells.slice(i, i + 4));
  const meaningOf = (i: number): string => {
    const text = calls[i]!;
    const sys = meanings?.[i]?.[lang];
    const own = callMeaning(t, text);
    // The system's meaning when the server gives one; the plain meaning of the call otherwise.
    return sys === undefined ? own : t('call.meaning.system', { text: sys });
  };
  const popover = `call-meaning-${dealer}`;
  return (
    <section class="auction" aria-label={t('auction.title')}>
      <h3>{t('auction.title')}</h3>
      <table data-testid="auction">
        <thead>
          <tr>
            {columns.map((s) => (
              <th key={s} scope="col">
                {t(`seat.${s}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, ri) => (
            <tr key={ri}>
              {r.map((i, ci) => (
                <td key={ci}>
                  {i !== null && (
                    <button
                      type="button"
                      class={`auction-call ${strainClass(calls[i]!)}`}
                      title={meaningOf(i)}
                      aria-label={`${callName(t, calls[i]!)}. ${meaningOf(i)}`}
                      aria-expanded={open === i}
                      aria-controls={open === i ? popover : undefined}
                      onClick={() => {
                        setOpen(open === i ? null : i);
                      }}
                      onKeyDown={(e) => {
                        if (e.key === 'Escape') setOpen(null);
                      }}
                    >
                      {callShort(t, calls[i]!)}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {open !== null && calls[open] !== undefined && (
        <p class="meaning" role="status" id={popover} data-testid="call-meaning">
          <strong>
            {t(`seat.${seatAfter(dealer, open)}`)} · {callShort(t, calls[open])}
          </strong>{' '}
          {meaningOf(open)}
        </p>
      )}
      {calls.length > 0 && <p class="hint">{t('auction.meaningHint')}</p>}
    </section>
  );
}

export interface BoxProps {
  readonly t: TFunction;
  /** The legal calls as the view gives them ("P", "1NT"). */
  readonly legal: readonly string[];
  readonly onCall: (text: string) => void;
}

/** Only the calls the view says are legal: pass, double, redouble and the bids, level by level. */
export function BiddingBox({ t, legal, onCall }: BoxProps) {
  const texts = legal;
  const bids = texts.filter((x) => bidParts(x) !== null);
  const levels = [...new Set(bids.map((b) => bidParts(b)!.level))];
  const others = texts.filter((x) => bidParts(x) === null);
  const button = (text: string) => (
    <button
      type="button"
      key={text}
      class={`call-btn ${strainClass(text)}`}
      data-call={text}
      aria-label={callName(t, text)}
      title={callMeaning(t, text)}
      onClick={() => {
        onCall(text);
      }}
    >
      {callShort(t, text)}
    </button>
  );
  return (
    <section class="bidding-box" aria-label={t('auction.box')} data-testid="bidding-box">
      <h3>{t('auction.box')}</h3>
      {levels.map((l) => (
        <div class="bid-row" key={l}>
          {bids.filter((b) => bidParts(b)!.level === l).map(button)}
        </div>
      ))}
      <div class="bid-row others">{others.map(button)}</div>
    </section>
  );
}
