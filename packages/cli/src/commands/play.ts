import { Option, type Command } from 'commander';
import { InputError } from '../io.ts';
import { PLAY_MODES } from '../playModes/index.ts';
import type { PlayOptions } from '../playModes/types.ts';

export function registerPlay(program: Command): void {
  const cmd = program
    .command('play')
    .description('play a whole match in the terminal against bots (or watch bots play with --bots all)')
    .addOption(
      new Option('--mode <mode>', 'the game').choices(PLAY_MODES.map((m) => m.mode)).default('minibridge'),
    )
    .option('--seed <seed>', 'reproducible deals from this seed; random without it')
    .addOption(new Option('--seat <seat>', 'the seat you play').choices(['N', 'E', 'S', 'W']).default('S'))
    .option('--bots <seats>', 'seats played by bots: "all", or the three other seats (default)')
    .option('--json', 'print the match record as JSON instead of the display')
    .addOption(
      new Option(
        '--strength <level>',
        'bots: beginner (simple placeholder bots) or normal (SAYC bidding; sampling and double-dummy card play)',
      )
        .choices(['beginner', 'normal'])
        .default('normal'),
    );
  for (const m of PLAY_MODES) m.options?.(cmd);
  cmd.action(async (opts: PlayOptions & Record<string, unknown>) => {
    const mode = PLAY_MODES.find((m) => m.mode === opts.mode);
    if (mode === undefined) throw new InputError(`unknown mode ${opts.mode}`);
    if (opts.json === true && opts.bots !== 'all')
      throw new InputError('--json prints the record of a bots-only match: add --bots all');
    await mode.run(opts);
  });
}
