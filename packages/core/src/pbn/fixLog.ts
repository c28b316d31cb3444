/**
 * The record of what the lenient reader repaired (PbnFix) and of what the strict reader refuses: each
 * repair is noted per game, then summed up as one fix and one warning per file; in strict mode the first
 * note becomes the coded error.
 */
import { pbnError } from './lexer.ts';
import {
  PBN_FIX_NAMES,
  type PbnError,
  type PbnErrorCode,
  type PbnFix,
  type PbnFixName,
  type PbnWarning,
} from './types.ts';

export interface FixNote {
  /** The repair made, or null for a problem only the strict reader refuses (nothing is repaired). */
  readonly fix: PbnFixName | null;
  readonly game: number;
  readonly line: number;
  readonly field: string;
  readonly code: PbnErrorCode;
  /** What was found, for the strict reader's error. */
  readonly what: string;
  /** For inherited-tags: the tag taken from the previous game, and whether it was omitted or `"#"`. */
  readonly tag?: { readonly name: string; readonly hash: boolean };
}

const count = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function inheritedDetail(notes: readonly FixNote[]): string {
  const omitted = new Map<string, number>();
  const hashed = new Map<string, number>();
  for (const n of notes) {
    if (n.tag === undefined) continue;
    const m = n.tag.hash ? hashed : omitted;
    m.set(n.tag.name, (m.get(n.tag.name) ?? 0) + 1);
  }
  const list = (m: Map<string, number>): string =>
    [...m]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([t, k]) => `${t} ${k.toLocaleString('en-US')}`)
      .join(', ');
  const parts: string[] = [];
  if (omitted.size > 0) parts.push(`omitted tags taken from the previous game (${list(omitted)})`);
  if (hashed.size > 0) parts.push(`"#" values copied from the previous game (${list(hashed)})`);
  return parts.join('; ');
}

const WHAT: Readonly<Record<PbnFixName, string>> = {
  'inherited-tags': '',
  'no-auction': 'no Auction section; read with an empty auction',
  'leading-passes':
    "the auction lacks the dealer's leading passes (the Auction tag names the dealer, and Declarer and Contract agree with the auction only once 1-3 passes are put back); read with the passes put back",
  'played-order-play':
    "the Play rows give each trick's cards in the order played (leader first), not in the seat order of the Play tag, which would have a player play a card he cannot; read in the order played",
  'contract-doubling':
    "the Contract tag lacks the auction's double or redouble; the auction's contract is kept and scored",
};

export class FixLog {
  readonly notes: FixNote[] = [];

  add(note: FixNote): void {
    this.notes.push(note);
  }

  /** The strict reader's error: the first note of the file (by game, then as noted). */
  strictError(): { readonly ok: false; readonly error: PbnError } | null {
    let first: FixNote | undefined;
    for (const n of this.notes) if (first === undefined || n.game < first.game) first = n;
    if (first === undefined) return null;
    const why = first.fix === null ? '' : ` (the lenient reader repairs this: ${first.fix})`;
    return pbnError(first.code, first.line, first.field, `${first.what}${why}`);
  }

  /** One fix per repair made, in the order of PBN_FIX_NAMES, each with its warning added to `warnings`. */
  summarize(warnings: PbnWarning[]): PbnFix[] {
    const fixes: PbnFix[] = [];
    for (const name of PBN_FIX_NAMES) {
      const notes = this.notes.filter((n) => n.fix === name);
      if (notes.length === 0) continue;
      const games = [...new Set(notes.map((n) => n.game))].sort((a, b) => a - b);
      const first = notes.find((n) => n.game === games[0])!;
      const what = name === 'inherited-tags' ? inheritedDetail(notes) : WHAT[name];
      const message = `${name} (${count(games.length, 'game')}, first: game ${first.game + 1}, line ${first.line}): ${what}`;
      fixes.push({ name, games, message });
      warnings.push({ game: first.game, line: first.line, message });
    }
    warnings.sort((a, b) => a.game - b.game);
    return fixes;
  }
}
