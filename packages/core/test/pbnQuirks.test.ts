import { describe, expect, it } from 'vitest';
import { makePbn, parsePbn, type PbnFixName, type PbnGame } from '../src/pbn/index.ts';
import { applyQuirks, cleanGames, QUIRKS } from './pbnQuirks.ts';

// Property: for clean files made from seeded deals, each export quirk read back leniently gives the same
// games, with its fix named for exactly the games it changed (and nothing else); the strict reader refuses.
const SEEDS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'];
const BOARDS = 16;

function read(games: readonly PbnGame[], strict = false) {
  return parsePbn(makePbn(games), { strict });
}

/** The clean games as the quirk leaves them when it loses information: no-auction drops the auction. */
function expectedGames(clean: readonly PbnGame[], fixed: Partial<Record<PbnFixName, number[]>>): PbnGame[] {
  const noAuction = new Set(fixed['no-auction'] ?? []);
  return clean.map((g, i) => (noAuction.has(i) ? { ...g, auction: null } : g));
}

describe('clean seeded files', () => {
  it.each(SEEDS)('seed %s: read back as written, no fixes, strict reader accepts', (seed) => {
    const clean = cleanGames(seed, BOARDS);
    const r = read(clean);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.file.games).toEqual(clean);
    expect(r.value.fixes).toEqual([]);
    expect(read(clean, true).ok).toBe(true);
  });
});

const CASES: (keyof typeof QUIRKS)[][] = [
  ['inherited-tags'],
  ['hash-values'],
  ['no-auction'],
  ['leading-passes'],
  ['played-order-play'],
  ['contract-doubling'],
  // A realistic export has several at once.
  ['inherited-tags', 'leading-passes', 'played-order-play', 'contract-doubling'],
  ['hash-values', 'no-auction', 'played-order-play'],
];

describe.each(CASES.map((c) => [c.join(' + '), c] as const))('quirk %s', (_, quirks) => {
  it.each(SEEDS)('seed %s: the same games come out, the fix named for the games it changed', (seed) => {
    const clean = cleanGames(seed, BOARDS);
    const { games, expected } = applyQuirks(clean, quirks);
    // Every quirk changes some games of these files (else the case tests nothing).
    for (const q of quirks) expect(expected[QUIRKS[q].fix]?.length ?? 0).toBeGreaterThan(0);
    const r = read(games);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.file.games).toEqual(expectedGames(clean, expected));
    expect(Object.fromEntries(r.value.fixes.map((f) => [f.name, f.games]))).toEqual(expected);
    // One warning per fix for the whole file.
    for (const f of r.value.fixes)
      expect(r.value.warnings.filter((w) => w.message.startsWith(`${f.name} (`))).toHaveLength(1);
    const strict = read(games, true);
    expect(strict.ok).toBe(false);
  });
});
