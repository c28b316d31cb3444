/**
 * What the bots' final contracts did on each deal, judged by the double-dummy table: whether the side
 * with a making game or slam reached one, played a part-score while its game made, bid a game or slam
 * that fails, bid a making slam, or was doubled and went down; and the distance from par by the par
 * category of the deal (part-score, game or slam: the best contract the side with a plus par score
 * makes double dummy).
 */
import {
  SEATS,
  STRAINS,
  duplicateScore,
  impsFor,
  sideOf,
  type AuctionResult,
  type BySide,
  type Side,
  type Strain,
} from '@tenace/core';
import { gameLevel } from '@tenace/bots';
import type { DdTable } from '@tenace/solver';

export type ParCategory = 'partScore' | 'game' | 'slam';
export const PAR_CATEGORIES: readonly ParCategory[] = ['partScore', 'game', 'slam'];

/** One deal: the table's final contract, its double-dummy table and North–South's par score. */
export interface DealOutcome {
  readonly result: AuctionResult;
  readonly table: DdTable;
  readonly parScore: number;
  /** IMPs of the table's score against par, North–South's view. */
  readonly imps: number;
  /** Vulnerability of each side (none when absent), for what a double gained. */
  readonly vulnerable?: BySide<boolean>;
}

/** The most tricks `side` takes double dummy in `strain`, from either declarer. */
function sideTricks(table: DdTable, side: Side, strain: Strain): number {
  let best = 0;
  for (const s of SEATS) if (sideOf(s) === side) best = Math.max(best, table[s][strain] ?? 0);
  return best;
}

/** The best the side makes double dummy: a slam, a game, or only a part-score. */
export function sideCategory(table: DdTable, side: Side): ParCategory {
  let cat: ParCategory = 'partScore';
  for (const t of STRAINS) {
    const tricks = sideTricks(table, side, t);
    if (tricks >= 12) return 'slam';
    if (tricks >= 6 + gameLevel(t)) cat = 'game';
  }
  return cat;
}

export interface CategoryTally {
  readonly deals: number;
  /** From the view of the side with a plus par score (North–South when par is 0): below 0, it lost. */
  readonly meanImps: number;
  readonly meanAbsImps: number;
}

export interface OutcomeReport {
  readonly deals: number;
  /** Deals where the side with a plus par score makes a game or slam. */
  readonly gameDeals: number;
  /** Of those, the side ends in a game or slam that makes. */
  readonly gameReached: number;
  /** Deals where a side plays a part-score while its own game (or slam) makes. */
  readonly partScoreWhileGame: number;
  /** Deals ending in a game or slam that fails double dummy. */
  readonly failedGameOrSlam: number;
  /** Deals where the side with a plus par score makes a slam. */
  readonly slamDeals: number;
  /** Of those, the side bids a slam that makes. */
  readonly slamBid: number;
  /** Final contracts doubled or redoubled, and how many of them go down. */
  readonly doubled: number;
  readonly doubledDown: number;
  /** What the doubles gained the doubling side, in IMPs against the same contracts undoubled. */
  readonly doubleGainImps: number;
  readonly byCategory: Readonly<Record<ParCategory, CategoryTally>>;
}

/** Tallies the outcomes of the deals. */
export function outcomes(deals: readonly DealOutcome[]): OutcomeReport {
  let gameDeals = 0;
  let gameReached = 0;
  let partScoreWhileGame = 0;
  let failedGameOrSlam = 0;
  let slamDeals = 0;
  let slamBid = 0;
  let doubled = 0;
  let doubledDown = 0;
  let doubleGainImps = 0;
  const imps: Record<ParCategory, number[]> = { partScore: [], game: [], slam: [] };
  for (const d of deals) {
    const parSide: Side | null = d.parScore > 0 ? 'NS' : d.parScore < 0 ? 'EW' : null;
    const parCat = parSide === null ? 'partScore' : sideCategory(d.table, parSide);
    imps[parCat].push(parSide === 'EW' ? -d.imps : d.imps);
    const r = d.result;
    const contract = r.kind === 'contract' ? r : null;
    const side = contract === null ? null : sideOf(contract.declarer);
    const tricks = contract === null ? 0 : (d.table[contract.declarer][contract.contract.strain] ?? 0);
    const level = contract?.contract.level ?? 0;
    const isGame = contract !== null && level >= gameLevel(contract.contract.strain);
    const makes = contract !== null && tricks >= 6 + level;
    if (parCat !== 'partScore') {
      gameDeals++;
      if (side === parSide && isGame && makes) gameReached++;
    }
    if (parCat === 'slam') {
      slamDeals++;
      if (side === parSide && level >= 6 && makes) slamBid++;
    }
    if (contract !== null && side !== null) {
      if (!isGame && sideCategory(d.table, side) !== 'partScore') partScoreWhileGame++;
      if (isGame && !makes) failedGameOrSlam++;
      if (contract.contract.risk !== '') {
        doubled++;
        if (!makes) doubledDown++;
        const vul = d.vulnerable?.[side] ?? false;
        const undoubled = duplicateScore({ ...contract.contract, risk: '' }, tricks, vul);
        doubleGainImps += impsFor(undoubled - duplicateScore(contract.contract, tricks, vul));
      }
    }
  }
  const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  const tally = (xs: readonly number[]): CategoryTally => ({
    deals: xs.length,
    meanImps: mean(xs),
    meanAbsImps: mean(xs.map(Math.abs)),
  });
  return {
    deals: deals.length,
    gameDeals,
    gameReached,
    partScoreWhileGame,
    failedGameOrSlam,
    slamDeals,
    slamBid,
    doubled,
    doubledDown,
    doubleGainImps,
    byCategory: { partScore: tally(imps.partScore), game: tally(imps.game), slam: tally(imps.slam) },
  };
}

const pct = (n: number, of: number) => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)}%`);

const CATEGORY_NAME: Readonly<Record<ParCategory, string>> = {
  partScore: 'part-score',
  game: 'game',
  slam: 'slam',
};

/** The outcome lines of the report. */
export function outcomeLines(o: OutcomeReport): string[] {
  return [
    `Side with a making game or slam ends in a making game or slam: ${o.gameReached} of ${o.gameDeals} (${pct(o.gameReached, o.gameDeals)})`,
    `Part-score played while own game makes: ${o.partScoreWhileGame} of ${o.deals} deals (${pct(o.partScoreWhileGame, o.deals)})`,
    `Game or slam bid that fails: ${o.failedGameOrSlam} of ${o.deals} deals (${pct(o.failedGameOrSlam, o.deals)})`,
    `Making slam bid: ${o.slamBid} of ${o.slamDeals} slam deals (${pct(o.slamBid, o.slamDeals)})`,
    `Doubled contracts: ${o.doubled} (${pct(o.doubled, o.deals)} of deals), down ${o.doubledDown} (${pct(o.doubledDown, o.deals)} of deals); the doubles gained the doubling side ${o.doubleGainImps > 0 ? '+' : ''}${o.doubleGainImps} IMPs against leaving them undoubled`,
    `By par category: ${PAR_CATEGORIES.map((c) => `${CATEGORY_NAME[c]} ${o.byCategory[c].deals} deals, ${o.byCategory[c].meanAbsImps.toFixed(2)} IMPs from par (${o.byCategory[c].meanImps.toFixed(2)} for the par side)`).join('; ')}`,
  ];
}
