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
import { REBIDS } from './rebids.ts';

/**
 * Opener's rebid when responder's one-level answer was overcalled (1s P 1t, then their bid): the same
 * natural rebids as without the overcall (ACBL SAYC System Booklet, "Opener's rebids"; Root and Pavlicek,
 * "Modern Bridge Conventions": the overcall frees opener from bidding again with a minimum, but what he
 * bids means what it meant), a new suit only outside theirs and no-trump only with their suit stopped;
 * a minimum with nothing to show passes.
 */
/**
 * Left out: the rebid of a five-card suit, a new suit at the two level and the cheapest no-trump of an
 * unbalanced minimum (over their overcall a minimum passes rather than rebid five cards, show a second
 * suit or bid no-trump at the two level; measured, each lost IMPs).
 */
const COMPETE_LESS: readonly string[] = ['rebid.suit.5', 'rebid.newsuit.2', 'rebid.1nt.other'];

function overTheirOvercall(r: Rule): Rule[] {
  const m = /^1s P (1t|1M) P$/.exec(r.auction);
  if (m === null || COMPETE_LESS.includes(r.id)) return [];
  // The strain of the call spec ("jump:t", "2u", "cheap:NT"): a new suit is the variable u (regression:
  // testing the whole spec for a "u" took every "jump:" call for a new suit, so the jump raise and the
  // jump rebid over their overcall never matched and opener raised 16-18 points to the two level).
  const strain = r.call.replace(/^(cheap|jump|game|inv):/, '').replace(/^[1-7]/, '');
  const newSuit = strain === 'u';
  const nt = strain === 'NT';
  const hand = {
    ...r.hand,
    ...(newSuit ? { notTheirs: 'u' } : {}),
    ...(nt ? { stop: [...(r.hand?.stop ?? []), 'their'] } : {}),
  };
  // Opener's jump rebid of his own suit stays at the three level: over a two-level overcall the free bid
  // at the three level already shows the extras, and a jump to four of a minor passes 3NT by.
  const ownJump = r.call === 'jump:s';
  return [
    {
      ...r,
      id: `${r.id}.comp`,
      auction: `1s P ${m[1]} B`,
      ...(ownJump ? { when: { ...r.when, level: '-3' } } : {}),
      hand,
    },
  ];
}

const OVER_THEIR_OVERCALL: readonly Rule[] = REBIDS.flatMap(overTheirOvercall);

const SECOND_ROUND = [
  ['', '1s _t _u P _s|_w P'],
  ['.negx', '1s _t X P _s|_u P'],
] as const;

const OVER_PREEMPT = '2s|3s _t P';

/** Opener after partner's raise of his minor over their overcall (their partner passing or raising). */
const STOP_ASK = ['1m _t _m P', '1m _t _m _t'] as const;

export const COMPETITIVE_GAMES: readonly Rule[] = [
  ...OVER_THEIR_OVERCALL,
  // Responder after their overcall and opener's pass: a six-card suit of his own competes (the law of
  // total tricks: eight trumps at the least opposite opener's likely doubleton), at the three level with
  // 9 HCP.
  {
    id: 'comp.resp.own.six',
    auction: '1s P 1t B P P',
    call: 'cheap:t',
    when: { level: '2' },
    hand: { len: { t: '6+' } },
    key: 'rebid.suit',
  },
  {
    id: 'comp.resp.own.six.three',
    auction: '1s P 1t B P P',
    call: 'cheap:t',
    when: { level: '3', belowGame: true },
    hand: { len: { t: '6+' }, hcp: '9+' },
    key: 'rebid.suit',
  },
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
  // Responder's own suit is the pattern's u, and a variable names a suit no other one names, so "game:M"
  // could never be his six-card major (regression: with AQJ762 in his suit and game values responder
  // cue-bid their suit instead): game in u when it is a major.
  {
    id: 'comp.game.own.major',
    auction: SECOND_ROUND[0][1],
    call: 'game:u',
    when: { higher: ['u', 'D'] },
    hand: { len: { u: '6+' }, longest: 'u', enough: true },
    key: 'gen.game.suit',
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
  // The cue-bid raise shows a limit raise or better; over opener's answer the cue-bidder with the top of a
  // limit raise (12 HCP, 25 or more opposite an opening) goes on to game: four of our major, else 3NT with
  // their suits stopped, else five of our minor (Root and Pavlicek, "Modern Bridge Conventions": the
  // cue-bid raise, then game with game values).
  {
    id: 'comp.cueraise.game.major',
    auction: '... [cueraise] P B P',
    call: 'game:F',
    hand: { hcp: '12+', fit: 'F', bestFit: 'M' },
    key: 'gen.game.fit',
  },
  {
    id: 'comp.cueraise.game.nt',
    auction: '... [cueraise] P B P',
    call: '3NT',
    hand: { hcp: '12+', majorFit: false, stopped: ['their'] },
    key: 'gen.game.nt',
  },
  {
    id: 'comp.cueraise.game.minor',
    auction: '... [cueraise] P B P',
    call: 'game:F',
    hand: { hcp: '12+', fit: 'F', bestFit: 'm' },
    key: 'gen.game.fit',
  },
  // 3NT with a minor fit in competition also needs 25 HCP together (partner at the middle of his range):
  // counted with the minor's length points it went down on 44 of 59 deals with 21-24 HCP together.
  {
    id: 'comp.minor.3nt',
    auction: '...',
    call: '3NT',
    when: { contested: true },
    hand: { bestFit: 'm', stopped: ['their'], ourMid: '25+', ourHcp: '25+' },
    key: 'gen.game.nt',
  },
  {
    id: 'comp.stopask.3nt',
    auction: '... [stopask] P',
    call: '3NT',
    hand: { stop: ['their'] },
    key: 'comp.stopask.nt',
  },
  ...STOP_ASK.map((auction, i): Rule => ({
    id: `comp.stopask.minor${i === 0 ? '' : '.raised'}`,
    auction: `${auction} [stopask] P`,
    call: 'cheap:m',
    key: 'comp.stopask.none',
  })),
];

/**
 * After a raise of opener's minor in competition, the values for 3NT (25 together, partner at the middle of
 * his range) but their suit not stopped (comp.minor.3nt comes first) and short of five of the minor (the
 * general rows bid it first, so these rows are placed after them): opener cue-bids their suit, asking
 * partner for a stopper (Root and Pavlicek, "Modern Bridge Conventions": after a raise of a minor in
 * competition, the cue-bid of their suit looks for 3NT before four or five of the minor); partner bids 3NT
 * with one, else returns to the minor (rows above), and the general rows place the game from there.
 */
export const MINOR_STOPPER_ASK: readonly Rule[] = STOP_ASK.map((auction, i): Rule => ({
  fallback: true,
  id: `comp.minor.stopask${i === 0 ? '' : '.raised'}`,
  auction,
  call: 'cheap:t',
  when: { level: '-3' },
  hand: { bestFit: 'm', ourMid: '25+', ourHcp: '25+' },
  shows: { ourMid: '25+' },
  forcing: 'one',
  artificial: true,
  tags: ['stopask'],
  key: 'comp.stopask',
}));
