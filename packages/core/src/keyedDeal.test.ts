/**
 * Issue 19 #12, "the deal seed is not a cryptographic generator": live tables dealt from 128 random bits
 * hashed to 64 (FNV-1a) into SplitMix64, whose outputs reveal its state. Live tables now deal with
 * `keyedDeal`: HMAC-SHA-256 of the secret seed and the deal number feeding Fisher–Yates, with rejection
 * sampling. `seededDeal` and its golden tests are unchanged (reproducible boards, the CLI, old tables).
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, type Card } from './card.ts';
import { makePbnDeal } from './deal.ts';
import { keyedDeal, matchDeal, seededDeal } from './dealing.ts';
import { seedBits } from './rng.ts';
import { SEATS, type Seat } from './types.ts';

/**
 * The keyed deal computed independently, with Node's HMAC: block i = HMAC(key, deal as 8 bytes ‖ i as 4
 * bytes, big-endian), eight 32-bit words per block, a word kept when under the largest multiple of n;
 * Durstenfeld's shuffle of the pack from the last position down; card k to seat k mod 4.
 */
function referenceDeal(key: string, deal: number): string {
  let words: number[] = [];
  let block = 0;
  const word = (): number => {
    if (words.length === 0) {
      const msg = Buffer.alloc(12);
      msg.writeUInt32BE(Math.floor(deal / 2 ** 32), 0);
      msg.writeUInt32BE(deal >>> 0, 4);
      msg.writeUInt32BE(block++, 8);
      const tag = createHmac('sha256', Buffer.from(key, 'utf8')).update(msg).digest();
      words = Array.from({ length: 8 }, (_, i) => tag.readUInt32BE(4 * i));
    }
    return words.shift()!;
  };
  const below = (n: number): number => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = word();
      if (x < limit) return x % n;
    }
  };
  const pack: Card[] = [...ALL_CARDS];
  for (let i = pack.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [pack[i], pack[j]] = [pack[j]!, pack[i]!];
  }
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  pack.forEach((c, k) => hands[SEATS[k % 4]!].push(c));
  return SEATS.map((s) => hands[s].join(' ')).join(' | ');
}

const asText = (key: string, deal: number): string => {
  const d = keyedDeal(key, deal);
  return SEATS.map((s) => d.hands[s].cards().join(' ')).join(' | ');
};

describe('the deal seed is not a cryptographic generator (issue 19 #12)', () => {
  it('live deals are HMAC-SHA-256 of the seed and the deal number (checked against Node’s HMAC)', () => {
    for (let k = 0; k < 40; k++) {
      const key = k % 2 === 0 ? `table-${k}` : String(BigInt(k) * 0x9e3779b97f4a7c15n);
      for (const deal of [1, 2, 3, 17, 1000]) {
        // The same cards in each hand (each side lists them in its own order).
        const mine = asText(key, deal)
          .split(' | ')
          .map((h) => h.split(' ').sort().join(' '));
        const ref = referenceDeal(key, deal)
          .split(' | ')
          .map((h) => h.split(' ').sort().join(' '));
        expect(mine).toEqual(ref);
      }
    }
  });

  it('is frozen: the first deals of a key (stored tables replay over them)', () => {
    expect(makePbnDeal(keyedDeal('golden-key', 1))).toBe(
      'N:5.A95.A52.AQJ986 K86.K643.Q943.32 J432.2.K87.KT754 AQT97.QJT87.JT6.',
    );
    expect(makePbnDeal(keyedDeal('golden-key', 2))).toBe(
      'N:QT.KQJ6.K62.Q984 A863.T543.T85.65 KJ94.A8.QJ3.K732 752.972.A974.AJT',
    );
  });

  it('seeds that seeded dealing takes as one number ("7", "07") deal apart when keyed', () => {
    // Decimal seeds are taken as their number by seededDeal, so "7" and "07" share every seeded deal;
    // the keyed deal is keyed by the seed's text itself.
    expect(seedBits('7')).toBe(seedBits('07'));
    expect(makePbnDeal(seededDeal('07', 1))).toBe(makePbnDeal(seededDeal('7', 1)));
    expect(makePbnDeal(keyedDeal('07', 1))).not.toBe(makePbnDeal(keyedDeal('7', 1)));
  });

  it('keeps seeded dealing where it is asked for, and deals keyed otherwise', () => {
    expect(makePbnDeal(matchDeal('7', 3, undefined))).toBe(makePbnDeal(seededDeal('7', 3)));
    expect(makePbnDeal(matchDeal('7', 3, 'seeded'))).toBe(makePbnDeal(seededDeal('7', 3)));
    expect(makePbnDeal(matchDeal('7', 3, 'keyed'))).toBe(makePbnDeal(keyedDeal('7', 3)));
    expect(makePbnDeal(keyedDeal('7', 3))).not.toBe(makePbnDeal(seededDeal('7', 3)));
  });

  it('deals every card once, 13 to a hand; each card goes to each seat about equally often', () => {
    const counts = new Map<Card, number[]>(ALL_CARDS.map((c) => [c, [0, 0, 0, 0]]));
    const N = 2000;
    for (let d = 1; d <= N; d++) {
      const deal = keyedDeal('uniform', d);
      SEATS.forEach((s, i) => {
        const cards = deal.hands[s].cards();
        expect(cards.length).toBe(13);
        for (const c of cards) counts.get(c)![i]!++;
      });
    }
    // Chi-square per card, 3 degrees of freedom: 16.27 is the 0.1% point; over 52 cards at most a few may
    // pass it by chance, none by far (these counts are fixed by the keys, so the test is not flaky).
    const stats = ALL_CARDS.map((c) => counts.get(c)!.reduce((x, n) => x + (n - N / 4) ** 2 / (N / 4), 0));
    expect(stats.filter((x) => x > 16.27).length).toBeLessThanOrEqual(2);
    expect(Math.max(...stats)).toBeLessThan(25);
  });

  it('refuses a deal number or key that cannot be dealt', () => {
    expect(() => keyedDeal('k', 0)).toThrow(RangeError);
    expect(() => keyedDeal('k', 1.5)).toThrow(RangeError);
    expect(() => keyedDeal('', 1)).toThrow(RangeError);
  });
});
