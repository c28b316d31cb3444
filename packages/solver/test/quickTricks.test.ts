// The quick tricks of the side on lead, rule by rule: each row a position (North on lead, hands as
// spades.hearts.diamonds.clubs), the sure tricks counted, the ranks relied on (a card that wins only
// because the others have run out of the suit is not one), and a check that the count never exceeds
// what North–South take with best play (minimax).
import { describe, expect, it } from 'vitest';
import { quickTricks, sideQuickTricks } from '../src/quickTricks.ts';
import { SearchState } from '../src/searchState.ts';
import { bruteForce } from './helpers.ts';

const RANKS = '23456789TJQKA';

/** Engine holdings (hand * 4 + suit) from four hands written as spades.hearts.diamonds.clubs. */
function holdings(hands: readonly [string, string, string, string]): Int32Array {
  const h = new Int32Array(16);
  hands.forEach((hand, i) => {
    hand.split('.').forEach((suit, s) => {
      for (const c of suit) h[i * 4 + s]! |= 1 << RANKS.indexOf(c);
    });
  });
  return h;
}

interface Row {
  readonly rule: string;
  readonly source: string;
  /** 0-3 a trump suit (S H D C), 4 no-trump. */
  readonly strain: number;
  /** North, East, South, West. */
  readonly hands: readonly [string, string, string, string];
  readonly tricks: number;
  /** The cards relied on, suit by suit (spades first), written like the hands. */
  readonly relied: string;
}

const DDS = 'DDS quick tricks (Haglund & Hein, "Search algorithms for a bridge double dummy solver")';

const ROWS: readonly Row[] = [
  {
    rule: 'Ax opposite Kx: two tricks',
    source: DDS,
    strain: 4,
    hands: ['A2.2..', 'QJ.3..', 'K3..2.', 'T9..3.'],
    tricks: 2,
    relied: 'AK...',
  },
  {
    rule: 'AKx opposite Qxx: the top cards and then partner’s queen',
    source: DDS,
    strain: 4,
    hands: ['AK2...', 'JT9...', 'Q43...', '876...'],
    tricks: 3,
    relied: 'AKQ...',
  },
  {
    rule: 'Axxx opposite Kx, the opponents two cards each: the whole suit runs',
    source: DDS,
    strain: 4,
    hands: ['A543...', 'QJ.AK..', 'K2.32..', 'T9..32.'],
    tricks: 4,
    relied: 'AK...',
  },
  {
    rule: 'Ax opposite Kx is an entry to partner’s top hearts',
    source: DDS,
    strain: 4,
    hands: ['A2...432', 'QJ.JT..A', 'K3.AKQ..', 'T9.9..KQ'],
    tricks: 5,
    relied: 'AK.AK..',
  },
  {
    rule: 'partner’s Ax opposite the leader’s Kx: the ace, and at the end back to the king',
    source: DDS,
    strain: 4,
    hands: ['K2...32', 'QJ.Q..A', 'A3.AK..', 'T9.J..K'],
    tricks: 4,
    relied: 'AK.A..',
  },
  {
    rule: 'trumps Ax opposite Kx in a suit contract: two trump tricks',
    source: DDS,
    strain: 0,
    hands: ['A2.32..', 'QJ.KQ..', 'K3.54..', 'T9.AJ..'],
    tricks: 2,
    relied: 'AK...',
  },
];

function written(wr: Int32Array): string {
  return Array.from(wr.subarray(0, 4), (bits) => {
    let out = '';
    for (let r = 12; r >= 0; r--) if ((bits & (1 << r)) !== 0) out += RANKS[r]!;
    return out;
  }).join('.');
}

describe('quick tricks of the side on lead', () => {
  it.each(ROWS)('$rule ($source)', (row) => {
    const h = holdings(row.hands);
    const st = new SearchState();
    st.load(h, row.strain, 0, []);
    const tl = st.tricksLeft;
    const noRuffs = row.strain === 4 || (h[4 + row.strain] === 0 && h[12 + row.strain] === 0);
    const q = noRuffs ? sideQuickTricks(st, 0, 0, tl, 13) : quickTricks(st, 0, 0, tl, 13);
    expect(q).toBe(row.tricks);
    expect(written(st.wr)).toBe(row.relied);
    expect(bruteForce(h, row.strain, 0)).toBeGreaterThanOrEqual(q);
  });
});
