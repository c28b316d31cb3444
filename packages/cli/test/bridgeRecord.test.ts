import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  chicagoRecord,
  duplicateRecord,
  rubberRecord,
  type BridgeView,
  type ChicagoState,
  type DuplicateState,
  type RubberState,
  type Seat,
} from '@tenace/core';
import { BridgePlaceholderPlayer, type Player } from '@tenace/bots';
import { Readable } from 'node:stream';
import { renderBridge, runBridgeMatch } from '../src/playModes/rubber.ts';
import { TerminalPlayer } from '../src/prompt.ts';
import { checkBridgeRecord, type BridgeRecord } from '../../core/test/checkBridgeRecord.ts';

const bots = (): Record<Seat, Player> => {
  const p = new BridgePlaceholderPlayer();
  return { N: p, E: p, S: p, W: p };
};
const asRecord = (x: unknown): BridgeRecord => JSON.parse(JSON.stringify(x)) as BridgeRecord;
const SEEDS = ['1', '2', '3', '42', 'tenace'];

describe('bot matches pass the independent check (auction, play, vulnerability, sheet, result)', () => {
  it.each(SEEDS)('rubber, seed %s (both rulesets and roundings)', async (seed) => {
    for (const rules of [
      {},
      { ruleset: '1948' as const, rounding: 'half-down' as const, firstDealer: 'W' as const },
    ]) {
      const final = await runBridgeMatch<RubberState>('rubber', rules, seed, bots());
      const rec = asRecord(rubberRecord(final));
      expect(checkBridgeRecord(rec)).toEqual([]);
      expect(rec.result.finished).toBe(true);
    }
  });
  it.each(SEEDS)('chicago, seed %s', async (seed) => {
    const final = await runBridgeMatch<ChicagoState>('chicago', {}, seed, bots());
    expect(checkBridgeRecord(asRecord(chicagoRecord(final)))).toEqual([]);
  });
  it.each(SEEDS)('duplicate, seed %s', async (seed) => {
    const final = await runBridgeMatch<DuplicateState>('duplicate', { boards: 16 }, seed, bots());
    expect(checkBridgeRecord(asRecord(duplicateRecord(final)))).toEqual([]);
  });
  it('the bots reach contracts of every kind over many deals (not only passes)', async () => {
    const final = await runBridgeMatch<DuplicateState>('duplicate', { boards: 32 }, 'variety', bots());
    const contracts = final.history.map((d) => d.contract);
    expect(contracts.filter((c) => c !== 'PASS').length).toBeGreaterThan(20);
    expect(contracts.some((c) => c.startsWith('3NT') || c.startsWith('4'))).toBe(true);
  });
});

// The other modes, options and the tour through the command line run in `npm run ci:bridge-records`.
describe('tenace play --mode rubber --bots all --json', () => {
  const bin = fileURLToPath(new URL('../bin/tenace.js', import.meta.url));
  it('prints a record that passes the check, with the ruleset and rounding asked for', () => {
    const out = execFileSync(
      'node',
      [
        bin,
        'play',
        '--mode',
        'rubber',
        '--bots',
        'all',
        '--json',
        '--seed',
        '5',
        '--ruleset',
        '1948',
        '--rounding',
        'half-down',
        '--strength',
        'beginner',
      ],
      { encoding: 'utf8' },
    );
    const rec = JSON.parse(out) as BridgeRecord;
    expect([rec.mode, rec.ruleset, rec.rounding]).toEqual(['rubber', '1948', 'half-down']);
    expect(checkBridgeRecord(rec)).toEqual([]);
  });
  it('the same seed gives the same record', async () => {
    const play = async () =>
      JSON.stringify(rubberRecord(await runBridgeMatch<RubberState>('rubber', {}, '77', bots())));
    expect(await play()).toBe(await play());
  });
});

describe('a person at the terminal', () => {
  it('bids for their seat and plays both hands when their side declares', async () => {
    // The prompt asks again after a bad answer, so "P" then every card, over and over, answers any question.
    const cards = ['S', 'H', 'D', 'C'].flatMap((s) => Array.from('23456789TJQKA').map((r) => s + r));
    const lines = Array.from({ length: 400 }, () => ['P', ...cards].join('\n')).join('\n');
    let written = '';
    const person = new TerminalPlayer(
      (v) => renderBridge(v as unknown as BridgeView),
      Readable.from([lines]),
      (t) => (written += t),
    );
    const players = { ...bots(), S: person };
    let partnerDeclared = 0;
    for (const seed of ['4', '11']) {
      const final = await runBridgeMatch<DuplicateState>('duplicate', { boards: 4 }, seed, players, 'S');
      expect(checkBridgeRecord(asRecord(duplicateRecord(final)))).toEqual([]);
      const northDeclares = final.history.some((d) => d.declarer === 'N' && d.play.length > 0);
      if (northDeclares) partnerDeclared++;
    }
    // North (the person's partner) declared: the person was asked for dummy's cards too.
    expect(partnerDeclared).toBeGreaterThan(0);
    expect(written).toContain('Your card from S');
    expect(written).toContain('Your call');
    expect(written).toContain('South (you)');
  });
});
