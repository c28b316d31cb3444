/**
 * A competitive position for the judgement tests: N opened 1H, E overcalled 1S, S raised to 4H, W bid
 * 4S; North (not vulnerable, they are) is to call with a seven-card heart suit. Fake double-dummy results
 * make the answer known.
 */
import { parseCall, parsePbnDeal, unwrap, type Call, type Deal, type Seat, type Strain } from '@tenace/core';
import { contextOf } from './context.ts';
import { annotate } from './engine.ts';
import { handFactsOf } from './hand.ts';
import { SAYC } from './sayc/index.ts';

const calls = (text: string): Call[] => text.split(' ').map((t) => unwrap(parseCall(t)));

export const SACRIFICE_SCORE = {
  mode: 'duplicate' as const,
  vulnerable: { NS: false, EW: true },
  partScore: { NS: 0, EW: 0 },
};
export const SACRIFICE_CTX = contextOf(
  'N',
  annotate(SAYC, 'N', calls('1H 1S 4H 4S'), SACRIFICE_SCORE),
  SACRIFICE_SCORE,
);
export const SACRIFICE_NORTH = handFactsOf(unwrap(parsePbnDeal('N:2.AQJ9832.KQ2.32 - - -')).N!);

/** Hearts for North–South take `ours`, spades for East–West `theirs`, anything else five. */
export const fakeTricks =
  (ours: number, theirs: number) =>
  (_deal: Deal, strain: Strain, declarer: Seat): number =>
    strain === 'H' && (declarer === 'N' || declarer === 'S')
      ? ours
      : strain === 'S' && (declarer === 'E' || declarer === 'W')
        ? theirs
        : 5;
