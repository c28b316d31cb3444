/**
 * The rubber-bridge score sheet (docs/RULES.md §5.3, Laws 72–74) as an immutable value. Each deal adds entries
 * below or above the line for each side; a game is 100 below the line, and when a side makes one a line is
 * drawn under the game, both sides' part-scores stop counting toward the next game, and the winner is
 * vulnerable. The first side to two games wins the rubber with 700 (opponents without a game) or 500.
 * An unfinished rubber gives 300 to a side that alone has a game and 100 (1948: 50) to a side that alone
 * has a part-score in the game in progress.
 */
import { makeContract, type Contract } from '../call.ts';
import { err, ok, type Result } from '../result.ts';
import { otherSide } from '../seat.ts';
import { SIDES, bySide, type BySide, type Side } from '../types.ts';
import { checkHonours, type HonoursHolder, type HonoursKind } from './honours.ts';
import { rubberDealParts } from './rubber.ts';
import { settle, type Rounding } from './settlement.ts';
import { checkTricks, type Ruleset } from './tricks.ts';

/** What an entry on the sheet is for. */
export type SheetEntryKind =
  'tricks' | 'overtricks' | 'insult' | 'slam' | 'undertricks' | 'honours' | 'rubber';

/** One figure written on the sheet. */
export interface SheetEntry {
  /** The deal it came from, 1-based (passed-out deals are numbered too); 0 for the rubber premium. */
  readonly deal: number;
  readonly side: Side;
  readonly place: 'below' | 'above';
  readonly kind: SheetEntryKind;
  readonly points: number;
  /** The game in progress when it was scored, 0-based; a line is drawn below the last entry of each game. */
  readonly game: number;
}

/** A deal result as added to the sheet. A passed-out deal has contract null (declarer and tricks unused). */
export interface RubberDealEntry {
  readonly declarer: Side | null;
  readonly contract: Contract | null;
  readonly tricks: number | null;
  readonly honours?: HonoursKind;
  readonly honoursHeldBy?: HonoursHolder;
}

/** One deal as recorded on the sheet, with what it wrote and where the rubber stood after it. */
export interface RubberSheetDeal {
  readonly n: number;
  readonly declarer: Side | null;
  readonly contract: Contract | null;
  readonly tricks: number | null;
  readonly honours: HonoursKind;
  readonly honoursHeldBy: HonoursHolder;
  readonly vulnerableBefore: BySide<boolean>;
  readonly below: BySide<number>;
  readonly above: BySide<number>;
  /** The side that completed a game on this deal, if any. */
  readonly gameWonBy: Side | null;
  readonly gamesAfter: BySide<number>;
}

/** A completed game: who won it and on which deal (a line is drawn under it). */
export interface SheetGame {
  readonly winner: Side;
  readonly deal: number;
}

export interface RubberSheet {
  readonly ruleset: Ruleset;
  readonly deals: readonly RubberSheetDeal[];
  readonly entries: readonly SheetEntry[];
  readonly games: readonly SheetGame[];
  readonly gamesWon: BySide<number>;
  /** Each side's points below the line in the game in progress. */
  readonly partScores: BySide<number>;
  /** 700 or 500 to the winner once the rubber is over. */
  readonly rubberBonus: BySide<number>;
}

export function newRubberSheet(o?: { ruleset?: Ruleset }): RubberSheet {
  return {
    ruleset: o?.ruleset ?? 'modern',
    deals: [],
    entries: [],
    games: [],
    gamesWon: { NS: 0, EW: 0 },
    partScores: { NS: 0, EW: 0 },
    rubberBonus: { NS: 0, EW: 0 },
  };
}

/** The rubber is over when a side has won two games. */
export function isRubberOver(s: RubberSheet): boolean {
  return s.gamesWon.NS >= 2 || s.gamesWon.EW >= 2;
}

/** A side is vulnerable once it has won a game. */
export function rubberVulnerable(s: RubberSheet): BySide<boolean> {
  return bySide((side) => s.gamesWon[side] > 0);
}

/**
 * Adds a deal's result. Refuses (score/rubber_over) once the rubber is over, and names a bad field
 * (score/bad_value, score/bad_tricks).
 */
