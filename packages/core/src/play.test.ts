import { describe, expect, it } from 'vitest';
import { parsePbnDealFull } from './deal.ts';
import { seededDeal } from './dealing.ts';
import {
  answerClaim,
  legalCards,
  playCard,
  playedCards,
  proposeClaim,
  startPlay,
  toPlay,
  trickWinner,
  undoLastCard,
  type PlayState,
} from './play.ts';
import { SplitMix64 } from './rng.ts';
import { unwrap } from './result.ts';
import { STRAINS, type Strain } from './types.ts';
import type { Card } from './card.ts';

const DEAL = unwrap(
  parsePbnDealFull('N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765'),
);

describe('trick winner (docs/RULES.md §1: highest trump, else highest of the suit led)', () => {
  it.each([
    // leader N; cards in order N E S W; strain; expected winner
    [['SA', 'S2', 'S3', 'S4'], 'NT', 'N'],
    [['S2', 'SA', 'S3', 'S4'], 'NT', 'E'],
    [['S2', 'HA', 'S3', 'S4'], 'NT', 'W'], // off-suit ace does not win
    [['S2', 'H2', 'S3', 'S4'], 'H', 'E'], // a ruff wins
    [['S2', 'H2', 'H3', 'S4'], 'H', 'S'], // overruff
    [['HA', 'H2', 'S3', 'H4'], 'S', 'S'], // spades are trumps: S3 ruffs the heart lead
    [['D5', 'DK', 'C2', 'DA'], 'NT', 'W'],
    [['C5', 'DK', 'C2', 'DA'], 'D', 'W'], // higher of two ruffs
  ] as const)('%j in %s → %s', (cards, strain, winner) => {
    expect(trickWinner({ leader: 'N', cards: [...cards] }, strain)).toBe(winner);
  });
});

