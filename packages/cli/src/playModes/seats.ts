import { isSeat, randomSeed, type Seat } from '@tenace/core';
import { InputError } from '../io.ts';
import type { PlayOptions } from './types.ts';

/** The seats played by bots: "all", a list such as "NEW" or "N,E,W", or by default every seat but the person's. */
export function botSeats(opts: PlayOptions): Set<Seat> {
  if (opts.bots === undefined) return new Set((['N', 'E', 'S', 'W'] as const).filter((s) => s !== opts.seat));
  if (opts.bots === 'all') return new Set(['N', 'E', 'S', 'W']);
  const seats = opts.bots.toUpperCase().replace(/[\s,]/g, '').split('');
  for (const s of seats)
    if (!isSeat(s)) throw new InputError(`--bots: "${s}" is not a seat (use N, E, S, W or "all")`);
  const set = new Set(seats as Seat[]);
  if (set.has(opts.seat))
    throw new InputError(`--bots names ${opts.seat}, the seat you play (--seat); use --bots all to watch`);
  if (set.size !== 3) throw new InputError(`--bots must name the three seats other than yours, or "all"`);
  return set;
}

/** The match seed: the one given, or a fresh random one (printed in the record so the match can be replayed). */
export function matchSeed(seed: string | undefined): string {
  return seed ?? randomSeed();
}
