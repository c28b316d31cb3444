/**
 * More of SAYC's competitive bidding (ACBL SAYC System Booklet: "Overcalls", "Takeout doubles",
 * "Balancing", "Michaels cue-bid", "Unusual 2NT"; and for what the booklet leaves to general practice,
 * the natural methods of standard texts, e.g. Root and Pavlicek, "Modern Bridge Conventions"):
 *
 * - two-suited overcalls: over a major, the cue-bid shows the other major and a minor (5-5); over a minor,
 *   2NT shows the two lowest unbid suits (hearts and the other minor);
 * - a takeout double with 4-4-4-1 shape and a singleton in their suit from 11 HCP;
 * - overcalls and doubles after they open and respond: a good five-card suit, or a double for the two
 *   unbid suits;
 * - over their raise (1x–2x), direct or in the pass-out seat: a takeout double short in their suit, or a
 *   five-card suit; balancing needs less (partner is marked with values);
 * - balancing over a weak two: 2NT 15–18 with a stopper, a takeout double, or a suit;
 * - advancer's free bid after a takeout double when responder bids;
 * - after our 1NT and their overcall: a two-level suit to play, a three-level suit forcing, four of a
 *   six-card major or 3NT with their suit stopped, a penalty double with four of their suit, else pass;
 *   over a two-level overcall Lebensohl 2NT (lebensohl.ts) for a weak hand with a long lower suit or
 *   game values with a stopper.
 */
import type { Rule } from '../types.ts';
import { LEBENSOHL, LEBENSOHL_LATER } from './lebensohl.ts';

