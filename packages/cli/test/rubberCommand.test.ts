import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fixture from '../../core/test/data/scoring-rubber.json' with { type: 'json' };
import { runCli } from '../src/program.ts';

const bin = fileURLToPath(new URL('../bin/tenace.js', import.meta.url));
type Rubber = (typeof fixture.rubbers)[number];

/** The deal lines of a fixture rubber, as `tenace rubber` reads them (without the expectations). */
const dealLines = (r: Rubber): string =>
  r.deals
    .map((d) => {
      const { n: _n, expect: _e, ...line } = d;
      return JSON.stringify(line);
    })
    .join('\n') + '\n';
const options = (r: Rubber): string[] => [
  ...('unfinished' in r && r.unfinished ? ['--unfinished'] : []),
  ...(r.ruleset === '1948' ? ['--ruleset', '1948'] : []),
];

let dir: string;
let written: string[];
let errors: string[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rubber-'));
  written = [];
  errors = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    written.push(String(s));
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
    errors.push(String(s));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
  process.exitCode = undefined;
});

async function rubberCli(
  input: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  const file = join(dir, 'deals.jsonl');
  writeFileSync(file, input);
  const code = await runCli(['rubber', file, ...args]);
  return { code, stdout: written.join(''), stderr: errors.join('') };
}

describe('tenace rubber --json reproduces every whole rubber of scoring-rubber.json under both roundings', () => {
  const cases = fixture.rubbers.flatMap((r) =>
    (['half-up', 'half-down'] as const).map((rounding) => [r.id, rounding, r] as const),
  );
  it.each(cases)('%s, %s', async (_id, rounding, r) => {
    const { code, stdout } = await rubberCli(dealLines(r), [...options(r), '--rounding', rounding, '--json']);
    expect(code).toBe(0);
    const { settlement, ...rest } = r.expected;
    expect(JSON.parse(stdout)).toEqual({
      ...rest,
      settlement: rounding === 'half-up' ? settlement.halfUp : settlement.halfDown,
    });
  });
  it('the default rounding is half up', async () => {
    const r = fixture.rubbers.find((x) => x.id === 'R11')!;
    const { stdout } = await rubberCli(dealLines(r), ['--json']);
    expect((JSON.parse(stdout) as { settlement: number }).settlement).toBe(r.expected.settlement.default);
  });
});

describe('tenace rubber draws the score sheet', () => {
  it('R01: premiums above the line, trick scores below it game by game, totals', async () => {
    const r = fixture.rubbers.find((x) => x.id === 'R01')!;
    const { stdout } = await rubberCli(dealLines(r), []);
    // deals: NS 4S= (120, game), EW 2H-1 (NS 50 above), NS 3NT+1 (100 below, 30 above, 700 rubber)
    expect(stdout.trimEnd().split('\n')).toEqual([
      '   WE (NS)  │ THEY (EW)',
      '            │',
      '       700  │',
      '        30  │',
      '        50  │',
      '────────────┼────────────',
      '       120  │',
      '────────────┼────────────',
      '       100  │',
      '════════════╪════════════',
      '      1000  │         0    total',
      '',
      'Rubber over, 2–0 in games. NS win by 1000 points: 10 in hundreds.',
    ]);
    expect(stdout).toMatch(/1000\s+│\s+0\s+total/);
    expect(stdout).toMatch(/Rubber over, 2–0 in games\. NS win by 1000 points: 10 in hundreds\./);
  });
  it('an unfinished rubber shows its premiums and says it stopped', async () => {
    const r = fixture.rubbers.find((x) => x.id === 'R07')!;
    const { stdout } = await rubberCli(dealLines(r), ['--unfinished']);
    expect(stdout).toMatch(/300\s+│\s+30/);
    expect(stdout).toMatch(/│\s+100\n/);
    expect(stdout).toMatch(/Rubber stopped at 1–0 in games\. NS win by 210 points: 2 in hundreds\./);
    const open = await rubberCli(dealLines(r), []);
    expect(open.stdout).toMatch(/Rubber in progress at 1–0 in games\. NS lead by 10 points\./);
  });
});

describe('tenace rubber refuses bad input with the line named', () => {
  it.each([
    [
      '{"declarer":"NS","contract":"4S","tricks":10}\n{"declarer":"NX","contract":"4S","tricks":10}\n',
      /line 2: "declarer" must be "NS" or "EW"/,
    ],
    ['{"declarer":"NS","contract":"4S"}\n', /line 1: "tricks" must be .* and is missing/],
    ['{"declarer":"NS","contract":"4Q","tricks":1}\n', /line 1: "contract": "4Q" is not a contract/],
    ['not json\n', /line 1: the line is not valid JSON/],
    [
      '{"declarer":"NS","contract":"4NT","tricks":10,"honours":"4","honoursHeldBy":"declarer"}\n',
      /line 1: .*no-trump/,
    ],
    [
      '{"declarer":"NS","contract":"3NT","tricks":9}\n\n{"declarer":"NS","contract":"3NT","tricks":9}\n{"declarer":"EW","contract":"1C","tricks":7}\n',
      /line 4: the rubber is over/,
    ],
  ])('%j', async (input, message) => {
    const { code, stderr } = await rubberCli(input, ['--json']);
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
  });
  it('warns about fields that are not part of a deal result and goes on', async () => {
    const r = fixture.rubbers.find((x) => x.id === 'R06')!;
    const raw = r.deals.map((d) => JSON.stringify(d)).join('\n');
    const { code, stdout, stderr } = await rubberCli(raw, ['--json']);
    expect(code).toBe(0);
    expect(stderr).toMatch(/line 1: ignoring the field "n"/);
    expect(stderr).toMatch(/line 4: ignoring the field "expect"/);
    expect((JSON.parse(stdout) as { totals: unknown }).totals).toEqual(r.expected.totals);
  });
  it('takes a passed-out deal with or without declarer and tricks', async () => {
    const input =
      '{"contract":"PASS"}\n{"declarer":null,"contract":"PASS","tricks":null}\n{"declarer":"EW","contract":"PASS","tricks":0}\n';
    const { code, stdout } = await rubberCli(input, ['--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ finished: false, totals: { NS: 0, EW: 0 }, winner: null });
  });
});

describe('the tenace binary', () => {
  it('reads standard input and prints the result of R11 (exact 50) with both roundings', () => {
    const r = fixture.rubbers.find((x) => x.id === 'R11')!;
    const up = execFileSync('node', [bin, 'rubber', '--json'], { input: dealLines(r), encoding: 'utf8' });
    const down = execFileSync('node', [bin, 'rubber', '--json', '--rounding', 'half-down'], {
      input: dealLines(r),
      encoding: 'utf8',
    });
    expect([JSON.parse(up), JSON.parse(down)].map((x: { settlement: number }) => x.settlement)).toEqual([
      9, 8,
    ]);
  });
});
