/**
 * The minibridge declarer (docs/ALGORITHMS.md §4.5, §8.4): sample the defenders' hands exactly from their
 * announced HCP, solve each layout in the five strains with declarer's left-hand opponent on lead, score
 * the ten choices (strain × part-score or game) on every layout, and choose the best expected score.
 * After the first layouts, contracts clearly worse than the best (by two standard errors of the paired
 * difference) are dropped, and more layouts are solved in the strains still in play while any is close.
 * It works within a time budget; with no layout solved in time it falls back to tuned thresholds
 * (no-trump at 24 combined HCP, a major fit at 23, a minor with a fit and a short suit at 25).
 */
import {
  STRAINS,
  cardSuit,
  minibridgeScore,
  type Card,
  type MinibridgeContract,
  type MinibridgeVariant,
  type MinibridgeView,
  type Strain,
} from '@tenace/core';
import { declarerTricks } from './dd.ts';
import { minibridgeKnowledge } from './knowledge/constraints.ts';
import { reason, type Decision } from './player.ts';
import { layoutSource } from './sampling/layouts.ts';
import { decisionRng } from './sampling/rng.ts';

export interface DeclarerOptions {
  readonly seed: string | number;
  /** Layouts to solve in every strain (default 16). */
  readonly layouts?: number;
  /**
   * More layouts, up to this many (default 4 × layouts), while another contract is within two standard
   * errors of the best (paired difference of their scores); only the strains of such contracts are solved.
   */
  readonly maxLayouts?: number;
  /** Wall-clock budget in milliseconds (default 8000); at least `minLayouts` are solved when time allows. */
  readonly timeMs?: number;
}

/** The contract's name as a bid: part-score at the one level, game at 3NT, 4 of a major, 5 of a minor. */
export function contractName(c: MinibridgeContract): string {
  const level = !c.game ? 1 : c.strain === 'NT' ? 3 : c.strain === 'H' || c.strain === 'S' ? 4 : 5;
  return `${level}${c.strain}`;
}

/** The declaring side's net score for a number of tricks. */
export function netScore(c: MinibridgeContract, tricks: number, variant: MinibridgeVariant): number {
  const s = minibridgeScore(c.strain, c.game, tricks, variant);
  return s.declarer - s.defenders;
}

const CHOICES: readonly MinibridgeContract[] = STRAINS.flatMap((strain) => [
  { strain, game: false },
  { strain, game: true },
]);

/** The tuned-threshold fallback (docs/ALGORITHMS.md §4.4). */
export function thresholdContract(view: MinibridgeView): Decision<MinibridgeContract> {
  const mine = view.hands[view.declarer] ?? [];
  const dummy = view.hands[view.dummy] ?? [];
  const len = (cards: readonly Card[], s: string) => cards.filter((c) => cardSuit(c) === s).length;
  const hcp = view.announcements
    .filter((a) => a.seat === view.declarer || a.seat === view.dummy)
    .reduce((n, a) => n + a.hcp, 0);
  const fit = (s: string) => len(mine, s) + len(dummy, s);
  const short = (['S', 'H', 'D', 'C'] as const).some((s) => len(mine, s) <= 1 || len(dummy, s) <= 1);
  const major = (['S', 'H'] as const).filter((s) => fit(s) >= 8).sort((x, y) => fit(y) - fit(x))[0];
  const minor = (['D', 'C'] as const).filter((s) => fit(s) >= 8).sort((x, y) => fit(y) - fit(x))[0];
  let strain: Strain = 'NT';
  let needed = 24;
  if (major !== undefined) [strain, needed] = [major, 23];
  else if (minor !== undefined && short) [strain, needed] = [minor, 25];
  const contract = { strain, game: hcp >= needed };
  return {
    value: contract,
    reason: reason(
      'minibridge.declarer.thresholds',
      `${contractName(contract)}: ${hcp} HCP together (game from ${needed})`,
      { contract: contractName(contract), hcp, needed },
    ),
  };
}

function meanOf(xs: readonly number[]): number {
  return xs.length === 0 ? -Infinity : xs.reduce((x, y) => x + y, 0) / xs.length;
}

