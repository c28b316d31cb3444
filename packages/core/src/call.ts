/** Calls (pass, bids, double, redouble) and contracts, with their text forms "P", "X", "XX", "1C" … "7NT", "4SX". */
import { err, ok, type Result } from './result.ts';
import { STRAINS, type Strain } from './types.ts';

export const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Level = (typeof LEVELS)[number];

export interface Bid {
  readonly type: 'bid';
  readonly level: Level;
  readonly strain: Strain;
}
export type Call =
  { readonly type: 'pass' } | Bid | { readonly type: 'double' } | { readonly type: 'redouble' };

/** Doubling on a contract: '' undoubled, 'X' doubled, 'XX' redoubled. */
export const RISKS = ['', 'X', 'XX'] as const;
export type Risk = (typeof RISKS)[number];

export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly risk: Risk;
}

export const PASS: Call = { type: 'pass' };
export const DOUBLE: Call = { type: 'double' };
export const REDOUBLE: Call = { type: 'redouble' };

export function bid(level: Level, strain: Strain): Bid {
  return { type: 'bid', level, strain };
}

/** A bid's place in bidding order, 0 (1C) to 34 (7NT). */
export function bidIndex(b: { level: Level; strain: Strain }): number {
  return (b.level - 1) * 5 + STRAINS.indexOf(b.strain);
}

/** Every bid in order, 1C to 7NT. */
export const ALL_BIDS: readonly Bid[] = LEVELS.flatMap((l) => STRAINS.map((s) => bid(l, s)));

const SYMBOL_STRAIN: Readonly<Record<string, Strain>> = {
  '♣': 'C',
  '♦': 'D',
  '♥': 'H',
  '♠': 'S',
  '\u2667': 'C',
  '\u2662': 'D',
  '\u2661': 'H',
  '\u2664': 'S',
};

function strainOf(text: string): Strain | null {
  const t = text.toUpperCase();
  if (t === 'N' || t === 'NT' || t === 'BK' || t === 'SA') return 'NT';
  if (t === 'C' || t === 'D' || t === 'H' || t === 'S') return t;
  return SYMBOL_STRAIN[text] ?? null;
}

/**
 * Parses a call written "P" (or "Pass"), "X", "XX" (or "R"), "1C" … "7NT" ("1N" and suit symbols accepted;
 * any case). Returns a coded error naming the text otherwise.
 */
export function parseCall(text: string): Result<Call> {
  const t = text.trim();
  const u = t.toUpperCase();
  if (u === 'P' || u === 'PASS') return ok(PASS);
  if (u === 'X' || u === 'D' || u === 'DBL' || u === 'DOUBLE') return ok(DOUBLE);
  if (u === 'XX' || u === 'R' || u === 'RDBL' || u === 'REDOUBLE') return ok(REDOUBLE);
  const m = /^([1-7])\s*(.+)$/.exec(t);
  if (m) {
    const strain = strainOf(m[2]!);
    if (strain !== null) return ok(bid(Number(m[1]) as Level, strain));
  }
  return err('call/bad_text', `"${text}" is not a call (use P, X, XX or 1C … 7NT)`);
}

/** The canonical text of a call: "P", "X", "XX", "1C" … "7NT". */
export function makeCall(call: Call): string {
  switch (call.type) {
    case 'pass':
      return 'P';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
    case 'bid':
      return `${call.level}${call.strain}`;
  }
}

/** Parses a contract "4S", "4SX", "3NTXX", "1N", "2HR" (R for redoubled), or "PASS" (null: passed out). */
export function parseContract(text: string): Result<Contract | null> {
  const u = text.trim().toUpperCase();
  if (u === 'PASS' || u === 'P' || u === 'AP') return ok(null);
  const m = /^([1-7])(NT|N|C|D|H|S)(XX|X|R)?$/.exec(u);
  if (!m) return err('contract/bad_text', `"${text}" is not a contract (such as 4S, 3NTX, 6HXX or PASS)`);
  const strain = m[2] === 'N' ? 'NT' : (m[2] as Strain);
  const riskText = m[3] ?? '';
  const risk: Risk = riskText === 'R' ? 'XX' : (riskText as Risk);
  return ok({ level: Number(m[1]) as Level, strain, risk });
}

/** The canonical text of a contract: "4SX"; null (passed out) is "PASS". */
export function makeContract(contract: Contract | null): string {
  return contract === null ? 'PASS' : `${contract.level}${contract.strain}${contract.risk}`;
}
