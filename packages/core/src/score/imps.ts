/**
 * International Match Points (Law 78B, docs/RULES.md §8): the scale that converts a point difference on one board
 * into IMPs, and team-match boards. The scale's lower bounds are used as thresholds, so differences that are
 * not multiples of 10 (Butler datums, averages) convert too.
 */

/** IMPs = how many of these bounds |difference| reaches (Law 78B): 20 → 1, 50 → 2, …, 4000 → 24. */
export const IMP_LOWER_BOUNDS: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500,
  3000, 3500, 4000,
];

/** The IMPs for a point difference, with its sign: 450 → 10, -30 → -1, 10 → 0. */
export function impsFor(difference: number): number {
  const d = Math.abs(difference);
  let imps = 0;
  while (imps < IMP_LOWER_BOUNDS.length && d >= IMP_LOWER_BOUNDS[imps]!) imps++;
  return difference < 0 && imps > 0 ? -imps : imps;
}

/**
 * One board of a team match: the team sits NS at table 1 and EW at table 2. The net is NS's score at
 * table 1 minus NS's score at table 2, converted to IMPs for the team.
 */
export function teamBoardImps(nsTable1: number, nsTable2: number): { net: number; imps: number } {
  const net = nsTable1 - nsTable2;
  return { net, imps: impsFor(net) };
}

/** A team match: the IMPs of each board and their sum, for the team sitting NS at table 1. */
export function teamMatchImps(boards: readonly (readonly [number, number])[]): {
  boards: number[];
  total: number;
} {
  const imps = boards.map(([t1, t2]) => teamBoardImps(t1, t2).imps);
  return { boards: imps, total: imps.reduce((a, b) => a + b, 0) };
}

/**
 * Cross-IMPs on one board: each result against every other result in the field, converted and averaged
 * (one common way to IMP a pairs field). With one result the score is 0.
 */
export function crossImps(scores: readonly number[]): number[] {
  if (scores.length < 2) return scores.map(() => 0);
  return scores.map((a, i) => {
    let sum = 0;
    scores.forEach((b, j) => {
      if (i !== j) sum += impsFor(a - b);
    });
    return sum / (scores.length - 1);
  });
}
