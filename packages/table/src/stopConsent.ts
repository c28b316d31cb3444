/**
 * Stopping a rubber early needs both sides: a seat's stop is its side's request, and the rubber stops once
 * each side has asked. A side whose two seats bots play agrees at once (as bots consent to an undo), so a
 * person alone with bots can still stop. Where the table's settings give its host the say (`stop: 'host'`),
 * the person holding the host's seat stops the rubber alone. These are pure steps: the table stores and
 * applies the actions they give, in order.
 */
import { seatsOf, sideOf, tagAction, type GameAction, type GameState, type Seat } from '@tenace/core';
import type { GameSettings } from './settings.ts';

/** The stop actions that follow from `seat`'s stop: its own, then the agreement of bot-only sides. */
export function stopActions(
  state: GameState,
  seat: Seat,
  settings: GameSettings,
  botPlays: (s: Seat) => boolean,
): GameAction[] {
  const stop = (by: Seat | null): GameAction => tagAction(state.mode, { type: 'stop', seat: by });
  if (settings.stop === 'host' && settings.host === seat && !botPlays(seat)) return [stop(null)];
  const asked = state.mode === 'rubber' ? [...(state.stopAsked ?? []), seat] : [seat];
  const out = [stop(seat)];
  for (const side of ['NS', 'EW'] as const) {
    const seats = seatsOf(side);
    if (!asked.some((s) => sideOf(s) === side) && seats.every(botPlays)) out.push(stop(seats[0]));
  }
  return out;
}
