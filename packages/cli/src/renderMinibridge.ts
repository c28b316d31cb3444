/** Text for people: a minibridge seat view drawn in the terminal. */
import { SIDES, type MinibridgeView, type Seat } from '@tenace/core';
import { tableLines } from './diagram.ts';

const STRAIN_TEXT = { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'NT' } as const;

export function renderMinibridge(view: MinibridgeView): string {
  const lines: string[] = [];
  const labels = Object.fromEntries(
    (['N', 'E', 'S', 'W'] as const).map((s) => [
      s,
      `${{ N: 'North', E: 'East', S: 'South', W: 'West' }[s]}${s === view.seat ? ' (you)' : ''}${s === view.declarer ? ' declarer' : s === view.dummy ? ' dummy' : ''}`,
    ]),
  ) as Record<Seat, string>;
  lines.push('');
  lines.push(
    `Deal ${view.dealNumber} (counted ${view.counted}/${view.rules.deals})  dealer ${view.dealer}  HCP ${view.announcements.map((a) => `${a.seat} ${a.hcp}`).join(', ')}`,
  );
  if (view.contract !== null) {
    lines.push(
      `Contract: ${view.contract.game ? 'game' : 'part-score'} in ${STRAIN_TEXT[view.contract.strain]} by ${view.declarer}   tricks NS ${view.tricksWon.NS}  EW ${view.tricksWon.EW}`,
    );
  }
  lines.push(...tableLines(view, labels));
  lines.push(`Score: ${SIDES.map((s) => `${s} ${view.totals[s]} (${view.games[s]} games)`).join('  ')}`);
  return lines.join('\n');
}
