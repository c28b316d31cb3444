/**
 * Advancing partner's 1NT overcall (ACBL SAYC System Booklet, "1NT overcall": 15–18 with a stopper,
 * "systems on"): the responses to a 1NT opening apply — 2C Stayman, 2D and 2H Jacoby transfers, 2NT
 * invitational, 3NT to play, pass with a weak hand — and the overcaller answers as an opener would. The
 * overcall shows 15–18, so the point ranges are the opening's less one at the top. Responder's second call
 * and the overcaller's answer to it come from the 1NT opening's table.
 */
import type { Rule } from '../types.ts';
import { NOTRUMP } from './notrump.ts';

/**
 * The later rounds after Stayman or a transfer are the 1NT opening's (notrump.ts), with the auction
 * moved behind their opening: responder's second call and the no-trump bidder's answer to it.
 */
const CONTINUATIONS: readonly Rule[] = NOTRUMP.filter(
  (r) => r.id.startsWith('nt1.') && /^1NT P (2C|\[transfer\]) P \S+ P/.test(r.auction),
).map((r) => ({
  ...r,
  id: r.id.replace(/^nt1\./, 'adv1nt.'),
  auction: r.auction.replace(/^1NT P/, '1s 1NT P'),
}));

export const ADVANCE_1NT: readonly Rule[] = [
  {
    id: 'adv1nt.stayman',
    auction: '1s 1NT P',
    call: '2C',
    hand: { hcp: '8+', test: ['aMajor', 'notFiveCardMajor'] },
    shows: { hcp: '8+' },
    forcing: 'one',
    artificial: true,
    tags: ['stayman'],
    key: 'nt.stayman',
  },
  // Never a transfer to their suit: over their major the transfer to the other major takes any five of it.
  ...(
    [
      ['adv1nt.transfer.h.over.s', '1S', '2D', 'H'],
      ['adv1nt.transfer.s.over.h', '1H', '2H', 'S'],
    ] as const
  ).map(([id, theirs, call, major]): Rule => ({
    id,
    auction: `${theirs} 1NT P`,
    call,
    hand: { len: { [major]: '5+' } },
    shows: { len: { [major]: '5+' } },
    forcing: 'one',
    artificial: true,
    tags: ['transfer'],
    key: 'nt.transfer',
  })),
  {
    id: 'adv1nt.transfer.h',
    auction: '1C|1D|1S 1NT P',
    call: '2D',
    hand: { test: ['heartsForTransfer'] },
    shows: { len: { H: '5+' } },
    forcing: 'one',
    artificial: true,
    tags: ['transfer'],
    key: 'nt.transfer',
  },
  {
    id: 'adv1nt.transfer.s',
    auction: '1C|1D|1H 1NT P',
    call: '2H',
    hand: { test: ['spadesForTransfer'] },
    shows: { len: { S: '5+' } },
    forcing: 'one',
    artificial: true,
    tags: ['transfer'],
    key: 'nt.transfer',
  },
  { id: 'adv1nt.3nt', auction: '1s 1NT P', call: '3NT', hand: { hcp: '10-15' }, key: 'nt.game' },
  { id: 'adv1nt.2nt', auction: '1s 1NT P', call: '2NT', hand: { hcp: '8-9' }, key: 'nt.invite' },
  { id: 'adv1nt.pass', auction: '1s 1NT P', call: 'P', hand: { hcp: '0-7' }, key: 'nt.pass' },
  // The overcaller answers.
  {
    id: 'adv1nt.stayman.h',
    auction: '1s 1NT P 2C P',
    call: '2H',
    hand: { len: { H: '4+' } },
    key: 'nt.stayman.major',
  },
  {
    id: 'adv1nt.stayman.s',
    auction: '1s 1NT P 2C P',
    call: '2S',
    hand: { len: { S: '4+', H: '0-3' } },
    key: 'nt.stayman.major',
  },
  {
    id: 'adv1nt.stayman.none',
    auction: '1s 1NT P 2C P',
    call: '2D',
    hand: { len: { S: '0-3', H: '0-3' } },
    artificial: true,
    key: 'nt.stayman.none',
  },
  { id: 'adv1nt.accept.h', auction: '1s 1NT P 2D P', call: '2H', key: 'nt.transfer.accept' },
  { id: 'adv1nt.accept.s', auction: '1s 1NT P 2H P', call: '2S', key: 'nt.transfer.accept' },
  {
    id: 'adv1nt.invite.accept',
    auction: '1s 1NT P 2NT P',
    call: '3NT',
    hand: { hcp: '17-18' },
    key: 'rebid.accept',
  },
  { id: 'adv1nt.invite.decline', auction: '1s 1NT P 2NT P', call: 'P', key: 'rebid.decline' },
  ...CONTINUATIONS,
];