export function addRubberDeal(s: RubberSheet, e: RubberDealEntry): Result<RubberSheet> {
  if (isRubberOver(s))
    return err(
      'score/rubber_over',
      `the rubber is over (${s.gamesWon.NS}–${s.gamesWon.EW} in games); no more deals`,
    );
  const n = s.deals.length + 1;
  const vulnerableBefore = rubberVulnerable(s);
  const game = s.games.length;
  if (e.contract === null) {
    const h = checkHonours(e.honours, e.honoursHeldBy, null);
    if (!h.ok) return h;
    const deal: RubberSheetDeal = {
      n,
      declarer: null,
      contract: null,
      tricks: null,
      honours: 'none',
      honoursHeldBy: null,
      vulnerableBefore,
      below: { NS: 0, EW: 0 },
      above: { NS: 0, EW: 0 },
      gameWonBy: null,
      gamesAfter: s.gamesWon,
    };
    return ok({ ...s, deals: [...s.deals, deal] });
  }
  const declarer = e.declarer;
  if (declarer === null || !SIDES.includes(declarer))
    return err('score/bad_value', `declarer must be NS or EW for ${makeContract(e.contract)}`);
  const tricks = checkTricks(e.tricks);
  if (!tricks.ok) return tricks;
  const h = checkHonours(e.honours, e.honoursHeldBy, e.contract.strain);
  if (!h.ok) return h;
  const defenders = otherSide(declarer);
  const parts = rubberDealParts({
    contract: e.contract,
    tricks: tricks.value,
    vulnerable: vulnerableBefore[declarer],
    honours: h.value.kind,
    honoursHeldBy: h.value.heldBy,
    ruleset: s.ruleset,
  });
  const entries: SheetEntry[] = [];
  const put = (side: Side, place: 'below' | 'above', kind: SheetEntryKind, points: number): void => {
    if (points > 0) entries.push({ deal: n, side, place, kind, points, game });
  };
  put(declarer, 'below', 'tricks', parts.below);
  put(declarer, 'above', 'overtricks', parts.overtricks);
  put(declarer, 'above', 'insult', parts.insult);
  put(declarer, 'above', 'slam', parts.slam);
  put(defenders, 'above', 'undertricks', parts.undertricks);
  if (parts.honoursHeldBy !== null)
    put(parts.honoursHeldBy === 'declarer' ? declarer : defenders, 'above', 'honours', parts.honours);
  const sum = (side: Side, place: 'below' | 'above'): number =>
    entries.filter((x) => x.side === side && x.place === place).reduce((a, x) => a + x.points, 0);
  const below = bySide((side) => sum(side, 'below'));
  const above = bySide((side) => sum(side, 'above'));

  let partScores = bySide((side) => s.partScores[side] + below[side]);
  let gamesWon = s.gamesWon;
  let games = s.games;
  let gameWonBy: Side | null = null;
  let rubberBonus = s.rubberBonus;
  if (partScores[declarer] >= 100) {
    gameWonBy = declarer;
    gamesWon = { ...gamesWon, [declarer]: gamesWon[declarer] + 1 };
    games = [...games, { winner: declarer, deal: n }];
    partScores = { NS: 0, EW: 0 };
    if (gamesWon[declarer] >= 2) {
      const points = gamesWon[defenders] === 0 ? 700 : 500;
      rubberBonus = { ...rubberBonus, [declarer]: points };
      entries.push({ deal: n, side: declarer, place: 'above', kind: 'rubber', points, game });
    }
  }
  const deal: RubberSheetDeal = {
    n,
    declarer,
    contract: e.contract,
    tricks: tricks.value,
    honours: h.value.kind,
    honoursHeldBy: h.value.heldBy,
    vulnerableBefore,
    below,
    above,
    gameWonBy,
    gamesAfter: gamesWon,
  };
  return ok({
    ruleset: s.ruleset,
    deals: [...s.deals, deal],
    entries: [...s.entries, ...entries],
    games,
    gamesWon,
    partScores,
    rubberBonus,
  });
}

