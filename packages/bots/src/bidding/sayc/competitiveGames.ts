/**
 * Games in contested auctions (standard practice, e.g. Root and Pavlicek, "Modern Bridge Conventions").
 *
 * - With a minor as our best fit, 3NT before four or five of the minor (nine tricks come before eleven):
 *   when our points, partner counted at the middle of what he has shown, reach 25 and every suit of
 *   theirs is stopped, bid 3NT rather than invite with four of the minor (which passes 3NT by).
 * - Game values on the second round (after responder's new suit and opener's rebid in a suit, or after
 *   the negative double and opener's answer in a suit): game in a six-card major of our own, else 3NT
 *   with their suit stopped; with no fit and no stopper, the cue-bid of their suit, forcing (a new suit
 *   forces only one round and may not exist; partner bids 3NT with a stopper, else describes his hand).
 * - Opener after their takeout double and its answer, partner silent: a six-card suit competes at the
 *   two level (eight trumps at the least opposite responder's likely doubleton, the law of total tricks).
 * - Advancing an overcall of their weak two or three-level preempt (the overcall shows an opening bid,
 *   12 HCP or more, SAYC booklet "Weak two-bids and preempts": bid over them with sound values): game
 *   in partner's major with three trumps and 10 HCP, 3NT with their suit stopped and 12, a raise below
 *   game with three trumps and 7-9.
 */
import type { Rule } from '../types.ts';

const SECOND_ROUND = [
  ['', '1s _t _u P _s|_w P'],
  ['.negx', '1s _t X P _s|_u P'],
] as const;

const OVER_PREEMPT = '2s|3s _t P';

export const COMPETITIVE_GAMES: readonly Rule[] = [
  {
    id: 'open.comp.rebid.six',
    auction: '1s X P _t',
    call: 'cheap:s',
    when: { level: '2' },
    hand: { len: { s: '6+' }, hcp: '15+' },
    key: 'rebid.suit',
  },
  {
    id: 'adv.preempt.over.game',
    auction: '2s|3s _M P',
    call: 'game:M',
    hand: { hcp: '10+', len: { M: '3+' } },
    key: 'gen.game.fit',
  },
  {
    id: 'adv.preempt.over.3nt',
    auction: OVER_PREEMPT,
    call: '3NT',
    hand: { hcp: '12+', stop: ['s'], majorFit: false },
    key: 'adv.nt',
  },
  {
    id: 'adv.preempt.over.raise',
    auction: OVER_PREEMPT,
    call: 'cheap:t',
    when: { belowGame: true, level: '-3' },
    hand: { hcp: '7-9', len: { t: '3+' } },
    key: 'adv.over.raise',
  },
  ...SECOND_ROUND.flatMap(([at, auction]): Rule[] => [
    {
      id: `comp.game.major${at}`,
      auction,
      call: 'game:M',
      hand: { len: { M: '6+' }, longest: 'M', notTheirs: 'M', enough: true },
      key: 'gen.game.suit',
    },
    {
      id: `comp.game.nt${at}`,
      auction,
      call: 'game:NT',
      hand: { enough: true, noFit: true, stopped: ['their'] },
      key: 'gen.game.nt',
    },
    {
      id: `comp.game.cue${at}`,
      auction,
      call: 'cheap:t',
      when: { level: '-3' },
      hand: { our: '25+', noFit: true },
      shows: { our: '25+' },
      forcing: 'one',
      artificial: true,
      key: 'comp.game.cue',
    },
  ]),
  {
    id: 'comp.minor.3nt',
    auction: '...',
    call: '3NT',
    when: { contested: true },
    hand: { bestFit: 'm', stopped: ['their'], ourMid: '25+' },
    key: 'gen.game.nt',
  },
];
