import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../program.ts';

/** Runs the CLI in this process and captures what it writes. */
async function run(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const status = await runCli(args);
    return { status, stdout, stderr };
  } finally {
    o.mockRestore();
    e.mockRestore();
    process.exitCode = undefined;
  }
}

describe('tenace explain', () => {
  it('prints the meaning of each call: 1NT, Stayman, the answer', async () => {
    const r = await run(['explain', '--dealer', 'N', '1NT P 2C P 2H']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^N 1NT .*15–17 HCP; balanced/);
    expect(lines[2]).toMatch(/^S 2C .*Stayman.*8\+ HCP.*forcing for one round.*artificial/);
    expect(lines[4]).toMatch(/^N 2H .*♥ 4\+/);
  }, 60_000);

  it('gives the meaning as JSON in three languages', async () => {
    const r = await run(['explain', '--dealer', 'E', '--json', '1S', 'X']);
    expect(r.status).toBe(0);
    const [first, second] = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first).toMatchObject({ seat: 'E', meaning: { call: '1S', lengths: { S: [5, 13] } } });
    const m = (second as { meaning: { text: Record<string, string>; forcing: string } }).meaning;
    expect(Object.keys(m.text).sort()).toEqual(['en', 'ru', 'uk']);
    expect(m.forcing).toBe('one');
  }, 60_000);

  it('names a bad call or an illegal auction (exit 1) and a missing dealer (exit 2)', async () => {
    const bad = await run(['explain', '--dealer', 'N', '1NT 2Q']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('call 2: "2Q" is not a call');
    const low = await run(['explain', '--dealer', 'N', '1NT 1S']);
    expect(low.status).toBe(1);
    expect(low.stderr).toContain('not higher than the last bid');
    expect((await run(['explain', '1NT'])).status).toBe(2);
  }, 60_000);
});
