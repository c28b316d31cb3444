/**
 * Writers of server frames: every frame the server sends is built here from a typed message, so a frame
 * that does not match `ServerMessage` fails to compile. A `state` broadcast shares one serialisation of
 * the parts every connection sees (table, state id, info, undo request) and adds each viewer's own view.
 */
import type { Seat } from '@tenace/core';
import type { CallMeaningText } from './analysis.ts';
import type { WireError } from './errors.ts';
import type { GameView, ServerMessage, ServerMessageOf } from './server.ts';
import type { ClaimRefusal, TableInfo, UndoRequest } from './tables.ts';

/** Any server message as one frame. */
export function writeFrame(msg: ServerMessage): string {
  return JSON.stringify(msg);
}

export function welcomeFrame(v: number, table: TableInfo, seat: Seat | null): string {
  return writeFrame({ t: 'welcome', v, table, seat } satisfies ServerMessageOf<'welcome'>);
}

export function chatFrame(line: Omit<ServerMessageOf<'chat'>, 't'>): string {
  return writeFrame({ t: 'chat', ...line } satisfies ServerMessageOf<'chat'>);
}

export function errorFrame(error: WireError, ref?: string): string {
  return writeFrame(
    (ref === undefined
      ? { t: 'error', ...error }
      : { t: 'error', ref, ...error }) satisfies ServerMessageOf<'error'>,
  );
}

/** The shared part of one `state` broadcast, serialised once. */
export interface StateFrames {
  /** The frame for one viewer's view (and the meanings of its auction's calls, when there are any). */
  frameFor(view: GameView, meanings: readonly (CallMeaningText | null)[] | undefined): string;
}

export function stateFrames(shared: {
  readonly table: string;
  readonly stateId: number;
  readonly info: TableInfo;
  readonly undo: UndoRequest | null;
  readonly refusal?: ClaimRefusal | null;
}): StateFrames {
  // The message's fields in a fixed order; `view` and `meanings` are spliced between head and tail.
  const head = `{"t":"state","table":${JSON.stringify(shared.table)},"stateId":${String(shared.stateId)},`;
  const refusal = shared.refusal == null ? '' : `,"refusal":${JSON.stringify(shared.refusal)}`;
  const tail = `,"info":${JSON.stringify(shared.info)},"undo":${JSON.stringify(shared.undo)}${refusal}}`;
  return {
    frameFor(view, meanings) {
      const m = meanings === undefined ? '' : `,"meanings":${JSON.stringify(meanings)}`;
      return `${head}"view":${JSON.stringify(view)}${m}${tail}`;
    },
  };
}

/** For tests: the message a `stateFrames` frame stands for, built the plain way (they must be equal). */
export function stateMessage(
  shared: Parameters<typeof stateFrames>[0],
  view: GameView,
  meanings: readonly (CallMeaningText | null)[] | undefined,
): ServerMessageOf<'state'> {
  return {
    t: 'state',
    table: shared.table,
    stateId: shared.stateId,
    view,
    ...(meanings === undefined ? {} : { meanings }),
    info: shared.info,
    undo: shared.undo,
    ...(shared.refusal == null ? {} : { refusal: shared.refusal }),
  };
}
