import { Command, CommanderError } from 'commander';
import { COMMANDS } from './commands/index.ts';
import { InputError } from './io.ts';

/**
 * Builds the `tenace` program. When `argv` starts with a command's name only that command is loaded
 * and registered; otherwise (help, an unknown command) every command is, in the order of COMMANDS.
 */
export async function buildProgram(argv: readonly string[] = []): Promise<Command> {
  const program = new Command('tenace')
    .description('Tenace: minibridge, rubber bridge, duplicate, double-dummy analysis and bots')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  const name = argv[0];
  const loaders =
    name !== undefined && Object.hasOwn(COMMANDS, name) ? [COMMANDS[name]!] : Object.values(COMMANDS);
  for (const register of await Promise.all(loaders.map((load) => load()))) register(program);
  for (const cmd of program.commands) cmd.exitOverride();
  return program;
}

/**
 * Runs the CLI and returns the exit code: 0 success, 1 bad input (a message on stderr naming it),
 * 2 usage errors (unknown command or option, bad option value).
 */
export async function runCli(argv: readonly string[]): Promise<number> {
  const program = await buildProgram(argv);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (
        e.code === 'commander.helpDisplayed' ||
        e.code === 'commander.help' ||
        e.code === 'commander.version'
      )
        return 0;
      return 2;
    }
    if (e instanceof InputError) {
      process.stderr.write(`tenace: ${e.message}\n`);
      return 1;
    }
    const msg = e instanceof Error ? e.message : String(e);
    process.stderr.write(`tenace: internal error: ${msg}\n`);
    return 1;
  }
}
