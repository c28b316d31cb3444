import { describe, expect, it } from 'vitest';
import { parseCall } from '../call.ts';
import { parsePbnDealFull } from '../deal.ts';
import { unwrap } from '../result.ts';
import type { Seat } from '../types.ts';
import {
  bridgeDealOutcome,
  bridgeDealToAct,
  reduceBridgeDeal,
  startBridgeDeal,
  type BridgeDealAction,
  type BridgeDealState,
} from './bridgeDeal.ts';
import { bridgeDealView } from '../view/bridge.ts';

// North: S AKQ2 H AKQJ D 432 C 32 — a fixed deal so that the play below is known.
const PBN = 'N:AKQ2.AKQJ.432.32 JT98.T98.AK9.AK9 7654.765.QJT.QJT 3.432.8765.87654';
const deal = unwrap(parsePbnDealFull(PBN));

function start(dealer: Seat = 'N'): BridgeDealState {
  return startBridgeDeal({ number: 1, dealer, vulnerable: { NS: false, EW: true }, deal });
}

function call(seat: Seat, text: string): BridgeDealAction {
  return { type: 'call', seat, call: unwrap(parseCall(text)) };
}

function apply(state: BridgeDealState, ...actions: BridgeDealAction[]): BridgeDealState {
  return actions.reduce((s, a) => unwrap(reduceBridgeDeal(s, a)), state);
}

/** N 1H, E P, S 2H, W P, N 4H, all pass: North declares hearts, East leads, South is dummy. */
function afterAuction(): BridgeDealState {
  return apply(
    start(),
    call('N', '1H'),
    call('E', 'P'),
    call('S', '2H'),
    call('W', 'P'),
    call('N', '4H'),
    call('E', 'P'),
    call('S', 'P'),
    call('W', 'P'),
  );
}

describe('the flow of a deal', () => {
  it('the auction goes clockwise from the dealer; out-of-turn calls are refused', () => {
    const s = start('E');
    expect(bridgeDealToAct(s)).toBe('E');
    const r = reduceBridgeDeal(s, call('N', '1C'));
    expect(r.ok ? null : r.error.code).toBe('action/not_your_turn');
    const bad = reduceBridgeDeal(apply(s, call('E', '1S')), call('S', '1H'));
    expect(bad.ok ? null : bad.error.code).toBe('call/insufficient');
  });
  it('after the auction: contract, declarer, and the opening lead by declarer’s left-hand opponent', () => {
    const s = afterAuction();
    expect(s.phase).toBe('play');
    expect(s.contract).toEqual({ level: 4, strain: 'H', risk: '' });
    expect(s.declarer).toBe('N');
    expect(bridgeDealToAct(s)).toBe('E');
    const late = reduceBridgeDeal(s, call('E', 'P'));
    expect(late.ok ? null : late.error.code).toBe('action/wrong_phase');
    const wrong = reduceBridgeDeal(s, { type: 'card', seat: 'W', card: 'C8' });
    expect(wrong.ok ? null : wrong.error.code).toBe('action/not_your_turn');
  });
  it('declarer plays dummy’s cards; dummy cannot act', () => {
    const s = apply(afterAuction(), { type: 'card', seat: 'E', card: 'SJ' });
    expect(bridgeDealToAct(s)).toBe('N'); // South (dummy) is to play: declarer acts
    const byDummy = reduceBridgeDeal(s, { type: 'card', seat: 'S', card: 'S4' });
    expect(byDummy.ok ? null : byDummy.error.code).toBe('action/not_your_turn');
    const s2 = apply(s, { type: 'card', seat: 'N', card: 'S4' });
    expect(bridgeDealToAct(s2)).toBe('W');
    const revoke = reduceBridgeDeal(s2, { type: 'card', seat: 'W', card: 'H2' });
    expect(revoke.ok ? null : revoke.error.code).toBe('play/must_follow');
  });
  it('a passed-out deal ends with no contract and no play', () => {
    const s = apply(start('W'), call('W', 'P'), call('N', 'P'), call('E', 'P'), call('S', 'P'));
    expect(s.phase).toBe('done');
    const o = bridgeDealOutcome(s)!;
    expect(o).toMatchObject({
      contract: 'PASS',
      declarer: null,
      play: [],
      tricks: 0,
      auction: ['P', 'P', 'P', 'P'],
    });
  });
  it('a redoubled contract: the contract carries XX and the bidder declares', () => {
    const s = apply(
      start(),
      call('N', '1NT'),
      call('E', 'X'),
      call('S', 'XX'),
      call('W', 'P'),
      call('N', 'P'),
      call('E', 'P'),
    );
    expect(s.contract).toEqual({ level: 1, strain: 'NT', risk: 'XX' });
    expect(s.declarer).toBe('N');
    expect(bridgeDealToAct(s)).toBe('E');
  });
  it('a claim accepted by both defenders ends play; the record gives declarer’s share', () => {
    let s = apply(afterAuction(), { type: 'card', seat: 'E', card: 'SJ' });
    s = apply(s, { type: 'claim', seat: 'N', tricks: 12 });
    const byPartner = reduceBridgeDeal(s, { type: 'claimAnswer', seat: 'S', accept: true });
    expect(byPartner.ok).toBe(false);
    s = apply(s, { type: 'claimAnswer', seat: 'W', accept: true });
    expect(s.phase).toBe('play');
    s = apply(s, { type: 'claimAnswer', seat: 'E', accept: true });
    expect(s.phase).toBe('done');
    const o = bridgeDealOutcome(s)!;
    expect(o.claim).toEqual({ tricks: 12 });
    expect(o.tricks).toBe(12);
    expect(o.play).toEqual(['SJ']);
  });
  it('undo only when the table allows it, and only by the player who played the card', () => {
    const s = apply(afterAuction(), { type: 'card', seat: 'E', card: 'SJ' });
    const refused = reduceBridgeDeal(s, { type: 'undo', seat: 'E' });
    expect(refused.ok ? null : refused.error.code).toBe('action/not_allowed');
    const notMine = reduceBridgeDeal(s, { type: 'undo', seat: 'W' }, true);
    expect(notMine.ok ? null : notMine.error.code).toBe('action/not_allowed');
    const back = unwrap(reduceBridgeDeal(s, { type: 'undo', seat: 'E' }, true));
    expect(bridgeDealToAct(back)).toBe('E');
  });
});

