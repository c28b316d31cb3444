/**
 * Honours in rubber bridge (docs/RULES.md §5.3): four of the five trump honours (A K Q J 10) in one hand score
 * 100, all five 150, and all four aces in one hand at a no-trump contract 150. They go to the side that
 * holds them, made or not, and are never multiplied by doubling.
 */
import type { Card } from '../card.ts';
import type { Deal } from '../deal.ts';
import { err, ok, type Result } from '../result.ts';
import { sideOf } from '../seat.ts';
import { SEATS, SUITS, type Seat, type Side, type Strain } from '../types.ts';

export const HONOURS_KINDS = ['none', '4', '5', '4aces'] as const;
export type HonoursKind = (typeof HONOURS_KINDS)[number];
/** Who holds the honours, seen from the contract: declarer or dummy, or a defender; null for none. */
export type HonoursHolder = 'declarer' | 'defenders' | null;

export function isHonoursKind(x: unknown): x is HonoursKind {
  return typeof x === 'string' && (HONOURS_KINDS as readonly string[]).includes(x);
}

/** The points for honours: 100 for four trump honours, 150 for five or for four aces at no-trump. */
export function honoursPoints(kind: HonoursKind): number {
  return kind === 'none' ? 0 : kind === '4' ? 100 : 150;
}

/** Honours found in the deal for a strain, and the seat holding them (null when none qualify). */
export function honoursIn(deal: Deal, strain: Strain): { kind: HonoursKind; holder: Seat | null } {
  if (strain === 'NT') {
    const aces = SUITS.map((s): Card => `${s}A`);
    for (const seat of SEATS)
      if (aces.every((c) => deal.hands[seat].has(c))) return { kind: '4aces', holder: seat };
    return { kind: 'none', holder: null };
  }
  const honours = (['A', 'K', 'Q', 'J', 'T'] as const).map((r): Card => `${strain}${r}`);
  for (const seat of SEATS) {
    const count = honours.filter((c) => deal.hands[seat].has(c)).length;
    if (count === 5) return { kind: '5', holder: seat };
    if (count === 4) return { kind: '4', holder: seat };
  }
  return { kind: 'none', holder: null };
}

/** The holder of honours seen from the declaring side: 'declarer' (declarer or dummy) or 'defenders'. */
export function honoursHolderFor(holder: Seat | null, declaringSide: Side): HonoursHolder {
  if (holder === null) return null;
  return sideOf(holder) === declaringSide ? 'declarer' : 'defenders';
}

/**
 * Checks a pair of honours fields: a known kind, a holder when there are honours (none needs no holder and
 * drops one given), four aces only at no-trump and four or five trumps only at a suit contract.
 */
export function checkHonours(
  kind: unknown,
  heldBy: unknown,
  strain: Strain | null,
): Result<{ kind: HonoursKind; heldBy: HonoursHolder }> {
  const k = kind ?? 'none';
  if (!isHonoursKind(k))
    return err('score/bad_value', `honours must be one of none, 4, 5, 4aces, got ${JSON.stringify(kind)}`);
  const h = heldBy ?? null;
  if (h !== null && h !== 'declarer' && h !== 'defenders')
    return err(
      'score/bad_value',
      `honoursHeldBy must be declarer, defenders or null, got ${JSON.stringify(heldBy)}`,
    );
  // no honours: a holder named anyway holds nothing, so it is dropped
  if (k === 'none') return ok({ kind: k, heldBy: null });
  if (h === null) return err('score/bad_value', `honours "${k}" needs honoursHeldBy: declarer or defenders`);
  if (strain === null) return err('score/bad_value', 'a passed-out deal has no honours');
  if (k === '4aces' && strain !== 'NT')
    return err('score/bad_value', `honours "4aces" count only at a no-trump contract, not in ${strain}`);
  if (k !== '4aces' && strain === 'NT')
    return err('score/bad_value', `honours "${k}" (trump honours) do not exist at no-trump; use 4aces`);
  return ok({ kind: k, heldBy: h });
}
