/**
 * Penalty doubles of overbids and sacrifices. Once our side has bid and the opponents bid at the four
 * level or higher (over our game, or competing past what their shown values and our defence allow), a
 * double is for penalty (standard practice, e.g. the SAYC-based OKbridge notes, "penalty doubles": a double
 * made late in the auction, once partner has described his hand, is for penalty; Root and Pavlicek,
 * "Modern Bridge Conventions"). The doubler counts the defence (defence.ts): his quick tricks, his trump
 * holding and partner's shown values must defeat the contract. He doubles directly or in the pass-out
 * seat. Partner respects the double; he pulls it only with a void in their suit, no quick trick and a
 * fit to bid (a hand that takes no defensive trick and plays well), cheaply in our fit. When we have
 * passed throughout, only their small slam in a suit is doubled, on four or more trumps and the same
 * count of the defence (at lower levels an unopposed game doubled this way lost as much as it won).
 */
import type { Rule } from '../types.ts';

/** Their bid at the four level or higher (a double is legal only of the opponents' bid). */
const HIGH = '4s|5s|6s|7s';

export const PENALTY_DOUBLES: readonly Rule[] = [
  // Their small slam in a suit, bid in an auction of their own (we have passed throughout): a double is
  // for penalty, on four or more trumps and the defence to defeat it.
  {
    id: 'pen.double.slam',
    auction: 'B ... 6s',
    call: 'X',
    when: { partnerBid: false, ownBid: false, theirArtificial: false },
    hand: { beats: true, len: { s: '4+' } },
    tags: ['penalty'],
    key: 'pen.double',
  },
  // Directly over their bid, or in the pass-out seat.
  ...[`... ${HIGH}`, `... ${HIGH} P P`].map((auction, i): Rule => ({
    id: i === 0 ? 'pen.double' : 'pen.double.passout',
    auction,
    call: 'X',
    when: { partnerBid: true, theirArtificial: false },
    hand: { beats: true, len: { s: '2+' } },
    judge: 'compete',
    tags: ['penalty'],
    key: 'pen.double',
  })),
  ...['... _s [penalty] P', '... _s P P [penalty] P'].flatMap((auction, i): Rule[] => {
    const id = i === 0 ? '' : '.passout';
    return [
      {
        id: `pen.pull${id}`,
        auction,
        call: 'cheap:F',
        when: { partnerSuit: 'F' },
        hand: { fit: 'F', len: { s: '0' }, quickTricks: '0' },
        key: 'pen.pull',
      },
      { id: `pen.respect${id}`, auction, call: 'P', key: 'pen.respect' },
    ];
  }),
];

/**
 * Their bid over our game, when we neither bid on nor hold the defence the doubles above count: a
 * sacrifice, doubled (standard practice: "the five level belongs to the opponents", and a sacrifice left
 * undoubled pays them). Directly with two or more of their suit, in the pass-out seat with one or more.
 */
export const SACRIFICE_DOUBLES: readonly Rule[] = [`... ${HIGH}`, `... ${HIGH} P P`].map(
  (auction, i): Rule => ({
    id: i === 0 ? 'pen.double.sacrifice' : 'pen.double.sacrifice.passout',
    auction,
    call: 'X',
    when: { overOurGame: true, theirArtificial: false },
    hand: { len: { s: i === 0 ? '2+' : '1+' } },
    judge: 'compete',
    tags: ['penalty'],
    key: 'pen.sacrifice',
  }),
);
