/**
 * Chicago, four-deal bridge (docs/RULES.md §7 and the §9 options). Vulnerability by schedule: deal 1 none,
 * deals 2 and 3 the dealer's side (or, by agreement, the other side), deal 4 both. Scored as rubber
 * bridge, except that part-scores carry over until either side makes a game, a game earns 300 or 500 by
 * the vulnerability of the side completing it on that deal, and a part-score made on the fourth deal
 * without completing a game earns 100. A passed-out deal is redealt by the same dealer and not counted
 * (or, as an option, counts and the deal passes on). Honours are off unless agreed. The club variant
 * "four-deal duplicate" scores each deal as duplicate with the same vulnerability.
 */
import { err, ok, type Result } from '../result.ts';
import { otherSide, rotate, sideOf } from '../seat.ts';
import { SIDES, bySide, type BySide, type Seat, type Side } from '../types.ts';
import type { Contract } from '../call.ts';
import { duplicateScore } from './duplicate.ts';
import { checkHonours, type HonoursHolder, type HonoursKind } from './honours.ts';
import { rubberDealParts } from './rubber.ts';
import type { RubberDealEntry } from './rubberSheet.ts';
import { settle, type Rounding, type Settlement } from './settlement.ts';
import { checkTricks, type Ruleset } from './tricks.ts';

export interface ChicagoOptions {
  /** The dealer of the first deal (chosen by the draw); North by default. */
  readonly firstDealer: Seat;
  /** Who is vulnerable on deals 2 and 3: the dealer's side (default) or the other side. */
  readonly vulnerability23: 'dealer' | 'non-dealer';
  /** 'carry-over' (ACBL, default) or 'duplicate' (each deal scored as a duplicate board). */
  readonly scoring: 'carry-over' | 'duplicate';
  /** Whether honours are scored (default off). */
  readonly honours: boolean;
  /** A passed-out deal: 'redeal' by the same dealer, not counted (default), or 'next' dealer, counted. */
  readonly passedOut: 'redeal' | 'next';
  readonly ruleset: Ruleset;
}

export const DEFAULT_CHICAGO_OPTIONS: ChicagoOptions = {
  firstDealer: 'N',
  vulnerability23: 'dealer',
  scoring: 'carry-over',
  honours: false,
  passedOut: 'redeal',
  ruleset: 'modern',
};

/** One deal of a Chicago as scored. */
export interface ChicagoDeal {
  /** 1..4: the counted deal this was (a passed-out deal that is redealt keeps the number of its redeal). */
  readonly n: number;
  readonly dealer: Seat;
  readonly vulnerable: BySide<boolean>;
  /** Whether it counted as one of the four. */
  readonly counted: boolean;
  readonly declarer: Side | null;
  readonly contract: Contract | null;
  readonly tricks: number | null;
  readonly honours: HonoursKind;
  readonly honoursHeldBy: HonoursHolder;
  /** Points credited to each side on this deal, premiums included. */
  readonly points: BySide<number>;
  readonly gameCompletedBy: Side | null;
}

export interface Chicago {
  readonly options: ChicagoOptions;
  readonly deals: readonly ChicagoDeal[];
  /** Points below the line toward the next game (carry-over scoring). */
  readonly partScores: BySide<number>;
  readonly totals: BySide<number>;
}

export function newChicago(o?: Partial<ChicagoOptions>): Chicago {
  return {
    options: { ...DEFAULT_CHICAGO_OPTIONS, ...o },
    deals: [],
    partScores: { NS: 0, EW: 0 },
    totals: { NS: 0, EW: 0 },
  };
}

/** The vulnerability of counted deal `n` (1..4) with this dealer under the schedule. */
export function chicagoVulnerability(
  n: number,
  dealer: Seat,
  vulnerability23: ChicagoOptions['vulnerability23'] = 'dealer',
): BySide<boolean> {
  if (n <= 1) return { NS: false, EW: false };
  if (n >= 4) return { NS: true, EW: true };
  const side = vulnerability23 === 'dealer' ? sideOf(dealer) : otherSide(sideOf(dealer));
  return bySide((s) => s === side);
}

function countedSoFar(c: Chicago): number {
  return c.deals.filter((d) => d.counted).length;
}

/** Whether the four deals have been played. */
export function isChicagoOver(c: Chicago): boolean {
  return countedSoFar(c) >= 4;
}

