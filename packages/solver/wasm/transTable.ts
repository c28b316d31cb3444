/**
 * AssemblyScript port of src/transTable.ts's FlatTransTable (same layout, same groups, same order of
 * entries, same replacement): one table per WebAssembly instance, sized by `ttInit`.
 */
import { owners } from './state';

const FULL_WORD = (1 << 26) - 1;
const E = 5;
const G = 8;
const FIRST_CAP = 8;
const MAX_CAP = 256;

let groups = new StaticArray<i32>(0);
/** The slot (word offset) of each group in use, so that a clear empties those slots only. */
let inUse = new StaticArray<i32>(0);
let entries = new StaticArray<i32>(0);
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

/**
 * An array of `length` words without StaticArray's fill with zeros: the stub runtime bumps through
 * memory and never frees here, so the array lies in memory no one has written, which WebAssembly
 * gives zeroed: the same array as a filled one. The fill only made every page resident at once
 * (about 100 ms of page faults for 30 MB, most of which a run never uses).
 */
function unfilledWords(length: i32): StaticArray<i32> {
  return changetype<StaticArray<i32>>(__new((<usize>length) << 2, idof<StaticArray<i32>>()));
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
  entriesLength = <i32>Math.floor((bytes - <f64>slots * G * 4) / 4 / E) * E;
  entries = unfilledWords(entriesLength);
  for (let k = 0; k < 16; k++)
    MASKS[k] = k == 0 ? 0 : k >= 13 ? FULL_WORD : FULL_WORD & ~((1 << (26 - 2 * k)) - 1);
  ttClear();
}

export function ttBytes(): f64 {
  return <f64>groups.length * 4 + <f64>entries.length * 4;
}

/** Empties the table: only the slots in use (see FlatTransTable.clear). */
export function ttClear(): void {
  for (let i = 0; i < groupCount; i++) groups[inUse[i] + 2] = 0;
  groupCount = 0;
  used = 0;
  stored = 0;
}

function generality(meta: i32): i32 {
  return (meta & 15) + ((meta >> 4) & 15) + ((meta >> 8) & 15) + ((meta >> 12) & 15);
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
  memory.copy(p + ((<usize>to) << 2), p + ((<usize>from) << 2), (<usize>count) << 2);
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
  const o0 = owners[0];
  const o1 = owners[1];
  const o2 = owners[2];
  const o3 = owners[3];
  const sum = groups[o + 7];
  if ((sum & 15) < need && sum >> 4 >= need) return -1;
  const start = groups[o + 3];
  const end = start + groups[o + 4] * E;
  for (let e = start; e < end; e += E) {
    const meta = entries[e + 4];
    if ((o0 & MASKS[meta & 15]) != entries[e]) continue;
    if ((o1 & MASKS[(meta >> 4) & 15]) != entries[e + 1]) continue;
    if ((o2 & MASKS[(meta >> 8) & 15]) != entries[e + 2]) continue;
    if ((o3 & MASKS[(meta >> 12) & 15]) != entries[e + 3]) continue;
    const lower = (meta >> 16) & 15;
    const upper = meta >>> 20;
    if (lower >= need || upper < need) {
      hitTops = meta & 0xffff;
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
  const w0 = owners[0] & MASKS[tops & 15];
  const w1 = owners[1] & MASKS[(tops >> 4) & 15];
  const w2 = owners[2] & MASKS[(tops >> 8) & 15];
  const w3 = owners[3] & MASKS[(tops >> 12) & 15];
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
      const meta = entries[e + 4];
      if (at < 0 && generality(meta) > gen) at = e - start;
      if (
        (meta & 0xffff) != tops ||
        entries[e] != w0 ||
        entries[e + 1] != w1 ||
        entries[e + 2] != w2 ||
        entries[e + 3] != w3
      )
        continue;
      if (reached) {
        if (need > ((meta >> 16) & 15)) entries[e + 4] = (meta & ~(15 << 16)) | (need << 16);
      } else if (need - 1 < <i32>(meta >>> 20)) entries[e + 4] = (meta & 0xfffff) | ((need - 1) << 20);
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
  entries[e] = w0;
  entries[e + 1] = w1;
  entries[e + 2] = w2;
  entries[e + 3] = w3;
  entries[e + 4] = tops | ((reached ? need : 0) << 16) | ((reached ? maxTricks : need - 1) << 20);
}
