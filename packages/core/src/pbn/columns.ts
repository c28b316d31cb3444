/**
 * Between the order cards were played in and PBN's Play rows (PBN 2.1 §5), whose columns are fixed by seat
 * from the `[Play]` seat: the winner of each trick leads the next, so a row's first card played may stand
 * in any column.
 */
import type { Card } from '../card.ts';
import { trickWinner } from '../play.ts';
import { rotate, seatIndex } from '../seat.ts';
import type { Seat, Strain } from '../types.ts';
import type { PbnCardEntry } from './types.ts';

/** Puts entries in the order played into seat columns from `leader`; a short last trick is filled with `-`. */
export function entryColumns(
  entries: readonly PbnCardEntry[],
  leader: Seat,
  strain: Strain,
): PbnCardEntry[][] {
  const rows: PbnCardEntry[][] = [];
  let trickLeader = leader;
  for (let t = 0; t * 4 < entries.length; t++) {
    const trick = entries.slice(t * 4, t * 4 + 4);
    const row: PbnCardEntry[] = [{ card: null }, { card: null }, { card: null }, { card: null }];
    trick.forEach((e, k) => {
      row[(seatIndex(rotate(trickLeader, k)) - seatIndex(leader) + 4) % 4] = e;
    });
    rows.push(row);
    const cards = trick.map((e) => e.card);
    if (cards.length === 4 && cards.every((c) => c !== null))
      trickLeader = trickWinner({ leader: trickLeader, cards: cards }, strain);
  }
  return rows;
}

/** Puts cards in the order played into PBN seat columns from `leader`. */
export function playColumns(cards: readonly Card[], leader: Seat, strain: Strain): PbnCardEntry[][] {
  return entryColumns(
    cards.map((card) => ({ card })),
    leader,
    strain,
  );
}

/**
 * The entries of Play rows that list each trick in the order played (leader first), up to the first card
 * not given.
 */
export function playedOrderEntries(tricks: readonly (readonly PbnCardEntry[])[]): PbnCardEntry[] {
  const out: PbnCardEntry[] = [];
  for (const row of tricks) {
    let k = 0;
    while (k < row.length && row[k]!.card !== null) out.push(row[k++]!);
    if (k < 4) break;
  }
  return out;
}
