/** `tenace play --mode minibridge`: a whole match in the terminal, or bots only with --bots all. */
import { Option, type Command } from 'commander';
import {
  minibridgeDummy,
  minibridgeReduce,
  minibridgeRecord,
  minibridgeToAct,
  minibridgeView,
  minibridgeViewOf,
  newMinibridgeMatch,
  sideOf,
  viewFor,
  type MinibridgeAction,
  type MinibridgeRules,
  type MinibridgeState,
  type Seat,
} from '@tenace/core';
import { PlaceholderPlayer, SimulationPlayer, type Player } from '@tenace/bots';
import { InputError, out } from '../io.ts';
import { TerminalPlayer } from '../prompt.ts';
import { renderMinibridge } from '../renderMinibridge.ts';
import { botSeats, matchSeed } from './seats.ts';
import type { PlayMode, PlayOptions } from './types.ts';

/** Who decides for a seat: the person controls both hands of their side when it declares. */
function controllerOf(state: MinibridgeState, seat: Seat, human: Seat | null): Seat {
  if (human !== null && sideOf(seat) === sideOf(human) && sideOf(state.declarer) === sideOf(human))
    return human;
  return seat;
}

/** Drives a match to its end with one Player per seat; returns the final state. */
export async function runMinibridgeMatch(
  start: MinibridgeState,
  players: Readonly<Record<Seat, Player>>,
  human: Seat | null = null,
  onScored: (state: MinibridgeState) => void = () => undefined,
): Promise<MinibridgeState> {
  let state = start;
  const apply = (action: MinibridgeAction): boolean => {
    const next = minibridgeReduce(state, action);
    if (!next.ok) {
      if (human === null) throw new Error(`a bot made an illegal move: ${next.error.message}`);
      process.stderr.write(`${next.error.message}\n`);
      return false;
    }
    state = next.value;
    return true;
  };
  while (state.phase !== 'over') {
    if (state.phase === 'scored') {
      onScored(state);
      apply({ type: 'next', seat: null });
      continue;
    }
    const pendingClaim = state.play?.claim ?? null;
    if (pendingClaim !== null) {
      // An opponent of the claimer answers (never dummy: declarer answers for that side); the person
      // answers for their side, through the seat they control.
      const claimSide = sideOf(pendingClaim.by);
      const dummy = minibridgeDummy(state);
      const eligible = (['N', 'E', 'S', 'W'] as const).filter((s) => sideOf(s) !== claimSide && s !== dummy);
      const answerer: Seat =
        human !== null && sideOf(human) !== claimSide
          ? eligible.includes(human)
            ? human
            : eligible[0]!
          : eligible[0]!;
      const d = await players[controllerOf(state, answerer, human)].respondToClaim(viewFor(state, answerer));
      apply({ type: 'claimAnswer', seat: answerer, accept: d.value });
      continue;
    }
    const actor = minibridgeToAct(state)!;
    const player = players[controllerOf(state, actor, human)];
    const view = viewFor(state, actor);
    if (state.phase === 'contract') {
      const d = await player.chooseContract(view);
      apply({ type: 'contract', seat: actor, ...d.value });
      continue;
    }
    const d = await player.chooseCard(view);
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
  onScored(state);
  return state;
}

function describeScored(state: MinibridgeState): string {
  const d = state.history[state.history.length - 1]!;
  const lines = [renderMinibridge(minibridgeView(state, null))];
  if (d.contract !== undefined && d.score !== undefined) {
    lines.push(
      `Deal ${d.number}: ${d.declarer ?? ''} ${d.contract.game ? 'game' : 'part-score'} ${d.contract.strain}, ${d.tricks ?? 0} tricks${d.claim ? ' (claim)' : ''} → NS ${d.score.NS}, EW ${d.score.EW}`,
    );
  }
  if (state.phase === 'over')
    lines.push(
      `Match over: NS ${state.totals.NS}, EW ${state.totals.EW}. ${state.winner === null ? 'A tie.' : `${state.winner} win.`}`,
    );
  return lines.join('\n');
}

export const minibridgeMode: PlayMode = {
  mode: 'minibridge',
  options: (cmd: Command) => {
    cmd
      .addOption(
        new Option(
          '--variant <variant>',
          'minibridge scoring: the seed values or the EBU ones (+50 for a made part-score)',
        )
          .choices(['seed', 'ebu'])
          .default('seed'),
      )
      .addOption(
        new Option('--tie <rule>', 'at 20–20 HCP: redeal, or the dealer declares')
          .choices(['redeal', 'dealer'])
          .default('redeal'),
      )
      .option('--deals <n>', 'match length in counted deals (minibridge)', '10')
      .option('--games <n>', 'declared games made that end the match (minibridge)', '2');
  },
  run: async (opts: PlayOptions & Readonly<Record<string, unknown>>) => {
    const deals = Number(opts.deals ?? 10);
    const games = Number(opts.games ?? 2);
    const rules: Partial<MinibridgeRules> = {
      variant: opts.variant === 'ebu' ? 'ebu' : 'seed',
      tie2020: opts.tie === 'dealer' ? 'dealerDeclares' : 'redeal',
      deals,
      games,
      undo: true,
    };
    const started = newMinibridgeMatch(matchSeed(opts.seed), rules);
    if (!started.ok) throw new InputError(started.error.message);
    const bots = botSeats(opts);
    const human = bots.size === 4 ? null : opts.seat;
    const terminal = new TerminalPlayer((v) => renderMinibridge(minibridgeViewOf(v)));
    const placeholder =
      opts.strength === 'beginner'
        ? new PlaceholderPlayer()
        : new SimulationPlayer({ seed: started.value.seed });
    const players = { N: placeholder, E: placeholder, S: placeholder, W: placeholder } as Record<
      Seat,
      Player
    >;
    if (human !== null) players[human] = terminal;
    const json = opts.json === true;
    const final = await runMinibridgeMatch(started.value, players, human, (s) => {
      if (!json) out(describeScored(s));
    });
    if (json) out(JSON.stringify(minibridgeRecord(final)));
  },
};
