/**
 * Text people type that others see: display names, table titles and chat. Each is NFC-normalised (so
 * that one name has one form) and refused when it holds a character that changes how other text reads or
 * hides itself: controls (C0 including NUL, ESC, CR and LF; DEL; C1), invisible format characters
 * (zero-width spaces and joiners, bidi marks, embeddings, overrides and isolates, the byte-order mark, tag
 * characters), line and paragraph separators, and lone surrogates. The refusal names the character by its
 * code point and carries the coded error of the field (`table/bad_name`, `table/bad_title`,
 * `chat/bad_text`), which the parse entry points and the HTTP API answer with.
 */
import { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/**
 * What may not appear: Unicode general categories Cc (controls), Cf (format: invisible and bidi
 * characters), Zl and Zp (separators of lines and paragraphs), and a surrogate not in a pair (with the `u`
 * flag a well-formed pair is one code point, so only a lone one matches).
 */
const REFUSED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/** The code point in U+XXXX form. */
function codePoint(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** What kind of character it is, for the refusal's message. */
function kindOf(ch: string): string {
  if (/\p{Cc}/u.test(ch)) return 'a control character';
  if (/\p{Cs}/u.test(ch)) return 'a lone surrogate';
  if (/[\p{Zl}\p{Zp}]/u.test(ch)) return 'a line separator';
  if (/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(ch)) return 'a bidi control';
  return 'an invisible format character';
}

/** Why the text cannot be shown to others (the first refused character), or null when it can. */
export function textProblem(text: string): string | null {
  const m = REFUSED.exec(text);
  return m === null ? null : `cannot hold ${codePoint(m[0])} (${kindOf(m[0])})`;
}

/** The zod issue param that names the field's coded error (read by `issueCode`). */
export interface CodedIssueParams {
  readonly code: ErrorCode;
}

/**
 * A string field of visible text: trimmed, NFC-normalised, then checked for refused characters and
 * length (in characters after normalising), each refusal carrying `code`.
 */
export function visibleText(
  code: ErrorCode,
  what: string,
  bounds: { readonly min?: number; readonly max: number },
): z.ZodString {
  const params: CodedIssueParams = { code };
  return z
    .string()
    .trim()
    .normalize('NFC')
    .check((ctx) => {
      const v = ctx.value;
      const problem =
        textProblem(v) ??
        (bounds.min !== undefined && v.length < bounds.min ? 'cannot be empty' : null) ??
        (v.length > bounds.max ? `has at most ${bounds.max} characters, got ${v.length}` : null);
      if (problem !== null)
        ctx.issues.push({ code: 'custom', message: `${what} ${problem}`, input: v, params });
    });
}

/** The coded error a zod failure asks for (the first issue that names one), else `fallback`. */
export function issueCode(error: z.ZodError, fallback: ErrorCode): ErrorCode {
  for (const i of error.issues) {
    const code = (i as { params?: Partial<CodedIssueParams> }).params?.code;
    if (code !== undefined) return code;
  }
  return fallback;
}
