import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import duplicate from '../../core/test/data/scoring-duplicate.json' with { type: 'json' };
import rubber from '../../core/test/data/scoring-rubber.json' with { type: 'json' };
import { duplicateForm } from '../src/scoreForms/duplicate.ts';
import { rubberForm } from '../src/scoreForms/rubber.ts';

const bin = fileURLToPath(new URL('../bin/tenace.js', import.meta.url));
const run = (args: string[], input = '') => execFileSync('node', [bin, ...args], { input, encoding: 'utf8' });

describe('tenace score --jsonl reproduces every duplicate and rubber deal case of the fixtures', () => {
  it(`${duplicate.cases.length} duplicate cells, ${duplicate.crossChecks.length} cross-checks, ${duplicate.pre1987.length} pre-1987 cells, ${rubber.deals.length} rubber deals and ${rubber.crossChecks.length} rubber cross-checks, with bad lines answered in place`, () => {
    const lines: string[] = [];
    const want: unknown[] = [];
    const contract = (c: { level: number; strain: string; doubled: string }) =>
      `${c.level}${c.strain}${c.doubled}`;
    for (const c of [...duplicate.cases, ...duplicate.crossChecks]) {
      lines.push(
        JSON.stringify({
          scoring: 'duplicate',
          contract: contract(c),
          vulnerable: c.vulnerable,
          tricks: c.tricks,
        }),
      );
      want.push({ score: c.score });
    }
    for (const c of duplicate.pre1987) {
      const line = {
        scoring: 'duplicate',
        contract: contract(c),
        vulnerable: c.vulnerable,
        tricks: c.tricks,
      };
      lines.push(JSON.stringify({ ...line, ruleset: '1948' }));
      want.push({ score: c.score });
    }
    for (const c of [...rubber.deals, ...rubber.crossChecks]) {
      lines.push(
        JSON.stringify({
          scoring: 'rubber',
          contract: contract(c),
          vulnerable: c.vulnerable,
          tricks: c.tricks,
          honours: c.honours,
          honoursHeldBy: c.honoursHeldBy,
          ruleset: 'ruleset' in c ? c.ruleset : 'modern',
        }),
      );
      want.push({ below: c.below, aboveDeclarer: c.above_declarer, aboveDefenders: c.above_defenders });
    }
    const bad: [string, RegExp][] = [
      [
        '{"scoring":"duplicate","contract":"4HX","vulnerable":true,"tricks":14}',
        /"tricks" must be a whole number/,
      ],
      [
        '{"scoring":"duplicate","contract":"8H","vulnerable":true,"tricks":8}',
        /"contract".*"8H" is not a contract/,
      ],
      [
        '{"scoring":"duplicate","contract":"4H","tricks":8}',
        /"vulnerable" must be true or false and is missing/,
      ],
      [
        '{"scoring":"duplicate","contract":"4H","vulnerable":false,"tricks":8,"vul":1}',
        /unknown field "vul"/,
      ],
      [
        '{"scoring":"rubber","contract":"3NT","vulnerable":false,"tricks":9,"honours":"4","honoursHeldBy":"declarer"}',
        /no-trump/,
      ],
      ['{"scoring":"rubber","contract":"4S","vulnerable":false,"tricks":9,"honours":"4"}', /honoursHeldBy/],
      [
        '{"scoring":"rubber","contract":"4S","vulnerable":false,"tricks":9,"ruleset":"1932"}',
        /"ruleset" must be one of/,
      ],
    ];
    const all: string[] = [];
    const expected: unknown[] = [];
    lines.forEach((l, i) => {
      all.push(l);
      expected.push(want[i]);
      if (i % 500 === 0) {
        const [b, re] = bad[(i / 500) % bad.length]!;
        all.push(b);
        expected.push({ error: expect.stringMatching(re) as unknown });
      }
    });
    for (const [b, re] of bad) {
      all.push(b);
      expected.push({ error: expect.stringMatching(re) as unknown });
    }
    const got = run(['score', '--jsonl'], all.join('\n') + '\n')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(got).toEqual(expected);
  });
});

