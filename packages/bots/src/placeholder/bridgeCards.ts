/**
 * The placeholder Player for contract bridge (rubber, Chicago, duplicate): the natural placeholder bidder
 * and the simple legal card heuristic; declarer plays dummy's cards with the same heuristic.
 */
import type { Call, Card, Claim, Contract, SeatView, Seat, Trick } from '@tenace/core';
import { uncheckedClaimDecision } from '../claims.ts';
import { reason, type Decision, type Player } from '../player.ts';
import { naturalCall, type BiddingView } from './bidding.ts';
import { simpleCard } from './cards.ts';

/** The fields of a contract-bridge view that card play reads. */
interface CardView {
  readonly seat: Seat | null;
  readonly toPlay: Seat | null;
  readonly legalCards: readonly Card[];
  readonly trick: Trick | null;
  readonly contract: Contract | null;
  readonly claim: Claim | null;
}

function isBridgeView(view: SeatView): boolean {
  return 'auction' in view;
}

export class BridgePlaceholderPlayer implements Player {
  chooseContract(): Promise<never> {
    return Promise.reject(
      new Error('the contract-bridge placeholder bids; it does not choose minibridge contracts'),
    );
  }

  chooseCall(view: SeatView): Promise<Decision<Call>> {
    if (!isBridgeView(view)) return Promise.reject(new Error('not a contract-bridge view'));
    return Promise.resolve(naturalCall(view as unknown as BiddingView));
  }

  chooseCard(seatView: SeatView): Promise<Decision<Card>> {
    const view = seatView as unknown as CardView;
    if (view.seat === null || view.contract === null)
      return Promise.reject(new Error('no card to play from this view'));
    const seat = view.toPlay ?? view.seat;
    const card = simpleCard(view.legalCards, view.trick, view.contract.strain, seat);
    return Promise.resolve({ value: card, reason: reason('cards.simple', 'a simple legal heuristic') });
  }

  respondToClaim(seatView: SeatView): Promise<Decision<boolean>> {
    // Without analysis: only a claim giving its side every trick, or its partner's concession.
    return Promise.resolve(uncheckedClaimDecision(seatView));
  }
}
