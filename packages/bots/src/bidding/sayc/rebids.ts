/**
 * SAYC opener's rebids without interference (ACBL SAYC System Booklet: "Opener's rebids"): with a
 * minimum (12–15) a single raise, 1NT (12–14 balanced), a new lower suit or the suit again; with 16–18
 * a jump raise or a jump rebid of a six-card suit, a reverse (17+); with 18–19 balanced 2NT; after
 * a raise, game with 19+ and an invitation with 16–18; after a limit raise, game with 14+ (points
 * revalued for the fit: opener counts his shortness once partner raises); after Jacoby 2NT,
 * a singleton or void at the three level, 3M with 18+, 3NT with 15–17, 4M with a minimum. With a good
 * six-card suit and 19 points, game (3NT with a minor); after a minor-suit limit raise, 3NT with 13 and no
 * shortness; after 1NT, a jump in a new lower suit with 19 HCP forces to game.
 */
import type { Rule } from '../types.ts';

/**
 * Opener's rebids after a two-over-one response. An unpassed responder promises to bid again unless
 * opener's rebid is game (SAYC booklet, "Responses to 1H/1S": "Responder promises to bid again if he
 * responded with a new suit at the two level unless opener's rebid is at the game level. This applies
 * when responder is an unpassed hand."): opened in first or second seat, each rebid below game forces
 * one round; opposite a passed hand (opened third or fourth) it does not. Two no-trump (12–14 balanced)
 * and 3NT are left to responder, who passes 2NT without game values.
 */
const TWO_OVER_ONE_REBIDS: readonly Rule[] = [
  {
    id: 'rebid.2over1.raise',
    auction: '1s P 2t P',
    call: '3t',
    hand: { len: { t: '4+' } },
    key: 'rebid.raise.single',
  },
  {
    id: 'rebid.2over1.raiseh',
    auction: '1S P 2H P',
    call: '3H',
    hand: { len: { H: '3+' } },
    key: 'rebid.raise.single',
  },
  {
    id: 'rebid.2over1.suit',
    auction: '1s P 2t P',
    call: 'cheap:s',
    hand: { len: { s: '6+' } },
    key: 'rebid.suit',
  },
  {
    id: 'rebid.2over1.newsuit',
    auction: '1s P 2t P',
    call: '2u',
    hand: { len: { u: '4+' } },
    key: 'rebid.newsuit',
    forcing: 'one',
  },
  {
    id: 'rebid.2over1.2nt',
    auction: '1s P 2t P',
    call: '2NT',
    hand: { hcp: '12-14', balanced: true },
    key: 'rebid.2nt.min',
  },
  {
    id: 'rebid.2over1.3nt',
    auction: '1s P 2t P',
    call: '3NT',
    hand: { hcp: '15-19', balanced: true },
    key: 'rebid.3nt',
  },
  {
    id: 'rebid.2over1.suit5',
    auction: '1s P 2t P',
    call: 'cheap:s',
    hand: { len: { s: '5+' }, tp: '12+', hcp: '-16' },
    key: 'rebid.suit',
  },
  {
    id: 'rebid.2over1.3card',
    auction: '1s P 2t P',
    call: 'cheap:t',
    hand: { len: { t: '3+' } },
    key: 'rebid.raise.single',
  },
  { id: 'rebid.2over1.nt', auction: '1s P 2t P', call: 'cheap:NT', key: 'rebid.nt.other' },
];

function promisedRebid(rows: readonly Rule[]): Rule[] {
  return rows.flatMap((r) =>
    r.call === '3NT' || r.call === '2NT' || r.call === 'cheap:NT'
      ? [r]
      : [
          { ...r, when: { ...r.when, seat: '1-2' }, forcing: r.forcing ?? 'one' },
          { ...r, id: `${r.id}.passed`, when: { ...r.when, seat: '3-4' } },
        ],
  );
}

