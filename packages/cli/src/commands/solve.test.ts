// tenace solve / lead / bench through runCli, on deals that solve instantly (one-suited hands) and on bad
// input lines, which get coded errors on their own lines while the other lines go on.
import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../program.ts';

const tmp = mkdtempSync(join(tmpdir(), 'tenace-solve-'));
// North all spades, East all hearts, South all diamonds, West all clubs.
const ONE_SUITED = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((s) => {
    stdout += String(s);
    return true;
  });
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((s) => {
    stderr += String(s);
    return true;
  });
  try {
    return { code: await runCli(args), stdout, stderr };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

function file(name: string, text: string): string {
  const p = join(tmp, name);
  writeFileSync(p, text);
  return p;
}

describe('tenace solve', () => {
  it('writes the table and par for each JSON line and a coded error for each bad line', async () => {
    const input = file(
      'deals.jsonl',
      [
        JSON.stringify({ pbn: ONE_SUITED, dealer: 'N', vul: 'None' }),
        'not json',
        JSON.stringify({ pbn: 'N:AKQ.. .. ..' }),
        JSON.stringify({ pbn: ONE_SUITED }),
        JSON.stringify({ pbn: ONE_SUITED, dealer: 'E', vul: 'All' }),
      ].join('\n'),
    );
    const r = await cli(['solve', input, '--jsonl', '--par']);
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(5);
    const first = lines[0] as { pbn: string; dd: Record<string, Record<string, number>>; par: unknown };
    expect(first.pbn).toBe(ONE_SUITED);
    expect(first.dd.N).toEqual({ NT: 0, S: 13, H: 0, D: 13, C: 0 });
    // East declaring: South leads diamonds and runs them unless East's side can ruff (hearts or clubs trumps).
    expect(first.dd.E).toEqual({ NT: 0, S: 0, H: 13, D: 0, C: 13 });
    // Both sides make grand slams in their suits; spades outrank hearts, and no sacrifice pays.
    expect(first.par).toEqual({ score: 1510, contracts: ['7S-NS'] });
    expect(lines[1]).toMatchObject({ code: 'input/bad_json' });
    expect(String(lines[2]!.error)).toMatch(/^deal\//);
    expect(lines[3]).toMatchObject({ code: 'input/bad_dealer' });
    expect(lines[4]).toHaveProperty('dd');
  });

  it('reads a PBN file and prints a readable table', async () => {
    const pbn = file(
      'one.pbn',
      `[Event "?"]\n[Site "?"]\n[Date "?"]\n[Board "1"]\n[West "?"]\n[North "?"]\n[East "?"]\n[South "?"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${ONE_SUITED}"]\n[Scoring "?"]\n[Declarer "?"]\n[Contract "?"]\n[Result "?"]\n`,
    );
    const r = await cli(['solve', pbn, '--par']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('NT   S   H   D   C');
    expect(r.stdout).toMatch(/ {2}N {4}0 {2}13 {3}0 {2}13 {3}0/);
    expect(r.stdout).toContain('par ');
  });

  it('solves the other room of a board whose deal the file gives once (inherited tags), saying so', async () => {
    const pbn = file(
      'rooms.pbn',
      `[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${ONE_SUITED}"]\n[Room "Open"]\n[Auction "N"]\nAP\n\n[Room "Closed"]\n[Auction "N"]\nAP\n`,
    );
    const r = await cli(['solve', pbn, '--par']);
    expect(r.code).toBe(0);
    expect(r.stdout.match(/^board 1: /gm)).toHaveLength(2);
    expect(r.stderr).toMatch(/^tenace: warning: .*rooms\.pbn: inherited-tags \(1 game, first: game 2/m);
  });

  it('gives the same tables on a pool of worker threads', async () => {
    const input = file(
      'pool.jsonl',
      [ONE_SUITED, 'N:.AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432 AKQJT98765432...']
        .map((pbn) => JSON.stringify({ pbn }))
        .join('\n'),
    );
    const one = await cli(['solve', input, '--jsonl']);
    const two = await cli(['solve', input, '--jsonl', '--threads', '2']);
    expect(two.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    expect(two.stdout.trim().split('\n')).toHaveLength(2);
  });

  it('rejects a bad option value as a usage error', async () => {
    const r = await cli(['solve', '--threads', 'many']);
    expect(r.code).toBe(2);
  });
});

describe('tenace lead', () => {
  it('scores every opening lead for the leader and flags bad lines', async () => {
    const input = file('lead.jsonl', [JSON.stringify({ pbn: ONE_SUITED }), '{"pbn":7}'].join('\n'));
    const r = await cli(['lead', input, '--jsonl', '--strain', 'NT', '--leader', 'W']);
    expect(r.code).toBe(0);
    const [a, b] = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const cards = a!.cards as Record<string, number>;
    expect(Object.keys(cards)).toHaveLength(13);
    // West runs the clubs: every lead takes all 13 tricks.
    expect(Object.values(cards).every((v) => v === 13)).toBe(true);
    expect(b).toMatchObject({ code: 'input/missing_field' });
  });

  it('needs a valid strain', async () => {
    const r = await cli(['lead', '--jsonl', '--strain', 'Z', '--leader', 'W']);
    expect(r.code).toBe(2);
  });
});
