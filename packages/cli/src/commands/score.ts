import type { Command } from 'commander';
import { InputError, out, readLines } from '../io.ts';
import { SCORE_FORMS } from '../scoreForms/index.ts';

/** Scores one JSON line: the form is chosen by "scoring"; any problem is an {"error"} object. */
export function scoreJsonLine(line: string): Record<string, unknown> {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return { error: 'the line is not valid JSON' };
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { error: 'the line must be a JSON object' };
  const scoring = (input as Record<string, unknown>).scoring;
  const form = SCORE_FORMS.find((f) => f.scoring === scoring);
  if (form === undefined) {
    return {
      error: `"scoring" must be one of ${SCORE_FORMS.map((f) => `"${f.scoring}"`).join(', ')}${scoring === undefined ? ' and is missing' : ''}`,
    };
  }
  const r = form.json(input as Record<string, unknown>);
  return r.ok ? r.value : { error: r.error.message };
}

export function registerScore(program: Command): void {
  program
    .command('score')
    .description('score a deal: words for people, or --jsonl for programs')
    .argument('[words...]', 'the scoring and the deal, e.g. "minibridge H game 11" (see the forms below)')
    .option(
      '--jsonl [file]',
      'read one JSON object per line (file or standard input) and write one JSON line per input',
    )
    .addHelpText(
      'after',
      () => `\nForms:\n${SCORE_FORMS.map((f) => `  tenace score ${f.usage}`).join('\n')}\n`,
    )
    .action(async (words: string[], opts: { jsonl?: string | boolean }) => {
      if (opts.jsonl !== undefined) {
        if (words.length > 0) throw new InputError('give either words or --jsonl, not both');
        for await (const line of readLines(typeof opts.jsonl === 'string' ? opts.jsonl : undefined)) {
          if (line.trim() === '') continue;
          out(JSON.stringify(scoreJsonLine(line)));
        }
        return;
      }
      const [name, ...rest] = words;
      const form = SCORE_FORMS.find((f) => f.scoring === name);
      if (form === undefined) {
        throw new InputError(
          `${name === undefined ? 'say what to score' : `"${name}" is not a scoring`}: one of ${SCORE_FORMS.map((f) => f.scoring).join(', ')}, or --jsonl`,
        );
      }
      const r = form.words(rest);
      if (!r.ok) throw new InputError(r.error.message);
      out(r.value);
    });
}
