/** AssemblyScript port of src/moveOrder.ts (same keys, same weights; credits there). */
import {
  NT,
  cardsLeft,
  hold,
  leadSuit,
  moves,
  nsWon,
  popcount,
  remain,
  remS,
  topBit,
  trump,
  weights,
  winBit,
  winHand,
  winSuit,
} from './state';

/** Mixes two 32-bit words into a hash (multiply-xorshift). */
function mix(a: i32, b: i32): i32 {
  let x = ((a ^ (<i32>0x9e3779b9)) * <i32>0x85ebca6b) ^ b;
  x = (x ^ (x >>> 15)) * <i32>0xc2b2ae35;
  return x ^ (x >>> 13);
}

/** The cutoff cache's key (see src/moveOrder.ts). */
export function cutKey(h: i32, pos: i32, target: i32): i32 {
  const hb = h * 4;
  let k: i32;
  if (pos == 0) {
    const p = (h ^ 2) * 4;
    const parity =
      (popcount(hold[p]) & 1) |
      ((popcount(hold[p + 1]) & 1) << 1) |
      ((popcount(hold[p + 2]) & 1) << 2) |
      ((popcount(hold[p + 3]) & 1) << 3);
    const need = trump == NT ? 0 : target - nsWon;
    k = mix(mix(hold[hb] | (hold[hb + 1] << 16), hold[hb + 2] | (hold[hb + 3] << 16)), parity | (need << 4));
  } else if (hold[hb + leadSuit] != 0) {
    const ti = ((cardsLeft + pos) >> 2) << 2;
    const lead = (h - pos) & 3;
    k = mix(remS[ti + leadSuit] | (leadSuit << 16) | (lead << 20), winBit | (winSuit << 16) | 0x40000);
  } else {
    const need = trump == NT ? 0 : target - nsWon;
    const win = trump == NT ? winHand : winBit | (winSuit << 13);
    k = mix(
      mix(hold[hb] | (hold[hb + 1] << 16), hold[hb + 2] | (hold[hb + 3] << 16)),
      win | (need << 16) | 0x800000,
    );
  }
  return mix(k, h | (pos << 2));
}

/** Whether `m` is one of the moves genMoves would give hand `h` at trick position `pos`. */
export function isMove(h: i32, pos: i32, m: i32): bool {
  const s = m >> 4;
  const bit = 1 << (m & 15);
  const mine = hold[h * 4 + s];
  if ((mine & bit) == 0) return false;
  if (pos > 0 && s != leadSuit && hold[h * 4 + leadSuit] != 0) return false;
  const rs = remS[(((cardsLeft + pos) >> 2) << 2) + s];
  const above = rs & ~((bit << 1) - 1);
  const next = above & -above;
  return next == 0 || (mine & next) == 0;
}

/** Legal moves of hand `h` at trick position `pos`, one per group of equivalent cards, weighted. */
export function genMoves(d: i32, h: i32, pos: i32, cached: i32): i32 {
  const ri = ((cardsLeft + pos) >> 2) << 2;
  const mb = d * 14;
  const t = trump;
  let n = 0;
  let sFrom = 0;
  let sTo = 3;
  const follows = pos > 0 && hold[h * 4 + leadSuit] != 0;
  if (follows) sFrom = sTo = leadSuit;
  const mode = pos == 0 ? 0 : follows ? followMode(h, pos) : ruffMode(h, pos);
  for (let s = sFrom; s <= sTo; s++) {
    const mine = hold[h * 4 + s];
    if (mine == 0) continue;
    const rs = remS[ri + s];
    const myTop = topBit(mine);
    let leadTop = 0;
    let bottomW = 0;
    if (pos == 0) {
      const cat = leadCategory(h, s);
      leadTop = cat & 0xffff;
      bottomW = cat >> 16;
    } else if (!follows) {
      if (s != t) bottomW = 200 + popcount(mine) * 4 + (3 - s);
      else if (mode == 2) bottomW = 300;
    }
    let x = mine;
    while (x != 0) {
      const b = topBit(x);
      x ^= b;
      const above = rs & ~((b << 1) - 1);
      const next = above & -above;
      if (next != 0 && (mine & next) != 0) continue;
      const bi = 31 - clz<i32>(b);
      const m = (s << 4) | bi;
      let w: i32;
      if (pos == 0) {
        w = b == myTop && leadTop != 0 ? leadTop + (3 - s) * 2 + 1 : -500 - s * 16 + bi;
      } else if (follows) {
        const beats = s == winSuit && b > winBit;
        if (mode == 0 || !beats) w = 100 - bi;
        else w = mode == 1 ? 200 - bi : 200 + bi;
      } else if (s == t && (mode == 3 || (mode == 1 && (winSuit != t || b > winBit)))) {
        w = 300 - bi;
      } else w = -100 - s * 16 + bi;
      if (m == cached) w += 1000;
      moves[mb + n] = m;
      weights[mb + n] = w;
      n++;
    }
    if (bottomW != 0) {
      const last = mb + n - 1;
      if ((moves[last] & 15) != 31 - clz<i32>(myTop) || pos > 0)
        weights[last] = bottomW + (pos == 0 ? (3 - s) * 2 : 0) + (moves[last] == cached ? 1000 : 0);
    }
  }
  return n;
}

