/**
 * What a minibridge declarer's choice of strain says about the declaring side's cards. The HCP are
 * announced exactly, but the strain is chosen after seeing dummy: declarers name a suit where the side has
 * a fit, and no-trump mostly without an eight-card major fit. The defenders weigh each layout by the chance
 * that a declarer holding it would have named the contract's strain.
 *
 * The chances are those of the simulation declarer, counted over the 408 boards of
 * `tenace eval play --seed held --play-deals 0` by the side's length in each suit (how often a suit of that
 * length was named) and, for no-trump, by the side's longest major. A suit of six cards or fewer was never
 * named (0.01 keeps such layouts possible), nor a minor beside an eight-card major fit (0 of 125). Only
 * ratios matter: each table is scaled to its largest entry so that layouts are rejected no more than needed.
 */
import { cardSuit, partner, sideOf, type Seat, type Strain, type Suit } from '@tenace/core';
import type { PlayHistory } from './knowledge/history.ts';
import type { Hands } from './sampling/layouts.ts';

/** By the side's length in the major named: six or fewer, 7, 8, 9 or more. */
const MAJOR_NAMED = [0.01, 0.2, 0.73, 0.89] as const;
/** By the side's length in the minor named (without an eight-card major fit): six or fewer, 7, 8, 9, 10 or more. */
const MINOR_NAMED = [0.01, 0.04, 0.23, 0.43, 0.55] as const;
/** A minor named beside an eight-card major fit, relative to one without. */
const MINOR_OVER_MAJOR = 0.05;
/** No-trump, by the side's longest major: five or fewer, 6, 7, 8, 9 or more. */
const NO_TRUMP_NAMED = [0.8, 0.6, 0.48, 0.19, 0.1] as const;

function scaled(table: readonly number[], index: number): number {
  const i = Math.max(0, Math.min(table.length - 1, index));
  return table[i]! / Math.max(...table);
}

/** The relative chance that a suit is named as trumps with this many cards between the two hands. */
export function suitWeight(suit: Suit, length: number): number {
  return suit === 'S' || suit === 'H' ? scaled(MAJOR_NAMED, length - 6) : scaled(MINOR_NAMED, length - 6);
}

/** The relative chance that no-trump is named when the side's longest major fit has this many cards. */
export function noTrumpWeight(majorFit: number): number {
  return scaled(NO_TRUMP_NAMED, majorFit - 5);
}

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
