/**
 * A server message as the client's table event: the one mapping, used by the WebSocket backend and by
 * the practice build (whose tables run in the page but speak the same frames).
 */
import { parseServerMessage } from '@tenace/protocol';
import type { TableEvent } from './types.ts';

/** The event a server frame stands for (null: a pong, or a frame that is not a server message). */
export function eventOfFrame(frame: string): TableEvent | null {
  const r = parseServerMessage(frame);
  if (!r.ok) return null;
  const m = r.value;
  switch (m.t) {
    case 'welcome':
      return { type: 'welcome', seat: m.seat, info: m.table };
    case 'state':
      return {
        type: 'state',
        state: {
          stateId: m.stateId,
          view: m.view,
          info: m.info,
          undo: m.undo,
          ...(m.meanings === undefined ? {} : { meanings: m.meanings }),
        },
      };
    case 'error': {
      const { t: _t, ref: _ref, ...error } = m;
      return { type: 'error', error };
    }
    case 'chat':
      return { type: 'chat', seat: m.seat, name: m.name, text: m.text, at: m.at };
    case 'pong':
      return null;
  }
}
