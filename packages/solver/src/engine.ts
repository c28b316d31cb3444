/**
 * The search engine: a zero-window (boolean) alpha-beta search over card plays, answering "can
 * North–South take `target` more tricks?", with quick-trick cutoffs at trick starts, rank-equivalent
 * moves merged, and a partition-search transposition table fed by winning ranks.
 *
 * Algorithms credited: zero-window tests driven by bounds (Pearl 1980; MTD, Plaat et al. 1996); quick
 * tricks, winning ranks and relative-rank table keys as described for DDS (Haglund & Hein, "Search
 * algorithms for a bridge double dummy solver"); partition search (Ginsberg 1996).
 *
 * Hot code uses only typed arrays and small integers. Hands are N=0 E=1 S=2 W=3, suits S=0 H=1 D=2
 * C=3, strain 4 is no-trump. A card in a move is `suit * 16 + bitIndex` (bit index = rank - 2).
 */
import { POPCOUNT, topBit, topCards } from './tables.ts';
import type { TranspositionTable } from './transTable.ts';

/** Thrown inside the search when the node or time budget runs out; the caller answers "unknown". */
export class BudgetExhausted extends Error {
  constructor() {
    super('solver budget exhausted');
  }
}

const MAX_DEPTH = 56;
const CACHE_BITS = 16;
const CACHE_MASK = (1 << CACHE_BITS) - 1;

const NT = 4;

/** Mixes two 32-bit words into a hash (multiply-xorshift). */
function mix(a: number, b: number): number {
  let x = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  x = Math.imul(x ^ (x >>> 15), 0xc2b2ae35);
  return x ^ (x >>> 13);
}

export interface Budget {
  /** Stop after this many nodes (per call of `value`). */
  readonly maxNodes?: number;
  /** Stop at this `Date.now()` time. */
  readonly deadline?: number;
}

export class Engine {
  readonly hold = new Int32Array(16);
  readonly remain = new Int32Array(4);
  private readonly remS = new Int32Array(14 * 4);
  private readonly owners = new Int32Array(4);
  private readonly wr = new Int32Array(MAX_DEPTH * 4);
  private readonly moves = new Int32Array(MAX_DEPTH * 14);
  private readonly weights = new Int32Array(MAX_DEPTH * 14);
  private readonly skip = new Int32Array(MAX_DEPTH * 4);
  /** Cutoff cache: the move that last refuted or proved a position with this hash (ordering only). */
  private readonly cutTag = new Int32Array(1 << CACHE_BITS);
  private readonly cutMove = new Int32Array(1 << CACHE_BITS);
  /** Suit lengths of hands N, E (lenA) and S, W (lenB), a nibble each, kept up to date by make/unmake. */
  private lenA = 0;
  private lenB = 0;
  private readonly trickSuit = new Int32Array(14 * 4);
  trump = NT;
  private nsWon = 0;
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
  private maxNodes = Infinity;
  private deadline = Infinity;
  private nodeLimit = Infinity;

  constructor(readonly tt: TranspositionTable) {}

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

  setBudget(budget: Budget | undefined): void {
    this.maxNodes = budget?.maxNodes ?? Infinity;
    this.deadline = budget?.deadline ?? Infinity;
  }

  /** Tricks still to be won including the current trick. */
  get tricksLeft(): number {
    return (this.cardsLeft + this.trickPos) >> 2;
  }

  /**
   * A fail-soft test of whether NS can take at least `target` of the remaining tricks (including the
   * current one): a result r >= target proves NS takes at least r; r < target proves at most r.
   */
  test(target: number): number {
    this.nodeLimit = this.nodes + this.maxNodes;
    return this.trickPos === 0 ? this.search(0, target) : this.loop(0, target);
  }

  /**
   * The number of remaining tricks NS takes with best play from both sides, found by zero-window tests
   * around `guess` (MTD). Throws BudgetExhausted when the budget runs out.
   */
  value(guess: number): number {
    let lower = 0;
    let upper = this.tricksLeft;
    let g = Math.min(upper, Math.max(lower, guess));
    while (lower < upper) {
      const target = g <= lower ? lower + 1 : g > upper ? upper : g;
      const r = this.test(target);
      if (r >= target) lower = r;
      else upper = r;
      g = r;
    }
    return lower;
  }

  private checkBudget(): void {
    if (this.nodes > this.nodeLimit || Date.now() > this.deadline) throw new BudgetExhausted();
  }

