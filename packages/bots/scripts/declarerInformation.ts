/**
 * How close any minibridge declarer who sees only its own view (its hand, dummy and the four announced
 * HCP) can come to the all-seeing declarer, scored double dummy. On each seeded deal, layouts of the
 * defenders' hands are drawn from the declarer's view and solved in the five strains; the ten contract
 * choices are scored on each. The all-seeing declarer takes the best choice on every layout, the best
 * single-view declarer the one choice best on average, so their difference averaged over deals estimates
 * what the hidden hands are worth (the value of information). With finitely many layouts the best average
 * is flattered, so the estimate errs low.
 *
 *   node --import tsx packages/bots/scripts/declarerInformation.ts --seed held --deals 100 --layouts 32
 */
import { parseArgs } from 'node:util';
import { SEATS, STRAINS, minibridgeView, seededDeal, type MinibridgeContract, type Seat } from '@tenace/core';
import {
  declarerTricks,
  decisionRng,
  layoutSource,
  minibridgeKnowledge,
  minibridgeStateFromDeal,
  netScore,
} from '../src/index.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: 'held' },
    deals: { type: 'string', default: '100' },
    layouts: { type: 'string', default: '32' },
    variant: { type: 'string', default: 'ebu' },
  },
});
const variant = values.variant === 'seed' ? 'seed' : 'ebu';
const choices: MinibridgeContract[] = STRAINS.flatMap((strain) => [
  { strain, game: false },
  { strain, game: true },
]);
const gaps: number[] = [];
for (let board = 1; board <= Number(values.deals); board++) {
  const dealer: Seat = SEATS[(board - 1) % 4]!;
  const start = minibridgeStateFromDeal(seededDeal(values.seed, board), dealer, { variant });
  if (!start.ok) continue;
  const view = minibridgeView(start.value, start.value.declarer);
  const source = layoutSource(minibridgeKnowledge(view));
  if (!source.ok) throw new Error(source.error.message);
  const rng = decisionRng(`information/${board}`, 0);
  const scores = choices.map(() => [] as number[]);
  let bestEach = 0;
  const n = Number(values.layouts);
  for (let i = 0; i < n; i++) {
    const hands = source.value.draw(rng);
    const tricks = new Map(STRAINS.map((s) => [s, declarerTricks(hands, s, view.declarer)!]));
    const here = choices.map((c) => netScore(c, tricks.get(c.strain)!, variant));
    here.forEach((x, k) => scores[k]!.push(x));
    bestEach += Math.max(...here) / n;
  }
  const bestOnAverage = Math.max(...scores.map((xs) => xs.reduce((a, b) => a + b, 0) / n));
  gaps.push(bestEach - bestOnAverage);
  const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
  process.stderr.write(
    `board ${board}: gap ${(bestEach - bestOnAverage).toFixed(1)}; mean so far ${mean.toFixed(1)}\n`,
  );
}
const m = gaps.reduce((a, b) => a + b, 0) / gaps.length;
const se = Math.sqrt(gaps.reduce((s, x) => s + (x - m) ** 2, 0) / (gaps.length - 1) / gaps.length);
console.log(
  `${gaps.length} deals, ${values.layouts} layouts each (${variant} scoring): the all-seeing declarer is worth ${m.toFixed(1)} ± ${se.toFixed(1)} points per board more than the best declarer who sees only its own view`,
);
