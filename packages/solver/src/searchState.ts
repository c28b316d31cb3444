/**
 * The search state shared by the search, the quick/later-trick cutoffs and the move ordering: the
 * remaining cards, the trick in progress, the per-depth scratch arrays (winning ranks, generated moves,
 * small-card skips) and the cutoff cache, all in typed arrays and small integers.
 *
 * Hands are N=0 E=1 S=2 W=3, suits S=0 H=1 D=2 C=3, strain 4 is no-trump. A card in a move is
 * `suit * 16 + bitIndex` (bit index = rank - 2).
 */
import { POPCOUNT, topBit } from './tables.ts';

/** Deepest search: one level per card played (52 at most), with room to spare. */
const MAX_DEPTH = 56;
export const CACHE_BITS = 14;
const NT = 4;

export class SearchState {
  /** The remaining holdings, hand * 4 + suit. */
  readonly hold = new Int32Array(16);
  /** The remaining cards of each suit (all hands). */
  readonly remain = new Int32Array(4);
  /** The remaining cards of each suit at the start of each trick (indexed by tricks left * 4). */
  readonly remS = new Int32Array(14 * 4);
  /** Owner words: two bits per remaining card (the hand holding it), highest first (see transTable.ts). */
  readonly owners = new Int32Array(4);
  /** Winning ranks per depth and suit: the cards whose rank decided the result below this node. */
  readonly wr = new Int32Array(MAX_DEPTH * 4);
  /** Generated moves and their ordering weights, 14 slots per depth. */
  readonly moves = new Int32Array(MAX_DEPTH * 14);
  readonly weights = new Int32Array(MAX_DEPTH * 14);
  /** Small-card pruning per depth and suit: cards known to be no better than one already tried. */
  readonly skip = new Int32Array(MAX_DEPTH * 4);
  /**
   * Cutoff cache: the move that last refuted or proved a position with this hash (ordering only), as
   * (hash, move) pairs side by side so a lookup reads one cache line.
   */
  readonly cut = new Int32Array(2 << CACHE_BITS);
  /** Suit lengths of hands N, E (lenA) and S, W (lenB), a nibble each, kept up to date by make/unmake. */
  lenA = 0;
  lenB = 0;
  /** The suit of each card of each trick (indexed like remS). */
  readonly trickSuit = new Int32Array(14 * 4);
  trump = NT;
  nsWon = 0;
  cardsLeft = 0;
  toPlay = 0;
  trickPos = 0;
  leadSuit = 0;
  winHand = 0;
  winSuit = 0;
  winBit = 0;
  nodes = 0;
  /** Counters for measurement: TT probes, TT hits, trick starts searched, quick-trick cutoffs. */
  readonly stats = new Float64Array(4);

  /**
   * Sets up a position: `hands` holds the remaining cards (16 holdings, hand*4+suit), `trick` the cards
   * already played to the current trick (moves, in order) starting with `trickLeader`.
   */
  load(hands: ArrayLike<number>, trump: number, trickLeader: number, trick: readonly number[]): void {
    this.trump = trump;
    let n = 0;
    for (let i = 0; i < 16; i++) {
      this.hold[i] = hands[i]!;
      n += POPCOUNT[hands[i]!]!;
    }
    for (let s = 0; s < 4; s++)
      this.remain[s] = this.hold[s]! | this.hold[4 + s]! | this.hold[8 + s]! | this.hold[12 + s]!;
    this.cardsLeft = n;
    this.nsWon = 0;
    let lenA = 0;
    let lenB = 0;
    for (let i = 0; i < 8; i++) {
      lenA = (lenA << 4) | POPCOUNT[this.hold[i]!]!;
      lenB = (lenB << 4) | POPCOUNT[this.hold[8 + i]!]!;
    }
    this.lenA = lenA;
    this.lenB = lenB;
    // Owner words: two bits per remaining card (the hand holding it), highest first, kept up to date
    // by make/unmake.
    for (let s = 0; s < 4; s++) {
      let w = 0;
      let r = this.remain[s]!;
      let n = 0;
      while (r !== 0) {
        const b = topBit(r);
        r ^= b;
        const o =
          (this.hold[s]! & b) !== 0
            ? 0
            : (this.hold[4 + s]! & b) !== 0
              ? 1
              : (this.hold[8 + s]! & b) !== 0
                ? 2
                : 3;
        w = (w << 2) | o;
        n++;
      }
      this.owners[s] = n === 0 ? 0 : w << (26 - 2 * n);
    }
    this.trickPos = trick.length;
    this.toPlay = (trickLeader + trick.length) & 3;
    const idx = (n + trick.length) >> 2;
    for (let s = 0; s < 4; s++) this.remS[idx * 4 + s] = this.remain[s]!;
    for (let i = 0; i < trick.length; i++) {
      const m = trick[i]!;
      const s = m >> 4;
      const bit = 1 << (m & 15);
      const h = (trickLeader + i) & 3;
      this.remS[idx * 4 + s]! |= bit;
      this.trickSuit[idx * 4 + i] = s;
      if (i === 0) {
        this.leadSuit = s;
        this.winHand = h;
        this.winSuit = s;
        this.winBit = bit;
      } else if (s === this.winSuit) {
        if (bit > this.winBit) {
          this.winHand = h;
          this.winBit = bit;
        }
      } else if (s === this.trump) {
        this.winHand = h;
        this.winSuit = s;
        this.winBit = bit;
      }
    }
  }

  /** Tricks still to be won including the current trick. */
  get tricksLeft(): number {
    return (this.cardsLeft + this.trickPos) >> 2;
  }
}
