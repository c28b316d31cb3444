import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SplitMix64 } from '../rng.ts';
import { checkPbnGame, makeLin, makePbn, parseLin, parsePbn } from './index.ts';

const dir = new URL('../../test/data/', import.meta.url);
const PBN = readFileSync(new URL('pbn/tournament-import.pbn', dir), 'utf8');
const LIN = readFileSync(new URL('lin/bbo-handrecord.lin', dir), 'utf8');
// Bases: the whole files, and each game or board alone (smaller, so that 10,000 stay quick).
const PBN_GAMES = [PBN, ...PBN.split(/\r\n\r\n/)];
const LIN_BOARDS = [LIN, ...LIN.split('\n').filter((l) => l !== '')];
const PIECES = [
  '[',
  ']',
  '{',
  '}',
  '"',
  ';',
  '\n',
  '\r\n',
  '%',
  '#',
  '*',
  '+',
  '-',
  '=1=',
  '$',
  '^',
  '|',
  '\\',
  'AP',
  'X',
  'XX',
  '13',
  '99',
  '♥',
  ' ',
  '[Note "',
  '[Play "N"]',
  '[Auction "E"]',
  'mb|',
  'pc|',
  'md|',
  ',',
  '\u0000',
  'S',
];

/** Mutates text: a few deletions, insertions of syntax pieces, duplicated slices and swapped characters. */
function mutate(text: string, rng: SplitMix64): string {
  let t = text;
  const n = 1 + rng.below(6);
  for (let k = 0; k < n; k++) {
    const at = rng.below(t.length + 1);
    switch (rng.below(4)) {
      case 0:
        t = t.slice(0, at) + t.slice(at + 1 + rng.below(20));
        break;
      case 1:
        t = t.slice(0, at) + PIECES[rng.below(PIECES.length)]! + t.slice(at);
        break;
      case 2: {
        const from = rng.below(t.length + 1);
        t = t.slice(0, at) + t.slice(from, from + rng.below(80)) + t.slice(at);
        break;
      }
      default:
        t = t.slice(0, at) + String.fromCharCode(32 + rng.below(95)) + t.slice(at + 1);
    }
  }
  return t;
}

describe('fuzz: 10,000 mutated files each give an error or a value, never an exception; values round-trip', () => {
  it('PBN and LIN, seeded', () => {
    const rng = new SplitMix64(4n);
    let errors = 0;
    let values = 0;
    for (let i = 0; i < 10000; i++) {
      const lin = i % 5 === 4;
      const bases = lin ? LIN_BOARDS : PBN_GAMES;
      const text = mutate(bases[rng.below(bases.length)]!, rng);
      const r = lin ? parseLin(text) : parsePbn(text);
      if (!r.ok) {
        errors++;
        expect(r.error.message).toMatch(/^line \d+, [^:]+: /);
        continue;
      }
      values++;
      // Whatever parses can be checked and written again, as PBN and as LIN.
      for (const g of r.value.file.games) checkPbnGame(g);
      const again = parsePbn(makePbn(r.value.file));
      expect(again.ok ? 'ok' : again.error.message).toBe('ok');
      // … and identically: parse → make → parse gives the same value.
      if (again.ok) expect(again.value.file).toEqual(r.value.file);
      const lin2 = parseLin(makeLin(r.value.file.games));
      expect(lin2.ok ? 'ok' : lin2.error.message).toBe('ok');
    }
    expect(errors).toBeGreaterThan(500);
    expect(values).toBeGreaterThan(500);
  }, 120_000);
});
