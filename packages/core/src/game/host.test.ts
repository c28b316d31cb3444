/**
 * "Taking back the opening lead shows dummy": at a consent table no undo may show a player more than
 * they saw when they chose — a card whose play laid a hand face up cannot be taken back there.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../result.ts';
import type { Mode, Seat } from '../types.ts';
import { viewFor, type GameState } from '../view.ts';
import {
  createGame,
  exposedByLastCard,
  intentToAction,
  pending,
  reduceGame,
  undoOwner,
  type Intent,
  type UndoPolicy,
} from './host.ts';

/** The game after `cards` cards of the first deal (contract bridge: 1♣ by the dealer, then passes). */
function afterCards(mode: Mode, cards: number): GameState {
  let s = unwrap(createGame(mode, {}, 'host-undo'));
  let played = 0;
  while (played < cards) {
    const p = pending(s);
    if (p.kind !== 'contract' && p.kind !== 'call' && p.kind !== 'card')
      throw new Error(`waits for ${p.kind}`);
    const v = viewFor(s, p.seat);
    let intent: Intent;
    if (p.kind === 'contract' && v.mode === 'minibridge') {
      const o = v.contractOptions[0]!;
      intent = { type: 'contract', strain: o.strain, game: o.game };
    } else if (p.kind === 'call' && v.mode !== 'minibridge')
      intent = { type: 'call', call: v.auction.length === 0 ? '1C' : 'P' };
    else {
      intent = { type: 'card', card: v.legalCards[0]! };
      played++;
    }
    s = unwrap(reduceGame(s, unwrap(intentToAction(s, p.seat, intent))));
  }
  return s;
}

/** Who played the last card (declarer for dummy's): the seat an undo belongs to at a free table. */
function lastPlayer(s: GameState): Seat {
  const by = undoOwner(s, 'free');
  if (by === null) throw new Error('no card to take back');
  return by;
}

const ROWS: {
  mode: Mode;
  cards: number;
  policy: UndoPolicy;
  mayUndo: boolean;
  exposes: boolean;
  source: string;
}[] = [
  // RULES.md §4.2: dummy goes face up only after the opening lead.
  { mode: 'rubber', cards: 1, policy: 'consent', mayUndo: false, exposes: true, source: 'RULES §4.2' },
  { mode: 'duplicate', cards: 1, policy: 'consent', mayUndo: false, exposes: true, source: 'RULES §4.2' },
  { mode: 'chicago', cards: 1, policy: 'consent', mayUndo: false, exposes: true, source: 'RULES §4.2' },
  // Practice tables (free undo) may take anything back.
  { mode: 'rubber', cards: 1, policy: 'free', mayUndo: true, exposes: true, source: 'RULES §4.6' },
  // Later cards expose nothing: dummy was already face up when they were chosen.
  { mode: 'rubber', cards: 2, policy: 'consent', mayUndo: true, exposes: false, source: 'RULES §4.2' },
  { mode: 'rubber', cards: 5, policy: 'consent', mayUndo: true, exposes: false, source: 'RULES §4.2' },
  // Minibridge: dummy is face up before the contract (RULES §2.1.5), so the opening lead shows nothing.
  { mode: 'minibridge', cards: 1, policy: 'consent', mayUndo: true, exposes: false, source: 'RULES §2.1.5' },
  { mode: 'minibridge', cards: 4, policy: 'consent', mayUndo: true, exposes: false, source: 'RULES §2.1.5' },
];

describe('taking back the opening lead shows dummy (issue 19 #3)', () => {
  it.each(ROWS)('$mode after $cards card(s), $policy undo: may undo $mayUndo ($source)', (row) => {
    const s = afterCards(row.mode, row.cards);
    const by = lastPlayer(s);
    expect(exposedByLastCard(s).length > 0).toBe(row.exposes);
    expect(undoOwner(s, row.policy)).toBe(row.mayUndo ? by : null);
    // The view's control says the same: the client offers exactly what the host will accept.
    expect(viewFor(s, by, { undoPolicy: row.policy }).actions.undo).toBe(row.mayUndo);
  });

  it('names dummy as the hand the opening lead exposed', () => {
    const s = afterCards('rubber', 1);
    const v = viewFor(s, null);
    expect(exposedByLastCard(s)).toEqual([v.mode === 'minibridge' ? null : v.dummy]);
  });
});
