import { describe, expect, it } from 'vitest';
import { checkPbnGame, makePbn, matchRecordToPbn, parsePbn, tagValue } from './index.ts';

const PBN1 = 'N:84.AQT984.AT54.J 73.J752.QJ92.K86 KJ962.3.63.QT432 AQT5.K6.K87.A975';

describe('match records to PBN', () => {
  it('minibridge: marked as such, contract at level 1 or game level, play in columns, minibridge score', () => {
    const record = {
      mode: 'minibridge',
      seed: 's',
      deals: [
        {
          number: 1,
          dealer: 'N',
          pbn: PBN1,
          redeal: false,
          declarer: 'N',
          contract: { strain: 'H', game: true },
          play: ['SQ', 'S7', 'S2', 'S3'],
          claim: { tricks: 10 },
          tricks: 10,
          score: { NS: 420, EW: 0 },
        },
        {
          number: 2,
          dealer: 'E',
          pbn: PBN1,
          redeal: false,
          declarer: 'S',
          contract: { strain: 'NT', game: false },
          play: [],
          tricks: 6,
          score: { NS: 0, EW: 50 },
        },
        { number: 3, dealer: 'S', pbn: PBN1, redeal: true },
      ],
    };
    const r = matchRecordToPbn(record);
    if (!r.ok) throw new Error(r.error.message);
    const [g1, g2, g3] = r.value.games;
    expect(tagValue(g1!, 'Scoring')).toBe('Minibridge');
    expect(tagValue(g1!, 'Contract')).toBe('4H');
    expect(tagValue(g2!, 'Contract')).toBe('1NT');
    expect(tagValue(g2!, 'Score')).toBe('NS -50');
    expect(g1!.comments?.[0]).toMatch(/Minibridge: no auction/);
    expect(g1!.auction).toBeNull();
    expect(g1!.play?.leader).toBe('E');
    expect(checkPbnGame(g1!).play).toEqual(['SQ', 'S7', 'S2', 'S3']);
    expect(tagValue(g3!, 'Contract')).toBe('');
    const again = parsePbn(makePbn(r.value));
    expect(again.ok && again.value.file).toEqual(r.value);
  });
  it('rubber and duplicate: auction, vulnerability and score', () => {
    const deal = {
      number: 1,
      dealer: 'N',
      vulnerable: { NS: false, EW: true },
      pbn: PBN1,
      auction: ['1H', 'P', '2H', 'P', '4H', 'P', 'P', 'P'],
      contract: '4H',
      declarer: 'N',
      play: ['S7', 'S9', 'ST', 'S4'],
      claim: { tricks: 9 },
      tricks: 10,
    };
    const dup = matchRecordToPbn({ mode: 'duplicate', deals: [{ ...deal, score: { NS: 420, EW: -420 } }] });
    if (!dup.ok) throw new Error(dup.error.message);
    const g = dup.value.games[0]!;
    expect(tagValue(g, 'Vulnerable')).toBe('EW');
    expect(tagValue(g, 'Score')).toBe('NS 420');
    expect(checkPbnGame(g).warnings).toEqual([]);
    const rub = matchRecordToPbn({
      mode: 'rubber',
      deals: [{ ...deal, below: { NS: 120, EW: 0 }, above: { NS: 0, EW: 0 } }],
    });
    expect(rub.ok && tagValue(rub.value.games[0]!, 'Score')).toBe('NS 120');
    const c = checkPbnGame(g);
    expect(c.calls).toHaveLength(8);
    expect(c.score).toBe(420);
    const pass = matchRecordToPbn({
      mode: 'chicago',
      deals: [
        { ...deal, auction: ['P', 'P', 'P', 'P'], contract: 'PASS', declarer: null, play: [], tricks: 0 },
      ],
    });
    expect(pass.ok && tagValue(pass.value.games[0]!, 'Contract')).toBe('Pass');
  });
  it.each([
    [null, /JSON object/],
    [{ mode: 'poker', deals: [] }, /"mode"/],
    [{ mode: 'rubber', deals: [{ number: 1 }] }, /deal 1: "dealer"/],
    [{ mode: 'minibridge', deals: [{ number: 1, dealer: 'N', pbn: 'N:bad' }] }, /deal 1/],
  ])('rejects a bad record %j', (record, message) => {
    const r = matchRecordToPbn(record);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});

describe('match records to PBN: the details the record does not hold', () => {
  const deal = {
    number: 3,
    dealer: 'S',
    vulnerable: { NS: false, EW: true },
    pbn: PBN1,
    auction: ['P', '1H', 'P', '2H', 'P', '4H', 'P', 'P', 'P'],
    contract: '4H',
    declarer: 'W',
    play: [],
    tricks: 10,
    score: { NS: -620, EW: 620 },
  };
  const details = {
    event: 'Tuesday "Pairs"',
    site: 'Tenace club, Lyon FR',
    scoring: 'MP',
    players: { N: 'Nora', E: 'Bot', S: 'Sam', W: 'Bot' },
    date: new Date(Date.UTC(2026, 11, 1, 23, 30)),
  };
  it('writes Event, Site, Scoring, the players and the date, and reads them back', () => {
    const r = matchRecordToPbn({ mode: 'duplicate', deals: [deal] }, details);
    if (!r.ok) throw new Error(r.error.message);
    const text = makePbn(r.value);
    for (const line of [
      '[Event "Tuesday \\"Pairs\\""]',
      '[Site "Tenace club, Lyon FR"]',
      '[Date "2026.12.01"]',
      '[West "Bot"]',
      '[North "Nora"]',
      '[East "Bot"]',
      '[South "Sam"]',
      '[Scoring "MP"]',
    ])
      expect(text).toContain(`\n${line}\n`);
    const back = parsePbn(text, { strict: true });
    if (!back.ok) throw new Error(back.error.message);
    const g = back.value.file.games[0]!;
    expect(['Event', 'Site', 'Date', 'North', 'Scoring'].map((t) => tagValue(g, t))).toEqual([
      'Tuesday "Pairs"',
      'Tenace club, Lyon FR',
      '2026.12.01',
      'Nora',
      'MP',
    ]);
    expect(checkPbnGame(g)).toMatchObject({ score: -620, warnings: [] });
  });
  it("a deal's own players and date come first", () => {
    const own = { ...deal, players: { N: 'Ann' }, date: '2026-11-30T08:00:00Z' };
    const r = matchRecordToPbn(
      { mode: 'duplicate', deals: [own, { ...deal, date: 1_700_000_000_000 }] },
      details,
    );
    if (!r.ok) throw new Error(r.error.message);
    const [a, b] = r.value.games;
    expect([tagValue(a!, 'North'), tagValue(a!, 'East'), tagValue(a!, 'Date')]).toEqual([
      'Ann',
      'Bot',
      '2026.11.30',
    ]);
    expect(tagValue(b!, 'Date')).toBe('2023.11.14');
  });
  it('without details the tags stay empty, as before', () => {
    const r = matchRecordToPbn({ mode: 'duplicate', deals: [deal] });
    expect(r.ok && ['Site', 'Date', 'North'].map((t) => tagValue(r.value.games[0]!, t))).toEqual([
      '',
      '',
      '',
    ]);
  });
  it.each([
    [{ date: 'last Tuesday' }, /deal 1: "date" "last Tuesday" is not a date/],
    [{ players: 'everyone' }, /deal 1: "players" must be/],
    [{ players: { N: 7 } }, /deal 1: "players.N" must be a name/],
  ])('rejects bad details %j', (extra, message) => {
    const r = matchRecordToPbn({ mode: 'duplicate', deals: [{ ...deal, ...extra }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});
