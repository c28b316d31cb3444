/**
 * Opening leads measured double dummy: on seeded minibridge deals, the contract is chosen (the seed's rule
 * of thumb, or a quick simulation declarer), the leader's bot leads, and the lead is judged against every
 * lead on the actual deal. Prints the share of double-dummy-best leads and the CPU time per lead; with
 * `--out file`, one JSON line per lead so two versions can be compared deal by deal.
 *
 *   node --import tsx packages/bots/scripts/leads.ts --seed lead --deals 100 [--first 1] [--contracts rule|sim] [--contracts-from eval.log] [--ms 60000]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  SEATS,
  minibridgeReduce,
  minibridgeView,
  seededDeal,
  type MinibridgeContract,
  type Seat,
  type Strain,
} from '@tenace/core';
import { cards } from '@tenace/solver';
import {
  SimulationPlayer,
  chooseMinibridgeContract,
  minibridgeStateFromDeal,
  tipsContract,
} from '../src/index.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: 'lead' },
    deals: { type: 'string', default: '50' },
    first: { type: 'string', default: '1' },
    contracts: { type: 'string', default: 'rule' },
    layouts: { type: 'string', default: '32' },
    ms: { type: 'string', default: '60000' },
    out: { type: 'string' },
    /** A `tenace eval play --progress` log of the same seed: its simulation declarer's contracts. */
    'contracts-from': { type: 'string' },
  },
});
const logged = new Map<number, MinibridgeContract>();
if (values['contracts-from'] !== undefined)
  for (const line of readFileSync(values['contracts-from'], 'utf8').split('\n')) {
    const m = /^board (\d+): bot .*?; (\d)(NT|S|H|D|C):/.exec(line);
    if (m !== null) logged.set(Number(m[1]), { strain: m[3] as Strain, game: m[2] !== '1' });
  }
const first = Number(values.first);
const last = first + Number(values.deals) - 1;
const rows: object[] = [];
const times: number[] = [];
let best = 0;
let n = 0;
for (let board = first; board <= last; board++) {
  const deal = seededDeal(values.seed, board);
  const dealer: Seat = SEATS[(board - 1) % 4]!;
  const start = minibridgeStateFromDeal(deal, dealer, { variant: 'ebu' });
  if (!start.ok) continue;
  const declView = minibridgeView(start.value, start.value.declarer);
  if (values['contracts-from'] !== undefined && !logged.has(board)) continue;
  const contract =
    logged.get(board) ??
    (values.contracts === 'sim'
      ? chooseMinibridgeContract(declView, { seed: `${values.seed}/${board}`, layouts: 8, maxLayouts: 16 })
          .value
      : tipsContract(declView).value);
  const s = minibridgeReduce(start.value, { type: 'contract', seat: start.value.declarer, ...contract });
  if (!s.ok) throw new Error(s.error.message);
  const play = s.value.play!;
  const leader = play.current.leader;
  const player = new SimulationPlayer({
    seed: `${values.seed}/${board}`,
    layouts: Number(values.layouts),
    cardMs: Number(values.ms),
  });
  const c0 = process.cpuUsage();
  const d = await player.chooseCard(minibridgeView(s.value, leader));
  const c1 = process.cpuUsage(c0);
  const ms = (c1.user + c1.system) / 1000;
  const all = cards({ hands: play.hands, strain: play.strain, leader, trick: [] });
  if (!all.ok) throw new Error(all.error.message);
  const top = Math.max(...all.value.map((v) => v.tricks!));
  const mine = all.value.find((v) => v.card === d.value)!.tricks!;
  const isBest = mine === top;
  n++;
  if (isBest) best++;
  times.push(ms);
  rows.push({
    board,
    contract,
    card: d.value,
    best: isBest,
    lost: top - mine,
    ms: Math.round(ms),
    params: d.reason.params,
  });
  process.stderr.write(
    `board ${board}: ${contract.game ? 'game' : 'part'} ${contract.strain} lead ${d.value} ${isBest ? 'best' : `costs ${top - mine}`} ${Math.round(ms)} ms (${n > 0 ? ((100 * best) / n).toFixed(1) : 0}% so far)\n`,
  );
}
times.sort((a, b) => a - b);
const q = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0);
console.log(
  `${best}/${n} leads double-dummy best (${((100 * best) / Math.max(1, n)).toFixed(1)}%); CPU per lead median ${q(0.5)} ms, p90 ${q(0.9)} ms, max ${q(1)} ms`,
);
if (values.out !== undefined) writeFileSync(values.out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
