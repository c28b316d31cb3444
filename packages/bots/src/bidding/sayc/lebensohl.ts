/**
 * Lebensohl after our 1NT and their two-level overcall (standard practice, e.g. Root and Pavlicek,
 * "Modern Bridge Conventions"; the SAYC booklet leaves interference over 1NT to agreement). Responder's
 * 2NT is a relay: opener must bid 3C. Then responder passes with clubs or bids his own suit below theirs
 * to play (a weak hand with a six-card suit he could not bid at the two level), or bids 3NT with game
 * values and a stopper in their suit ("slow shows"). Direct two-level bids stay natural and weak, direct
 * three-level bids natural and forcing, and the cue-bid of their suit shows game values without a
 * stopper (interference.ts).
 */
import type { Rule } from '../types.ts';

/** Their two-level overcall and the suits below it a weak responder may want to play in. */
const LOWER: readonly (readonly [string, readonly string[]])[] = [
  ['D', ['C']],
  ['H', ['C', 'D']],
  ['S', ['C', 'D', 'H']],
];

const RELAY = { forcing: 'one', artificial: true, tags: ['lebensohl'], key: 'nt.lebensohl' } as const;

export const LEBENSOHL: readonly Rule[] = [
  ...LOWER.flatMap(([theirs, lower]) =>
    lower.map((suit): Rule => ({
      ...RELAY,
      id: `nt1.leb.weak.${theirs}.${suit}`,
      auction: `1NT 2${theirs}`,
      call: '2NT',
      hand: { hcp: '0-9', len: { [suit]: '6+' } },
    })),
  ),
  {
    ...RELAY,
    id: 'nt1.leb.values',
    auction: '1NT 2w',
    call: '2NT',
    hand: { hcp: '10-15', stop: ['w'] },
  },
];

/** The relay answered, and responder's second call (placed with the other 1NT rows). */
export const LEBENSOHL_LATER: readonly Rule[] = [
  {
    id: 'nt1.leb.relay',
    auction: '1NT 2w [lebensohl] P',
    call: '3C',
    artificial: true,
    tags: ['lebensohl.relay'],
    key: 'nt.lebensohl.relay',
  },
  {
    id: 'nt1.leb.3nt',
    auction: '1NT 2w [lebensohl] P [lebensohl.relay] P',
    call: '3NT',
    hand: { hcp: '10-15', stop: ['w'] },
    key: 'nt.over.game',
  },
  {
    id: 'nt1.leb.clubs',
    auction: '1NT 2w [lebensohl] P [lebensohl.relay] P',
    call: 'P',
    hand: { hcp: '0-9', len: { C: '6+' } },
    key: 'nt.lebensohl.signoff',
  },
  {
    id: 'nt1.leb.signoff',
    auction: '1NT 2w [lebensohl] P [lebensohl.relay] P',
    call: '3t',
    when: { lower: ['t', 'w'] },
    hand: { hcp: '0-9', len: { t: '6+' } },
    key: 'nt.lebensohl.signoff',
  },
];
