/**
 * AssemblyScript port of src/transTable.ts's FlatTransTable (same layout, same groups, same order of
 * entries, same replacement): one table per WebAssembly instance, sized by `ttInit`.
 */
import { owners } from './state';

const FULL_WORD = (1 << 26) - 1;
/**
 * Entry stride in 64-bit words. An entry is two words (16 bytes, where FlatTransTable's takes 20): the
 * first holds the owner words of spades and hearts (26 bits each), the spade and heart tops (4 bits
 * each) from bit 52 and the lower bound from bit 60; the second the same for diamonds and clubs, with
 * the upper bound from bit 60. A probe compares each word at once against the probed owners masked by
 * the word's two tops (`PAIR_MASKS`). The table holds as many entries as FlatTransTable of the same
 * size (so that it empties itself at the same moments), in four fifths of its memory.
 */
const E = 2;
const LOW52: u64 = ((<u64>1) << 52) - 1;
const LOW60: u64 = ((<u64>1) << 60) - 1;
const G = 8;
const FIRST_CAP = 8;
const MAX_CAP = 256;

let groups = new StaticArray<i32>(0);
/** The slot (word offset) of each group in use, so that a clear empties those slots only. */
let inUse = new StaticArray<i32>(0);
let entries = new StaticArray<u64>(0);
let groupMask: i32 = 0;
let maxGroups: i32 = 0;
let groupCount: i32 = 0;
let used: i32 = 0;
let entriesLength: i32 = 0;
export let stored: i32 = 0;
export let hitTops: i32 = 0;
/** Owner masks of the top k cards (k up to 15, so that any 4-bit count indexes it; 13 is the whole word). */
const MASKS_AT = memory.data(16 * 4 + 16, 16);
const MASKS = changetype<StaticArray<i32>>(MASKS_AT + 16);
store<u32>(MASKS_AT + 12, 16 * 4);
/** For a byte of two tops (low nibble the first suit's): the owner masks of both suits in one word. */
const PAIR_MASKS_AT = memory.data(256 * 8 + 16, 16);
const PAIR_MASKS = changetype<StaticArray<u64>>(PAIR_MASKS_AT + 16);
store<u32>(PAIR_MASKS_AT + 12, 256 * 8);

/**
 * An array of `length` words without StaticArray's fill with zeros: the stub runtime bumps through
 * memory and never frees here, so the array lies in memory no one has written, which WebAssembly
 * gives zeroed: the same array as a filled one. The fill only made every page resident at once
 * (about 100 ms of page faults for 30 MB, most of which a run never uses).
 */
function unfilledWords(length: i32): StaticArray<u64> {
  return changetype<StaticArray<u64>>(__new((<usize>length) << 3, idof<StaticArray<u64>>()));
}

/** Sizes the table to `megabytes` (the same slots and entries as FlatTransTable). */
export function ttInit(megabytes: i32): void {
  const bytes = <f64>(megabytes < 2 ? 2 : megabytes) * 1024 * 1024;
  let slots = 1024;
  while (<f64>slots * 2 * G * 4 * 6 <= bytes) slots *= 2;
  groupMask = slots - 1;
  maxGroups = slots >> 1;
  groups = new StaticArray<i32>(slots * G);
  inUse = new StaticArray<i32>(maxGroups);
  groupCount = 0;
  // As many entries as FlatTransTable's five 32-bit words an entry would hold.
  entriesLength = <i32>Math.floor((bytes - <f64>slots * G * 4) / 4 / 5) * E;
  entries = unfilledWords(entriesLength);
  for (let k = 0; k < 16; k++)
    MASKS[k] = k == 0 ? 0 : k >= 13 ? FULL_WORD : FULL_WORD & ~((1 << (26 - 2 * k)) - 1);
  for (let b = 0; b < 256; b++)
    PAIR_MASKS[b] = (<u64>(<u32>MASKS[b & 15])) | ((<u64>(<u32>MASKS[b >> 4])) << 26);
  ttClear();
}

