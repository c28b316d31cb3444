import { describe, expect, it } from 'vitest';
import { checkPbnGame, makePbn, parsePbn, pbnFacts, tagValue, type PbnGame } from './index.ts';

const DEAL = 'N:84.AQT984.AT54.J 73.J752.QJ92.K86 KJ962.3.63.QT432 AQT5.K6.K87.A975';

function game(body: string): PbnGame {
  const r = parsePbn(body);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.file.games[0]!;
}
function failure(body: string) {
  const r = parsePbn(body);
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

describe('tags and Deal', () => {
  it('fills missing mandatory tags with "?" and orders tags the export way', () => {
    const g = game(`[Result "9"][Board "3"] [Zeta "z"] [Alpha "a"]\n[Contract "3NT"][Declarer "s"]`);
    expect(g.tags.map((t) => t.name)).toEqual([
      'Event',
      'Site',
      'Date',
      'Board',
      'West',
      'North',
      'East',
      'South',
      'Dealer',
      'Vulnerable',
      'Deal',
      'Scoring',
      'Declarer',
      'Contract',
      'Result',
      'Alpha',
      'Zeta',
    ]);
    expect(tagValue(g, 'Event')).toBe('?');
    expect(tagValue(g, 'Declarer')).toBe('S');
    // Dealer and Vulnerable derived from the board number.
    expect(tagValue(g, 'Dealer')).toBe('S');
    expect(tagValue(g, 'Vulnerable')).toBe('EW');
  });
  it('reads Deal from any first seat and writes it from the dealer', () => {
    const g = game(
      `[Dealer "E"]\n[Deal "w:AQT5.K6.K87.A975 84.AQT984.AT54.J 73.J752.QJ92.K86 KJ962.3.63.QT432"]`,
    );
    expect(tagValue(g, 'Deal')).toBe('E:73.J752.QJ92.K86 KJ962.3.63.QT432 AQT5.K6.K87.A975 84.AQT984.AT54.J');
    expect(pbnFacts(g).deal?.N?.toPbn()).toBe('84.AQT984.AT54.J');
  });
  it('keeps "-" hands', () => {
    const g = game(`[Dealer "N"][Deal "N:84.AQT984.AT54.J - - -"]`);
    expect(tagValue(g, 'Deal')).toBe('N:84.AQT984.AT54.J - - -');
    expect(pbnFacts(g).deal?.E).toBeNull();
  });
  it.each([
    ['Love', 'None'],
    ['-', 'None'],
    ['none', 'None'],
    ['Both', 'All'],
    ['all', 'All'],
    ['ns', 'NS'],
    ['EW', 'EW'],
  ])('Vulnerable %s is %s', (v, want) => {
    expect(tagValue(game(`[Vulnerable "${v}"]`), 'Vulnerable')).toBe(want);
  });
  it.each([
    ['1N', '1NT'],
    ['4sx', '4SX'],
    ['2HR', '2HXX'],
    ['3ntxx', '3NTXX'],
    ['pass', 'Pass'],
    ['AP', 'Pass'],
  ])('Contract %s is %s', (v, want) => {
    expect(tagValue(game(`[Contract "${v}"]`), 'Contract')).toBe(want);
  });
  it('reads Result written by side', () => {
    expect(tagValue(game(`[Declarer "E"][Result "NS 4"]`), 'Result')).toBe('9');
    expect(tagValue(game(`[Declarer "N"][Result "NS 9 EW 4"]`), 'Result')).toBe('9');
  });
  it('resolves # and inherits omitted identification tags from the previous game', () => {
    const r = parsePbn(
      `[Event "Cup"][Site "Rome"][North "Nora"][Board "1"][Room "Open"]\n\n[Event "#"][Board "2"]\n\n[Board "3"][Site "Milan"]`,
    );
    if (!r.ok) throw new Error(r.error.message);
    const [, g2, g3] = r.value.file.games;
    expect(tagValue(g2!, 'Event')).toBe('Cup');
    expect(tagValue(g2!, 'North')).toBe('Nora');
    expect(tagValue(g2!, 'Room')).toBeUndefined(); // supplemental tags are not inherited
    expect(tagValue(g3!, 'Event')).toBe('Cup');
    expect(tagValue(g3!, 'Site')).toBe('Milan');
  });
  it('ignores a repeated tag with a warning', () => {
    const r = parsePbn(`[Board "1"]\n[Board "2"]`);
    expect(r.ok && tagValue(r.value.file.games[0]!, 'Board')).toBe('1');
    expect(r.ok && r.value.warnings.some((w) => /second \[Board\]/.test(w.message))).toBe(true);
  });
  it('reads comments, % lines and CRLF, and keeps comments where they stand', () => {
    const text =
      '% PBN 2.1\r\n% META x\r\n{file note}\r\n\r\n{game note}\r\n[Board "1"] ; about the board\r\n[Event "E"] {multi\r\n\r\nline}\r\n';
    const r = parsePbn(text);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.file.escapes).toEqual(['META x']);
    expect(r.value.file.comments).toEqual(['file note']);
    const g = r.value.file.games[0]!;
    expect(g.comments).toEqual(['game note']);
    expect(g.tags.find((t) => t.name === 'Board')?.comments).toEqual([' about the board']);
    expect(g.tags.find((t) => t.name === 'Event')?.comments).toEqual(['multi\n\nline']);
  });
  it('reads a value with unescaped quotes up to the next "], and writes it escaped', () => {
    const g = game(`[Event "The "Big" Cup"] [Site "x"]`);
    expect(tagValue(g, 'Event')).toBe('The "Big" Cup');
    expect(tagValue(g, 'Site')).toBe('x');
    const h = game(`[Event "The "Big" Cup"]\n[Site "x"]`);
    expect(tagValue(h, 'Event')).toBe('The "Big" Cup');
    const again = parsePbn(makePbn([h]));
    expect(again.ok && again.value.file.games[0]).toEqual(h);
  });
  it('reads escaped quotes and backslashes in values', () => {
    expect(tagValue(game(`[Event "The \\"Big\\" one \\\\ a\\2R"]`), 'Event')).toBe('The "Big" one \\ a\\2R');
  });
});

