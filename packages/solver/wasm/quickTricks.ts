/** AssemblyScript port of src/quickTricks.ts (same rules, same winning ranks; credits there). */
import { NT, hold, popcount, remain, topBit, topCards, topRun, trump, wr } from './state';

/** Sure tricks the side on lead can cash at once from the leader's hand (see src/quickTricks.ts). */
export function quickTricks(leader: i32, base: i32, tl: i32, enough: i32): i32 {
  wr[base] = 0;
  wr[base + 1] = 0;
  wr[base + 2] = 0;
  wr[base + 3] = 0;
  const t = trump;
  const p = leader ^ 2;
  const l = (leader + 1) & 3;
  const r = (leader + 3) & 3;
  let lhoT = false;
  let rhoT = false;
  let partnerT = false;
  if (t != NT) {
    lhoT = hold[l * 4 + t] != 0;
    rhoT = hold[r * 4 + t] != 0;
    partnerT = hold[p * 4 + t] != 0;
  }
  let q = 0;
  let trumpRounds = 0;
  for (let i = 0; i < 5; i++) {
    let s: i32;
    if (i == 0) {
      if (t == NT) continue;
      s = t;
    } else {
      s = i - 1;
      if (s == t) continue;
    }
    const mine = hold[leader * 4 + s];
    if (mine == 0) continue;
    const rem = remain[s];
    const k = topRun(mine, rem);
    const lenL = popcount(hold[l * 4 + s]);
    const lenR = popcount(hold[r * 4 + s]);
    const lenP = popcount(hold[p * 4 + s]);
    const side = t != NT && s != t;
    if (
      k > 0 &&
      lenP > k &&
      popcount(mine) > k &&
      (hold[p * 4 + s] & topBit(rem & ~topCards(rem, k))) != 0 &&
      !(side && (lhoT || rhoT))
    ) {
      const n = k + 1;
      wr[base + s] |= topCards(rem, n);
      q += n;
      if (q >= enough) return q < tl ? q : tl;
      if (i == 0) {
        trumpRounds = n;
        if (lenL <= n) lhoT = false;
        if (lenR <= n) rhoT = false;
        if (lenP <= n) partnerT = false;
      }
      continue;
    }
    let safe = k;
    if (side) {
      if (lhoT && lenL < safe) safe = lenL;
      if (rhoT && lenR < safe) safe = lenR;
      if (partnerT && lenP < safe) safe = lenP;
    }
    let tricks = safe;
    if (safe == k && lenL <= k && lenR <= k && lenP <= k && !(side && (lhoT || rhoT || partnerT))) {
      tricks = popcount(mine);
      const m = lenL > lenR ? (lenL > lenP ? lenL : lenP) : lenR > lenP ? lenR : lenP;
      if (m > 0) wr[base + s] |= topCards(mine, m);
    } else if (safe > 0) wr[base + s] |= topCards(mine, safe);
    q += tricks;
    if (q >= enough) return q < tl ? q : tl;
    if (i == 0) {
      trumpRounds = tricks;
      if (lenL <= tricks) lhoT = false;
      if (lenR <= tricks) rhoT = false;
      if (popcount(hold[p * 4 + t]) <= tricks) partnerT = false;
    }
  }
  if (t != NT && partnerT && popcount(hold[p * 4 + t]) > trumpRounds) {
    for (let s = 0; s < 4; s++) {
      if (s == t || hold[leader * 4 + s] == 0 || hold[p * 4 + s] != 0) continue;
      if ((lhoT && hold[l * 4 + s] == 0) || (rhoT && hold[r * 4 + s] == 0)) continue;
      q++;
      break;
    }
  }
  return q < tl ? q : tl;
}

/** Trump tricks hand `h`'s side wins by length alone. */
export function trumpLengthTricks(h: i32): i32 {
  const t = trump;
  const mine = popcount(hold[h * 4 + t]);
  const pd = popcount(hold[(h ^ 2) * 4 + t]);
  const n =
    (mine > pd ? mine : pd) - popcount(hold[((h + 1) & 3) * 4 + t]) - popcount(hold[((h + 3) & 3) * 4 + t]);
  return n > 0 ? n : 0;
}