/** The next deal: its number, dealer and vulnerability; null once the Chicago is over. */
export function chicagoNext(c: Chicago): { n: number; dealer: Seat; vulnerable: BySide<boolean> } | null {
  if (isChicagoOver(c)) return null;
  const n = countedSoFar(c) + 1;
  // The dealer moves on after every deal except a passed-out deal that is redealt.
  const dealer = rotate(c.options.firstDealer, n - 1);
  return { n, dealer, vulnerable: chicagoVulnerability(n, dealer, c.options.vulnerability23) };
}

/** Adds the result of the next deal. Refuses once four deals are counted and names bad fields. */
export function addChicagoDeal(c: Chicago, e: RubberDealEntry): Result<Chicago> {
  const next = chicagoNext(c);
  if (next === null) return err('score/rubber_over', 'the Chicago is over: four deals have been played');
  const { n, dealer, vulnerable } = next;
  const o = c.options;
  const zero = { NS: 0, EW: 0 };
  if (e.contract === null) {
    const h = checkHonours(e.honours, e.honoursHeldBy, null);
    if (!h.ok) return h;
    const counted = o.passedOut === 'next';
    const deal: ChicagoDeal = {
      n,
      dealer,
      vulnerable,
      counted,
      declarer: null,
      contract: null,
      tricks: null,
      honours: 'none',
      honoursHeldBy: null,
      points: zero,
      gameCompletedBy: null,
    };
    return ok({ ...c, deals: [...c.deals, deal] });
  }
  const declarer = e.declarer;
  if (declarer === null || !SIDES.includes(declarer))
    return err('score/bad_value', 'declarer must be NS or EW for a contract that was played');
  const tricks = checkTricks(e.tricks);
  if (!tricks.ok) return tricks;
  const h = checkHonours(e.honours, e.honoursHeldBy, e.contract.strain);
  if (!h.ok) return h;
  const honours = o.honours ? h.value : { kind: 'none' as const, heldBy: null };
  const parts = rubberDealParts({
    contract: e.contract,
    tricks: tricks.value,
    vulnerable: vulnerable[declarer],
    honours: honours.kind,
    honoursHeldBy: honours.heldBy,
    ruleset: o.ruleset,
  });
  const honoursTo = (side: Side): number =>
    parts.honoursHeldBy === null
      ? 0
      : (parts.honoursHeldBy === 'declarer') === (side === declarer)
        ? parts.honours
        : 0;
  let gameCompletedBy: Side | null = null;
  let partScores = c.partScores;
  let points: BySide<number>;
  if (o.scoring === 'duplicate') {
    const score = duplicateScore(e.contract, tricks.value, vulnerable[declarer], o.ruleset);
    if (parts.below >= 100) gameCompletedBy = declarer;
    points = bySide((s) => (s === declarer ? Math.max(score, 0) : Math.max(-score, 0)) + honoursTo(s));
  } else {
    let premium = 0;
    partScores = { ...partScores, [declarer]: partScores[declarer] + parts.below };
    if (partScores[declarer] >= 100) {
      gameCompletedBy = declarer;
      premium = vulnerable[declarer] ? 500 : 300;
      partScores = zero;
    } else if (n === 4 && parts.below > 0) premium = 100;
    points = bySide((s) =>
      s === declarer
        ? parts.below + parts.overtricks + parts.insult + parts.slam + premium + honoursTo(s)
        : parts.undertricks + honoursTo(s),
    );
  }
  const deal: ChicagoDeal = {
    n,
    dealer,
    vulnerable,
    counted: true,
    declarer,
    contract: e.contract,
    tricks: tricks.value,
    honours: honours.kind,
    honoursHeldBy: honours.heldBy,
    points,
    gameCompletedBy,
  };
  return ok({
    options: o,
    deals: [...c.deals, deal],
    partScores,
    totals: bySide((s) => c.totals[s] + points[s]),
  });
}

export interface ChicagoResult extends Settlement {
  readonly finished: boolean;
  readonly totals: BySide<number>;
}

/** Totals and settlement in hundreds (rounding as for a rubber). */
export function chicagoResult(c: Chicago, o?: { rounding?: Rounding }): ChicagoResult {
  return { finished: isChicagoOver(c), totals: c.totals, ...settle(c.totals, o?.rounding ?? 'half-up') };
}
