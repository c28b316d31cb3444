/**
 * The takeout double of a three-level preempt and its continuations (SAYC booklet: "Takeout doubles",
 * "Weak two-bids and preempts"; standard practice, e.g. Root and Pavlicek, "Modern Bridge Conventions":
 * over a preempt the doubler holds an opening bid or more and advancer, forced to the three level, has no
 * room to jump). Advancer with 9–15 HCP and four cards of a major bids game in it (a cue-bid at the four
 * level leaves no room to find the major; with 16 or more the cue-bid, competitive.ts, looks for slam);
 * the doubler raises advancer's three of a major to game with four trumps and 16 HCP or three and 18,
 * and with 18 HCP and a good five-card major of his own bids it.
 */
import type { Rule } from '../types.ts';

const ADVANCED = '3s X P _t P';

export const PREEMPT_DOUBLES: readonly Rule[] = [
  {
    id: 'adv.preempt.double.game',
    auction: '3s [takeout] P',
    call: 'game:M',
    when: { level: '4' },
    hand: { hcp: '9-15', len: { M: '4+' } },
    key: 'gen.game.fit',
  },
  ...(
    [
      ['dbl2.preempt.game', '16+', '4+'],
      ['dbl2.preempt.game.three', '18+', '3'],
    ] as const
  ).map(([id, hcp, trumps]): Rule => ({
    id,
    auction: ADVANCED,
    call: 'game:t',
    when: { level: '4' },
    hand: { hcp, len: { t: trumps } },
    key: 'gen.game.fit',
  })),
  {
    id: 'dbl2.preempt.own',
    auction: ADVANCED,
    call: 'cheap:M',
    when: { level: '4' },
    hand: { hcp: '18+', len: { M: '5+' }, good: ['M'] },
    key: 'dbl2.suit',
  },
];
