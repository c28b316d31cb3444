/**
 * Competitive doubles besides the takeout double itself.
 *
 * Opener's reopening double (ACBL SAYC System Booklet, "Negative doubles": responder with length in the
 * overcalled suit passes and hopes opener reopens; standard practice, e.g. Root and Pavlicek, "Modern
 * Bridge Conventions"): after 1x, an overcall and two passes, opener short in the overcalled suit doubles
 * for takeout, over an overcall or a jump overcall up to the three level (with a singleton or void on any
 * opening, with a doubleton from 15 HCP), so that responder's trap pass becomes a penalty double. Responder passes the double for penalty with four good cards in
 * their suit and some values; else he answers as to a takeout double.
 *
 * The responsive double (standard practice, e.g. Root and Pavlicek, "Modern Bridge Conventions"; the SAYC
 * booklet leaves it to agreement): after their opening, partner's takeout double and responder's raise
 * through the three level, advancer's double is for takeout too: over a minor it shows both majors, over
 * a major both minors, with 6+ HCP at the two level and 8+ at the three. The doubler answers in his
 * better one of those suits (the general rows for a forcing call).
 */
import type { Rule } from '../types.ts';

const REOPEN = '1s 1t|2t|3t P P';
const ANSWER = `${REOPEN} X P`;

const RESPONSIVE: readonly Rule[] = (
  [
    ['m', { S: '4+', H: '4+' }],
    ['M', { D: '4+', C: '4+' }],
  ] as const
).flatMap(([x, len]) =>
  (
    [
      ['2', '6+'],
      ['3', '8+'],
    ] as const
  ).map(([level, hcp]): Rule => ({
    id: `responsive.${x}.${level}`,
    auction: `1${x} [takeout] ${level}${x}`,
    call: 'X',
    hand: { hcp, len },
    forcing: 'one',
    tags: ['takeout', 'responsive'],
    key: 'responsive.double',
  })),
);

/** Opener's reopening double with a singleton or a void in their suit (reused after a late overcall). */
export const REOPEN_SHORT: Rule = {
  id: 'reopen.double.short',
  auction: REOPEN,
  call: 'X',
  hand: { len: { t: '0-1' } },
  shows: { len: { t: '0-2' } },
  forcing: 'one',
  tags: ['takeout', 'reopening'],
  key: 'reopen.double',
};

export const DOUBLES: readonly Rule[] = [
  ...RESPONSIVE,
  REOPEN_SHORT,
  {
    id: 'reopen.double.strong',
    auction: REOPEN,
    call: 'X',
    hand: { len: { t: '2' }, hcp: '15+' },
    shows: { len: { t: '0-2' } },
    forcing: 'one',
    tags: ['takeout', 'reopening'],
    key: 'reopen.double',
  },
  // Answering the reopening double with a long major that was not good enough to bid at once: game
  // opposite opener's shown values and shortness (the double shows an opening, short in their suit).
  ...(
    [
      ['', { M: '7+' }, '6+'],
      ['.six', { M: '6' }, '8+'],
    ] as const
  ).map(([at, len, hcp]): Rule => ({
    id: `reopen.answer.game${at}`,
    auction: ANSWER,
    call: 'game:M',
    when: { level: '-4' },
    hand: { len, hcp, longest: 'M', notTheirs: 'M' },
    key: 'gen.game.suit',
  })),
  {
    id: 'reopen.penalty.pass',
    auction: ANSWER,
    call: 'P',
    hand: { len: { t: '4+' }, stop: ['t'], hcp: '6+' },
    key: 'reopen.penalty',
  },
  // Otherwise the answer of any takeout double, from a hand that passed once: the cheapest bid in a
  // four-card suit, else back to opener's suit with three, else the cheapest three-card suit.
  {
    id: 'reopen.answer.suit',
    auction: ANSWER,
    call: 'cheap:u',
    hand: { len: { u: '4+' }, longest: 'u' },
    key: 'adv.suit',
  },
  {
    id: 'reopen.answer.preference',
    auction: ANSWER,
    call: 'cheap:s',
    hand: { len: { s: '3+' } },
    key: 'gen.raise',
  },
  {
    id: 'reopen.answer.any',
    auction: ANSWER,
    call: 'cheap:u',
    hand: { len: { u: '3+' } },
    key: 'adv.suit',
  },
];
