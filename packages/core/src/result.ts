/** A value or a coded error: rules never throw on bad input, they return one of these. */
import type { RuleErrorCode } from './errors.ts';

export interface RuleError<C extends string = RuleErrorCode> {
  /** A stable code such as `deal/duplicate_card` (RULE_ERROR_CODES in errors.ts). */
  readonly code: C;
  /** A sentence for people that names what was wrong. */
  readonly message: string;
}

export type Result<T, E = RuleError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<C extends string>(
  code: C,
  message: string,
): { readonly ok: false; readonly error: RuleError<C> } {
  return { ok: false, error: { code, message } };
}

/** Returns the value or throws an Error carrying the code: for tests and for callers that already validated. */
export function unwrap<T>(r: Result<T, RuleError<string>>): T {
  if (r.ok) return r.value;
  throw new Error(`${r.error.code}: ${r.error.message}`);
}

/** A Result whose error codes are another package's own (the solver's, the CLI's), not the rules'. */
export type CodedResult<T, C extends string = string> = Result<T, RuleError<C>>;
