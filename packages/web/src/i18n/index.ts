/**
 * Translations: en, ru and uk, keyed by identifier (docs/GLOSSARY.md is the source of the terms). The language
 * comes from the browser's list unless the person chose one; plurals follow each language's rules
 * (i18next's `_one/_few/_many/_other` keys through Intl.PluralRules).
 */
import i18next, { type i18n, type TFunction } from 'i18next';
import en from './en.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import uk from './uk.json' with { type: 'json' };

export const LANGUAGES = ['en', 'ru', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

export const RESOURCES: Readonly<Record<Language, Record<string, unknown>>> = { en, ru, uk };

/** The names of the languages, each in itself. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ru: 'Русский',
  uk: 'Українська',
};

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

/** The first of the browser's languages we have ("ru-RU" → ru; Belarusian readers get Russian), else en. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(base)) return base;
    if (base === 'be') return 'ru';
  }
  return 'en';
}

/** A ready i18next instance (resources are bundled, so initialisation is synchronous). */
export function createI18n(lng: Language): i18n {
  const inst = i18next.createInstance();
  void inst.init({
    lng,
    fallbackLng: 'en',
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: RESOURCES[l] }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return inst;
}

export type { TFunction };
