/** Issue 19 #9 (names and text): what names, titles and chat may hold, each refusal coded and named. */
import { describe, expect, it } from 'vitest';
import { createTableSchema, issueCode, nameSchema, parseClientMessage, textProblem } from './index.ts';

// Each row: what the attack sent, why it is refused (its Unicode category).
const REFUSED: readonly [string, string, string][] = [
  ['NUL', 'a\u0000b', 'U+0000'],
  ['ESC (terminal escape)', 'a\u001b[31mb', 'U+001B'],
  ['CR/LF (header or log injection)', 'a\r\nb', 'U+000D'],
  ['DEL', 'a\u007fb', 'U+007F'],
  ['C1 control NEL', 'a\u0085b', 'U+0085'],
  ['C1 control CSI', 'a\u009bb', 'U+009B'],
  ['right-to-left override', 'evil\u202egnp.exe', 'U+202E'],
  ['left-to-right embedding', 'a\u202ab', 'U+202A'],
  ['first-strong isolate', 'a\u2068b', 'U+2068'],
  ['pop directional isolate', 'a\u2069b', 'U+2069'],
  ['right-to-left mark', 'a\u200fb', 'U+200F'],
  ['Arabic letter mark', 'a\u061cb', 'U+061C'],
  ['zero-width space', 'b\u200bot', 'U+200B'],
  ['zero-width joiner', 'b\u200dot', 'U+200D'],
  ['word joiner', 'b\u2060ot', 'U+2060'],
  ['byte-order mark', 'b\ufeffot', 'U+FEFF'],
  ['soft hyphen', 'b\u00adot', 'U+00AD'],
  ['tag character', 'b\u{e0062}ot', 'U+E0062'],
  ['line separator', 'a\u2028b', 'U+2028'],
  ['lone high surrogate', 'a\ud800b', 'U+D800'],
  ['lone low surrogate', 'a\udc00', 'U+DC00'],
];

describe('names and text: refused characters (issue 19 #9)', () => {
  it.each(REFUSED)('%s is refused in names, titles and chat', (_what, text, cp) => {
    expect(textProblem(text)).toContain(cp);
    const name = nameSchema.safeParse(text);
    expect(name.success).toBe(false);
    if (!name.success) expect(issueCode(name.error, 'proto/bad_message')).toBe('table/bad_name');
    const title = createTableSchema.safeParse({ mode: 'minibridge', title: text });
    expect(title.success).toBe(false);
    if (!title.success) expect(issueCode(title.error, 'proto/bad_message')).toBe('table/bad_title');
    const chat = parseClientMessage(JSON.stringify({ t: 'chat', text }));
    expect(chat.ok).toBe(false);
    if (!chat.ok) {
      expect(chat.error.code).toBe('chat/bad_text');
      expect(chat.error.message).toContain(cp);
    }
  });

  it.each([
    ['plain', 'Ann', 'Ann'],
    ['Cyrillic', 'Анна', 'Анна'],
    ['Arabic (right-to-left letters are fine, only the controls are not)', 'ليلى', 'ليلى'],
    ['an emoji pair (a surrogate pair is one character)', 'Ann 🂡', 'Ann 🂡'],
    ['trimmed', '  Ann  ', 'Ann'],
    // "é" as e + combining acute becomes the one precomposed character: one name, one form.
    ['NFC-normalised', 'Ren\u0065\u0301', 'Ren\u00e9'],
    ['a person may be called bot (seats mark bots by flags, not names)', 'bot', 'bot'],
  ])('a name that is %s is accepted', (_what, input, out) => {
    expect(nameSchema.parse(input)).toBe(out);
  });

  it('the length is counted after normalising: 24 precomposed characters fit, 25 do not', () => {
    expect(nameSchema.safeParse('e\u0301'.repeat(24)).success).toBe(true);
    const long = nameSchema.safeParse('é'.repeat(25));
    expect(long.success).toBe(false);
    if (!long.success) expect(long.error.issues[0]!.message).toContain('at most 24');
  });

  it('an empty name and an empty chat line are refused with their codes', () => {
    const empty = nameSchema.safeParse('   ');
    expect(empty.success).toBe(false);
    if (!empty.success) expect(issueCode(empty.error, 'proto/bad_message')).toBe('table/bad_name');
    const long = parseClientMessage(JSON.stringify({ t: 'chat', text: 'x'.repeat(201) }));
    expect(long.ok ? null : long.error.code).toBe('chat/bad_text');
  });
});
