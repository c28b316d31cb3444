/**
 * AssemblyScript port of src/engine.ts (the search: trick starts, card loops, the last trick), the
 * entry point of the WebAssembly build (see README.md here). The same algorithm, the same order of
 * moves and the same node counts as the TypeScript engine; src/wasmEngine.ts wraps it in the
 * `Engine` interface.
 */
import { laterTricks } from './laterTricks';
import { cutKey, genMoves, isMove } from './moveOrder';
import { entrySuit, quickTricks, sideQuickTricks, trumpLengthTricks } from './quickTricks';
import {
  CACHE_BITS,
  NT,
  cardsLeft,
  cut,
  hold,
  input,
  lenA,
  lenB,
  leadSuit,
  loadPosition,
  moves,
  nodes,
  nsWon,
  owners,
  popcount,
  remain,
  remS,
  skip,
  stats,
  toPlay,
  topBit,
  topCards,
  trickPos,
  trickSuit,
  trump,
  weights,
  winBit,
  winHand,
  winSuit,
  wr,
} from './state';
import { hitTops, stored, ttBytes, ttClear, ttInit, ttProbe, ttStore } from './transTable';

/**
 * Called every 8,192 nodes with the node count: throws (a JavaScript exception) past the budget. The
 * import is `engine.checkBudget` (AssemblyScript names a declared function's module after its file).
 */
declare function checkBudget(n: f64): void;

const CACHE_MASK = (1 << CACHE_BITS) - 1;

export function init(megabytes: i32): void {
  ttInit(megabytes);
}

/** Writes word `i` of the input: holdings 0–15 (hand * 4 + suit), then the trick's moves. */
export function setInput(i: i32, v: i32): void {
  input[i] = v;
}

export function load(trumpStrain: i32, trickLeader: i32, trickLen: i32): void {
  loadPosition(trumpStrain, trickLeader, trickLen);
}

export function test(target: i32): i32 {
  return trickPos == 0 ? search(0, target) : loop(0, target);
}

export function nodeCount(): f64 {
  return <f64>nodes;
}

export function tricksLeft(): i32 {
  return (cardsLeft + trickPos) >> 2;
}

export function stat(i: i32): f64 {
  return stats[i];
}

export function tableClear(): void {
  ttClear();
}

export function tableBytes(): f64 {
  return ttBytes();
}

export function tableSize(): i32 {
  return stored;
}

/** The winning ranks in `suit` of the last test's result (see TsEngine.rootRanks). */
export function rootRanks(suit: i32): i32 {
  return wr[suit & 3];
}

export function tableHitTops(): i32 {
  return hitTops;
}

/** The table's probe and store on the owner words given (for the `TranspositionTable` interface). */
export function tableProbe(leader: i32, a: i32, b: i32, o0: i32, o1: i32, o2: i32, o3: i32, need: i32): i32 {
  owners[0] = o0;
  owners[1] = o1;
  owners[2] = o2;
  owners[3] = o3;
  return ttProbe(leader, a, b, need);
}

export function tableStore(
  leader: i32,
  a: i32,
  b: i32,
  o0: i32,
  o1: i32,
  o2: i32,
  o3: i32,
  tops: i32,
  need: i32,
  reached: bool,
  maxTricks: i32,
): void {
  owners[0] = o0;
  owners[1] = o1;
  owners[2] = o2;
  owners[3] = o3;
  ttStore(leader, a, b, tops, need, reached, maxTricks);
}

