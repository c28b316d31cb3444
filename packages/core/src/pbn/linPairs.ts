/**
 * LIN text as `key|value|` pairs and the pairs grouped into boards. Accepts what BBO's hand viewer gives:
 * several boards on one line, the heading keys in either order around the deal (`pn`, `st`, `qx`, `rh`,
 * `ah`, `md`, `sv` as hand records, vugraph files and Bridge Composer write them), and a viewer address
 * (`…handviewer.html?lin=…`) or text still percent-encoded (`%7C` for `|`, `%2C` for `,`).
 */
import { ok, type Result } from '../result.ts';
import { pbnError } from './lexer.ts';
import type { PbnError } from './types.ts';

export interface LinPair {
  readonly key: string;
  readonly value: string;
  readonly line: number;
}

/** Decodes `%XX` escapes (as UTF-8 where they form it; a lone `%` stays). */
function percentDecode(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    }
  });
}

/** A line as LIN: the `lin=` value of a viewer address, decoded; a line with encoded separators, decoded. */
function linLine(line: string): string {
  const url = /^\s*\S*[?&]lin=([^&\s]*)/i.exec(line);
  if (url) return percentDecode(url[1]!.replace(/\+/g, ' '));
  return /%7C|%2C/i.test(line) ? percentDecode(line) : line;
}

/** Splits LIN text into key|value| pairs with the line each key stands on (a pair may not span lines). */
export function pairsOf(text: string): Result<LinPair[], PbnError> {
  const out: LinPair[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let li = 0; li < lines.length; li++) {
    const line = linLine(lines[li]!);
    if (line.trim() === '') continue;
    if (!line.includes('|'))
      return pbnError('lin/syntax', li + 1, 'line', 'a LIN line is made of key|value| pairs');
    const parts = line.split('|');
    if (parts[parts.length - 1]!.trim() === '') parts.pop();
    if (parts.length % 2 !== 0) parts.push('');
    for (let i = 0; i < parts.length; i += 2) {
      const key = parts[i]!.trim().toLowerCase();
      if (!/^[a-z]{2}$/.test(key))
        return pbnError('lin/syntax', li + 1, 'key', `"${parts[i]!}" is not a LIN key (two letters)`);
      out.push({ key, value: parts[i + 1]!, line: li + 1 });
    }
  }
  return ok(out);
}

/** After a board's deal, these keys open the next board. */
const OPENS = new Set(['qx', 'pn', 'md', 'st', 'mn']);
/** Heading keys that may also follow the deal (`md|…|rh||ah|Board 1|sv|o|`): they open the next board
 * once the board's auction or play has begun, or when the board already has one. */
const HEADS = new Set(['rh', 'ah', 'sv']);
const PLAYED = new Set(['mb', 'an', 'pc', 'mc']);

/**
 * Groups pairs into boards: hand records hold one board per line or several, vugraph files a heading
 * (`vg`, `rs`, `pn` with eight names) and then boards that each start with `qx`. Pairs before the first
 * board are the heading.
 */
export function boardsOf(pairs: readonly LinPair[]): { heading: LinPair[]; boards: LinPair[][] } {
  const heading: LinPair[] = [];
  const boards: LinPair[][] = [];
  let current: LinPair[] = [];
  let seen = new Set<string>();
  let hasDeal = false;
  let played = false;
  let started = false;
  for (const p of pairs) {
    const k = p.key;
    const starts =
      (k === 'qx' && (!started || seen.has('qx'))) ||
      (hasDeal && (OPENS.has(k) || (HEADS.has(k) && (played || seen.has(k)))));
    if (starts) {
      if (started) boards.push(current);
      else heading.push(...current);
      current = [];
      seen = new Set();
      hasDeal = false;
      played = false;
      started = true;
    }
    if (k === 'md') {
      if (!started) {
        heading.push(...current.filter((x) => x.key === 'vg' || x.key === 'rs'));
        current = current.filter((x) => x.key !== 'vg' && x.key !== 'rs');
      }
      started = true;
      hasDeal = true;
    }
    if (PLAYED.has(k)) played = true;
    seen.add(k);
    current.push(p);
  }
  if (started) boards.push(current);
  else heading.push(...current);
  return { heading, boards };
}
