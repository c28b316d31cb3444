// tenace bench --vs: the parts (GNU time's line, the command line, checking the other solver's
// results, median and spread) and one whole pair against a stand-in command that prints the first
// oracle deal's table (right, then with one result changed).
import { describe, expect, it, vi } from 'vitest';
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchVs,
  commandLine,
  differences,
  leadDifferences,
  parseTimeLine,
  spread,
  tenaceCommand,
  type VsDeal,
} from './benchVs.ts';

const ORACLE = new URL('../../../solver/test/data/dd-oracle-500.jsonl', import.meta.url);
const first: VsDeal = JSON.parse(readFileSync(ORACLE, 'utf8').split('\n')[0]!) as VsDeal;
const LINE = (['N', 'E', 'S', 'W'] as const)
  .flatMap((s) => (['NT', 'S', 'H', 'D', 'C'] as const).map((t) => first.dd[s][t]))
  .join(' ');

describe('bench --vs parts', () => {
  it.each([
    ['1.50 0.25 20480', { cpu: 1.75, peakMb: 20 }],
    ['Command exited with non-zero status 1\n0.10 0.00 1024', { cpu: 0.1, peakMb: 1 }],
    ['garbage', null],
  ])('reads the time line %j', (line, want) => {
    expect(parseTimeLine(line)).toEqual(want);
  });

  it('puts the deals file wherever {deals} appears, quoted, and nowhere else', () => {
    expect(commandLine('solver -f {deals} && wc -l {deals}', "/tmp/it's")).toBe(
      `solver -f '/tmp/it'\\''s' && wc -l '/tmp/it'\\''s'`,
    );
    expect(commandLine('solver --stdin', '/tmp/x')).toBe('solver --stdin');
  });

  it('counts results that differ from the oracle, or null when the output is not 20 numbers a deal', () => {
    expect(differences(`${LINE}\n`, [first])).toBe(0);
    const wrong = LINE.replace(/^\d+/, (n) => String((Number(n) + 1) % 14));
    expect(differences(`header\n${wrong}\n`, [first])).toBe(1);
    expect(differences('1 2 3\n', [first])).toBeNull();
    expect(differences(`${LINE}\n${LINE}\n`, [first])).toBeNull();
  });

  it('counts deals whose best opening-lead score (West against NT) differs, or null for other output', () => {
    const best = 13 - first.dd.S.NT;
    expect(leadDifferences(`${best} 13\n`, [first])).toBe(0);
    expect(leadDifferences(`header\n${best}\n`, [first])).toBe(0);
    expect(leadDifferences(`${(best + 1) % 14} 13\n`, [first])).toBe(1);
    expect(leadDifferences('', [first])).toBeNull();
    expect(leadDifferences(`${best} 13\n${best} 13\n`, [first])).toBeNull();
  });

  it.each([
    [[3, 1, 2], { median: 2, min: 1, max: 3 }],
    [[4, 1, 2, 3], { median: 2.5, min: 1, max: 4 }],
  ])('median and spread of %j', (xs, want) => {
    expect(spread(xs)).toEqual(want);
  });
});

describe('bench --vs, a whole pair', () => {
  async function run(cmd: string, lead = false, bundle = true): Promise<{ failed: number; text: string }> {
    let text = '';
    const o = vi.spyOn(process.stdout, 'write').mockImplementation((s) => {
      text += String(s);
      return true;
    });
    try {
      const failed = await benchVs(cmd, [first], 1, { lead, bundle, oracle: fileURLToPath(ORACLE) });
      return { failed, text };
    } finally {
      o.mockRestore();
    }
  }

  it('measures both sides and prints the ratio; a wrong table from the other solver fails', async () => {
    // The stand-in spends a little CPU so the ratio has a denominator.
    const good = await run(
      `cat > /dev/null; i=0; while [ $i -lt 30000 ]; do i=$((i+1)); done; echo '${LINE}'`,
    );
    expect(good.failed).toBe(0);
    expect(good.text).toMatch(/0 results differing; ratio \d+\.\d{3}/);
    expect(good.text).toMatch(/CPU ratio Tenace \/ other: median \d+\.\d{3}, spread/);
    const bad = await run(`echo '${LINE.replace(/ \d+$/, (n) => ` ${(Number(n) + 1) % 14}`)}'`);
    expect(bad.failed).toBe(1);
    expect(bad.text).toMatch(/1 results differing; ratio (n\/a|\d+\.\d{3})/);
  }, 60_000);

  it('with --lead, times the opening-lead scores on both sides and checks the best score', async () => {
    const best = 13 - first.dd.S.NT;
    const good = await run(
      `cat > /dev/null; i=0; while [ $i -lt 30000 ]; do i=$((i+1)); done; echo '${best} 13'`,
      true,
    );
    expect(good.failed).toBe(0);
    expect(good.text).toMatch(/opening-lead scores/);
    expect(good.text).toMatch(/0 deals differing; ratio \d+\.\d{3}/);
    const bad = await run(`echo '${(best + 1) % 14} 13'`, true);
    expect(bad.failed).toBe(1);
    expect(bad.text).toMatch(/1 deals differing/);
  }, 60_000);

  it('unbundled, runs Tenace through the TypeScript loader and says so', async () => {
    const best = 13 - first.dd.S.NT;
    const r = await run(`cat > /dev/null; echo '${best} 13'`, true, false);
    expect(r.failed).toBe(0);
    expect(r.text).toMatch(/Tenace through the TypeScript loader/);
  }, 60_000);
});

describe("bench --vs, Tenace's bundled process", () => {
  it.each([['tables'], ['lead']])(
    'is plain Node on one JavaScript file and solves the %s of three oracle deals right',
    async (what) => {
      const dir = mkdtempSync(join(tmpdir(), 'tenace-bench-test-'));
      try {
        const oracle = fileURLToPath(ORACLE);
        const cmd = await tenaceCommand(3, { lead: what === 'lead', bundle: true, oracle }, dir);
        expect(cmd).toMatch(/bench\.mjs' '[^']+' 3 (tables|lead) '[^']+engine\.wasm'$/);
        expect(cmd).not.toMatch(/tsx|tenace\.js/);
        const text = execSync(cmd, { encoding: 'utf8' });
        expect(text).toMatch(
          new RegExp(`^3 deals, ${what === 'lead' ? 'opening-lead scores' : 'full tables'}`, 'm'),
        );
        expect(text).toMatch(/^results differing from the oracle: 0$/m);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
