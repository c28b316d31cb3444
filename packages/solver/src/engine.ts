/**
 * The search engine: a zero-window (boolean) alpha-beta search over card plays, answering "can
 * North–South take `target` more tricks?", with quick-trick cutoffs at trick starts, rank-equivalent
 * moves merged, and a partition-search transposition table fed by winning ranks.
 *
 * Algorithms credited: zero-window tests driven by bounds (Pearl 1980; MTD, Plaat et al. 1996); quick
 * tricks, winning ranks and relative-rank table keys as described for DDS (Haglund & Hein, "Search
 * algorithms for a bridge double dummy solver"); partition search (Ginsberg 1996).
 *
 * This module holds the search itself (trick starts, card loops, the last trick, the budget); the
 * sure-trick cutoffs are in quickTricks.ts and laterTricks.ts, the move ordering in moveOrder.ts, and
 * the state they share (cards, trick, scratch arrays) in searchState.ts.
 */
import { laterTricks } from './laterTricks.ts';
import { cutKey, genMoves, isMove } from './moveOrder.ts';
import { entrySuit, quickTricks, sideQuickTricks, trumpLengthTricks } from './quickTricks.ts';
import { CACHE_BITS, SearchState } from './searchState.ts';
import { POPCOUNT, topBit, topCards } from './tables.ts';
import type { TranspositionTable } from './transTable.ts';

/** No-trump as a strain, local to the module so hot code compares with a constant, not an imported binding. */
const NT = 4;

/** Thrown inside the search when the node or time budget runs out; the caller answers "unknown". */
export class BudgetExhausted extends Error {
  constructor() {
    super('solver budget exhausted');
  }
}

const CACHE_MASK = (1 << CACHE_BITS) - 1;

export interface Budget {
  /** Stop after this many nodes (per call of `value`). */
  readonly maxNodes?: number;
  /** Stop at this `Date.now()` time. */
  readonly deadline?: number;
}

/**
 * The number of remaining tricks NS takes with best play, found by an engine's zero-window tests
 * around `guess` (MTD: each test moves the lower or the upper bound to its fail-soft result).
 */
export function mtdValue(engine: Pick<Engine, 'test' | 'tricksLeft'>, guess: number): number {
  let lower = 0;
  let upper = engine.tricksLeft;
  let g = Math.min(upper, Math.max(lower, guess));
  while (lower < upper) {
    const target = g <= lower ? lower + 1 : g > upper ? upper : g;
    const r = engine.test(target);
    if (r >= target) lower = r;
    else upper = r;
    g = r;
  }
  return lower;
}

/**
 * What the solver needs of an engine (the TypeScript engine here, or the WebAssembly build of the same
 * search in wasmEngine.ts): set up a position, set a budget, run zero-window tests or a whole MTD
 * solve, and read the nodes searched and the transposition table.
 */
export interface Engine {
  /** Sets up a position (see SearchState.load). */
  load(hands: ArrayLike<number>, trump: number, trickLeader: number, trick: readonly number[]): void;
  setBudget(budget: Budget | undefined): void;
  test(target: number): number;
  value(guess: number): number;
  /** Tricks still to be won including the current trick. */
  readonly tricksLeft: number;
  /** Nodes searched so far (all calls). */
  readonly nodes: number;
  readonly tt: TranspositionTable;
  /** Counters for measurement: TT probes, TT hits, trick starts searched, quick-trick cutoffs. */
  readonly stats: ArrayLike<number>;
  /**
   * The winning ranks in `suit` of the last test's result at the position loaded: the cards (as bits)
   * the bound it returned relies on; a card of the suit below the lowest of them (or any card of the
   * suit when there are none) could be swapped for another such card with the same bound.
   */
  rootRanks(suit: number): number;
}

/** The engine in TypeScript: the reference for the WebAssembly build, and its fallback. */
export class TsEngine extends SearchState implements Engine {
  private maxNodes = Infinity;
  private deadline = Infinity;
  private nodeLimit = Infinity;

  constructor(readonly tt: TranspositionTable) {
    super();
  }

  setBudget(budget: Budget | undefined): void {
    this.maxNodes = budget?.maxNodes ?? Infinity;
    this.deadline = budget?.deadline ?? Infinity;
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
    return mtdValue(this, guess);
  }

  rootRanks(suit: number): number {
    return this.wr[suit]!;
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
      ? sideQuickTricks(this, leader, base, tl, enough)
      : quickTricks(this, leader, base, tl, enough);
    if (q >= enough) {
      this.stats[3]!++;
      return leaderNS ? nsWon + q : nsWon + tl - q;
    }
    const entry = noRuffs ? -1 : entrySuit(this, leader);
    if (entry >= 0) {
      const qp = quickTricks(this, leader ^ 2, base, tl, enough);
      if (qp >= enough) {
        wr[base + entry]! |= topBit(remain[entry]!);
        return leaderNS ? nsWon + qp : nsWon + tl - qp;
      }
    }

    if (trump !== NT) {
      // Length in trumps (after bridge-solver): each trump of the side's longer trump hand wins a
      // trick unless an opponent's trump falls in it; lengths are in the key, so no rank is relied on.
      const lenTricks = trumpLengthTricks(this, leader);
      if (lenTricks >= enough) {
        wr[base] = wr[base + 1] = wr[base + 2] = wr[base + 3] = 0;
        return leaderNS ? nsWon + lenTricks : nsWon + tl - lenTricks;
      }
    }

    const lt = laterTricks(this, leader, base, tl - enough + 1);
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

  /** Plays every (representative) card of the hand to move; `d` is the depth of this node. Fail-soft. */
  private loop(d: number, target: number): number {
    const wr = this.wr;
    const base = d << 2;
    const cbase = base + 4;
    const pos = this.trickPos;
    const h = this.toPlay;
    const nsToMove = (h & 1) === 0;
    const hold = this.hold;
    // A singleton in the suit led is the only card: no cutoff cache, no move generation.
    const single = pos > 0 ? hold[h * 4 + this.leadSuit]! : 0;
    const forced = single !== 0 && (single & (single - 1)) === 0;
    const ck = forced ? 0 : cutKey(this, h, pos, target);
    const ci = (ck & CACHE_MASK) << 1;
    const cutCache = this.cut;
    const cached = forced ? -1 : cutCache[ci] === ck ? cutCache[ci + 1]! : -1;
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
    // The cutoff cache's card is tried before any other card is generated: when it cuts (most of
    // the time it is there), the move generation is saved.
    let first = forced
      ? (this.leadSuit << 4) | (31 - Math.clz32(single))
      : cached >= 0 && isMove(this, h, pos, cached)
        ? cached
        : -1;
    let n = forced ? 0 : -1;
    let i = -1;
    for (;;) {
      let m: number;
      if (first >= 0) {
        m = first;
        first = -2;
      } else {
        if (n < 0) {
          n = genMoves(this, d, h, pos, cached);
          i = 0;
        } else i++;
        if (i >= n) break;
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
        m = moves[mb + bi]!;
        if (bi !== i) {
          moves[mb + bi] = moves[mb + i]!;
          weights[mb + bi] = weights[mb + i]!;
          moves[mb + i] = m;
          weights[mb + i] = bw;
        }
        if (first === -2 && m === cached) continue;
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
        if (!forced) {
          cutCache[ci] = ck;
          cutCache[ci + 1] = m;
        }
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
}
