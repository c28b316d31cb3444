/**
 * viewFor(state, seat | null): exactly what that seat, or a spectator (null), may see of a game.
 * One case per mode; each mode's view lives in view/<mode>.ts.
 */
import { actionsFor, type ActionContext, type ViewActions } from './game/host.ts';
import type { MinibridgeState } from './game/minibridge.ts';
import type { Seat } from './types.ts';
import { minibridgeView, type MinibridgeView } from './view/minibridge.ts';
import { bridgeView, type BridgeGameState, type BridgeView } from './view/bridge.ts';

/** The authoritative state of any game mode. */
export type GameState = MinibridgeState | BridgeGameState;

/** What one seat of any game mode may see. */
export type SeatView = MinibridgeView | BridgeView;

/** A view with what its viewer may do now (core computes it; clients show exactly these controls). */
export type WithActions<V> = V & { readonly actions: ViewActions };

/** The minibridge view, or an error naming the mode, for code that only handles minibridge. */
export function minibridgeViewOf(view: SeatView): MinibridgeView {
  if (view.mode !== 'minibridge') throw new Error(`a minibridge view was expected, got a ${view.mode} view`);
  return view;
}

/**
 * The view of `state` for `seat` (null: a spectator), with the viewer's `actions`; `ctx` carries the
 * host's undo policy and pending undo request.
 */
export function viewFor(
  state: MinibridgeState,
  seat: Seat | null,
  ctx?: ActionContext,
): WithActions<MinibridgeView>;
export function viewFor(
  state: BridgeGameState,
  seat: Seat | null,
  ctx?: ActionContext,
): WithActions<BridgeView>;
export function viewFor(state: GameState, seat: Seat | null, ctx?: ActionContext): WithActions<SeatView>;
export function viewFor(state: GameState, seat: Seat | null, ctx: ActionContext = {}): WithActions<SeatView> {
  const view = state.mode === 'minibridge' ? minibridgeView(state, seat) : bridgeView(state, seat);
  return { ...view, actions: actionsFor(state, seat, ctx) };
}