  /** A position at the start of a trick: a fail-soft bound on NS's tricks (see `test`). */
  private search(d: number, target: number): number {
    const wr = this.wr;
    const base = d << 2;
    const nsWon = this.nsWon;
    const tl = this.cardsLeft >> 2;
    if (nsWon >= target || nsWon + tl < target) {
      wr[base] = wr[base + 1] = wr[base + 2] = wr[base + 3] = 0;
      return nsWon >= target ? nsWon : nsWon + tl;
    }
    if ((++this.nodes & 0x1fff) === 0) this.checkBudget();
    const hold = this.hold;
    const remain = this.remain;
    const ri = tl << 2;
    const remS = this.remS;
    remS[ri] = remain[0]!;
    remS[ri + 1] = remain[1]!;
    remS[ri + 2] = remain[2]!;
    remS[ri + 3] = remain[3]!;
    if (tl === 1) return this.lastTrick(base);

    const leader = this.toPlay;
    const trump = this.trump;
    const leaderNS = (leader & 1) === 0;
    const enough = leaderNS ? target - nsWon : tl - (target - nsWon) + 1;
    this.stats[2]!++;
    const noRuffs =
      trump === NT ||
      (hold[((leader + 1) & 3) * 4 + trump] === 0 && hold[((leader + 3) & 3) * 4 + trump] === 0);
    const q = noRuffs
      ? this.sideQuickTricks(leader, base, tl, enough)
      : this.quickTricks(leader, base, tl, enough);
    if (q >= enough) {
      this.stats[3]!++;
      return leaderNS ? nsWon + q : nsWon + tl - q;
    }
    const entry = noRuffs ? -1 : this.entrySuit(leader);
    if (entry >= 0) {
      const qp = this.quickTricks(leader ^ 2, base, tl, enough);
      if (qp >= enough) {
        wr[base + entry]! |= topBit(remain[entry]!);
        return leaderNS ? nsWon + qp : nsWon + tl - qp;
      }
    }

    if (trump !== NT) {
      // Length in trumps (after bridge-solver): each trump of the side's longer trump hand wins a
      // trick unless an opponent's trump falls in it; lengths are in the key, so no rank is relied on.
      const lenTricks = this.trumpLengthTricks(leader);
      if (lenTricks >= enough) {
        wr[base] = wr[base + 1] = wr[base + 2] = wr[base + 3] = 0;
        return leaderNS ? nsWon + lenTricks : nsWon + tl - lenTricks;
      }
    }

    const lt = this.laterTricks(leader, base);
    if (leaderNS) {
      if (nsWon + tl - lt < target) return nsWon + tl - lt;
    } else if (nsWon + lt >= target) return nsWon + lt;

    // Transposition table key: lengths and owner words (kept up to date by make/unmake).
    const lenA = this.lenA;
    const lenB = this.lenB;
    const owners = this.owners;
    const need = target - nsWon;
    const tt = this.tt;
    const key = leader;
    const hit = tt.probe(key, lenA, lenB, owners, need);
    this.stats[0]!++;
    if (hit >= 0) {
      this.stats[1]!++;
      const tops = tt.hitTops;
      for (let s = 0; s < 4; s++) wr[base + s] = topCards(remain[s]!, (tops >> (4 * s)) & 15);
      return nsWon + hit;
    }

    const res = this.loop(d, target);

    // Store with the winning ranks found: keep exact every card at or above the lowest winner.
    let tops = 0;
    for (let s = 0; s < 4; s++) {
      const w = wr[base + s]!;
      if (w !== 0) {
        const low = w & -w;
        tops |= POPCOUNT[remain[s]! & ~(low - 1)]! << (4 * s);
      }
    }
    if (res >= target) tt.store(key, lenA, lenB, owners, tops, res - nsWon, true, tl);
    else tt.store(key, lenA, lenB, owners, tops, res - nsWon + 1, false, tl);
    return res;
  }

  /** The last trick: every hand has one card. */
  private lastTrick(base: number): number {
    const hold = this.hold;
    const leader = this.toPlay;
    const wr = this.wr;
    wr[base] = wr[base + 1] = wr[base + 2] = wr[base + 3] = 0;
    let winH = leader;
    let winS = 0;
    while (hold[leader * 4 + winS] === 0) winS++;
    let winB = hold[leader * 4 + winS]!;
    for (let k = 1; k < 4; k++) {
      const h = (leader + k) & 3;
      let s = 0;
      while (hold[h * 4 + s] === 0) s++;
      const b = hold[h * 4 + s]!;
      if (s === winS) {
        if (b > winB) {
          winB = b;
          winH = h;
        }
      } else if (s === this.trump) {
        winS = s;
        winB = b;
        winH = h;
      }
    }
    // The winner won by rank only if another card of its suit fell.
    let count = 0;
    for (let h = 0; h < 4; h++) if (hold[h * 4 + winS] !== 0) count++;
    if (count > 1) wr[base + winS] = winB;
    return this.nsWon + ((winH & 1) === 0 ? 1 : 0);
  }

