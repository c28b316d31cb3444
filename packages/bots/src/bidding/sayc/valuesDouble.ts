/**
 * A strong hand's double after the opponents have bid over it (standard practice, e.g. Root and
 * Pavlicek, "Modern Bridge Conventions": once both sides have bid, a double of a suit bid or raise the
 * doubler is short in is for takeout, a "values" double partner may pass for penalty). With 17 HCP or
 * more, a singleton or void in their last suit and no better call (a fit to bid, a long suit to rebid),
 * double rather than pass. Partner bids our fit or an unbid four-card major, rebids a six-card suit, all
 * at the four level at most, passes for penalty with three cards of their suit or 8 HCP, and else bids
 * his longest other suit.
 */
import type { Rule } from '../types.ts';

const ANSWER = '... _s [values] P';

/** The double itself: a catch-all of the general table (specific doubles explain the call first). */
export const VALUES_DOUBLE: Rule = {
  id: 'gen.values.double',
  auction: '... _s',
  call: 'X',
  when: { contested: true },
  hand: { hcp: '17+', len: { s: '0-1' } },
  judge: 'compete',
  tags: ['values'],
  key: 'gen.values.double',
  fallback: true,
};

export const VALUES_ANSWERS: readonly Rule[] = [
  {
    id: 'values.fit',
    auction: ANSWER,
    call: 'cheap:F',
    when: { level: '-4', partnerSuit: 'F' },
    hand: { fit: 'F' },
    key: 'values.answer',
  },
  {
    id: 'values.major',
    auction: ANSWER,
    call: 'cheap:M',
    when: { level: '-4', newSuit: 'M' },
    hand: { len: { M: '4+' } },
    key: 'values.answer',
  },
  {
    id: 'values.long',
    auction: ANSWER,
    call: 'cheap:s',
    when: { level: '-4' },
    hand: { len: { s: '6+' }, notTheirs: 's' },
    key: 'values.answer',
  },
  // Pass for penalty with length in their suit or values; with neither, the longest other suit.
  {
    id: 'values.penalty',
    auction: ANSWER,
    call: 'P',
    hand: { len: { s: '3+' }, hcp: '4+' },
    key: 'values.penalty',
  },
  { id: 'values.penalty.values', auction: ANSWER, call: 'P', hand: { hcp: '8+' }, key: 'values.penalty' },
  {
    id: 'values.any',
    auction: ANSWER,
    call: 'cheap:t',
    hand: { longest: 't' },
    key: 'values.answer',
  },
  { id: 'values.pass', auction: ANSWER, call: 'P', key: 'values.penalty' },
];
