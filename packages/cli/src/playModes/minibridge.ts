/** `tenace play --mode minibridge`: a whole match in the terminal, or bots only with --bots all. */
import { Option, type Command } from 'commander';
import {
  minibridgeRecord,
  minibridgeView,
  minibridgeViewOf,
  newMinibridgeMatch,
  type MinibridgeRules,
  type MinibridgeState,
  type Seat,
} from '@tenace/core';
import { PlaceholderPlayer, SimulationPlayer, type Player } from '@tenace/bots';
import { InputError, out } from '../io.ts';
import { TerminalPlayer } from '../prompt.ts';
import { renderMinibridge } from '../renderMinibridge.ts';
import { playOnTable } from './localTable.ts';
import { botSeats, matchSeed } from './seats.ts';
import type { PlayMode, PlayOptions } from './types.ts';

/** Drives a match to its end on a local Table with one Player per seat; returns the final state. */
export function runMinibridgeMatch(
  seed: string,
  rules: Partial<MinibridgeRules>,
  players: Readonly<Record<Seat, Player>>,
  human: Seat | null = null,
  onScored: (state: MinibridgeState) => void = () => undefined,
): Promise<MinibridgeState> {
  return playOnTable<MinibridgeState>('minibridge', rules, seed, players, human, { onScored });
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
    const seed = matchSeed(opts.seed);
    const started = newMinibridgeMatch(seed, rules);
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
    const final = await runMinibridgeMatch(seed, rules, players, human, (s) => {
      if (!json) out(describeScored(s));
    });
    if (json) out(JSON.stringify(minibridgeRecord(final)));
  },
};