  /**
   * Sure tricks the side on lead can cash at once from the leader's hand, keeping the lead, with the
   * ranks they rely on written as winning ranks. Conservative: any doubt counts no trick.
   */
  private quickTricks(leader: number, base: number, tl: number, enough: number): number {
    const hold = this.hold;
    const remain = this.remain;
    const wr = this.wr;
    wr[base] = wr[base + 1] = wr[base + 2] = wr[base + 3] = 0;
    const trump = this.trump;
    const p = leader ^ 2;
    const l = (leader + 1) & 3;
    const r = (leader + 3) & 3;
    let lhoT = false;
    let rhoT = false;
    let partnerT = false;
    if (trump !== NT) {
      lhoT = hold[l * 4 + trump] !== 0;
      rhoT = hold[r * 4 + trump] !== 0;
      partnerT = hold[p * 4 + trump] !== 0;
    }
    let q = 0;
    for (let i = 0; i < 5; i++) {
      // Trumps first (i = 0), then the other suits.
      let s: number;
      if (i === 0) {
        if (trump === NT) continue;
        s = trump;
      } else {
        s = i - 1;
        if (s === trump) continue;
      }
      const mine = hold[leader * 4 + s]!;
      if (mine === 0) continue;
      const rem = remain[s]!;
      let k = 0;
      let x = rem;
      while (x !== 0) {
        const b = topBit(x);
        if ((mine & b) === 0) break;
        k++;
        x ^= b;
      }
      const lenL = POPCOUNT[hold[l * 4 + s]!]!;
      const lenR = POPCOUNT[hold[r * 4 + s]!]!;
      const lenP = POPCOUNT[hold[p * 4 + s]!]!;
      let safe = k;
      const side = trump !== NT && s !== trump;
      if (side) {
        if (lhoT && lenL < safe) safe = lenL;
        if (rhoT && lenR < safe) safe = lenR;
        if (partnerT && lenP < safe) safe = lenP;
      }
      let tricks = safe;
      if (safe === k && lenL <= k && lenR <= k && lenP <= k && !(side && (lhoT || rhoT || partnerT))) {
        // The whole suit runs; only the cards that fall on the others' cards win by rank.
        tricks = POPCOUNT[mine]!;
        const m = lenL > lenR ? (lenL > lenP ? lenL : lenP) : lenR > lenP ? lenR : lenP;
        if (m > 0) wr[base + s]! |= topCards(mine, m);
      } else if (safe > 0) wr[base + s]! |= topCards(mine, safe);
      q += tricks;
      if (q >= enough) return q < tl ? q : tl;
      if (i === 0 && lenL <= k && lenR <= k) {
        lhoT = false;
        rhoT = false;
      }
    }
    return q < tl ? q : tl;
  }

  /**
   * Trump tricks the side of hand `x1` makes with a high trump that the top trump cannot catch (after
   * bridge-solver's slow trump tricks): a guarded king behind the ace or against a bare ace, K-Q(-J)
   * against the ace, a guarded queen behind A-K or against A-K that must fall together. For a side
   * without the top trump. Returns tricks | relied-on ranks << 4.
   */
  private slowTrumpTricks(x1: number, leading: boolean): number {
    const hold = this.hold;
    const t = this.trump;
    const all = this.remain[t]!;
    if (POPCOUNT[all]! < 3) return 0;
    const o1 = hold[((x1 + 1) & 3) * 4 + t]!;
    const x2 = hold[((x1 + 2) & 3) * 4 + t]!;
    const o2 = hold[((x1 + 3) & 3) * 4 + t]!;
    const m1 = hold[x1 * 4 + t]!;
    const n1 = POPCOUNT[m1]!;
    const n2 = POPCOUNT[x2]!;
    const tl = this.cardsLeft >> 2;
    const a = topBit(all);
    const k = topBit(all ^ a);
    const ak = a | k;
    if (
      ((x2 & k) !== 0 && n2 >= 2 && (o1 & a) !== 0) ||
      ((m1 & k) !== 0 && n1 >= 2 && (o2 & a) !== 0 && (!leading || tl >= 3))
    )
      return 1 | (ak << 4);
    if (
      (((x2 & k) !== 0 && n2 >= 2) || ((m1 & k) !== 0 && n1 >= 2)) &&
      (o2 === a || o1 === a) &&
      (!leading || tl >= 3)
    )
      return 1 | (ak << 4);
    const q = topBit(all ^ ak);
    const ours = m1 | x2;
    const theirs = o1 | o2;
    if (POPCOUNT[all]! >= 4) {
      const j = topBit(all ^ ak ^ q);
      if ((theirs & a) !== 0 && (ours & (k | q | j)) === (k | q | j) && (n1 >= 3 || n2 >= 3))
        return 2 | ((ak | q | j) << 4);
    }
    if ((theirs & a) !== 0 && (ours & (k | q)) === (k | q) && (n1 >= 2 || n2 >= 2))
      return 1 | ((ak | q) << 4);
    if (POPCOUNT[all]! >= 5) {
      if (
        ((x2 & q) !== 0 && n2 >= 3 && (o1 & ak) === ak) ||
        ((m1 & q) !== 0 && n1 >= 3 && (o2 & ak) === ak && (!leading || tl >= 4))
      )
        return 1 | ((ak | q) << 4);
    }
    if (
      (((x2 & q) !== 0 && n2 >= 3) || ((m1 & q) !== 0 && n1 >= 3)) &&
      (o1 === ak || o2 === ak || (POPCOUNT[o1]! === 1 && POPCOUNT[o2]! === 1)) &&
      (!leading || tl >= 4)
    )
      return 1 | ((ak | q) << 4);
    return 0;
  }

  /** Trump tricks hand `h`'s side wins by length alone: its longer trump holding less all opponents' trumps. */
  private trumpLengthTricks(h: number): number {
    const hold = this.hold;
    const t = this.trump;
    const mine = POPCOUNT[hold[h * 4 + t]!]!;
    const pd = POPCOUNT[hold[(h ^ 2) * 4 + t]!]!;
    const n =
      (mine > pd ? mine : pd) -
      POPCOUNT[hold[((h + 1) & 3) * 4 + t]!]! -
      POPCOUNT[hold[((h + 3) & 3) * 4 + t]!]!;
    return n > 0 ? n : 0;
  }