export const INTERFERENCE: readonly Rule[] = [
  ...LEBENSOHL_LATER,
  // Two-suited overcalls.
  {
    id: 'over.michaels.major',
    auction: '1M',
    call: '2M',
    hand: { hcp: '8-16', len: { oM: '5+' }, test: ['aMinor5'] },
    shows: { len: { oM: '5+' } },
    forcing: 'one',
    artificial: true,
    tags: ['twosuiter'],
    key: 'over.michaels.major',
  },
  {
    id: 'over.unusual2nt.c',
    auction: '1C',
    call: '2NT',
    hand: { hcp: '8-16', len: { D: '5+', H: '5+' } },
    forcing: 'one',
    artificial: true,
    tags: ['twosuiter'],
    key: 'over.unusual2nt.low',
  },
  {
    id: 'over.unusual2nt.d',
    auction: '1D',
    call: '2NT',
    hand: { hcp: '8-16', len: { C: '5+', H: '5+' } },
    forcing: 'one',
    artificial: true,
    tags: ['twosuiter'],
    key: 'over.unusual2nt.low',
  },
  // Takeout double by shape: 4-4-4-1 with the singleton in their suit.
  {
    id: 'over.double.shape',
    auction: '1s',
    call: 'X',
    hand: { hcp: '11-16', len: { s: '0-1' }, unbidSuits: '4+' },
    forcing: 'one',
    tags: ['takeout'],
    key: 'over.double.takeout',
  },
  // Over their opening and response.
  {
    id: 'over.response.double',
    auction: '1s P 1t|2t',
    call: 'X',
    hand: { hcp: '12+', unbidSuits: '4+' },
    forcing: 'one',
    tags: ['takeout'],
    key: 'over.double.twosuits',
  },
  {
    id: 'over.response.suit',
    auction: '1s P 1t|2t',
    call: 'cheap:u',
    when: { level: '1-2' },
    hand: { hcp: '10-16', len: { u: '5+' }, good: ['u'] },
    key: 'over.suit',
  },
  // At the one level any five-card suit with 10-16 HCP, good or not (standard practice, e.g. Root and
  // Pavlicek, "Modern Bridge Conventions", overcalls: a one-level overcall shows a five-card suit and an
  // opening's values; over 1D-P-1H a strong hand with KT987 of spades passed, and 4S made).
  {
    id: 'over.response.suit.one',
    auction: '1s P 1t',
    call: 'cheap:u',
    when: { level: '1' },
    hand: { hcp: '10-16', len: { u: '5+' } },
    key: 'over.suit',
  },
  // Over their raise, direct and in the pass-out seat.
  {
    id: 'over.raise.double',
    auction: '1s P 2s',
    call: 'X',
    hand: { hcp: '12+', len: { s: '0-2' }, unbidSuits: '3+' },
    forcing: 'one',
    tags: ['takeout'],
    key: 'over.double.takeout',
  },
  {
    id: 'over.raise.suit',
    auction: '1s P 2s',
    call: 'cheap:t',
    when: { level: '2-3' },
    hand: { hcp: '11-16', len: { t: '5+' }, good: ['t'] },
    key: 'over.suit',
  },
  // Over their jump raise to game a strong hand still acts: a six-card suit at the five level, else the
  // takeout double short in their suit.
  {
    id: 'over.game.raise.suit',
    auction: '1M P 4M',
    call: 'cheap:t',
    when: { level: '4-5' },
    hand: { hcp: '16+', len: { t: '6+' } },
    key: 'over.suit',
  },
  {
    id: 'over.game.raise.double',
    auction: '1M P 4M',
    call: 'X',
    hand: { hcp: '16+', len: { M: '0-1' }, unbidSuits: '3+' },
    tags: ['takeout'],
    key: 'over.double.takeout',
  },
  {
    id: 'bal.raise.double',
    auction: '1s P 2s P P',
    call: 'X',
    hand: { hcp: '9+', len: { s: '0-2' }, unbidSuits: '3+' },
    forcing: 'one',
    tags: ['takeout'],
    key: 'over.double.takeout',
  },
  {
    id: 'bal.raise.suit',
    auction: '1s P 2s P P',
    call: 'cheap:t',
    when: { level: '2-3' },
    hand: { hcp: '8-16', len: { t: '5+' } },
    key: 'bal.suit',
  },
  // Balancing over a weak two.
  {
    id: 'bal.weak2.nt',
    auction: '2w P P',
    call: '2NT',
    hand: { hcp: '15-18', balanced: true, stop: ['w'] },
    key: 'bal.2nt',
  },
  {
    id: 'bal.weak2.double',
    auction: '2w P P',
    call: 'X',
    hand: { hcp: '12+', len: { w: '0-3' }, unbidSuits: '3+' },
    forcing: 'one',
    tags: ['takeout'],
    key: 'over.double.takeout',
  },
  {
    id: 'bal.weak2.strong',
    auction: '2w P P',
    call: 'X',
    hand: { hcp: '16+', len: { w: '0-3' } },
    forcing: 'one',
    tags: ['takeout'],
    key: 'over.double.takeout',
  },
  // A good five-card suit balances with 10-17 HCP; a six-card suit that is not good enough to overcall at
  // once still balances with 10-16: partner, who passed the weak two, is marked with some values.
  ...(
    [
      ['suit', { hcp: '10-17', len: { t: '5+' }, good: ['t'] }],
      ['six', { hcp: '10-16', len: { t: '6+' }, longest: 't' }],
    ] as const
  ).map(([at, hand]): Rule => ({
    id: `bal.weak2.${at}`,
    auction: '2w P P',
    call: 'cheap:t',
    when: { level: '2-3' },
    hand,
    key: 'bal.suit',
  })),
  // Over a three-level preempt (SAYC booklet, "Weak two-bids and preempts": bid over them with sound
  // values; Root and Pavlicek, "Modern Bridge Conventions"): 3NT to play with a stopper and 16-21, directly
  // or in the pass-out seat; in the pass-out seat, where partner is marked with some values, a six-card
  // suit or a takeout double short in their suit needs a little less.
  ...['3s', '3s P P'].map((auction, i): Rule => ({
    id: i === 0 ? 'over.preempt3.3nt' : 'bal.preempt3.3nt',
    auction,
    call: '3NT',
    hand: { hcp: '16-21', stop: ['s'], semiBalanced: true },
    key: 'over.1nt',
  })),
  {
    id: 'bal.preempt3.suit',
    auction: '3s P P',
    call: 'cheap:t',
    when: { level: '3-4' },
    hand: { hcp: '10-18', len: { t: '6+' } },
    key: 'bal.suit',
  },
  {
    id: 'bal.preempt3.double',
    auction: '3s P P',
    call: 'X',
    hand: { hcp: '12+', len: { s: '0-2' }, unbidMajors: '3+' },
    forcing: 'one',
    tags: ['takeout'],
    key: 'over.double.takeout',
  },
  {
    id: 'bal.preempt3.strong',
    auction: '3s P P',
    call: 'X',
    hand: { hcp: '17+', len: { s: '0-2' } },
    forcing: 'one',
    tags: ['takeout'],
    key: 'over.double.takeout',
  },
  // Their preempt balanced: partner (who passed over it) bids game in a major with three trumps and 10
  // HCP over the suit, with four and 10 HCP over the double; the doubler with 17+ raises advancer's major.
  {
    id: 'bal.preempt3.raise',
    auction: '3s P P _M P',
    call: 'game:M',
    hand: { hcp: '10+', len: { M: '3+' } },
    key: 'gen.game.fit',
  },
  {
    id: 'bal.preempt3.adv.game',
    auction: '3s P P X P',
    call: 'game:M',
    hand: { hcp: '10+', len: { M: '4+' } },
    key: 'gen.game.fit',
  },
  // A weak hand answers the balancing double in its cheapest four-card suit (three with no four).
  {
    id: 'bal.preempt3.adv.suit',
    auction: '3s P P X P',
    call: 'cheap:u',
    hand: { len: { u: '4+' }, longest: 'u' },
    key: 'adv.suit',
  },
  {
    id: 'bal.preempt3.adv.any',
    auction: '3s P P X P',
    call: 'cheap:u',
    hand: { len: { u: '3+' } },
    key: 'adv.suit',
  },
  {
    id: 'bal.preempt3.dbl.game',
    auction: '3s P P X P _M P',
    call: 'game:M',
    hand: { hcp: '17+', len: { M: '4+' } },
    key: 'gen.game.fit',
  },
  // Advancing a balancing double: pass for penalty with long, strong trumps in their suit.
  {
    id: 'bal.adv.penalty',
    auction: '_s P P X P',
    call: 'P',
    hand: { len: { s: '5+' }, good: ['s'], hcp: '6+' },
    key: 'adv.penalty',
  },
  {
    id: 'bal.adv.penalty.long',
    auction: '_s P P X P',
    call: 'P',
    hand: { len: { s: '6+' }, top: { s: '1+' } },
    key: 'adv.penalty',
  },
  // Advancer's free bid: responder bid over partner's takeout double.
  {
    id: 'adv.free.suit',
    auction: '_s [takeout] B',
    call: 'cheap:t',
    when: { level: '-3' },
    hand: { hcp: '6+', len: { t: '5+' }, notTheirs: 't' },
    key: 'adv.suit',
  },
  {
    id: 'adv.free.four',
    auction: '_s [takeout] B',
    call: 'cheap:t',
    when: { level: '-2' },
    hand: { hcp: '8+', len: { t: '4+' }, notTheirs: 't' },
    key: 'adv.suit',
  },
  // Over responder's raise to the three level the doubler asked for the unbid suits: a four-card major
  // competes at the three level with 7 HCP (Root and Pavlicek: with a fit for the doubler's major, bid).
  {
    id: 'adv.free.major3',
    auction: '_s [takeout] 3s',
    call: 'cheap:M',
    when: { level: '3' },
    hand: { hcp: '7+', len: { M: '4+' }, notTheirs: 'M' },
    key: 'adv.suit',
  },
  // Our 1NT and their overcall: natural methods.
  {
    id: 'nt1.over.double',
    auction: '1NT _s',
    call: 'X',
    hand: { hcp: '8+', len: { s: '4+' } },
    key: 'nt.over.penalty',
  },
  {
    id: 'nt1.over.major.game',
    auction: '1NT _s',
    call: '4M',
    hand: { hcp: '10-15', len: { M: '6+' } },
    key: 'nt.over.game',
  },
  ...LEBENSOHL,
  {
    id: 'nt1.over.3nt',
    auction: '1NT _s',
    call: '3NT',
    hand: { hcp: '10-15', stop: ['s'] },
    key: 'nt.over.game',
  },
  {
    id: 'nt1.over.force',
    auction: '1NT _s',
    call: 'cheap:t',
    when: { level: '3' },
    hand: { hcp: '8+', tp: '10+', len: { t: '5+' } },
    forcing: 'game',
    key: 'nt.over.force',
  },
  {
    id: 'nt1.over.jump',
    auction: '1NT _s',
    call: 'jump:t',
    when: { level: '3' },
    hand: { hcp: '8+', tp: '10+', len: { t: '5+' } },
    forcing: 'game',
    key: 'nt.over.force',
  },
  // Game values, no stopper in their suit and no five-card suit: the cue-bid, forcing to game (opener
  // shows a four-card major or a stopper, the general rows place the game).
  {
    id: 'nt1.over.cue',
    auction: '1NT _s',
    call: 'cheap:s',
    when: { level: '3' },
    hand: { hcp: '10-15' },
    forcing: 'game',
    artificial: true,
    key: 'nt.over.cue',
  },
  {
    id: 'nt1.over.suit',
    auction: '1NT _s',
    call: 'cheap:t',
    when: { level: '2' },
    hand: { hcp: '0-9', len: { t: '5+' } },
    key: 'nt.over.suit',
  },
  { id: 'nt1.over.pass', auction: '1NT _s', call: 'P', hand: { hcp: '-9' }, key: 'gen.pass' },
];
