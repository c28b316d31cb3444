/**
 * Simple slam tries once a trump suit is agreed at a game-forcing level (the standard cue-bidding
 * method; the ACBL SAYC System Booklet names Blackwood, Gerber and cue-bids and leaves their details to
 * general practice). The agreements are the ones of this system that force to game with a known fit:
 * a Jacoby 2NT raise after opener's rebid, and the raises after a strong 2C (positive answer raised, or
 * opener's suit raised after the 2D waiting answer).
 *
 * - Slam try: with slam interest (31 points together) bid the cheapest suit below game in the trump suit
 *   in which the hand holds first- or second-round control (ace, king, singleton or void).
 * - Answer: sign off in game with no extras (34 points together at most, counting what partner has
 *   shown), or cue-bid back the cheapest control with extras (35 or more); with extras and no control
 *   to show, Blackwood (general.ts). After the sign-off the cue-bidder passes unless he has extras too.
 * - A raise of partner's game in a major to five asks partner to bid the slam with good trumps (two of
 *   the top three honours): made with every side suit controlled and weak trumps.
 *
 * Splinter raises are not part of SAYC (the convention card leaves them unmarked; the booklet's
 * game-forcing major raise is Jacoby 2NT), so a double jump stays natural here.
 */
import type { HandSpec, Rule } from '../types.ts';

/** Auctions that agree a trump suit (variable `x`) at a game-forcing level, the next player to act first. */
const AGREED: readonly { readonly id: string; readonly auction: string; readonly x: string }[] = [
  { id: 'jacoby', auction: '1M P [jacoby2nt] P B P', x: 'M' },
  { id: '2c.major', auction: '2C P 2M P 3M P', x: 'M' },
  { id: '2c.minor', auction: '2C P 3m P 4m P', x: 'm' },
  { id: '2c.raise', auction: '2C P 2D P 2M P 3M P', x: 'M' },
];

function tries(a: (typeof AGREED)[number]): Rule[] {
  const game = `game:${a.x}`;
  return [
    {
      id: `slam.cue.${a.id}`,
      auction: a.auction,
      call: 'cheap:s',
      pick: 'up',
      when: { below: game },
      hand: { control: ['s'], our: '31+' },
      forcing: 'one',
      artificial: true,
      tags: ['cue'],
      key: 'slam.cue',
    },
    {
      id: `slam.cue.back.${a.id}`,
      auction: `${a.auction} ... [cue] P`,
      call: 'cheap:s',
      pick: 'up',
      when: { below: game },
      hand: { control: ['s'], our: '35+' },
      forcing: 'one',
      artificial: true,
      tags: ['cue'],
      key: 'slam.cue.back',
    },
    {
      id: `slam.cue.signoff.${a.id}`,
      auction: `${a.auction} ... [cue] P`,
      call: game,
      hand: { our: '-34' },
      tags: ['cue.signoff'],
      key: 'slam.cue.signoff',
    },
  ];
}

export const SLAM_TRIES: readonly Rule[] = [
  ...AGREED.flatMap(tries),
  // Partner signed off after our cue-bid: pass unless we hold extras ourselves (then Blackwood).
  {
    id: 'slam.cue.after.signoff',
    auction: '... [cue.signoff] P',
    call: 'P',
    hand: { our: '-34' },
    key: 'slam.pass.signoff',
  },
  // Five of partner's major game: bid six with good trumps.
  {
    id: 'slam.trumps.ask',
    auction: '... 4M P',
    call: '5M',
    hand: { fit: 'M', our: '31-32', sideControls: 'M', top: { M: '0-1' } },
    tags: ['trumpask'],
    key: 'slam.trumps.ask',
  },
  {
    id: 'slam.trumps.yes',
    auction: '... 4M P [trumpask] P',
    call: '6M',
    hand: { top: { M: '2-3' } },
    key: 'slam.trumps.yes',
  },
  {
    id: 'slam.trumps.no',
    auction: '... 4M P [trumpask] P',
    call: 'P',
    hand: { top: { M: '0-1' } },
    key: 'slam.trumps.no',
  },
];

/**
 * Blackwood 4NT with a known fit and slam values. On points alone (`values` without aces) it needs an ace
 * with diamonds and two with clubs, so that every answer leaves a stop at the five level. Where `values`
 * asks for an ace (every other caller), one is enough in a club fit too, although the answer 5D (two
 * missing) then passes the stop in 5C and the asker passes 5D: two aces there was measured on 2026-12-07
 * over seeds 1-8 and the default seed (4,500 deals): 7 deals changed, -34 IMPs (partner held two or three
 * aces on five of them and the slam made). `extra` adds table conditions or marks the rows as catch-alls;
 * `values` is what the hand needs (and shows, unless `extra` says what the rows show) besides the fit.
 */
export function blackwood(id: string, auction: string, extra: Partial<Rule>, values: HandSpec): Rule[] {
  return (
    [
      ['', { bestFit: 'M' }],
      ['.d', { bestFit: 'D', aces: '1+' }],
      ['.c', { bestFit: 'C', aces: '2+' }],
    ] as const
  ).map(([suffix, hand]): Rule => ({
    ...extra,
    id: `${id}${suffix}`,
    auction,
    call: '4NT',
    hand: { ...hand, ...values, anyFit: true },
    shows: extra.shows ?? values,
    forcing: 'one',
    artificial: true,
    tags: ['blackwood'],
    key: 'slam.blackwood',
  }));
}