  /**
   * Sure tricks for the side on lead when the opponents cannot ruff: the leader cashes the suits it
   * holds the top cards of, then crosses in a suit where partner holds the top card and partner cashes
   * its own top cards — provided partner has enough other cards to discard while the leader cashes.
   * Otherwise the better of the two parts alone. Writes the ranks relied on as winning ranks.
   */
  private sideQuickTricks(leader: number, base: number, tl: number, enough: number): number {
    const hold = this.hold;
    const remain = this.remain;
    const wr = this.wr;
    const p = leader ^ 2;
    const l = (leader + 1) & 3;
    const r = (leader + 3) & 3;
    let q1 = 0;
    let q2 = 0;
    let discards = 0;
    let spare = 0;
    let cashed = 0;
    let w0 = 0;
    let w1 = 0;
    let w2 = 0;
    let w3 = 0;
    let entry = -1;
    const trump = this.trump;
    const trumpSide = trump !== NT;
    const partnerTrumps = trumpSide && hold[p * 4 + trump] !== 0;
    const leaderTrumps = trumpSide && hold[leader * 4 + trump] !== 0;
    // The leader's own suits.
    for (let s = 0; s < 4; s++) {
      const mine = hold[leader * 4 + s]!;
      const rem = remain[s]!;
      const lenP = POPCOUNT[hold[p * 4 + s]!]!;
      if (mine === 0) continue;
      let k = 0;
      for (let x = rem; x !== 0;) {
        const b = topBit(x);
        if ((mine & b) === 0) break;
        k++;
        x ^= b;
      }
      if (k === 0) {
        if (entry < 0 && (hold[p * 4 + s]! & topBit(rem)) !== 0) entry = s;
        continue;
      }
      const lenL = POPCOUNT[hold[l * 4 + s]!]!;
      const lenR = POPCOUNT[hold[r * 4 + s]!]!;
      let tricks = k;
      let tops: number;
      if (lenP <= k && lenL <= k && lenR <= k) {
        tricks = POPCOUNT[mine]!;
        const m = lenP > lenL ? (lenP > lenR ? lenP : lenR) : lenL > lenR ? lenL : lenR;
        tops = topCards(mine, m);
      } else tops = topCards(mine, k);
      // In a trump contract a partner void in the suit with trumps left might have to ruff and take
      // the lead: count no more rounds than partner can follow.
      if (trumpSide && s !== trump && partnerTrumps && tricks > lenP) {
        tricks = lenP;
        tops = topCards(mine, lenP);
        if (tricks === 0) continue;
      }
      q1 += tricks;
      cashed |= 1 << s;
      if (tricks > lenP) discards += tricks - lenP;
      else spare += lenP - tricks;
      if (s === 0) w0 = tops;
      else if (s === 1) w1 = tops;
      else if (s === 2) w2 = tops;
      else w3 = tops;
    }
    // Partner's suits, reached through the entry.
    let v0 = 0;
    let v1 = 0;
    let v2 = 0;
    let v3 = 0;
    if (entry >= 0) {
      for (let s = 0; s < 4; s++) {
        if ((cashed & (1 << s)) !== 0) continue;
        const pm = hold[p * 4 + s]!;
        if (pm === 0) continue;
        const rem = remain[s]!;
        let k = 0;
        for (let x = rem; x !== 0;) {
          const b = topBit(x);
          if ((pm & b) === 0) break;
          k++;
          x ^= b;
        }
        const lenP = POPCOUNT[pm]!;
        if (k === 0) {
          spare += lenP;
          continue;
        }
        const lenMe = POPCOUNT[hold[leader * 4 + s]!]!;
        const lenL = POPCOUNT[hold[l * 4 + s]!]!;
        const lenR = POPCOUNT[hold[r * 4 + s]!]!;
        let tricks = k;
        let tops: number;
        if (lenMe <= k && lenL <= k && lenR <= k) {
          tricks = lenP;
          const m = lenMe > lenL ? (lenMe > lenR ? lenMe : lenR) : lenL > lenR ? lenL : lenR;
          tops = m > 0 ? topCards(pm, m) : 0;
        } else tops = topCards(pm, k);
        // The leader, void with trumps left, might have to ruff partner's winner: as above.
        if (trumpSide && s !== trump && leaderTrumps && tricks > lenMe) {
          tricks = lenMe;
          tops = topCards(pm, lenMe);
          if (tricks === 0) {
            spare += lenP;
            continue;
          }
        }
        q2 += tricks;
        spare += lenP - tricks;
        if (s === 0) v0 = tops;
        else if (s === 1) v1 = tops;
        else if (s === 2) v2 = tops;
        else v3 = tops;
      }
    }
    let q: number;
    if (q1 >= enough || q2 === 0) q = q1;
    else if (q2 >= enough) {
      q = q2;
      w0 = v0;
      w1 = v1;
      w2 = v2;
      w3 = v3;
    } else if (discards <= spare) {
      q = q1 + q2;
      w0 |= v0;
      w1 |= v1;
      w2 |= v2;
      w3 |= v3;
    } else if (q2 > q1) {
      q = q2;
      w0 = v0;
      w1 = v1;
      w2 = v2;
      w3 = v3;
    } else q = q1;
    wr[base] = w0;
    wr[base + 1] = w1;
    wr[base + 2] = w2;
    wr[base + 3] = w3;
    return q < tl ? q : tl;
  }

