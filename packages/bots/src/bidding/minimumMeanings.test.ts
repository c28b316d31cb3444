import { describe, expect, it } from 'vitest';
import { parseCall, unwrap } from '@tenace/core';
import { explainAuction } from './bidder.ts';
import { NO_SCORE } from './context.ts';

/**
 * What a limited call tells partner: a catch-all row that gives the same call must not widen its meaning
 * (the meaning of a call is the join of every row that can give it).
 */
const ROWS = [
  {
    source: "SAYC booklet, Opener's rebids: two of opener's suit is a minimum (12–15); a five-card suit too",
    auction: '1C P 1S P 2C',
    hcp: [0, 16],
  },
  {
    source: "SAYC booklet, Opener's rebids: two of opener's suit is a minimum (12–15), after 1D–1H as well",
    auction: '1D P 1H P 2D',
    hcp: [0, 16],
  },
  {
    source: 'SAYC booklet, Responses: a new suit at the two level shows 10 or more HCP',
    auction: '1D P 2C',
    hcp: [10, 37],
  },
] as const;

describe('limited calls keep their limits', () => {
  it.each(ROWS)('$auction ($source)', ({ auction, hcp }) => {
    const calls = auction.split(' ').map((t) => unwrap(parseCall(t)));
    const notes = explainAuction('N', calls, NO_SCORE);
    const shown = notes[notes.length - 1]!.meaning.shows.hcp;
    expect(shown[0]).toBeGreaterThanOrEqual(hcp[0]);
    expect(Math.min(shown[1], 37)).toBeLessThanOrEqual(hcp[1]);
  });
});
