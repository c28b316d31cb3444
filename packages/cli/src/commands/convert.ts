import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { makeLin, makePbn } from '@tenace/core';
import { choiceOption, InputError } from '../io.ts';
import { readGames } from './pbn.ts';

interface ConvertOptions {
  to: 'pbn' | 'lin';
  output?: string;
  strict?: boolean;
}

export function registerConvert(program: Command): void {
  program
    .command('convert')
    .description(
      'convert a PBN file to LIN or a LIN file to PBN (PBN is written in the strict export format)',
    )
    .argument('<file>', 'a PBN or LIN file ("-" for standard input)')
    .requiredOption('--to <format>', 'pbn or lin', choiceOption('--to', ['pbn', 'lin'] as const))
    .option('-o, --output <file>', 'write here instead of standard output')
    .option('--strict', 'refuse a PBN file that needs repairs instead of repairing it')
    .action(async (file: string, opts: ConvertOptions) => {
      const read = await readGames(file, { strict: opts.strict === true });
      for (const w of read.warnings)
        process.stderr.write(`tenace: warning: game ${w.game + 1}: ${w.message}\n`);
      const text = opts.to === 'pbn' ? makePbn(read.file) : makeLin(read.file.games);
      if (opts.output === undefined) {
        process.stdout.write(text);
        return;
      }
      try {
        await writeFile(opts.output, text, 'utf8');
      } catch (e) {
        throw new InputError(`cannot write ${opts.output}: ${(e as NodeJS.ErrnoException).code ?? 'error'}`);
      }
    });
}