export function ttBytes(): f64 {
  return <f64>groups.length * 4 + <f64>entries.length * 8;
}

/** Empties the table: only the slots in use (see FlatTransTable.clear). */
export function ttClear(): void {
  for (let i = 0; i < groupCount; i++) groups[inUse[i] + 2] = 0;
  groupCount = 0;
  used = 0;
  stored = 0;
}

function generality(tops: i32): i32 {
  return (tops & 15) + ((tops >> 4) & 15) + ((tops >> 8) & 15) + ((tops >> 12) & 15);
}

/** The tops (4 bits a suit) of the entry whose words are `a` and `b`. */
function topsOf(a: u64, b: u64): i32 {
  return ((<i32>(a >> 52)) & 0xff) | (((<i32>(b >> 52)) & 0xff) << 8);
}

function widen(o: i32, low: i32, high: i32): void {
  const sum = groups[o + 7];
  const lo = sum & 15;
  const hi = sum >> 4;
  groups[o + 7] = (low > lo ? low : lo) | ((high < hi ? high : hi) << 4);
}

/** Moves `count` words of the entries from `from` to `to` (overlap allowed, like copyWithin). */
function moveEntries(to: i32, from: i32, count: i32): void {
  const p = changetype<usize>(entries);
  memory.copy(p + ((<usize>to) << 3), p + ((<usize>from) << 3), (<usize>count) << 3);
}

function slot(key: i32, lenA: i32, lenB: i32): i32 {
  let h = (lenA ^ (<i32>0x9e3779b9)) * <i32>0x85ebca6b;
  h = (h ^ (h >>> 13) ^ lenB) * <i32>0xc2b2ae35;
  h ^= h >>> 16;
  h = (h ^ key) * <i32>0x27d4eb2f;
  let i = (h ^ (h >>> 15)) & groupMask;
  let o = i * G;
  while (groups[o + 2] != 0 && !(groups[o] == lenA && groups[o + 1] == lenB && groups[o + 2] == key + 1)) {
    i = (i + 1) & groupMask;
    o = i * G;
  }
  return o;
}

/** Finds an entry deciding `need`: its bound, or -1 (sets hitTops). */
export function ttProbe(leader: i32, lenA: i32, lenB: i32, need: i32): i32 {
  const r = probeGroup(leader | 64, lenA, lenB, need);
  if (r >= 0 || ((lenA | lenB) & (<i32>0xf000f000)) == 0) return r;
  return probeGroup(leader | ((owners[0] >>> 24) << 4), lenA, lenB, need);
}

function probeGroup(key: i32, lenA: i32, lenB: i32, need: i32): i32 {
  const o = slot(key, lenA, lenB);
  if (groups[o + 2] == 0) return -1;
  const pa = (<u64>(<u32>owners[0])) | ((<u64>(<u32>owners[1])) << 26);
  const pb = (<u64>(<u32>owners[2])) | ((<u64>(<u32>owners[3])) << 26);
  const sum = groups[o + 7];
  if ((sum & 15) < need && sum >> 4 >= need) return -1;
  const start = groups[o + 3];
  const end = start + groups[o + 4] * E;
  for (let e = start; e < end; e += E) {
    const a = entries[e];
    if ((pa & PAIR_MASKS[(<i32>(a >> 52)) & 0xff]) != (a & LOW52)) continue;
    const b = entries[e + 1];
    if ((pb & PAIR_MASKS[(<i32>(b >> 52)) & 0xff]) != (b & LOW52)) continue;
    const lower = <i32>(a >> 60);
    const upper = <i32>(b >> 60);
    if (lower >= need || upper < need) {
      hitTops = topsOf(a, b);
      return lower >= need ? lower : upper;
    }
  }
  return -1;
}

