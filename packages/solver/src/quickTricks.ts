/**
 * Quick tricks: sure tricks the side on lead can take at once at a trick start (its top cards, then
 * partner's through an entry, trump length), each writing the ranks it relied on as winning ranks so
 * the transposition table entry stays exact. After DDS's quick tricks (Haglund & Hein) and
 * macroxue/bridge-solver's trump-length tricks.
 */
import type { SearchState } from './searchState.ts';
import { POPCOUNT, topBit, topCards, topRun } from './tables.ts';

/** No-trump as a strain, local to the module so hot code compares with a constant, not an imported binding. */
const NT = 4;

/**
 * Sure tricks the side on lead can cash at once from the leader's hand, keeping the lead, with the
 * ranks they rely on written as winning ranks. Conservative: any doubt counts no trick.
 */
export function quickTricks(
  st: SearchState,
  leader: number,
  base: number,
  tl: number,
  enough: number,
): number {
  const hold = st.hold;
  const remain = st.remain;
  const wr = st.wr;
  wr[base] = wr[base + 1] = wr[base + 2] = wr[base + 3] = 0;
  const trump = st.trump;
  const p = leader ^ 2;
  const l = (leader + 1) & 3;
  const r = (leader + 3) & 3;
  let lhoT = false;
  let rhoT = false;
  let partnerT = false;
  if (trump !== NT) {
    lhoT = hold[l * 4 + trump] !== 0;
    rhoT = hold[r * 4 + trump] !== 0;
    partnerT = hold[p * 4 + trump] !== 0;
  }
  let q = 0;
  let trumpRounds = 0;
  for (let i = 0; i < 5; i++) {
    // Trumps first (i = 0), then the other suits.
    let s: number;
    if (i === 0) {
      if (trump === NT) continue;
      s = trump;
    } else {
      s = i - 1;
      if (s === trump) continue;
    }
    const mine = hold[leader * 4 + s]!;
    if (mine === 0) continue;
    const rem = remain[s]!;
    const k = topRun(mine, rem);
    const lenL = POPCOUNT[hold[l * 4 + s]!]!;
    const lenR = POPCOUNT[hold[r * 4 + s]!]!;
    const lenP = POPCOUNT[hold[p * 4 + s]!]!;
    const side = trump !== NT && s !== trump;
    if (
      k > 0 &&
      lenP > k &&
      POPCOUNT[mine]! > k &&
      (hold[p * 4 + s]! & topBit(rem & ~topCards(rem, k))) !== 0 &&
      !(side && (lhoT || rhoT))
    ) {
      // The top k cards here and the next one in partner's hand (Ax opposite Kx, as in
      // sideQuickTricks): k + 1 tricks, ending in the leader's hand (a small card to partner's card,
      // back to the top cards); partner follows to every round.
      const n = k + 1;
      wr[base + s]! |= topCards(rem, n);
      q += n;
      if (q >= enough) return q < tl ? q : tl;
      if (i === 0) {
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
    if (safe === k && lenL <= k && lenR <= k && lenP <= k && !(side && (lhoT || rhoT || partnerT))) {
      // The whole suit runs; only the cards that fall on the others' cards win by rank.
      tricks = POPCOUNT[mine]!;
      const m = lenL > lenR ? (lenL > lenP ? lenL : lenP) : lenR > lenP ? lenR : lenP;
      if (m > 0) wr[base + s]! |= topCards(mine, m);
    } else if (safe > 0) wr[base + s]! |= topCards(mine, safe);
    q += tricks;
    if (q >= enough) return q < tl ? q : tl;
    if (i === 0) {
      trumpRounds = tricks;
      // An opponent that followed to every trump round has none left.
      if (lenL <= tricks) lhoT = false;
      if (lenR <= tricks) rhoT = false;
      // Partner followed to every trump round: with none left it cannot ruff the leader's winners.
      if (POPCOUNT[hold[p * 4 + trump]!]! <= tricks) partnerT = false;
    }
  }
  // Then one ruff in partner's hand (after DDS's quick tricks): a suit the leader still holds (partner
  // void with a trump left after following the trump rounds, so no round of it was cashed) that each
  // opponent follows or cannot trump. Lengths decide it, so no rank is relied on.
  if (trump !== NT && partnerT && POPCOUNT[hold[p * 4 + trump]!]! > trumpRounds) {
    for (let s = 0; s < 4; s++) {
      if (s === trump || hold[leader * 4 + s] === 0 || hold[p * 4 + s] !== 0) continue;
      if ((lhoT && hold[l * 4 + s] === 0) || (rhoT && hold[r * 4 + s] === 0)) continue;
      q++;
      break;
    }
  }
  return q < tl ? q : tl;
}

/** Trump tricks hand `h`'s side wins by length alone: its longer trump holding less all opponents' trumps. */
export function trumpLengthTricks(st: SearchState, h: number): number {
  const hold = st.hold;
  const t = st.trump;
  const mine = POPCOUNT[hold[h * 4 + t]!]!;
  const pd = POPCOUNT[hold[(h ^ 2) * 4 + t]!]!;
  const n =
    (mine > pd ? mine : pd) -
    POPCOUNT[hold[((h + 1) & 3) * 4 + t]!]! -
    POPCOUNT[hold[((h + 3) & 3) * 4 + t]!]!;
  return n > 0 ? n : 0;
}

/**
 * Sure tricks for the side on lead when the opponents cannot ruff: the leader cashes the suits it
 * holds the top cards of, then crosses in a suit where partner holds the top card and partner cashes
 * its own top cards — provided partner has enough other cards to discard while the leader cashes.
 * Otherwise the better of the two parts alone. Writes the ranks relied on as winning ranks.
 */
export function sideQuickTricks(
  st: SearchState,
  leader: number,
  base: number,
  tl: number,
  enough: number,
): number {
  const hold = st.hold;
  const remain = st.remain;
  const wr = st.wr;
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
  // The ranks a crossing entry (Ax opposite Kx, cashed before partner's suits) relies on; 0 for an
  // entry to partner's top card.
  let entryTops = 0;
  let entryTricks = 0;
  const trump = st.trump;
  const trumpSide = trump !== NT;
  const partnerTrumps = trumpSide && hold[p * 4 + trump] !== 0;
  const leaderTrumps = trumpSide && hold[leader * 4 + trump] !== 0;
  // The leader's own suits.
  for (let s = 0; s < 4; s++) {
    const mine = hold[leader * 4 + s]!;
    const rem = remain[s]!;
    const lenP = POPCOUNT[hold[p * 4 + s]!]!;
    if (mine === 0) continue;
    const k = topRun(mine, rem);
    if (k === 0) {
      if (entry < 0 && (hold[p * 4 + s]! & topBit(rem)) !== 0) entry = s;
      continue;
    }
    const lenL = POPCOUNT[hold[l * 4 + s]!]!;
    const lenR = POPCOUNT[hold[r * 4 + s]!]!;
    let tricks = k;
    let tops: number;
    let crossing = false;
    if (lenP <= k && lenL <= k && lenR <= k) {
      tricks = POPCOUNT[mine]!;
      const m = lenP > lenL ? (lenP > lenR ? lenP : lenR) : lenL > lenR ? lenL : lenR;
      tops = topCards(mine, m);
    } else if (
      lenP > k &&
      POPCOUNT[mine]! > k &&
      (hold[p * 4 + s]! & topBit(rem & ~topCards(rem, k))) !== 0
    ) {
      // The top k cards here, the next one in partner's hand, more than k cards in each (Ax opposite
      // Kx, after DDS's quick tricks): k + 1 tricks, from either hand; they can end in partner's hand
      // (the top cards, then a small card to partner's), so the suit is also an entry. With the leader
      // longer, partner's k + 1 cards and the opponents' at most k + 1 each, the leader's whole suit
      // runs (a small card to partner's, back to the top cards).
      const n = k + 1;
      tops = topCards(rem, n);
      const lenMe = POPCOUNT[mine]!;
      if (lenP === n && lenL <= n && lenR <= n && lenMe > n) tricks = lenMe;
      else {
        tricks = n;
        crossing = true;
      }
    } else tops = topCards(mine, k);
    // In a trump contract a partner void in the suit with trumps left might have to ruff and take
    // the lead: count no more rounds than partner can follow.
    if (trumpSide && s !== trump && partnerTrumps && tricks > lenP) {
      tricks = lenP;
      tops = topCards(mine, lenP);
      if (tricks === 0) continue;
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
    if (s === 0) w0 = tops;
    else if (s === 1) w1 = tops;
    else if (s === 2) w2 = tops;
    else w3 = tops;
    if (q1 >= enough) {
      // Enough already: the suits not counted yet are not relied on.
      wr[base] = w0;
      wr[base + 1] = w1;
      wr[base + 2] = w2;
      wr[base + 3] = w3;
      return q1 < tl ? q1 : tl;
    }
  }
  // Partner's suits, reached through the entry.
  let v0 = 0;
  let v1 = 0;
  let v2 = 0;
  let v3 = 0;
  if (entry >= 0) {
    for (let s = 0; s < 4; s++) {
      if ((cashed & (1 << s)) !== 0) continue;
      const pm = hold[p * 4 + s]!;
      if (pm === 0) continue;
      const rem = remain[s]!;
      const k = topRun(pm, rem);
      const lenP = POPCOUNT[pm]!;
      if (k === 0) {
        spare += lenP;
        continue;
      }
      const lenMe = POPCOUNT[hold[leader * 4 + s]!]!;
      const lenL = POPCOUNT[hold[l * 4 + s]!]!;
      const lenR = POPCOUNT[hold[r * 4 + s]!]!;
      let tricks = k;
      let tops: number;
      if (lenMe <= k && lenL <= k && lenR <= k) {
        tricks = lenP;
        const m = lenMe > lenL ? (lenMe > lenR ? lenMe : lenR) : lenL > lenR ? lenL : lenR;
        tops = m > 0 ? topCards(pm, m) : 0;
      } else if (
        k === 1 &&
        lenP > k &&
        lenMe > k &&
        (hold[leader * 4 + s]! & topBit(rem & ~topCards(rem, k))) !== 0
      ) {
        // Partner's top k cards, the next one the leader's, more than k cards each: partner's top
        // cards, and at the end a small card back to the leader's (after DDS's quick tricks).
        tricks = k + 1;
        tops = topCards(rem, k + 1);
      } else tops = topCards(pm, k);
      // The leader, void with trumps left, might have to ruff partner's winner: as above.
      if (trumpSide && s !== trump && leaderTrumps && tricks > lenMe) {
        tricks = lenMe;
        tops = topCards(pm, lenMe);
        if (tricks === 0) {
          spare += lenP;
          continue;
        }
      }
      q2 += tricks;
      spare += lenP - tricks;
      if (s === 0) v0 = tops;
      else if (s === 1) v1 = tops;
      else if (s === 2) v2 = tops;
      else v3 = tops;
      const through = entryTops !== 0 ? q2 + entryTricks : q2;
      if (through >= enough) {
        // Enough through the entry already: partner's suits not counted yet are not relied on, but
        // the entry is (a crossing entry's ranks, or partner's top card of the entry suit, which
        // partner's suits counted in full would have covered).
        const through0 = entryTops !== 0 ? entryTops : topBit(remain[entry]!);
        if (entry === 0) v0 |= through0;
        else if (entry === 1) v1 |= through0;
        else if (entry === 2) v2 |= through0;
        else v3 |= through0;
        wr[base] = v0;
        wr[base + 1] = v1;
        wr[base + 2] = v2;
        wr[base + 3] = v3;
        return through < tl ? through : tl;
      }
    }
  }
  // Partner's suits alone: through a crossing entry its tricks come first.
  if (entryTops !== 0 && q2 > 0) {
    q2 += entryTricks;
    if (entry === 0) v0 |= entryTops;
    else if (entry === 1) v1 |= entryTops;
    else if (entry === 2) v2 |= entryTops;
    else v3 |= entryTops;
  }
  let q: number;
  if (q1 >= enough || q2 === 0) q = q1;
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

/**
 * A suit in which the leader can reach partner at once: the leader holds a card, partner the top card,
 * and no opponent can ruff the first round. -1 if none.
 */
export function entrySuit(st: SearchState, leader: number): number {
  const hold = st.hold;
  const remain = st.remain;
  const trump = st.trump;
  const p = leader ^ 2;
  const l = (leader + 1) & 3;
  const r = (leader + 3) & 3;
  for (let s = 0; s < 4; s++) {
    if (hold[leader * 4 + s] === 0 || (hold[p * 4 + s]! & topBit(remain[s]! | 1)) === 0) continue;
    if (trump !== NT && s !== trump) {
      if (hold[l * 4 + s] === 0 && hold[l * 4 + trump] !== 0) continue;
      if (hold[r * 4 + s] === 0 && hold[r * 4 + trump] !== 0) continue;
    }
    return s;
  }
  return -1;
}
