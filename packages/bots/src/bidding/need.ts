/**
 * What a contract needs and what is game, counting the part-score below the line (rubber and Chicago).
 * Point counts are the usual guides: 25–26 for 3NT or four of a major, 29 for five of a minor, 33 for a
 * small slam and 37 for a grand slam, less for part-scores. Four of a major takes the low end, 25: scored
 * double dummy at IMPs it brought more games home than it lost (2026-12-07: seeds 5-12 4.714 -> 4.661 IMPs
 * from par with the steps of that day, seeds 13-19, not looked at before, 4.754 -> 4.708; 26 and 24 both
 * measured worse, as did 24 or 26 for 3NT and 28 or 30 for five of a minor).
 */
import { trickScore, type Strain } from '@tenace/core';

const NEED_SUIT = [0, 17, 20, 23, 25, 29, 33, 37] as const;
const NEED_NT = [0, 20, 23, 25, 28, 30, 33, 37] as const;

/** The partnership's points that a contract at `level` in `strain` needs. */
export function need(level: number, strain: Strain): number {
  return (strain === 'NT' ? NEED_NT : NEED_SUIT)[level] ?? 40;
}

/**
 * The lowest level in `strain` that makes game with `partScore` points already below the line
 * (0 at duplicate): 3NT, 4H/4S, 5C/5D with none; 2H with 60 below the line.
 */
export function gameLevel(strain: Strain, partScore = 0): number {
  for (let level = 1; level <= 7; level++) {
    const score = trickScore({ level: level as 1, strain, risk: '' });
    if (score + partScore >= 100) return level;
  }
  return 7;
}