describe('the Auction section', () => {
  it('reads Pass, X, XX, AP, lower case and suit symbols', () => {
    const g = game(`[Dealer "S"]\n[Auction "S"]\n1♥ x xx pass\n2c Pass Pass AP`);
    const c = checkPbnGame(g);
    expect(c.calls?.map((x) => (x.type === 'bid' ? `${x.level}${x.strain}` : x.type))).toEqual([
      '1H',
      'double',
      'redouble',
      'pass',
      '2C',
      'pass',
      'pass',
      'pass',
    ]);
  });
  it('expands AP to four passes on a passed-out board', () => {
    expect(checkPbnGame(game(`[Dealer "N"][Contract "Pass"]\n[Auction "N"]\nAP`)).calls).toHaveLength(4);
  });
  it('reads note references with their Note tags, NAGs and suffixes', () => {
    const g = game(
      `[Dealer "N"]\n[Auction "N"]\n1NT =1= Pass 2C! =2= $4 Pass\n[Note "1:15-17"]\n[Note "2:Stayman"]`,
    );
    const a = g.auction!;
    expect(a.calls[0]!.note).toBe(1);
    expect(a.calls[2]).toMatchObject({ note: 2, nags: [1, 4] });
    expect(a.notes).toEqual([
      { number: 1, text: '15-17' },
      { number: 2, text: 'Stayman' },
    ]);
  });
  it('gives Note tags standing apart from the section to the auction (regression: found by the fuzz test)', () => {
    const g = game(`[Dealer "N"]\n[Note "2:later"]\n[Auction "N"]\n1NT =2= AP\n[Note "1:first"]`);
    expect(g.auction?.notes).toEqual([
      { number: 1, text: 'first' },
      { number: 2, text: 'later' },
    ]);
    expect(g.tags.some((t) => t.name === 'Note')).toBe(false);
    const again = parsePbn(makePbn([g]));
    expect(again.ok && again.value.file.games[0]).toEqual(g);
    expect(failure(`[Board "1"]\n[Note "no number"]`)).toMatchObject({ line: 2, field: 'Note' });
  });
  it('drops "-" placeholders before the dealer', () => {
    const g = game(`[Dealer "S"]\n[Auction "N"]\n- - 1S Pass`);
    expect(g.auction?.first).toBe('S');
  });
  it('keeps * and + ends', () => {
    expect(game(`[Dealer "N"]\n[Auction "N"]\n1S *`).auction?.end).toBe('*');
    expect(game(`[Dealer "N"]\n[Auction "N"]\n1S +`).auction?.end).toBe('+');
  });
  it('names the line and field of a bad call', () => {
    const e = failure(`[Dealer "N"]\n[Auction "N"]\n1S 8H`);
    expect(e).toMatchObject({ code: 'pbn/bad_auction', line: 3, field: 'Auction' });
    expect(e.message).toMatch(/^line 3, Auction: "8H"/);
  });
});

