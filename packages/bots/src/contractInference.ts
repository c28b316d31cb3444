/**
 * What a minibridge declarer's choice of strain says about the declaring side's cards. The HCP are
 * announced exactly, but the strain is chosen after seeing dummy: declarers pick a suit where the side has
 * a fit, and no-trump mostly when there is no eight-card major fit. The defenders weigh each layout by how
 * likely a declarer holding it would have named the contract's strain.
 *
 * The weights are rough chances of naming a strain from the side's length in it, as the simulation declarer
 * and the seed's rule of thumb choose (measured on the simulation declarer's choices of `tenace eval play`:
 * a major with an eight-card fit is named about nine times in ten, with seven cards about one in seven;
 * no-trump with an eight-card major fit about one time in ten). Only ratios matter.
 */
import { cardSuit, partner, sideOf, type Seat, type Strain, type Suit } from '@tenace/core';
import type { PlayHistory } from './knowledge/history.ts';
import type { Hands } from './sampling/layouts.ts';

/** The chance that a suit is named as trumps with this many cards between the two hands. */
export function suitWeight(suit: Suit, length: number): number {
  if (length >= 8) return 1;
  if (length === 7) return suit === 'S' || suit === 'H' ? 0.15 : 0.08;
  return 0.02;
}

/** The chance that no-trump is named when the side's longest major fit has this many cards. */
export function noTrumpWeight(majorFit: number): number {
  if (majorFit >= 9) return 0.1;
  if (majorFit === 8) return 0.3;
  return 1;
}

/** A minor named over an eight-card major fit is rare. */
const MINOR_OVER_MAJOR = 0.2;

/**
 * The likelihood of a layout for a defender, given the declarer's strain: the declaring side's original
 * length in each suit is what the layout gives declarer and dummy now plus what they have played.
 * Returns undefined for a seat on the declaring side (it sees both hands: nothing to infer).
 */
export function strainLikelihood(
  viewer: Seat,
  declarer: Seat,
  strain: Strain,
  history: PlayHistory,
): ((hands: Hands) => number) | undefined {
  if (sideOf(viewer) === sideOf(declarer)) return undefined;
  const dummy = partner(declarer);
  const played: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const p of history.cards) if (p.seat === declarer || p.seat === dummy) played[cardSuit(p.card)]++;
  return (hands) => {
    const len = (s: Suit) => hands[declarer].length(s) + hands[dummy].length(s) + played[s];
    const majorFit = Math.max(len('S'), len('H'));
    if (strain === 'NT') return noTrumpWeight(majorFit);
    const w = suitWeight(strain, len(strain));
    return strain === 'D' || strain === 'C' ? (majorFit >= 8 ? w * MINOR_OVER_MAJOR : w) : w;
  };
}
