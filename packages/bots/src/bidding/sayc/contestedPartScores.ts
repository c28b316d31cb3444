/**
 * Contested part-scores: positions where the general rows left the auction to a pass although standard
 * practice acts, and the opponents then played a part-score that was ours.
 *
 * - After our redouble and their escape, the redoubler's side holds the balance of power and does not let
 *   them play undoubled (Root and Pavlicek, "Modern Bridge Conventions", the redouble: "we own the hand";
 *   opener's pass over the escape is forcing): without a fit the redoubler doubles with length in their
 *   suit, else bids a five-card suit of his own or no-trump with their suit stopped (with a fit the
 *   general rows raise, invite or bid game).
 * - Opener's reopening no-trump (standard practice, e.g. the ACBL Bridge Series, "Competitive bidding":
 *   after 1x, an overcall and two passes, 1NT over a one-level overcall and 2NT over a two-level one show
 *   18–19 balanced with their suit stopped; the reopening double covers shortness in their suit).
 * - Opener after their balancing call: over a balancing overcall the reopening double with shortness or
 *   no-trump on 18–19; a second five-card suit, or a six-card suit with 15+ (not over the balancing
 *   double itself, where partner's forced answer comes first); after their double of partner's answer
 *   and its advance, a raise with three trumps; after their balancing double and its answer passed round,
 *   the takeout double again on 18+ HCP short in their suit.
 * - The overcaller with seven cards in his suit competes again at the two or three level when they stop
 *   (the law of total tricks: seven and partner's one or two make eight or nine trumps), with the values
 *   of a simple overcall (a weak jump overcall has said it all); with six cards, the values of a strong
 *   overcall (15+ HCP).
 * - Balancing when they stop at the two level (the law of total tricks; Cohen, "To Bid or Not to Bid": do
 *   not let them play at the two level when they have found a fit or rebid a suit and stopped): in the
 *   pass-out seat, a six-card suit, else a takeout double with four cards in both unbid suits, else a
 *   five-card suit at the two level, after opener's rebid of his suit or raise of responder's, after
 *   opener's rebid over responder's 1NT, and after their transfer over 1NT (suits only). In the pass-out
 *   seat over one of a suit or their raise, the takeout double with three of their suit and four of the
 *   unbid major on 11–16.
 * - Advancer's own five-card suit at the two level after their raise of opener's suit; over their 1NT,
 *   the overcaller's second five-card suit when they bid on and partner passed.
 */
import type { Rule } from '../types.ts';
import { REOPEN_SHORT } from './doubles.ts';

/** The redoubler's turn once they have escaped: at once, or after the doubler's own escape. */
const AFTER_ESCAPE = ['1s X XX _t P P', '1s X XX P P _t P P'];

const REDOUBLER: readonly Rule[] = AFTER_ESCAPE.flatMap((auction, i): Rule[] => {
  const at = i === 0 ? '' : '.late';
  return [
    // With a fit for partner the general rows invite or bid game; without one the redoubler doubles.
    // Four trumps at the one level (their five-card suit may make seven tricks opposite three small).
    ...(['1', '2|3'] as const).map((level): Rule => ({
      id: `xx.penalty${at}${level === '1' ? '' : '.two'}`,
      auction: auction.replace(
        '_t',
        level
          .split('|')
          .map((l) => `${l}t`)
          .join('|'),
      ),
      call: 'X',
      hand: { len: { t: level === '1' ? '4+' : '3+' }, noFit: true },
      tags: ['penalty'],
      key: 'xx.penalty',
    })),
    {
      id: `xx.suit${at}`,
      auction,
      call: 'cheap:u',
      hand: { len: { u: '5+' }, noFit: true },
      key: 'gen.newsuit',
    },
    {
      id: `xx.nt${at}`,
      auction,
      call: 'cheap:NT',
      when: { level: '-2' },
      hand: { stop: ['t'], noFit: true },
      key: 'gen.nt',
    },
  ];
});

