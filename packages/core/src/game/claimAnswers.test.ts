/**
 * Issue 19, defect 8 ("rule deviations"): one defender's acceptance settled declarer's claim, a defender's
 * concession was accepted without asking the defender's partner, and any one player's stop ended the
 * rubber for all four. Each row names its source; each fails on the old rules (one answer settled).
 */
import { describe, expect, it } from 'vitest';
import { parsePbnDealFull } from '../deal.ts';
import { startPlay, type PlayState } from '../play.ts';
import { unwrap } from '../result.ts';
import type { Seat } from '../types.ts';
import { claimAnswerSeats, reducePlay } from './playPhase.ts';
import { newRubber, rubberReduce, type RubberState } from './rubber.ts';
import { createGame, intentToAction, pending, reduceGame } from './host.ts';
import { actionsFor } from './host.ts';
import type { GameState } from '../view.ts';

// North declares in spades: East leads, South is dummy, East and West defend.
const DEAL = unwrap(
  parsePbnDealFull('N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765'),
);
const rules = { declarer: 'N' as const, undo: false };

interface Row {
  readonly name: string;
  readonly by: Seat;
  readonly tricks: number;
  /** The seats whose acceptance the claim needs. */
  readonly answerers: readonly Seat[];
  /** The answers given, in order. */
  readonly answers: readonly (readonly [Seat, boolean])[];
  /** settled: the result is fixed; pending: still waiting; refused: play resumes. */
  readonly outcome: 'settled' | 'pending' | 'refused';
  readonly source: string;
}

const ROWS: readonly Row[] = [
  {
    name: "declarer's claim: one defender's acceptance does not settle it",
    by: 'N',
    tricks: 10,
    answerers: ['E', 'W'],
    answers: [['W', true]],
    outcome: 'pending',
    source: 'Laws 69A (both opponents acquiesce); issue 19 #8',
  },
  {
    name: "declarer's claim: both defenders accept",
    by: 'N',
    tricks: 10,
    answerers: ['E', 'W'],
    answers: [
      ['E', true],
      ['W', true],
    ],
    outcome: 'settled',
    source: 'Laws 69A',
  },
  {
    name: "declarer's claim: one defender refuses after the other accepted",
    by: 'N',
    tricks: 10,
    answerers: ['E', 'W'],
    answers: [
      ['W', true],
      ['E', false],
    ],
    outcome: 'refused',
    source: 'Laws 69A; RULES §4.5 (a disputed claim resumes play)',
  },
  {
    name: "a defender's concession: declarer's acceptance alone does not settle it",
    by: 'E',
    tricks: 3,
    answerers: ['N', 'W'],
    answers: [['N', true]],
    outcome: 'pending',
    source: "Laws 68B1 (a defender's concession needs partner's agreement); issue 19 #8",
  },
  {
    name: "a defender's concession: declarer and the defender's partner accept",
    by: 'E',
    tricks: 3,
    answerers: ['N', 'W'],
    answers: [
      ['W', true],
      ['N', true],
    ],
    outcome: 'settled',
    source: 'Laws 68B1',
  },
  {
    name: "a defender's concession: the defender's partner objects",
    by: 'E',
    tricks: 3,
    answerers: ['N', 'W'],
    answers: [['W', false]],
    outcome: 'refused',
    source: 'Laws 68B2 (partner objects: no concession)',
  },
  {
    name: 'a defender concedes every trick: partner is asked too',
    by: 'W',
    tricks: 0,
    answerers: ['N', 'E'],
    answers: [['N', true]],
    outcome: 'pending',
    source: 'Laws 68B1',
  },
  {
    name: 'a defender claims every trick: nothing is conceded, declarer alone answers',
    by: 'E',
    tricks: 13,
    answerers: ['N'],
    answers: [['N', true]],
    outcome: 'settled',
    source: 'Laws 68B (applies to concessions); Laws 69A',
  },
];

function play(): PlayState {
  return startPlay(DEAL, 'S', 'E');
}