  /**
   * Sure tricks for the side *not* on lead (a lower bound), with the ranks relied on as winning ranks:
   * a hand holding the top `k` trumps wins `k` tricks; in no-trump (or when the leader's partner cannot
   * ruff) the defenders win this trick if they hold the top card of every suit the leader holds.
   */
  private laterTricks(leader: number, base: number): number {
    const hold = this.hold;
    const remain = this.remain;
    const wr = this.wr;
    wr[base] = wr[base + 1] = wr[base + 2] = wr[base + 3] = 0;
    const trump = this.trump;
    const p = leader ^ 2;
    const l = (leader + 1) & 3;
    const r = (leader + 3) & 3;
    let best = 0;
    if (trump !== NT) {
      const rt = remain[trump]!;
      if (rt !== 0) {
        // The opponents' top trumps, in either hand, up to the longer hand's length (after
        // bridge-solver's top trump tricks); or their trump length over ours.
        const lt = hold[l * 4 + trump]!;
        const rtr = hold[r * 4 + trump]!;
        const opp = lt | rtr;
        const lenL = POPCOUNT[lt]!;
        const lenR = POPCOUNT[rtr]!;
        const maxLen = lenL > lenR ? lenL : lenR;
        let k = 0;
        let w = 0;
        let x = rt;
        while (x !== 0 && k < maxLen) {
          const b = topBit(x);
          if ((opp & b) === 0) break;
          k++;
          w |= b;
          x ^= b;
        }
        best = k;
        if (k === 0) {
          const slow = this.slowTrumpTricks(l, false);
          best = slow & 15;
          w = slow >> 4;
        }
        const len = this.trumpLengthTricks(l);
        if (len > 0 && len >= best) {
          best = len;
          w = 0;
        }
        wr[base + trump] = w;
      }
    }
    if (best > 0) return best;
    const partnerRuffs = trump !== NT && hold[p * 4 + trump] !== 0;
    let inL = 0;
    let inR = 0;
    let suits = 0;
    for (let s = 0; s < 4; s++) {
      const mine = hold[leader * 4 + s]!;
      if (mine === 0) continue;
      const top = topBit(remain[s]!);
      if (((hold[l * 4 + s]! | hold[r * 4 + s]!) & top) === 0) return 0;
      if (partnerRuffs && s !== trump && hold[p * 4 + s] === 0) return 0;
      wr[base + s] = top;
      if ((hold[l * 4 + s]! & top) !== 0) inL++;
      else inR++;
      suits++;
    }
    // In no-trump, an opponent holding the top card of every suit the leader holds wins the first
    // trick and then cashes the others (after bridge-solver's slow no-trump tricks).
    if (trump === NT && (inL === 0 || inR === 0)) return suits;
    return 1;
  }

  /**
   * A suit in which the leader can reach partner at once: the leader holds a card, partner the top card,
   * and no opponent can ruff the first round. -1 if none.
   */
  private entrySuit(leader: number): number {
    const hold = this.hold;
    const remain = this.remain;
    const trump = this.trump;
    const p = leader ^ 2;
    const l = (leader + 1) & 3;
    const r = (leader + 3) & 3;
    for (let s = 0; s < 4; s++) {
      if (hold[leader * 4 + s] === 0 || (hold[p * 4 + s]! & topBit(remain[s]! | 1)) === 0) continue;
      if (trump !== NT && s !== trump) {
        if (hold[l * 4 + s] === 0 && hold[l * 4 + trump] !== 0) continue;
        if (hold[r * 4 + s] === 0 && hold[r * 4 + trump] !== 0) continue;
      }
      return s;
    }
    return -1;
  }

  /**
   * The cutoff cache's key: not the exact position but what the best card mostly depends on (after
   * bridge-solver's cutoff cache): on lead, the leader's hand, partner's suit-length parities and, in
   * a trump contract, the tricks still needed; following suit, the suit's cards at the trick start, the
   * card winning so far and the seat that led; discarding or ruffing, the hand and the trick's winner.
   * A wrong guess only costs time: the cache orders moves and never decides a result.
   */
  private cutKey(h: number, pos: number, target: number): number {
    const hold = this.hold;
    const hb = h * 4;
    let k: number;
    if (pos === 0) {
      const p = (h ^ 2) * 4;
      const parity =
        (POPCOUNT[hold[p]!]! & 1) |
        ((POPCOUNT[hold[p + 1]!]! & 1) << 1) |
        ((POPCOUNT[hold[p + 2]!]! & 1) << 2) |
        ((POPCOUNT[hold[p + 3]!]! & 1) << 3);
      const need = this.trump === NT ? 0 : target - this.nsWon;
      k = mix(
        mix(hold[hb]! | (hold[hb + 1]! << 16), hold[hb + 2]! | (hold[hb + 3]! << 16)),
        parity | (need << 4),
      );
    } else if (hold[hb + this.leadSuit] !== 0) {
      const ti = ((this.cardsLeft + pos) >> 2) << 2;
      const lead = (h - pos) & 3;
      k = mix(
        this.remS[ti + this.leadSuit]! | (this.leadSuit << 16) | (lead << 20),
        this.winBit | (this.winSuit << 16) | 0x40000,
      );
    } else {
      const need = this.trump === NT ? 0 : target - this.nsWon;
      const win = this.trump === NT ? this.winHand : this.winBit | (this.winSuit << 13);
      k = mix(
        mix(hold[hb]! | (hold[hb + 1]! << 16), hold[hb + 2]! | (hold[hb + 3]! << 16)),
        win | (need << 16) | 0x800000,
      );
    }
    return mix(k, h | (pos << 2)) | 0;
  }

