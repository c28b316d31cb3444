/**
 * The vocabulary of the game: every enumerated value as an `as const` array with its derived union.
 * Orders matter and are documented: SEATS clockwise from North, SUITS from spades down (the DDS order),
 * STRAINS in bidding order (clubs lowest, no-trump highest).
 */

/** Seats, clockwise from North. */
export const SEATS = ['N', 'E', 'S', 'W'] as const;
export type Seat = (typeof SEATS)[number];

/** Partnerships. North–South and East–West. */
export const SIDES = ['NS', 'EW'] as const;
export type Side = (typeof SIDES)[number];

/** Suits from the highest ranking down: spades, hearts, diamonds, clubs (also the PBN hand order). */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** Strains (denominations) in bidding order: clubs < diamonds < hearts < spades < no-trump. */
export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
export type Strain = (typeof STRAINS)[number];

/** Rank characters from the two up to the ace; T is the ten. */
export const RANK_CHARS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export type RankChar = (typeof RANK_CHARS)[number];

/** Numeric ranks: 2..14 (ace = 14). */
export type Rank = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

/** Vulnerability of a board or deal. */
export const VULNERABILITIES = ['None', 'NS', 'EW', 'All'] as const;
export type Vulnerability = (typeof VULNERABILITIES)[number];

/** Game modes: each has its own reducer, view and match record (game/host.ts runs any of them). */
export const MODES = ['minibridge', 'rubber', 'chicago', 'duplicate'] as const;
export type Mode = (typeof MODES)[number];

export function isMode(x: unknown): x is Mode {
  return typeof x === 'string' && (MODES as readonly string[]).includes(x);
}

export type BySeat<T> = { readonly [S in Seat]: T };
export type BySide<T> = { readonly [S in Side]: T };
export type ByStrain<T> = { readonly [S in Strain]: T };
export type BySuit<T> = { readonly [S in Suit]: T };

export function isSeat(x: unknown): x is Seat {
  return typeof x === 'string' && (SEATS as readonly string[]).includes(x);
}
export function isSide(x: unknown): x is Side {
  return typeof x === 'string' && (SIDES as readonly string[]).includes(x);
}
export function isSuit(x: unknown): x is Suit {
  return typeof x === 'string' && (SUITS as readonly string[]).includes(x);
}
export function isStrain(x: unknown): x is Strain {
  return typeof x === 'string' && (STRAINS as readonly string[]).includes(x);
}
export function isVulnerability(x: unknown): x is Vulnerability {
  return typeof x === 'string' && (VULNERABILITIES as readonly string[]).includes(x);
}

/** Builds a BySeat record from a function of the seat. */
export function bySeat<T>(f: (seat: Seat) => T): BySeat<T> {
  return { N: f('N'), E: f('E'), S: f('S'), W: f('W') };
}
/** Builds a BySide record from a function of the side. */
export function bySide<T>(f: (side: Side) => T): BySide<T> {
  return { NS: f('NS'), EW: f('EW') };
}
