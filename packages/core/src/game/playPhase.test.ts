import { describe, expect, it } from 'vitest';
import { parsePbnDealFull } from '../deal.ts';
import { startPlay } from '../play.ts';
import { unwrap } from '../result.ts';
import { playActor, reducePlay } from './playPhase.ts';

// North declares in spades, so East leads and South is dummy.
const DEAL = unwrap(
  parsePbnDealFull('N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765'),
);
const rules = { declarer: 'N' as const, undo: true };

describe('the shared play phase (docs/RULES.md §4)', () => {
  it("declarer plays dummy's cards; dummy takes no decisions", () => {
    let p = startPlay(DEAL, 'S', 'E');
    expect(playActor(p, 'N')).toBe('E');
    p = unwrap(reducePlay(p, rules, { type: 'card', seat: 'E', card: 'CA' }));
    expect(playActor(p, 'N')).toBe('N'); // South (dummy) is next: North acts
    const byDummy = reducePlay(p, rules, { type: 'card', seat: 'S', card: 'CT' });
    expect(byDummy.ok ? '' : byDummy.error.code).toBe('action/not_your_turn');
    p = unwrap(reducePlay(p, rules, { type: 'card', seat: 'N', card: 'CT' }));
    expect(p.current.cards).toEqual(['CA', 'CT']);
  });
  it("dummy neither claims nor answers the defenders' claim", () => {
    const p = startPlay(DEAL, 'S', 'E');
    const claim = reducePlay(p, rules, { type: 'claim', seat: 'S', tricks: 13 });
    expect(claim.ok ? '' : claim.error.code).toBe('action/not_allowed');
    const byEast = unwrap(reducePlay(p, rules, { type: 'claim', seat: 'E', tricks: 3 }));
    expect(playActor(byEast, 'N')).toBeNull();
    const dummyAnswers = reducePlay(byEast, rules, { type: 'claimAnswer', seat: 'S', accept: true });
    expect(dummyAnswers.ok ? '' : dummyAnswers.error.code).toBe('action/not_allowed');
    // East's claim of 3 concedes 10: declarer and East's partner both answer (Law 68B).
    const byNorth = unwrap(reducePlay(byEast, rules, { type: 'claimAnswer', seat: 'N', accept: true }));
    expect(byNorth.won).toEqual({ NS: 0, EW: 0 });
    expect(unwrap(reducePlay(byNorth, rules, { type: 'claimAnswer', seat: 'W', accept: true })).won).toEqual({
      NS: 10,
      EW: 3,
    });
  });
  it('undo: only under the table rule, only by the player of the last card', () => {
    const p = unwrap(reducePlay(startPlay(DEAL, 'S', 'E'), rules, { type: 'card', seat: 'E', card: 'CA' }));
    const strict = reducePlay(p, { ...rules, undo: false }, { type: 'undo', seat: 'E' });
    expect(strict.ok ? '' : strict.error.code).toBe('action/not_allowed');
    const other = reducePlay(p, rules, { type: 'undo', seat: 'W' });
    expect(other.ok ? '' : other.error.message).toMatch(/only E may take back CA/);
    expect(unwrap(reducePlay(p, rules, { type: 'undo', seat: 'E' })).current.cards).toEqual([]);
  });
});
