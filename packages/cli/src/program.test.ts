// The program loads only the command it runs (the solver's bench must not pay for the server's modules).
import { describe, expect, it } from 'vitest';
import { COMMANDS } from './commands/index.ts';
import { buildProgram } from './program.ts';

describe('buildProgram', () => {
  it.each([
    { argv: ['bench', '--count', '1'], names: ['bench'] },
    { argv: ['solve'], names: ['solve'] },
    { argv: ['eval', 'bidding'], names: ['eval'] },
    { argv: [], names: Object.keys(COMMANDS) },
    { argv: ['--help'], names: Object.keys(COMMANDS) },
    { argv: ['no-such-command'], names: Object.keys(COMMANDS) },
    { argv: ['toString'], names: Object.keys(COMMANDS) },
  ])('registers $names for $argv', async ({ argv, names }) => {
    const program = await buildProgram(argv);
    expect(program.commands.map((c) => c.name())).toEqual(names);
  });
});
