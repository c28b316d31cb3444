/**
 * Matchpoints (Law 78A, docs/RULES.md §8): on one board each result scores 2 for every result it beats and 1 for
 * every equal one (the WBF scale; ACBL counts 1 and ½). The percentage is the score over the top, the score
 * of a result that beats all the others.
 */

export const MATCHPOINT_SCALES = ['wbf', 'acbl'] as const;
export type MatchpointScale = (typeof MATCHPOINT_SCALES)[number];

export interface BoardMatchpoints {
  /** Matchpoints of each result, in the order given. */
  readonly points: number[];
  /** The most a result can score: 2 (WBF) or 1 (ACBL) times the number of other results. */
  readonly top: number;
  /** Each result's points as a percentage of the top; 50 for a lone result. */
  readonly percent: number[];
}

/** Matchpoints one board: `scores` are the results from one direction (e.g. NS) at every table. */
export function matchpoints(scores: readonly number[], scale: MatchpointScale = 'wbf'): BoardMatchpoints {
  const win = scale === 'wbf' ? 2 : 1;
  const top = win * (scores.length - 1);
  const points = scores.map((a, i) => {
    let p = 0;
    scores.forEach((b, j) => {
      if (i !== j) p += a > b ? win : a === b ? win / 2 : 0;
    });
    return p;
  });
  const percent = points.map((p) => (top === 0 ? 50 : (100 * p) / top));
  return { points, top, percent };
}
