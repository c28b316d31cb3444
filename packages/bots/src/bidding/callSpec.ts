/**
 * A rule's call as the tables write it: "P", "X", "XX", a bid such as "1NT" or "2M" (a variable), or a
 * bid found from the auction: "cheap:s" (the lowest legal bid in s), "jump:s" (one level higher),
 * "game:s" (game in s, counting the part-score), "inv:s" (one below game).
 */
import type { Call } from '@tenace/core';

export type CallSpec =
  | { readonly kind: 'plain'; readonly call: Call }
  | { readonly kind: string; readonly level: number | null; readonly strain: string };

/** Parses a call spec; throws on a malformed one (the table check turns it into a coded error). */
export function parseCallSpec(spec: string): CallSpec {
  if (spec === 'P') return { kind: 'plain', call: { type: 'pass' } };
  if (spec === 'X') return { kind: 'plain', call: { type: 'double' } };
  if (spec === 'XX') return { kind: 'plain', call: { type: 'redouble' } };
  const m = /^(cheap|jump|game|inv):(.+)$/.exec(spec);
  if (m) return { kind: m[1]!, level: null, strain: m[2]! };
  const b = /^([1-7])(.+)$/.exec(spec);
  if (b) return { kind: 'level', level: Number(b[1]), strain: b[2]! };
  throw new Error(`bad call "${spec}" in a bidding table`);
}
