/** The auction as a table of calls (each with its meaning on hover or tap) and the bidding box of legal calls. */
import { useState } from 'preact/hooks';
import type { Seat } from '@tenace/core';
import type { TFunction } from 'i18next';
import {
  bidParts,
  callMeaning,
  callName,
  callShort,
  callText,
  SEAT_ORDER,
  type CallLike,
} from '../format.ts';

export interface AuctionProps {
  readonly t: TFunction;
  readonly dealer: Seat;
  readonly calls: readonly string[];
  /** Meanings given by the server (a bidding system), index by index. */
  readonly meanings?: readonly (string | null)[];
}

function strainClass(text: string): string {
  const b = bidParts(text);
  return b === null ? `call-${text}` : `strain-${b.strain}`;
}

export function AuctionHistory({ t, dealer, calls, meanings }: AuctionProps) {
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
    const sys = meanings?.[i];
    const own = callMeaning(t, text);
    return sys === undefined || sys === null ? own : `${own} ${t('call.meaning.system', { text: sys })}`;
  };
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
                      onClick={() => {
                        setOpen(open === i ? null : i);
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
        <p class="meaning" role="status" data-testid="call-meaning">
          {meaningOf(open)}
        </p>
      )}
      {calls.length > 0 && <p class="hint">{t('auction.meaningHint')}</p>}
    </section>
  );
}

export interface BoxProps {
  readonly t: TFunction;
  readonly legal: readonly CallLike[];
  readonly onCall: (text: string) => void;
}

/** Only the calls the view says are legal: pass, double, redouble and the bids, level by level. */
export function BiddingBox({ t, legal, onCall }: BoxProps) {
  const texts = legal.map(callText);
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
