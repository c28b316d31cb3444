/**
 * `tenace eval play`: the card-play and minibridge bots measured double dummy on seeded deals.
 *
 * 1. Minibridge declarer: points per board of the simulation declarer against the seed's rule of thumb and
 *    against a declarer who sees all 52 cards, every contract scored by the deal's double-dummy result,
 *    with paired standard errors.
 * 2. Self-play (the bots at all four seats): the share of cards that cost a trick double dummy, for declarer
 *    (dummy's cards included) and for the defenders, and the opening lead's double-dummy accuracy.
 * 3. Decision time per card (CPU time of this process, so that a shared machine does not inflate it):
 *    median, p95, p99 and maximum, with the fewest layouts solved at trick one. The time budgets default
 *    high so that the layout counts, not the machine's load, bound each decision.
 */
import type { Command } from 'commander';
import {
  MINIBRIDGE_VARIANTS,
  SEATS,
  STRAINS,
  minibridgeReduce,
  minibridgeToAct,
  minibridgeView,
  seededDeal,
  sideOf,
  type MinibridgeContract,
  type MinibridgeState,
  type MinibridgeVariant,
  type Seat,
  type Strain,
} from '@tenace/core';
import {
  SimulationPlayer,
  chooseMinibridgeContract,
  declarerTricks,
  minibridgeStateFromDeal,
  netScore,
  tipsContract,
} from '@tenace/bots';
import { cards } from '@tenace/solver';
import { InputError, intOption, out } from './io.ts';

export interface PlayEvalOptions {
  readonly deals: number;
  readonly seed: string;
  /** Deals played out in self-play (the first ones); defaults to all. */
  readonly playDeals: number;
  /** Further deals on which only the opening lead is made and judged (its time is not counted). */
  readonly leadDeals: number;
  readonly contractLayouts: number;
  readonly contractMaxLayouts: number;
  readonly layouts: number;
  readonly laterLayouts: number;
  readonly contractMs: number;
  readonly cardMs: number;
  readonly variant: MinibridgeVariant;
  /** The contracts played: the simulation declarer's (and evaluated), or the seed's rule (not evaluated). */
  readonly contracts: 'bot' | 'rule';
  readonly progress?: (line: string) => void;
  /** With progress: name the self-play decisions that take at least this many milliseconds. */
  readonly slowMs?: number;
}

export interface Paired {
  readonly mean: number;
  readonly se: number;
}

export interface PlayReport {
  readonly deals: number;
  readonly seed: string;
  readonly variant: MinibridgeVariant;
  readonly declarer: {
    readonly boards: number;
    readonly bot: number;
    readonly seedRule: number;
    readonly allSeeing: number;
    readonly overSeedRule: Paired;
    readonly belowAllSeeing: Paired;
  };
  readonly play: {
    readonly deals: number;
    readonly declarerCards: number;
    readonly declarerErrors: number;
    readonly declarerErrorRate: number;
    readonly defenderCards: number;
    readonly defenderErrors: number;
    readonly defenderErrorRate: number;
    readonly leads: number;
    readonly leadsBest: number;
    readonly leadAccuracy: number;
  };
  readonly time: {
    readonly cards: number;
    readonly medianMs: number;
    readonly p95Ms: number;
    readonly p99Ms: number;
    readonly maxMs: number;
    readonly trickOneLayoutsMin: number;
  };
}

const CHOICES: readonly MinibridgeContract[] = STRAINS.flatMap((strain) => [
  { strain, game: false },
  { strain, game: true },
]);

