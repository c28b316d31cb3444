/**
 * Slam in no-trump by points (the standard guide: 33 HCP together for 6NT, 37 for 7NT; the SAYC booklet
 * plays 4NT over partner's 1NT and 2NT as quantitative). Once partner has limited his hand with a
 * no-trump bid and no fit is known, the hand that can add both ranges decides: the slam when the least
 * partner holds makes 32 (33 with partner at the middle of his range), an invitation (4NT, quantitative)
 * with 30–31 when partner's maximum makes 32, which partner accepts with the upper half of what he has
 * shown, or when his hand and the asker's least make 31. Measured double dummy, 32 HCP together make 6NT nine times in ten. A minor fit counted from a balanced partner
 * does not stop it (no fit in a major is needed). Uncontested auctions only, and never once a
 * suit is agreed (4NT is then Blackwood). After partner's natural suit bid, with a no-trump shape and no
 * major fit, 6NT on 33 HCP together (31 at partner's least). A quantitative 4NT needs a no-trump shape.
 * Over a no-trump opening a hand with a four-card major and these values asks with Stayman first; after
 * the denial the same rows apply.
 */
import type { Rule, TableSpec } from '../types.ts';

const WHEN: TableSpec = { agreedFit: false, contested: false, partnerHcpWidth: '-5' };
/** Partner's last call was a natural-looking no-trump bid, limited to a range of five HCP at most. */
const AFTER_NT = '... 1NT|2NT|3NT P';

/** Partner's no-trump opening (or 2C-2D-2NT) and the Stayman ask over it. */
const NT_OPENINGS = [
  ['1nt', '1NT P', '2C'],
  ['2nt', '2NT P', '3C'],
  ['2c2nt', '2C P 2D P 2NT P', '3C'],
] as const;

/**
 * With a four-card major and slam values opposite a no-trump opening, Stayman first (the standard order:
 * look for the 4-4 fit, then invite or bid the slam in no-trump); a direct 4NT or 6NT would pass a major
 * slam by. Rows for the answer below.
 */
const STAYMAN_FIRST: readonly Rule[] = NT_OPENINGS.flatMap(([id, auction, call]) =>
  (['fourCardMajorOnly', 'bothMajors44'] as const).map((test): Rule => ({
    id: `slam.nt.stayman.${id}${test === 'bothMajors44' ? '.both' : ''}`,
    auction,
    call,
    when: { contested: false },
    hand: { test: [test], ourHcpLeast: '30+' },
    forcing: 'one',
    artificial: true,
    tags: ['stayman'],
    key: 'nt.stayman',
    // The meaning of the 2C / 3C stays that of the no-trump structure's own Stayman rows.
    fallback: true,
  })),
);

/**
 * The slam rows in no-trump after the answer to that Stayman that denies a major (over a major answer 4NT
 * stays Blackwood, so that a fit found by the answer can ask for aces).
 */
const AFTER_STAYMAN = NT_OPENINGS.map(([, auction, call]) => `${auction} ${call} P ${call[0]}D P`);

function afterStayman(rule: Rule): Rule[] {
  return AFTER_STAYMAN.map((auction, i) => ({
    ...rule,
    id: `${rule.id}.stayman.${NT_OPENINGS[i]![0]}`,
    auction,
  }));
}

const GRAND: Rule = {
  id: 'slam.nt.grand',
  auction: AFTER_NT,
  call: '7NT',
  when: WHEN,
  hand: { majorFit: false, ourHcpLeast: '37+' },
  key: 'gen.slam.nt',
};
const SMALL: Rule = {
  id: 'slam.nt.small',
  auction: AFTER_NT,
  call: '6NT',
  when: WHEN,
  hand: { majorFit: false, ourHcpLeast: '32-36' },
  key: 'gen.slam.nt',
};
const QUANT: Rule = {
  id: 'slam.nt.quant',
  auction: AFTER_NT,
  call: '4NT',
  when: WHEN,
  hand: { majorFit: false, semiBalanced: true, ourHcpLeast: '30-31', ourHcpMost: '32+' },
  tags: ['quant'],
  key: 'nt.quantitative',
};

export const QUANTITATIVE: readonly Rule[] = [
  ...STAYMAN_FIRST,
  ...[GRAND, SMALL, QUANT].flatMap(afterStayman),
  GRAND,
  SMALL,
  // Partner's no-trump range is wide (a game bid by values) but its floor alone makes 33 HCP: the slam.
  {
    id: 'slam.nt.least',
    auction: AFTER_NT,
    call: '6NT',
    when: { agreedFit: false, contested: false },
    hand: { majorFit: false, ourHcpLeast: '33-36' },
    key: 'gen.slam.nt',
  },
  // Partner's no-trump bid left his range open (2C-2NT positive, 8+; a 3NT by values over a 2C opening):
  // the slam on 32 HCP together at partner's least (33 at the middle of what he has shown). Measured double
  // dummy on 10,500 seeded deals, a side with 32 HCP makes 6NT 87-88% of the time, with 31 56-69%.
  {
    id: 'slam.nt.open',
    auction: AFTER_NT,
    call: '6NT',
    when: { agreedFit: false, contested: false, partnerHcpWidth: '6+' },
    hand: { majorFit: false, ourHcp: '33+', ourHcpLeast: '32-36' },
    key: 'gen.slam.nt',
  },
  // After partner's natural suit bid (a reverse, a new suit), no fit and a no-trump shape: 6NT on 33 HCP
  // together with partner at the middle of what he has shown and 31 at his least.
  {
    id: 'slam.nt.values',
    auction: '...',
    call: '6NT',
    when: { contested: false, partnerBid: true, partnerArtificial: false, afterNT: false },
    hand: { majorFit: false, semiBalanced: true, ourHcp: '33+', ourHcpLeast: '31+' },
    key: 'gen.slam.nt',
  },
  // The same without a no-trump shape once partner's least makes 33 HCP together (2C-2D-2S with 14 HCP and
  // a singleton spade; a jump rebid opposite 17): the slam is there in points, whatever the shape.
  {
    id: 'slam.nt.values.shape',
    auction: '...',
    call: '6NT',
    when: { contested: false, partnerBid: true, partnerArtificial: false, afterNT: false },
    hand: { noFit: true, ourHcpLeast: '33-36' },
    key: 'gen.slam.nt',
  },
  QUANT,
  {
    id: 'slam.nt.quant.accept',
    auction: '... [quant] P',
    call: '6NT',
    hand: { upperHalf: true },
    key: 'slam.quant.accept',
  },
  // Also when this hand and the asker's least make 31 HCP: the upper half of a wide range (a passed hand's
  // 2NT positive, 8+) asks too much, and 31 HCP opposite a balanced hand make 6NT most of the time. Measured
  // on seeds 1-16 and the default seed (8,500 deals, 2026-12-07): 6 deals changed, 5 slams made, +34 IMPs.
  {
    id: 'slam.nt.quant.accept.least',
    auction: '... [quant] P',
    call: '6NT',
    hand: { ourHcpLeast: '31+' },
    key: 'slam.quant.accept',
  },
  { id: 'slam.nt.quant.decline', auction: '... [quant] P', call: 'P', key: 'rebid.decline' },
];
