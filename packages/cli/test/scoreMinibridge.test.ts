import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fixture from '../../core/test/data/scoring-minibridge.json' with { type: 'json' };

const bin = fileURLToPath(new URL('../bin/tenace.js', import.meta.url));
const run = (args: string[], input = '') => execFileSync('node', [bin, ...args], { input, encoding: 'utf8' });

describe('tenace score --jsonl reproduces every minibridge fixture case in both variants', () => {
  it('140 cases × seed and EBU, in order, with bad lines answered in place', () => {
    const lines: string[] = [];
    const want: unknown[] = [];
    for (const c of fixture.cases) {
      lines.push(JSON.stringify({ scoring: 'minibridge', strain: c.strain, game: c.game, tricks: c.tricks }));
      want.push({ declarer: c.declarerPoints, defenders: c.defenderPoints });
      lines.push(
        JSON.stringify({
          scoring: 'minibridge',
          strain: c.strain,
          game: c.game,
          tricks: c.tricks,
          variant: 'ebu',
        }),
      );
      want.push({ declarer: Math.max(0, c.ebuDeclarerScore), defenders: Math.max(0, -c.ebuDeclarerScore) });
      lines.push('{"scoring":"minibridge","strain":"H","game":"yes","tricks":3}');
      want.push({ error: '"game" must be true or false' });
    }
    const got = run(['score', '--jsonl'], lines.join('\n') + '\n')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(got).toEqual(want);
  });
});

describe('tenace score for people and its errors', () => {
  it('scores words', () => {
    expect(run(['score', 'minibridge', 'H', 'game', '11'])).toMatch(/scores 450/);
    expect(run(['score', 'minibridge', 'NT', 'part', '9', 'ebu'])).toMatch(/scores 150/);
  });
  it.each([
    [['score', 'minibridge', 'Z', 'game', '11'], 1, /"strain" must be one of/],
    [['score', 'bogus'], 1, /"bogus" is not a scoring/],
    [['score', '--nope'], 2, /unknown option/],
  ] as const)('%j exits %i', (args, code, message) => {
    try {
      run([...args]);
      expect.unreachable();
    } catch (e) {
      const x = e as { status: number; stderr: string };
      expect(x.status).toBe(code);
      expect(x.stderr).toMatch(message);
      expect(x.stderr).not.toMatch(/at .*\.ts:\d+/);
    }
  });
});