describe('play', () => {
  it('follow suit is enforced, the winner leads next', () => {
    let s = startPlay(DEAL, 'NT', 'W');
    expect(toPlay(s)).toBe('W');
    s = unwrap(playCard(s, 'HA'));
    expect(legalCards(s)).toEqual(['HT', 'H9', 'H8']);
    const r = playCard(s, 'SA');
    expect(r.ok ? '' : r.error.code).toBe('play/must_follow');
    const notHeld = playCard(s, 'HK');
    expect(notHeld.ok ? '' : notHeld.error.code).toBe('play/not_held');
    s = unwrap(playCard(s, 'H8'));
    s = unwrap(playCard(s, 'H7'));
    s = unwrap(playCard(s, 'H2'));
    expect(s.tricks[0]!.winner).toBe('W');
    expect(toPlay(s)).toBe('W');
    expect(s.won).toEqual({ NS: 0, EW: 1 });
  });
  it('a player void in the suit led may play any card', () => {
    const deal = unwrap(
      parsePbnDealFull('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432'),
    );
    let s = startPlay(deal, 'H', 'N');
    s = unwrap(playCard(s, 'S2'));
    expect(legalCards(s)).toHaveLength(13);
    s = unwrap(playCard(s, 'H2'));
    s = unwrap(playCard(s, 'D2'));
    s = unwrap(playCard(s, 'C2'));
    expect(s.tricks[0]!.winner).toBe('E');
  });
  it('property: any sequence of legal cards completes 13 tricks that add up to 13, in every strain', () => {
    const rng = new SplitMix64(77n);
    for (let b = 1; b <= 60; b++) {
      const strain: Strain = STRAINS[b % 5]!;
      let s = startPlay(seededDeal('play', b), strain, (['N', 'E', 'S', 'W'] as const)[b % 4]!);
      for (let i = 0; i < 52; i++) {
        const legal = legalCards(s);
        expect(legal.length).toBeGreaterThan(0);
        s = unwrap(playCard(s, legal[rng.below(legal.length)]!));
      }
      expect(s.tricks).toHaveLength(13);
      expect(s.won.NS + s.won.EW).toBe(13);
      expect(toPlay(s)).toBeNull();
      expect(new Set(playedCards(s)).size).toBe(52);
      const after = playCard(s, 'SA');
      expect(after.ok ? '' : after.error.code).toBe('play/finished');
    }
  });
  it('undo takes back the last card, across a finished trick too', () => {
    let s: PlayState = startPlay(DEAL, 'NT', 'W');
    const empty = undoLastCard(s);
    expect(empty.ok ? '' : empty.error.code).toBe('play/nothing_to_undo');
    for (const c of ['HA', 'H8', 'H7', 'H2'] as Card[]) s = unwrap(playCard(s, c));
    const back = unwrap(undoLastCard(s));
    expect(back.tricks).toHaveLength(0);
    expect(back.won).toEqual({ NS: 0, EW: 0 });
    expect(back.current.cards).toEqual(['HA', 'H8', 'H7']);
    expect(back.hands.S.has('H2')).toBe(true);
    expect(toPlay(back)).toBe('S');
  });
  it('claims: both opponents accept (result fixed) or one rejects (play resumes)', () => {
    let s = startPlay(DEAL, 'NT', 'W');
    for (const c of ['HA', 'H8', 'H7', 'H2'] as Card[]) s = unwrap(playCard(s, c));
    const bad = proposeClaim(s, 'W', 13);
    expect(bad.ok ? '' : bad.error.code).toBe('play/bad_claim');
    const claimed = unwrap(proposeClaim(s, 'W', 8));
    expect(legalCards(claimed)).toEqual([]);
    const blocked = playCard(claimed, 'HK');
    expect(blocked.ok ? '' : blocked.error.code).toBe('play/claim_pending');
    const own = answerClaim(claimed, 'E', true);
    expect(own.ok ? '' : own.error.code).toBe('play/not_opponent');
    const rejected = unwrap(answerClaim(claimed, 'N', false));
    expect(rejected.claim).toBeNull();
    expect(rejected.claimed).toBeNull();
    const half = unwrap(answerClaim(claimed, 'S', true));
    expect(half.claim?.accepted).toEqual(['S']);
    expect(half.won).toEqual({ NS: 0, EW: 1 });
    const accepted = unwrap(answerClaim(half, 'N', true));
    expect(accepted.won).toEqual({ NS: 4, EW: 9 });
    expect(toPlay(accepted)).toBeNull();
  });
  it('claims are a double-dummy oracle (issue 19 #2): a refused claim, then none by that side until another trick', () => {
    let s = startPlay(DEAL, 'NT', 'W');
    for (const c of ['HA', 'H8', 'H7', 'H2'] as Card[]) s = unwrap(playCard(s, c));
    const refused = unwrap(answerClaim(unwrap(proposeClaim(s, 'W', 12)), 'N', false));
    // Claiming one trick fewer at once was how the attack read the double-dummy value.
    for (const k of [11, 10, 0]) {
      const again = proposeClaim(refused, 'W', k);
      expect(again.ok ? '' : again.error.code).toBe('play/claim_limit');
      const partner = proposeClaim(refused, 'E', k);
      expect(partner.ok ? '' : partner.error.code).toBe('play/claim_limit');
    }
    // The other side may still claim; so may this side once another trick is complete.
    expect(proposeClaim(refused, 'N', 1).ok).toBe(true);
    let t = refused;
    for (const c of legalCardsInTurn(t, 4)) t = unwrap(playCard(t, c));
    expect(t.tricks.length).toBe(2);
    expect(proposeClaim(t, 'E', 5).ok).toBe(true);
  });
});

/** The first legal card of each player in turn, `n` times (a whole trick when n is 4). */
function legalCardsInTurn(state: PlayState, n: number): Card[] {
  const out: Card[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const c = legalCards(s)[0]!;
    out.push(c);
    s = unwrap(playCard(s, c));
  }
  return out;
}