function paired(xs: readonly number[]): Paired {
  const n = xs.length;
  if (n === 0) return { mean: 0, se: 0 };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const varc = n > 1 ? xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  return { mean, se: Math.sqrt(varc / n) };
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Plays a deal out with the bots at every seat, scoring every card double dummy. */
async function selfPlay(
  start: MinibridgeState,
  contract: MinibridgeContract,
  player: SimulationPlayer,
  tally: {
    decl: [number, number];
    def: [number, number];
    lead: [number, number];
    times: number[];
    trickOne: number[];
  },
  cardsToPlay = 52,
  slow?: { readonly ms: number; readonly report: (line: string) => void },
): Promise<void> {
  let state = start;
  const next = minibridgeReduce(state, { type: 'contract', seat: state.declarer, ...contract });
  if (!next.ok) throw new Error(next.error.message);
  state = next.value;
  for (let played = 0; state.phase === 'play' && played < cardsToPlay; played++) {
    const play = state.play!;
    const actor = minibridgeToAct(state)!;
    const view = minibridgeView(state, actor);
    const c0 = process.cpuUsage();
    const d = await player.chooseCard(view);
    const c1 = process.cpuUsage(c0);
    const ms = (c1.user + c1.system) / 1000;
    if (cardsToPlay === 52) tally.times.push(ms);
    if (slow !== undefined && ms >= slow.ms)
      slow.report(
        `  slow: card ${state.play!.tricks.length * 4 + state.play!.current.cards.length + 1} by ${actor}, ${Math.round(ms)} ms: ${d.reason.text} (${JSON.stringify(d.reason.params)})`,
      );
    if (play.tricks.length === 0 && d.reason.key === 'cards.simulation')
      tally.trickOne.push(Number(d.reason.params.layouts));
    const values = cards({
      hands: play.hands,
      strain: play.strain,
      leader: play.current.leader,
      trick: play.current.cards,
    });
    if (values.ok && values.value.every((v) => v.tricks !== null)) {
      const best = Math.max(...values.value.map((v) => v.tricks!));
      const mine = values.value.find((v) => v.card === d.value)?.tricks ?? best;
      const cost = mine < best ? 1 : 0;
      const mover = view.toPlay!;
      const bucket = sideOf(mover) === sideOf(state.declarer) ? tally.decl : tally.def;
      // Lead-only deals count for the lead alone, not in the defenders' share of costly cards.
      if (cardsToPlay === 52) {
        bucket[0]++;
        bucket[1] += cost;
      }
      if (play.tricks.length === 0 && play.current.cards.length === 0) {
        tally.lead[0]++;
        tally.lead[1] += 1 - cost;
      }
    }
    const after = minibridgeReduce(state, { type: 'card', seat: actor, card: d.value });
    if (!after.ok) throw new Error(`illegal card ${d.value}: ${after.error.message}`);
    state = after.value;
  }
}

export async function evalPlay(o: PlayEvalOptions): Promise<PlayReport> {
  const bot: number[] = [];
  const rule: number[] = [];
  const oracle: number[] = [];
  const tally = {
    decl: [0, 0] as [number, number],
    def: [0, 0] as [number, number],
    lead: [0, 0] as [number, number],
    times: [] as number[],
    trickOne: [] as number[],
  };
  let played = 0;
  let leadsOnly = 0;
  for (let n = 1; n <= o.deals; n++) {
    const deal = seededDeal(o.seed, n);
    const dealer: Seat = SEATS[(n - 1) % 4]!;
    const start = minibridgeStateFromDeal(deal, dealer, { variant: o.variant });
    if (!start.ok) continue;
    const state = start.value;
    const view = minibridgeView(state, state.declarer);
    const rulesContract = tipsContract(view);
    let choice = rulesContract;
    if (o.contracts === 'bot') {
      const tricks: Partial<Record<Strain, number>> = {};
      for (const strain of STRAINS) tricks[strain] = declarerTricks(deal.hands, strain, state.declarer) ?? 0;
      const score = (c: MinibridgeContract) => netScore(c, tricks[c.strain]!, o.variant);
      choice = chooseMinibridgeContract(view, {
        seed: `${o.seed}/${n}`,
        layouts: o.contractLayouts,
        maxLayouts: o.contractMaxLayouts,
        timeMs: o.contractMs,
      });
      bot.push(score(choice.value));
      rule.push(score(rulesContract.value));
      oracle.push(Math.max(...CHOICES.map(score)));
    }
    if (played < o.playDeals) {
      played++;
      const player = new SimulationPlayer({
        seed: `${o.seed}/${n}`,
        contractLayouts: o.contractLayouts,
        contractMaxLayouts: o.contractMaxLayouts,
        contractMs: o.contractMs,
        layouts: o.layouts,
        laterLayouts: o.laterLayouts,
        cardMs: o.cardMs,
      });
      const slow =
        o.slowMs === undefined || o.progress === undefined ? undefined : { ms: o.slowMs, report: o.progress };
      await selfPlay(state, choice.value, player, tally, 52, slow);
    } else if (leadsOnly < o.leadDeals) {
      leadsOnly++;
      const player = new SimulationPlayer({ seed: `${o.seed}/${n}`, layouts: o.layouts, cardMs: o.cardMs });
      await selfPlay(state, choice.value, player, tally, 1);
    }
    o.progress?.(
      o.contracts === 'bot'
        ? `board ${n}: bot ${bot[bot.length - 1]!} rule ${rule[rule.length - 1]!} all-seeing ${oracle[oracle.length - 1]!}; ${choice.reason.text}`
        : `board ${n}: ${choice.reason.text}; so far: declarer ${tally.decl[1]} errors in ${tally.decl[0]} cards, defenders ${tally.def[1]} in ${tally.def[0]}, leads ${tally.lead[1]} best of ${tally.lead[0]}`,
    );
  }
  const times = [...tally.times].sort((a, b) => a - b);
  const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  const rate = (x: number, n: number) => (n === 0 ? 0 : x / n);
  return {
    deals: o.deals,
    seed: o.seed,
    variant: o.variant,
    declarer: {
      boards: bot.length,
      bot: mean(bot),
      seedRule: mean(rule),
      allSeeing: mean(oracle),
      overSeedRule: paired(bot.map((b, i) => b - rule[i]!)),
      belowAllSeeing: paired(oracle.map((x, i) => x - bot[i]!)),
    },
    play: {
      deals: played,
      declarerCards: tally.decl[0],
      declarerErrors: tally.decl[1],
      declarerErrorRate: rate(tally.decl[1], tally.decl[0]),
      defenderCards: tally.def[0],
      defenderErrors: tally.def[1],
      defenderErrorRate: rate(tally.def[1], tally.def[0]),
      leads: tally.lead[0],
      leadsBest: tally.lead[1],
      leadAccuracy: rate(tally.lead[1], tally.lead[0]),
    },
    time: {
      cards: times.length,
      medianMs: quantile(times, 0.5),
      p95Ms: quantile(times, 0.95),
      p99Ms: quantile(times, 0.99),
      maxMs: times[times.length - 1] ?? 0,
      trickOneLayoutsMin: tally.trickOne.length === 0 ? 0 : Math.min(...tally.trickOne),
    },
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const pm = (p: Paired) => `${p.mean >= 0 ? '+' : ''}${p.mean.toFixed(1)} ± ${p.se.toFixed(1)}`;

export function playReportText(r: PlayReport): string {
  const d = r.declarer;
  const p = r.play;
  const t = r.time;
  return [
    `Seed ${r.seed}, ${r.deals} deals (${d.boards} declared by the simulation), ${r.variant} scoring`,
    '',
    ...(d.boards === 0
      ? ["Minibridge declarer: not evaluated (the seed's rule chose the contracts)"]
      : [
          'Minibridge declarer (points per board, scored double dummy; ± one standard error)',
          `  simulation declarer   ${d.bot.toFixed(1)}`,
          `  seed's rule of thumb  ${d.seedRule.toFixed(1)}   simulation over it: ${pm(d.overSeedRule)}`,
          `  all-seeing declarer   ${d.allSeeing.toFixed(1)}   simulation below it: ${pm(d.belowAllSeeing)}`,
        ]),
    '',
    `Self-play, ${p.deals} deals (cards that cost a trick double dummy)`,
    `  declarer   ${pct(p.declarerErrorRate)} of ${p.declarerCards} cards`,
    `  defenders  ${pct(p.defenderErrorRate)} of ${p.defenderCards} cards`,
    `  opening leads double-dummy best: ${pct(p.leadAccuracy)} of ${p.leads} (self-play and lead-only deals)`,
    '',
    `CPU time per card (${t.cards} cards): median ${(t.medianMs / 1000).toFixed(3)} s, p95 ${(t.p95Ms / 1000).toFixed(3)} s, p99 ${(t.p99Ms / 1000).toFixed(3)} s, max ${(t.maxMs / 1000).toFixed(3)} s; fewest layouts at trick one: ${t.trickOneLayoutsMin}`,
  ].join('\n');
}

interface PlayCommandOptions {
  deals: number;
  seed: string;
  playDeals?: number;
  leadDeals: number;
  slow?: number;
  contractLayouts: number;
  contractMaxLayouts?: number;
  layouts: number;
  laterLayouts: number;
  contractMs: number;
  cardMs: number;
  variant: string;
  contracts: string;
  json?: boolean;
  progress?: boolean;
}

/** `tenace eval play`, registered in commands/eval.ts. */
export const playEvaluation = {
  register: (cmd: Command): void => {
    cmd
      .command('play')
      .description(
        'minibridge declarer against the seed rule and an all-seeing declarer, card-play errors double dummy, time per card',
      )
      .option('--deals <n>', 'number of deals', intOption('--deals', 1, 100000), 50)
      .option('--seed <seed>', 'seed of the deals', 'tenace')
      .option(
        '--play-deals <n>',
        'deals played out in self-play (default: all)',
        intOption('--play-deals', 0),
      )
      .option(
        '--lead-deals <n>',
        'further deals on which only the opening lead is judged',
        intOption('--lead-deals', 0),
        0,
      )
      .option(
        '--contract-layouts <n>',
        'layouts for the contract',
        intOption('--contract-layouts', 1, 1000),
        16,
      )
      .option(
        '--contract-max-layouts <n>',
        'more layouts for the contract, up to n, while the best two are close (default: 4 times --contract-layouts)',
        intOption('--contract-max-layouts', 1, 3000),
      )
      .option('--layouts <n>', 'layouts at trick one', intOption('--layouts', 1, 1000), 32)
      .option('--later-layouts <n>', 'layouts after trick one', intOption('--later-layouts', 1, 1000), 24)
      .option('--contract-ms <ms>', 'time budget for the contract', intOption('--contract-ms', 1), 120000)
      .option('--card-ms <ms>', 'time budget per card', intOption('--card-ms', 1), 60000)
      .option('--variant <v>', `minibridge scoring: ${MINIBRIDGE_VARIANTS.join(' or ')}`, 'ebu')
      .option(
        '--contracts <who>',
        "contracts played: bot (the simulation declarer's, evaluated) or rule (the seed's rule of thumb; the declarer is not evaluated, and the card play sees the same contracts whatever the declarer does)",
        'bot',
      )
      .option('--json', 'the report as one JSON object')
      .option('--progress', 'a line per board on standard error')
      .option(
        '--slow <ms>',
        'with --progress, a line for each self-play decision taking at least this much CPU time',
        intOption('--slow', 1),
      )
      .action(async (opts: PlayCommandOptions) => {
        if (!(MINIBRIDGE_VARIANTS as readonly string[]).includes(opts.variant))
          throw new InputError(
            `--variant must be ${MINIBRIDGE_VARIANTS.join(' or ')}, not "${opts.variant}"`,
          );
        if (opts.contracts !== 'bot' && opts.contracts !== 'rule')
          throw new InputError(`--contracts must be bot or rule, not "${opts.contracts}"`);
        const report = await evalPlay({
          contracts: opts.contracts,
          deals: opts.deals,
          seed: opts.seed,
          playDeals: opts.playDeals ?? opts.deals,
          leadDeals: opts.leadDeals,
          ...(opts.slow === undefined ? {} : { slowMs: opts.slow }),
          contractLayouts: opts.contractLayouts,
          contractMaxLayouts: opts.contractMaxLayouts ?? 4 * opts.contractLayouts,
          layouts: opts.layouts,
          laterLayouts: opts.laterLayouts,
          contractMs: opts.contractMs,
          cardMs: opts.cardMs,
          variant: opts.variant as MinibridgeVariant,
          ...(opts.progress === true ? { progress: (l: string) => process.stderr.write(`${l}\n`) } : {}),
        });
        out(opts.json === true ? JSON.stringify(report) : playReportText(report));
      });
  },
};
