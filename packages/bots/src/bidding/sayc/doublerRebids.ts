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

export const DOUBLER_REBIDS: readonly Rule[] = AFTER_RESPONDER.flatMap(([id, auction, last]): Rule[] => [
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
]);