/** A position at the start of a trick: a fail-soft bound on NS's tricks. */
function search(d: i32, target: i32): i32 {
  const base = d << 2;
  const won = nsWon;
  const tl = cardsLeft >> 2;
  if (won >= target || won + tl < target) {
    wr[base] = 0;
    wr[base + 1] = 0;
    wr[base + 2] = 0;
    wr[base + 3] = 0;
    return won >= target ? won : won + tl;
  }
  if ((++nodes & 0x1fff) == 0) checkBudget(<f64>nodes);
  const ri = tl << 2;
  remS[ri] = remain[0];
  remS[ri + 1] = remain[1];
  remS[ri + 2] = remain[2];
  remS[ri + 3] = remain[3];
  if (tl == 1) return lastTrick(base);

  const leader = toPlay;
  const t = trump;
  const leaderNS = (leader & 1) == 0;
  const enough = leaderNS ? target - won : tl - (target - won) + 1;
  stats[2] += 1;
  const noRuffs = t == NT || (hold[((leader + 1) & 3) * 4 + t] == 0 && hold[((leader + 3) & 3) * 4 + t] == 0);
  const q = noRuffs ? sideQuickTricks(leader, base, tl, enough) : quickTricks(leader, base, tl, enough);
  if (q >= enough) {
    stats[3] += 1;
    return leaderNS ? won + q : won + tl - q;
  }
  const entry = noRuffs ? -1 : entrySuit(leader);
  if (entry >= 0) {
    const qp = quickTricks(leader ^ 2, base, tl, enough);
    if (qp >= enough) {
      wr[base + entry] |= topBit(remain[entry]);
      return leaderNS ? won + qp : won + tl - qp;
    }
  }

  if (t != NT) {
    const lenTricks = trumpLengthTricks(leader);
    if (lenTricks >= enough) {
      wr[base] = 0;
      wr[base + 1] = 0;
      wr[base + 2] = 0;
      wr[base + 3] = 0;
      return leaderNS ? won + lenTricks : won + tl - lenTricks;
    }
  }

  const lt = laterTricks(leader, base, tl - enough + 1);
  if (leaderNS) {
    if (won + tl - lt < target) return won + tl - lt;
  } else if (won + lt >= target) return won + lt;

  const a = lenA;
  const b = lenB;
  const need = target - won;
  const hit = ttProbe(leader, a, b, need);
  stats[0] += 1;
  if (hit >= 0) {
    stats[1] += 1;
    const tops = hitTops;
    for (let s = 0; s < 4; s++) wr[base + s] = topCards(remain[s], (tops >> (4 * s)) & 15);
    return won + hit;
  }

  const res = loop(d, target);

  let tops = 0;
  for (let s = 0; s < 4; s++) {
    const w = wr[base + s];
    if (w != 0) {
      const low = w & -w;
      tops |= popcount(remain[s] & ~(low - 1)) << (4 * s);
    }
  }
  if (res >= target) ttStore(leader, a, b, tops, res - won, true, tl);
  else ttStore(leader, a, b, tops, res - won + 1, false, tl);
  return res;
}

/** The last trick: every hand has one card. */
function lastTrick(base: i32): i32 {
  const leader = toPlay;
  wr[base] = 0;
  wr[base + 1] = 0;
  wr[base + 2] = 0;
  wr[base + 3] = 0;
  let winH = leader;
  let winS = 0;
  while (hold[leader * 4 + winS] == 0) winS++;
  let winB = hold[leader * 4 + winS];
  for (let k = 1; k < 4; k++) {
    const h = (leader + k) & 3;
    let s = 0;
    while (hold[h * 4 + s] == 0) s++;
    const b = hold[h * 4 + s];
    if (s == winS) {
      if (b > winB) {
        winB = b;
        winH = h;
      }
    } else if (s == trump) {
      winS = s;
      winB = b;
      winH = h;
    }
  }
  let count = 0;
  for (let h = 0; h < 4; h++) if (hold[h * 4 + winS] != 0) count++;
  if (count > 1) wr[base + winS] = winB;
  return nsWon + ((winH & 1) == 0 ? 1 : 0);
}

