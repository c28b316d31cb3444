/**
 * Advancing a two-suited overcall (Michaels cue-bid, Unusual 2NT: five cards or more in each suit shown,
 * weak or strong) and the overcaller's second call, by the standard advice of Root and Pavlicek, "Modern
 * Bridge Conventions", and the law of total tricks: with ten trumps together bid game in a major (or
 * four of a minor), with an opening bid of his own game in a major fit, with invitational values a jump;
 * without a fit 3NT with game values and their suit stopped, or after Michaels over a major 2NT to ask
 * for the minor (the SAYC booklet's agreement), else the cheapest preference (general.ts). After the preference the overcaller with a strong
 * two-suiter (four losers, or in a major five with 14 HCP) bids game in the fit.
 */
import type { Rule } from '../types.ts';

const ADVANCE = '1s [twosuiter] P';

/**
 * Responder over their two-suited overcall of our opening (standard practice, e.g. Root and Pavlicek,
 * "Modern Bridge Conventions", "defence to Michaels and the Unusual 2NT"): game in opener's major with
 * four trumps and game values, a simple raise with 6–10 and three trumps (a minor five), and with 10 HCP
 * or more and no raise a double that shows the values (forcing one round: we hold the balance of power
 * and may double them when they land).
 */
const OVER_TWO_SUITER: readonly Rule[] = [
  {
    id: 'vs2suit.game',
    auction: '1M [twosuiter]',
    call: 'game:M',
    hand: { len: { M: '4+' }, enough: true },
    key: 'gen.game.fit',
  },
  {
    id: 'vs2suit.raise',
    auction: '1M [twosuiter]',
    call: 'cheap:M',
    hand: { hcp: '6-10', len: { M: '3+' } },
    key: 'resp.raise.simple',
  },
  {
    id: 'vs2suit.raise.minor',
    auction: '1m [twosuiter]',
    call: 'cheap:m',
    when: { level: '-3' },
    hand: { hcp: '6-10', len: { m: '5+' } },
    key: 'resp.raise.simple',
  },
  {
    id: 'vs2suit.double',
    auction: '1s [twosuiter]',
    call: 'X',
    hand: { hcp: '10+' },
    forcing: 'one',
    key: 'vs2suit.double',
  },
];

export const TWO_SUITED: readonly Rule[] = [
  ...OVER_TWO_SUITER,
  {
    id: 'vs2suit.opener.penalty',
    auction: '1s [twosuiter] X P',
    call: 'P',
    hand: { hcp: '15+', test: ['noVoid'] },
    key: 'vs2suit.penalty',
  },
  // The double left in by both (opener with a sound opening and no void passes it for penalty, the
  // double showing 10+; standard practice, e.g. Root and Pavlicek, "Modern Bridge Conventions", defence
  // to Michaels and the Unusual 2NT): the overcaller takes out into the longer of his suits.
  {
    id: 'twosuit.escape',
    auction: '1s [twosuiter] X P P',
    call: 'cheap:t',
    hand: { len: { t: '5+' }, longest: 't', notTheirs: 't' },
    key: 'twosuit.escape',
  },
  {
    id: 'adv.twosuit.game.trumps',
    auction: ADVANCE,
    call: 'game:F',
    hand: { bestFit: 'M', fitLength: '10+' },
    key: 'gen.game.fit',
  },
  {
    id: 'adv.twosuit.game.values',
    auction: ADVANCE,
    call: 'game:F',
    hand: { bestFit: 'M', fit: 'F', hcp: '12+' },
    key: 'gen.game.fit',
  },
  // No fit for the major shown: 3NT with game values and their suit stopped; after Michaels over a major
  // (the other major and a minor), 2NT asks for the minor, which the overcaller bids.
  {
    id: 'adv.twosuit.3nt',
    auction: ADVANCE,
    call: '3NT',
    hand: { hcp: '13+', stop: ['s'], majorFit: false },
    key: 'gen.game.nt',
  },
  {
    id: 'adv.michaels.ask',
    auction: '1M [twosuiter] P',
    call: '2NT',
    hand: { hcp: '8+', len: { oM: '0-2' } },
    forcing: 'one',
    artificial: true,
    tags: ['minorask'],
    key: 'adv.michaels.ask',
  },
  // The longer minor first (the call's suit is tried longest first).
  {
    id: 'adv.michaels.answer',
    auction: '1M [twosuiter] P [minorask] P',
    call: '3m',
    hand: { len: { m: '5+' } },
    key: 'adv.michaels.answer',
  },
  {
    id: 'adv.twosuit.jump',
    auction: ADVANCE,
    call: 'jump:F',
    when: { belowGame: true },
    hand: { fit: 'F', hcp: '9-11' },
    tags: ['invite'],
    key: 'gen.invite.fit',
  },
  {
    id: 'adv.twosuit.minor.trumps',
    auction: ADVANCE,
    call: '4F',
    hand: { bestFit: 'm', fitLength: '10+' },
    key: 'gen.compete',
  },
  // The preference names one of the overcaller's suits (partner may hold only two of it).
  {
    id: 'overcall.twosuit.strong',
    auction: '1t [twosuiter] P _s P',
    call: 'game:s',
    hand: { len: { s: '5+' }, losers: '-4' },
    key: 'gen.game.fit',
  },
  {
    id: 'overcall.twosuit.strong.hcp',
    auction: '1t [twosuiter] P _M P',
    call: 'game:M',
    hand: { len: { M: '5+' }, losers: '5', hcp: '14+' },
    key: 'gen.game.fit',
  },
];
