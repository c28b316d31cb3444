/**
 * General judgement for auctions the specific tables do not reach: place the contract by the
 * partnership's points and fits (game, invitation, part-score), keep bidding while partner's call forces,
 * compete by the law of total tricks, double for penalty, ask for aces with slam values, else pass.
 * These rows are catch-alls: a call they make is explained by a specific row when one gives it.
 * Judgement points (group "compete") are settled by a short simulation when it is on.
 */
import type { Rule } from '../types.ts';
import { MINOR_STOPPER_ASK } from './competitiveGames.ts';
import { blackwood } from './slamtries.ts';
import { VALUES_DOUBLE } from './valuesDouble.ts';

const G = { fallback: true } as const;

export const GENERAL: readonly Rule[] = [
  // Blackwood only when every answer leaves a way to stop at the five level with two aces missing: always
  // with a major fit; with diamonds the asker holds an ace, with clubs two. With a known fit, on 32 points
  // or 30 HCP together (partner at the middle of his range): on the 2,000 deals of seeds 1-4, a side with
  // 30 HCP and an eight-card fit made a small slam double dummy on 15 of 16 deals (the bots had bid
  // it on 6).
  ...blackwood('slam.blackwood', '...', G, { our: '32+' }),
  ...blackwood('slam.blackwood.hcp', '...', G, { ourHcp: '30+', aces: '1+', test: ['noVoid'] }),
  {
    ...G,
    id: 'gen.nt.slam',
    auction: '...',
    call: '6NT',
    hand: { noFit: true, our: '33-36', balanced: true },
    key: 'gen.slam.nt',
  },
  {
    ...G,
    id: 'gen.game.fit.major',
    auction: '...',
    call: 'game:F',
    hand: { fit: 'F', enough: true },
    when: { level: '-4' },
    key: 'gen.game.fit',
  },
  // A major fit of nine cards or more and a singleton or void: game when the losing-trick count makes ten
  // tricks, partner's losers counted from his shown points (Klinger, "The Modern Losing Trick Count": with a
  // known fit and shortness, count tricks rather than points; the point count undervalues such shape),
  // and with a singleton 23 HCP together, partner at the middle of his range (measured on seeds 1-4: without
  // that floor the count bid games on 19-22 HCP that went down); with a void 20 HCP.
  ...(
    [
      ['', 'singletonOrVoid', '23+'],
      ['.void', 'aVoid', '20+'],
    ] as const
  ).map(([suffix, shortness, hcp]): Rule => ({
    ...G,
    id: `gen.game.fit.tricks${suffix}`,
    auction: '...',
    call: 'game:F',
    when: { level: '-4' },
    hand: {
      fit: 'F',
      bestFit: 'M',
      fitLength: '9+',
      tricks: '10+',
      our: '20+',
      ourHcp: hcp,
      test: [shortness],
    },
    key: 'gen.game.fit',
  })),
  // Partner invited in our fit: accept when the losing-trick count makes game (Klinger: 24 less both
  // hands' losers, partner's counted from the points his invitation shows).
  {
    ...G,
    id: 'gen.invite.accept.major',
    auction: '... [invite] P',
    call: 'game:F',
    when: { forced: false },
    hand: { fit: 'F', bestFit: 'M', tricks: '10+' },
    key: 'gen.game.fit',
  },
  // Or by points, partner counted at the middle of the range his invitation shows; vulnerable, where a
  // game pays more, one point less.
  {
    ...G,
    id: 'gen.invite.accept.points',
    auction: '... [invite] P',
    call: 'game:F',
    when: { forced: false },
    hand: { fit: 'F', bestFit: 'M', ourMid: '25+' },
    key: 'gen.game.fit',
  },
  {
    ...G,
    id: 'gen.invite.accept.points.vul',
    auction: '... [invite] P',
    call: 'game:F',
    when: { forced: false, weVul: true },
    hand: { fit: 'F', bestFit: 'M', ourMid: '24+' },
    key: 'gen.game.fit',
  },
  // Partner invited in our minor fit: five of the minor when the losing-trick count makes eleven tricks,
  // or by points, partner counted at the middle of his range (29 for eleven tricks).
  {
    ...G,
    id: 'gen.invite.accept.minor',
    auction: '... [invite] P',
    call: 'game:F',
    when: { forced: false },
    hand: { fit: 'F', bestFit: 'm', tricks: '11+' },
    key: 'gen.game.fit',
  },
  {
    ...G,
    id: 'gen.invite.accept.minor.points',
    auction: '... [invite] P',
    call: 'game:F',
    when: { forced: false },
    hand: { fit: 'F', bestFit: 'm', ourMid: '29+' },
    key: 'gen.game.fit',
  },
  // 3NT only without a major fit (with one, four of the major above).
  {
    ...G,
    id: 'gen.game.nt',
    auction: '...',
    call: 'game:NT',
    hand: { enough: true, stopped: ['their'], semiBalanced: true, majorFit: false },
    key: 'gen.game.nt',
  },
  // A minor fit opposite a balanced partner: 3NT needs two tricks fewer than five of the minor.
  {
    ...G,
    id: 'gen.game.nt.balanced',
    auction: '...',
    call: 'game:NT',
    when: { partnerBalanced: true },
    hand: { bestFit: 'm', enough: true, stopped: ['their'] },
    key: 'gen.game.nt',
  },
  // A minor fit and values for 3NT but not for five of the minor: 3NT rather than an invitation at the four
  // level, which passes it by (standard advice: "with a minor fit, look for 3NT first"), with no void.
  {
    ...G,
    id: 'gen.game.nt.minor',
    auction: '...',
    call: 'game:NT',
    hand: { bestFit: 'm', majorFit: false, enough: true, stopped: ['their'], test: ['noVoid'] },
    key: 'gen.game.nt',
  },
  {
    ...G,
    id: 'gen.game.fit.minor',
    auction: '...',
    call: 'game:F',
    hand: { fit: 'F', enough: true },
    key: 'gen.game.fit',
  },
  // The same by the losing-trick count in a minor: eleven tricks with a nine-card fit and shortness.
  {
    ...G,
    id: 'gen.game.fit.tricks.minor',
    auction: '...',
    call: 'game:F',
    when: { level: '5' },
    hand: { fit: 'F', bestFit: 'm', fitLength: '8+', tricks: '11+', our: '22+', test: ['singletonOrVoid'] },
    key: 'gen.game.fit',
  },
  // Short of five of the minor in competition, with 3NT values and their suit not stopped: ask for a stopper.
  ...MINOR_STOPPER_ASK,
  // Game values and neither a fit nor a no-trump shape: game in a six-card major of our own, else 3NT with
  // the opponents' suits stopped. A hand with game values does not pass below game.
  {
    ...G,
    id: 'gen.game.long',
    auction: '...',
    call: 'game:s',
    when: { level: '-4' },
    hand: { len: { s: '6+' }, longest: 's', notTheirs: 's', enough: true },
    key: 'gen.game.suit',
  },
  // Game values, no fit and no no-trump shape: a new suit, forcing for one round (SAYC: a new suit by
  // responder is forcing).
  {
    ...G,
    id: 'gen.newsuit.force',
    auction: '...',
    call: 'cheap:s',
    when: { forced: false, level: '-3', contested: false, newSuit: 's' },
    hand: { len: { s: '4+' }, our: '25+', notTheirs: 's', noFit: true },
    forcing: 'one',
    key: 'gen.newsuit.force',
  },
  {
    ...G,
    id: 'gen.game.nt.values',
    auction: '...',
    call: 'game:NT',
    hand: { enough: true, our: '26+', stopped: ['their'], noFit: true },
    key: 'gen.game.nt',
  },
  // Partner invited and this hand does not accept: pass (an invitation of ours one below game in another
  // fit would leave partner to guess; 1D–2C–4C–4D is no contract).
  {
    ...G,
    id: 'gen.invite.decline',
    auction: '... [invite] P',
    call: 'P',
    when: { forced: false },
    key: 'rebid.decline',
  },
  {
    ...G,
    id: 'gen.invite.fit',
    auction: '...',
    call: 'inv:F',
    when: { forced: false },
    hand: { fit: 'F', invite: true },
    tags: ['invite'],
    key: 'gen.invite.fit',
  },
  {
    ...G,
    id: 'gen.invite.nt',
    auction: '...',
    call: 'inv:NT',
    when: { forced: false },
    hand: { noFit: true, invite: true, stopped: ['their'], semiBalanced: true },
    key: 'gen.invite.nt',
  },
  // Five of a long minor of our own only when no forcing new suit is left to look for a fit or 3NT, and
  // never over partner's game (3NT by partner is to play).
  {
    ...G,
    id: 'gen.game.long.minor',
    auction: '...',
    call: 'game:s',
    when: { level: '5', partnerGame: false },
    hand: { len: { s: '6+' }, longest: 's', notTheirs: 's', enough: true },
    key: 'gen.game.suit',
  },
  // Judgement: the opponents have bid over us. A double is for takeout when short in their suit and for
  // penalty when long (the answers in valuesDouble.ts hold for both: partner passes with length or values).
  VALUES_DOUBLE,
  {
    ...G,
    id: 'gen.penalty.double',
    auction: '... _s',
    call: 'X',
    when: { contested: true },
    hand: { len: { s: '4+' }, stop: ['s'], our: '23+' },
    judge: 'compete',
    key: 'gen.penalty.double',
  },
  {
    ...G,
    id: 'gen.sacrifice',
    auction: '... _s',
    call: 'cheap:F',
    when: { theyVul: true, weVul: false },
    hand: { fit: 'F', our: '-22', ltt: true, len: { F: '4+' } },
    judge: 'compete',
    key: 'gen.sacrifice',
  },
  {
    ...G,
    id: 'gen.compete',
    auction: '... _s',
    call: 'cheap:F',
    when: { belowGame: true },
    hand: { fit: 'F', ltt: true, our: '17+' },
    judge: 'compete',
    key: 'gen.compete',
  },
  {
    ...G,
    id: 'gen.compete.pass',
    auction: '... _s',
    call: 'P',
    when: { forced: false },
    judge: 'compete',
    key: 'gen.pass',
  },
  // Partner's call forces: keep the auction going.
  {
    ...G,
    id: 'gen.forced.raise',
    auction: '...',
    call: 'cheap:F',
    when: { forced: true, partnerSuit: 'F' },
    hand: { fit: 'F' },
    key: 'gen.raise',
  },
  {
    ...G,
    id: 'gen.forced.long',
    auction: '...',
    call: 'cheap:s',
    when: { forced: true, level: '-4' },
    hand: { len: { s: '6+' }, longest: 's', notTheirs: 's' },
    key: 'gen.rebid.suit',
  },
  {
    ...G,
    id: 'gen.forced.newsuit',
    auction: '...',
    call: 'cheap:s',
    when: { forced: true, level: '-3', newSuit: 's' },
    hand: { len: { s: '4+' }, notTheirs: 's' },
    key: 'gen.newsuit',
  },
  {
    ...G,
    id: 'gen.forced.nt',
    auction: '...',
    call: 'cheap:NT',
    when: { forced: true, level: '-3' },
    hand: { stop: ['their'] },
    key: 'gen.nt',
  },
  {
    ...G,
    id: 'gen.forced.any',
    auction: '...',
    call: 'cheap:s',
    when: { forced: true },
    hand: { longest: 's' },
    key: 'gen.newsuit',
  },
  {
    ...G,
    id: 'gen.preference',
    auction: '...',
    call: 'cheap:F',
    when: { belowGame: true, level: '-2' },
    hand: { fit: 'F', our: '18+' },
    key: 'gen.raise',
  },
  { ...G, id: 'gen.pass', auction: '...', call: 'P', key: 'gen.pass' },
];
