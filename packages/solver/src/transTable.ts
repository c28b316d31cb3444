/**
 * The transposition table: bounds on North–South's future tricks for *sets* of trick-start positions
 * (partition search, Ginsberg 1996; the layout follows the DDS idea of suit-length keys plus
 * relative-rank owner words, Haglund & Hein).
 *
 * A position is described by the hand on lead, the length of every hand in every suit, and per suit an
 * owner word: two bits per remaining card (the hand holding it), highest card first, in the top bits of
 * a 26-bit word. An entry keeps only the owners of the top `k` cards of each suit (those at or above the
 * lowest card that ever won a trick by rank below it), so it matches every position that agrees on the
 * lengths and on those top cards.
 */

/** The interface the search needs; implementations decide memory use. */
export interface TranspositionTable {
  /** Finds an entry deciding `need` (future NS tricks needed): 1 = reachable, 0 = not, -1 = unknown. */
  probe(leader: number, lenA: number, lenB: number, owners: Int32Array, need: number): number;
  /** After a decisive probe: how many top cards of each suit the entry relied on, 4 bits a suit. */
  readonly hitTops: number;
  /** Stores that NS can (`reached`) or cannot make `need` future tricks, relying on `tops` (4 bits a suit). */
  store(
    leader: number,
    lenA: number,
    lenB: number,
    owners: Int32Array,
    tops: number,
    need: number,
    reached: boolean,
    maxTricks: number,
  ): void;
  clear(): void;
  readonly size: number;
  /** Memory the table holds, in bytes. */
  readonly bytes: number;
}

/**
 * The default table size per engine (so per solver thread): with the thread's own heap it stays under
 * 64 MB a thread.
 */
export const DEFAULT_TABLE_MB = 32;

const FULL_WORD = (1 << 26) - 1;

/** How many cards an entry relies on (the sum of its tops): fewer is more general. */
function generality(meta: number): number {
  return (meta & 15) + ((meta >> 4) & 15) + ((meta >> 8) & 15) + ((meta >> 12) & 15);
}

/** Keeps a group's summary (highest lower bound, lowest upper bound of its entries) covering a new entry. */
function widen(g: Int32Array, o: number, low: number, high: number): void {
  const sum = g[o + 7]!;
  const lo = sum & 15;
  const hi = sum >> 4;
  g[o + 7] = (low > lo ? low : lo) | ((high < hi ? high : hi) << 4);
}

/** Mask of the top `k` owner slots of a 26-bit owner word. */
export function ownerMask(k: number): number {
  return k === 0 ? 0 : FULL_WORD & ~((1 << (26 - 2 * k)) - 1);
}
const MASKS = Int32Array.from({ length: 14 }, (_, k) => ownerMask(k));

// Entry stride: owner words 0..3, then tops (16 bits) | lower bound << 16 | upper bound << 20.
const E = 5;
const G = 8; // group stride: lenA lenB key+1 start count cap next-to-give-up spare
const FIRST_CAP = 8;
const MAX_CAP = 256;

/**
 * A table of fixed memory: entries are grouped by (leader, suit lengths, owner of the top spade) and
 * each group's entries lie together in one block, so a probe scans contiguous memory. An entry that
 * relies on no spade goes to the leader's and lengths' group for any spade owner, which a probe scans
 * first. A group's block doubles when full up to MAX_CAP entries. Each block is kept ordered from
 * the most general entry (fewest cards relied on) to the most specific, so that a probe decides with
 * the most general entry that can: its parent's entry then relies on fewer cards and matches more
 * positions (bridge-solver's "broader patterns first"). A full block gives up its entries in turn
 * (the others keep their order); the table empties itself when its memory is used up.
 */
export class FlatTransTable implements TranspositionTable {
  private readonly groups: Int32Array;
  /** The slot (word offset) of each group in use, so that a clear empties those slots only. */
  private readonly inUse: Int32Array;
  private readonly entries: Int32Array;
  private readonly groupMask: number;
  private readonly maxGroups: number;
  private groupCount = 0;
  private used = 0;
  private stored = 0;
  hitTops = 0;