describe('the Play section', () => {
  const head = `[Dealer "N"][Vulnerable "None"][Declarer "N"][Contract "4H"][Result "10"]\n[Deal "${DEAL}"]\n`;
  it('puts seat columns in the order played (the winner leads the next trick)', () => {
    // East leads S7; West's ST wins; West leads H6 to trick 2, so East's H5 (column 1) comes third.
    const g = game(`${head}[Play "E"]\nS7 S9 ST S4\nH5 H3 H6 H4\n*`);
    const c = checkPbnGame(g);
    expect(c.play).toEqual(['S7', 'S9', 'ST', 'S4', 'H6', 'H4', 'H5', 'H3']);
    expect(c.warnings).toEqual([]);
  });
  it('"-" marks cards not played after a claim', () => {
    const g = game(`${head}[Play "E"]\nS7 S9 ST S4\nH5 - H6 H4\n*`);
    const c = checkPbnGame(g);
    // West leads H6, North H4, East H5, then South's card is missing.
    expect(c.play).toEqual(['S7', 'S9', 'ST', 'S4', 'H6', 'H4', 'H5']);
  });
  it('warns about a card the player does not hold, keeping the file', () => {
    const c = checkPbnGame(game(`${head}[Play "E"]\nS7 DJ ST S4\n*`));
    expect(c.warnings.join()).toMatch(/S does not hold DJ/);
  });
  it('warns about a lead by the wrong player', () => {
    const c = checkPbnGame(game(`${head}[Play "S"]\nS9 ST S4 S7\n*`));
    expect(c.warnings.join()).toMatch(/opening lead is by S/);
  });
  it('names the line of a bad card', () => {
    expect(failure(`${head}[Play "E"]\nS7 S9\nZZ`)).toMatchObject({
      code: 'pbn/bad_play',
      line: 5,
      field: 'Play',
    });
  });
});

