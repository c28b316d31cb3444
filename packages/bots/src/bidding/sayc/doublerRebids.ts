/**
 * The takeout doubler's second call when responder has bid over the double and advancer has passed
 * (standard practice, e.g. Root and Pavlicek, "Modern Bridge Conventions", and the ACBL SAYC System
 * Booklet, "Takeout doubles": a double made on a strong hand, 17 HCP or more, must bid again, since
 * advancer's pass over responder's bid says nothing about his values). The doubler bids a good five-card
 * suit of his own, no-trump with 19 or more balanced and their suits stopped, or doubles again (for
 * takeout, partner may pass for penalty: the answers of valuesDouble.ts) when short in responder's suit.
 * With a minimum double (12–16) he passes.
 */
import type { Rule } from '../types.ts';

/** Responder raised opener's suit, or bid a suit of his own; advancer and opener passed. */
const AFTER_RESPONDER = [
  ['raise', '_s [takeout] _s P P', 's'],
  ['newsuit', '_s [takeout] _t P P', 't'],
] as const;

/**
 * The balancing doubler's own suit over advancer's answer: the balancing double with 15 or more and a
 * good suit of his own (too strong to balance with the suit, SAYC booklet "Balancing") bids it now.
 */
const BALANCING_SUIT: Rule = {
  id: 'dbl2.suit.bal',
  auction: '1s P P X P _t P',
  call: 'cheap:u',
  when: { level: '-3' },
  hand: { hcp: '15+', len: { u: '5+' }, good: ['u'], notTheirs: 'u' },
  key: 'dbl2.suit',
};

export const DOUBLER_REBIDS: readonly Rule[] = [
  BALANCING_SUIT,
  ...AFTER_RESPONDER.flatMap(([id, auction, last]): Rule[] => [
    {
      id: `dbl.comp.${id}.suit`,
      auction,
      call: 'cheap:u',
      when: { level: '-3' },
      hand: { hcp: '17+', len: { u: '5+' }, good: ['u'], notTheirs: 'u' },
      key: 'dbl2.suit',
    },
    {
      id: `dbl.comp.${id}.nt`,
      auction,
      call: 'cheap:NT',
      when: { level: '2-3' },
      hand: { hcp: '19+', balanced: true, stop: ['their'] },
      key: 'dbl2.nt',
    },
    {
      id: `dbl.comp.${id}.double`,
      auction,
      call: 'X',
      hand: { hcp: '17+', len: { [last]: '0-2' } },
      forcing: 'one',
      tags: ['values'],
      key: 'gen.values.double',
    },
  ]),
];

/**
 * The doubler's raise of advancer's simple answer counted in support points (standard practice, e.g.
 * Root and Pavlicek, "Modern Bridge Conventions": with four trumps the doubler revalues his hand for the
 * fit; a raise shows 16-18, a jump raise 19-21, game 22 or more). Advancer's answer shows at least four
 * cards, so four trumps are a fit and the doubler's shortness counts. Placed before the rows by HCP.
 */
export const DOUBLER_RAISES: readonly Rule[] = (
  [
    ['game', 'game:M', '22+'],
    ['jump', 'jump:M', '19-21'],
    ['raise', 'cheap:M', '16-18'],
  ] as const
).flatMap(([id, call, points]): Rule[] =>
  // After a balancing double too (the balancing doubler's ranges are the direct ones once advancer has
  // taken his king off).
  ['', '.bal'].map((at) => ({
    id: `dbl2.support.${id}${at}`,
    auction: at === '' ? '_s X P _M P' : '1s P P X P _M P',
    call,
    ...(id === 'game' ? {} : { when: { belowGame: true } }),
    hand: { len: { M: '4+' }, revalued: points },
    key: 'dbl2.raise',
  })),
);

/**
 * Over an answer at the two level the jump raise would be game itself: the doubler with 19-21 support
 * points bids it (the ranges above leave no call for them there otherwise, and he passed with 20).
 * Not after opener's reopening double: there a two-level answer in his own major may be a forced
 * preference on nothing (measured: one deal of seed 1, game one down).
 */
