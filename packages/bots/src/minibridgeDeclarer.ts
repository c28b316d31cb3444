/**
 * The minibridge declarer (ALGORITHMS.md §4.5, §8.4): sample the defenders' hands exactly from their
 * announced HCP, solve each layout in the five strains with declarer's left-hand opponent on lead, score
 * the ten choices (strain × part-score or game) on every layout, and choose the best expected score.
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
  /** Layouts to solve at most (default 20). */
  readonly layouts?: number;
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

/** The tuned-threshold fallback (ALGORITHMS.md §4.4). */
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

/** The declarer's contract from its view: simulation within the budget, thresholds as the fallback. */
export function chooseMinibridgeContract(
  view: MinibridgeView,
  options: DeclarerOptions,
): Decision<MinibridgeContract> {
  if (view.seat !== view.declarer) throw new Error('only declarer chooses the contract');
  const maxLayouts = options.layouts ?? 20;
  const timeMs = options.timeMs ?? 8000;
  const start = Date.now();
  const source = layoutSource(minibridgeKnowledge(view));
  if (!source.ok) return thresholdContract(view);
  const rng = decisionRng(options.seed, 0);
  const totals = CHOICES.map(() => 0);
  const makes = CHOICES.map(() => 0);
  let solved = 0;
  for (let i = 0; i < maxLayouts; i++) {
    const left = timeMs - (Date.now() - start);
    if (left <= 0) break;
    const hands = source.value.draw(rng);
    const tricks: Partial<Record<Strain, number>> = {};
    let complete = true;
    for (const strain of STRAINS) {
      const t = declarerTricks(hands, strain, view.declarer, Math.max(1, timeMs - (Date.now() - start)));
      if (t === null) {
        complete = false;
        break;
      }
      tricks[strain] = t;
    }
    if (!complete) break;
    CHOICES.forEach((c, k) => {
      const t = tricks[c.strain]!;
      totals[k]! += netScore(c, t, view.rules.variant);
      if (netScore(c, t, view.rules.variant) > 0) makes[k]!++;
    });
    solved++;
  }
  if (solved === 0) return thresholdContract(view);
  const order = CHOICES.map((_, k) => k).sort((x, y) => totals[y]! - totals[x]! || x - y);
  const best = order[0]!;
  const second = order[1]!;
  const contract = CHOICES[best]!;
  const expected = Math.round(totals[best]! / solved);
  const altExpected = Math.round(totals[second]! / solved);
  const name = contractName(contract);
  const alt = contractName(CHOICES[second]!);
  const sign = (x: number) => (x >= 0 ? `+${x}` : `${x}`);
  return {
    value: contract,
    reason: reason(
      'minibridge.declarer.simulation',
      `${name}: makes in ${makes[best]!} of ${solved} layouts, expected ${sign(expected)}; ${alt} ${sign(altExpected)}`,
      {
        contract: name,
        makes: makes[best]!,
        layouts: solved,
        expected,
        alternative: alt,
        alternativeExpected: altExpected,
      },
    ),
  };
}
