/**
 * The annotations that may stand with a call or a card (PBN 2.1 §4.4, §5.4): a suffix (`!` `?` `!!` `??`
 * `!?` `?!`, kept as NAGs $1–$6), a note reference `=n=`, NAGs `$n`, and irregularity marks `^I` `^S` `^R` `^L`.
 * They may be written as separate tokens or glued to the call or card.
 */

export const SUFFIX_NAG: Readonly<Record<string, number>> = {
  '!': 1,
  '?': 2,
  '!!': 3,
  '??': 4,
  '!?': 5,
  '?!': 6,
};

export interface SplitToken {
  readonly irregular?: 'I' | 'S' | 'R' | 'L';
  /** The call or card itself; '' when the token is only an annotation. */
  readonly core: string;
  readonly note?: number;
  readonly nags: readonly number[];
}

/** Splits a token into its irregularity mark, core text and trailing annotations; null if malformed. */
export function splitToken(token: string): SplitToken | null {
  let t = token;
  let irregular: SplitToken['irregular'];
  const irr = /^\^([ISRL])/i.exec(t);
  if (irr) {
    irregular = irr[1]!.toUpperCase() as 'I' | 'S' | 'R' | 'L';
    t = t.slice(2);
  }
  const nags: number[] = [];
  let note: number | undefined;
  for (;;) {
    const n = /=(\d{1,3})=$/.exec(t);
    if (n) {
      if (note !== undefined) return null;
      note = Number(n[1]);
      t = t.slice(0, n.index);
      continue;
    }
    const g = /\$(\d{1,3})$/.exec(t);
    if (g) {
      const v = Number(g[1]);
      if (v > 255) return null;
      nags.unshift(v);
      t = t.slice(0, g.index);
      continue;
    }
    const s = /([!?]{1,2})$/.exec(t);
    if (s) {
      const v = SUFFIX_NAG[s[1]!];
      if (v === undefined) return null;
      nags.unshift(v);
      t = t.slice(0, s.index);
      continue;
    }
    break;
  }
  return {
    ...(irregular === undefined ? {} : { irregular }),
    core: t,
    ...(note === undefined ? {} : { note }),
    nags,
  };
}

/** Writes annotations after a call or card text, in the export form (NAGs, then the note). */
export function annotate(
  core: string,
  a: { readonly note?: number; readonly nags?: readonly number[]; readonly irregular?: string },
): string {
  let s = a.irregular === undefined ? core : `^${a.irregular}${core}`;
  for (const g of a.nags ?? []) s += ` $${g}`;
  if (a.note !== undefined) s += ` =${a.note}=`;
  return s;
}

/** Writes a comment: `{text}`, or `;text` (which then needs the line to end) when the text holds a `}`. */
export function commentText(text: string): { readonly text: string; readonly endsLine: boolean } {
  return text.includes('}') ? { text: `;${text}`, endsLine: true } : { text: `{${text}}`, endsLine: false };
}