  /** Plays every (representative) card of the hand to move; `d` is the depth of this node. Fail-soft. */
  private loop(d: number, target: number): number {
    const wr = this.wr;
    const base = d << 2;
    const cbase = base + 4;
    const pos = this.trickPos;
    const h = this.toPlay;
    const nsToMove = (h & 1) === 0;
    const ck = this.cutKey(h, pos, target);
    const ci = ck & CACHE_MASK;
    const cached = this.cutTag[ci] === ck ? this.cutMove[ci]! : -1;
    const n = this.genMoves(d, h, pos, cached);
    const hold = this.hold;
    const remain = this.remain;
    const moves = this.moves;
    const weights = this.weights;
    const mb = d * 14;
    const ti = ((this.cardsLeft + pos) >> 2) << 2;
    const sLead = this.leadSuit;
    const sWinHand = this.winHand;
    const sWinSuit = this.winSuit;
    const sWinBit = this.winBit;
    const trump = this.trump;
    let best = nsToMove ? -1 : 99;
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    if (pos > 0 && (++this.nodes & 0x1fff) === 0) this.checkBudget();
    const skip = this.skip;
    skip[base] = skip[base + 1] = skip[base + 2] = skip[base + 3] = 0;
    const owners = this.owners;
    for (let i = 0; i < n; i++) {
      // Pick the best-weighted remaining move.
      let bi = i;
      let bw = weights[mb + i]!;
      for (let j = i + 1; j < n; j++) {
        const w = weights[mb + j]!;
        if (w > bw) {
          bw = w;
          bi = j;
        }
      }
      const m = moves[mb + bi]!;
      if (bi !== i) {
        moves[mb + bi] = moves[mb + i]!;
        weights[mb + bi] = weights[mb + i]!;
        moves[mb + i] = m;
        weights[mb + i] = bw;
      }
      const s = m >> 4;
      const bit = 1 << (m & 15);
      if ((skip[base + s]! & bit) !== 0) continue;
      // Make: the owner word loses the card's slot (those below move up); one length drops.
      const cut = 26 - 2 * POPCOUNT[remain[s]! & ~((bit << 1) - 1)]!;
      const ow = owners[s]!;
      owners[s] = (ow & ~((1 << cut) - 1)) | ((ow & ((1 << (cut - 2)) - 1)) << 2);
      const li = h * 4 + s;
      if (li < 8) this.lenA = (this.lenA - (1 << (28 - 4 * li))) | 0;
      else this.lenB = (this.lenB - (1 << (60 - 4 * li))) | 0;
      hold[li]! ^= bit;
      remain[s]! ^= bit;
      this.cardsLeft--;
      this.trickSuit[ti + pos] = s;
      if (pos === 0) {
        this.leadSuit = s;
        this.winHand = h;
        this.winSuit = s;
        this.winBit = bit;
      } else if (s === this.winSuit) {
        if (bit > this.winBit) {
          this.winHand = h;
          this.winBit = bit;
        }
      } else if (s === trump) {
        this.winHand = h;
        this.winSuit = s;
        this.winBit = bit;
      }
      let res: number;
      if (pos === 3) {
        const wh = this.winHand;
        const nsWin = (wh & 1) === 0;
        if (nsWin) this.nsWon++;
        this.toPlay = wh;
        this.trickPos = 0;
        res = this.search(d + 1, target);
        if (nsWin) this.nsWon--;
        const ws = this.winSuit;
        const ts = this.trickSuit;
        let same = 0;
        if (ts[ti] === ws) same++;
        if (ts[ti + 1] === ws) same++;
        if (ts[ti + 2] === ws) same++;
        if (ts[ti + 3] === ws) same++;
        if (same > 1) wr[cbase + ws]! |= this.winBit;
      } else {
        this.toPlay = (h + 1) & 3;
        this.trickPos = pos + 1;
        res = this.loop(d + 1, target);
      }
      this.trickPos = pos;
      this.toPlay = h;
      this.cardsLeft++;
      hold[li]! ^= bit;
      remain[s]! ^= bit;
      if (li < 8) this.lenA = (this.lenA + (1 << (28 - 4 * li))) | 0;
      else this.lenB = (this.lenB + (1 << (60 - 4 * li))) | 0;
      const nw = owners[s];
      owners[s] = (nw & ~((1 << cut) - 1)) | (h << (cut - 2)) | ((nw & ((1 << cut) - 1)) >>> 2);
      this.leadSuit = sLead;
      this.winHand = sWinHand;
      this.winSuit = sWinSuit;
      this.winBit = sWinBit;
      if (nsToMove ? res >= target : res < target) {
        wr[base] = wr[cbase]!;
        wr[base + 1] = wr[cbase + 1]!;
        wr[base + 2] = wr[cbase + 2]!;
        wr[base + 3] = wr[cbase + 3]!;
        this.cutTag[ci] = ck;
        this.cutMove[ci] = m;
        return res;
      }
      // Small-card pruning: a card below every rank that won in its suit is as good as any lower one.
      const ws = wr[cbase + s]!;
      const low = ws & -ws;
      if (ws === 0) skip[base + s] = 0x1fff;
      else if (bit < low) skip[base + s]! |= low - 1;
      else {
        // The card counted: it stood for its whole sequence (genMoves plays only the top card of
        // touching cards), so the entry must also fix the owners down to the sequence's lowest card,
        // or a position that agrees on fewer top cards would take another card as equivalent
        // (regression: oracle boards 19 and 20, wrong minor-suit results).
        const mine = hold[h * 4 + s]!;
        const rs = this.remS[ti + s]!;
        let c = bit;
        for (;;) {
          const below = rs & (c - 1);
          if (below === 0) break;
          const nb = topBit(below);
          if ((mine & nb) === 0) break;
          c = nb;
        }
        if (c !== bit) wr[cbase + s]! |= c;
      }
      if (nsToMove ? res > best : res < best) best = res;
      a0 |= wr[cbase]!;
      a1 |= wr[cbase + 1]!;
      a2 |= wr[cbase + 2]!;
      a3 |= wr[cbase + 3]!;
    }
    wr[base] = a0;
    wr[base + 1] = a1;
    wr[base + 2] = a2;
    wr[base + 3] = a3;
    return best;
  }