describe('rule deviations (issue 19 #8): who answers a claim', () => {
  for (const row of ROWS)
    it(`${row.name} (${row.source})`, () => {
      let p = unwrap(reducePlay(play(), rules, { type: 'claim', seat: row.by, tricks: row.tricks }));
      expect(claimAnswerSeats(p, 'N')).toEqual(row.answerers);
      for (const [seat, accept] of row.answers)
        p = unwrap(reducePlay(p, rules, { type: 'claimAnswer', seat, accept }));
      const outcome = p.claimed !== null ? 'settled' : p.claim !== null ? 'pending' : 'refused';
      expect(outcome).toBe(row.outcome);
      if (outcome === 'settled') {
        const claimerSide = row.by === 'N' ? 'NS' : 'EW';
        expect(p.won[claimerSide]).toBe(row.tricks);
      }
      if (outcome === 'refused') expect(p.won).toEqual({ NS: 0, EW: 0 });
    });

  it('dummy, the claimer, and a seat answering twice are refused with coded errors', () => {
    const p = unwrap(reducePlay(play(), rules, { type: 'claim', seat: 'N', tricks: 10 }));
    const dummy = reducePlay(p, rules, { type: 'claimAnswer', seat: 'S', accept: true });
    expect(dummy.ok ? '' : dummy.error.code).toBe('play/not_opponent');
    const own = reducePlay(p, rules, { type: 'claimAnswer', seat: 'N', accept: true });
    expect(own.ok ? '' : own.error.code).toBe('play/not_opponent');
    const once = unwrap(reducePlay(p, rules, { type: 'claimAnswer', seat: 'E', accept: true }));
    const twice = reducePlay(once, rules, { type: 'claimAnswer', seat: 'E', accept: true });
    expect(twice.ok ? '' : twice.error.code).toBe('play/claim_pending');
  });

  it('the host waits for each answerer: one acceptance does not stand for the other', () => {
    // Minibridge, seeded: whoever declares, declarer claims and the host lists both defenders.
    let s: GameState = unwrap(createGame('minibridge', {}, 'claim-answerers'));
    for (let i = 0; i < 20 && s.phase !== 'play'; i++) {
      const p = pending(s);
      if (p.kind !== 'contract') break;
      s = unwrap(
        reduceGame(s, unwrap(intentToAction(s, p.seat, { type: 'contract', strain: 'NT', game: false }))),
      );
    }
    if (s.mode !== 'minibridge' || s.phase !== 'play') throw new Error('not in play');
    const declarer = s.declarer;
    s = unwrap(reduceGame(s, unwrap(intentToAction(s, declarer, { type: 'claim', tricks: 7 }))));
    const first = pending(s);
    expect(first.kind === 'claimAnswer' ? first.seats.length : 0).toBe(2);
    const [a, b] = first.kind === 'claimAnswer' ? first.seats : [];
    s = unwrap(reduceGame(s, unwrap(intentToAction(s, a!, { type: 'claimAnswer', accept: true }))));
    expect(pending(s)).toEqual({ kind: 'claimAnswer', seats: [b] });
    expect(actionsFor(s, a!).claimAnswer).toBe(false);
    expect(actionsFor(s, b!).claimAnswer).toBe(true);
  });
});

/** A rubber with its first deal scored (passed out: four passes). */
function scoredRubber(): RubberState {
  let s = unwrap(newRubber('stop-sides'));
  for (const seat of ['N', 'E', 'S', 'W'] as const)
    s = unwrap(rubberReduce(s, { type: 'call', seat, call: { type: 'pass' } }));
  expect(s.phase).toBe('scored');
  return s;
}

describe("rule deviations (issue 19 #8): one player's stop does not end the rubber for all four", () => {
  const STOPS: readonly { asks: readonly Seat[]; over: boolean; source: string }[] = [
    { asks: ['S'], over: false, source: 'issue 19 #8: needs both sides' },
    { asks: ['S', 'N'], over: false, source: 'one side twice is still one side' },
    { asks: ['S', 'E'], over: true, source: 'both sides asked' },
    { asks: ['W', 'N'], over: true, source: 'both sides asked' },
  ];
  for (const row of STOPS)
    it(`stop asked by ${row.asks.join(', ')}: ${row.over ? 'stopped' : 'goes on'} (${row.source})`, () => {
      let s = scoredRubber();
      for (const seat of row.asks) s = unwrap(rubberReduce(s, { type: 'stop', seat }));
      expect(s.phase).toBe(row.over ? 'over' : 'scored');
      expect(s.stopped).toBe(row.over);
    });

  it('a stop without a seat (the host, or a log from before) stops at once; the next deal forgets asks', () => {
    const s = scoredRubber();
    expect(unwrap(rubberReduce(s, { type: 'stop', seat: null })).phase).toBe('over');
    const asked = unwrap(rubberReduce(s, { type: 'stop', seat: 'S' }));
    const again = rubberReduce(asked, { type: 'stop', seat: 'S' });
    expect(again.ok ? '' : again.error.code).toBe('action/not_allowed');
    const next = unwrap(rubberReduce(asked, { type: 'next', seat: null }));
    expect(next.stopAsked).toEqual([]);
  });

  it("the host turns a seat's stop into that seat's request, and offers it no second time", () => {
    const s: GameState = scoredRubber();
    const action = unwrap(intentToAction(s, 'E', { type: 'stop' }));
    expect(action).toEqual({ mode: 'rubber', type: 'stop', seat: 'E' });
    const asked = unwrap(reduceGame(s, action));
    expect(asked.phase).toBe('scored');
    expect(actionsFor(asked, 'E').stop).toBe(false);
    expect(actionsFor(asked, 'N').stop).toBe(true);
  });
});
