/**
 * Par from a double-dummy table, with the dealer deciding who can bid a contract first. The semantics
 * follow the published DealerPar method of DDS 2.9 (Bo Haglund and Soren Hein): the side that can make
 * the highest contract has primacy; it bids the cheapest contract scoring its best, unless the other
 * side has a doubled sacrifice that costs less. Contracts are written `<level><N|S|H|D|C>[*]-<NS|EW|
 * seat>[+k|-k]`, `*` marking a doubled sacrifice.
 */
import { SEATS, type Seat, type Vulnerability } from '@tenace/core';
import type { DdTable } from './api.ts';

export interface Par {
  /** From North–South's view. */
  readonly score: number;
  readonly contracts: readonly string[];
}

// Par order of strains: clubs 0 … spades 3, no-trump 4. A contract number is 5 * (level - 1) + strain + 1.
const PAR_STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
const STRAIN_LETTER = ['C', 'D', 'H', 'S', 'N'] as const;

function levelOf(no: number): number {
  return Math.floor((no - 1) / 5) + 1;
}
function strainOf(no: number): number {
  return (no - 1) % 5;
}
function contractText(no: number): string {
  return `${levelOf(no)}${STRAIN_LETTER[strainOf(no)]!}`;
}

/** Duplicate score for making a contract exactly, undoubled. */
export function makingScore(no: number, vul: boolean): number {
  const level = levelOf(no);
  const dno = strainOf(no);
  const trickScore = dno < 2 ? 20 * level : dno < 4 ? 30 * level : 30 * level + 10;
  let score = trickScore + (trickScore >= 100 ? (vul ? 500 : 300) : 50);
  if (level === 6) score += vul ? 750 : 500;
  if (level === 7) score += vul ? 1500 : 1000;
  return score;
}

/** The penalty for going `down` tricks doubled. */
export function doubledPenalty(down: number, vul: boolean): number {
  if (down <= 0) return 0;
  if (vul) return 200 + 300 * (down - 1);
  return down === 1 ? 100 : down === 2 ? 300 : 500 + 300 * (down - 3);
}

/** The most undertricks doubled that still cost less than the opponents' contract `no` scores. */
function worthwhileDown(no: number, declarerVul: boolean, sacrificerVul: boolean): number {
  const score = makingScore(no, declarerVul);
  let d = 0;
  while (doubledPenalty(d + 1, sacrificerVul) < score) d++;
  return d;
}

/** The lowest contract of the same strain that earns the same kind of bonus (part score, game, slam). */
function floorContract(no: number): number {
  const level = levelOf(no);
  const dno = strainOf(no);
  if (level >= 6) return no;
  const gameLevel = dno < 2 ? 5 : dno < 4 ? 4 : 3;
  if (level >= gameLevel) return 5 * (gameLevel - 1) + dno + 1;
  return dno + 1;
}

const NONE = 9999;

interface Candidate {
  no: number;
  dno: number;
  score: number;
}

/**
 * Par score and contracts for a complete table (every entry a number). Sides: 0 = NS (seats 0, 2),
 * 1 = EW (seats 1, 3); seat numbers N=0 E=1 S=2 W=3.
 */