  /** Legal moves of hand `h` at trick position `pos`, one per group of equivalent cards, weighted. */
  private genMoves(d: number, h: number, pos: number, cached: number): number {
    const hold = this.hold;
    const remS = this.remS;
    const ri = ((this.cardsLeft + pos) >> 2) << 2;
    const moves = this.moves;
    const weights = this.weights;
    const mb = d * 14;
    const trump = this.trump;
    let n = 0;
    let sFrom = 0;
    let sTo = 3;
    const follows = pos > 0 && hold[h * 4 + this.leadSuit] !== 0;
    if (follows) sFrom = sTo = this.leadSuit;
    // Following: 0 = lowest first, 1 = the cheapest card that wins first, 2 = the highest first.
    // Ruffing: 0 = none (partner wins), 1 = overruff cheapest first, 2 = the lowest trump, 3 = any trump.
    const mode = pos === 0 ? 0 : follows ? this.followMode(h, pos) : this.ruffMode(h, pos);
    for (let s = sFrom; s <= sTo; s++) {
      const mine = hold[h * 4 + s]!;
      if (mine === 0) continue;
      const rs = remS[ri + s]!;
      const myTop = topBit(mine);
      let leadTop = 0;
      let bottomW = 0;
      if (pos === 0) {
        const cat = this.leadCategory(h, s);
        leadTop = cat & 0xffff;
        bottomW = cat >> 16;
      } else if (!follows) {
        if (s !== trump) bottomW = 200 + POPCOUNT[mine]! * 4 + (3 - s);
        else if (mode === 2) bottomW = 300;
      }
      let x = mine;
      while (x !== 0) {
        const b = topBit(x);
        x ^= b;
        const above = rs & ~((b << 1) - 1);
        const next = above & -above;
        if (next !== 0 && (mine & next) !== 0) continue;
        const bi = 31 - Math.clz32(b);
        const m = (s << 4) | bi;
        let w: number;
        if (pos === 0) {
          w = b === myTop && leadTop !== 0 ? leadTop + (3 - s) * 2 + 1 : -500 - s * 16 + bi;
        } else if (follows) {
          const beats = s === this.winSuit && b > this.winBit;
          if (mode === 0 || !beats) w = 100 - bi;
          else w = mode === 1 ? 200 - bi : 200 + bi;
        } else if (
          s === trump &&
          (mode === 3 || (mode === 1 && (this.winSuit !== trump || b > this.winBit)))
        ) {
          w = 300 - bi;
        } else w = -100 - s * 16 + bi;
        if (m === cached) w += 1000;
        moves[mb + n] = m;
        weights[mb + n] = w;
        n++;
      }
      // The lowest card's group: a low lead of the suit's category, a discard, or the lowest trump.
      if (bottomW !== 0) {
        const last = mb + n - 1;
        if ((moves[last]! & 15) !== 31 - Math.clz32(myTop) || pos > 0)
          weights[last] = bottomW + (pos === 0 ? (3 - s) * 2 : 0) + (moves[last] === cached ? 1000 : 0);
      }
    }
    return n;
  }

