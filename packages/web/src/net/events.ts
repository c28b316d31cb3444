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
          ...(m.refusal === undefined ? {} : { refusal: m.refusal }),
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

/**
 * One connection's events fanned out to its listeners, the same for every backend: the latest welcome
 * and state are kept for late listeners, and the state id of the latest view is what the next `act`
 * carries.
 */
export class TableEvents {
  private readonly listeners = new Set<(e: TableEvent) => void>();
  private readonly past: TableEvent[] = [];
  /** The state id of the latest view received. */
  stateId = 0;

  emit(e: TableEvent): void {
    if (e.type === 'welcome' || e.type === 'state') {
      const i = this.past.findIndex((p) => p.type === e.type);
      if (i >= 0) this.past.splice(i, 1);
      if (e.type === 'state') this.stateId = e.state.stateId;
      this.past.push(e);
    }
    for (const fn of this.listeners) fn(e);
  }

  /** A server frame, as its event (pongs and frames that are not messages are dropped). */
  frame(frame: string): void {
    const e = eventOfFrame(frame);
    if (e !== null) this.emit(e);
  }

  /** Listens; the latest welcome and state are replayed at once. Returns the function that stops it. */
  listen(fn: (e: TableEvent) => void): () => void {
    this.listeners.add(fn);
    for (const e of this.past) fn(e);
    return () => this.listeners.delete(fn);
  }
}