export const REBIDS: readonly Rule[] = [
  // After a raise of opener's major.
  { id: 'rebid.raise.game', auction: '1M P 2M P', call: '4M', hand: { revalued: '19+' }, key: 'rebid.game' },
  {
    id: 'rebid.raise.invite',
    auction: '1M P 2M P',
    call: '3M',
    hand: { revalued: '16-18' },
    tags: ['invite'],
    key: 'rebid.invite',
  },
  {
    id: 'rebid.raise.pass',
    auction: '1M P 2M P',
    call: 'P',
    hand: { revalued: '-15' },
    key: 'rebid.minimum',
  },
  {
    id: 'rebid.limit.game',
    auction: '1M P 3M P',
    call: '4M',
    hand: { revalued: '14+' },
    key: 'rebid.accept',
  },
  {
    id: 'rebid.limit.pass',
    auction: '1M P 3M P',
    call: 'P',
    hand: { revalued: '-13' },
    key: 'rebid.decline',
  },
  {
    id: 'rebid.invite.accept',
    auction: '... 3M P',
    call: '4M',
    when: { forced: false },
    hand: { len: { M: '3+' }, enough: true },
    key: 'rebid.accept',
    fallback: true,
  },
  // After Jacoby 2NT.
  {
    id: 'rebid.jacoby.short',
    auction: '1M P 2NT P',
    call: '3s',
    hand: { len: { s: '0-1' } },
    forcing: 'game',
    key: 'rebid.jacoby.short',
  },
  {
    id: 'rebid.jacoby.strong',
    auction: '1M P 2NT P',
    call: '3M',
    hand: { hcp: '18+' },
    forcing: 'game',
    key: 'rebid.jacoby.strong',
  },
  {
    id: 'rebid.jacoby.medium',
    auction: '1M P 2NT P',
    call: '3NT',
    hand: { hcp: '15-17' },
    forcing: 'game',
    key: 'rebid.jacoby.medium',
  },
  {
    id: 'rebid.jacoby.min',
    auction: '1M P 2NT P',
    call: '4M',
    hand: { hcp: '-14' },
    key: 'rebid.jacoby.min',
  },
  // After a one-level new suit (forcing).
  {
    id: 'rebid.raise.4',
    auction: '1s P 1M P',
    call: '4M',
    hand: { len: { M: '4+' }, tp: '19+' },
    key: 'rebid.raise.game',
  },
  {
    id: 'rebid.raise.jump',
    auction: '1s P 1t P',
    call: 'jump:t',
    hand: { len: { t: '4+' }, tp: '16-18' },
    key: 'rebid.raise.jump',
  },
  {
    id: 'rebid.raise.single',
    auction: '1s P 1t P',
    call: 'cheap:t',
    hand: { len: { t: '4+' }, tp: '12-15' },
    key: 'rebid.raise.single',
  },
  // A two-suiter (5-5 or longer) with four losers or fewer has game values opposite any one-level
  // response by the losing-trick count, though short of 19 HCP: the jump shift rather than a new suit at
  // the one level, which may be passed (18 HCP with 6-5 and three losers played 1S with 4S on).
  {
    id: 'rebid.jumpshift.ltc',
    auction: '1s P 1t P',
    call: 'jump:u',
    when: { level: '2' },
    hand: { len: { u: '5+', s: '5+' }, hcp: '15+', losers: '-4' },
    forcing: 'game',
    key: 'rebid.jumpshift',
  },
  {
    id: 'rebid.newsuit.1',
    auction: '1s P 1t P',
    call: '1u',
    pick: 'up',
    hand: { len: { u: '4+' }, hcp: '12-18' },
    forcing: 'no',
    key: 'rebid.newsuit',
  },
  {
    id: 'rebid.1nt',
    auction: '1s P 1t P',
    call: '1NT',
    hand: { hcp: '12-14', balanced: true },
    key: 'rebid.1nt',
  },
  {
    id: 'rebid.2nt',
    auction: '1s P 1t P',
    call: '2NT',
    hand: { hcp: '18-19', balanced: true },
    key: 'rebid.2nt',
  },
  {
    id: 'rebid.long.game',
    auction: '1s P 1t P',
    call: 'game:s',
    when: { level: '-4' },
    hand: { len: { s: '6+' }, good: ['s'], tp: '19+' },
    key: 'rebid.game.suit',
  },
  {
    id: 'rebid.long.3nt',
    auction: '1m P 1t P',
    call: '3NT',
    hand: { len: { m: '6+' }, good: ['m'], tp: '19+', test: ['noVoid', 'notTwoSuited'] },
    key: 'rebid.3nt',
  },
  {
    id: 'rebid.suit.jump',
    auction: '1s P 1t P',
    call: 'jump:s',
    hand: { len: { s: '6+' }, tp: '16-18' },
    key: 'rebid.suit.jump',
  },
  // After the jump rebid responder's new suit forces to game (responder.ts): opener shows three cards of
  // responder's major, else raises a new major with four, else bids 3NT with the fourth suit stopped,
  // else raises a new major with three (no stopper for 3NT), else a new minor with four, else rebids
  // his own suit.
  ...(
    [
      ['support', '1s P 1M P 3s P 3u P', 'cheap:M', { len: { M: '3+' } }, 'gen.raise'],
      ['raise.major', '1s P 1t P 3s P 3M P', '4M', { len: { M: '4+' } }, 'gen.raise'],
      ['nt', '1s P 1t P 3s P 3u P', '3NT', { stop: ['unbid'] }, 'gen.game.nt'],
      ['raise.major.three', '1s P 1t P 3s P 3M P', '4M', { len: { M: '3' } }, 'gen.raise'],
      ['raise.minor', '1s P 1t P 3s P 3m P', '4m', { len: { m: '4+' } }, 'gen.raise'],
      ['suit', '1s P 1t P 3s P 3u P', 'cheap:s', {}, 'rebid.suit'],
    ] as const
  ).map(([id, auction, call, hand, key]): Rule => ({
    id: `rebid.jump.gf.${id}`,
    auction,
    call,
    when: { gameForce: true },
    hand,
    key,
  })),
  // Opener rebid his suit and responder bid a new suit (forcing): three cards of responder's major come
  // first (delayed support: responder may hold five of it and the new suit), before a second rebid of
  // opener's own suit.
  {
    id: 'rebid.delayed.support',
    auction: '1s P 1M P 2s P _u P',
    call: 'cheap:M',
    when: { forced: true, belowGame: true },
    hand: { len: { M: '3' } },
    key: 'gen.raise',
  },
  // A reverse is two of a suit above opener's first that could not be bid at the one level (below
  // responder's suit): 1D-1H-2S is a jump shift, not a reverse (regression: it was bid as a reverse with
  // 17 HCP and explained as the game-forcing jump shift).
  {
    id: 'rebid.reverse',
    auction: '1s P 1t P',
    call: '2u',
    when: { higher: ['u', 's'], lower: ['u', 't'] },
    hand: { len: { u: '4+', s: '5+' }, hcp: '17+' },
    forcing: 'one',
    key: 'rebid.reverse',
  },
  {
    id: 'rebid.jumpshift',
    auction: '1s P 1t P',
    call: 'jump:u',
    hand: { len: { u: '4+' }, hcp: '19+' },
    forcing: 'game',
    key: 'rebid.jumpshift',
  },
  {
    id: 'rebid.suit.6',
    auction: '1s P 1t P',
    call: 'cheap:s',
    hand: { len: { s: '6+' }, tp: '12-16' },
    key: 'rebid.suit',
  },
  {
    id: 'rebid.newsuit.2',
    auction: '1s P 1t P',
    call: '2u',
    when: { lower: ['u', 's'] },
    hand: { len: { u: '4+' }, hcp: '12-18' },
    key: 'rebid.newsuit',
  },
  // Two of opener's five-card suit is a minimum like the six-card rebid (SAYC: 12–15, here at most 16
  // HCP): without a limit its meaning would leave responder counting opener for a bare opening.
  {
    id: 'rebid.suit.5',
    auction: '1s P 1t P',
    call: 'cheap:s',
    hand: { len: { s: '5+' }, tp: '12+', hcp: '-16' },
    key: 'rebid.suit',
  },
  // Three cards of responder's major and more than a minimum, no other rebid describing the hand: raise
  // by the values, to game with 19 points, a jump with 17-18.
  {
    id: 'rebid.raise.3card.game',
    auction: '1s P 1M P',
    call: '4M',
    hand: { len: { M: '3' }, tp: '19+', balanced: false },
    key: 'rebid.raise.game',
  },
  {
    id: 'rebid.raise.3card.jump',
    auction: '1s P 1M P',
    call: 'jump:M',
    hand: { len: { M: '3' }, tp: '17-18', balanced: false },
    key: 'rebid.raise.jump',
  },
  {
    id: 'rebid.raise.3card',
    auction: '1s P 1t P',
    call: 'cheap:t',
    hand: { len: { t: '3+' } },
    key: 'rebid.raise.single',
  },
  { id: 'rebid.1nt.other', auction: '1s P 1t P', call: 'cheap:NT', hand: { hcp: '12-14' }, key: 'rebid.1nt' },
  // After 1NT response.
  {
    id: 'rebid.1nt.2nt',
    auction: '1s P 1NT P',
    call: '2NT',
    hand: { hcp: '18-19', balanced: true },
    key: 'rebid.2nt',
  },
  {
    id: 'rebid.1nt.game',
    auction: '1s P 1NT P',
    call: 'game:s',
    hand: { len: { s: '6+' }, tp: '20+' },
    key: 'rebid.game.suit',
  },
  {
    id: 'rebid.1nt.jump',
    auction: '1s P 1NT P',
    call: '3s',
    hand: { len: { s: '6+' }, tp: '16-19' },
    key: 'rebid.suit.jump',
  },
  {
    id: 'rebid.1nt.reverse',
    auction: '1s P 1NT P',
    call: '2t',
    when: { higher: ['t', 's'] },
    hand: { len: { t: '4+' }, hcp: '17+' },
    forcing: 'one',
    key: 'rebid.reverse',
  },
  {
    id: 'rebid.1nt.suit',
    auction: '1s P 1NT P',
    call: '2s',
    hand: { len: { s: '6+' }, tp: '-16' },
    key: 'rebid.suit',
  },
  {
    id: 'rebid.1nt.jumpshift',
    auction: '1s P 1NT P',
    call: '3t',
    when: { lower: ['t', 's'] },
    hand: { len: { t: '4+' }, hcp: '19+' },
    forcing: 'game',
    key: 'rebid.jumpshift',
  },
  {
    id: 'rebid.1nt.newsuit',
    auction: '1s P 1NT P',
    call: '2t',
    when: { lower: ['t', 's'] },
    hand: { len: { t: '4+' }, hcp: '-18' },
    key: 'rebid.newsuit',
  },
  {
    id: 'rebid.1nt.3nt',
    auction: '1s P 1NT P',
    call: '3NT',
    hand: { hcp: '20-21' },
    key: 'rebid.3nt',
  },
  { id: 'rebid.1nt.pass', auction: '1s P 1NT P', call: 'P', hand: { hcp: '-17' }, key: 'rebid.minimum' },
  ...promisedRebid(TWO_OVER_ONE_REBIDS),
  // After a minor raise, 1NT or 2NT over a minor.
  {
    id: 'rebid.minor.3nt',
    auction: '1m P 2m P',
    call: '3NT',
    hand: { hcp: '18-21', semiBalanced: true },
    key: 'rebid.3nt',
  },
  {
    id: 'rebid.minor.2nt',
    auction: '1m P 2m P',
    call: '2NT',
    hand: { hcp: '16-17', balanced: true },
    key: 'rebid.invite',
  },
  {
    id: 'rebid.minor.limit.3nt',
    auction: '1m P 3m P',
    call: '3NT',
    hand: { hcp: '13+', semiBalanced: true },
    key: 'rebid.3nt',
  },
  {
    id: 'rebid.minor2nt.3nt',
    auction: '1m P 2NT P',
    call: '3NT',
    hand: { hcp: '-17' },
    key: 'rebid.3nt',
  },
];
