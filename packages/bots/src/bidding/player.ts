/**
 * The contract-bridge Player that bids SAYC (this package's default bidder) and, until the card-play bots
 * land, plays cards with the placeholder heuristic. Each call comes with its meaning and a reason as data.
 */
import type { SeatView } from '@tenace/core';
import type { CallDecision } from '../player.ts';
import { BridgePlaceholderPlayer } from '../placeholder/bridgeCards.ts';
import { saycCall, type BidderOptions } from './bidder.ts';

export class SaycPlayer extends BridgePlaceholderPlayer {
  constructor(private readonly options: BidderOptions = {}) {
    super();
  }

  override chooseCall(view: SeatView): Promise<CallDecision> {
    if (!('auction' in view)) return Promise.reject(new Error('not a contract-bridge view'));
    try {
      const choice = saycCall(view, this.options);
      return Promise.resolve({ value: choice.call, meaning: choice.meaning, reason: choice.reason });
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }
}
