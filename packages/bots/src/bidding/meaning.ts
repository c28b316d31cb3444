/**
 * The meaning of a call: what it shows (HCP, points, suit lengths, balance), whether it forces, whether it
 * is artificial, and the explanation key with its parameters. Meanings of several rules that give the same
 * call join into the smallest record that holds them all, so a meaning is true of every hand that can make
 * the call under the system.
 */
import { SUITS, type BySuit, type Suit } from '@tenace/core';
import { hasControl, hasStopper, type HandFacts } from './hand.ts';
import { join, meet, within, type Interval } from './interval.ts';
import type { Forcing } from './types.ts';

export interface Shows {
  readonly hcp: Interval;
  /** HCP plus length points. */
  readonly pts: Interval;
  readonly len: BySuit<Interval>;
  /** True when the call promises a balanced hand. */
  readonly balanced: boolean;
  readonly aces: Interval;
  /** Kings (when a call shows them; absent: not shown). */
  readonly kings?: Interval;
  /** Suits where the call shows first- or second-round control (absent or empty: none shown). */
  readonly controls?: readonly Suit[];
  /** Suits where the call shows a stopper, as a natural no-trump bid does (absent or empty: none shown). */
  readonly stops?: readonly Suit[];
}

export interface Meaning {
  /** The call, "1NT". */
  readonly call: string;
  /** The rule that explains it (the first of the rules that give it), or null when the system has none. */
  readonly rule: string | null;
  /** Explanation key, e.g. "bid.open.1nt". */
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly shows: Shows;
  readonly forcing: Forcing;
  readonly artificial: boolean;
  readonly tags: readonly string[];
}

export const NOTHING_SHOWN: Shows = {
  hcp: [0, 37],
  pts: [0, 40],
  len: { S: [0, 13], H: [0, 13], D: [0, 13], C: [0, 13] },
  balanced: false,
  aces: [0, 4],
};

export function joinShows(a: Shows, b: Shows): Shows {
  const len = {} as Record<Suit, Interval>;
  for (const s of SUITS) len[s] = join(a.len[s], b.len[s]);
  const kings = a.kings === undefined || b.kings === undefined ? undefined : join(a.kings, b.kings);
  const controls = (a.controls ?? []).filter((s) => (b.controls ?? []).includes(s));
  const stops = (a.stops ?? []).filter((s) => (b.stops ?? []).includes(s));
  return {
    hcp: join(a.hcp, b.hcp),
    pts: join(a.pts, b.pts),
    len,
    balanced: a.balanced && b.balanced,
    aces: join(a.aces, b.aces),
    ...(kings === undefined ? {} : { kings }),
    ...(controls.length === 0 ? {} : { controls }),
    ...(stops.length === 0 ? {} : { stops }),
  };
}

/** What two statements of one player say together; a contradiction keeps the newer one. */
export function meetShows(a: Shows, b: Shows): Shows {
  const len = {} as Record<Suit, Interval>;
  for (const s of SUITS) len[s] = meet(a.len[s], b.len[s]) ?? b.len[s];
  const kings =
    a.kings === undefined ? b.kings : b.kings === undefined ? a.kings : (meet(a.kings, b.kings) ?? b.kings);
  const controls = SUITS.filter((s) => (a.controls ?? []).includes(s) || (b.controls ?? []).includes(s));
  const stops = SUITS.filter((s) => (a.stops ?? []).includes(s) || (b.stops ?? []).includes(s));
  return {
    hcp: meet(a.hcp, b.hcp) ?? b.hcp,
    pts: meet(a.pts, b.pts) ?? b.pts,
    len,
    balanced: a.balanced || b.balanced,
    aces: meet(a.aces, b.aces) ?? b.aces,
    ...(kings === undefined ? {} : { kings }),
    ...(controls.length === 0 ? {} : { controls }),
    ...(stops.length === 0 ? {} : { stops }),
  };
}

/** Whether the hand fits what the meaning shows; the list of what does not fit, empty when it does. */
export function misfits(hand: HandFacts, shows: Shows): string[] {
  const out: string[] = [];
  if (!within(hand.hcp, shows.hcp)) out.push(`hcp ${hand.hcp} not in ${shows.hcp.join('-')}`);
  if (!within(hand.tp, shows.pts)) out.push(`points ${hand.tp} not in ${shows.pts.join('-')}`);
  for (const s of SUITS)
    if (!within(hand.len[s], shows.len[s]))
      out.push(`${s} length ${hand.len[s]} not in ${shows.len[s].join('-')}`);
  if (shows.balanced && !hand.balanced) out.push('not balanced');
  if (!within(hand.aces, shows.aces)) out.push(`aces ${hand.aces} not in ${shows.aces.join('-')}`);
  if (shows.kings !== undefined && !within(hand.kings, shows.kings))
    out.push(`kings ${hand.kings} not in ${shows.kings.join('-')}`);
  for (const s of shows.controls ?? []) if (!hasControl(hand, s)) out.push(`no control in ${s}`);
  for (const s of shows.stops ?? []) if (!hasStopper(hand, s)) out.push(`no stopper in ${s}`);
  return out;
}
