/**
 * Reading and normalizing the values of the tags that Tenace understands (PBN 2.1 §3 and the variants of
 * files in the wild): `Love`/`-`/`Both` vulnerability, `1N` and `R` in contracts, lower case, results
 * written `NS 9`. Unknown (`?`) and inapplicable (`""`) values are kept as they are.
 */
import { parseContract, makeContract, type Contract } from '../call.ts';
import { makePbnDeal, parsePbnDeal, type DealSetup } from '../deal.ts';
import { err, ok, type Result } from '../result.ts';
import { sideOf } from '../seat.ts';
import { SEATS, isSeat, type Seat, type Side, type Strain, type Vulnerability } from '../types.ts';

const recentDeals = new Map<string, ReturnType<typeof parsePbnDeal>>();

/**
 * parsePbnDeal, remembering the last few deal strings: the games of one board stand together in a file
 * and their deal is read several times (normalized, repaired, checked). The results are immutable.
 */
function readDeal(text: string): ReturnType<typeof parsePbnDeal> {
  const hit = recentDeals.get(text);
  if (hit !== undefined) return hit;
  const r = parsePbnDeal(text);
  recentDeals.set(text, r);
  if (recentDeals.size > 8) recentDeals.delete(recentDeals.keys().next().value!);
  return r;
}

/** Whether a value means "unknown" (`?`) or "does not apply" (`""`). */
export function isBlank(value: string): boolean {
  return value === '' || value === '?';
}

export function parseSeat(value: string): Seat | null {
  const u = value.trim().toUpperCase();
  return isSeat(u) ? u : null;
}

const VUL_WORDS: Readonly<Record<string, Vulnerability>> = {
  NONE: 'None',
  LOVE: 'None',
  '-': 'None',
  NS: 'NS',
  EW: 'EW',
  ALL: 'All',
  BOTH: 'All',
};

export function parseVulnerable(value: string): Vulnerability | null {
  return VUL_WORDS[value.trim().toUpperCase()] ?? null;
}

/** A contract tag: a contract, `Pass` (passed out), or only a strain (end positions, PBN §7). */
export type PbnContract = Contract | 'PASS' | { readonly strainOnly: Strain };

export function parsePbnContract(value: string): PbnContract | null {
  const u = value.trim().toUpperCase();
  if (u === 'PASS' || u === 'AP' || u === 'P') return 'PASS';
  const strainOnly = /^(NT|N|S|H|D|C)$/.exec(u);
  if (strainOnly) return { strainOnly: strainOnly[1] === 'N' ? 'NT' : (strainOnly[1] as Strain) };
  const r = parseContract(u);
  return r.ok && r.value !== null ? r.value : null;
}

export function makePbnContract(c: PbnContract): string {
  if (c === 'PASS') return 'Pass';
  if ('strainOnly' in c) return c.strainOnly;
  return makeContract(c);
}

/** A Score/ScoreIMP value from North–South's view: `NS 420`, `EW -50`, `NS 4 EW -4`, or a plain number. */
export function parseSideScore(value: string): number | null {
  const v = value.trim();
  if (/^[-+]?\d+(\.\d+)?$/.test(v)) return Number(v);
  const m = /^(NS|EW)\s*([-+]?\d+(?:\.\d+)?)(?:\s+(NS|EW)\s*([-+]?\d+(?:\.\d+)?))?$/i.exec(v);
  if (!m) return null;
  const first = (m[1]!.toUpperCase() === 'NS' ? 1 : -1) * Number(m[2]);
  return first === 0 ? 0 : first;
}

/**
 * `DoubleDummyTricks` (a Bridge Composer convention): 20 hex digits, declarers N, S, E, W, each with the
 * strains NT, S, H, D, C. Returns tricks by declarer and strain.
 */
export function parseDoubleDummyTricks(
  value: string,
): Readonly<Record<Seat, Readonly<Record<Strain, number>>>> | null {
  const v = value.trim();
  if (!/^[0-9a-dA-D]{20}$/.test(v)) return null;
  const order: readonly Seat[] = ['N', 'S', 'E', 'W'];
  const strains: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];
  const out = {} as Record<Seat, Record<Strain, number>>;
  order.forEach((seat, i) => {
    const row = {} as Record<Strain, number>;
    strains.forEach((s, j) => (row[s] = parseInt(v[i * 5 + j]!, 16)));
    out[seat] = row;
  });
  return out;
}

/** The Result tag as declarer's tricks; `NS 9`, `EW 4`, `NS 9 EW 4` need the declarer. */
export function parseResultTricks(value: string, declarer: Seat | null): number | null {
  const v = value.trim().replace(/^\^/, '');
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    return n <= 13 ? n : null;
  }
  const m = /^(NS|EW)\s*(\d+)(?:\s+(NS|EW)\s*(\d+))?$/i.exec(v);
  if (!m || declarer === null) return null;
  const side = m[1]!.toUpperCase() as Side;
  const n = Number(m[2]);
  if (n > 13) return null;
  return side === sideOf(declarer) ? n : 13 - n;
}

/** Normalizes one known tag value; returns the value to store or a message saying what is wrong with it. */
export function normalizeTag(
  name: string,
  value: string,
  ctx: { readonly dealer: Seat | null; readonly declarer: Seat | null },
): Result<string> {
  if (isBlank(value)) return ok(value);
  switch (name) {
    case 'Board': {
      const v = value.trim();
      if (!/^\d+$/.test(v) || Number(v) < 1) return err('pbn/bad_value', `"${value}" is not a board number`);
      return ok(String(Number(v)));
    }
    case 'Dealer': {
      const s = parseSeat(value);
      return s === null ? err('pbn/bad_value', `"${value}" is not a seat (N, E, S or W)`) : ok(s);
    }
    case 'Declarer': {
      const swapped = value.trim().startsWith('^');
      const s = parseSeat(value.trim().replace(/^\^/, ''));
      return s === null
        ? err('pbn/bad_value', `"${value}" is not a seat (N, E, S or W)`)
        : ok(swapped ? `^${s}` : s);
    }
    case 'Vulnerable': {
      const v = parseVulnerable(value);
      return v === null
        ? err('pbn/bad_value', `"${value}" is not a vulnerability (None, NS, EW or All)`)
        : ok(v);
    }
    case 'Deal': {
      const d = readDeal(value);
      if (!d.ok) return err('pbn/bad_value', d.error.message);
      const first = ctx.dealer ?? parseSeat(value.trim()[0] ?? '') ?? 'N';
      return ok(makePbnDeal(d.value, first));
    }
    case 'Contract': {
      const c = parsePbnContract(value);
      return c === null
        ? err('pbn/bad_value', `"${value}" is not a contract (such as 4H, 3NTX, 6SXX or Pass)`)
        : ok(makePbnContract(c));
    }
    case 'Result': {
      const swapped = value.trim().startsWith('^');
      const t = parseResultTricks(value, ctx.declarer === null ? null : ctx.declarer);
      if (t !== null) return ok(`${swapped ? '^' : ''}${t}`);
      if (/^\^?(NS|EW)\s*\d+/i.test(value.trim()) && ctx.declarer === null) return ok(value.trim());
      return err('pbn/bad_value', `"${value}" is not a number of tricks from 0 to 13`);
    }
    default:
      return ok(value);
  }
}

/** The seat written in a deal string's first position, for a Deal value already normalized. */
export function dealFirstSeat(value: string): Seat {
  return parseSeat(value[0] ?? '') ?? SEATS[0];
}

export function dealSetupOf(value: string): DealSetup | null {
  if (isBlank(value)) return null;
  const d = readDeal(value);
  return d.ok ? d.value : null;
}
