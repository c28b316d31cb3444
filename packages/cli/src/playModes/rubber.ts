/**
 * `tenace play --mode rubber`: a whole rubber in the terminal, or bots only with --bots all (with --json the
 * match record). Also the loop and the drawing shared by the contract-bridge modes (rubber, Chicago,
 * duplicate): the same flow of a deal, each mode with its own scoring.
 */
import { Option, type Command } from 'commander';
import {
  newRubber,
  newTour,
  tourRecord,
  tourReduce,
  tourWithRubber,
  rubberRecord,
  rubberStanding,
  type BridgeGameState,
  type BridgeView,
  type RubberRules,
  type RubberState,
  type TourState,
  type Seat,
} from '@tenace/core';
import { BridgePlaceholderPlayer, SimulationPlayer, type Player } from '@tenace/bots';
import { drawRubberSheet } from '../commands/rubber.ts';
import { tableLines } from '../diagram.ts';
import { InputError, intOption, out } from '../io.ts';
import { TerminalPlayer } from '../prompt.ts';
import { playOnTable, type DriveHooks } from './localTable.ts';
import { botSeats, matchSeed } from './seats.ts';
import type { PlayMode, PlayOptions } from './types.ts';

const SEAT_NAME: Readonly<Record<Seat, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };

/** Text for people: a contract-bridge seat view (auction, visible hands, the trick, the standing). */
export function renderBridge(view: BridgeView): string {
  const lines: string[] = [''];
  const vul = { None: 'none', NS: 'NS', EW: 'EW', All: 'both' }[view.vulnerability];
  lines.push(`${view.mode} — deal ${view.dealNumber}, dealer ${view.dealer}, vulnerable: ${vul}`);
  const calls = view.auction.length === 0 ? '—' : view.auction.join(' ');
  lines.push(`Auction (from ${view.dealer}): ${calls}`);
  if (view.contractText !== null)
    lines.push(
      `Contract: ${view.contractText}${view.declarer === null ? '' : ` by ${view.declarer}`}   tricks NS ${view.tricksWon.NS}  EW ${view.tricksWon.EW}`,
    );
  const labels = Object.fromEntries(
    (['N', 'E', 'S', 'W'] as const).map((s) => [
      s,
      `${SEAT_NAME[s]}${s === view.seat ? ' (you)' : ''}${s === view.declarer ? ' declarer' : s === view.dummy ? ' dummy' : ''}`,
    ]),
  ) as Record<Seat, string>;
  lines.push(...tableLines(view, labels));
  const t = view.standing.totals;
  lines.push(`Score so far: NS ${t.NS}, EW ${t.EW}`);
  return lines.join('\n');
}

/** Drives a contract-bridge match of `mode` to its end on a local Table; returns the final state. */
export function runBridgeMatch<S extends BridgeGameState>(
  mode: S['mode'],
  rules: Readonly<Record<string, unknown>>,
  seed: string,
  players: Readonly<Record<Seat, Player>>,
  human: Seat | null = null,
  hooks: DriveHooks<S> = {},
): Promise<S> {
  return playOnTable<S>(mode, rules, seed, players, human, hooks);
}

/** The players of a table: the placeholder bots, and the terminal for the person's seat. */
export function tablePlayers(opts: PlayOptions): { players: Record<Seat, Player>; human: Seat | null } {
  const bots = botSeats(opts);
  const human = bots.size === 4 ? null : opts.seat;
  // beginner: the placeholder bidder and card heuristic; normal: SAYC bidding and sampling/double-dummy card play.
  const bot: Player =
    opts.strength === 'beginner'
      ? new BridgePlaceholderPlayer()
      : new SimulationPlayer({ seed: opts.seed ?? 0 });
  const players: Record<Seat, Player> = { N: bot, E: bot, S: bot, W: bot };
  if (human !== null) players[human] = new TerminalPlayer((v) => renderBridge(v as unknown as BridgeView));
  return { players, human };
}

/** One line for people about the deal just scored. */
export function describeDeal(d: {
  number: number;
  dealer: Seat;
  contract: string;
  declarer: Seat | null;
  tricks: number;
  claim?: { tricks: number };
}): string {
  if (d.declarer === null) return `Deal ${d.number} (dealer ${d.dealer}): passed out`;
  return `Deal ${d.number} (dealer ${d.dealer}): ${d.contract} by ${d.declarer}, ${d.tricks} tricks${d.claim ? ' (claim)' : ''}`;
}

