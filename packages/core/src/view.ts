/**
 * viewFor(state, seat | null): exactly what that seat, or a spectator (null), may see of a game.
 * One case per mode; each mode's view lives in view/<mode>.ts.
 */
import type { MinibridgeState } from './game/minibridge.ts';
import type { Seat } from './types.ts';
import { minibridgeView, type MinibridgeView } from './view/minibridge.ts';
import { bridgeView, type BridgeGameState, type BridgeView } from './view/bridge.ts';

/** The authoritative state of any game mode. */
export type GameState = MinibridgeState | BridgeGameState;

/** What one seat of any game mode may see. */
export type SeatView = MinibridgeView | BridgeView;

/** The minibridge view, or an error naming the mode, for code that only handles minibridge. */
export function minibridgeViewOf(view: SeatView): MinibridgeView {
  if (view.mode !== 'minibridge') throw new Error(`a minibridge view was expected, got a ${view.mode} view`);
  return view;
}

export function viewFor(state: MinibridgeState, seat: Seat | null): MinibridgeView;
export function viewFor(state: BridgeGameState, seat: Seat | null): BridgeView;
export function viewFor(state: GameState, seat: Seat | null): SeatView;
export function viewFor(state: GameState, seat: Seat | null): SeatView {
  switch (state.mode) {
    case 'minibridge':
      return minibridgeView(state, seat);
    default:
      return bridgeView(state, seat);
  }
}
