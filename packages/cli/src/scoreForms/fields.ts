/** Field readers for JSON-line score forms: each returns the value or an error naming the field. */
import { err, ok, type CodedResult } from '@tenace/core';

export function knownFields(
  input: Readonly<Record<string, unknown>>,
  allowed: readonly string[],
): CodedResult<true> {
  for (const key of Object.keys(input)) {
    if (!allowed.includes(key))
      return err('score/unknown_field', `unknown field "${key}" (allowed: ${allowed.join(', ')})`);
  }
  return ok(true);
}

export function boolField(
  input: Readonly<Record<string, unknown>>,
  name: string,
  fallback?: boolean,
): CodedResult<boolean> {
  const v = input[name];
  if (v === undefined && fallback !== undefined) return ok(fallback);
  if (typeof v !== 'boolean')
    return err(
      'score/bad_field',
      `"${name}" must be true or false${v === undefined ? ' and is missing' : ''}`,
    );
  return ok(v);
}

export function tricksField(input: Readonly<Record<string, unknown>>, name = 'tricks'): CodedResult<number> {
  const v = input[name];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 13) {
    return err(
      'score/bad_field',
      `"${name}" must be a whole number of tricks from 0 to 13${v === undefined ? ' and is missing' : ''}`,
    );
  }
  return ok(v);
}

export function choiceField<T extends string>(
  input: Readonly<Record<string, unknown>>,
  name: string,
  choices: readonly T[],
  fallback?: T,
): CodedResult<T> {
  const v = input[name];
  if (v === undefined && fallback !== undefined) return ok(fallback);
  if (typeof v !== 'string' || !(choices as readonly string[]).includes(v)) {
    return err(
      'score/bad_field',
      `"${name}" must be one of ${choices.map((c) => `"${c}"`).join(', ')}${v === undefined ? ' and is missing' : ''}`,
    );
  }
  return ok(v as T);
}
