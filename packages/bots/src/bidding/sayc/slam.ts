/**
 * SAYC slam bidding (ACBL SAYC System Booklet: "Slam conventions"): Blackwood 4NT with a known fit and
 * answers 5C 0 or 4 aces, 5D 1, 5H 2, 5S 3; Gerber 4C over 1NT and 2NT with answers 4D 0 or 4, 4H 1,
 * 4S 2, 4NT 3. The asker signs off at the five level when two aces are missing, bids the small slam when
 * one at most is missing and the grand slam with all four and 37 points.
 */
import type { Rule } from '../types.ts';

const ANSWERS = (ask: string, steps: readonly string[], key: string): Rule[] =>
  steps.map((call, i) => ({
    id: `${key}.${i}`,
    auction: `... [${ask}] P`,
    call,
    hand: { aces: String(i) },
    shows: { aces: i === 0 ? '0-4' : String(i) },
    artificial: true,
    tags: [`${ask}.answer`],
    key: `slam.${ask}.answer`,
  }));

export const SLAM: readonly Rule[] = [
  ...ANSWERS('blackwood', ['5C', '5D', '5H', '5S'], 'slam.blackwood'),
  {
    id: 'slam.blackwood.four',
    auction: '... [blackwood] P',
    call: '5C',
    hand: { aces: '4' },
    shows: { aces: '0-4' },
    artificial: true,
    tags: ['blackwood.answer'],
    key: 'slam.blackwood.answer',
  },
  ...ANSWERS('gerber', ['4D', '4H', '4S', '4NT'], 'slam.gerber'),
  {
    id: 'slam.gerber.four',
    auction: '... [gerber] P',
    call: '4D',
    hand: { aces: '4' },
    shows: { aces: '0-4' },
    artificial: true,
    tags: ['gerber.answer'],
    key: 'slam.gerber.answer',
  },
  // The asker decides.
  {
    id: 'slam.grand',
    auction: '... [blackwood] P [blackwood.answer] P',
    call: '7F',
    hand: { ourAces: '4', our: '37+' },
    key: 'slam.grand',
  },
  {
    id: 'slam.small',
    auction: '... [blackwood] P [blackwood.answer] P',
    call: '6F',
    hand: { ourAces: '3+' },
    key: 'slam.small',
  },
  {
    id: 'slam.signoff',
    auction: '... [blackwood] P [blackwood.answer] P',
    call: 'cheap:F',
    when: { level: '5' },
    hand: { ourAces: '-2' },
    tags: ['signoff'],
    key: 'slam.signoff',
  },
  {
    id: 'slam.signoff.nt',
    auction: '... [blackwood] P [blackwood.answer] P',
    call: '5NT',
    hand: { ourAces: '-2' },
    tags: ['signoff'],
    key: 'slam.signoff',
  },
  {
    id: 'slam.gerber.grand',
    auction: '... [gerber] P [gerber.answer] P',
    call: '7NT',
    hand: { ourAces: '4', our: '37+' },
    key: 'slam.grand',
  },
  {
    id: 'slam.gerber.small',
    auction: '... [gerber] P [gerber.answer] P',
    call: '6NT',
    hand: { ourAces: '3+' },
    key: 'slam.small',
  },
  {
    id: 'slam.gerber.signoff',
    auction: '... [gerber] P [gerber.answer] P',
    call: 'cheap:NT',
    hand: { ourAces: '-2' },
    tags: ['signoff'],
    key: 'slam.signoff',
  },
  {
    id: 'score.game.reached',
    auction: '...',
    call: 'P',
    when: { partnerGame: true, forced: false },
    hand: { our: '-32' },
    // A pass here can also come from a hand the tables do not place: it shows nothing more.
    shows: {},
    key: 'score.game.reached',
  },
  { id: 'slam.after.signoff', auction: '... [signoff] P', call: 'P', key: 'slam.pass.signoff' },
];
