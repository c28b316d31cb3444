/** A value or a coded error: rules never throw on bad input, they return one of these. */

export interface RuleError<C extends string = string> {
  /** A stable code such as `deal/duplicate_card` (see errors.ts). */
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
export function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new Error(`${r.error.code}: ${r.error.message}`);
}
