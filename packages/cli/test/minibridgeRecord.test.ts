import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { minibridgeRecord, type Seat } from '@tenace/core';
import { PlaceholderPlayer, type Player } from '@tenace/bots';
import { runMinibridgeMatch } from '../src/playModes/minibridge.ts';
import { checkMinibridgeRecord } from './checkMinibridgeRecord.ts';

const bots = (): Record<Seat, Player> => {
  const p = new PlaceholderPlayer();
  return { N: p, E: p, S: p, W: p };
};

describe('bot matches pass the independent rule check', () => {
  it.each(['1', '2', '3', '42', 'tenace', '20251129'])('seed %s', async (seed) => {
    const final = await runMinibridgeMatch(seed, {}, bots());
    const rec = JSON.parse(JSON.stringify(minibridgeRecord(final))) as Parameters<
      typeof checkMinibridgeRecord
    >[0];
    expect(checkMinibridgeRecord(rec)).toEqual([]);
  });
  it.each([
    {
      variant: 'ebu' as const,
      tie2020: 'dealerDeclares' as const,
      deals: 6,
      games: 1,
      firstDealer: 'W' as const,
    },
    { variant: 'seed' as const, tie2020: 'redeal' as const, deals: 3, games: 3, firstDealer: 'E' as const },
  ])('options %o', async (rules) => {
    for (const seed of ['9', '10', '11']) {
      const final = await runMinibridgeMatch(seed, rules, bots());
      const rec = JSON.parse(JSON.stringify(minibridgeRecord(final))) as Parameters<
        typeof checkMinibridgeRecord
      >[0];
      expect(checkMinibridgeRecord(rec)).toEqual([]);
    }
  });
  it('the checker catches a wrong score, a revoke and a wrong declarer', async () => {
    const final = await runMinibridgeMatch('5', {}, bots());
    const rec = JSON.parse(JSON.stringify(minibridgeRecord(final))) as Parameters<
      typeof checkMinibridgeRecord
    >[0];
    const d = rec.deals.find((x) => !x.redeal)!;
    d.score = { NS: d.score!.NS + 10, EW: d.score!.EW };
    d.declarer = d.declarer === 'N' ? 'S' : 'N';
    [d.play![1], d.play![5]] = [d.play![5]!, d.play![1]!];
    const problems = checkMinibridgeRecord(rec);
    expect(problems.some((p) => p.includes('score'))).toBe(true);
    expect(problems.some((p) => p.includes('declarer'))).toBe(true);
    expect(problems.some((p) => /revokes|not held/.test(p))).toBe(true);
  });
});

describe('tenace play --mode minibridge --bots all --json', () => {
  const bin = fileURLToPath(new URL('../bin/tenace.js', import.meta.url));
  it('prints a record that passes the check, the same for the same seed', () => {
    const run = () =>
      execFileSync(
        'node',
        [
          bin,
          'play',
          '--mode',
          'minibridge',
          '--bots',
          'all',
          '--strength',
          'beginner',
          '--seed',
          '77',
          '--json',
        ],
        {
          encoding: 'utf8',
        },
      );
    const a = run();
    expect(run()).toBe(a);
    const rec = JSON.parse(a) as Parameters<typeof checkMinibridgeRecord>[0];
    expect(rec.mode).toBe('minibridge');
    expect(checkMinibridgeRecord(rec)).toEqual([]);
  });
});