describe('supplemental sections and scores', () => {
  it('keeps tables and writes them back', () => {
    const g = game(
      `[Board "1"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nN NT 7\nS  S 8\n[ScoreTable "Name\\10L;Score"]\n"A B" 420`,
    );
    expect(g.tables.map((t) => t.name)).toEqual(['OptimumResultTable', 'ScoreTable']);
    expect(g.tables[0]!.columns).toBe('Declarer;Denomination\\2R;Result\\2R');
    expect(g.tables[1]!.rows).toEqual([['"A B"', '420']]);
    const again = parsePbn(makePbn([g]));
    expect(again.ok && again.value.file.games[0]).toEqual(g);
  });
  it.each([
    ['4S', 'N', '10', 'None', 420],
    ['4S', 'E', '10', 'EW', -620],
    ['3NT', 'S', '8', 'All', -100],
    ['4HX', 'E', '8', 'EW', 500],
    ['2SXX', 'W', '8', 'NS', -640],
    ['6NT', 'N', '12', 'NS', 1440],
    ['Pass', '', '', 'All', 0],
  ])('%s by %s making %s, vulnerable %s, scores NS %i', (contract, declarer, result, vul, ns) => {
    const c = checkPbnGame(
      game(`[Contract "${contract}"][Declarer "${declarer}"][Result "${result}"][Vulnerable "${vul}"]`),
    );
    expect(c.score).toBe(ns);
  });
  it('compares the Score tag with the computed score', () => {
    const tags = `[Contract "4S"][Declarer "N"][Result "10"][Vulnerable "None"]`;
    expect(checkPbnGame(game(`${tags}[Score "NS 420"]`)).warnings).toEqual([]);
    expect(checkPbnGame(game(`${tags}[Score "EW 420"]`)).warnings.join()).toMatch(/differs/);
  });
  it('reads DoubleDummyTricks and ScoreIMP', () => {
    expect(
      checkPbnGame(game(`[DoubleDummyTricks "77667775576677566775"][ScoreIMP "NS 4 EW -4"]`)).warnings,
    ).toEqual([]);
    expect(checkPbnGame(game(`[DoubleDummyTricks "7766"]`)).warnings.join()).toMatch(/20 hexadecimal/);
  });
  it('warns when the auction disagrees with Contract and keeps the file', () => {
    const c = checkPbnGame(
      game(
        `[Dealer "N"][Contract "3NT"][Declarer "N"][Result "9"][Vulnerable "None"]\n[Auction "N"]\n1S Pass 4S AP`,
      ),
    );
    expect(c.warnings.join()).toMatch(/auction ends in 4S by N, but the file says 3NT by N/);
    expect(c.facts.contract).toEqual({ level: 3, strain: 'NT', risk: '' });
    expect(c.score).toBe(400);
  });
});

describe('malformed input', () => {
  it.each([
    ['[Board "x"]', 1, 'Board'],
    ['[Board "1"]\n[Deal "N:AKQ"]', 2, 'Deal'],
    ['[Vulnerable "Sometimes"]', 1, 'Vulnerable'],
    ['[Contract "8S"]', 1, 'Contract'],
    ['[Dealer "Q"]', 1, 'Dealer'],
    ['[Declarer "N"][Result "15"]', 1, 'Result'],
    ['[Event "x"\n', 1, 'Event'],
    ['[Event x]', 1, 'Event'],
    ['stray text', 1, 'game'],
    ['[Board "5"] S', 1, 'Board'],
    ['[Deal "N:- - - -"]\n-', 2, 'Deal'],
    ['[Score "NS 1"]\nX', 2, 'Score'],
    ['[Board "1"]\n{never closed', 2, 'comment'],
    ['[Auction "N"]\n1S\n[Note "one"]', 3, 'Note'],
  ])('%j fails on line %i, field %s', (text, line, field) => {
    const e = failure(text);
    expect(e).toMatchObject({ line, field });
    expect(e.message.startsWith(`line ${line}, ${field}: `)).toBe(true);
  });
});

describe('regressions', () => {
  it('orders the play by the auction when the Contract tag is unknown', () => {
    const g = game(
      `[Dealer "N"][Vulnerable "None"][Declarer "N"][Result "10"]\n[Deal "${DEAL}"]\n[Auction "N"]\n1H Pass 4H AP\n[Play "E"]\nS7 S9 ST S4\nH5 H3 H6 H4\n*`,
    );
    expect(checkPbnGame(g).play).toEqual(['S7', 'S9', 'ST', 'S4', 'H6', 'H4', 'H5', 'H3']);
  });
});
