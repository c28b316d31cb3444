/** The placeholder Player: the seed's tips for the minibridge contract and the simple card heuristic. */
import { minibridgeViewOf, type SeatView } from '@tenace/core';
import { uncheckedClaimDecision } from '../claims.ts';
import { reason, type Player } from '../player.ts';
import { simpleCard } from './cards.ts';
import { tipsContract } from './minibridge.ts';

function strainOf(view: SeatView) {
  if (view.contract === null) throw new Error('no contract yet');
  return view.contract.strain;
}

export class PlaceholderPlayer implements Player {
  chooseContract(view: SeatView) {
    return Promise.resolve(tipsContract(minibridgeViewOf(view)));
  }

  chooseCall(): Promise<never> {
    return Promise.reject(new Error('the placeholder minibridge player does not bid'));
  }

  chooseCard(view: SeatView) {
    if (view.seat === null) throw new Error('a spectator cannot play');
    const seat = view.toPlay ?? view.seat;
    const card = simpleCard(view.legalCards, view.trick, strainOf(view), seat);
    return Promise.resolve({ value: card, reason: reason('cards.simple', 'a simple legal heuristic') });
  }

  respondToClaim(view: SeatView) {
    // Without analysis: only a claim giving its side every trick, or its partner's concession.
    return Promise.resolve(uncheckedClaimDecision(view));
  }
}