  /** `megabytes` bounds the memory used. */
  constructor(megabytes = DEFAULT_TABLE_MB) {
    const bytes = Math.max(2, megabytes) * 1024 * 1024;
    let slots = 1024;
    while (slots * 2 * G * 4 * 6 <= bytes) slots *= 2;
    this.groupMask = slots - 1;
    this.maxGroups = slots >> 1;
    this.groups = new Int32Array(slots * G);
    this.inUse = new Int32Array(this.maxGroups);
    this.entries = new Int32Array(Math.floor((bytes - slots * G * 4) / 4 / E) * E);
  }

  get size(): number {
    return this.stored;
  }

  get bytes(): number {
    return this.groups.byteLength + this.entries.byteLength;
  }

  /**
   * Empties the table: a slot is free when its key word is 0 (a new group writes all its words), so
   * only the slots in use are touched (instead of filling all 2 MB of slots once a strain: 0.99x the
   * CPU in the WebAssembly build, boards 1-20).
   */
  clear(): void {
    for (let i = 0; i < this.groupCount; i++) this.groups[this.inUse[i]! + 2] = 0;
    this.groupCount = 0;
    this.used = 0;
    this.stored = 0;
  }

  /** The group slot of a key (leader | spade owner << 4, 64 for any), or of the empty slot where it would go. */
  private slot(key: number, lenA: number, lenB: number): number {
    let h = Math.imul(lenA ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13) ^ lenB, 0xc2b2ae35);
    h ^= h >>> 16;
    h = Math.imul(h ^ key, 0x27d4eb2f);
    let i = (h ^ (h >>> 15)) & this.groupMask;
    const g = this.groups;
    for (;;) {
      const o = i * G;
      if (g[o + 2] === 0) return o;
      if (g[o] === lenA && g[o + 1] === lenB && g[o + 2] === key + 1) return o;
      i = (i + 1) & this.groupMask;
    }
  }

  probe(leader: number, lenA: number, lenB: number, owners: Int32Array, need: number): number {
    // The entries that rely on no spade, then those for this owner of the top spade (if any spade).
    const r = this.probeGroup(leader | 64, lenA, lenB, owners, need);
    if (r >= 0 || ((lenA | lenB) & 0xf000f000) === 0) return r;
    return this.probeGroup(leader | ((owners[0]! >>> 24) << 4), lenA, lenB, owners, need);
  }

  private probeGroup(key: number, lenA: number, lenB: number, owners: Int32Array, need: number): number {
    const g = this.groups;
    const o = this.slot(key, lenA, lenB);
    if (g[o + 2] === 0) return -1;
    const d = this.entries;
    const o0 = owners[0]!;
    const o1 = owners[1]!;
    const o2 = owners[2]!;
    const o3 = owners[3]!;
    // No entry of the group can decide this need: its highest lower bound and lowest upper bound.
    const sum = g[o + 7]!;
    if ((sum & 15) < need && sum >> 4 >= need) return -1;
    const start = g[o + 3]!;
    const end = start + g[o + 4]! * E;
    for (let e = start; e < end; e += E) {
      const meta = d[e + 4]!;
      if ((o0 & MASKS[meta & 15]!) !== d[e]) continue;
      if ((o1 & MASKS[(meta >> 4) & 15]!) !== d[e + 1]) continue;
      if ((o2 & MASKS[(meta >> 8) & 15]!) !== d[e + 2]) continue;
      if ((o3 & MASKS[(meta >> 12) & 15]!) !== d[e + 3]) continue;
      const lower = (meta >> 16) & 15;
      const upper = meta >>> 20;
      if (lower >= need || upper < need) {
        this.hitTops = meta & 0xffff;
        return lower >= need ? lower : upper;
      }
    }
    return -1;
  }

  store(
    leader: number,
    lenA: number,
    lenB: number,
    owners: Int32Array,
    tops: number,
    need: number,
    reached: boolean,
    maxTricks: number,
  ): void {
    const sub = (tops & 15) === 0 ? 64 : (owners[0]! >>> 24) << 4;
    this.storeGroup(leader | sub, lenA, lenB, owners, tops, need, reached, maxTricks);
  }

  private storeGroup(
    key: number,
    lenA: number,
    lenB: number,
    owners: Int32Array,
    tops: number,
    need: number,
    reached: boolean,
    maxTricks: number,
  ): void {
    const d = this.entries;
    const w0 = owners[0]! & MASKS[tops & 15]!;
    const w1 = owners[1]! & MASKS[(tops >> 4) & 15]!;
    const w2 = owners[2]! & MASKS[(tops >> 8) & 15]!;
    const w3 = owners[3]! & MASKS[(tops >> 12) & 15]!;
    const g = this.groups;
    const gen = generality(tops);
    const lowB = reached ? need : 0;
    const highB = reached ? maxTricks : need - 1;
    // Where the entry goes to keep the block ordered from the most general entry (fewest cards relied
    // on) to the most specific, so that a probe meets the most general deciding entry first.
    let at = -1;
    let o = this.slot(key, lenA, lenB);
    if (g[o + 2] === 0) {
      if (this.groupCount >= this.maxGroups || this.used + FIRST_CAP * E > d.length) {
        this.clear();
        o = this.slot(key, lenA, lenB);
      }
      g[o] = lenA;
      g[o + 1] = lenB;
      g[o + 2] = key + 1;
      g[o + 3] = this.used;
      g[o + 4] = 0;
      g[o + 5] = FIRST_CAP;
      g[o + 6] = 0;
      g[o + 7] = 15 << 4;
      this.used += FIRST_CAP * E;
      this.inUse[this.groupCount++] = o;
    } else {
      const start = g[o + 3]!;
      const end = start + g[o + 4]! * E;
      for (let e = start; e < end; e += E) {
        const meta = d[e + 4]!;
        if (at < 0 && generality(meta) > gen) at = e - start;
        if ((meta & 0xffff) !== tops || d[e] !== w0 || d[e + 1] !== w1 || d[e + 2] !== w2 || d[e + 3] !== w3)
          continue;
        if (reached) {
          if (need > ((meta >> 16) & 15)) d[e + 4] = (meta & ~(15 << 16)) | (need << 16);
        } else if (need - 1 < meta >>> 20) d[e + 4] = (meta & 0xfffff) | ((need - 1) << 20);
        widen(g, o, lowB, highB);
        return;
      }
    }
    widen(g, o, lowB, highB);
    let count = g[o + 4]!;
    const cap = g[o + 5]!;
    let e: number;
    if (count < cap) {
      e = g[o + 3]! + count * E;
      g[o + 4] = ++count;
    } else if (cap < MAX_CAP && this.used + cap * 2 * E <= d.length) {
      const from = g[o + 3]!;
      d.copyWithin(this.used, from, from + cap * E);
      g[o + 3] = this.used;
      g[o + 5] = cap * 2;
      this.used += cap * 2 * E;
      e = this.used - cap * 2 * E + count * E;
      g[o + 4] = ++count;
    } else if (cap < MAX_CAP) {
      this.clear();
      this.storeGroup(key, lenA, lenB, owners, tops, need, reached, maxTricks);
      return;
    } else {
      // A full block gives up its entries in turn: the one given up leaves its place, the others
      // close up, and the new entry goes to its place in the order.
      const next = g[o + 6]!;
      g[o + 6] = (next + 1) % cap;
      const start = g[o + 3]!;
      const v = start + next * E;
      d.copyWithin(v, v + E, start + count * E);
      if (at > next * E) at -= E;
      e = start + (count - 1) * E;
      this.stored--;
    }
    this.stored++;
    if (at >= 0 && g[o + 3]! + at < e) {
      const p = g[o + 3]! + at;
      d.copyWithin(p + E, p, e);
      e = p;
    }
    d[e] = w0;
    d[e + 1] = w1;
    d[e + 2] = w2;
    d[e + 3] = w3;
    d[e + 4] = tops | ((reached ? need : 0) << 16) | ((reached ? maxTricks : need - 1) << 20);
  }
}