/** Plays every (representative) card of the hand to move; `d` is the depth of this node. Fail-soft. */
function loop(d: i32, target: i32): i32 {
  const base = d << 2;
  const cbase = base + 4;
  const pos = trickPos;
  const h = toPlay;
  const nsToMove = (h & 1) == 0;
  const single = pos > 0 ? hold[h * 4 + leadSuit] : 0;
  const forced = single != 0 && (single & (single - 1)) == 0;
  const ck = forced ? 0 : cutKey(h, pos, target);
  const ci = (ck & CACHE_MASK) << 1;
  const cached = forced ? -1 : cut[ci] == ck ? cut[ci + 1] : -1;
  const mb = d * 14;
  const ti = ((cardsLeft + pos) >> 2) << 2;
  const sLead = leadSuit;
  const sWinHand = winHand;
  const sWinSuit = winSuit;
  const sWinBit = winBit;
  const t = trump;
  let best = nsToMove ? -1 : 99;
  let a0 = 0;
  let a1 = 0;
  let a2 = 0;
  let a3 = 0;
  if (pos > 0 && (++nodes & 0x1fff) == 0) checkBudget(<f64>nodes);
  skip[base] = 0;
  skip[base + 1] = 0;
  skip[base + 2] = 0;
  skip[base + 3] = 0;
  let first = forced
    ? (leadSuit << 4) | (31 - clz<i32>(single))
    : cached >= 0 && isMove(h, pos, cached)
      ? cached
      : -1;
  let n = forced ? 0 : -1;
  let i = -1;
  for (;;) {
    let m: i32;
    if (first >= 0) {
      m = first;
      first = -2;
    } else {
      if (n < 0) {
        n = genMoves(d, h, pos, cached);
        i = 0;
      } else i++;
      if (i >= n) break;
      let bi = i;
      let bw = weights[mb + i];
      for (let j = i + 1; j < n; j++) {
        const w = weights[mb + j];
        if (w > bw) {
          bw = w;
          bi = j;
        }
      }
      m = moves[mb + bi];
      if (bi != i) {
        moves[mb + bi] = moves[mb + i];
        weights[mb + bi] = weights[mb + i];
        moves[mb + i] = m;
        weights[mb + i] = bw;
      }
      if (first == -2 && m == cached) continue;
    }
    const s = m >> 4;
    const bit = 1 << (m & 15);
    if ((skip[base + s] & bit) != 0) continue;
    const cutAt = 26 - 2 * popcount(remain[s] & ~((bit << 1) - 1));
    const ow = owners[s];
    owners[s] = (ow & ~((1 << cutAt) - 1)) | ((ow & ((1 << (cutAt - 2)) - 1)) << 2);
    const li = h * 4 + s;
    if (li < 8) lenA = lenA - (1 << (28 - 4 * li));
    else lenB = lenB - (1 << (60 - 4 * li));
    hold[li] ^= bit;
    remain[s] ^= bit;
    cardsLeft--;
    trickSuit[ti + pos] = s;
    if (pos == 0) {
      leadSuit = s;
      winHand = h;
      winSuit = s;
      winBit = bit;
    } else if (s == winSuit) {
      if (bit > winBit) {
        winHand = h;
        winBit = bit;
      }
    } else if (s == t) {
      winHand = h;
      winSuit = s;
      winBit = bit;
    }
    let res: i32;
    if (pos == 3) {
      const wh = winHand;
      const nsWin = (wh & 1) == 0;
      if (nsWin) nsWon++;
      toPlay = wh;
      trickPos = 0;
      res = search(d + 1, target);
      if (nsWin) nsWon--;
      const ws = winSuit;
      let same = 0;
      if (trickSuit[ti] == ws) same++;
      if (trickSuit[ti + 1] == ws) same++;
      if (trickSuit[ti + 2] == ws) same++;
      if (trickSuit[ti + 3] == ws) same++;
      if (same > 1) wr[cbase + ws] |= winBit;
    } else {
      toPlay = (h + 1) & 3;
      trickPos = pos + 1;
      res = loop(d + 1, target);
    }
    trickPos = pos;
    toPlay = h;
    cardsLeft++;
    hold[li] ^= bit;
    remain[s] ^= bit;
    if (li < 8) lenA = lenA + (1 << (28 - 4 * li));
    else lenB = lenB + (1 << (60 - 4 * li));
    const nw = owners[s];
    owners[s] = (nw & ~((1 << cutAt) - 1)) | (h << (cutAt - 2)) | ((nw & ((1 << cutAt) - 1)) >>> 2);
    leadSuit = sLead;
    winHand = sWinHand;
    winSuit = sWinSuit;
    winBit = sWinBit;
    if (nsToMove ? res >= target : res < target) {
      wr[base] = wr[cbase];
      wr[base + 1] = wr[cbase + 1];
      wr[base + 2] = wr[cbase + 2];
      wr[base + 3] = wr[cbase + 3];
      if (!forced) {
        cut[ci] = ck;
        cut[ci + 1] = m;
      }
      return res;
    }
    const ws = wr[cbase + s];
    const low = ws & -ws;
    if (ws == 0) skip[base + s] = 0x1fff;
    else if (bit < low) skip[base + s] |= low - 1;
    else {
      const mine = hold[h * 4 + s];
      const rs = remS[ti + s];
      let c = bit;
      for (;;) {
        const below = rs & (c - 1);
        if (below == 0) break;
        const nb = topBit(below);
        if ((mine & nb) == 0) break;
        c = nb;
      }
      if (c != bit) wr[cbase + s] |= c;
    }
    if (nsToMove ? res > best : res < best) best = res;
    a0 |= wr[cbase];
    a1 |= wr[cbase + 1];
    a2 |= wr[cbase + 2];
    a3 |= wr[cbase + 3];
  }
  wr[base] = a0;
  wr[base + 1] = a1;
  wr[base + 2] = a2;
  wr[base + 3] = a3;
  return best;
}
