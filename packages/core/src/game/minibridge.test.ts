import { describe, expect, it } from 'vitest';
import { seededDeal } from '../dealing.ts';
import { dealHcp } from '../deal.ts';
import { legalCards, toPlay } from '../play.ts';
import { unwrap } from '../result.ts';
import { lho, partner, rho, rotate, sideOf } from '../seat.ts';
import { SEATS, type BySeat, type Seat } from '../types.ts';
import { viewFor } from '../view.ts';
import {
  minibridgeDeclarer,
  minibridgeReduce,
  minibridgeToAct,
  newMinibridgeMatch,
  type MinibridgeState,
} from './minibridge.ts';

const hcp = (N: number, E: number, S: number, W: number): BySeat<number> => ({ N, E, S, W });

describe('declaring side and declarer (docs/RULES.md §2.1 steps 3–4; §9 tie2020 option)', () => {
  it.each([
    // [hcp N E S W, dealer, tie rule, declarer, source]
    [hcp(12, 8, 10, 10), 'N', 'redeal', 'N', 'more HCP in the side with 22'],
    [hcp(8, 12, 10, 10), 'N', 'redeal', 'E', 'EW 22; East has more'],
    [
      hcp(10, 12, 11, 7),
      'N',
      'redeal',
      'S',
      'NS 21 declares although East holds the most; South has more than North',
    ],
    [hcp(10, 5, 12, 13), 'E', 'redeal', 'S', 'NS 22; South has more'],
    [hcp(11, 9, 11, 9), 'N', 'redeal', 'N', 'partners tie: the first to announce from dealer N'],
    [hcp(11, 9, 11, 9), 'E', 'redeal', 'S', 'partners tie: from dealer E the order is E S W N, South first'],
    [hcp(9, 11, 9, 11), 'S', 'redeal', 'W', 'partners tie: from dealer S the order is S W N E, West first'],
    [hcp(10, 10, 10, 10), 'N', 'redeal', null, '20–20 is thrown in'],
    [hcp(15, 12, 5, 8), 'W', 'redeal', null, '20–20 is thrown in whoever holds the points'],
    [hcp(15, 12, 5, 8), 'W', 'dealerDeclares', 'W', 'option: the dealer declares at 20–20'],
    [
      hcp(15, 12, 5, 8),
      'S',
      'dealerDeclares',
      'S',
      'option: the dealer declares even with fewer HCP than partner',
    ],
  ] as const)('%j dealer %s (%s) → %s: %s', (h, dealer, tie, want, _source) => {
    expect(minibridgeDeclarer(h, dealer, tie)).toBe(want);
  });
  it('property: rotating a deal rotates HCP and declarer', () => {
    for (let b = 1; b <= 200; b++) {
      const deal = seededDeal('rotate', b);
      const h = dealHcp(deal);
      const dealer = SEATS[b % 4]!;
      const d = minibridgeDeclarer(h, dealer, 'redeal');
      for (let k = 1; k < 4; k++) {
        const rh = Object.fromEntries(SEATS.map((s) => [rotate(s, k), h[s]])) as unknown as BySeat<number>;
        const rd = minibridgeDeclarer(rh, rotate(dealer, k), 'redeal');
        expect(rd).toBe(d === null ? null : rotate(d, k));
      }
    }
  });
});

/** Plays the current deal to the end with the first legal card each time. */
function playOut(state: MinibridgeState): MinibridgeState {
  let s = state;
  while (s.phase === 'play') {
    const actor = minibridgeToAct(s)!;
    s = unwrap(minibridgeReduce(s, { type: 'card', seat: actor, card: legalCards(s.play!)[0]! }));
  }
  return s;
}

