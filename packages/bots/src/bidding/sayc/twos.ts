/**
 * SAYC strong 2C and weak twos (ACBL SAYC System Booklet: "Strong 2C opening", "Weak two-bids"). Over 2C:
 * 2D waiting, a positive suit (five cards, two of the top three honours, 8+ HCP), 2NT 8+ balanced. Opener
 * rebids 2NT with 22–24 balanced (not forcing; then the 2NT structure: Stayman, transfers), else his suit
 * (forcing to game). Over a weak two: a raise
 * is to play (preemptive), 2NT asks (forcing), a new suit is forcing; game in the major with three
 * trumps and 13 HCP (at IMPs a game that makes half the time pays).
 */
import type { Rule } from '../types.ts';
import { noTrumpStructure, type NtStructure } from './ntStructure.ts';

/** 2C–2D–2NT (22–24 balanced): the no-trump structure at the three level. */
export const AFTER_2C_2NT: NtStructure = {
  id: 'two.c.2nt',
  start: '2C P 2D P 2NT P',
  level: 3,
  stayman: '3+',
  game: '3-10',
  pass: '0-2',
};

export const TWOS: readonly Rule[] = [
  {
    id: 'two.c.positive.major',
    auction: '2C P',
    call: 'cheap:M',
    hand: { hcp: '8+', len: { M: '5+' }, good: ['M'] },
    forcing: 'game',
    key: 'two.c.positive',
  },
  {
    id: 'two.c.positive.minor',
    auction: '2C P',
    call: '3m',
    hand: { hcp: '8+', len: { m: '5+' }, good: ['m'] },
    forcing: 'game',
    key: 'two.c.positive',
  },
  {
    id: 'two.c.positive.nt',
    auction: '2C P',
    call: '2NT',
    hand: { hcp: '8+', balanced: true },
    forcing: 'game',
    key: 'two.c.positive.nt',
  },
  {
    id: 'two.c.waiting',
    auction: '2C P',
    call: '2D',
    artificial: true,
    forcing: 'one',
    tags: ['waiting'],
    key: 'two.c.waiting',
  },
  {
    id: 'two.c.rebid.2nt',
    auction: '2C P 2D P',
    call: '2NT',
    hand: { hcp: '22-24', balanced: true },
    key: 'two.c.rebid.2nt',
  },
  {
    id: 'two.c.rebid.3nt',
    auction: '2C P 2D P',
    call: '3NT',
    hand: { hcp: '25+', balanced: true },
    key: 'two.c.rebid.3nt',
  },
  {
    id: 'two.c.rebid.suit',
    auction: '2C P 2D P',
    call: 'cheap:s',
    hand: { len: { s: '5+' }, longest: 's' },
    forcing: 'game',
    key: 'two.c.rebid.suit',
  },
  {
    id: 'two.c.rebid.nt.other',
    auction: '2C P 2D P',
    call: '2NT',
    hand: { hcp: '22-24' },
    key: 'two.c.rebid.2nt',
  },
  {
    id: 'two.c.rebid.other',
    auction: '2C P 2D P',
    call: 'cheap:s',
    hand: { len: { s: '4+' } },
    forcing: 'game',
    key: 'two.c.rebid.suit',
  },
  // Raises that agree a suit in the game force (slam tries follow in slamtries.ts).
  {
    id: 'two.c.raise.positive.major',
    auction: '2C P 2M P',
    call: '3M',
    hand: { len: { M: '3+' } },
    forcing: 'game',
    key: 'two.c.raise',
  },
  {
    id: 'two.c.raise.positive.minor',
    auction: '2C P 3m P',
    call: '4m',
    hand: { len: { m: '3+' } },
    forcing: 'game',
    key: 'two.c.raise',
  },
  {
    id: 'two.c.raise.major',
    auction: '2C P 2D P 2M P',
    call: '3M',
    hand: { len: { M: '3+' } },
    forcing: 'game',
    key: 'two.c.raise',
  },
  // After 2C-2NT (a positive, balanced) 4NT would be quantitative: opener with a long suit and slam
  // values bids it first (forcing), so that it is agreed before he asks for aces (regression: 2C-2NT-4NT
  // meant as Blackwood with six hearts was read as an invitation and passed).
  ...(
    [
      ['', { our: '32+' }],
      ['.hcp', { ourHcp: '30+', aces: '1+', test: ['noVoid'] }],
    ] as const
  ).map(([suffix, values]): Rule => ({
    id: `two.c.2nt.setsuit${suffix}`,
    auction: '2C P 2NT P',
    call: 'cheap:s',
    hand: { ...values, len: { s: '6+' }, longest: 's' },
    forcing: 'game',
    key: 'slam.setsuit',
  })),
  // Opener's minor after 2C-2D forces to game: responder with a four-card major shows it first (hearts
  // first with both), so that a 4-4 major fit is not passed by for 3NT; opener raises with four.
  {
    id: 'two.c.minor.major',
    auction: '2C P 2D P 3m P',
    call: '3M',
    pick: 'up',
    hand: { len: { M: '4+' } },
    forcing: 'game',
    key: 'two.c.major',
  },
  // Opener's major after 2C-2D forces to game; responder with a bust (0-4 HCP) and no support waits with
  // 2NT rather than bid 3NT from the hand without entries, so opener can show a second suit or rebid a
  // long one.
  {
    id: 'two.c.bust.wait',
    auction: '2C P 2D P 2M P',
    call: '2NT',
    hand: { hcp: '0-4', len: { M: '-2' } },
    forcing: 'one',
    key: 'two.c.bust.wait',
  },
  // Opener's second suit after the bust's 2NT: preference to his major with two cards of it (game is
  // still forced, so opener places the contract).
  {
    id: 'two.c.bust.preference',
    auction: '2C P 2D P 2M P 2NT P 3s P',
    call: '3M',
    when: { below: 'game:M' },
    hand: { len: { M: '2' } },
    key: 'two.c.bust.preference',
  },
  // Over 2C–2D–2NT as over a 2NT opening (ntStructure.ts): transfers before 3NT, a five-card major is
  // shown first (SAYC booklet: 2NT opening, transfers); after the transfer, game in a six-card major, the
  // choice of 3NT with five, pass with nothing.
  ...noTrumpStructure(AFTER_2C_2NT),
  // Over a weak two.
  {
    id: 'two.weak.game',
    auction: '2w P',
    call: 'game:w',
    when: { level: '4' },
    hand: { len: { w: '3+' }, hcp: '13+' },
    key: 'two.weak.game',
  },
  {
    id: 'two.weak.ask',
    auction: '2w P',
    call: '2NT',
    hand: { hcp: '15+' },
    forcing: 'one',
    artificial: true,
    tags: ['feature'],
    key: 'two.weak.ask',
  },
  {
    id: 'two.weak.preempt',
    auction: '2M P',
    call: '4M',
    hand: { len: { M: '4+' }, hcp: '0-14' },
    key: 'two.weak.preempt',
  },
  {
    id: 'two.weak.raise',
    auction: '2w P',
    call: '3w',
    hand: { len: { w: '3+' }, hcp: '0-12' },
    key: 'two.weak.raise',
  },
  {
    id: 'two.weak.newsuit',
    auction: '2w P',
    call: 'cheap:t',
    hand: { len: { t: '5+' }, hcp: '15+', good: ['t'] },
    forcing: 'one',
    key: 'two.weak.newsuit',
  },
  { id: 'two.weak.pass', auction: '2w P', call: 'P', hand: { hcp: '0-14' }, key: 'two.weak.pass' },
  {
    id: 'two.feature.max',
    auction: '2w P 2NT P',
    call: '3NT',
    hand: { hcp: '9+', good: ['w'] },
    key: 'two.feature.max',
  },
  { id: 'two.feature.min', auction: '2w P 2NT P', call: '3w', hand: { hcp: '-8' }, key: 'two.feature.min' },
  { id: 'two.feature.other', auction: '2w P 2NT P', call: '3w', key: 'two.feature.min' },
];
