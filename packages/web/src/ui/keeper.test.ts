import { describe, expect, it } from 'vitest';
import { keepSheet, type KeeperEntry } from './keeper.tsx';
import { parseSettings, DEFAULT_SETTINGS } from './settings.ts';

const entry = (o: Partial<KeeperEntry>): KeeperEntry => ({
  declarer: 'S',
  contract: { level: 4, strain: 'S', risk: '' },
  game: true,
  strain: 'S',
  tricks: 10,
  honours: 'none',
  honoursBy: 'declarer',
  ...o,
});

describe('score keeper', () => {
  // Figures from the rules reference (docs/RULES.md §2.2 and §5): 4S made = 120 below; two games, not vulnerable
  // opponents = 700 rubber premium.
  it('keeps a rubber: two games for North–South end it with the 700 premium', () => {
    const k = keepSheet('rubber', [entry({}), entry({ declarer: 'N' })]);
    expect(k.error).toBeNull();
    expect(k.rubber!.gamesWon).toEqual({ NS: 2, EW: 0 });
    expect(k.rubber!.rubberBonus.NS).toBe(700);
    expect(k.rubber!.deals.map((d) => d.below.NS)).toEqual([120, 120]);
  });

  it('refuses a deal after the rubber is over, naming why', () => {
    const k = keepSheet('rubber', [entry({}), entry({}), entry({ declarer: 'E' })]);
    expect(k.error).not.toBeNull();
    expect(k.error!.length).toBeGreaterThan(5);
  });

  it('keeps minibridge: 3NT made with 9 tricks scores 100 + 300 for the declared game; a miss gives 50 a trick', () => {
    const k = keepSheet('minibridge', [
      entry({ strain: 'NT', game: true, tricks: 9 }),
      entry({ declarer: 'E', strain: 'H', game: true, tricks: 8 }),
    ]);
    expect(k.mini!.deals.map((d) => d.score)).toEqual([
      { NS: 400, EW: 0 },
      { NS: 100, EW: 0 },
    ]);
    expect(k.mini!.totals).toEqual({ NS: 500, EW: 0 });
  });

  it('keeps a Chicago of four deals, a passed-out deal included', () => {
    const k = keepSheet('chicago', [
      entry({ contract: null }),
      entry({}),
      entry({ declarer: 'E', contract: { level: 2, strain: 'H', risk: '' }, tricks: 8 }),
    ]);
    expect(k.error).toBeNull();
    expect(k.chicago!.deals.length).toBe(3);
  });
});

describe('settings', () => {
  it('keeps only well-formed stored fields; sounds are off by default', () => {
    expect(DEFAULT_SETTINGS.sounds).toBe(false);
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{"fourColour":true,"cardSize":"xl","sounds":"yes","name":"Ann"}')).toEqual({
      ...DEFAULT_SETTINGS,
      fourColour: true,
      name: 'Ann',
    });
  });
});
