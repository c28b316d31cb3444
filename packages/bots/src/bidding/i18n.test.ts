import { describe, expect, it } from 'vitest';
import { LANGUAGES, TEXTS, explanation } from './explain.ts';
import { SAYC } from './sayc/index.ts';
import { NOTHING_SHOWN } from './meaning.ts';

describe('explanation texts', () => {
  it('en, ru and uk have the same keys, none empty', () => {
    const keys = Object.keys(TEXTS.en).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(TEXTS[lang]).sort(), lang).toEqual(keys);
      for (const k of keys) expect(TEXTS[lang][k]!.trim().length, `${lang} ${k}`).toBeGreaterThan(0);
    }
  });

  it('every rule of the system has a text in each language', () => {
    for (const rule of SAYC)
      for (const lang of LANGUAGES)
        expect(TEXTS[lang][`bid.${rule.key}`], `${lang} bid.${rule.key}`).toBeDefined();
  });

  it('Ukrainian uses the glossary, not the machine-translation words', () => {
    const all = Object.values(TEXTS.uk).join(' ');
    expect(all).not.toMatch(/хабар|окуляр/);
  });

  it('fills suit symbols and details in each language', () => {
    const meaning = {
      call: '1H',
      rule: 'open.1major',
      key: 'open.1major',
      params: { suit: 'H' },
      shows: { ...NOTHING_SHOWN, hcp: [12, 21] as const, len: { ...NOTHING_SHOWN.len, H: [5, 13] as const } },
      forcing: 'no' as const,
      artificial: false,
      tags: [],
    };
    expect(explanation(meaning, 'en')).toBe('Opening one of a major: five or more ♥ (12–21 HCP; ♥ 5+)');
    expect(explanation(meaning, 'ru')).toContain('12–21 очков');
    expect(explanation(meaning, 'uk')).toContain('♥ 5+');
  });

  it('names the kings and the controls a slam call shows, in each language', () => {
    const meaning = {
      call: '4C',
      rule: 'slam.cue.jacoby',
      key: 'slam.cue',
      params: { suit: 'C' },
      shows: { ...NOTHING_SHOWN, kings: [2, 2] as const, controls: ['C' as const] },
      forcing: 'one' as const,
      artificial: true,
      tags: ['cue'],
    };
    expect(explanation(meaning, 'en')).toBe(
      'Cue bid: slam interest, first- or second-round control in ♣ (kings: 2; control in ♣; forcing for one round; artificial)',
    );
    expect(explanation(meaning, 'ru')).toContain('королей: 2; контроль в ♣');
    expect(explanation(meaning, 'uk')).toContain('королів: 2; контроль у ♣');
  });
});
