/** AssemblyScript port of src/laterTricks.ts (same rules, same winning ranks; credits there). */
import { trumpLengthTricks } from './quickTricks';
import { NT, cardsLeft, hold, popcount, remain, topBit, topCards, topRun, trump, wr } from './state';

/** Trump tricks from a high trump the top trump cannot catch: tricks | relied-on ranks << 4. */
export function slowTrumpTricks(x1: i32, leading: bool): i32 {
  const t = trump;
  const all = remain[t];
  if (popcount(all) < 3) return 0;
  const o1 = hold[((x1 + 1) & 3) * 4 + t];
  const x2 = hold[((x1 + 2) & 3) * 4 + t];
  const o2 = hold[((x1 + 3) & 3) * 4 + t];
  const m1 = hold[x1 * 4 + t];
  const n1 = popcount(m1);
  const n2 = popcount(x2);
  const tl = cardsLeft >> 2;
  const a = topBit(all);
  const k = topBit(all ^ a);
  const ak = a | k;
  if (
    ((x2 & k) != 0 && n2 >= 2 && (o1 & a) != 0) ||
    ((m1 & k) != 0 && n1 >= 2 && (o2 & a) != 0 && (!leading || tl >= 3))
  )
    return 1 | (ak << 4);
  if (
    (((x2 & k) != 0 && n2 >= 2) || ((m1 & k) != 0 && n1 >= 2)) &&
    (o2 == a || o1 == a) &&
    (!leading || tl >= 3)
  )
    return 1 | (ak << 4);
  const q = topBit(all ^ ak);
  const ours = m1 | x2;
  const theirs = o1 | o2;
  if (popcount(all) >= 4) {
    const j = topBit(all ^ ak ^ q);
    if ((theirs & a) != 0 && (ours & (k | q | j)) == (k | q | j) && (n1 >= 3 || n2 >= 3))
      return 2 | ((ak | q | j) << 4);
  }
  if ((theirs & a) != 0 && (ours & (k | q)) == (k | q) && (n1 >= 2 || n2 >= 2)) return 1 | ((ak | q) << 4);
  if (popcount(all) >= 5) {
    if (
      ((x2 & q) != 0 && n2 >= 3 && (o1 & ak) == ak) ||
      ((m1 & q) != 0 && n1 >= 3 && (o2 & ak) == ak && (!leading || tl >= 4))
    )
      return 1 | ((ak | q) << 4);
  }
  if (
    (((x2 & q) != 0 && n2 >= 3) || ((m1 & q) != 0 && n1 >= 3)) &&
    (o1 == ak || o2 == ak || (popcount(o1) == 1 && popcount(o2) == 1)) &&
    (!leading || tl >= 4)
  )
    return 1 | ((ak | q) << 4);
  return 0;
}