  /**
   * How to order the cards of the suit led (after bridge-solver's follow ordering): lowest first when
   * no card wins or partner's card will hold the trick; otherwise the winners, cheapest first when no
   * later hand can beat them (or this hand is last), highest first otherwise.
   */
  private followMode(h: number, pos: number): number {
    const hold = this.hold;
    const s = this.leadSuit;
    const mine = hold[h * 4 + s]!;
    const winBit = this.winBit;
    if (this.winSuit !== s || topBit(mine) < winBit) return 0;
    const l = (h + 1) & 3;
    const lho = hold[l * 4 + s]!;
    const lhoTop = lho === 0 ? 0 : topBit(lho);
    const partnerWins = (this.winHand & 1) === (h & 1);
    if (
      partnerWins &&
      (pos === 3 ||
        lho === 0 ||
        winBit > lhoTop ||
        (lho & ~((winBit << 1) - 1)) === (lho & ~((topBit(mine) << 1) - 1)))
    )
      return 0;
    if (pos === 1) {
      const pd = hold[((h + 2) & 3) * 4 + s]!;
      if (pd !== 0 && topBit(pd) > winBit) {
        const ourTop = topBit(pd | mine);
        if (
          lho !== 0 &&
          lhoTop > ourTop &&
          (lho & ~((topBit(pd) << 1) - 1)) === (lho & ~((topBit(mine) << 1) - 1))
        )
          return 0;
        if (lho === 0 || topBit(pd) > lhoTop) return 0;
      }
    }
    const higher = mine & ~((winBit << 1) - 1);
    const lowestHigher = higher & -higher;
    return pos === 3 || lho === 0 || lowestHigher > lhoTop ? 1 : 2;
  }

  /** How to use trumps when void in the suit led (see genMoves). */
  private ruffMode(h: number, pos: number): number {
    const trump = this.trump;
    if (trump === NT) return 0;
    const hold = this.hold;
    const myTrumps = hold[h * 4 + trump]!;
    if (myTrumps === 0) return 0;
    const l = (h + 1) & 3;
    const lho = hold[l * 4 + this.leadSuit]!;
    const partnerWins = (this.winHand & 1) === (h & 1);
    const winBeatsLho =
      lho !== 0 && (this.winSuit === trump || (this.winSuit === this.leadSuit && this.winBit > topBit(lho)));
    if (partnerWins && (pos === 3 || winBeatsLho)) return 0;
    if (this.winSuit === trump) return !partnerWins && topBit(myTrumps) > this.winBit ? 1 : 0;
    if (pos === 3 || lho !== 0 || hold[l * 4 + trump] === 0) return 2;
    return 3;
  }

  /**
   * The lead categories (after bridge-solver's lead ordering): a weight for the suit's top card (low 16
   * bits) and for its lowest card (high bits; 0 = none). Partner's ruff first, then a finesse through
   * left-hand opponent, a strong suit, a plain suit, a suit with voids around, a free finesse for
   * right-hand opponent, trumps; a suit the opponents can ruff gets none.
   */
  private leadCategory(h: number, s: number): number {
    const hold = this.hold;
    const trump = this.trump;
    const p = h ^ 2;
    const l = (h + 1) & 3;
    const r = (h + 3) & 3;
    const suitContract = trump !== NT;
    if (suitContract) {
      if (s === trump) return 100 | (100 << 16);
      if (
        (hold[l * 4 + s] === 0 && hold[l * 4 + trump] !== 0) ||
        (hold[r * 4 + s] === 0 && hold[r * 4 + trump] !== 0)
      )
        return 0;
    }
    const mine = hold[h * 4 + s]!;
    const pd = hold[p * 4 + s]!;
    const lho = hold[l * 4 + s]!;
    const rho = hold[r * 4 + s]!;
    const ours = mine | pd;
    let rest = this.remain[s]!;
    const a = topBit(rest);
    rest ^= a;
    const k = topBit(rest | 0);
    rest ^= k;
    const q = rest === 0 ? 0 : topBit(rest);
    rest ^= q;
    const j = rest === 0 ? 0 : topBit(rest);
    rest ^= j;
    const t = rest === 0 ? 0 : topBit(rest);
    const lenP = POPCOUNT[pd]!;
    const lenL = POPCOUNT[lho]!;
    if (lenP >= 2 && lenL >= 2) {
      if (
        ((pd & k) !== 0 && (lho & a) !== 0) ||
        ((pd & a) !== 0 && (lho & k) !== 0 && ((pd & q) !== 0 || ((ours & q) !== 0 && (ours & j) !== 0))) ||
        ((pd & k) !== 0 && (lho & q) !== 0 && ((pd & j) !== 0 || ((ours & j) !== 0 && (ours & t) !== 0)))
      )
        return 600 | (600 << 16);
    }
    if (suitContract && POPCOUNT[mine]! >= 2 && POPCOUNT[rho]! >= 2) {
      if (((mine & a) !== 0 && (rho & k) !== 0) || ((mine & k) !== 0 && (rho & a) !== 0 && (ours & q) === 0))
        return 200;
    }
    if (lho !== 0 && rho !== 0 && POPCOUNT[ours & (a | k | q)]! >= 2) return 500 | (500 << 16);
    if (
      suitContract &&
      pd === 0 &&
      lho !== 0 &&
      rho !== 0 &&
      hold[p * 4 + trump] !== 0 &&
      POPCOUNT[hold[p * 4 + trump]!]! <= POPCOUNT[hold[h * 4 + trump]!]! &&
      (mine & -mine) !== a
    )
      return 700 << 16;
    if (pd === 0 || lho === 0 || rho === 0) return 300 | (300 << 16);
    return 400 | (400 << 16);
  }
}