/** How to order the cards of the suit led (see src/moveOrder.ts). */
function followMode(h: i32, pos: i32): i32 {
  const s = leadSuit;
  const mine = hold[h * 4 + s];
  const wb = winBit;
  if (winSuit != s || topBit(mine) < wb) return 0;
  const l = (h + 1) & 3;
  const lho = hold[l * 4 + s];
  const lhoTop = lho == 0 ? 0 : topBit(lho);
  const partnerWins = (winHand & 1) == (h & 1);
  if (
    partnerWins &&
    (pos == 3 || lho == 0 || wb > lhoTop || (lho & ~((wb << 1) - 1)) == (lho & ~((topBit(mine) << 1) - 1)))
  )
    return 0;
  if (pos == 1) {
    const pd = hold[((h + 2) & 3) * 4 + s];
    if (pd != 0 && topBit(pd) > wb) {
      const ourTop = topBit(pd | mine);
      if (
        lho != 0 &&
        lhoTop > ourTop &&
        (lho & ~((topBit(pd) << 1) - 1)) == (lho & ~((topBit(mine) << 1) - 1))
      )
        return 0;
      if (lho == 0 || topBit(pd) > lhoTop) return 0;
    }
  }
  const higher = mine & ~((wb << 1) - 1);
  const lowestHigher = higher & -higher;
  return pos == 3 || lho == 0 || lowestHigher > lhoTop ? 1 : 2;
}

/** How to use trumps when void in the suit led (see src/moveOrder.ts). */
function ruffMode(h: i32, pos: i32): i32 {
  const t = trump;
  if (t == NT) return 0;
  const myTrumps = hold[h * 4 + t];
  if (myTrumps == 0) return 0;
  const l = (h + 1) & 3;
  const lho = hold[l * 4 + leadSuit];
  const partnerWins = (winHand & 1) == (h & 1);
  const winBeatsLho = lho != 0 && (winSuit == t || (winSuit == leadSuit && winBit > topBit(lho)));
  if (partnerWins && (pos == 3 || winBeatsLho)) return 0;
  if (winSuit == t) return !partnerWins && topBit(myTrumps) > winBit ? 1 : 0;
  if (pos == 3 || lho != 0 || hold[l * 4 + t] == 0) return 2;
  return 3;
}

/** The lead categories (see src/moveOrder.ts): top card's weight | lowest card's weight << 16. */
function leadCategory(h: i32, s: i32): i32 {
  const t = trump;
  const p = h ^ 2;
  const l = (h + 1) & 3;
  const r = (h + 3) & 3;
  const suitContract = t != NT;
  if (suitContract) {
    if (s == t) return 100 | (100 << 16);
    if ((hold[l * 4 + s] == 0 && hold[l * 4 + t] != 0) || (hold[r * 4 + s] == 0 && hold[r * 4 + t] != 0))
      return 0;
  }
  const mine = hold[h * 4 + s];
  const pd = hold[p * 4 + s];
  const lho = hold[l * 4 + s];
  const rho = hold[r * 4 + s];
  const ours = mine | pd;
  let rest = remain[s];
  const a = topBit(rest);
  rest ^= a;
  const k = topBit(rest | 0);
  rest ^= k;
  const q = rest == 0 ? 0 : topBit(rest);
  rest ^= q;
  const j = rest == 0 ? 0 : topBit(rest);
  rest ^= j;
  const tt = rest == 0 ? 0 : topBit(rest);
  const lenP = popcount(pd);
  const lenL = popcount(lho);
  if (lenP >= 2 && lenL >= 2) {
    if (
      ((pd & k) != 0 && (lho & a) != 0) ||
      ((pd & a) != 0 && (lho & k) != 0 && ((pd & q) != 0 || ((ours & q) != 0 && (ours & j) != 0))) ||
      ((pd & k) != 0 && (lho & q) != 0 && ((pd & j) != 0 || ((ours & j) != 0 && (ours & tt) != 0)))
    )
      return 600 | (600 << 16);
  }
  if (suitContract && popcount(mine) >= 2 && popcount(rho) >= 2) {
    if (((mine & a) != 0 && (rho & k) != 0) || ((mine & k) != 0 && (rho & a) != 0 && (ours & q) == 0))
      return 200;
  }
  if (lho != 0 && rho != 0 && popcount(ours & (a | k | q)) >= 2) return 500 | (500 << 16);
  if (
    suitContract &&
    pd == 0 &&
    lho != 0 &&
    rho != 0 &&
    hold[p * 4 + t] != 0 &&
    popcount(hold[p * 4 + t]) <= popcount(hold[h * 4 + t]) &&
    (mine & -mine) != a
  )
    return 700 << 16;
  if (pd == 0 || lho == 0 || rho == 0) return 300 | (300 << 16);
  return 400 | (400 << 16);
}
