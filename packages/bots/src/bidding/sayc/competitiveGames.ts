/**
 * Game in a contested auction with a minor fit (standard practice, e.g. Root and Pavlicek, "Modern
 * Bridge Conventions": nine tricks in no-trump come before eleven in a minor; with their suits stopped,
 * prefer 3NT to four or five of the minor). When our points, partner counted at the middle of what he has
 * shown, reach 24 with a minor as our best fit and every suit of theirs stopped, bid 3NT rather than
 * invite with four of the minor (which passes 3NT by) or compete at the four level.
 */
import type { Rule } from '../types.ts';

export const COMPETITIVE_GAMES: readonly Rule[] = [
  {
    id: 'comp.minor.3nt',
    auction: '...',
    call: '3NT',
    when: { contested: true },
    hand: { bestFit: 'm', stop: ['their'], ourMid: '25+' },
    key: 'gen.game.nt',
  },
];