const REOPENING_NT: readonly Rule[] = [
  ['1s 1t P P', '1NT'],
  ['1s 2t P P', '2NT'],
].map(([auction, call], i): Rule => ({
  id: i === 0 ? 'reopen.nt' : 'reopen.nt.two',
  auction: auction!,
  call: call!,
  hand: { hcp: '18-19', balanced: true, stop: ['t'] },
  key: 'reopen.nt',
}));

/** The overcaller's turn after they bid on at the two level and partner passed. */
const OVERCALLER_AGAIN = ['1s _t B P P', '1s _t P P X P B P P', '1NT _t B P P', '1s _t X P B'];

/** The pass-out seat once they have stopped at the two level in a fit or a rebid suit. */
const STOPPED_AT_TWO = [
  '1s P 1t P 2s P P',
  '1s P 1t P 2t P P',
  '1s P 1NT P 2s P P',
  '1s P 1NT P 2t P P',
  '1NT P 2D P 2H P P',
  '1NT P 2H P 2S P P',
];

/** Opener's turn after their balancing call (partner passed his opening: he has little). */
const OPENER_AFTER_BALANCE = ['1s P P X', '1s P P X P _t P P', '1s P P _t'];

const OPENER_AGAIN: readonly Rule[] = [
  ...['1s P P 1t', '1s P P 2t'].flatMap((auction, i): Rule[] => [
    { ...REOPEN_SHORT, id: `reopen.late.double${i === 0 ? '' : '.two'}`, auction },
    { ...REOPENING_NT[i]!, id: `reopen.late.nt${i === 0 ? '' : '.two'}`, auction },
  ]),
  ...OPENER_AFTER_BALANCE.flatMap((auction, i): Rule[] => [
    // Not over the balancing double itself: it took away the doubler's side's forced answer (+30 IMPs
    // on the default seed, from three deals where they had game).
    ...(i === 0
      ? []
      : [
          {
            id: `opener.again.own.${i + 1}`,
            auction,
            call: 'cheap:s',
            when: { level: '-2' },
            hand: { len: { s: '6+' }, hcp: '15+' },
            key: 'rebid.suit',
          } satisfies Rule,
        ]),
    {
      id: `opener.again.second.${i + 1}`,
      auction,
      call: 'cheap:u',
      when: { level: '-2' },
      hand: { len: { s: '5+', u: '5+' } },
      key: 'rebid.newsuit',
    },
  ]),
  // After their balancing double and its answer, passed round: a strong opener (18+) short in their suit
  // doubles again for takeout (partner's pass of the opening showed little, so the opponents hold about
  // half the deck and the part-score may be ours).
  {
    ...REOPEN_SHORT,
    id: 'opener.again.double',
    auction: '1s P P X P _t P P',
    hand: { hcp: '18+', len: { t: '0-2' } },
    shows: { hcp: '18+', len: { t: '0-2' } },
  },
  // In the reopening seat (their overcall passed round to opener) without the shortness for the
  // reopening double: a six-card suit of 15 HCP or more rebids, at the two or three level (standard
  // practice, e.g. Root and Pavlicek, "Modern Bridge Conventions", reopening; a minimum passes).
  {
    id: 'reopen.own.six',
    auction: '1s _t P P',
    call: 'cheap:s',
    when: { level: '-3' },
    hand: { len: { s: '6+' }, hcp: '15+' },
    key: 'rebid.suit',
  },
  // Their double of partner's answer, then their advance: opener raises with three trumps.
  {
    id: 'opener.raise.over.double',
    auction: '1s P 1t X P _u P P',
    call: 'cheap:t',
    when: { level: '2' },
    hand: { len: { t: '3+' } },
    key: 'gen.raise',
  },
];

