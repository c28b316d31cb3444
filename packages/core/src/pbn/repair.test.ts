import { describe, expect, it } from 'vitest';
import { checkPbnGame, parsePbn, tagValue, type PbnRead } from './index.ts';

// N 84.AQT984.AT54.J, E 73.J752.QJ92.K86, S KJ962.3.63.QT432, W AQT5.K6.K87.A975.
const DEAL = 'N:84.AQT984.AT54.J 73.J752.QJ92.K86 KJ962.3.63.QT432 AQT5.K6.K87.A975';
const BOARD1 = `[Event "Cup"]\n[Site "Rome"]\n[Board "1"]\n[West "w"]\n[North "n"]\n[East "e"]\n[South "s"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${DEAL}"]\n[Scoring "IMP"]`;
const AUCTION_4H = '[Auction "N"]\n1H Pass 2H Pass\n4H Pass Pass Pass';

function lenient(text: string): PbnRead {
  const r = parsePbn(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function refused(text: string) {
  const r = parsePbn(text, { strict: true });
  if (r.ok) throw new Error('the strict reader accepted the file');
  return r.error;
}
const names = (r: PbnRead): string[] => r.fixes.map((f) => f.name);

describe('inherited tags (the other room omits the board and its deal)', () => {
  const open = `${BOARD1}\n[Room "Open"]\n[Declarer "N"]\n[Contract "4H"]\n[Result "10"]\n${AUCTION_4H}`;
  const closed = `[Room "Closed"]\n[Declarer "N"]\n[Contract "4H"]\n[Result "9"]\n${AUCTION_4H}`;
  const board2 = `[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n[Room "Open"]\n[Auction "E"]\nAP`;
  const text = [open, closed, board2, `[Room "Closed"]\n[Auction "E"]\nAP`].join('\n\n');

  it('takes Board, Dealer, Vulnerable, Deal and the identification tags from the previous game', () => {
    const r = lenient(text);
    const g = r.file.games[1]!;
    for (const t of ['Board', 'Dealer', 'Vulnerable', 'Deal', 'Event', 'Site', 'North', 'Scoring'])
      expect(tagValue(g, t)).toBe(tagValue(r.file.games[0]!, t));
    expect(checkPbnGame(g).score).toBe(-50);
    // Board 2 is another board: its deal is not board 1's, but its own other room inherits Board 2.
    expect(tagValue(r.file.games[2]!, 'Deal')).toBe('?');
    expect(tagValue(r.file.games[2]!, 'Event')).toBe('Cup');
    expect(tagValue(r.file.games[3]!, 'Board')).toBe('2');
  });
  it('names the fix once for the file, with one warning', () => {
    const r = lenient(text);
    expect(r.fixes).toEqual([
      {
        name: 'inherited-tags',
        games: [1, 2, 3],
        message: expect.stringMatching(/^inherited-tags/) as string,
      },
    ]);
    const w = r.warnings.filter((x) => x.message.startsWith('inherited-tags'));
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ game: 1, line: 20 });
    expect(w[0]!.message).toMatch(/3 games, first: game 2, line 20\): omitted tags taken .*Board 2/);
  });
  it('the strict reader refuses it, naming the game, line and tag', () => {
    expect(refused(text)).toMatchObject({ code: 'pbn/inherited_tag', line: 20, field: 'Event' });
    expect(refused(text).message).toMatch(/the game omits \[Event\], which the previous game gives/);
  });
  it('a game that gives its own, other deal does not take the previous board', () => {
    const other = 'N:AQT5.K6.K87.A975 84.AQT984.AT54.J 73.J752.QJ92.K86 KJ962.3.63.QT432';
    const r = lenient(`${open}\n\n[Deal "${other}"]\n[Auction "N"]\nAP`);
    const g = r.file.games[1]!;
    expect(tagValue(g, 'Board')).toBe('?');
    expect(tagValue(g, 'Deal')).toBe(other);
    expect(tagValue(g, 'Event')).toBe('Cup');
    // The same deal written from another seat is the same board.
    const same = 'E:73.J752.QJ92.K86 KJ962.3.63.QT432 AQT5.K6.K87.A975 84.AQT984.AT54.J';
    expect(tagValue(lenient(`${open}\n\n[Deal "${same}"]\n[Auction "N"]\nAP`).file.games[1]!, 'Board')).toBe(
      '1',
    );
  });
  it('a file that repeats every tag is clean', () => {
    const r = lenient([open, open.replace('"Open"', '"Closed"')].join('\n\n'));
    expect(r.fixes).toEqual([]);
    expect(parsePbn([open, open.replace('"Open"', '"Closed"')].join('\n\n'), { strict: true }).ok).toBe(true);
  });
});

