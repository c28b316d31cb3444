/**
 * AssemblyScript port of src/searchState.ts and src/tables.ts (see README.md here): the search state
 * as module globals, one engine per WebAssembly instance. Same layout, same integers: hands N=0 E=1
 * S=2 W=3, suits S=0 H=1 D=2 C=3, strain 4 no-trump, a move is suit * 16 + bit index.
 */

/** Deepest search: one level per card played (52 at most), with room to spare. */
const MAX_DEPTH = 56;
export const CACHE_BITS = 14;
export const NT = 4;

// The arrays lie at fixed addresses in static memory (memory.data), so the compiled code indexes
// constant addresses instead of loading each array's pointer first (0.98x the CPU, boards 1-20); the
// word before each holds its byte length, as in any StaticArray, for the bounds checks.

/** The remaining holdings, hand * 4 + suit. */
const HOLD_AT = memory.data(16 * 4 + 16, 16);
export const hold = changetype<StaticArray<i32>>(HOLD_AT + 16);
/** The remaining cards of each suit (all hands). */
const REMAIN_AT = memory.data(4 * 4 + 16, 16);
export const remain = changetype<StaticArray<i32>>(REMAIN_AT + 16);
/** The remaining cards of each suit at the start of each trick (indexed by tricks left * 4). */
const REMS_AT = memory.data(14 * 4 * 4 + 16, 16);
export const remS = changetype<StaticArray<i32>>(REMS_AT + 16);
/** Owner words: two bits per remaining card (the hand holding it), highest first. */
const OWNERS_AT = memory.data(4 * 4 + 16, 16);
export const owners = changetype<StaticArray<i32>>(OWNERS_AT + 16);
/** Winning ranks per depth and suit. */
const WR_AT = memory.data(MAX_DEPTH * 4 * 4 + 16, 16);
export const wr = changetype<StaticArray<i32>>(WR_AT + 16);
/** Generated moves and their ordering weights, 14 slots per depth. */
const MOVES_AT = memory.data(MAX_DEPTH * 14 * 4 + 16, 16);
export const moves = changetype<StaticArray<i32>>(MOVES_AT + 16);
const WEIGHTS_AT = memory.data(MAX_DEPTH * 14 * 4 + 16, 16);
export const weights = changetype<StaticArray<i32>>(WEIGHTS_AT + 16);
/** Small-card pruning per depth and suit. */
const SKIP_AT = memory.data(MAX_DEPTH * 4 * 4 + 16, 16);
export const skip = changetype<StaticArray<i32>>(SKIP_AT + 16);
/** Cutoff cache: (hash, move) pairs side by side. */
const CUT_AT = memory.data((2 << CACHE_BITS) * 4 + 16, 16);
export const cut = changetype<StaticArray<i32>>(CUT_AT + 16);
/** The suit of each card of each trick (indexed like remS). */
const TRICKSUIT_AT = memory.data(14 * 4 * 4 + 16, 16);
export const trickSuit = changetype<StaticArray<i32>>(TRICKSUIT_AT + 16);
/** What `load` reads: 16 holdings, then up to 3 cards of the trick in progress. */
const INPUT_AT = memory.data(19 * 4 + 16, 16);
export const input = changetype<StaticArray<i32>>(INPUT_AT + 16);

// The byte length of each static array, in the header word before it (read by bounds checks).
store<u32>(HOLD_AT + 12, 16 * 4);
store<u32>(REMAIN_AT + 12, 4 * 4);
store<u32>(REMS_AT + 12, 14 * 4 * 4);
store<u32>(OWNERS_AT + 12, 4 * 4);
store<u32>(WR_AT + 12, MAX_DEPTH * 4 * 4);
store<u32>(MOVES_AT + 12, MAX_DEPTH * 14 * 4);
store<u32>(WEIGHTS_AT + 12, MAX_DEPTH * 14 * 4);
store<u32>(SKIP_AT + 12, MAX_DEPTH * 4 * 4);
store<u32>(CUT_AT + 12, (2 << CACHE_BITS) * 4);
store<u32>(TRICKSUIT_AT + 12, 14 * 4 * 4);
store<u32>(INPUT_AT + 12, 19 * 4);