describe('the duplicate and rubber score forms', () => {
  it.each([
    [{ contract: '4HX', vulnerable: true, tricks: 8 }, { score: -500 }],
    [{ contract: 'PASS' }, { score: 0 }],
    [{ contract: 'PASS', vulnerable: true, tricks: 0 }, { score: 0 }],
    [
      { contract: '1NTXX', vulnerable: false, tricks: 13, ruleset: '1948' },
      { score: 160 + 6 * 200 + 50 + 300 },
    ],
  ])('duplicate %j → %j', (input, want) => {
    expect(duplicateForm.json({ scoring: 'duplicate', ...input })).toEqual({ ok: true, value: want });
  });
  it.each([
    [
      { contract: '4S', vulnerable: false, tricks: 10 },
      { below: 120, aboveDeclarer: 0, aboveDefenders: 0 },
    ],
    [
      { contract: '4S', vulnerable: false, tricks: 10, honours: 'none', honoursHeldBy: null },
      { below: 120, aboveDeclarer: 0, aboveDefenders: 0 },
    ],
    [{ contract: 'PASS' }, { below: 0, aboveDeclarer: 0, aboveDefenders: 0 }],
    [
      {
        contract: '4SXX',
        vulnerable: false,
        tricks: 6,
        ruleset: '1948',
        honours: '5',
        honoursHeldBy: 'defenders',
      },
      { below: 0, aboveDeclarer: 0, aboveDefenders: 1400 + 150 },
    ],
  ])('rubber %j → %j', (input, want) => {
    expect(rubberForm.json({ scoring: 'rubber', ...input })).toEqual({ ok: true, value: want });
  });
  it.each([
    [['4HX', '8', 'vul'], /4HX vulnerable, 8 tricks, down 2: defenders score 500 \(-500\)/],
    [['4HX-2', 'vul'], /defenders score 500/],
    [['3NT=', 'nv'], /made exactly: declarer's side scores 400 \(\+400\)/],
    [['6S+1', 'vul'], /13 tricks, made with 1 overtrick: declarer's side scores 1460/],
    [['4S-4', '1948', 'nv'], /defenders score 200/],
    [['pass'], /Passed out: 0/],
  ])('duplicate words %j', (words, want) => {
    const r = duplicateForm.words(words);
    expect(r.ok ? r.value : r.error.message).toMatch(want);
  });
  it.each([
    [
      ['4S', '10'],
      /below the line 120 for declarer's side; above the line 0 for declarer's side, 0 for the defenders/,
    ],
    [
      ['4S-1', 'honours', '5', 'declarer'],
      /below the line 0 .* above the line 150 for declarer's side, 50 for the defenders/,
    ],
    [
      ['2SX', 'vul', '10', 'honours', '4', 'defenders'],
      /120 .* 450 for declarer's side, 100 for the defenders/,
    ],
    [['4SX-4', 'nv', '1948'], /700 for the defenders/],
  ])('rubber words %j', (words, want) => {
    const r = rubberForm.words(words);
    expect(r.ok ? r.value : r.error.message).toMatch(want);
  });
  it.each([
    [duplicateForm, ['4HX'], /"tricks" .* is missing/],
    [duplicateForm, [], /which contract/],
    [duplicateForm, ['4Z', '8'], /"4Z" is not a contract/],
    [duplicateForm, ['4H', '8', 'banana'], /"banana" is not understood/],
    [duplicateForm, ['4H', '14'], /"tricks" must be a whole number/],
    [duplicateForm, ['8H+1'], /"8H" is not a contract/],
    [rubberForm, ['3NT', '9', 'honours', '4', 'declarer'], /do not exist at no-trump/],
    [rubberForm, ['4S', '9', 'honours', '4'], /"honours" is not understood/],
    [rubberForm, ['4S', '9', 'honours', '3', 'declarer'], /honours must be one of/],
  ] as const)('refuses bad words %#', (form, words, want) => {
    const r = form.words(words);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toMatch(want);
      expect(r.error.message).toMatch(/usage: tenace score/);
    }
  });
});