describe('the minibridge reducer', () => {
  const start = unwrap(newMinibridgeMatch('reducer'));
  it('starts with the declarer to choose a contract; others are refused', () => {
    expect(start.phase).toBe('contract');
    const other = SEATS.find((s) => s !== start.declarer)!;
    const r = minibridgeReduce(start, { type: 'contract', seat: other, strain: 'NT', game: false });
    expect(r.ok ? '' : r.error.code).toBe('action/not_your_turn');
    const card = minibridgeReduce(start, { type: 'card', seat: start.declarer, card: 'SA' });
    expect(card.ok ? '' : card.error.code).toBe('action/wrong_phase');
  });
  it("declarer's left-hand opponent leads; declarer plays dummy's cards", () => {
    const s = unwrap(
      minibridgeReduce(start, { type: 'contract', seat: start.declarer, strain: 'S', game: true }),
    );
    expect(toPlay(s.play!)).toBe(lho(start.declarer));
    expect(minibridgeToAct(s)).toBe(lho(start.declarer));
    let t = unwrap(
      minibridgeReduce(s, { type: 'card', seat: lho(start.declarer), card: legalCards(s.play!)[0]! }),
    );
    // Dummy (partner of declarer) is next: the action must come from the declarer's seat.
    expect(toPlay(t.play!)).toBe(partner(start.declarer));
    const byDummy = minibridgeReduce(t, {
      type: 'card',
      seat: partner(start.declarer),
      card: legalCards(t.play!)[0]!,
    });
    expect(byDummy.ok ? '' : byDummy.error.code).toBe('action/not_your_turn');
    t = unwrap(minibridgeReduce(t, { type: 'card', seat: start.declarer, card: legalCards(t.play!)[0]! }));
    expect(t.play!.current.cards).toHaveLength(2);
  });
  it('undo only where the rules allow it, by the player of the last card', () => {
    const s = unwrap(
      minibridgeReduce(start, { type: 'contract', seat: start.declarer, strain: 'NT', game: false }),
    );
    const leader = lho(start.declarer);
    const t = unwrap(minibridgeReduce(s, { type: 'card', seat: leader, card: legalCards(s.play!)[0]! }));
    const refused = minibridgeReduce(t, { type: 'undo', seat: leader });
    expect(refused.ok ? '' : refused.error.code).toBe('action/not_allowed');
    const practice = { ...t, rules: { ...t.rules, undo: true } };
    const wrong = minibridgeReduce(practice, { type: 'undo', seat: start.declarer });
    expect(wrong.ok ? '' : wrong.error.message).toMatch(/only .* may take back/);
    expect(unwrap(minibridgeReduce(practice, { type: 'undo', seat: leader })).play!.current.cards).toEqual(
      [],
    );
  });
  it('an accepted claim ends the deal and scores it; dummy cannot claim', () => {
    const s = unwrap(
      minibridgeReduce(start, { type: 'contract', seat: start.declarer, strain: 'NT', game: true }),
    );
    const dummyClaim = minibridgeReduce(s, { type: 'claim', seat: partner(start.declarer), tricks: 9 });
    expect(dummyClaim.ok ? '' : dummyClaim.error.code).toBe('action/not_allowed');
    const c = unwrap(minibridgeReduce(s, { type: 'claim', seat: start.declarer, tricks: 9 }));
    expect(minibridgeToAct(c)).toBeNull();
    const half = unwrap(
      minibridgeReduce(c, { type: 'claimAnswer', seat: lho(start.declarer), accept: true }),
    );
    expect(half.phase).toBe('play');
    const done = unwrap(
      minibridgeReduce(half, { type: 'claimAnswer', seat: rho(start.declarer), accept: true }),
    );
    expect(done.phase).toBe('scored');
    const rec = done.history[done.history.length - 1]!;
    expect(rec.tricks).toBe(9);
    expect(rec.claim).toEqual({ tricks: 9 });
    expect(rec.play).toEqual([]);
    expect(rec.score![sideOf(start.declarer)]).toBe(400);
  });
  it('next deal: the dealer rotates; the match ends after 10 counted deals or two games', () => {
    let s: MinibridgeState = start;
    let deals = 0;
    while (s.phase !== 'over') {
      s = playOut(
        unwrap(minibridgeReduce(s, { type: 'contract', seat: s.declarer, strain: 'C', game: false })),
      );
      deals++;
      if (s.phase === 'scored') {
        const dealer = s.dealer;
        const again = minibridgeReduce(s, { type: 'contract', seat: s.declarer, strain: 'C', game: false });
        expect(again.ok ? '' : again.error.code).toBe('action/wrong_phase');
        s = unwrap(minibridgeReduce(s, { type: 'next', seat: null }));
        expect(s.dealer).toBe(rotate(dealer, 1));
      }
    }
    expect(deals).toBe(10);
    expect(s.counted).toBe(10);
    const after = minibridgeReduce(s, { type: 'next', seat: null });
    expect(after.ok ? '' : after.error.code).toBe('action/wrong_phase');
    // Part-scores never make games: the match ran the full ten deals.
    expect(s.games).toEqual({ NS: 0, EW: 0 });
  });
  it('rejects bad rules', () => {
    const r = newMinibridgeMatch('x', { deals: 0 });
    expect(r.ok ? '' : r.error.message).toMatch(/rules.deals/);
  });
});

