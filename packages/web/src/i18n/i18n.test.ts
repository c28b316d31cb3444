import { describe, expect, it } from 'vitest';
import { createI18n, LANGUAGES, pickLanguage, RESOURCES } from './index.ts';
import { cardName, callName } from '../format.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf key, with plural suffixes folded into the base key. */
function keys(o: Record<string, unknown>, prefix = ''): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [k, v] of Object.entries(o)) {
    const path = prefix === '' ? k : `${prefix}.${k}`;
    if (typeof v === 'object' && v !== null) {
      for (const [kk, forms] of keys(v as Record<string, unknown>, path)) out.set(kk, forms);
    } else {
      const m = PLURAL.exec(path);
      const base = m ? path.slice(0, -m[0].length) : path;
      const forms = out.get(base) ?? new Set<string>();
      if (m) forms.add(m[1]!);
      out.set(base, forms);
    }
  }
  return out;
}

describe('translations', () => {
  const en = keys(RESOURCES.en);

  it.each(['ru', 'uk'] as const)('%s has exactly the keys of en', (lang) => {
    const other = keys(RESOURCES[lang]);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each(LANGUAGES)('%s has every plural form its language needs', (lang) => {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [key, forms] of keys(RESOURCES[lang])) {
      const isPlural = [...keys(RESOURCES.en).get(key)!].length > 0;
      if (!isPlural) continue;
      for (const f of needed) expect(forms.has(f), `${lang} ${key}_${f}`).toBe(true);
    }
  });

  it.each(LANGUAGES)('%s: every string is non-empty and keeps the {{placeholders}} of en', (lang) => {
    const flat = (o: Record<string, unknown>, p = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null
          ? flat(v as Record<string, unknown>, `${p}${k}.`)
          : [[`${p}${k}`, String(v)]],
      );
    const enMap = new Map(flat(RESOURCES.en).map(([k, v]) => [k.replace(PLURAL, ''), v]));
    for (const [k, v] of flat(RESOURCES[lang])) {
      expect(v.trim(), k).not.toBe('');
      const base = enMap.get(k.replace(PLURAL, ''))!;
      const want = new Set((base.match(/\{\{\w+\}\}/g) ?? []).filter((x) => x !== '{{count}}'));
      const got = new Set((v.match(/\{\{\w+\}\}/g) ?? []).filter((x) => x !== '{{count}}'));
      expect(got, k).toEqual(want);
    }
  });

  it('does not use «хабар» for a trick in Ukrainian (docs/GLOSSARY.md)', () => {
    expect(JSON.stringify(RESOURCES.uk)).not.toMatch(/хабар/i);
    expect(JSON.stringify(RESOURCES.uk)).not.toMatch(/окуляр/i);
  });
});

describe('plurals and card names', () => {
  // Source of the forms: Russian and Ukrainian grammar (1, 21 → one; 2–4, 22–24 → few; 5–20, 25 → many).
  it.each([
    ['ru', 1, '1 очко'],
    ['ru', 2, '2 очка'],
    ['ru', 5, '5 очков'],
    ['ru', 11, '11 очков'],
    ['ru', 21, '21 очко'],
    ['ru', 24, '24 очка'],
    ['uk', 1, '1 очко'],
    ['uk', 3, '3 очки'],
    ['uk', 12, '12 очок'],
    ['uk', 22, '22 очки'],
    ['en', 1, '1 point'],
    ['en', 13, '13 points'],
  ] as const)('%s: %i HCP → %s', (lang, n, text) => {
    expect(createI18n(lang).t('mini.hcp', { count: n })).toBe(text);
  });

  it.each([
    ['ru', 1, '1 взятка'],
    ['ru', 3, '3 взятки'],
    ['ru', 7, '7 взяток'],
    ['uk', 4, '4 взятки'],
    ['uk', 9, '9 взяток'],
  ] as const)('%s: %i tricks → %s', (lang, n, text) => {
    expect(createI18n(lang).t('table.tricksWon', { count: n })).toBe(text);
  });

  it.each([
    ['en', 'SA', 'ace of spades'],
    ['ru', 'SA', 'туз пик'],
    ['ru', 'HQ', 'дама червей'],
    ['ru', 'DT', 'десятка бубён'],
    ['uk', 'SA', 'туз пік'],
    ['uk', 'C7', 'сімка треф'],
  ] as const)('%s: %s is «%s»', (lang, card, text) => {
    expect(cardName(createI18n(lang).t, card)).toBe(text);
  });

  it('spells calls for screen readers', () => {
    expect(callName(createI18n('en').t, '3NT')).toBe('3 no-trump');
    expect(callName(createI18n('ru').t, 'X')).toBe('контра');
    expect(callName(createI18n('uk').t, '2H')).toBe('2 чирви');
  });

  // regression: bid labels read "1 clubs", "1 трефы", "7 пики" (issue 14)
  it.each([
    ['en', '1C', '1 club'],
    ['en', '4S', '4 spades'],
    ['en', '1NT', '1 no-trump'],
    ['ru', '1C', '1 трефа'],
    ['ru', '3D', '3 бубны'],
    ['ru', '7S', '7 пик'],
    ['ru', '5NT', '5 без козыря'],
    ['uk', '1H', '1 чирва'],
    ['uk', '6D', '6 бубон'],
    ['uk', '2S', '2 піки'],
  ] as const)('%s: %s reads «%s»', (lang, call, text) => {
    expect(callName(createI18n(lang).t, call)).toBe(text);
  });
});

describe('pickLanguage', () => {
  it.each([
    [['ru-RU', 'en'], 'ru'],
    [['uk'], 'uk'],
    [['de-DE', 'uk-UA'], 'uk'],
    [['be-BY'], 'ru'],
    [['fr'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (list, lang) => {
    expect(pickLanguage(list)).toBe(lang);
  });
});