describe('views before and after the opening lead (§4: dummy face up only after the lead)', () => {
  const seats = ['N', 'E', 'S', 'W'] as const;
  const visible = (s: BridgeDealState, phase: 'play' | 'scored', seat: Seat | null): Seat[] => {
    const v = bridgeDealView(s, phase, seat);
    return seats.filter((x) => v.hands[x] !== null);
  };
  it('during the auction each seat sees its own hand only; the spectator none; legal calls to the caller only', () => {
    const s = apply(start(), call('N', '1H'));
    for (const seat of seats) {
      expect(visible(s, 'play', seat)).toEqual([seat]);
      const v = bridgeDealView(s, 'auction', seat);
      expect(v.legalCalls.length > 0).toBe(seat === 'E');
      expect(v.auction).toEqual(['1H']);
    }
    expect(visible(s, 'play', null)).toEqual([]);
  });
  it('before the opening lead: no seat sees dummy (South), only its own hand', () => {
    const s = afterAuction();
    for (const seat of seats) {
      expect(visible(s, 'play', seat)).toEqual([seat]);
      const v = bridgeDealView(s, 'play', seat);
      expect(v.dummyVisible).toBe(false);
      expect(v.legalCards.length > 0).toBe(seat === 'E');
      expect(v.contractText).toBe('4H');
    }
    expect(visible(s, 'play', null)).toEqual([]);
  });
  it('after the opening lead: everyone sees dummy too; declarer gets dummy’s legal cards', () => {
    const s = apply(afterAuction(), { type: 'card', seat: 'E', card: 'SJ' });
    expect(visible(s, 'play', 'N')).toEqual(['N', 'S']);
    expect(visible(s, 'play', 'E')).toEqual(['E', 'S']);
    expect(visible(s, 'play', 'S')).toEqual(['S']);
    expect(visible(s, 'play', 'W')).toEqual(['S', 'W']);
    expect(visible(s, 'play', null)).toEqual(['S']);
    const decl = bridgeDealView(s, 'play', 'N');
    expect(decl.toPlay).toBe('S');
    expect([...decl.legalCards].sort()).toEqual(['S4', 'S5', 'S6', 'S7']); // dummy follows to the spade lead
    expect(bridgeDealView(s, 'play', 'S').legalCards).toEqual([]);
  });
  it('once the deal is scored every hand and the deal are public', () => {
    const s = apply(afterAuction(), { type: 'card', seat: 'E', card: 'SJ' });
    for (const seat of [...seats, null]) {
      expect(visible(s, 'scored', seat)).toEqual([...seats]);
      expect(bridgeDealView(s, 'scored', seat).deal).toBe(PBN);
    }
  });
});
