/**
 * Splits PBN text into games and tokens (PBN 2.1 §2–3): tag pairs `[Name "value"]`, comments `{…}` (which
 * may span lines) and `; …` (to the end of the line), escape lines starting with `%`, and the other
 * tokens of the sections. An empty line outside a comment ends a game. CR, LF and CRLF all end a line.
 */
import { ok, type Result } from '../result.ts';
import type { PbnError } from './types.ts';

export type LexItem =
  | { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly line: number }
  | { readonly kind: 'token'; readonly text: string; readonly line: number }
  | { readonly kind: 'comment'; readonly text: string; readonly line: number };

export interface LexBlock {
  readonly line: number;
  readonly items: readonly LexItem[];
}

export interface Lexed {
  readonly escapes: readonly string[];
  readonly blocks: readonly LexBlock[];
}

export function pbnError(
  code: PbnError['code'],
  line: number,
  field: string,
  what: string,
): { readonly ok: false; readonly error: PbnError } {
  return { ok: false, error: { code, line, field, message: `line ${line}, ${field}: ${what}` } };
}

const SPECIAL = new Set(['[', ']', '{', '}', ';', '"']);

/** Reads a quoted string starting at `start` (the opening quote); returns the value and the index after it. */
function readString(line: string, start: number): { value: string; end: number } | null {
  let value = '';
  for (let i = start + 1; i < line.length; i++) {
    const c = line[i]!;
    if (c === '\\' && (line[i + 1] === '"' || line[i + 1] === '\\')) {
      value += line[i + 1]!;
      i++;
    } else if (c === '"') return { value, end: i + 1 };
    else value += c;
  }
  return null;
}

export function lexPbn(text: string): Result<Lexed, PbnError> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const escapes: string[] = [];
  const blocks: LexBlock[] = [];
  let items: LexItem[] = [];
  let blockLine = 0;
  let brace: { text: string; line: number } | null = null;

  const push = (item: LexItem): void => {
    if (items.length === 0) blockLine = item.line;
    items.push(item);
  };
  const endBlock = (): void => {
    if (items.length > 0) blocks.push({ line: blockLine, items });
    items = [];
  };

  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!;
    const n = li + 1;
    let i = 0;
    if (brace !== null) {
      const close = line.indexOf('}');
      if (close < 0) {
        brace.text += `${line}\n`;
        continue;
      }
      push({ kind: 'comment', text: brace.text + line.slice(0, close), line: brace.line });
      brace = null;
      i = close + 1;
    } else if (line.startsWith('%')) {
      escapes.push(line.slice(1).trim());
      continue;
    } else if (line.trim() === '') {
      endBlock();
      continue;
    }
    while (i < line.length) {
      const c = line[i]!;
      if (c === ' ' || c === '\t' || c === '\f' || c === '\v') {
        i++;
      } else if (c === ';') {
        push({ kind: 'comment', text: line.slice(i + 1), line: n });
        i = line.length;
      } else if (c === '{') {
        const close = line.indexOf('}', i + 1);
        if (close < 0) {
          brace = { text: `${line.slice(i + 1)}\n`, line: n };
          i = line.length;
        } else {
          push({ kind: 'comment', text: line.slice(i + 1, close), line: n });
          i = close + 1;
        }
      } else if (c === '[') {
        const m = /^\[\s*([A-Za-z0-9_]+)\s*/.exec(line.slice(i));
        if (!m) return pbnError('pbn/syntax', n, 'tag', 'a tag must be [Name "value"]');
        const name = m[1]!;
        const q = i + m[0].length;
        if (line[q] !== '"') return pbnError('pbn/syntax', n, name, 'the tag value must be in double quotes');
        const s = readString(line, q);
        const rest = s === null ? null : /^\s*\]/.exec(line.slice(s.end));
        if (s !== null && rest !== null) {
          push({ kind: 'tag', name, value: s.value, line: n });
          i = s.end + rest[0].length;
          continue;
        }
        // Lenient: a value holding unescaped quotes, `[Event "The "Big" Cup"]`, runs to the next `"]`.
        const close = line.indexOf('"]', q + 1);
        if (close <= q) {
          const what =
            s === null ? 'the tag value has no closing quote' : 'the tag pair has no closing bracket';
          return pbnError('pbn/syntax', n, name, what);
        }
        const raw = line.slice(q + 1, close).replace(/\\(["\\])/g, '$1');
        push({ kind: 'tag', name, value: raw, line: n });
        i = close + 2;
      } else if (c === '"') {
        const s = readString(line, i);
        if (s === null) return pbnError('pbn/syntax', n, 'string', 'a quoted string has no closing quote');
        push({ kind: 'token', text: line.slice(i, s.end), line: n });
        i = s.end;
      } else if (c === ']' || c === '}') {
        return pbnError('pbn/syntax', n, 'text', `unexpected "${c}"`);
      } else {
        let j = i;
        while (j < line.length && !/\s/.test(line[j]!) && !SPECIAL.has(line[j]!)) j++;
        push({ kind: 'token', text: line.slice(i, j), line: n });
        i = j;
      }
    }
  }
  if (brace !== null) return pbnError('pbn/syntax', brace.line, 'comment', 'a { comment is never closed');
  endBlock();
  return ok({ escapes, blocks });
}
