/**
 * Explanations of call meanings in English, Russian and Ukrainian. Texts are data (i18n/{en,ru,uk}.json,
 * terms from the project glossary): a sentence per rule key with suit placeholders ({s}, {M} …), followed
 * by the details the meaning shows (HCP, points, suit lengths, balance, aces, forcing, artificial).
 */
import { SUITS, type Strain, type Suit } from '@tenace/core';
import en from './i18n/en.json' with { type: 'json' };
import ru from './i18n/ru.json' with { type: 'json' };
import uk from './i18n/uk.json' with { type: 'json' };
import { formatInterval, type Interval } from './interval.ts';
import { NOTHING_SHOWN, type Meaning } from './meaning.ts';

export const LANGUAGES = ['en', 'ru', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

export const TEXTS: Readonly<Record<Language, Readonly<Record<string, string>>>> = { en, ru, uk };

const SYMBOL: Readonly<Record<Strain, string>> = { S: '♠', H: '♥', D: '♦', C: '♣', NT: 'NT' };

function fill(template: string, params: Readonly<Record<string, string | number>>, lang: Language): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    if (v === undefined) return whole;
    if (typeof v === 'string' && v in SYMBOL)
      return v === 'NT' ? (TEXTS[lang]['strain.NT'] ?? 'NT') : SYMBOL[v as Strain];
    return String(v);
  });
}

function text(lang: Language, key: string): string {
  return TEXTS[lang][key] ?? TEXTS.en[key] ?? key;
}

function same(a: Interval, b: Interval): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** The details of what a meaning shows, in `lang`. */
export function details(meaning: Meaning, lang: Language): string[] {
  const s = meaning.shows;
  const out: string[] = [];
  if (!same(s.hcp, NOTHING_SHOWN.hcp))
    out.push(fill(text(lang, 'word.hcp'), { range: formatInterval(s.hcp, 37) }, lang));
  if (!same(s.pts, NOTHING_SHOWN.pts) && !(s.pts[0] <= s.hcp[0] && s.pts[1] >= 40))
    out.push(fill(text(lang, 'word.points'), { range: formatInterval(s.pts, 40) }, lang));
  for (const suit of SUITS as readonly Suit[])
    if (!same(s.len[suit], NOTHING_SHOWN.len[suit]))
      out.push(`${SYMBOL[suit]} ${formatInterval(s.len[suit], 13)}`);
  if (s.balanced) out.push(text(lang, 'word.balanced'));
  if (!same(s.aces, NOTHING_SHOWN.aces))
    out.push(fill(text(lang, 'word.aces'), { range: formatInterval(s.aces, 4) }, lang));
  if (s.kings !== undefined && !same(s.kings, NOTHING_SHOWN.aces))
    out.push(fill(text(lang, 'word.kings'), { range: formatInterval(s.kings, 4) }, lang));
  if (s.controls !== undefined && s.controls.length > 0)
    out.push(fill(text(lang, 'word.controls'), { suits: s.controls.map((c) => SYMBOL[c]).join(' ') }, lang));
  if (meaning.forcing === 'one') out.push(text(lang, 'word.forcing.one'));
  if (meaning.forcing === 'game') out.push(text(lang, 'word.forcing.game'));
  if (meaning.artificial) out.push(text(lang, 'word.artificial'));
  return out;
}

/** The explanation of a meaning in one language: the rule's sentence, then the details. */
export function explanation(meaning: Meaning, lang: Language): string {
  const head = fill(text(lang, `bid.${meaning.key}`), meaning.params, lang);
  const d = details(meaning, lang);
  return d.length === 0 ? head : `${head} (${d.join('; ')})`;
}

/** A meaning as JSON for clients: intervals as [lo, hi], the explanation in every language. */
export interface MeaningRecord {
  readonly call: string;
  readonly rule: string | null;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly hcp: Interval;
  readonly points: Interval;
  readonly lengths: Readonly<Record<Suit, Interval>>;
  readonly balanced: boolean;
  readonly aces: Interval;
  /** Kings and controlled suits, when the call shows them. */
  readonly kings?: Interval;
  readonly controls?: readonly Suit[];
  readonly forcing: Meaning['forcing'];
  readonly artificial: boolean;
  readonly text: Readonly<Record<Language, string>>;
}

export function meaningRecord(meaning: Meaning): MeaningRecord {
  const s = meaning.shows;
  return {
    call: meaning.call,
    rule: meaning.rule,
    key: `bid.${meaning.key}`,
    params: meaning.params,
    hcp: s.hcp,
    points: s.pts,
    lengths: s.len,
    balanced: s.balanced,
    aces: s.aces,
    ...(s.kings === undefined ? {} : { kings: s.kings }),
    ...(s.controls === undefined ? {} : { controls: s.controls }),
    forcing: meaning.forcing,
    artificial: meaning.artificial,
    text: { en: explanation(meaning, 'en'), ru: explanation(meaning, 'ru'), uk: explanation(meaning, 'uk') },
  };
}
