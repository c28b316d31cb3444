/**
 * Bidding over the opponents' game once partner has bid a suit we fit: to make, with the points five of
 * our suit needs, or as a sacrifice (Larry Cohen, "To Bid or Not to Bid": the Law of Total Tricks says
 * how many tricks our fit takes; a sacrifice pays when we do not expect to defeat their game and go down
 * fewer tricks doubled than their game is worth; never vulnerable against not). The sacrifice needs nine
 * trumps at the four level and ten at the five at favourable vulnerability, one more with neither side
 * vulnerable (measured in play on 21 seeds of 500 deals: +0.013 IMPs a board), a hand that does not
 * expect to defeat their game
 * (defence.ts) and few points. Both rows are judgement points: with the simulation on, each is bid out
 * against the pass and the double. The meaning of such a bid is the join of the two: anything from a
 * sacrifice to a hand that expects to make.
 */
import type { Rule } from '../types.ts';

/** Their game, just bid (by the right-hand opponent) or passed round to us. */
const THEIR_GAME = ['... 4M|5m', '... 4M|5m P P'] as const;

export const SACRIFICES: readonly Rule[] = THEIR_GAME.flatMap((auction, i): Rule[] => {
  const at = i === 0 ? '' : '.passout';
  return [
    {
      id: `sac.make${at}`,
      auction,
      call: 'cheap:F',
      when: { partnerSuit: 'F' },
      hand: { fit: 'F', enough: true },
      judge: 'compete',
      key: 'sac.compete',
    },
    // At favourable vulnerability nine trumps at the four level and ten at the five; with neither side
    // vulnerable one more (at other vulnerabilities the simulation may still choose a sacrifice).
    ...(
      [
        ['sac.', true, '4', '9+'],
        ['sac.', true, '5', '10+'],
        ['sac.even.', false, '4', '10+'],
        ['sac.even.', false, '5', '11+'],
      ] as const
    ).map(([id, theyVul, level, trumps]): Rule => ({
      id: `${id}${level}${at}`,
      auction,
      call: 'cheap:F',
      when: { partnerSuit: 'F', level, weVul: false, theyVul },
      hand: { fit: 'F', fitLength: trumps, beats: false, our: '-25' },
      judge: 'compete',
      key: 'sac.compete',
    })),
  ];
});
