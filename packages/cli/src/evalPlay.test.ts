import { describe, expect, it } from 'vitest';
import { evalPlay, playReportText } from './evalPlay.ts';

const base = {
  seed: 'eval-play-test',
  contractLayouts: 2,
  contractMaxLayouts: 2,
  layouts: 2,
  laterLayouts: 2,
  contractMs: 600_000,
  cardMs: 600_000,
  variant: 'ebu',
} as const;

describe('evalPlay', () => {
  it("with the seed's rule choosing contracts, judges opening leads on lead-only deals and leaves the declarer out", async () => {
    const r = await evalPlay({ ...base, deals: 3, playDeals: 0, leadDeals: 3, contracts: 'rule' });
    expect(r.declarer.boards).toBe(0);
    expect(r.play.deals).toBe(0);
    expect(r.play.leads).toBeGreaterThanOrEqual(2); // a 20–20 deal has no declarer
    expect(r.play.leadsBest).toBeLessThanOrEqual(r.play.leads);
    expect(r.play.declarerCards + r.play.defenderCards).toBe(0); // lead-only cards count for the lead alone
    expect(r.time.cards).toBe(0); // lead-only decisions are not timed
    expect(playReportText(r)).toContain('not evaluated');
  }, 60_000);

  it('scores the simulation declarer against the rule and the all-seeing declarer on every declared board', async () => {
    const r = await evalPlay({ ...base, deals: 2, playDeals: 0, leadDeals: 0, contracts: 'bot' });
    expect(r.declarer.boards).toBeGreaterThanOrEqual(1);
    expect(r.declarer.allSeeing).toBeGreaterThanOrEqual(r.declarer.bot);
    expect(r.declarer.allSeeing).toBeGreaterThanOrEqual(r.declarer.seedRule);
    expect(r.declarer.belowAllSeeing.mean).toBeCloseTo(r.declarer.allSeeing - r.declarer.bot, 9);
    expect(r.play.leads).toBe(0);
  }, 60_000);
});
