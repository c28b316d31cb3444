/**
 * `tenace play --mode rubber`: a whole rubber in the terminal, or bots only with --bots all (with --json the
 * match record). Also the loop and the drawing shared by the contract-bridge modes (rubber, Chicago,
 * duplicate): the same flow of a deal, each mode with its own scoring.
 */
import { Option, type Command } from 'commander';
import {
  bridgeDealToAct,
  bridgeDummy,
  CardSet,
  newRubber,
  newTour,
  tourRecord,
  tourReduce,
  rubberRecord,
  rubberReduce,
  rubberStanding,
  sideOf,
  viewFor,
  type BridgeDealAction,
  type BridgeGameState,
  type BridgeView,
  type Card,
  type Result,
  type RubberRules,
  type RubberAction,
  type RubberState,
  type TourState,
  type Seat,
  type SeatView,
} from '@tenace/core';
import { BridgePlaceholderPlayer, SimulationPlayer, type Player } from '@tenace/bots';
import { drawRubberSheet } from '../commands/rubber.ts';
import { dealDiagram } from '../diagram.ts';
import { InputError, intOption, out } from '../io.ts';
import { TerminalPlayer } from '../prompt.ts';
import { botSeats, matchSeed } from './seats.ts';
import type { PlayMode, PlayOptions } from './types.ts';

type MatchAction = BridgeDealAction | { readonly type: 'next'; readonly seat: null };

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
  const hand = (cards: readonly Card[] | null): CardSet | null => (cards === null ? null : CardSet.of(cards));
  lines.push(
    dealDiagram(
      {
        hands: { N: hand(view.hands.N), E: hand(view.hands.E), S: hand(view.hands.S), W: hand(view.hands.W) },
      },
      labels,
    ),
  );
  if (view.lastTrick !== null)
    lines.push(
      `Last trick: ${view.lastTrick.cards.join(' ')} (led by ${view.lastTrick.leader}, won by ${view.lastTrick.winner})`,
    );
  if (view.trick !== null && view.trick.cards.length > 0)
    lines.push(`Trick: ${view.trick.cards.join(' ')} (led by ${view.trick.leader})`);
  const t = view.standing.totals;
  lines.push(`Score so far: NS ${t.NS}, EW ${t.EW}`);
  return lines.join('\n');
}

/**
 * Who decides for the seat to act: the person plays their own seat, and both declarer's and dummy's cards
 * when their side declares.
 */
function controllerOf(state: BridgeGameState, actor: Seat, human: Seat | null): Seat {
  const declarer = state.current.declarer;
  if (human !== null && state.phase === 'play' && declarer !== null && sideOf(declarer) === sideOf(human))
    return sideOf(actor) === sideOf(human) ? human : actor;
  return actor;
}

/** Drives a contract-bridge match to its end with one Player per seat; returns the final state. */
export async function runBridgeMatch<S extends BridgeGameState>(
  start: S,
  reduce: (state: S, action: MatchAction) => Result<S>,
  players: Readonly<Record<Seat, Player>>,
  human: Seat | null = null,
  onScored: (state: S) => void = () => undefined,
  /** Between deals: the match stopped early (a rubber scored as unfinished), or null to play on. */
  stopNow: (state: S) => S | null = () => null,
): Promise<S> {
  let state = start;
  const apply = (action: MatchAction): void => {
    const next = reduce(state, action);
    if (!next.ok) {
      if (human === null) throw new Error(`a bot made an illegal move: ${next.error.message}`);
      process.stderr.write(`${next.error.message}\n`);
      return;
    }
    state = next.value;
  };
  const seatView = (seat: Seat): SeatView => viewFor(state, seat);
  // Each finished deal is reported once, also when the match ends or is stopped right after it.
  let reported = 0;
  const report = (): void => {
    if (state.history.length === reported) return;
    reported = state.history.length;
    onScored(state);
  };
  while (state.phase !== 'over') {
    if (state.phase === 'scored') {
      report();
      const stopped = stopNow(state);
      if (stopped !== null) {
        state = stopped;
        break;
      }
      apply({ type: 'next', seat: null });
      continue;
    }
    const deal = state.current;
    const claim = deal.play?.claim ?? null;
    if (claim !== null) {
      // An opponent of the claimer answers (never dummy): the person if they may, else the first who may.
      const dummy = bridgeDummy(deal);
      const may = (s: Seat): boolean => sideOf(s) !== sideOf(claim.by) && s !== dummy;
      const answerer = human !== null && may(human) ? human : (['N', 'E', 'S', 'W'] as const).find(may)!;
      const d = await players[answerer].respondToClaim(seatView(answerer));
      apply({ type: 'claimAnswer', seat: answerer, accept: d.value });
      continue;
    }
    const actor = bridgeDealToAct(deal)!;
    const player = players[controllerOf(state, actor, human)];
    if (state.phase === 'auction') {
      const d = await player.chooseCall(seatView(actor));
      apply({ type: 'call', seat: actor, call: d.value });
      continue;
    }
    const d = await player.chooseCard(seatView(actor));
    if (player instanceof TerminalPlayer && player.extra !== null) {
      const extra = player.extra;
      player.extra = null;
      apply(
        extra.kind === 'claim'
          ? { type: 'claim', seat: actor, tricks: extra.tricks }
          : { type: 'undo', seat: actor },
      );
      continue;
    }
    apply({ type: 'card', seat: actor, card: d.value });
  }
  report();
  return state;
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
  const started = newRubber(matchSeed(opts.seed), rubberRules(opts));
  if (!started.ok) throw new InputError(started.error.message);
  const { players, human } = tablePlayers(opts);
  const json = opts.json === true;
  const maxDeals = typeof opts.maxDeals === 'number' ? opts.maxDeals : Infinity;
  const final = await runBridgeMatch<RubberState>(
    started.value,
    rubberReduce,
    players,
    human,
    (s) => {
      if (json) return;
      const d = s.history[s.history.length - 1];
      if (d !== undefined)
        out(
          `${describeDeal(d)} → below NS ${d.below.NS} EW ${d.below.EW}, above NS ${d.above.NS} EW ${d.above.EW}`,
        );
    },
    (s) => {
      if (s.history.length < maxDeals) return null;
      const stopped = rubberReduce(s, { type: 'stop', seat: null });
      return stopped.ok ? stopped.value : null;
    },
  );
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
  // The rubber's actions go through the tour, which records each finished rubber in the ledger.
  const reduce = (rubber: RubberState, action: RubberAction): Result<RubberState> => {
    const next = tourReduce({ ...tour, rubber }, action);
    if (!next.ok) return next;
    tour = next.value;
    return { ok: true, value: tour.rubber };
  };
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
    const final = await runBridgeMatch<RubberState>(tour.rubber, reduce, players, human, (s) => {
      const d = s.history[s.history.length - 1];
      if (!json && d !== undefined) out(describeDeal(d));
    });
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