describe('"#" (PBN 2.1: the previous game\'s value)', () => {
  const text = `${BOARD1}\n[Declarer "N"]\n[Contract "4H"]\n[Result "10"]\n${AUCTION_4H}\n\n[Event "#"]\n[Site "#"]\n[Board "#"]\n[West "#"]\n[North "#"]\n[East "#"]\n[South "#"]\n[Dealer "#"]\n[Vulnerable "#"]\n[Deal "#"]\n[Scoring "#"]\n[Declarer "N"]\n[Contract "4H"]\n[Result "10"]\n${AUCTION_4H}\n\n[Board "#"]\n[Deal "#"]\n[Dealer "#"]\n[Auction "N"]\nAP`;
  it('copies the values, with one warning for the file', () => {
    const r = lenient(text);
    expect(tagValue(r.file.games[1]!, 'Deal')).toBe(DEAL);
    expect(tagValue(r.file.games[2]!, 'Board')).toBe('1');
    expect(r.file.games[1]!.tags).toEqual(r.file.games[0]!.tags);
    expect(names(r)).toEqual(['inherited-tags']);
    expect(r.fixes[0]!.games).toEqual([1, 2]);
    expect(r.warnings.filter((w) => /"#" values copied .*Deal 2/.test(w.message))).toHaveLength(1);
  });
  it('the strict reader refuses it', () => {
    expect(refused(text)).toMatchObject({ code: 'pbn/inherited_tag', field: 'Event', line: 19 });
    expect(refused(text).message).toMatch(/\[Event "#"\] stands for the previous game's value/);
  });
});

describe('no Auction section', () => {
  const text = `${BOARD1}\n[Declarer "N"]\n[Contract "4H"]\n[Result "10"]\n\n${BOARD1.replace('"1"', '"2"')}\n[Declarer "N"]\n[Contract "4H"]\n[Result "10"]`;
  it('reads the game with no calls and the score of its tags, one warning for the file', () => {
    const r = lenient(text);
    expect(r.file.games[0]!.auction).toBeNull();
    expect(checkPbnGame(r.file.games[0]!)).toMatchObject({ score: 420, warnings: [] });
    expect(r.fixes).toMatchObject([{ name: 'no-auction', games: [0, 1] }]);
    expect(r.warnings.map((w) => w.message)).toEqual([
      'no-auction (2 games, first: game 1, line 1): no Auction section; read with an empty auction',
    ]);
  });
  it('the strict reader refuses it', () => {
    expect(refused(text)).toMatchObject({ code: 'pbn/no_auction', field: 'Auction', line: 1 });
  });
  it('a minibridge game has no auction by rule: nothing to repair', () => {
    expect(lenient(`[Scoring "Minibridge"]\n[Contract "4H"][Declarer "N"]`).fixes).toEqual([]);
  });
});

describe('dropped leading passes', () => {
  // Dealer E: Pass Pass Pass by E, S, W, then North opens; 4H by North.
  const game = (board: number, auction: string): string =>
    `${BOARD1.replace('"1"', `"${board}"`).replace('[Dealer "N"]', '[Dealer "E"]')}\n[Declarer "N"]\n[Contract "4H"]\n[Result "10"]\n[Auction "E"]\n${auction}`;
  const text = [game(1, '1H Pass 2H Pass\n4H Pass Pass Pass'), game(2, '1H Pass 2H Pass\n4H AP')].join(
    '\n\n',
  );

  it('puts back the passes that make the auction agree with Declarer and Contract, once per file', () => {
    const r = lenient(text);
    for (const g of r.file.games) {
      const c = checkPbnGame(g);
      expect(c.calls?.map((x) => (x.type === 'bid' ? `${x.level}${x.strain}` : 'P'))).toEqual(
        'P P P 1H P 2H P 4H P P P'.split(' '),
      );
      expect(c.warnings).toEqual([]);
      expect(c.score).toBe(420);
    }
    expect(r.fixes).toMatchObject([{ name: 'leading-passes', games: [0, 1] }]);
    expect(r.warnings.filter((w) => w.message.startsWith('leading-passes'))).toHaveLength(1);
  });
  it('the strict reader refuses it', () => {
    const e = refused(text);
    expect(e).toMatchObject({ code: 'pbn/auction_mismatch', field: 'Auction', line: 1 });
    expect(e.message).toMatch(
      /ends in 4H by E, but the file says 4H by N, which it is with 3 leading passes/,
    );
  });
  it('repairs nothing when no number of passes makes the file agree', () => {
    const r = lenient(
      game(1, '1H Pass 2H Pass\n4H Pass Pass Pass').replace('[Contract "4H"]', '[Contract "3NT"]'),
    );
    expect(r.fixes).toEqual([]);
    expect(checkPbnGame(r.file.games[0]!).warnings.join()).toMatch(
      /auction ends in 4H by E, but the file says 3NT by N/,
    );
  });
  it('repairs nothing when the Auction tag does not name the dealer', () => {
    const r = lenient(
      game(1, '1H Pass 2H Pass\n4H Pass Pass Pass').replace('[Auction "E"]', '[Auction "S"]'),
    );
    expect(r.fixes).toEqual([]);
  });
});

describe('Play rows in the order played', () => {
  // 4H by N, East leads. Trick 1 (E S W N) S7 S9 ST S4: West wins; trick 2 West leads H6, North H4,
  // East H5, South H3: West wins again; trick 3 West SA, North S8, East S3, South S2.
  const head = (board: number): string =>
    `${BOARD1.replace('"1"', `"${board}"`)}\n[Declarer "N"]\n[Contract "4H"]\n[Result "10"]\n${AUCTION_4H}\n[Play "E"]\n`;
  const playedOrder = 'S7 S9 ST S4\nH6 H4 H5 H3\nSA S8 S3 S2\n*';
  const text = [head(1) + playedOrder, head(2) + playedOrder].join('\n\n');

  it('reads them in the order played when the seat columns make a card impossible', () => {
    const r = lenient(text);
    const g = r.file.games[0]!;
    expect(g.play?.tricks.map((t) => t.map((e) => e.card))).toEqual([
      ['S7', 'S9', 'ST', 'S4'],
      ['H5', 'H3', 'H6', 'H4'],
      ['S3', 'S2', 'SA', 'S8'],
    ]);
    const c = checkPbnGame(g);
    expect(c.play).toEqual('S7 S9 ST S4 H6 H4 H5 H3 SA S8 S3 S2'.split(' '));
    expect(c.warnings).toEqual([]);
    expect(r.fixes).toMatchObject([{ name: 'played-order-play', games: [0, 1] }]);
    expect(r.warnings.filter((w) => w.message.startsWith('played-order-play'))).toHaveLength(1);
  });
  it('keeps seat columns that are right', () => {
    const r = lenient(head(1) + 'S7 S9 ST S4\nH5 H3 H6 H4\nS3 S2 SA S8\n*');
    expect(r.fixes).toEqual([]);
  });
  it('the strict reader refuses it', () => {
    const e = refused(text);
    expect(e).toMatchObject({ code: 'pbn/bad_play', field: 'Play', line: 1 });
    expect(e.message).toMatch(/in seat columns, card 5 \(H5, trick 2\) cannot be played/);
  });
  it('repairs nothing when neither reading fits every trick', () => {
    const r = lenient(head(1) + 'S7 S9 ST S4\nH6 H4 H5 H3\nSA S8 S3 DJ\n*');
    expect(r.fixes).toEqual([]);
    expect(checkPbnGame(r.file.games[0]!).warnings.join()).toMatch(/W does not hold H5/);
    expect(refused(head(1) + 'S7 S9 ST S4\nH6 H4 H5 H3\nSA S8 S3 DJ\n*')).toMatchObject({
      code: 'pbn/bad_play',
    });
  });
});

describe('a doubled auction with an undoubled Contract tag', () => {
  const text = `${BOARD1}\n[Declarer "N"]\n[Contract "4H"]\n[Result "10"]\n[Auction "N"]\n1H Pass 2H Pass\n4H X Pass Pass\nPass`;
  it("scores the auction's contract, with one warning", () => {
    const r = lenient(text);
    expect(tagValue(r.file.games[0]!, 'Contract')).toBe('4HX');
    expect(checkPbnGame(r.file.games[0]!)).toMatchObject({ score: 590, warnings: [] });
    expect(names(r)).toEqual(['contract-doubling']);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]!.message).toMatch(/^contract-doubling \(1 game, first: game 1, line 1\)/);
  });
  it('the strict reader refuses it', () => {
    expect(refused(text)).toMatchObject({ code: 'pbn/auction_mismatch', field: 'Contract' });
    expect(refused(text).message).toMatch(/ends in 4HX by N, but \[Contract\] says "4H"/);
  });
  it('a Contract tag doubled more than the auction is not repaired', () => {
    const r = lenient(text.replace('[Contract "4H"]', '[Contract "4HXX"]'));
    expect(r.fixes).toEqual([]);
    expect(tagValue(r.file.games[0]!, 'Contract')).toBe('4HXX');
  });
});

