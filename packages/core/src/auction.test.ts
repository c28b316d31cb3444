import { describe, expect, it } from 'vitest';
import golden from '../test/data/auctions.json' with { type: 'json' };
import {
  applyCall,
  applyCalls,
  auctionResult,
  auctionToAct,
  isAuctionComplete,
  legalCalls,
  startAuction,
  type Auction,
} from './auction.ts';
import { makeCall, makeContract, parseCall, type Call } from './call.ts';
import { unwrap } from './result.ts';
import { rotate } from './seat.ts';
import { isSeat, type Seat } from './types.ts';

function calls(text: string): Call[] {
  return text
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .map((t) => unwrap(parseCall(t)));
}

/** Plays the calls one at a time and reports the first error, or the auction. */
function run(dealer: Seat, text: string): { auction: Auction } | { code: string; at: number } {
  let a = startAuction(dealer);
  const cs = calls(text);
  for (let i = 0; i < cs.length; i++) {
    const r = applyCall(a, cs[i]!);
    if (!r.ok) return { code: r.error.code, at: i };
    a = r.value;
  }
  return { auction: a };
}

function summary(a: Auction): { contract: string; declarer: Seat | null } | null {
  const r = auctionResult(a);
  if (r === null) return null;
  return r.kind === 'passedOut'
    ? { contract: 'PASS', declarer: null }
    : { contract: makeContract(r.contract), declarer: r.declarer };
}

describe('auctions.json (every case)', () => {
  it.each(golden.cases.map((c) => ({ ...c, text: c.calls.join(' ') })))(
    '$dealer: $text — $note',
    ({ dealer, calls: cs, legal, complete, contract, declarer }) => {
      if (!isSeat(dealer)) throw new Error(`bad dealer ${dealer}`);
      const r = run(dealer, cs.join(' '));
      if (!legal) {
        expect('code' in r).toBe(true);
        if ('code' in r) expect(r.at).toBe(cs.length - 1); // the last call is the illegal one
        return;
      }
      if (!('auction' in r)) throw new Error(`unexpected error ${JSON.stringify(r)}`);
      expect(isAuctionComplete(r.auction)).toBe(complete);
      if (complete) expect(summary(r.auction)).toEqual({ contract, declarer });
      else expect(auctionResult(r.auction)).toBeNull();
    },
  );
});

/**
 * One positive and one negative case per rule of the auction (rules reference §3, the Laws on calls).
 * `error` null: every call is accepted; otherwise the last call is refused with that code.
 */
const LEGALITY: readonly {
  rule: string;
  source: string;
  dealer: Seat;
  calls: string;
  error: string | null;
}[] = [
  { rule: 'bid higher level', source: '§3 Bid', dealer: 'N', calls: '1NT 2C', error: null },
  { rule: 'bid same level higher strain', source: '§3 Bid', dealer: 'N', calls: '1D P 1H', error: null },
  {
    rule: 'insufficient: same level lower strain',
    source: '§3 Bid',
    dealer: 'N',
    calls: '1S 1H',
    error: 'call/insufficient',
  },
  {
    rule: 'insufficient: lower level',
    source: '§3 Bid',
    dealer: 'E',
    calls: '2C P 1NT',
    error: 'call/insufficient',
  },
  {
    rule: 'insufficient: past a double, still compared with the last bid',
    source: '§3 Bid',
    dealer: 'N',
    calls: '2H X 2D',
    error: 'call/insufficient',
  },
  { rule: 'double an opponent’s bid at once', source: '§3 Double', dealer: 'N', calls: '1C X', error: null },
  {
    rule: 'double an opponent’s bid after two passes',
    source: '§3 Double',
    dealer: 'S',
    calls: '1C P P X',
    error: null,
  },
  {
    rule: 'double partner’s bid',
    source: '§3 Double',
    dealer: 'N',
    calls: '1C P X',
    error: 'call/double_not_allowed',
  },
  {
    rule: 'double when the last call is a double',
    source: '§3 Double',
    dealer: 'N',
    calls: '1C X P X',
    error: 'call/double_not_allowed',
  },
  {
    rule: 'double at the start',
    source: '§3 Double',
    dealer: 'W',
    calls: 'X',
    error: 'call/double_not_allowed',
  },
  {
    rule: 'redouble the opponents’ double',
    source: '§3 Redouble',
    dealer: 'N',
    calls: '1C X XX',
    error: null,
  },
  {
    rule: 'redouble after two passes',
    source: '§3 Redouble',
    dealer: 'N',
    calls: '1C X P P XX',
    error: null,
  },
  {
    rule: 'redouble partner’s double',
    source: '§3 Redouble',
    dealer: 'N',
    calls: '1C X P XX',
    error: 'call/redouble_not_allowed',
  },
  {
    rule: 'redouble a bid',
    source: '§3 Redouble',
    dealer: 'N',
    calls: '1C XX',
    error: 'call/redouble_not_allowed',
  },
  {
    rule: 'redouble a redouble',
    source: '§3 Redouble',
    dealer: 'N',
    calls: '1C X XX P XX',
    error: 'call/redouble_not_allowed',
  },
  {
    rule: 'a new bid clears X: the new bid may be doubled',
    source: '§3 new bid cancels',
    dealer: 'N',
    calls: '1C X 1D X',
    error: null,
  },
  {
    rule: 'a new bid clears X: no redouble of the old double',
    source: '§3 new bid cancels',
    dealer: 'N',
    calls: '1C X 1D XX',
    error: 'call/redouble_not_allowed',
  },
  {
    rule: 'three passes after a bid end it',
    source: '§3 End',
    dealer: 'N',
    calls: '1C P P P P',
    error: 'call/auction_over',
  },
  { rule: 'two passes after a bid do not', source: '§3 End', dealer: 'N', calls: '1C P P 1D', error: null },
  {
    rule: 'four passes at the start end it',
    source: '§3 End',
    dealer: 'E',
    calls: 'P P P P 1C',
    error: 'call/auction_over',
  },
  { rule: 'three passes at the start do not', source: '§3 End', dealer: 'E', calls: 'P P P 1C', error: null },
  {
    rule: 'three passes after a double end it',
    source: '§3 End',
    dealer: 'N',
    calls: '1C X P P P X',
    error: 'call/auction_over',
  },
];

