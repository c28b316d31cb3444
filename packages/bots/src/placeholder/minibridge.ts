/**
 * The placeholder minibridge declarer, from the seed's tips: trumps with an 8-card fit (the longest fit,
 * the higher-ranking on a tie), else no-trump; game with 25 combined HCP in no-trump, 27 in a major,
 * 29 in a minor.
 */
import {
  SUITS,
  cardSuit,
  type Card,
  type MinibridgeContract,
  type MinibridgeView,
  type Strain,
} from '@tenace/core';
import { reason, type Decision } from '../player.ts';

export const GAME_HCP: Readonly<Record<Strain, number>> = { NT: 25, S: 27, H: 27, D: 29, C: 29 };

export function tipsContract(view: MinibridgeView): Decision<MinibridgeContract> {
  const mine = view.hands[view.declarer];
  const dummy = view.hands[view.dummy];
  if (mine === null || dummy === null) throw new Error('the declarer sees both hands');
  const combined = (cards: readonly Card[]) => (s: string) => cards.filter((c) => cardSuit(c) === s).length;
  const lengths = SUITS.map((s) => ({ suit: s, n: combined(mine)(s) + combined(dummy)(s) }));
  const fits = lengths.filter((l) => l.n >= 8).sort((a, b) => b.n - a.n); // SUITS order breaks ties: S, H, D, C
  const hcp = view.announcements
    .filter((a) => a.seat === view.declarer || a.seat === view.dummy)
    .reduce((n, a) => n + a.hcp, 0);
  const fit = fits[0];
  const strain: Strain = fit === undefined ? 'NT' : fit.suit;
  const game = hcp >= GAME_HCP[strain];
  const text = `${game ? 'game' : 'part-score'} in ${strain}: ${fit === undefined ? 'no 8-card fit' : `${fit.n}-card fit`}, ${hcp} HCP together (game needs ${GAME_HCP[strain]})`;
  return {
    value: { strain, game },
    reason: reason('minibridge.tips', text, { strain, game, hcp, fit: fit?.n ?? 0 }),
  };
}