/** The mean and standard error of the paired differences a − b (over the layouts both were scored on). */
function gapOf(a: readonly number[], b: readonly number[]): { mean: number; se: number } {
  const n = Math.min(a.length, b.length);
  const d = Array.from({ length: n }, (_, i) => a[i]! - b[i]!);
  const mean = meanOf(d);
  if (n < 2) return { mean, se: Infinity };
  return { mean, se: Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) / n) };
}

/**
 * Keeps in play the choices within two standard errors of the best one (paired over the layouts scored);
 * the others stop being solved. Returns how many remain.
 */
function narrow(scores: readonly number[][], active: boolean[]): number {
  const best = bestOf(scores, active);
  let left = 0;
  active.forEach((on, k) => {
    if (!on) return;
    if (k !== best) {
      const gap = gapOf(scores[best]!, scores[k]!);
      if (!(gap.mean < 2 * gap.se)) active[k] = false;
    }
    if (active[k]) left++;
  });
  return left;
}

/** The active choice with the best mean score (the first on a tie). */
function bestOf(scores: readonly number[][], active: readonly boolean[]): number {
  let best = -1;
  scores.forEach((xs, k) => {
    if (active[k] && (best < 0 || meanOf(xs) > meanOf(scores[best]!) + 1e-9)) best = k;
  });
  return best;
}

/** The declarer's contract from its view: simulation within the budget, thresholds as the fallback. */
export function chooseMinibridgeContract(
  view: MinibridgeView,
  options: DeclarerOptions,
): Decision<MinibridgeContract> {
  if (view.seat !== view.declarer) throw new Error('only declarer chooses the contract');
  const wanted = options.layouts ?? 16;
  const maxLayouts = Math.max(wanted, options.maxLayouts ?? 4 * wanted);
  const timeMs = options.timeMs ?? 8000;
  const start = Date.now();
  const source = layoutSource(minibridgeKnowledge(view));
  if (!source.ok) return thresholdContract(view);
  const rng = decisionRng(options.seed, 0);
  const scores: number[][] = CHOICES.map(() => []);
  const active = CHOICES.map(() => true);
  for (let i = 0; i < maxLayouts; i++) {
    if (i >= wanted && narrow(scores, active) <= 1) break;
    const left = timeMs - (Date.now() - start);
    if (left <= 0) break;
    const hands = source.value.draw(rng);
    const strains = STRAINS.filter((t) => CHOICES.some((c, k) => active[k] && c.strain === t));
    const tricks: Partial<Record<Strain, number>> = {};
    let complete = true;
    for (const strain of strains) {
      const t = declarerTricks(hands, strain, view.declarer, Math.max(1, timeMs - (Date.now() - start)));
      if (t === null) {
        complete = false;
        break;
      }
      tricks[strain] = t;
    }
    if (!complete) break;
    CHOICES.forEach((c, k) => {
      if (active[k]) scores[k]!.push(netScore(c, tricks[c.strain]!, view.rules.variant));
    });
  }
  if (scores[0]!.length === 0) return thresholdContract(view);
  const best = bestOf(scores, active);
  const second = bestOf(
    scores,
    CHOICES.map((_, k) => k !== best),
  );
  const contract = CHOICES[best]!;
  const solved = scores[best]!.length;
  const makes = scores[best]!.filter((x) => x > 0).length;
  const expected = Math.round(meanOf(scores[best]!));
  const altExpected = Math.round(meanOf(scores[second]!));
  const name = contractName(contract);
  const alt = contractName(CHOICES[second]!);
  const sign = (x: number) => (x >= 0 ? `+${x}` : `${x}`);
  return {
    value: contract,
    reason: reason(
      'minibridge.declarer.simulation',
      `${name}: makes in ${makes} of ${solved} layouts, expected ${sign(expected)}; ${alt} ${sign(altExpected)}`,
      {
        contract: name,
        makes,
        layouts: solved,
        expected,
        alternative: alt,
        alternativeExpected: altExpected,
      },
    ),
  };
}
