/**
 * The undo-consent protocol of tables where taking back a card needs the other side's agreement: a request
 * names the card and waits for the people of the other side (bots consent at once); one refusal drops it,
 * the last consent applies the undo. Every change of the request is stored, so a waiting request survives
 * a restart. These are pure steps; the table stores and applies what they decide.
 */
import {
  exposedByLastCard,
  lastCard,
  SEATS,
  sideOf,
  undoOwner,
  type GameState,
  type Seat,
  type UndoRequest,
} from '@tenace/core';
import type { WireError } from '@tenace/protocol';

/** What the table must do next about the request. */
export type UndoStep =
  | { readonly kind: 'store'; readonly request: UndoRequest | null }
  | { readonly kind: 'apply'; readonly by: Seat }
  | { readonly kind: 'none' }
  | { readonly kind: 'refuse'; readonly error: WireError };

const refuse = (message: string): UndoStep => ({ kind: 'refuse', error: { code: 'action/undo', message } });

/** A seat asks to take back its last card. */
export function requestUndo(
  state: GameState,
  stateId: number,
  pendingRequest: UndoRequest | null,
  seat: Seat,
): UndoStep | { readonly kind: 'request'; readonly request: UndoRequest } {
  if (pendingRequest !== null) return refuse('an undo request is already waiting');
  const exposed = exposedByLastCard(state);
  if (exposed.length > 0)
    return refuse(
      `${lastCard(state) ?? 'the last card'} cannot be taken back: it laid ${exposed.join(', ')}'s hand face up`,
    );
  const owner = undoOwner(state, 'consent');
  if (owner !== seat)
    return {
      kind: 'refuse',
      error:
        owner === null
          ? { code: 'action/not_allowed', message: 'there is no card to take back now' }
          : { code: 'action/not_allowed', message: `only ${owner} may take back ${lastCard(state) ?? ''}` },
    };
  return {
    kind: 'request',
    request: {
      by: seat,
      card: lastCard(state) ?? '',
      stateId,
      waiting: SEATS.filter((s) => sideOf(s) !== sideOf(seat)),
    },
  };
}

/** Who must still answer (people on the other side; bots consent): apply, store the change, or nothing. */
export function settleUndo(
  request: UndoRequest,
  stored: UndoRequest | null,
  botPlays: (seat: Seat) => boolean,
): UndoStep {
  const still = request.waiting.filter((s) => !botPlays(s));
  if (still.length === 0) return { kind: 'apply', by: request.by };
  if (stored !== null && still.length === stored.waiting.length) return { kind: 'none' };
  return { kind: 'store', request: { ...request, waiting: still } };
}

/** A seat answers the waiting request. */
export function answerUndo(request: UndoRequest | null, seat: Seat, accept: boolean): UndoStep {
  if (request === null) return refuse('no undo request is waiting');
  if (!request.waiting.includes(seat)) return refuse(`${seat} is not asked to answer this undo request`);
  if (!accept) return { kind: 'store', request: null };
  const waiting = request.waiting.filter((s) => s !== seat);
  if (waiting.length > 0) return { kind: 'store', request: { ...request, waiting } };
  return { kind: 'apply', by: request.by };
}
