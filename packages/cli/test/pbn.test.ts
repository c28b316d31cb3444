import { describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../src/program.ts';

const bin = fileURLToPath(new URL('../bin/tenace.js', import.meta.url));
const data = (p: string): string => fileURLToPath(new URL(`../../core/test/data/${p}`, import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'tenace-pbn-'));

/** Runs the CLI in this process: its exit code, standard output and standard error. */
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
    const code = await runCli(args);
    return { code, stdout, stderr };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}
async function run(args: string[]): Promise<string> {
  const r = await cli(args);
  if (r.code !== 0) throw new Error(`exit ${r.code}: ${r.stderr}`);
  return r.stdout;
}
async function lines(args: string[]): Promise<Record<string, unknown>[]> {
  return (await run(args))
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('tenace pbn', () => {
  it('--json prints one object per game with the listed fields', async () => {
    const games = await lines(['pbn', '--json', data('pbn/tournament-import.pbn')]);
    expect(games).toHaveLength(9);
    expect(Object.keys(games[0]!)).toEqual([
      'board',
      'dealer',
      'vulnerable',
      'deal',
      'auction',
      'contract',
      'declarer',
      'result',
      'play',
      'score',
      'warnings',
      'fixes',
      'repaired',
    ]);
    expect(games[0]).toEqual({
      board: 1,
      dealer: 'N',
      vulnerable: 'None',
      deal: 'N:84.AQT984.AT54.J 73.J752.QJ92.K86 KJ962.3.63.QT432 AQT5.K6.K87.A975',
      auction: ['1H', 'P', '2H', 'P', '4H', 'P', 'P', 'P'],
      contract: '4H',
      declarer: 'N',
      result: 10,
      play: ['S7', 'S9', 'ST', 'S4', 'H6', 'H4', 'H5', 'H3'],
      score: 420,
      warnings: [],
      // Later games omit Event, Site … and write "#": the file is repaired, not this game.
      fixes: ['inherited-tags'],
      repaired: [],
    });
    expect(games[1]).toMatchObject({ repaired: ['inherited-tags'] });
    expect(games[4]).toMatchObject({ contract: '2SXX', declarer: 'W', score: -640 });
    expect(games[7]).toMatchObject({ contract: 'PASS', auction: ['P', 'P', 'P', 'P'], score: 0, play: null });
    // A single "-" hand is the 13 cards left.
    expect(games[5]!.deal).toBe('N:AQT5.9842.74.K42 K9.AK7.AK952.AJ7 J64.JT653.Q6.853 8732.Q.JT83.QT96');
  });
  it('reads LIN files too, and reports inconsistencies as warnings', async () => {
    const lin = await lines(['pbn', '--json', data('lin/bbo-handrecord.lin')]);
    expect(lin.map((g) => g.score)).toEqual([420, 0, 420]);
    const bad = await lines(['pbn', '--json', data('pbn/inconsistent.pbn')]);
    expect(bad[0]!.contract).toBe('3NT');
    expect((bad[0]!.warnings as string[])[0]).toMatch(/auction ends in 4S by S/);
  });
  it('prints a readable summary without --json', async () => {
    const text = await run(['pbn', data('pbn/tournament-import.pbn')]);
    expect(text).toMatch(/Board 1 .*4H by N, 10 tricks .*NS \+420/);
    expect(text).toMatch(/Board 8 .*passed out/);
  });
  it('exits 1 with a one-line message naming the line and field, no stack trace (spawned)', () => {
    const file = join(tmp, 'bad.pbn');
    writeFileSync(file, '[Event "x"]\n[Board "1"]\n[Deal "N:AKQ.xx"]\n');
    try {
      execFileSync('node', [bin, 'pbn', file], { encoding: 'utf8', stdio: 'pipe' });
      expect.unreachable();
    } catch (e) {
      const x = e as { status: number; stderr: string };
      expect(x.status).toBe(1);
      expect(x.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(x.stderr).toMatch(/bad\.pbn: line 3, Deal: /);
    }
  });
  it('reads a PBN file that starts with a { comment } as PBN (regression)', async () => {
    const file = join(tmp, 'comment-first');
    writeFileSync(
      file,
      '{"quoted" heading}\n[Board "3"]\n[Contract "1NT"][Declarer "S"][Result "7"][Vulnerable "None"]\n',
    );
    expect(await lines(['pbn', '--json', file])).toMatchObject([{ board: 3, contract: '1NT', score: 90 }]);
  });
  it('exits 1 for a missing file', async () => {
    const r = await cli(['pbn', join(tmp, 'none.pbn')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no such file/);
  });
});

describe('tenace pbn on exports that need repairs', () => {
  // Board 1: the closed room omits the board's tags, drops the dealer's leading pass and the double;
  // board 2 has no auction.
  const DEAL = 'N:84.AQT984.AT54.J 73.J752.QJ92.K86 KJ962.3.63.QT432 AQT5.K6.K87.A975';
  const quirky = [
    `[Board "1"]\n[Dealer "W"]\n[Vulnerable "None"]\n[Deal "${DEAL}"]\n[Declarer "N"]\n[Contract "4H"]\n[Result "10"]\n[Auction "W"]\nPass 1H Pass 2H\nPass 4H AP`,
    `[Declarer "N"]\n[Contract "4H"]\n[Result "10"]\n[Auction "W"]\n1H Pass 2H Pass\n4H X AP`,
    `[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n[Declarer "S"]\n[Contract "3NT"]\n[Result "9"]`,
  ].join('\n\n');
  const path = join(tmp, 'quirky.pbn');
  writeFileSync(path, quirky);

  it("--json names the file's fixes on each game, the game's own repairs, and warns once per fix", async () => {
    const games = await lines(['pbn', '--json', path]);
    const fixes = ['inherited-tags', 'no-auction', 'leading-passes', 'contract-doubling'];
    expect(games.map((g) => g.fixes)).toEqual([fixes, fixes, fixes]);
    expect(games.map((g) => g.repaired)).toEqual([
      [],
      ['inherited-tags', 'leading-passes', 'contract-doubling'],
      ['no-auction'],
    ]);
    expect(games[1]).toMatchObject({
      board: 1,
      deal: DEAL,
      auction: ['P', '1H', 'P', '2H', 'P', '4H', 'X', 'P', 'P', 'P'],
      contract: '4HX',
      declarer: 'N',
      score: 590,
    });
    expect(games[2]).toMatchObject({ auction: [], contract: '3NT', score: 600 });
    const warnings = games.flatMap((g) => g.warnings as string[]);
    for (const f of fixes) expect(warnings.filter((w) => w.startsWith(`${f} (`))).toHaveLength(1);
  });
  it('a clean file has no fixes', async () => {
    const games = await lines(['pbn', '--json', data('pbn/teams-export.pbn')]);
    expect(
      games.every((g) => (g.fixes as string[]).length === 0 && (g.repaired as string[]).length === 0),
    ).toBe(true);
  });
  it('--strict refuses the file with a coded error naming the line and field', async () => {
    const r = await cli(['pbn', '--strict', path]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /quirky\.pbn: line 12, Board: game 2: the game omits \[Board\], .*inherited-tags\) \(pbn\/inherited_tag\)\n$/,
    );
    expect((await cli(['convert', '--strict', path, '--to', 'lin'])).code).toBe(1);
  });
  it('the readable output names the repairs; convert warns once per fix and writes the repaired games', async () => {
    expect(await run(['pbn', path])).toMatch(
      /^.*quirky\.pbn: repaired: inherited-tags, no-auction, leading-passes, contract-doubling\n/,
    );
    const r = await cli(['convert', path, '--to', 'pbn']);
    expect(r.code).toBe(0);
    expect(
      r.stderr.match(/warning: game \d+: (inherited-tags|no-auction|leading-passes|contract-doubling) \(/g),
    ).toHaveLength(4);
    expect(r.stdout).toMatch(/\[Contract "4HX"\]/);
    const back = join(tmp, 'repaired.pbn');
    writeFileSync(back, r.stdout);
    // Written back, only the missing auction remains to be said.
    expect((await lines(['pbn', '--json', back]))[0]!.fixes).toEqual(['no-auction']);
  });
});

describe('tenace convert', () => {
  it('PBN → LIN → PBN keeps the deal, auction, play, contract and result', async () => {
    const lin = join(tmp, 'out.lin');
    await run(['convert', data('pbn/tournament-import.pbn'), '--to', 'lin', '-o', lin]);
    expect(readFileSync(lin, 'utf8').trimEnd().split('\n')).toHaveLength(9);
    const pbn = await run(['convert', lin, '--to', 'pbn']);
    expect(pbn.startsWith('% PBN 2.1\n% EXPORT\n')).toBe(true);
    const back = join(tmp, 'back.pbn');
    writeFileSync(back, pbn);
    // The converted file is clean: the same games, without the original's repairs and their warning.
    const strip = (g: Record<string, unknown>): Record<string, unknown> => ({
      ...g,
      warnings: (g.warnings as string[]).filter((w) => !w.startsWith('inherited-tags')),
      fixes: [],
      repaired: [],
    });
    const original = await lines(['pbn', '--json', data('pbn/tournament-import.pbn')]);
    const converted = await lines(['pbn', '--json', back]);
    expect(converted.every((g) => (g.fixes as string[]).length === 0)).toBe(true);
    expect(converted).toEqual(original.map(strip));
  });
  it('PBN → PBN writes the strict export format', async () => {
    const out = await run(['convert', data('pbn/tournament-import.pbn'), '--to', 'pbn']);
    expect(out).toMatch(/\[Vulnerable "None"\]\n\[Deal "N:/);
    expect(out).toMatch(/\[Contract "2SXX"\]/);
    expect(out).not.toMatch(/\r/);
  });
  it('exports a match record (JSON) to PBN', async () => {
    const record = join(tmp, 'match.json');
    writeFileSync(
      record,
      JSON.stringify({
        mode: 'minibridge',
        seed: 'x',
        deals: [
          {
            number: 1,
            dealer: 'N',
            pbn: 'N:84.AQT984.AT54.J 73.J752.QJ92.K86 KJ962.3.63.QT432 AQT5.K6.K87.A975',
            redeal: false,
            declarer: 'N',
            contract: { strain: 'H', game: true },
            play: ['S7', 'S9', 'ST', 'S4'],
            claim: { tricks: 10 },
            tricks: 10,
            score: { NS: 400, EW: 0 },
          },
        ],
      }),
    );
    const pbn = join(tmp, 'match.pbn');
    await run(['convert', record, '--to', 'pbn', '-o', pbn]);
    expect(readFileSync(pbn, 'utf8')).toMatch(/\[Scoring "Minibridge"\]/);
    const [g] = await lines(['pbn', '--json', pbn]);
    expect(g).toMatchObject({
      contract: '4H',
      declarer: 'N',
      result: 10,
      play: ['S7', 'S9', 'ST', 'S4'],
      warnings: [],
    });
    const bad = await cli(['convert', record.replace('match.json', 'nope.json'), '--to', 'pbn']);
    expect(bad.code).toBe(1);
    writeFileSync(record, '{"mode":"poker","deals":[]}');
    expect((await cli(['convert', record, '--to', 'pbn'])).stderr).toMatch(/"mode" must be/);
  });
  it('rejects an unknown target format with a usage error', async () => {
    expect((await cli(['convert', data('pbn/inconsistent.pbn'), '--to', 'xml'])).code).toBe(2);
  });
});