export let lenA: i32 = 0;
export let lenB: i32 = 0;
export let trump: i32 = NT;
export let nsWon: i32 = 0;
export let cardsLeft: i32 = 0;
export let toPlay: i32 = 0;
export let trickPos: i32 = 0;
export let leadSuit: i32 = 0;
export let winHand: i32 = 0;
export let winSuit: i32 = 0;
export let winBit: i32 = 0;
export let nodes: i64 = 0;
/** Counters for measurement: TT probes, TT hits, trick starts searched, quick-trick cutoffs. */
const STATS_AT = memory.data(4 * 8 + 16, 16);
export const stats = changetype<StaticArray<f64>>(STATS_AT + 16);
store<u32>(STATS_AT + 12, 4 * 8);

export function popcount(x: i32): i32 {
  return popcnt<i32>(x);
}

/** The highest set bit of a non-zero holding, as a one-bit mask. */
export function topBit(x: i32): i32 {
  return 1 << (31 - clz<i32>(x));
}

/** The `k` highest cards of a holding, as a mask. */
export function topCards(x: i32, k: i32): i32 {
  let out = 0;
  let rest = x;
  for (let i = 0; i < k && rest != 0; i++) {
    const b = topBit(rest);
    out |= b;
    rest ^= b;
  }
  return out;
}

/** How many of the top cards of `rem` the holding `mine` (part of `rem`) holds in a row. */
export function topRun(mine: i32, rem: i32): i32 {
  const others = rem & ~mine;
  return others == 0 ? popcount(mine) : popcount(mine & ~((2 << (31 - clz<i32>(others))) - 1));
}

/** Sets up a position from `input`: 16 holdings, then the `trickLen` cards of the trick in progress. */
export function loadPosition(trumpStrain: i32, trickLeader: i32, trickLen: i32): void {
  trump = trumpStrain;
  let n = 0;
  for (let i = 0; i < 16; i++) {
    hold[i] = input[i];
    n += popcount(input[i]);
  }
  for (let s = 0; s < 4; s++) remain[s] = hold[s] | hold[4 + s] | hold[8 + s] | hold[12 + s];
  cardsLeft = n;
  nsWon = 0;
  let a = 0;
  let b = 0;
  for (let i = 0; i < 8; i++) {
    a = (a << 4) | popcount(hold[i]);
    b = (b << 4) | popcount(hold[8 + i]);
  }
  lenA = a;
  lenB = b;
  for (let s = 0; s < 4; s++) {
    let w = 0;
    let r = remain[s];
    let k = 0;
    while (r != 0) {
      const t = topBit(r);
      r ^= t;
      const o = (hold[s] & t) != 0 ? 0 : (hold[4 + s] & t) != 0 ? 1 : (hold[8 + s] & t) != 0 ? 2 : 3;
      w = (w << 2) | o;
      k++;
    }
    owners[s] = k == 0 ? 0 : w << (26 - 2 * k);
  }
  trickPos = trickLen;
  toPlay = (trickLeader + trickLen) & 3;
  const idx = (n + trickLen) >> 2;
  for (let s = 0; s < 4; s++) remS[idx * 4 + s] = remain[s];
  for (let i = 0; i < trickLen; i++) {
    const m = input[16 + i];
    const s = m >> 4;
    const bit = 1 << (m & 15);
    const h = (trickLeader + i) & 3;
    remS[idx * 4 + s] |= bit;
    trickSuit[idx * 4 + i] = s;
    if (i == 0) {
      leadSuit = s;
      winHand = h;
      winSuit = s;
      winBit = bit;
    } else if (s == winSuit) {
      if (bit > winBit) {
        winHand = h;
        winBit = bit;
      }
    } else if (s == trump) {
      winHand = h;
      winSuit = s;
      winBit = bit;
    }
  }
}
