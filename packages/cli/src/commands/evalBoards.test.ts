import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEATS, STRAINS, impsFor, isVulnerable, makeContract, makePbnDeal, parsePbn } from '@tenace/core';
import { par, type DdTable } from '@tenace/solver';
import { fileBoards, seededBoard } from './evalBoards.ts';
import { readBoards } from './eval.ts';
import { evalBidding, nsScore, reportText } from './evalBidding.ts';

const DEAL_7 = 'S:AJ654.2.T986.K94 KQ3.JT94.J52.AT2 T.A53.KQ743.Q763 9872.KQ876.A.J85';
const DEAL_8 = 'W:A8.KQ.KQJ63.AT54 9764.A953.74.KQ9 KT53.J64.82.8632 QJ2.T872.AT95.J7';

/** Two rooms of board 7, a passed-out board 8, a game without a deal, and board 9 known by its auction only. */
const FILE = `[Event "Teams"]
[Board "7"]
[Dealer "S"]
[Vulnerable "All"]
[Deal "${DEAL_7}"]
[Declarer "S"]
[Contract "4S"]
[Room "Open"]

[Event "Teams"]
[Board "7"]
[Dealer "S"]
[Vulnerable "All"]
[Deal "${DEAL_7}"]
[Declarer "W"]
[Contract "5HX"]
[Room "Closed"]

[Event "Teams"]
[Board "8"]
[Deal "${DEAL_8}"]
[Contract "Pass"]

[Event "Teams"]
[Board "10"]
[Contract "3NT"]
[Declarer "N"]

[Event "Teams"]
[Board "9"]
[Dealer "N"]
[Vulnerable "EW"]
[Deal "${DEAL_8}"]
[Auction "N"]
1NT Pass 3NT Pass
Pass Pass
`;

function games(text: string) {
  const r = parsePbn(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.file.games;
}

describe('fileBoards', () => {
  const read = fileBoards(games(FILE));
  it('makes one board of the rooms of one deal, with each table’s contract', () => {
    expect(read.boards.map((b) => b.board)).toEqual([7, 8, 9]);
    const seven = read.boards[0]!;
    // The Deal tag starts with South; the deal is the same from North.
    expect(makePbnDeal(seven.deal)).toBe(
      'N:T.A53.KQ743.Q763 9872.KQ876.A.J85 AJ654.2.T986.K94 KQ3.JT94.J52.AT2',
    );
    expect([seven.dealer, seven.vulnerability]).toEqual(['S', 'All']);
    expect(
      seven.tables.map((t) => (t.kind === 'contract' ? `${makeContract(t.contract)} ${t.declarer}` : 'pass')),
    ).toEqual(['4S S', '5HX W']);
  });
  it('takes a passed-out table, and the standard dealer and vulnerability of a board without them', () => {
    const eight = read.boards[1]!;
    expect(eight.tables).toEqual([{ kind: 'passedOut' }]);
    // board 8: dealer West, neither side vulnerable
    expect([eight.dealer, eight.vulnerability]).toEqual(['W', 'None']);
  });
  it('reads a table’s contract from its auction when the Contract tag is missing', () => {
    const nine = read.boards[2]!;
    expect(nine.tables).toHaveLength(1);
    const t = nine.tables[0]!;
    expect(t.kind === 'contract' && `${makeContract(t.contract)} ${t.declarer}`).toBe('3NT N');
  });
  it('skips a game without a deal, saying which', () => {
    expect(read.skipped).toEqual(['game 4 (board 10): no deal']);
    expect(read.withoutResult).toBe(0);
  });
  it('keeps the seeded boards as they were: the standard dealer and vulnerability of the number', () => {
    const b = seededBoard('unit', 6);
    expect([b.board, b.dealer, b.vulnerability, b.tables]).toEqual([6, 'E', 'EW', []]);
  });
});

/** Fixed double-dummy tricks: North–South take 10 in spades and hearts, 9 in no-trump, 8 elsewhere. */
function fixedTable(): Promise<DdTable> {
  const rows = {} as Record<string, Record<string, number>>;
  for (const seat of SEATS) {
    const row: Record<string, number> = {};
    for (const strain of STRAINS) {
      const ns = strain === 'S' || strain === 'H' ? 10 : strain === 'NT' ? 9 : 8;
      row[strain] = seat === 'N' || seat === 'S' ? ns : 13 - ns;
    }
    rows[seat] = row;
  }
  return Promise.resolve(rows as unknown as DdTable);
}

describe('evalBidding over a file’s boards', () => {
  it('scores every table against par beside the bots on the same boards', async () => {
    const { boards } = fileBoards(games(FILE));
    const r = await evalBidding({ deals: 100, seed: 'teams.pbn', boards, table: fixedTable, simDeals: 0 });
    expect(r.deals).toBe(3);
    expect(r.from).toBe('file');
    const t = r.tables!;
    expect([t.tables, t.boards]).toEqual([4, 3]);
    // Par on every board is North–South's 4S or 4H making ten tricks (+620 vulnerable, +420 not).
    // Board 7 (all vulnerable): 4S by South makes, 0 IMPs; 5HX by West takes 13 - 10 = 3 tricks,
    // eight down doubled vulnerable: +2300 to North–South, 2300 - 620 = 1680: 17 IMPs.
    // Board 8 (none): passed out, 0 - 420: 9 IMPs. Board 9 (East–West vulnerable): 3NT by North makes
    // nine tricks, +400 against +420: 1 IMP.
    const table = await fixedTable();
    expect(par(table, 'S', 'All').score).toBe(620);
    expect(nsScore(boards[0]!.tables[1]!, table, { NS: isVulnerable('All', 'NS'), EW: true })).toBe(2300);
    expect(impsFor(2300 - 620)).toBe(17);
    expect(t.meanAbsImps).toBeCloseTo((0 + 17 + 9 + 1) / 4, 10);
    // The bots' distance per board less the mean of that board's tables, averaged over the boards.
    expect(t.difference).toBeCloseTo(t.botsMeanAbsImps - (17 / 2 + 9 + 1) / 3, 10);
    expect(t.outcomes.deals).toBe(4);
    expect(t.outcomes.doubledDown).toBe(1);
    const text = reportText(r);
    expect(text).toContain('Bidding evaluation: 3 deals, from teams.pbn');
    expect(text).toContain("The file's tables: 4 tables on 3 boards, 6.75");
  });

  it('keeps seeded runs without a tables section', async () => {
    const r = await evalBidding({ deals: 2, seed: 'unit', table: fixedTable, simDeals: 0 });
    expect(r.from).toBe('seed');
    expect(r.tables).toBeNull();
    expect(reportText(r)).toContain('Bidding evaluation: 2 deals, seed unit');
  });
});

describe('--file', () => {
  it('refuses a file with no deal to bid, naming it and why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tenace-eval-'));
    const path = join(dir, 'no-deal.pbn');
    writeFileSync(path, '[Event "x"]\n[Board "3"]\n[Contract "3NT"]\n');
    await expect(readBoards(path)).rejects.toThrow(
      `--file ${path}: no deal to bid (1 games: game 1 (board 3): no deal)`,
    );
    await expect(readBoards(join(dir, 'missing.pbn'))).rejects.toThrow(/missing\.pbn/);
  });
});