/**
 * Slam values by the losing-trick count once a fit is agreed in public (both of us bid the suit, or a
 * Jacoby 2NT raise): twelve tricks from both hands' losers, with 30 points together counting shortness
 * (31 once both of us have bid the suit: see AGREED_VALUES) and 26 HCP (partner at the middle of his
 * range: the count alone overstates a shapely hand with few high cards), no void and an ace. Ask for
 * aces before any table's game bid (1H–3H–4NT, 1C–1H–2H–4NT).
 */
const SLAM_VALUES: HandSpec = { tricks: '12+', ourFit: '30+', ourHcp: '26+', aces: '1+', test: ['noVoid'] };

/**
 * Once both of us have bid the suit (a raise, a preference), the same with 31 points: the raise's range
 * is wide and the count at its middle overstates it (measured on the default seed and seeds 5-12: asking
 * from 30 bid slams that failed; over the nine seeds from 31 -22 IMPs, from 32 +18).
 */
const AGREED_VALUES: HandSpec = { ...SLAM_VALUES, ourFit: '31+' };

/**
 * Slam values by HCP with a fit known from what partner has shown but not yet bid by both of us (a major
 * shown by a transfer and accepted): ask for aces before any table's game bid, from the second call on
 * (the first response keeps its tables, such as Jacoby 2NT), after a natural call by partner (never to
 * answer an ask), not over partner's no-trump (4NT is then quantitative) and not in a game force (its
 * cue-bids come first).
 */
const KNOWN_WHEN = { partnerArtificial: false, afterNT: false } as const;

/** The known-fit slam entry under table conditions: the rows by HCP at the least, and with ten trumps. */
function knownFit(id: string, when: Rule['when']): Rule[] {
  const extra: Partial<Rule> = { when, shows: {} };
  return [
    ...blackwood(id, '...', extra, { ourHcpLeast: '30+', ourFit: '33+', aces: '1+', test: ['noVoid'] }),
    ...blackwood(`${id}.nine`, '...', extra, {
      ourHcpLeast: '28+',
      ourFit: '33+',
      fitLength: '9+',
      aces: '1+',
      test: ['noVoid'],
    }),
  ];
}

export const SLAM_ENTRY_KNOWN_FIT: readonly Rule[] = [
  ...knownFit('slam.hcp.known', { ...KNOWN_WHEN, ownBid: true, gameForce: false }),
  // Ten trumps or more and slam values counting partner at the middle of his range, at once (a strong
  // hand opposite a weak two): 29 HCP, the tenth trump worth a point and more of the standard 33.
  ...blackwood(
    'slam.hcp.known.ten',
    '...',
    { when: { ...KNOWN_WHEN, gameForce: false }, shows: {} },
    {
      ourHcp: '29+',
      fitLength: '10+',
      aces: '1+',
      test: ['noVoid'],
    },
  ),
];

/**
 * Partner jumped to game in his own long major (six cards or more shown, 19 points or more) and this hand
 * holds one or two cards of it (no fit counted yet): with slam values by HCP (31 together, partner at the
 * middle of his range) and two aces, the small slam in it.
 */
export const SLAM_OVER_LONG_GAME: Rule = {
  id: 'slam.partner.long',
  auction: '... 4M P',
  call: '6M',
  when: { partnerGame: true, contested: false, agreedFit: false },
  hand: { ourHcp: '31+', our: '33+', aces: '2+', len: { M: '1-2' } },
  key: 'slam.small',
};

/** In a game force the known-fit entry comes after the tables of its structures (their cue-bids first). */
export const SLAM_ENTRY_GAME_FORCE: readonly Rule[] = knownFit('slam.hcp.known.gf', {
  ...KNOWN_WHEN,
  ownBid: true,
  gameForce: true,
});

/**
 * With a fit agreed, Blackwood by HCP at 30 together, partner counted at the middle of his range (29 with
 * nine trumps): measured double dummy on 2,000 seeded deals, 30 HCP and an eight-card fit make a small
 * slam more than nine times in ten.
 */
export const SLAM_ENTRY: readonly Rule[] = [
  ...blackwood('slam.ltt.jacoby', '1M P [jacoby2nt] P B P ...', {}, SLAM_VALUES),
  ...blackwood('slam.ltt.agreed', '...', { when: { agreedFit: true } }, AGREED_VALUES),
  ...blackwood(
    'slam.hcp.agreed',
    '...',
    { when: { agreedFit: true } },
    { ourHcp: '30+', aces: '1+', test: ['noVoid'] },
  ),
  ...blackwood(
    'slam.hcp.nine',
    '...',
    { when: { agreedFit: true } },
    { ourHcp: '29+', fitLength: '9+', aces: '1+', test: ['noVoid'] },
  ),
  // A void rules Blackwood out (an ace in the void suit would be counted as a missing one). With the
  // slam values of the losing-trick count, the fit agreed and two aces (at most one ace that matters is
  // missing: the void's is worth nothing), the small slam directly.
  {
    id: 'slam.void.direct',
    auction: '...',
    call: '6F',
    when: { agreedFit: true, contested: false, partnerArtificial: false },
    hand: {
      fit: 'F',
      bestFit: 'F',
      tricks: '12+',
      ourFit: '31+',
      ourHcp: '26+',
      aces: '2+',
      test: ['aVoid'],
    },
    key: 'slam.small',
  },
  // Nine trumps and a singleton from 27 HCP: on 3,500 seeded deals (the default seed and seeds 5-10), a
  // side with nine trumps, a singleton and 27-29 HCP made twelve tricks double dummy on 53 of 90.
  ...blackwood(
    'slam.hcp.nine.short',
    '...',
    { when: { agreedFit: true } },
    { ourHcp: '27+', fitLength: '9+', aces: '1+', test: ['noVoid', 'singletonOrVoid'] },
  ),
];
