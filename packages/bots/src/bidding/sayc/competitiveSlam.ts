/**
 * Slam after a cue-bid raise in competition (standard practice, e.g. Root and Pavlicek, "Modern Bridge
 * Conventions": the cue-bid of their suit shows a limit raise or better of partner's suit, so the fit is
 * agreed). Either partner, once the cue-bid has agreed the suit, asks for aces with slam values by the
 * losing-trick count (twelve tricks from both hands' losers, 30 points counting shortness, an ace and no
 * void), as once a fit is agreed in an uncontested auction (slamtries.ts). These rows come with the slam
 * entry, before the pass that keeps partner's game.
 */
import type { HandSpec, Rule } from '../types.ts';
import { blackwood } from './slamtries.ts';

const VALUES: HandSpec = { tricks: '12+', ourFit: '30+', aces: '1+', test: ['noVoid'] };

export const COMPETITIVE_SLAM: readonly Rule[] = blackwood(
  'comp.slam.cueraise',
  '... [cueraise] ...',
  {},
  VALUES,
);
