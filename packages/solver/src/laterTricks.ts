/**
 * Later tricks: sure tricks for the side not on lead at a trick start (a lower bound used as a cutoff),
 * with the ranks relied on written as winning ranks. After DDS's later tricks (Haglund & Hein) and
 * macroxue/bridge-solver's top-trump, slow-trump and slow no-trump tricks.
 */
import { trumpLengthTricks } from './quickTricks.ts';
import type { SearchState } from './searchState.ts';
import { POPCOUNT, topBit, topCards, topRun } from './tables.ts';

/** No-trump as a strain, local to the module so hot code compares with a constant, not an imported binding. */
const NT = 4;

/**
 * Trump tricks the side of hand `x1` makes with a high trump that the top trump cannot catch (after
 * bridge-solver's slow trump tricks): a guarded king behind the ace or against a bare ace, K-Q(-J)
 * against the ace, a guarded queen behind A-K or against A-K that must fall together. For a side
 * without the top trump. Returns tricks | relied-on ranks << 4.
 */
export function slowTrumpTricks(st: SearchState, x1: number, leading: boolean): number {
  const hold = st.hold;
  const t = st.trump;
  const all = st.remain[t]!;
  if (POPCOUNT[all]! < 3) return 0;
  const o1 = hold[((x1 + 1) & 3) * 4 + t]!;
  const x2 = hold[((x1 + 2) & 3) * 4 + t]!;
  const o2 = hold[((x1 + 3) & 3) * 4 + t]!;
  const m1 = hold[x1 * 4 + t]!;
  const n1 = POPCOUNT[m1]!;
  const n2 = POPCOUNT[x2]!;
  const tl = st.cardsLeft >> 2;
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
  if ((theirs & a) !== 0 && (ours & (k | q)) === (k | q) && (n1 >= 2 || n2 >= 2)) return 1 | ((ak | q) << 4);
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

/**
 * Sure tricks for the side *not* on lead (a lower bound), with the ranks relied on as winning ranks:
 * a hand holding the top `k` trumps wins `k` tricks; in no-trump (or when the leader's partner cannot
 * ruff) the defenders win this trick if they hold the top card of every suit the leader holds.
 */
export function laterTricks(st: SearchState, leader: number, base: number, enough: number): number {
  const hold = st.hold;
  const remain = st.remain;
  const wr = st.wr;
  wr[base] = wr[base + 1] = wr[base + 2] = wr[base + 3] = 0;
  const trump = st.trump;
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
        const slow = slowTrumpTricks(st, l, false);
        best = slow & 15;
        w = slow >> 4;
      }
      const len = trumpLengthTricks(st, l);
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
  // In no-trump (or with no trumps left), the opponent holding the top card of the suit led wins the
  // first trick and then cashes its top cards in every suit (all of a suit when no other hand holds
  // more of it than that run), the trick won included (after bridge-solver's slow no-trump tricks),
  // or crosses to its partner's top cards: the fewer of the two opponents' counts when both hold such
  // a top card.
  if (trump === NT || remain[trump] === 0) {
    const one = inL === 0 || inR === 0 ? suits : 1;
    if (one >= enough) return one;
    const cl = inL === 0 ? 99 : winnerTricks(st, l, base, enough);
    const cr = inR === 0 ? 99 : winnerTricks(st, r, base, enough);
    return cl < cr ? cl : cr;
  }
  return 1;
}

/**
 * The tricks the opponent `x` who wins the lead then takes: its own top cards (cashTricks) or, when
 * they fall short, its partner's through an entry (crossTricks), the more of the two; the winning
 * ranks are those of the count returned when it reaches `enough`.
 */
function winnerTricks(st: SearchState, x: number, base: number, enough: number): number {
  const wr = st.wr;
  const w0 = wr[base]!;
  const w1 = wr[base + 1]!;
  const w2 = wr[base + 2]!;
  const w3 = wr[base + 3]!;
  const n = cashTricks(st, x, base, enough);
  if (n >= enough) return n;
  wr[base] = w0;
  wr[base + 1] = w1;
  wr[base + 2] = w2;
  wr[base + 3] = w3;
  const c = crossTricks(st, x, base);
  return c > n ? c : n;
}

/**
 * The tricks of `x`, on lead after winning the first trick, crossing to partner in a suit whose top
 * card partner holds (no hand can ruff): the first trick and partner's top cards, counted as in
 * cashTricks (the entry's trick among them), one fewer when every card of partner's is one of them,
 * since partner may have to throw one on the first trick. Adds partner's ranks relied on.
 */
function crossTricks(st: SearchState, x: number, base: number): number {
  const hold = st.hold;
  const remain = st.remain;
  const y = x ^ 2;
  let entry = -1;
  for (let s = 0; s < 4; s++) {
    if (hold[x * 4 + s] !== 0 && (hold[y * 4 + s]! & topBit(remain[s]!)) !== 0) {
      entry = s;
      break;
    }
  }
  if (entry < 0) return 0;
  let n = 0;
  let all = 0;
  for (let s = 0; s < 4; s++) {
    const mine = hold[y * 4 + s]!;
    if (mine === 0) continue;
    all += POPCOUNT[mine]!;
    n += suitCash(st, y, s, base);
  }
  return n < all ? n + 1 : n;
}

/** The tricks hand `x` cashes on lead when no hand can ruff: suitCash over the suits, up to `enough`. */
function cashTricks(st: SearchState, x: number, base: number, enough: number): number {
  let n = 0;
  for (let s = 0; s < 4; s++) {
    const t = suitCash(st, x, s, base);
    if (t === 0) continue;
    n += t;
    if (n >= enough) return n;
  }
  return n;
}

/**
 * The tricks hand `x` cashes in suit `s` when no hand can ruff: its top run, or the whole suit when
 * every other hand holds no more cards of it than that run (0 without a top card). Adds the ranks
 * relied on to the winning ranks at `base`.
 */
function suitCash(st: SearchState, x: number, s: number, base: number): number {
  const hold = st.hold;
  const mine = hold[x * 4 + s]!;
  if (mine === 0) return 0;
  const k = topRun(mine, st.remain[s]!);
  if (k === 0) return 0;
  const l1 = POPCOUNT[hold[((x + 1) & 3) * 4 + s]!]!;
  const l2 = POPCOUNT[hold[((x + 2) & 3) * 4 + s]!]!;
  const l3 = POPCOUNT[hold[((x + 3) & 3) * 4 + s]!]!;
  const m = l1 > l2 ? (l1 > l3 ? l1 : l3) : l2 > l3 ? l2 : l3;
  if (m <= k) {
    if (m > 0) st.wr[base + s]! |= topCards(mine, m);
    return POPCOUNT[mine]!;
  }
  st.wr[base + s]! |= topCards(mine, k);
  return k;
}
