/**
 * What the server sends (ServerMessage, tagged by `t`). Every change at a table pushes one `state` message
 * to each connection, holding that connection's own view: a seat's view for a seat, the spectators' view
 * (seat null) for a watcher. Views come from @tenace/core's `viewFor` and hide every card the viewer may
 * not see yet.
 */
import type { Seat, SeatView, WithActions } from '@tenace/core';
import type { CallMeaningText } from './analysis.ts';
import type { WireError } from './errors.ts';
import type { ClaimRefusal, TableInfo, UndoRequest } from './tables.ts';

/** The view of any mode: MinibridgeView (`mode: 'minibridge'`) or a bridge view (rubber, chicago, duplicate). */
export type GameView = WithActions<SeatView>;

export type ServerMessage =
  /** The answer to `hello`: the protocol version, the table and the seat (null: watching). */
  | { readonly t: 'welcome'; readonly v: number; readonly table: TableInfo; readonly seat: Seat | null }
  /**
   * The connection's view after a change. `stateId` is what the next `act` must carry; `undo` is a pending
   * undo request, if any.
   */
  | {
      readonly t: 'state';
      readonly table: string;
      readonly stateId: number;
      readonly view: GameView;
      readonly info: TableInfo;
      readonly undo: UndoRequest | null;
      /** The claim refused by the last game action, with who refused it and why (absent otherwise). */
      readonly refusal?: ClaimRefusal;
      /** Contract bridge: the meaning of each call of `view.auction`, index by index (null: none known). */
      readonly meanings?: readonly (CallMeaningText | null)[];
    }
  /** A chat message at the table (also sent for the recent history after `welcome`). */
  | {
      readonly t: 'chat';
      readonly table: string;
      readonly seat: Seat;
      readonly name: string;
      readonly text: string;
      /** ISO time. */
      readonly at: string;
    }
  /** A refused message: nothing changed. `ref` is the `t` of the refused message when it could be read. */
  | ({ readonly t: 'error'; readonly ref?: string } & WireError)
  | { readonly t: 'pong'; readonly n?: number };

export type ServerMessageOf<T extends ServerMessage['t']> = Extract<ServerMessage, { t: T }>;
