import { describe, expect, it } from 'vitest';
import { makePbnDeal, seededDeal, SEATS } from '@tenace/core';
import { bidParts, bySuit, pbnHands, seatAfter, typedCard } from './format.ts';

describe('format helpers', () => {
  it.each([
    ['SA', 'SA'],
    ['sa', 'SA'],
    ['H10', 'HT'],
    ['dt', 'DT'],
    ['C2', 'C2'],
    ['S', null],
    ['X1', null],
    ['H1', null],
    ['SAA', null],
  ])('typedCard(%s) = %s', (text, card) => {
    expect(typedCard(text)).toBe(card);
  });

  it('splits bids into level and strain', () => {
    expect(bidParts('7NT')).toEqual({ level: 7, strain: 'NT' });
    expect(bidParts('XX')).toBeNull();
    expect(bidParts('8C')).toBeNull();
  });

  it('seatAfter goes clockwise', () => {
    expect(seatAfter('N', 1)).toBe('E');
    expect(seatAfter('W', 1)).toBe('N');
    expect(seatAfter('S', -1)).toBe('E');
  });

  it('reads the hands of seeded deals written by core (round trip, 50 deals, each first seat)', () => {
    for (let n = 1; n <= 50; n++) {
      const deal = seededDeal('web-format-test', n);
      for (const first of SEATS) {
        const hands = pbnHands(makePbnDeal(deal, first));
        expect(hands).not.toBeNull();
        for (const s of SEATS) expect([...hands![s]].sort()).toEqual([...deal.hands[s].cards()].sort());
      }
    }
    expect(pbnHands('N:AKQ.JT9')).toBeNull();
    expect(pbnHands('Q:...')).toBeNull();
  });

  it('groups a hand by suit, highest first', () => {
    expect(bySuit(['C2', 'SA', 'HT', 'S2', 'HK'])).toEqual([
      { suit: 'S', cards: ['SA', 'S2'] },
      { suit: 'H', cards: ['HK', 'HT'] },
      { suit: 'C', cards: ['C2'] },
    ]);
  });
});
