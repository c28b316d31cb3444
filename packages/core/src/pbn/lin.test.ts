import { describe, expect, it } from 'vitest';
import { checkPbnGame, makeLin, parseLin, tagValue, type PbnGame } from './index.ts';

// Board 1 of the samples: N 84.AQT984.AT54.J, E 73.J752.QJ92.K86, S KJ962.3.63.QT432, W AQT5.K6.K87.A975.
const MD = 'md|3S269JKH3D36C234TQ,S5TQAH6KD78KC579A,S48H489TQAD45TACJ,|';

function one(text: string): PbnGame {
  const r = parseLin(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.file.games[0]!;
}

describe('LIN', () => {
  it('reads md (dealer digit, S W N hands, East derived), sv, ah and pn', () => {
    const g = one(`pn|s1,w1,n1,e1|${MD}ah|Board 17|sv|b|`);
    expect(tagValue(g, 'Dealer')).toBe('N');
    expect(tagValue(g, 'Deal')).toBe('N:84.AQT984.AT54.J 73.J752.QJ92.K86 KJ962.3.63.QT432 AQT5.K6.K87.A975');
    expect(tagValue(g, 'Board')).toBe('17');
    expect(tagValue(g, 'Vulnerable')).toBe('All');
    expect(['South', 'West', 'North', 'East'].map((t) => tagValue(g, t))).toEqual(['s1', 'w1', 'n1', 'e1']);
  });
  it.each([
    ['1', 'S'],
    ['2', 'W'],
    ['3', 'N'],
    ['4', 'E'],
  ])('dealer digit %s is %s', (digit, seat) => {
    expect(tagValue(one(MD.replace('md|3', `md|${digit}`)), 'Dealer')).toBe(seat);
  });
  it.each([
    ['o', 'None'],
    ['0', 'None'],
    ['n', 'NS'],
    ['e', 'EW'],
    ['b', 'All'],
  ])('sv %s is %s', (sv, vul) => {
    expect(tagValue(one(`${MD}sv|${sv}|`), 'Vulnerable')).toBe(vul);
  });
  it('reads calls with alerts and explanations as notes, and derives contract and declarer', () => {
    const g = one(`${MD}sv|o|mb|1N!|an|15-17|mb|p|mb|2C!|mb|d|mb|r|mb|p|mb|p|mb|p|`);
    expect(tagValue(g, 'Contract')).toBe('2CXX');
    expect(tagValue(g, 'Declarer')).toBe('S');
    expect(g.auction?.calls.map((c) => c.note ?? null)).toEqual([1, null, 2, null, null, null, null, null]);
    expect(g.auction?.notes).toEqual([
      { number: 1, text: '15-17' },
      { number: 2, text: '' },
    ]);
  });
  it('reads cards in the order played into seat columns and a claim as the result', () => {
    const g = one(
      `${MD}sv|o|mb|1H|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||pc|S7|pc|S9|pc|ST|pc|S4|pg||pc|H6|pc|H4|pc|H5|pc|H3|pg||mc|10|`,
    );
    expect(g.play?.leader).toBe('E');
    expect(g.play?.tricks.map((t) => t.map((e) => e.card))).toEqual([
      ['S7', 'S9', 'ST', 'S4'],
      ['H5', 'H3', 'H6', 'H4'],
    ]);
    expect(g.play?.end).toBe('*');
    expect(tagValue(g, 'Result')).toBe('10');
    const c = checkPbnGame(g);
    expect(c.score).toBe(420);
    expect(c.warnings).toEqual([]);
  });
  it('writes what it reads (LIN → LIN)', () => {
    const text = `pn|a,b,c,d|st||${MD}rh||ah|Board 1|sv|o|mb|1N!|an|strong|mb|p|mb|p|mb|p|pg||pc|S7|pc|S9|pc|ST|pc|S4|pg||mc|7|\n`;
    const g = one(text);
    expect(one(makeLin([g]))).toEqual(g);
  });
  it.each([
    ['md|5SAK|', 'md'],
    ['md|3SAKZ,,,|', 'md'],
    [`${MD}sv|x|`, 'sv'],
    [`${MD}mb|8N|`, 'mb'],
    [`${MD}pc|ZZ|`, 'pc'],
    [`${MD}mc|14|`, 'mc'],
    ['an|no call|', 'an'],
    ['1x|3|', 'key'],
  ])('%s fails naming the field %s', (text, field) => {
    const r = parseLin(`\n${text}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ line: 2, field });
  });
  it('reads a vugraph file: a heading with eight names, then boards that start with qx, over several lines', () => {
    const text = [
      'vg|Final,Segment 1,I,1,2,Lions,0,Tigers,0|',
      'rs|4HN=,4HN-1|',
      'pn|s1,w1,n1,e1,s2,w2,n2,e2|pg||',
      `qx|o1|${MD}sv|o|`,
      'mb|1H|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||',
      'pc|S7|pc|S9|pc|ST|pc|S4|pg||mc|10|',
      `qx|c1|${MD}sv|o|mb|1H|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||mc|9|`,
    ].join('\n');
    const r = parseLin(text);
    if (!r.ok) throw new Error(r.error.message);
    const [open, closed] = r.value.file.games;
    expect(r.value.file.games).toHaveLength(2);
    expect(r.value.lines).toEqual([4, 7]);
    expect(tagValue(open!, 'South')).toBe('s1');
    expect(tagValue(closed!, 'South')).toBe('s2');
    expect(tagValue(open!, 'Room')).toBe('Open');
    expect(tagValue(open!, 'Board')).toBe('1');
    expect([tagValue(open!, 'Result'), tagValue(closed!, 'Result')]).toEqual(['10', '9']);
    expect(checkPbnGame(open!).play).toHaveLength(4);
  });
  it('warns about a call that breaks the rules and keeps reading', () => {
    const r = parseLin(`${MD}mb|1S|mb|1H|mb|p|`);
    expect(r.ok && r.value.warnings[0]?.message).toMatch(/call 2/);
  });
});

describe("LIN from BBO's hand viewer and other exporters", () => {
  const HANDS = MD.slice(3, -1); // the md value, dealer digit 3 (North)
  const AUCTION = 'mb|1H|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||';
  const PLAY = 'pc|S7|pc|S9|pc|ST|pc|S4|pg||pc|H6|pc|H4|pc|H5|pc|H3|pg||';
  function all(text: string): readonly PbnGame[] {
    const r = parseLin(text);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.file.games;
  }
  const summary = (g: PbnGame) => ({
    board: tagValue(g, 'Board'),
    south: tagValue(g, 'South'),
    vul: tagValue(g, 'Vulnerable'),
    contract: tagValue(g, 'Contract'),
    result: tagValue(g, 'Result'),
    cards: checkPbnGame(g).play?.length ?? 0,
  });

  it('reads several boards on one line, hand-record order (pn st md rh ah sv)', () => {
    const board = (n: number, south: string, sv: string, tail: string): string =>
      `pn|${south},w,n,e|st||md|${HANDS}|rh||ah|Board ${n}|sv|${sv}|${tail}`;
    const games = all(
      board(1, 's1', 'o', `${AUCTION}${PLAY}mc|10|`) +
        board(2, 's2', 'n', `${AUCTION}mc|9|`) +
        board(3, 's3', 'b', ''),
    );
    expect(games.map(summary)).toEqual([
      { board: '1', south: 's1', vul: 'None', contract: '4H', result: '10', cards: 8 },
      { board: '2', south: 's2', vul: 'NS', contract: '4H', result: '9', cards: 0 },
      { board: '3', south: 's3', vul: 'All', contract: '?', result: '?', cards: 0 },
    ]);
  });
  it('reads the heading keys before the deal (pn qx rh ah md sv, as Bridge Composer writes them)', () => {
    const board = (n: number, south: string): string =>
      `pn|${south},w,n,e|qx|o${n},BOARD ${n}|rh||ah|Board ${n}|md|${HANDS}|sv|e|sa|0|${AUCTION}${PLAY}mc|${n + 8}|pg||`;
    const games = all(`mn|Club night|${board(1, 's1')}${board(2, 's2')}\n${board(3, 's3')}`);
    expect(games.map(summary)).toEqual(
      [1, 2, 3].map((n) => ({
        board: `${n}`,
        south: `s${n}`,
        vul: 'EW',
        contract: '4H',
        result: `${n + 8}`,
        cards: 8,
      })),
    );
    expect(tagValue(games[0]!, 'Room')).toBe('Open');
  });
  it('reads boards that give ah and sv before md, and boards with a deal only', () => {
    const text =
      `qx|o4|ah|Board 4|sv|b|md|${HANDS}|${AUCTION}qx|c4|ah|Board 4|sv|b|md|${HANDS}|${AUCTION}mc|8|` +
      `md|${HANDS}|rh||ah|Board 5|sv|n|md|${HANDS}|rh||ah|Board 6|sv|e|`;
    const games = all(text);
    expect(
      games.map((g) => [tagValue(g, 'Board'), tagValue(g, 'Room') ?? '', tagValue(g, 'Vulnerable')]),
    ).toEqual([
      ['4', 'Open', 'All'],
      ['4', 'Closed', 'All'],
      ['5', '', 'NS'],
      ['6', '', 'EW'],
    ]);
  });
  it('reads a claim made in the middle of a trick', () => {
    const [g] = all(`md|${HANDS}|ah|Board 1|sv|o|${AUCTION}pc|S7|pc|S9|pc|ST|pc|S4|pc|H6|mc|10|`);
    expect(tagValue(g!, 'Result')).toBe('10');
    expect(g!.play?.end).toBe('*');
    expect(g!.play?.tricks.map((t) => t.map((e) => e.card))).toEqual([
      ['S7', 'S9', 'ST', 'S4'],
      [null, null, 'H6', null],
    ]);
    expect(checkPbnGame(g!)).toMatchObject({ score: 420, warnings: [] });
  });
  it("reads a hand viewer's address and percent-encoded text", () => {
    const lin = `pn|s1,w1,n1,e1|st||md|${HANDS}|rh||ah|Board 1|sv|o|${AUCTION}${PLAY}mc|10|`;
    const encoded = lin.replace(/,/g, '%2C').replace(/ /g, '%20');
    const fromUrl = all(`https://www.bridgebase.com/tools/handviewer.html?bbo=y&lin=${encoded}`);
    expect(fromUrl).toEqual(all(lin));
    expect(all(encoded)).toEqual(all(lin));
    expect(summary(fromUrl[0]!)).toMatchObject({ board: '1', south: 's1', contract: '4H', result: '10' });
  });
});
