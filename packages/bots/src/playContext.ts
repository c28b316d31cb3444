/**
 * The card-play situation as one seat sees it, from a minibridge or a contract-bridge view: the knowledge
 * for sampling, the trick in progress, the legal cards, and the objective that follows the scoring.
 */
import {
  duplicateScore,
  isVulnerable,
  lho,
  sideOf,
  type BridgeDealView,
  type BySide,
  type Card,
  type MinibridgeView,
  type Seat,
  type Strain,
  type Trick,
} from '@tenace/core';
import { auctionKnowledge, type AuctionKnowledge } from './knowledge/auction.ts';
import { bridgeKnowledge, minibridgeKnowledge, type Knowledge } from './knowledge/constraints.ts';
import { strainLikelihood } from './contractInference.ts';
import { netScore } from './minibridgeDeclarer.ts';
import type { Hands } from './sampling/layouts.ts';

export interface PlayContext {
  readonly knowledge: Knowledge;
  readonly strain: Strain;
  readonly declarer: Seat;
  /** The hand whose card is next (dummy's included). */
  readonly mover: Seat;
  readonly trick: Trick;
  readonly legal: readonly Card[];
  /** Tricks won so far by declarer's side, and tricks completed. */
  readonly declarerWon: number;
  readonly completed: number;
  /** The declaring side's score for a final trick count (tricks for matchpoint play). */
  readonly value: (declarerTricks: number) => number;
  /** The contract's target in tricks. */
  readonly target: number;
  /** 'score' for the chance to make or expected score; 'tricks' for matchpoints. */
  readonly objective: 'score' | 'tricks';
  /**
   * How well a layout explains the choices the seat has seen that the hard constraints do not capture
   * (0 to 1; absent: every layout alike). Layouts are kept with this probability.
   */
  readonly likelihood?: (hands: Hands) => number;
}

export type PlayContextErrorCode = 'bots/not_to_play';

/** The seat's card-play context in minibridge, or null when it has no card to play. */
export function minibridgeContext(view: MinibridgeView): PlayContext | null {
  if (view.contract === null || view.toPlay === null || view.trick === null || view.legalCards.length === 0)
    return null;
  const contract = view.contract;
  const side = sideOf(view.declarer);
  const target = !contract.game
    ? 7
    : contract.strain === 'NT'
      ? 9
      : contract.strain === 'H' || contract.strain === 'S'
        ? 10
        : 11;
  const knowledge = minibridgeKnowledge(view);
  const likelihood = strainLikelihood(knowledge.viewer, view.declarer, contract.strain, knowledge.history);
  return {
    knowledge,
    ...(likelihood === undefined ? {} : { likelihood }),
    strain: contract.strain,
    declarer: view.declarer,
    mover: view.toPlay,
    trick: view.trick,
    legal: view.legalCards,
    declarerWon: view.tricksWon[side],
    completed: Math.floor(view.played.length / 4),
    value: (t) => netScore(contract, t, view.rules.variant),
    target,
    objective: 'score',
  };
}

/**
 * The seat's card-play context at contract bridge. `scoring` picks the objective: matchpoints play for
 * tricks; rubber, Chicago and IMPs for the score (the chance to make weighs most). The hidden hands are
 * sampled from what each seat's calls showed (`shown`, by default the SAYC meanings of the view's auction).
 */
export function bridgeContext(
  view: BridgeDealView & { readonly mode?: string; readonly partScores?: BySide<number> },
  scoring: 'matchpoints' | 'score',
  shown: AuctionKnowledge = auctionKnowledge(view),
): PlayContext | null {
  const contract = view.contract;
  if (contract === null || view.declarer === null || view.toPlay === null || view.legalCards.length === 0)
    return null;
  const declarer = view.declarer;
  const side = sideOf(declarer);
  const trick = view.trick ?? { leader: lho(declarer), cards: [] };
  const vul = isVulnerable(view.vulnerability, side);
  return {
    knowledge: bridgeKnowledge(view, shown),
    strain: contract.strain,
    declarer,
    mover: view.toPlay,
    trick,
    legal: view.legalCards,
    declarerWon: view.tricksWon[side],
    completed: Math.floor(view.played.length / 4),
    value: (t) => (scoring === 'matchpoints' ? t : duplicateScore(contract, t, vul)),
    target: contract.level + 6,
    objective: scoring === 'matchpoints' ? 'tricks' : 'score',
  };
}