function rubberRules(opts: Readonly<Record<string, unknown>>): Partial<RubberRules> {
  return {
    ruleset: opts.ruleset === '1948' ? '1948' : 'modern',
    rounding: opts.rounding === 'half-down' ? 'half-down' : 'half-up',
    honours: opts.honours !== false,
    undo: true,
  };
}

async function runOneRubber(opts: PlayOptions & Readonly<Record<string, unknown>>): Promise<void> {
  const seed = matchSeed(opts.seed);
  const rules = rubberRules(opts);
  const started = newRubber(seed, rules);
  if (!started.ok) throw new InputError(started.error.message);
  const { players, human } = tablePlayers(opts);
  const json = opts.json === true;
  const maxDeals = typeof opts.maxDeals === 'number' ? opts.maxDeals : Infinity;
  const final = await runBridgeMatch<RubberState>('rubber', rules, seed, players, human, {
    onScored: (s) => {
      if (json) return;
      const d = s.history[s.history.length - 1];
      if (d !== undefined)
        out(
          `${describeDeal(d)} → below NS ${d.below.NS} EW ${d.below.EW}, above NS ${d.above.NS} EW ${d.above.EW}`,
        );
    },
    stopNow: (s) => s.history.length >= maxDeals,
  });
  if (json) out(JSON.stringify(rubberRecord(final)));
  else out(drawRubberSheet(final.sheet, rubberStanding(final), final.stopped));
}

/** A tour of three rubbers: one draw, partners rotating, and each player's ledger at the end. */
async function playTour(
  opts: PlayOptions & Readonly<Record<string, unknown>>,
  rules: Partial<RubberRules>,
): Promise<void> {
  const { players, human } = tablePlayers(opts);
  const names = human === null ? ['Bot 1', 'Bot 2', 'Bot 3', 'Bot 4'] : ['You', 'Bot 1', 'Bot 2', 'Bot 3'];
  const keep = human === null ? null : { player: 'You', at: human };
  const started = newTour(matchSeed(opts.seed), names, rules, keep);
  if (!started.ok) throw new InputError(started.error.message);
  let tour: TourState = started.value;
  const json = opts.json === true;
  if (!json)
    out(
      `The draw: ${tour.draw.cards.map((c) => `${c.player} ${c.card}`).join(', ')}; ${tour.draw.order[0]} chooses and deals first.`,
    );
  // Each rubber is the tour's own (its seed and rules, the dealer from the draw), played on a local
  // Table; the tour then records it with its settlement in the ledger.
  for (let k = 0; k < 3; k++) {
    if (k > 0) {
      const next = tourReduce(tour, { type: 'nextRubber', seat: null });
      if (!next.ok) throw new Error(next.error.message);
      tour = next.value;
    }
    if (!json)
      out(
        `\nRubber ${k + 1}: ${(['N', 'E', 'S', 'W'] as const).map((s) => `${SEAT_NAME[s]} ${tour.seats[s]}`).join(', ')}`,
      );
    const final = await runBridgeMatch<RubberState>(
      'rubber',
      { ...tour.rubber.rules },
      tour.rubber.seed,
      players,
      human,
      {
        onScored: (s) => {
          const d = s.history[s.history.length - 1];
          if (!json && d !== undefined) out(describeDeal(d));
        },
      },
    );
    const recorded = tourWithRubber(tour, final);
    if (!recorded.ok) throw new Error(recorded.error.message);
    tour = recorded.value;
    if (!json) out(drawRubberSheet(final.sheet, rubberStanding(final), final.stopped));
  }
  if (json) out(JSON.stringify(tourRecord(tour)));
  else
    out(
      `Ledger: ${Object.entries(tour.ledger)
        .map(([p, n]) => `${p} ${n > 0 ? '+' : ''}${n}`)
        .join(', ')}`,
    );
}

export const rubberMode: PlayMode = {
  mode: 'rubber',
  options: (cmd: Command) => {
    cmd
      .addOption(
        new Option('--ruleset <ruleset>', 'rubber and Chicago scoring tables')
          .choices(['modern', '1948'])
          .default('modern'),
      )
      .addOption(
        new Option('--rounding <rounding>', 'settlement of an exact 50 (rubber, Chicago)')
          .choices(['half-up', 'half-down'])
          .default('half-up'),
      )
      .option('--no-honours', 'rubber: do not score honours')
      .option(
        '--max-deals <n>',
        'rubber: stop after this many deals if it is not over (scored as unfinished)',
        intOption('--max-deals', 1),
      )
      .option('--tour', 'rubber: a tour of three rubbers in which each player partners each other once');
  },
  run: async (opts) => {
    if (opts.tour === true) {
      await playTour(opts, rubberRules(opts));
      return;
    }
    await runOneRubber(opts);
  },
};