/** Balancing doubles: four cards in the unbid suits (or the unbid major) and three in theirs. */
const BALANCING_DOUBLES: readonly Rule[] = [
  ...STOPPED_AT_TWO.filter((a) => a.startsWith('1s')).map((auction, i): Rule => ({
    id: `bal.two.double.${i + 1}`,
    auction,
    call: 'X',
    hand: { hcp: '10+', unbidSuits: '4+' },
    forcing: 'one',
    tags: ['takeout'],
    key: 'over.double.takeout',
  })),
  ...['1s P P', '1s P 2s P P'].map((auction, i): Rule => ({
    id: i === 0 ? 'bal.double.major' : 'bal.raise.double.major',
    auction,
    call: 'X',
    hand: { hcp: '11-16', len: { s: '3' }, unbidMajors: '4+' },
    forcing: 'one',
    tags: ['takeout'],
    key: 'over.double.takeout',
  })),
];

function balancingSuits(length: string, at: string): Rule[] {
  return STOPPED_AT_TWO.map((auction, i): Rule => ({
    id: `bal.two.suit${at}.${i + 1}`,
    auction,
    call: 'cheap:u',
    when: { level: '2' },
    hand: { hcp: auction.startsWith('1NT') ? '10-16' : '8-16', len: { u: length } },
    key: 'bal.suit',
  }));
}

export const CONTESTED_PART_SCORES: readonly Rule[] = [
  // Responder after their double of his answer and its advance: a new four-card suit with 10+ (forcing).
  {
    id: 'resp.over.double.newsuit',
    auction: '1s P 1t X P B',
    call: 'cheap:u',
    when: { level: '2' },
    hand: { hcp: '10+', len: { u: '4+' } },
    forcing: 'one',
    key: 'gen.newsuit',
  },
  // Opener's seven-card major with four losers or fewer is game by itself in a contested auction, at his
  // second or third call (a catch-all: it does not explain the other games bid in contested auctions).
  ...['1M * * *', '1M * * * * * * *'].map((auction, i): Rule => ({
    fallback: true,
    id: i === 0 ? 'comp.own.game.seven' : 'comp.own.game.seven.late',
    auction,
    call: 'game:M',
    when: { contested: true },
    hand: { len: { M: '7+' }, losers: '-4' },
    key: 'gen.game.suit',
  })),

  ...OPENER_AGAIN,
  // A six-card suit is bid rather than doubled (partner's answer in a short suit would bury it).
  ...balancingSuits('6+', '.six'),
  ...BALANCING_DOUBLES,
  ...balancingSuits('5+', ''),
  {
    id: 'adv.raised.suit',
    auction: '1s _t 2s',
    call: 'cheap:u',
    when: { level: '2' },
    hand: { hcp: '8+', len: { u: '5+' }, good: ['u'] },
    key: 'adv.over.suit',
  },
  // Over their 1NT only: after a suit opening the second suit lost (+4 IMPs over 4 deals).
  {
    id: 'overcall.second.suit.nt',
    auction: '1NT _t B P P',
    call: 'cheap:u',
    when: { level: '-3' },
    hand: { len: { t: '5+', u: '5+' }, hcp: '10+' },
    key: 'rebid.newsuit',
  },
  ...REDOUBLER,
  ...REOPENING_NT,
  ...OVERCALLER_AGAIN.map((auction, i): Rule => ({
    id: [
      'overcall.again.seven',
      'overcall.again.seven.late',
      'overcall.again.seven.nt',
      'overcall.again.seven.negx',
    ][i]!,
    auction,
    call: 'cheap:t',
    when: { level: '2-3' },
    hand: { len: { t: '7+' }, hcp: '11+' },
    key: 'gen.rebid.suit',
  })),
  // With six cards the overcaller needs the values of a strong overcall (15+) to compete again alone.
  ...OVERCALLER_AGAIN.map((auction, i): Rule => ({
    id: `overcall.again.six${['', '.late', '.nt', '.negx'][i]!}`,
    auction,
    call: 'cheap:t',
    when: { level: '2-3' },
    hand: { len: { t: '6' }, hcp: '15+' },
    key: 'gen.rebid.suit',
  })),
];