describe('several quirks in one file', () => {
  it('repairs each, naming every fix once', () => {
    // Board 1 open room clean, closed room: tags omitted, passes dropped (dealer E), doubling lost,
    // play in the order played; board 2 without an auction.
    const b1 = BOARD1.replace('[Dealer "N"]', '[Dealer "E"]');
    const open = `${b1}\n[Declarer "N"]\n[Contract "4H"]\n[Result "10"]\n[Auction "E"]\nPass Pass Pass 1H\nPass 2H Pass 4H\nAP\n[Play "E"]\nS7 S9 ST S4\nH5 H3 H6 H4\n*`;
    const closed = `[Declarer "N"]\n[Contract "4H"]\n[Result "10"]\n[Auction "E"]\n1H Pass 2H Pass\n4H X AP\n[Play "E"]\nS7 S9 ST S4\nH6 H4 H5 H3\n*`;
    const r = lenient([open, closed, `[Board "2"]\n[Contract "Pass"]`].join('\n\n'));
    expect(names(r)).toEqual([
      'inherited-tags',
      'no-auction',
      'leading-passes',
      'played-order-play',
      'contract-doubling',
    ]);
    expect(r.warnings.map((w) => w.message.split(' ')[0] ?? '').filter((w) => !w.startsWith('['))).toEqual([
      'inherited-tags',
      'leading-passes',
      'played-order-play',
      'contract-doubling',
      'no-auction',
    ]);
    const c = checkPbnGame(r.file.games[1]!);
    expect(c).toMatchObject({ score: 590, warnings: [] });
    expect(c.play).toEqual(checkPbnGame(r.file.games[0]!).play);
  });
});