export interface RubberResult {
  readonly finished: boolean;
  readonly gamesWon: BySide<number>;
  readonly belowTotal: BySide<number>;
  /** Points above the line, without the rubber and unfinished-rubber premiums. */
  readonly aboveTotal: BySide<number>;
  readonly rubberBonus: BySide<number>;
  readonly unfinishedBonus: BySide<number>;
  readonly totals: BySide<number>;
  readonly winner: Side | null;
  readonly difference: number;
  /** The difference in whole hundreds (≥ 0), rounded as asked; the winner collects it. */
  readonly settlement: number;
}

/**
 * The premiums for a rubber stopped before its end: 300 to a side that alone has won a game; 100 (1948: 50)
 * to a side that alone has a part-score in the game in progress.
 */
export function unfinishedBonus(s: RubberSheet): BySide<number> {
  if (isRubberOver(s)) return { NS: 0, EW: 0 };
  const partScore = s.ruleset === '1948' ? 50 : 100;
  return bySide((side) => {
    const other = otherSide(side);
    const game = s.gamesWon[side] > 0 && s.gamesWon[other] === 0 ? 300 : 0;
    const part = s.partScores[side] > 0 && s.partScores[other] === 0 ? partScore : 0;
    return game + part;
  });
}

/**
 * The totals and settlement. With `unfinished`, a rubber not yet over is scored as stopped early (with the
 * unfinished-rubber premiums); otherwise only the points written so far count.
 */
export function rubberResult(
  s: RubberSheet,
  o?: { unfinished?: boolean; rounding?: Rounding },
): RubberResult {
  const finished = isRubberOver(s);
  const total = (side: Side, place: 'below' | 'above'): number =>
    s.entries
      .filter((x) => x.side === side && x.place === place && x.kind !== 'rubber')
      .reduce((a, x) => a + x.points, 0);
  const belowTotal = bySide((side) => total(side, 'below'));
  const aboveTotal = bySide((side) => total(side, 'above'));
  const unfinished = !finished && o?.unfinished === true ? unfinishedBonus(s) : { NS: 0, EW: 0 };
  const totals = bySide(
    (side) => belowTotal[side] + aboveTotal[side] + s.rubberBonus[side] + unfinished[side],
  );
  return {
    finished,
    gamesWon: s.gamesWon,
    belowTotal,
    aboveTotal,
    rubberBonus: s.rubberBonus,
    unfinishedBonus: unfinished,
    totals,
    ...settle(totals, o?.rounding ?? 'half-up'),
  };
}

/** The figures of a sheet arranged as people draw it, for any interface. */
export interface RubberSheetLayout {
  /** Above the line for each side, the first written (nearest the line) first; premiums last. */
  readonly above: BySide<readonly number[]>;
  /**
   * Below the line, game by game: each completed game (a line is drawn under it) and, while the rubber
   * goes on, the game in progress (`winner` null).
   */
  readonly games: readonly { readonly below: BySide<readonly number[]>; readonly winner: Side | null }[];
  readonly totals: BySide<number>;
}

/** Lays out the sheet; with a result, its unfinished-rubber premiums are written above the line too. */
export function rubberSheetLayout(s: RubberSheet, result?: RubberResult): RubberSheetLayout {
  const figures = (side: Side, f: (e: SheetEntry) => boolean): number[] =>
    s.entries.filter((e) => e.side === side && f(e)).map((e) => e.points);
  const above = bySide((side) => {
    const list = figures(side, (e) => e.place === 'above');
    // an unfinished rubber's premiums, written as two figures: 300 for the game, 100 (or 50) for the part-score
    const bonus = result?.unfinishedBonus[side] ?? 0;
    const game = bonus >= 300 ? 300 : 0;
    return [...list, ...[game, bonus - game].filter((x) => x > 0)];
  });
  const count = s.games.length + (isRubberOver(s) ? 0 : 1);
  const games = Array.from({ length: count }, (_, g) => ({
    below: bySide((side) => figures(side, (e) => e.place === 'below' && e.game === g)),
    winner: s.games[g]?.winner ?? null,
  }));
  return { above, games, totals: (result ?? rubberResult(s)).totals };
}
