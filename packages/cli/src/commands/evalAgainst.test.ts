import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlierRecords, replacesOption, ruleNames } from './eval.ts';

const dir = mkdtempSync(join(tmpdir(), 'tenace-against-'));
const record = (board: number) => ({
  board,
  deal: `N:deal-${board}`,
  par: [],
  auction: ['P(open.pass)'],
  contract: 'passed out',
  imps: 0,
});
function file(name: string, body: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof body === 'string' ? body : JSON.stringify(body));
  return path;
}

describe('--against: the earlier report', () => {
  it('gives back every deal record of a report of the same seed and deals', () => {
    const path = file('ok.json', { seed: 's', deals: 2, unknown: 0, worst: [record(1), record(2)] });
    expect(earlierRecords(path, 's', 2).map((r) => r.board)).toEqual([1, 2]);
  });

  it.each([
    { why: 'a missing file', name: 'none', body: null, error: 'cannot read' },
    { why: 'text that is not JSON', name: 'text.json', body: 'deals', error: 'is not a JSON report' },
    { why: 'JSON without records', name: 'obj.json', body: { deals: 2 }, error: 'is not a JSON report' },
    {
      why: 'another seed',
      name: 'seed.json',
      body: { seed: 't', deals: 2, worst: [record(1), record(2)] },
      error: 'is seed t with 2 deals, this run seed s with 2',
    },
    {
      why: 'a report of the worst deals only',
      name: 'few.json',
      body: { seed: 's', deals: 2, unknown: 0, worst: [record(1)] },
      error: 'lists 1 of its 2 deals; write it with --worst 2',
    },
    {
      why: 'a record without its contract (a report older than the contract field)',
      name: 'old.json',
      body: { seed: 's', deals: 2, worst: [record(1), { ...record(2), contract: undefined }] },
      error: 'deal record 2 lacks',
    },
  ])('refuses $why, naming what is wrong', ({ name, body, error }) => {
    const path = body === null ? join(dir, name) : file(name, body);
    expect(() => earlierRecords(path, 's', 2)).toThrow(error);
  });
});

describe('--match-without: the rule names', () => {
  it('splits the list and keeps names that match rules', () => {
    expect(ruleNames('slam.nt, open.1nt')).toEqual(['slam.nt', 'open.1nt']);
  });
  it.each([
    { list: 'slam.nt,no.such', error: '--match-without "slam.nt,no.such": no rule is named "no.such"' },
    { list: 'slam.nt,', error: 'a rule name is empty' },
  ])('refuses $list, naming what is wrong', ({ list, error }) => {
    expect(() => ruleNames(list)).toThrow(error);
  });
});

describe('--bid-out-replaces', () => {
  it('takes any or pass', () => {
    expect(replacesOption('any')).toBe('any');
    expect(replacesOption('pass')).toBe('pass');
  });
  it('refuses anything else, naming it', () => {
    expect(() => replacesOption('bids')).toThrow('--bid-out-replaces must be any or pass, not "bids"');
  });
});