/** Sure tricks for the side not on lead (a lower bound; see src/laterTricks.ts). */
export function laterTricks(leader: i32, base: i32, enough: i32): i32 {
  wr[base] = 0;
  wr[base + 1] = 0;
  wr[base + 2] = 0;
  wr[base + 3] = 0;
  const t = trump;
  const p = leader ^ 2;
  const l = (leader + 1) & 3;
  const r = (leader + 3) & 3;
  let best = 0;
  if (t != NT) {
    const rt = remain[t];
    if (rt != 0) {
      const lt = hold[l * 4 + t];
      const rtr = hold[r * 4 + t];
      const opp = lt | rtr;
      const lenL = popcount(lt);
      const lenR = popcount(rtr);
      const maxLen = lenL > lenR ? lenL : lenR;
      let k = 0;
      let w = 0;
      let x = rt;
      while (x != 0 && k < maxLen) {
        const b = topBit(x);
        if ((opp & b) == 0) break;
        k++;
        w |= b;
        x ^= b;
      }
      best = k;
      if (k == 0) {
        const slow = slowTrumpTricks(l, false);
        best = slow & 15;
        w = slow >> 4;
      }
      const len = trumpLengthTricks(l);
      if (len > 0 && len >= best) {
        best = len;
        w = 0;
      }
      wr[base + t] = w;
    }
  }
  if (best > 0) return best;
  const partnerRuffs = t != NT && hold[p * 4 + t] != 0;
  let inL = 0;
  let inR = 0;
  let suits = 0;
  for (let s = 0; s < 4; s++) {
    const mine = hold[leader * 4 + s];
    if (mine == 0) continue;
    const top = topBit(remain[s]);
    if (((hold[l * 4 + s] | hold[r * 4 + s]) & top) == 0) return 0;
    if (partnerRuffs && s != t && hold[p * 4 + s] == 0) return 0;
    wr[base + s] = top;
    if ((hold[l * 4 + s] & top) != 0) inL++;
    else inR++;
    suits++;
  }
  if (t == NT || remain[t] == 0) {
    const one = inL == 0 || inR == 0 ? suits : 1;
    if (one >= enough) return one;
    const cl = inL == 0 ? 99 : winnerTricks(l, base, enough);
    const cr = inR == 0 ? 99 : winnerTricks(r, base, enough);
    return cl < cr ? cl : cr;
  }
  return 1;
}

/** The tricks the opponent `x` who wins the lead then takes (see src/laterTricks.ts). */
function winnerTricks(x: i32, base: i32, enough: i32): i32 {
  const w0 = wr[base];
  const w1 = wr[base + 1];
  const w2 = wr[base + 2];
  const w3 = wr[base + 3];
  const n = cashTricks(x, base, enough);
  if (n >= enough) return n;
  wr[base] = w0;
  wr[base + 1] = w1;
  wr[base + 2] = w2;
  wr[base + 3] = w3;
  const c = crossTricks(x, base);
  return c > n ? c : n;
}

/** The tricks of `x` crossing to partner after winning the first trick (see src/laterTricks.ts). */
function crossTricks(x: i32, base: i32): i32 {
  const y = x ^ 2;
  let entry = -1;
  for (let s = 0; s < 4; s++) {
    if (hold[x * 4 + s] != 0 && (hold[y * 4 + s] & topBit(remain[s])) != 0) {
      entry = s;
      break;
    }
  }
  if (entry < 0) return 0;
  let n = 0;
  let all = 0;
  for (let s = 0; s < 4; s++) {
    const mine = hold[y * 4 + s];
    if (mine == 0) continue;
    all += popcount(mine);
    n += suitCash(y, s, base);
  }
  return n < all ? n + 1 : n;
}

/** The tricks hand `x` cashes on lead when no hand can ruff (see src/laterTricks.ts). */
function cashTricks(x: i32, base: i32, enough: i32): i32 {
  let n = 0;
  for (let s = 0; s < 4; s++) {
    const t = suitCash(x, s, base);
    if (t == 0) continue;
    n += t;
    if (n >= enough) return n;
  }
  return n;
}

/** The tricks hand `x` cashes in suit `s` when no hand can ruff (see src/laterTricks.ts). */
function suitCash(x: i32, s: i32, base: i32): i32 {
  const mine = hold[x * 4 + s];
  if (mine == 0) return 0;
  const k = topRun(mine, remain[s]);
  if (k == 0) return 0;
  const l1 = popcount(hold[((x + 1) & 3) * 4 + s]);
  const l2 = popcount(hold[((x + 2) & 3) * 4 + s]);
  const l3 = popcount(hold[((x + 3) & 3) * 4 + s]);
  const m = l1 > l2 ? (l1 > l3 ? l1 : l3) : l2 > l3 ? l2 : l3;
  if (m <= k) {
    if (m > 0) wr[base + s] |= topCards(mine, m);
    return popcount(mine);
  }
  wr[base + s] |= topCards(mine, k);
  return k;
}