/** Stores that NS can (`reached`) or cannot make `need` future tricks, relying on `tops`. */
export function ttStore(
  leader: i32,
  lenA: i32,
  lenB: i32,
  tops: i32,
  need: i32,
  reached: bool,
  maxTricks: i32,
): void {
  const sub = (tops & 15) == 0 ? 64 : (owners[0] >>> 24) << 4;
  storeGroup(leader | sub, lenA, lenB, tops, need, reached, maxTricks);
}

function storeGroup(
  key: i32,
  lenA: i32,
  lenB: i32,
  tops: i32,
  need: i32,
  reached: bool,
  maxTricks: i32,
): void {
  const wa =
    (<u64>(<u32>(owners[0] & MASKS[tops & 15]))) |
    ((<u64>(<u32>(owners[1] & MASKS[(tops >> 4) & 15]))) << 26) |
    ((<u64>(tops & 0xff)) << 52);
  const wb =
    (<u64>(<u32>(owners[2] & MASKS[(tops >> 8) & 15]))) |
    ((<u64>(<u32>(owners[3] & MASKS[(tops >> 12) & 15]))) << 26) |
    ((<u64>((tops >> 8) & 0xff)) << 52);
  const gen = generality(tops);
  const lowB = reached ? need : 0;
  const highB = reached ? maxTricks : need - 1;
  let at = -1;
  let o = slot(key, lenA, lenB);
  if (groups[o + 2] == 0) {
    if (groupCount >= maxGroups || used + FIRST_CAP * E > entriesLength) {
      ttClear();
      o = slot(key, lenA, lenB);
    }
    groups[o] = lenA;
    groups[o + 1] = lenB;
    groups[o + 2] = key + 1;
    groups[o + 3] = used;
    groups[o + 4] = 0;
    groups[o + 5] = FIRST_CAP;
    groups[o + 6] = 0;
    groups[o + 7] = 15 << 4;
    used += FIRST_CAP * E;
    inUse[groupCount++] = o;
  } else {
    const start = groups[o + 3];
    const end = start + groups[o + 4] * E;
    for (let e = start; e < end; e += E) {
      const a = entries[e];
      const b = entries[e + 1];
      if (at < 0 && generality(topsOf(a, b)) > gen) at = e - start;
      if ((a & LOW60) != wa || (b & LOW60) != wb) continue;
      if (reached) {
        if (need > <i32>(a >> 60)) entries[e] = (a & LOW60) | ((<u64>need) << 60);
      } else if (need - 1 < <i32>(b >> 60)) entries[e + 1] = (b & LOW60) | ((<u64>(need - 1)) << 60);
      widen(o, lowB, highB);
      return;
    }
  }
  widen(o, lowB, highB);
  let count = groups[o + 4];
  const cap = groups[o + 5];
  let e: i32;
  if (count < cap) {
    e = groups[o + 3] + count * E;
    groups[o + 4] = ++count;
  } else if (cap < MAX_CAP && used + cap * 2 * E <= entriesLength) {
    const from = groups[o + 3];
    moveEntries(used, from, cap * E);
    groups[o + 3] = used;
    groups[o + 5] = cap * 2;
    used += cap * 2 * E;
    e = used - cap * 2 * E + count * E;
    groups[o + 4] = ++count;
  } else if (cap < MAX_CAP) {
    ttClear();
    storeGroup(key, lenA, lenB, tops, need, reached, maxTricks);
    return;
  } else {
    const next = groups[o + 6];
    groups[o + 6] = (next + 1) % cap;
    const start = groups[o + 3];
    const v = start + next * E;
    moveEntries(v, v + E, start + count * E - (v + E));
    if (at > next * E) at -= E;
    e = start + (count - 1) * E;
    stored--;
  }
  stored++;
  if (at >= 0 && groups[o + 3] + at < e) {
    const p = groups[o + 3] + at;
    moveEntries(p + E, p, e - p);
    e = p;
  }
  entries[e] = wa | ((<u64>(reached ? need : 0)) << 60);
  entries[e + 1] = wb | ((<u64>(reached ? maxTricks : need - 1)) << 60);
}