/** Sure tricks for the side on lead when the opponents cannot ruff (see src/quickTricks.ts). */
export function sideQuickTricks(leader: i32, base: i32, tl: i32, enough: i32): i32 {
  const p = leader ^ 2;
  const l = (leader + 1) & 3;
  const r = (leader + 3) & 3;
  let q1 = 0;
  let q2 = 0;
  let discards = 0;
  let spare = 0;
  let cashed = 0;
  let w0 = 0;
  let w1 = 0;
  let w2 = 0;
  let w3 = 0;
  let entry = -1;
  let entryTops = 0;
  let entryTricks = 0;
  const t = trump;
  const trumpSide = t != NT;
  const partnerTrumps = trumpSide && hold[p * 4 + t] != 0;
  const leaderTrumps = trumpSide && hold[leader * 4 + t] != 0;
  for (let s = 0; s < 4; s++) {
    const mine = hold[leader * 4 + s];
    const rem = remain[s];
    const lenP = popcount(hold[p * 4 + s]);
    if (mine == 0) continue;
    const k = topRun(mine, rem);
    if (k == 0) {
      if (entry < 0 && (hold[p * 4 + s] & topBit(rem)) != 0) entry = s;
      continue;
    }
    const lenL = popcount(hold[l * 4 + s]);
    const lenR = popcount(hold[r * 4 + s]);
    let tricks = k;
    let tops: i32;
    let crossing = false;
    if (lenP <= k && lenL <= k && lenR <= k) {
      tricks = popcount(mine);
      const m = lenP > lenL ? (lenP > lenR ? lenP : lenR) : lenL > lenR ? lenL : lenR;
      tops = topCards(mine, m);
    } else if (lenP > k && popcount(mine) > k && (hold[p * 4 + s] & topBit(rem & ~topCards(rem, k))) != 0) {
      const n = k + 1;
      tops = topCards(rem, n);
      const lenMe = popcount(mine);
      if (lenP == n && lenL <= n && lenR <= n && lenMe > n) tricks = lenMe;
      else {
        tricks = n;
        crossing = true;
      }
    } else tops = topCards(mine, k);
    if (trumpSide && s != t && partnerTrumps && tricks > lenP) {
      tricks = lenP;
      tops = topCards(mine, lenP);
      if (tricks == 0) continue;
    }
    q1 += tricks;
    cashed |= 1 << s;
    if (crossing && entry < 0) {
      entry = s;
      entryTops = tops;
      entryTricks = tricks;
    }
    if (tricks > lenP) discards += tricks - lenP;
    else spare += lenP - tricks;
    if (s == 0) w0 = tops;
    else if (s == 1) w1 = tops;
    else if (s == 2) w2 = tops;
    else w3 = tops;
    if (q1 >= enough) {
      wr[base] = w0;
      wr[base + 1] = w1;
      wr[base + 2] = w2;
      wr[base + 3] = w3;
      return q1 < tl ? q1 : tl;
    }
  }
  let v0 = 0;
  let v1 = 0;
  let v2 = 0;
  let v3 = 0;
  if (entry >= 0) {
    for (let s = 0; s < 4; s++) {
      if ((cashed & (1 << s)) != 0) continue;
      const pm = hold[p * 4 + s];
      if (pm == 0) continue;
      const rem = remain[s];
      const k = topRun(pm, rem);
      const lenP = popcount(pm);
      if (k == 0) {
        spare += lenP;
        continue;
      }
      const lenMe = popcount(hold[leader * 4 + s]);
      const lenL = popcount(hold[l * 4 + s]);
      const lenR = popcount(hold[r * 4 + s]);
      let tricks = k;
      let tops: i32;
      if (lenMe <= k && lenL <= k && lenR <= k) {
        tricks = lenP;
        const m = lenMe > lenL ? (lenMe > lenR ? lenMe : lenR) : lenL > lenR ? lenL : lenR;
        tops = m > 0 ? topCards(pm, m) : 0;
      } else if (
        k == 1 &&
        lenP > k &&
        lenMe > k &&
        (hold[leader * 4 + s] & topBit(rem & ~topCards(rem, k))) != 0
      ) {
        tricks = k + 1;
        tops = topCards(rem, k + 1);
      } else tops = topCards(pm, k);
      if (trumpSide && s != t && leaderTrumps && tricks > lenMe) {
        tricks = lenMe;
        tops = topCards(pm, lenMe);
        if (tricks == 0) {
          spare += lenP;
          continue;
        }
      }
      q2 += tricks;
      spare += lenP - tricks;
      if (s == 0) v0 = tops;
      else if (s == 1) v1 = tops;
      else if (s == 2) v2 = tops;
      else v3 = tops;
      const through = entryTops != 0 ? q2 + entryTricks : q2;
      if (through >= enough) {
        // Enough through the entry already: partner's suits not counted yet are not relied on.
        const through0 = entryTops != 0 ? entryTops : topBit(remain[entry]);
        if (entry == 0) v0 |= through0;
        else if (entry == 1) v1 |= through0;
        else if (entry == 2) v2 |= through0;
        else v3 |= through0;
        wr[base] = v0;
        wr[base + 1] = v1;
        wr[base + 2] = v2;
        wr[base + 3] = v3;
        return through < tl ? through : tl;
      }
    }
  }
  if (entryTops != 0 && q2 > 0) {
    q2 += entryTricks;
    if (entry == 0) v0 |= entryTops;
    else if (entry == 1) v1 |= entryTops;
    else if (entry == 2) v2 |= entryTops;
    else v3 |= entryTops;
  }
  let q: i32;
  if (q1 >= enough || q2 == 0) q = q1;
  else if (q2 >= enough) {
    q = q2;
    w0 = v0;
    w1 = v1;
    w2 = v2;
    w3 = v3;
  } else if (discards <= spare) {
    q = q1 + q2 - entryTricks;
    w0 |= v0;
    w1 |= v1;
    w2 |= v2;
    w3 |= v3;
  } else if (q2 > q1) {
    q = q2;
    w0 = v0;
    w1 = v1;
    w2 = v2;
    w3 = v3;
  } else q = q1;
  wr[base] = w0;
  wr[base + 1] = w1;
  wr[base + 2] = w2;
  wr[base + 3] = w3;
  return q < tl ? q : tl;
}

/** A suit in which the leader can reach partner at once, or -1 (see src/quickTricks.ts). */
export function entrySuit(leader: i32): i32 {
  const t = trump;
  const p = leader ^ 2;
  const l = (leader + 1) & 3;
  const r = (leader + 3) & 3;
  for (let s = 0; s < 4; s++) {
    if (hold[leader * 4 + s] == 0 || (hold[p * 4 + s] & topBit(remain[s] | 1)) == 0) continue;
    if (t != NT && s != t) {
      if (hold[l * 4 + s] == 0 && hold[l * 4 + t] != 0) continue;
      if (hold[r * 4 + s] == 0 && hold[r * 4 + t] != 0) continue;
    }
    return s;
  }
  return -1;
}
