import {
  boardDealer,
  boardVulnerability,
  makeCall,
  makePbnDeal,
  seededDeal,
  type SeatView,
} from '@tenace/core';
import { SimulationPlayer } from '@tenace/bots';
import { describe, expect, it } from 'vitest';
import { adviseJsonLine } from './advise.ts';

const q = (o: Record<string, unknown>) => adviseJsonLine(JSON.stringify(o));

describe('tenace advise --jsonl (bridge auction questions)', () => {
  it('answers the seat to call with the SAYC call, its meaning and reason', () => {
    const a = q({
      mode: 'duplicate',
      pbn: 'N:- - KJ32.Q43.A2.5432 -',
      dealer: 'N',
      vul: 'None',
      auction: ['1NT', 'P'],
      seed: 3,
      simulate: false,
    });
    expect(a).toMatchObject({
      seat: 'S',
      call: '2C',
      meaning: { key: 'bid.nt.stayman', forcing: 'one', artificial: true },
    });
    expect((a.reason as { key: string }).key).toBe('bid.nt.stayman');
  });

  it('uses the part-score below the line in rubber: 2H is already game', () => {
    const base = {
      pbn: 'N:AK32.AKJ32.K2.32 - - -',
      dealer: 'N',
      auction: ['1H', 'P', '2H', 'P'],
      simulate: false,
    };
    expect(q({ ...base, mode: 'duplicate' })).toMatchObject({ call: '4H' });
    expect(q({ ...base, mode: 'rubber', partScore: { NS: 60, EW: 0 } })).toMatchObject({ call: 'P' });
  });

  it('answers each bad question with an error naming what was wrong', () => {
    const good = { mode: 'rubber', pbn: 'N:AQ2.KJ3.QT32.K32 - - -', dealer: 'N', auction: [] };
    expect(adviseJsonLine('{')).toEqual({ error: 'the line is not valid JSON' });
    expect(q({ ...good, mode: 'bridge' }).error).toMatch(/"mode" must be one of/);
    expect(q({ ...good, dealer: 'X' }).error).toMatch(/"dealer"/);
    expect(q({ ...good, vul: 'Both' }).error).toMatch(/"vul"/);
    expect(q({ ...good, auction: ['1NT', '1S'] }).error).toMatch(/not higher than the last bid/);
    expect(q({ ...good, auction: ['9Z'] }).error).toMatch(/"auction"\[0\]/);
    expect(q({ ...good, auction: ['P', 'P', 'P', 'P'] }).error).toMatch(/already over/);
    expect(q({ ...good, auction: ['P'] }).error).toMatch(/hand of E/);
    expect(q({ ...good, pbn: 'N:AKQ' }).error).toMatch(/"pbn"/);
    expect(q({ ...good, partScore: { NS: 120 } }).error).toMatch(/"partScore"/);
  });
});

describe('tenace advise judges a call as the bots do', () => {
  // Board 349 of the seeded deals 'tenace' (the sampling player's slam point in bidOutPlayer.test.ts):
  // the rules sign off in 4H, twelve tricks make double dummy.
  const deal = seededDeal('tenace', 349);
  const auction = ['P', '1H', 'P', '2NT', 'P', '3H', 'P', '4C', 'P'];
  const question = {
    mode: 'duplicate',
    pbn: makePbnDeal({ N: null, E: deal.hands.E, S: null, W: null }),
    dealer: boardDealer(349),
    vul: boardVulnerability(349),
    auction,
    seed: 1,
    judgeMs: 60_000,
  };

  it('bids the slam by bidding out, the call and reason of the sampling player with the same seed', async () => {
    const a = q(question);
    expect(a.call).toBe('6H');
    expect((a.reason as { key: string }).key).toBe('bid.judged');
    const view = {
      seat: 'E',
      dealer: boardDealer(349),
      auction,
      hands: { N: null, E: deal.hands.E.cards(), S: null, W: null },
      vulnerability: boardVulnerability(349),
      mode: 'duplicate',
    } as unknown as SeatView;
    const bot = await new SimulationPlayer({ seed: 1, judgeMs: 60_000 }).chooseCall(view);
    expect(a.call).toBe(makeCall(bot.value));
    expect((a.reason as { text: string }).text).toBe(bot.reason.text);
  });

  it('gives the rules alone with "simulate": false or "judgeMs": 0', () => {
    expect(q({ ...question, simulate: false }).call).toBe('4H');
    expect(q({ ...question, judgeMs: 0 }).call).toBe('4H');
  });

  it('refuses a "judgeMs" that is not a number of milliseconds', () => {
    for (const judgeMs of [-1, 'fast', 1e9])
      expect(q({ ...question, judgeMs }).error).toMatch(/"judgeMs" must be a number of milliseconds/);
  });
});
