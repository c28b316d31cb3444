/**
 * The boards `tenace eval bidding` bids: seeded deals (board n of a seed, with the standard dealer and
 * vulnerability of board n), or the deals of a PBN or LIN file with the contracts its tables reached.
 * A file's rooms of one deal (the same cards, dealer and vulnerability) are one board with several tables,
 * so that the bots' auction is scored once against every table that played the deal.
 */
import {
  applyCalls,
  auctionResult,
  boardDealer,
  boardVulnerability,
  dealFromSetup,
  makePbnDeal,
  pbnCalls,
  pbnFacts,
  seededDeal,
  startAuction,
  type AuctionResult,
  type Deal,
  type PbnGame,
  type Seat,
  type Vulnerability,
} from '@tenace/core';

export interface EvalBoard {
  readonly board: number;
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** The final contracts the file's tables reached on this deal (none for seeded deals). */
  readonly tables: readonly AuctionResult[];
}

/** Board `board` of a seed: the seeded deal with the standard dealer and vulnerability of that number. */
export function seededBoard(seed: string, board: number): EvalBoard {
  return {
    board,
    deal: seededDeal(seed, board),
    dealer: boardDealer(board),
    vulnerability: boardVulnerability(board),
    tables: [],
  };
}

export interface FileBoards {
  readonly boards: readonly EvalBoard[];
  /** Games of the file left out, each with why (no complete deal). */
  readonly skipped: readonly string[];
  /** Games whose table result is unknown (no contract, no declarer, no complete auction): the deal is still bid. */
  readonly withoutResult: number;
}

/** The final contract of a game: its Contract and Declarer tags, else its auction; null when unknown. */
export function tableResult(game: PbnGame, dealer: Seat): AuctionResult | null {
  const f = pbnFacts(game);
  if (f.contract === 'PASS') return { kind: 'passedOut' };
  if (f.contract !== null && !('strainOnly' in f.contract) && f.declarer !== null)
    return { kind: 'contract', contract: f.contract, declarer: f.declarer };
  const calls = pbnCalls(game);
  if (calls === null) return null;
  const a = applyCalls(startAuction(dealer), calls);
  return a.ok ? auctionResult(a.value) : null;
}

/**
 * The boards of a file's games, in the order of their first game. A game's board number is its Board tag
 * (else its place in the file); a missing dealer or vulnerability is the standard one of that number; a
 * deal with one hand missing is completed with the cards left. Games with no complete deal are skipped.
 */
export function fileBoards(games: readonly PbnGame[]): FileBoards {
  const byKey = new Map<string, { board: EvalBoard; tables: AuctionResult[] }>();
  const skipped: string[] = [];
  let withoutResult = 0;
  games.forEach((game, i) => {
    const f = pbnFacts(game);
    const board = f.board ?? i + 1;
    const name = `game ${i + 1} (board ${board})`;
    if (f.deal === null) {
      skipped.push(`${name}: no deal`);
      return;
    }
    const deal = dealFromSetup(f.deal);
    if (!deal.ok) {
      skipped.push(`${name}: ${deal.error.message}`);
      return;
    }
    if (board < 1) {
      skipped.push(`${name}: board number ${board}`);
      return;
    }
    const dealer = f.dealer ?? boardDealer(board);
    const vulnerability = f.vulnerable ?? boardVulnerability(board);
    const key = `${makePbnDeal(deal.value)} ${dealer} ${vulnerability}`;
    let entry = byKey.get(key);
    if (entry === undefined) {
      const tables: AuctionResult[] = [];
      entry = { board: { board, deal: deal.value, dealer, vulnerability, tables }, tables };
      byKey.set(key, entry);
    }
    const result = tableResult(game, dealer);
    if (result === null) withoutResult++;
    else entry.tables.push(result);
  });
  return { boards: [...byKey.values()].map((e) => e.board), skipped, withoutResult };
}
