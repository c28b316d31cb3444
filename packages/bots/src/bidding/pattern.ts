/**
 * Auction patterns, the left-hand side of every rule. A pattern is the auction so far written as calls
 * separated by spaces, with the passes before the opening left out ("1NT P 2C P" is also "P P 1NT P 2C P").
 * Tokens:
 *   P X XX 1C … 7NT   that call
 *   2M 1m 3s 2oM      a bid in a suit variable: M a major, m a minor, s t u any suit; oM / om the other
 *                     major / minor; w a suit above clubs (D, H, S). Different variables name
 *                     different suits.
 *   _s  _M  _NT       a bid of any level in that strain
 *   B                 any bid;  *  any call;  ...  any number of calls (also none)
 *   [tag]             a call whose meaning carries that tag (e.g. [blackwood])
 *   a|b               either token
 * An empty pattern matches an auction with no bid yet.
 */
import type { Call, Strain, Suit } from '@tenace/core';

export type Bindings = Readonly<Record<string, Suit>>;

/** One earlier call with the tags of the rule that explained it. */
export interface CallEntry {
  readonly call: Call;
  readonly tags: readonly string[];
}

type Atom =
  | { readonly kind: 'any' }
  | { readonly kind: 'bidAny' }
  | { readonly kind: 'tag'; readonly tag: string }
  | { readonly kind: 'plain'; readonly type: 'pass' | 'double' | 'redouble' }
  | { readonly kind: 'bid'; readonly level: number | null; readonly strain: string };

type Token = { readonly kind: 'seq' } | { readonly kind: 'alts'; readonly alts: readonly Atom[] };

export const VARIABLES = ['M', 'm', 's', 't', 'u', 'w', 'F'] as const;
const DOMAIN: Readonly<Record<string, readonly Suit[]>> = {
  M: ['S', 'H'],
  m: ['D', 'C'],
  s: ['S', 'H', 'D', 'C'],
  t: ['S', 'H', 'D', 'C'],
  u: ['S', 'H', 'D', 'C'],
  F: ['S', 'H', 'D', 'C'],
  w: ['S', 'H', 'D'],
};
const STRAIN_TOKEN = /^(C|D|H|S|NT|M|m|s|t|u|w|oM|om|F)$/;

function parseAtom(text: string): Atom {
  if (text === '*') return { kind: 'any' };
  if (text === 'B') return { kind: 'bidAny' };
  if (text === 'P') return { kind: 'plain', type: 'pass' };
  if (text === 'X') return { kind: 'plain', type: 'double' };
  if (text === 'XX') return { kind: 'plain', type: 'redouble' };
  const tag = /^\[([\w.:-]+)\]$/.exec(text);
  if (tag) return { kind: 'tag', tag: tag[1]! };
  if (text.startsWith('_') && STRAIN_TOKEN.test(text.slice(1)))
    return { kind: 'bid', level: null, strain: text.slice(1) };
  const m = /^([1-7])(.+)$/.exec(text);
  if (m && STRAIN_TOKEN.test(m[2]!)) return { kind: 'bid', level: Number(m[1]), strain: m[2]! };
  throw new Error(`bad token "${text}" in a bidding pattern`);
}

const cache = new Map<string, readonly Token[]>();

export function parsePattern(pattern: string): readonly Token[] {
  const hit = cache.get(pattern);
  if (hit !== undefined) return hit;
  const tokens: Token[] = pattern
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .map((t) => (t === '...' ? { kind: 'seq' } : { kind: 'alts', alts: t.split('|').map(parseAtom) }));
  cache.set(pattern, tokens);
  return tokens;
}

function otherOf(suit: Suit): Suit {
  switch (suit) {
    case 'H':
      return 'S';
    case 'S':
      return 'H';
    case 'C':
      return 'D';
    case 'D':
      return 'C';
  }
}

/** Binds a strain token to `strain` when consistent; returns the new bindings or null. */
export function bindStrain(token: string, strain: Strain, b: Bindings): Bindings | null {
  if (token === 'NT' || token === 'C' || token === 'D' || token === 'H' || token === 'S')
    return token === strain ? b : null;
  if (strain === 'NT') return null;
  if (token === 'oM' || token === 'om') {
    const base = token === 'oM' ? 'M' : 'm';
    const bound = b[base];
    if (bound !== undefined) return otherOf(bound) === strain ? b : null;
    if (!DOMAIN[base]!.includes(strain)) return null;
    return bindStrain(base, otherOf(strain), b);
  }
  const bound = b[token];
  if (bound !== undefined) return bound === strain ? b : null;
  if (!DOMAIN[token]!.includes(strain)) return null;
  // F (our fit) may name a suit another variable names; the others name different suits.
  if (token !== 'F' && Object.entries(b).some(([k, v]) => k !== 'F' && v === strain)) return null;
  return { ...b, [token]: strain };
}

/** The strain a token names under the bindings, or null when its variable is unbound. */
export function resolveStrain(token: string, b: Bindings): Strain | null {
  if (token === 'NT' || token === 'C' || token === 'D' || token === 'H' || token === 'S') return token;
  if (token === 'oM' || token === 'om') {
    const base = b[token === 'oM' ? 'M' : 'm'];
    return base === undefined ? null : otherOf(base);
  }
  return b[token] ?? null;
}

function matchAtom(atom: Atom, entry: CallEntry, b: Bindings): Bindings | null {
  const c = entry.call;
  switch (atom.kind) {
    case 'any':
      return b;
    case 'bidAny':
      return c.type === 'bid' ? b : null;
    case 'tag':
      return entry.tags.includes(atom.tag) ? b : null;
    case 'plain':
      return c.type === atom.type ? b : null;
    case 'bid':
      if (c.type !== 'bid' || (atom.level !== null && atom.level !== c.level)) return null;
      return bindStrain(atom.strain, c.strain, b);
  }
}

function matchFrom(
  tokens: readonly Token[],
  ti: number,
  calls: readonly CallEntry[],
  ci: number,
  b: Bindings,
): Bindings | null {
  if (ti === tokens.length) return ci === calls.length ? b : null;
  const tok = tokens[ti]!;
  if (tok.kind === 'seq') {
    for (let k = ci; k <= calls.length; k++) {
      const r = matchFrom(tokens, ti + 1, calls, k, b);
      if (r !== null) return r;
    }
    return null;
  }
  if (ci === calls.length) return null;
  for (const atom of tok.alts) {
    const nb = matchAtom(atom, calls[ci]!, b);
    if (nb !== null) {
      const r = matchFrom(tokens, ti + 1, calls, ci + 1, nb);
      if (r !== null) return r;
    }
  }
  return null;
}

/** Matches a pattern against the whole auction (passes before the opening already removed). */
export function matchPattern(pattern: string, calls: readonly CallEntry[]): Bindings | null {
  return matchFrom(parsePattern(pattern), 0, calls, 0, {});
}
