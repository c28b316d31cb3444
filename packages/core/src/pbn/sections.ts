/**
 * Builders for the Auction and Play sections (PBN 2.1 §4, §5) fed token by token, and their final form.
 * Auction: calls, `Pass`, `AP` (stored as the passes it stands for), `X`, `XX`, `-` placeholders before the
 * first call, `*` and `+` ends. Play: cards or `-` in seat columns from the `[Play]` seat, four per trick.
 */
import { PASS, parseCall, type Call } from '../call.ts';
import { parseCard } from '../card.ts';
import { splitToken } from './annotations.ts';
import type { PbnAnnotations, PbnCallEntry, PbnCardEntry, PbnSectionEnd } from './types.ts';

interface MutableEntry {
  note?: number;
  nags: number[];
  irregular?: 'I' | 'S' | 'R' | 'L';
  comments: string[];
}

export interface SectionBuilder<T> {
  entries: (MutableEntry & { value: T })[];
  placeholders: number;
  end: PbnSectionEnd;
  comments: string[];
}

export function newSection<T>(): SectionBuilder<T> {
  return { entries: [], placeholders: 0, end: '', comments: [] };
}

/** Where a comment read now belongs: the last call or card, else the section itself. */
export function sectionCommentTarget<T>(b: SectionBuilder<T>): string[] {
  return b.entries[b.entries.length - 1]?.comments ?? b.comments;
}

function attach<T>(b: SectionBuilder<T>, s: { note?: number; nags: readonly number[] }): string | null {
  const last = b.entries[b.entries.length - 1];
  if (last === undefined) return 'an annotation comes before any call or card';
  if (s.note !== undefined) {
    if (last.note !== undefined) return 'two note references on one item';
    last.note = s.note;
  }
  last.nags.push(...s.nags);
  return null;
}

/** Calls needed after `calls` for `AP`: three passes after a bid, four passes in all if nobody bid. */
function passesForAp(calls: readonly Call[]): number {
  if (!calls.some((c) => c.type !== 'pass')) return Math.max(0, 4 - calls.length);
  let trailing = 0;
  for (let i = calls.length - 1; i >= 0 && calls[i]!.type === 'pass'; i--) trailing++;
  return Math.max(0, 3 - trailing);
}

/** Adds one token of the Auction section; returns a message when the token is not allowed. */
export function auctionToken(b: SectionBuilder<Call>, token: string): string | null {
  if (b.end !== '') return `"${token}" after the end of the auction`;
  if (token === '*' || token === '+') {
    b.end = token;
    return null;
  }
  if (token === '-') {
    if (b.entries.length > 0) return '"-" (a seat before the first call) after the first call';
    b.placeholders++;
    return null;
  }
  if (token.toUpperCase() === 'AP') {
    const n = passesForAp(b.entries.map((e) => e.value));
    for (let i = 0; i < n; i++) b.entries.push({ value: PASS, nags: [], comments: [] });
    return null;
  }
  const s = splitToken(token);
  if (s === null) return `"${token}" is not a call or an annotation`;
  if (s.core === '') return s.irregular === undefined ? attach(b, s) : `"${token}" is not a call`;
  const call = parseCall(s.core);
  if (!call.ok) return `"${token}" is not a call (Pass, X, XX, 1C … 7NT, AP)`;
  b.entries.push({
    value: call.value,
    nags: [...s.nags],
    comments: [],
    ...(s.note === undefined ? {} : { note: s.note }),
    ...(s.irregular === undefined ? {} : { irregular: s.irregular }),
  });
  return null;
}

const SUIT_SYMBOL: Readonly<Record<string, string>> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };

/** Adds one token of the Play section; returns a message when the token is not allowed. */
export function playToken(b: SectionBuilder<string | null>, token: string): string | null {
  if (b.end !== '') return `"${token}" after the end of the play`;
  if (token === '*' || token === '+') {
    b.end = token;
    return null;
  }
  if (token === '-') {
    b.entries.push({ value: null, nags: [], comments: [] });
    return null;
  }
  const s = splitToken(token);
  if (s === null) return `"${token}" is not a card or an annotation`;
  if (s.core === '') return s.irregular === undefined ? attach(b, s) : `"${token}" is not a card`;
  const card = parseCard(s.core.replace(/^[♠♥♦♣]/, (m) => SUIT_SYMBOL[m] ?? m));
  if (card === null) return `"${token}" is not a card (such as SA, HT, C2) or "-"`;
  b.entries.push({
    value: card,
    nags: [...s.nags],
    comments: [],
    ...(s.note === undefined ? {} : { note: s.note }),
    ...(s.irregular === undefined ? {} : { irregular: s.irregular }),
  });
  return null;
}

function freeze(e: MutableEntry): PbnAnnotations {
  return {
    ...(e.note === undefined ? {} : { note: e.note }),
    ...(e.nags.length === 0 ? {} : { nags: [...e.nags] }),
    ...(e.irregular === undefined ? {} : { irregular: e.irregular }),
    ...(e.comments.length === 0 ? {} : { comments: [...e.comments] }),
  };
}

export function finishCalls(b: SectionBuilder<Call>): PbnCallEntry[] {
  return b.entries.map((e) => ({ call: e.value, ...freeze(e) }));
}

/** The play entries grouped four to a trick; a short last trick is filled with `-`. */
export function finishTricks(b: SectionBuilder<string | null>): PbnCardEntry[][] {
  const rows: PbnCardEntry[][] = [];
  b.entries.forEach((e, i) => {
    if (i % 4 === 0) rows.push([]);
    rows[rows.length - 1]!.push({ card: e.value as PbnCardEntry['card'], ...freeze(e) });
  });
  const last = rows[rows.length - 1];
  if (last !== undefined) while (last.length < 4) last.push({ card: null });
  return rows;
}
