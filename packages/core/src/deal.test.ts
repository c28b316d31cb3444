import { describe, expect, it } from 'vitest';
import { CardSet } from './cardSet.ts';
import { parseCard, ALL_CARDS, cardHcp } from './card.ts';
import {
  dealFromSetup,
  dealHcp,
  makePbnDeal,
  parsePbnDeal,
  parsePbnDealFull,
  rotateDeal,
  shapeOf,
} from './deal.ts';
import { seededDeal } from './dealing.ts';
import { SEATS, type Seat } from './types.ts';
import { unwrap } from './result.ts';

const PBN = 'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765';

describe('cards', () => {
  it.each([
    ['SA', 'SA'],
    ['h10', 'HT'],
    [' c2 ', 'C2'],
    ['X9', null],
    ['S1', null],
  ])('parseCard(%j) → %j', (text, card) => {
    expect(parseCard(text)).toBe(card);
  });
  it('52 distinct cards, 40 HCP', () => {
    expect(new Set(ALL_CARDS).size).toBe(52);
    expect(ALL_CARDS.reduce((n, c) => n + cardHcp(c), 0)).toBe(40);
  });
  it('card sets are immutable values', () => {
    const a = CardSet.of(['SA', 'HK']);
    const b = a.with('C2');
    expect(a.size).toBe(2);
    expect(b.size).toBe(3);
    expect(b.without('C2').equals(a)).toBe(true);
    expect(b.cards()).toEqual(['SA', 'HK', 'C2']);
    expect(a.hcp()).toBe(7);
  });
});

describe('PBN deal strings', () => {
  it('parses and writes back from every first seat', () => {
    const deal = unwrap(parsePbnDealFull(PBN));
    for (const first of SEATS) {
      const text = makePbnDeal(deal, first);
      expect(text.startsWith(`${first}:`)).toBe(true);
      expect(makePbnDeal(unwrap(parsePbnDealFull(text)))).toBe(PBN);
    }
  });
  it('a "-" hand stays unknown in a setup and is derived in a full deal', () => {
    const setup = unwrap(parsePbnDeal('E:T98.765.432.AKQJ - 432.AKQJ.T98.765 AKQJ.T98.765.432'));
    expect(setup.S).toBeNull();
    expect(makePbnDeal(setup)).toBe('N:AKQJ.T98.765.432 T98.765.432.AKQJ - 432.AKQJ.T98.765');
    expect(makePbnDeal(unwrap(dealFromSetup(setup)))).toBe(PBN);
  });
  it.each([
    ['N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98', 'deal/bad_pbn', /four hands/],
    [
      'AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765',
      'deal/bad_pbn',
      /seat and a colon/,
    ],
    [
      'N:AKQJ.T98.765 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765',
      'deal/bad_pbn',
      /North.*four suits/,
    ],
    ['N:AKQJ.T98.765.43Z T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765', 'deal/bad_card', /North.*"Z"/],
    [
      'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.76A',
      'deal/duplicate_card',
      /West holds SA|West holds CA/,
    ],
    [
      'N:AKQJ.T98.765.4322 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765',
      'deal/duplicate_card',
      /North holds C2 twice/,
    ],
  ])('%s → %s', (text, code, message) => {
    const r = parsePbnDealFull(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toMatch(message);
    }
  });
  it('a full deal needs 13 cards in each hand and at most one unknown hand', () => {
    const short = dealFromSetup({ N: CardSet.of(['SA']), E: null, S: null, W: null });
    expect(short.ok ? null : short.error.code).toBe('deal/incomplete');
    const twelve = unwrap(
      parsePbnDeal('N:AKQJ.T98.765.43 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765'),
    );
    const r = dealFromSetup(twelve);
    expect(r.ok ? null : r.error.message).toMatch(/North has 12 cards/);
  });
  it('property: random deals round-trip from every first seat, HCP sum to 40', () => {
    for (let b = 1; b <= 300; b++) {
      const deal = seededDeal('props', b);
      const hcp = dealHcp(deal);
      expect(hcp.N + hcp.E + hcp.S + hcp.W).toBe(40);
      const first = SEATS[b % 4]!;
      expect(makePbnDeal(unwrap(parsePbnDealFull(makePbnDeal(deal, first))))).toBe(makePbnDeal(deal));
      for (const s of SEATS) expect(shapeOf(deal.hands[s]).reduce((x, y) => x + y, 0)).toBe(13);
    }
  });
  it('rotating a deal rotates the HCP', () => {
    const deal = seededDeal('rot', 1);
    const hcp = dealHcp(deal);
    const r = dealHcp(rotateDeal(deal, 1));
    const order: Seat[] = ['N', 'E', 'S', 'W'];
    order.forEach((s, i) => {
      expect(r[order[(i + 1) % 4]!]).toBe(hcp[s]);
    });
  });
});
