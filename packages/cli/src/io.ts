import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { InvalidArgumentError } from 'commander';

/** Bad input from the user (a file, a line, a value): exit 1 with the message, no stack trace. */
export class InputError extends Error {}

/** Reads a whole file, or standard input for "-" or no path; a missing file is an InputError naming it. */
export async function readInput(path: string | undefined): Promise<string> {
  if (path === undefined || path === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(
      code === 'ENOENT' ? `cannot read ${path}: no such file` : `cannot read ${path}: ${code ?? 'error'}`,
    );
  }
}

/** Yields lines from a file or standard input as they arrive (for --jsonl streams). */
export async function* readLines(path: string | undefined): AsyncGenerator<string> {
  if (path === undefined || path === '-') {
    const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
    for await (const line of rl) yield line;
    return;
  }
  const text = await readInput(path);
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  yield* lines;
}

/** Writes one line to standard output. */
export function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** A commander option parser for whole numbers within a range. */
export function intOption(
  name: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): (value: string) => number {
  return (value: string) => {
    if (!/^-?\d+$/.test(value)) throw new InvalidArgumentError(`${name} must be a whole number`);
    const n = Number(value);
    if (n < min || n > max)
      throw new InvalidArgumentError(
        `${name} must be from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`,
      );
    return n;
  };
}

/** A commander option parser that accepts one of the given words. */
export function choiceOption<T extends string>(name: string, choices: readonly T[]): (value: string) => T {
  return (value: string) => {
    if (!(choices as readonly string[]).includes(value))
      throw new InvalidArgumentError(`${name} must be one of ${choices.join(', ')}`);
    return value as T;
  };
}