const jumpIsGame = (id: string, auction: string): Rule => ({
  id: `dbl2.support.jump.game${id}`,
  auction,
  call: 'game:M',
  hand: { len: { M: '4+' }, revalued: '19-21' },
  key: 'dbl2.raise',
});

export const DOUBLER_JUMP_GAMES: readonly Rule[] = [
  jumpIsGame('', '_s X P 2M P'),
  jumpIsGame('.bal', '1s P P X P 2M P'),
];

/**
 * Any other takeout double of ours (opener's reopening double, the double of a preempt in the pass-out
 * seat) answered in a major: the doubler raises by the same support points. An answer at the three level
 * is already the jump a weak answer cannot make higher, so game follows with 19 or more (the ranges above,
 * one step up: the double forced the three level).
 */
export const DOUBLER_RAISES_ANY: readonly Rule[] = [
  {
    id: 'dbl2.support.game.three',
    auction: '... [takeout] P 3M P',
    call: 'game:M',
    hand: { len: { M: '4+' }, revalued: '19+' },
    key: 'dbl2.raise',
  },
  // Answered in a minor at the three level: 3NT with their suit stopped and 19 HCP, five of the minor with
  // four trumps and 22 support points.
  {
    id: 'dbl2.nt.three',
    auction: '... [takeout] P 3m P',
    call: '3NT',
    hand: { hcp: '19+', stop: ['their'] },
    key: 'dbl2.nt',
  },
  {
    id: 'dbl2.support.minor.game',
    auction: '... [takeout] P 3m P',
    call: 'game:m',
    hand: { len: { m: '4+' }, revalued: '22+' },
    key: 'dbl2.raise',
  },
  // Any double of ours answered in a minor at the four level (over their raise to three, doubled again;
  // a natural answer, not advancer's cue-bid of their minor, which asks):
  // five of it with three trumps and 19 HCP, or game in the doubler's own seven-card suit with 17 (the
  // answer may be on nothing; the game then rests on the doubler's own tricks).
  {
    id: 'dbl2.support.minor.four',
    auction: '... X P 4m P',
    call: 'game:m',
    when: { partnerArtificial: false },
    hand: { len: { m: '3+' }, hcp: '19+' },
    key: 'dbl2.raise',
  },
  {
    id: 'dbl2.own.four',
    auction: '... X P 4m P',
    call: 'game:u',
    when: { partnerArtificial: false },
    hand: { len: { u: '7+' }, hcp: '17+', notTheirs: 'u' },
    key: 'dbl2.suit',
  },
  ...(
    [
      ['game', 'game:M', '22+'],
      ['jump', 'jump:M', '19-21'],
      ['raise', 'cheap:M', '16-18'],
    ] as const
  ).map(([id, call, points]): Rule => ({
    id: `dbl2.support.${id}.any`,
    auction: '... [takeout] P _M P',
    call,
    ...(id === 'game' ? {} : { when: { belowGame: true } }),
    hand: { len: { M: '4+' }, revalued: points },
    key: 'dbl2.raise',
  })),
];

/**
 * A strong doubler over the forced answer of any takeout double of ours: 3NT with 20 HCP or more, a
 * no-trump shape and their suit stopped (the answer showed nothing, yet the doubler alone holds half the
 * deck; measured: over a weak two doubled in the pass-out seat, 21 HCP passed the forced 3C and 3NT made
 * with two overtricks). After the rows of a direct double's simple answer (responder.ts), which bid
 * no-trump at the cheapest level with 19-21.
 */
export const DOUBLER_NT_GAME: Rule = {
  id: 'dbl2.nt.game.any',
  auction: '... [takeout] P _t P',
  call: '3NT',
  hand: { hcp: '20+', semiBalanced: true, stop: ['their'] },
  key: 'dbl2.nt',
};
