import { describe, expect, it } from 'vitest';
import { makeCall, parsePbnDeal, rotate, unwrap, type Seat, type Vulnerability } from '@tenace/core';
import golden from './golden/sayc-auctions.json' with { type: 'json' };
import { callsOfView, explainAuction, saycCall, scoreOfView, type BidderView } from './bidder.ts';
import type { ScoringMode } from './context.ts';
import { handFactsOf } from './hand.ts';
import { misfits } from './meaning.ts';

interface Row {
  source: string;
  dealer: string;
  auction: string;
  hand: string;
  call: string;
  vul?: string;
  mode?: string;
  partScore?: { NS: number; EW: number };
}

function viewFor(row: Row): BidderView {
  const dealer = row.dealer as Seat;
  const auction = row.auction.split(/\s+/).filter((t) => t.length > 0);
  const seat = rotate(dealer, auction.length);
  const setup = unwrap(parsePbnDeal(`${seat}:${row.hand} - - -`));
  const vul = (row.vul ?? 'None') as Vulnerability;
  return {
    seat,
    dealer,
    auction,
    hands: { N: null, E: null, S: null, W: null, [seat]: setup[seat]!.cards() },
    vulnerability: vul,
    mode: (row.mode ?? 'duplicate') as ScoringMode,
    partScores: row.partScore ?? { NS: 0, EW: 0 },
  };
}

describe('SAYC golden auctions (source in each row)', () => {
  it.each((golden as Row[]).map((r) => [r.source, r] as const))('%s', (_source, row) => {
    const choice = saycCall(viewFor(row));
    expect(makeCall(choice.call), `${row.auction || '(opening)'} with ${row.hand}`).toBe(row.call);
  });

  it.each((golden as Row[]).map((r) => [r.source, r] as const))(
    'the meaning of the call, explained from the auction alone, fits the hand: %s',
    (_source, row) => {
      const view = viewFor(row);
      const calls = [...callsOfView(view.auction), ...callsOfView([row.call])];
      const notes = explainAuction(view.dealer, calls, scoreOfView(view));
      const last = notes[notes.length - 1]!;
      expect(last.meaning.rule, `${row.call} has a rule`).not.toBeNull();
      expect(misfits(handFactsOf(view.hands[view.seat!]!), last.meaning.shows)).toEqual([]);
    },
  );
});
