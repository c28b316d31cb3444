/**
 * The meaning of each call of a contract-bridge auction under the SAYC system the server's bots bid with,
 * in every language of the web client. Meanings are public (they depend on the calls, the vulnerability and
 * the part-scores, never on a hand), so every connection receives the same list with its `state`.
 *
 * Explaining an auction takes a few milliseconds; a small cache keyed by the auction's situation (mode,
 * dealer, vulnerability, part-scores, calls) makes it once per change, not once per connection.
 */
import type { BySide, Seat, Vulnerability } from '@tenace/core';
import { auctionMeanings as saycMeanings, type ScoringMode } from '@tenace/bots';
import type { CallMeaningText, GameView } from '@tenace/protocol';

/** The fields of a view the meanings depend on (all public). */
interface AuctionSituation {
  readonly mode: string;
  readonly dealer: Seat;
  readonly auction: readonly string[];
  readonly vulnerability?: Vulnerability;
  readonly partScores?: BySide<number>;
}

const CACHE_SIZE = 256;
const cache = new Map<string, readonly (CallMeaningText | null)[]>();

function keyOf(v: AuctionSituation): string {
  const vul = v.vulnerability ?? '';
  const part = v.partScores === undefined ? '' : `${v.partScores.NS}/${v.partScores.EW}`;
  return `${v.mode}|${v.dealer}|${vul}|${part}|${v.auction.join(' ')}`;
}

/** The meanings of the auction's calls in order; an entry is null where the system gives no meaning. */
export function auctionMeanings(view: AuctionSituation): (CallMeaningText | null)[] {
  const { mode, ...rest } = view;
  return saycMeanings({ ...rest, mode: mode as ScoringMode });
}

/**
 * The meanings to send with a view: undefined for minibridge (it has no auction), else the list, cached.
 * A failure of the bidding system leaves the calls without meanings rather than stopping the table.
 */
export function meaningsForView(view: GameView): readonly (CallMeaningText | null)[] | undefined {
  if (view.mode === 'minibridge') return undefined;
  if (view.auction.length === 0) return [];
  const key = keyOf(view);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let list: readonly (CallMeaningText | null)[];
  try {
    list = auctionMeanings(view);
  } catch {
    list = view.auction.map(() => null);
  }
  cache.set(key, list);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return list;
}