export function par(table: DdTable, dealer: Seat, vulnerability: Vulnerability): Par {
  const tricks = (dno: number, seat: number): number => table[SEATS[seat]!][PAR_STRAINS[dno]!] ?? 0;
  const vulOf = [
    vulnerability === 'All' || vulnerability === 'NS',
    vulnerability === 'All' || vulnerability === 'EW',
  ];
  const d0 = SEATS.indexOf(dealer);
  // Seats in bidding order from the dealer.
  const order = [d0, (d0 + 1) & 3, (d0 + 2) & 3, (d0 + 3) & 3];
  const best = (side: number, dno: number): number => Math.max(tricks(dno, side), tricks(dno, side + 2));
  // Each side's highest making contract number per strain (may be below 1 when nothing makes).
  const topNo = [0, 1].map((side) => [0, 1, 2, 3, 4].map((dno) => 5 * (best(side, dno) - 7) + dno + 1));
  const highest = [0, 1].map((side) => Math.max(0, ...topNo[side]!.filter((_, dno) => best(side, dno) >= 7)));

  let side: number;
  if (highest[0]! > highest[1]!) side = 0;
  else if (highest[1]! > highest[0]!) side = 1;
  else if (highest[0] === 0) return { score: 0, contracts: ['pass'] };
  else {
    // The same contract for both: whoever can bid it first.
    const dno = strainOf(highest[0]!);
    const need = best(0, dno);
    side = order.find((p) => tricks(dno, p) === need)! % 2;
  }
  const other = 1 - side;
  const declVul = vulOf[side]!;
  const defVul = vulOf[other]!;

  // Candidates: this side's making contracts from the highest down to the cheapest with the best score.
  let dearestScore = 0;
  let dearestNo = 0;
  for (let dno = 0; dno < 5; dno++) {
    if (best(side, dno) < 7) continue;
    const no = topNo[side]![dno]!;
    const score = makingScore(no, declVul);
    if (score > dearestScore || (score === dearestScore && no < dearestNo)) {
      dearestScore = score;
      dearestNo = no;
    }
  }
  const candidates: Candidate[] = [0, 1, 2, 3, 4]
    .filter((dno) => best(side, dno) >= 7 && topNo[side]![dno]! >= dearestNo)
    .map((dno) => ({ no: topNo[side]![dno]!, dno, score: makingScore(topNo[side]![dno]!, declVul) }))
    .sort((a, b) => b.no - a.no);

  /** Undertricks of the other side's cheapest sacrifice in strain `eno` over contract `no` (strain dno). */
  const sacrificeDown = (no: number, dno: number, eno: number): number => {
    const theirs = topNo[other]![eno]!;
    let down: number;
    if (eno === dno) {
      const need = levelOf(no) + 6;
      down = NONE;
      let outbid = 0;
      for (const p of order) {
        if (p % 2 === side) {
          if (tricks(dno, p) === need) outbid = 1;
        } else down = Math.min(down, need - tricks(dno, p) + outbid);
      }
    } else down = Math.trunc((no - theirs + 4) / 5);
    return theirs + 5 * down > 35 ? NONE : down;
  };

  let bestPlus = 0;
  let bestDown = 0;
  let sacrificed: { c: Candidate; downs: number[] } | null = null;
  const bidding: { c: Candidate; gap: number }[] = [];
  for (const c of candidates) {
    const downs = [0, 1, 2, 3, 4].map((eno) => sacrificeDown(c.no, c.dno, eno));
    const down = Math.min(...downs);
    const target = worthwhileDown(c.no, declVul, defVul);
    if (down <= target) {
      if (down > bestDown) bestDown = down;
      // Only the highest contract with a worthwhile sacrifice matters; bidding lower never helps.
      sacrificed ??= { c, downs };
    } else {
      if (c.score > bestPlus) bestPlus = c.score;
      bidding.push({ c, gap: target - down });
    }
  }

  const sign = side === 0 ? 1 : -1;
  const penalty = doubledPenalty(bestDown, defVul);
  if (sacrificed === null || bestPlus > penalty) {
    const contracts = bidding
      .filter((b) => b.c.score === bestPlus)
      .map((b) => {
        let no = b.c.no;
        let plus = 0;
        if (b.gap < -1) {
          // Bid lower while keeping the bonus and keeping sacrifices unprofitable.
          const lowered = Math.max(no + 5 * (b.gap + 1), floorContract(no));
          plus = (no - lowered) / 5;
          no = lowered;
        }
        return sideContractText(tricks, side, no, b.c.dno, plus);
      });
    return { score: sign * bestPlus, contracts };
  }

  // The primacy side defends a doubled sacrifice.
  const contracts: string[] = [];
  if (sacrificed.downs.length > 0 && Math.min(...sacrificed.downs) === bestDown) {
    const { c, downs } = sacrificed;
    for (let eno = 0; eno < 5; eno++) {
      if (downs[eno] !== bestDown) continue;
      if (eno !== c.dno) {
        contracts.push(sideContractText(tricks, other, topNo[other]![eno]! + 5 * bestDown, eno, -bestDown));
        continue;
      }
      const need = levelOf(c.no) + 6;
      let outbid = 0;
      const hits: { seat: number; no: number }[] = [];
      for (const p of order) {
        if (p % 2 === side) {
          if (tricks(eno, p) === need) outbid = 1;
        } else if (need - tricks(eno, p) + outbid === bestDown) hits.push({ seat: p, no: c.no + 5 * outbid });
      }
      const [h0, h1] = hits;
      if (h0 === undefined) continue;
      if (h1 !== undefined && h0.no === h1.no)
        contracts.push(sideContractText(tricks, other, h0.no, eno, -bestDown));
      else {
        const h = h1 !== undefined && h1.no < h0.no ? h1 : h0;
        contracts.push(`${contractText(h.no)}*-${SEATS[h.seat]!}-${bestDown}`);
      }
    }
  }
  return { score: sign * penalty, contracts };
}

/** "4S-NS+1", "3N-E", "5C*-EW-2": the side's seats that take the most tricks in the strain. */
function sideContractText(
  tricks: (dno: number, seat: number) => number,
  side: number,
  no: number,
  dno: number,
  delta: number,
): string {
  const a = tricks(dno, side);
  const b = tricks(dno, side + 2);
  const most = Math.max(a, b);
  const seats = (a === most ? SEATS[side]! : '') + (b === most ? SEATS[side + 2]! : '');
  const tail = delta === 0 ? '' : delta > 0 ? `+${delta}` : `${delta}`;
  return `${contractText(no)}${delta < 0 ? '*-' : '-'}${seats}${tail}`;
}