describe('auction legality table (§3)', () => {
  it.each(LEGALITY)('$rule ($source): $calls', ({ dealer, calls: text, error }) => {
    const r = run(dealer, text);
    if (error === null) expect('auction' in r).toBe(true);
    else expect(r).toEqual({ code: error, at: calls(text).length - 1 });
  });
});

describe('declarer (§3 Declarer)', () => {
  it('partner named the strain first: N 1H, S 4H — North declares', () => {
    const a = unwrap(applyCalls(startAuction('N'), calls('1H P 4H P P P')));
    expect(summary(a)).toEqual({ contract: '4H', declarer: 'N' });
  });
  it('an opponent naming the strain first does not make them declarer', () => {
    const a = unwrap(applyCalls(startAuction('N'), calls('1C 1S P P 2S P P P')));
    expect(summary(a)).toEqual({ contract: '2S', declarer: 'N' });
    const b = unwrap(applyCalls(startAuction('N'), calls('1S 2C P P 2S P P P')));
    expect(summary(b)).toEqual({ contract: '2S', declarer: 'N' });
  });
  it('a redoubled contract: declarer is the bidder’s side, not the redoubler', () => {
    const a = unwrap(applyCalls(startAuction('E'), calls('1NT X XX P P P')));
    expect(summary(a)).toEqual({ contract: '1NTXX', declarer: 'E' });
    const b = unwrap(applyCalls(startAuction('N'), calls('P 1S 2H 2S X XX P P P')));
    expect(summary(b)).toEqual({ contract: '2SXX', declarer: 'E' });
  });
  it('a passed-out deal has no declarer', () => {
    for (const dealer of ['N', 'E', 'S', 'W'] as const) {
      const a = unwrap(applyCalls(startAuction(dealer), calls('P P P P')));
      expect(auctionResult(a)).toEqual({ kind: 'passedOut' });
      expect(auctionToAct(a)).toBeNull();
    }
  });
  it('X then a new bid then nothing: undoubled', () => {
    const a = unwrap(applyCalls(startAuction('N'), calls('1H X 2H P P P')));
    expect(summary(a)).toEqual({ contract: '2H', declarer: 'N' });
  });
});

describe('turn order and legal-call lists', () => {
  it('the dealer calls first, then clockwise', () => {
    let a = startAuction('S');
    for (let i = 0; i < 6; i++) {
      expect(auctionToAct(a)).toBe(rotate('S', i));
      a = unwrap(
        applyCall(
          a,
          legalCalls(a).find((c) => c.type === 'bid')!,
        ),
      );
    }
  });
  it('the list holds exactly the calls that applyCall accepts', () => {
    const all = calls('P X XX').concat(
      ['1', '2', '3', '4', '5', '6', '7'].flatMap((l) =>
        calls(['C', 'D', 'H', 'S', 'NT'].map((s) => l + s).join(' ')),
      ),
    );
    for (const text of ['', '1C', '1C X', '1C X XX', '1C P P', '2NT P', '7NT', '7NT X', '1H X P P']) {
      const a = unwrap(applyCalls(startAuction('N'), calls(text)));
      const listed = legalCalls(a).map(makeCall).sort();
      const accepted = all
        .filter((c) => applyCall(a, c).ok)
        .map(makeCall)
        .sort();
      expect(listed).toEqual(accepted);
      expect(listed).toContain('P');
    }
  });
  it('a complete auction lists no calls', () => {
    const a = unwrap(applyCalls(startAuction('N'), calls('1C P P P')));
    expect(legalCalls(a)).toEqual([]);
  });
  it('random legal auctions always end, with a consistent result', () => {
    let x = 12345;
    const rand = (n: number): number => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x % n;
    };
    for (let t = 0; t < 300; t++) {
      let a = startAuction(rotate('N', t));
      while (!isAuctionComplete(a)) {
        const legal = legalCalls(a);
        // Favour passes so that auctions end in a reasonable length.
        const pick = rand(3) === 0 ? legal[rand(legal.length)]! : legal[0]!;
        a = unwrap(applyCall(a, pick));
      }
      const r = auctionResult(a);
      expect(r).not.toBeNull();
      if (r?.kind === 'contract') {
        const strainBids = a.calls
          .map((c, i) => ({ c, seat: rotate(a.dealer, i) }))
          .filter(({ c }) => c.type === 'bid' && c.strain === r.contract.strain);
        expect(strainBids.some(({ seat }) => seat === r.declarer)).toBe(true);
      }
    }
  });
});
