import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '@tenace/protocol';
import { createI18n, LANGUAGES } from '../i18n/index.ts';
import { BackendError } from '../net/types.ts';
import { errorText } from './errors.ts';

const CODES = Object.keys(ERROR_CODES) as ErrorCode[];

describe('refusals in the person’s language', () => {
  it.each(LANGUAGES)('%s: every protocol code has its own sentence', (lang) => {
    const t = createI18n(lang).t;
    const texts = CODES.map((code) => errorText(t, { code, message: 'raw English from the server' }));
    for (const [i, text] of texts.entries()) {
      expect(text, CODES[i]).not.toContain('raw English');
      expect(text, CODES[i]).not.toContain('error.');
      expect(text.length, CODES[i]).toBeGreaterThan(8);
    }
    expect(new Set(texts).size).toBe(CODES.length);
  });

  it.each(['ru', 'uk'] as const)('%s: no code falls back to English', (lang) => {
    const en = createI18n('en').t;
    const t = createI18n(lang).t;
    for (const code of CODES) expect(errorText(t, { code }), code).not.toBe(errorText(en, { code }));
  });

  it('a BackendError is read by its code; anything without a known code gets the general sentence', () => {
    const t = createI18n('ru').t;
    expect(errorText(t, new BackendError('table/seat_taken', 'the seat is taken'))).toBe('Это место занято.');
    expect(errorText(t, new TypeError('Failed to fetch'))).toBe(t('error.unknown'));
    expect(errorText(t, { code: 'play/must_follow' })).toBe(t('error.unknown'));
  });
});