describe('viewFor: what each seat and a spectator may see, in every phase', () => {
  const start = unwrap(newMinibridgeMatch('views'));
  const declarer = start.declarer;
  const dummy = partner(declarer);
  const visible = (state: MinibridgeState, viewer: Seat | null) =>
    SEATS.filter((s) => viewFor(state, viewer).hands[s] !== null);

  it('contract phase: own hand and dummy (exposed at once); announcements for all', () => {
    for (const viewer of [...SEATS, null]) {
      const v = viewFor(start, viewer);
      const want = new Set<Seat>([dummy, ...(viewer === null ? [] : [viewer])]);
      expect(new Set(visible(start, viewer))).toEqual(want);
      expect(v.announcements.map((a) => a.seat)).toEqual([
        start.dealer,
        rotate(start.dealer, 1),
        rotate(start.dealer, 2),
        rotate(start.dealer, 3),
      ]);
      expect(v.contractOptions.length).toBe(viewer === declarer ? 10 : 0);
      expect(v.deal).toBeNull();
      expect(v.handSizes).toEqual({ N: 13, E: 13, S: 13, W: 13 });
    }
  });
  it('play phase: legal cards only for the seat to act (declarer for dummy)', () => {
    let s = unwrap(minibridgeReduce(start, { type: 'contract', seat: declarer, strain: 'H', game: false }));
    for (const viewer of [...SEATS, null]) {
      expect(new Set(visible(s, viewer))).toEqual(
        new Set<Seat>([dummy, ...(viewer === null ? [] : [viewer])]),
      );
      expect(viewFor(s, viewer).legalCards.length > 0).toBe(viewer === lho(declarer));
    }
    s = unwrap(minibridgeReduce(s, { type: 'card', seat: lho(declarer), card: legalCards(s.play!)[0]! }));
    for (const viewer of [...SEATS, null]) {
      expect(viewFor(s, viewer).legalCards.length > 0).toBe(viewer === declarer);
      expect(viewFor(s, viewer).toPlay).toBe(dummy);
      expect(viewFor(s, viewer).trick?.cards).toHaveLength(1);
    }
  });
  it('scored: every hand and the deal for everyone', () => {
    const s = playOut(
      unwrap(minibridgeReduce(start, { type: 'contract', seat: declarer, strain: 'NT', game: false })),
    );
    for (const viewer of [...SEATS, null]) {
      const v = viewFor(s, viewer);
      expect(visible(s, viewer)).toEqual(SEATS);
      expect(v.deal).toMatch(/^N:/);
      expect(v.legalCards).toEqual([]);
    }
  });
  it('a view never contains a hidden card anywhere in its JSON', () => {
    const s = unwrap(minibridgeReduce(start, { type: 'contract', seat: declarer, strain: 'H', game: false }));
    for (const viewer of [...SEATS, null]) {
      const json = JSON.stringify(viewFor(s, viewer));
      for (const seat of SEATS) {
        if (seat === viewer || seat === dummy) continue;
        for (const card of s.deal.hands[seat].cards()) expect(json.includes(`"${card}"`)).toBe(false);
      }
    }
  });
});
