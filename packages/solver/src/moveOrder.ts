/**
 * Move ordering: the legal cards of the hand to move, one per group of equivalent cards, weighted by
 * lead categories and follow/ruff/discard rules, with the cutoff cache's card first. Ordering never
 * decides a result, it only changes how soon a cutoff comes. Several rules follow
 * macroxue/bridge-solver's published ordering, credited on each.
 */
import type { SearchState } from './searchState.ts';
import { POPCOUNT, topBit } from './tables.ts';

/** No-trump as a strain, local to the module so hot code compares with a constant, not an imported binding. */
const NT = 4;

/** Mixes two 32-bit words into a hash (multiply-xorshift). */
function mix(a: number, b: number): number {
  let x = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  x = Math.imul(x ^ (x >>> 15), 0xc2b2ae35);
  return x ^ (x >>> 13);
}

/**
 * The cutoff cache's key: not the exact position but what the best card mostly depends on (after
 * bridge-solver's cutoff cache): on lead, the leader's hand, partner's suit-length parities and, in
 * a trump contract, the tricks still needed; following suit, the suit's cards at the trick start, the
 * card winning so far and the seat that led; discarding or ruffing, the hand and the trick's winner.
 * A wrong guess only costs time: the cache orders moves and never decides a result.
 */
export function cutKey(st: SearchState, h: number, pos: number, target: number): number {
  const hold = st.hold;
  const hb = h * 4;
  let k: number;
  if (pos === 0) {
    const p = (h ^ 2) * 4;
    const parity =
      (POPCOUNT[hold[p]!]! & 1) |
      ((POPCOUNT[hold[p + 1]!]! & 1) << 1) |
      ((POPCOUNT[hold[p + 2]!]! & 1) << 2) |
      ((POPCOUNT[hold[p + 3]!]! & 1) << 3);
    const need = st.trump === NT ? 0 : target - st.nsWon;
    k = mix(
      mix(hold[hb]! | (hold[hb + 1]! << 16), hold[hb + 2]! | (hold[hb + 3]! << 16)),
      parity | (need << 4),
    );
  } else if (hold[hb + st.leadSuit] !== 0) {
    const ti = ((st.cardsLeft + pos) >> 2) << 2;
    const lead = (h - pos) & 3;
    k = mix(
      st.remS[ti + st.leadSuit]! | (st.leadSuit << 16) | (lead << 20),
      st.winBit | (st.winSuit << 16) | 0x40000,
    );
  } else {
    const need = st.trump === NT ? 0 : target - st.nsWon;
    const win = st.trump === NT ? st.winHand : st.winBit | (st.winSuit << 13);
    k = mix(
      mix(hold[hb]! | (hold[hb + 1]! << 16), hold[hb + 2]! | (hold[hb + 3]! << 16)),
      win | (need << 16) | 0x800000,
    );
  }
  return mix(k, h | (pos << 2)) | 0;
}

/**
 * Whether `m` is one of the moves genMoves would give hand `h` at trick position `pos`: a card the
 * hand holds, of the suit led when it can follow, and the top card of its group of equivalent cards.
 */
export function isMove(st: SearchState, h: number, pos: number, m: number): boolean {
  const hold = st.hold;
  const s = m >> 4;
  const bit = 1 << (m & 15);
  const mine = hold[h * 4 + s]!;
  if ((mine & bit) === 0) return false;
  if (pos > 0 && s !== st.leadSuit && hold[h * 4 + st.leadSuit] !== 0) return false;
  const rs = st.remS[(((st.cardsLeft + pos) >> 2) << 2) + s]!;
  const above = rs & ~((bit << 1) - 1);
  const next = above & -above;
  return next === 0 || (mine & next) === 0;
}

/** Legal moves of hand `h` at trick position `pos`, one per group of equivalent cards, weighted. */
export function genMoves(st: SearchState, d: number, h: number, pos: number, cached: number): number {
  const hold = st.hold;
  const remS = st.remS;
  const ri = ((st.cardsLeft + pos) >> 2) << 2;
  const moves = st.moves;
  const weights = st.weights;
  const mb = d * 14;
  const trump = st.trump;
  let n = 0;
  let sFrom = 0;
  let sTo = 3;
  const follows = pos > 0 && hold[h * 4 + st.leadSuit] !== 0;
  if (follows) sFrom = sTo = st.leadSuit;
  // Following: 0 = lowest first, 1 = the cheapest card that wins first, 2 = the highest first.
  // Ruffing: 0 = none (partner wins), 1 = overruff cheapest first, 2 = the lowest trump, 3 = any trump.
  const mode = pos === 0 ? 0 : follows ? followMode(st, h, pos) : ruffMode(st, h, pos);
  for (let s = sFrom; s <= sTo; s++) {
    const mine = hold[h * 4 + s]!;
    if (mine === 0) continue;
    const rs = remS[ri + s]!;
    const myTop = topBit(mine);
    let leadTop = 0;
    let bottomW = 0;
    if (pos === 0) {
      const cat = leadCategory(st, h, s);
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
        const beats = s === st.winSuit && b > st.winBit;
        if (mode === 0 || !beats) w = 100 - bi;
        else w = mode === 1 ? 200 - bi : 200 + bi;
      } else if (s === trump && (mode === 3 || (mode === 1 && (st.winSuit !== trump || b > st.winBit)))) {
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
export function followMode(st: SearchState, h: number, pos: number): number {
  const hold = st.hold;
  const s = st.leadSuit;
  const mine = hold[h * 4 + s]!;
  const winBit = st.winBit;
  if (st.winSuit !== s || topBit(mine) < winBit) return 0;
  const l = (h + 1) & 3;
  const lho = hold[l * 4 + s]!;
  const lhoTop = lho === 0 ? 0 : topBit(lho);
  const partnerWins = (st.winHand & 1) === (h & 1);
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
export function ruffMode(st: SearchState, h: number, pos: number): number {
  const trump = st.trump;
  if (trump === NT) return 0;
  const hold = st.hold;
  const myTrumps = hold[h * 4 + trump]!;
  if (myTrumps === 0) return 0;
  const l = (h + 1) & 3;
  const lho = hold[l * 4 + st.leadSuit]!;
  const partnerWins = (st.winHand & 1) === (h & 1);
  const winBeatsLho =
    lho !== 0 && (st.winSuit === trump || (st.winSuit === st.leadSuit && st.winBit > topBit(lho)));
  if (partnerWins && (pos === 3 || winBeatsLho)) return 0;
  if (st.winSuit === trump) return !partnerWins && topBit(myTrumps) > st.winBit ? 1 : 0;
  if (pos === 3 || lho !== 0 || hold[l * 4 + trump] === 0) return 2;
  return 3;
}

/**
 * The lead categories (after bridge-solver's lead ordering): a weight for the suit's top card (low 16
 * bits) and for its lowest card (high bits; 0 = none). Partner's ruff first, then a finesse through
 * left-hand opponent, a strong suit, a plain suit, a suit with voids around, a free finesse for
 * right-hand opponent, trumps; a suit the opponents can ruff gets none.
 */
export function leadCategory(st: SearchState, h: number, s: number): number {
  const hold = st.hold;
  const trump = st.trump;
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
  let rest = st.remain[s]!;
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
