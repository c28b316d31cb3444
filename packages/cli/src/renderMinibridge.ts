/** Text for people: a minibridge seat view drawn in the terminal. */
import { SIDES, type Card, type CardSet, type MinibridgeView, type Seat } from '@tenace/core';
import { CardSet as CS } from '@tenace/core';
import { dealDiagram } from './diagram.ts';

const STRAIN_TEXT = { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'NT' } as const;

function setOf(cards: readonly Card[] | null): CardSet | null {
  return cards === null ? null : CS.of(cards);
}

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
  lines.push(
    dealDiagram(
      {
        hands: {
          N: setOf(view.hands.N),
          E: setOf(view.hands.E),
          S: setOf(view.hands.S),
          W: setOf(view.hands.W),
        },
      },
      labels,
    ),
  );
  if (view.lastTrick !== null)
    lines.push(
      `Last trick: ${view.lastTrick.cards.join(' ')} (led by ${view.lastTrick.leader}, won by ${view.lastTrick.winner})`,
    );
  if (view.trick !== null && view.trick.cards.length > 0)
    lines.push(`Trick: ${view.trick.cards.join(' ')} (led by ${view.trick.leader})`);
  lines.push(`Score: ${SIDES.map((s) => `${s} ${view.totals[s]} (${view.games[s]} games)`).join('  ')}`);
  return lines.join('\n');
}
