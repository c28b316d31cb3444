/**
 * Taking back a card against bots: the seat's own last card and the bots' cards after it, rewound to the
 * exact state before the seat chose (issue 14: "undo never undoes against bots").
 */
import { describe, expect, it } from 'vitest';
import { SplitMix64 } from '../rng.ts';
import { unwrap } from '../result.ts';
import { SEATS, type Mode, type Seat } from '../types.ts';
import { viewFor, type GameState } from '../view.ts';
import { createGame, intentToAction, pending, reduceGame, takeBack, type Intent } from './host.ts';

interface Step {
  readonly before: GameState;
  readonly seat: Seat;
  readonly card: boolean;
}

/** A deal played with random legal choices; every state before each choice, with who chose. */
function playOut(mode: Mode, seed: number): { steps: Step[]; end: GameState } {
  const rng = new SplitMix64(BigInt(seed));
  let s = unwrap(createGame(mode, {}, `take-back-${String(seed)}`));
  const steps: Step[] = [];
  for (;;) {
    const p = pending(s);
    if (p.kind !== 'contract' && p.kind !== 'call' && p.kind !== 'card') break;
    const v = viewFor(s, p.seat);
    let intent: Intent;
    if (p.kind === 'contract' && v.mode === 'minibridge') {
      const o = v.contractOptions[rng.below(v.contractOptions.length)]!;
      intent = { type: 'contract', strain: o.strain, game: o.game };
    } else if (p.kind === 'call' && v.mode !== 'minibridge')
      intent = { type: 'call', call: v.auction.length === 0 ? '1NT' : 'P' };
    else intent = { type: 'card', card: v.legalCards[rng.below(v.legalCards.length)]! };
    steps.push({ before: s, seat: p.seat, card: p.kind === 'card' });
    s = unwrap(reduceGame(s, unwrap(intentToAction(s, p.seat, intent))));
    if (s.phase !== 'play' && steps.some((x) => x.card)) break;
  }
  return { steps, end: s };
}

describe('takeBack: own last card and the bots cards after it', () => {
  it.each([
    ['minibridge', 1],
    ['minibridge', 2],
    ['rubber', 3],
    ['duplicate', 4],
    ['chicago', 5],
  ] as const)('%s (seed %i): every seat, at every point of the play, rewinds exactly', (mode, seed) => {
    const { steps } = playOut(mode, seed);
    for (let i = 0; i < steps.length; i++) {
      const now = steps[i]!.before;
      if (now.phase !== 'play') continue;
      for (const seat of SEATS) {
        // The seat's own last card before this point (declarer owns dummy's: the step's seat is the chooser).
        let j = i - 1;
        while (j >= 0 && !(steps[j]!.card && steps[j]!.seat === seat)) j--;
        const back = takeBack(now, seat, 'free');
        if (j < 0 || !steps[j]!.card) {
          expect(back).toBeNull();
          continue;
        }
        expect(back).not.toBeNull();
        expect(back!.cards.length).toBe(i - j);
        expect(back!.state).toEqual(steps[j]!.before);
        expect(viewFor(now, seat, { othersBots: true }).actions.undo).toBe(true);
      }
    }
  });

  it('at consent tables the opening leader cannot take the lead back once dummy is down', () => {
    const { steps } = playOut('rubber', 3);
    const lead = steps.findIndex((x) => x.card);
    const leader = steps[lead]!.seat;
    const after = steps[lead + 1]!.before;
    expect(takeBack(after, leader, 'free')).not.toBeNull();
    expect(takeBack(after, leader, 'consent')).toBeNull();
    expect(viewFor(after, leader, { othersBots: true, undoPolicy: 'consent' }).actions.undo).toBe(false);
    // A later card of the same seat exposes nothing new: it may be taken back by consent too.
    const later = steps.findIndex((x, k) => k > lead && x.card && x.seat === leader);
    const next = steps[later + 1]!.before;
    expect(takeBack(next, leader, 'consent')?.state).toEqual(steps[later]!.before);
  });

  it('a waiting match offers only "start" to a seated person, nothing to a spectator', () => {
    const s = unwrap(createGame('rubber', {}, 'wait'));
    const p = pending(s);
    if (p.kind !== 'call') throw new Error('expected a call');
    expect(viewFor(s, p.seat, { waiting: true }).actions).toMatchObject({ turn: null, start: true });
    expect(viewFor(s, null, { waiting: true }).actions.start).toBe(false);
  });
});
