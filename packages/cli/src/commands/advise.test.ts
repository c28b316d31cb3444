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
