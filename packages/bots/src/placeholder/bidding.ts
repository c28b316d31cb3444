/**
 * A placeholder bidder (the bidding issue replaces it): natural openings and simple responses, from the
 * seat's view only. Openings: 1NT with 15–17 balanced, 2NT with 20–21 balanced, else with 12+ HCP one of the
 * longer major when it has five cards, otherwise the longer minor. Responses to partner's opening: raises
 * of a major with three-card support by strength, a new major at the one level, no-trump by strength.
 * Opener's rebids: raise to game or invite, rebid a long suit, or no-trump. Simple overcalls with a five-card
 * suit. Every call it returns is one of the legal calls in the view; anything else becomes a pass.
 */
import {
  PASS,
  bid,
  bidIndex,
  cardRank,
  cardSuit,
  makeCall,
  parseCall,
  partner,
  rotate,
  sideOf,
  type Call,
  type Card,
  type Level,
  type Seat,
  type Strain,
  type Suit,
} from '@tenace/core';
import { reason, type Decision } from '../player.ts';

/** The fields of a contract-bridge seat view that the bidder reads. */
export interface BiddingView {
  readonly seat: Seat | null;
  readonly dealer: Seat;
  readonly auction: readonly string[];
  /** Legal calls as text ("P", "1NT"). */
  readonly legalCalls: readonly string[];
  readonly hands: { readonly [S in Seat]: readonly Card[] | null };
}

interface HandFacts {
  readonly hcp: number;
  readonly len: Readonly<Record<Suit, number>>;
  readonly balanced: boolean;
}

const HCP_OF: Readonly<Record<number, number>> = { 14: 4, 13: 3, 12: 2, 11: 1 };

export function handFacts(cards: readonly Card[]): HandFacts {
  const len: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  let hcp = 0;
  for (const c of cards) {
    len[cardSuit(c)]++;
    hcp += HCP_OF[cardRank(c)] ?? 0;
  }
  const shape = Object.values(len).sort((a, b) => b - a);
  // 4-3-3-3, 4-4-3-2 and 5-3-3-2 count as balanced.
  const balanced = shape[3]! >= 2 && shape[2]! >= 3 && shape[0]! <= 5;
  return { hcp, len, balanced };
}

interface SeatCall {
  readonly seat: Seat;
  readonly call: Call;
}

function parsedAuction(view: BiddingView): SeatCall[] {
  const out: SeatCall[] = [];
  view.auction.forEach((text, i) => {
    const c = parseCall(text);
    if (c.ok) out.push({ seat: rotate(view.dealer, i), call: c.value });
  });
  return out;
}

type Choice = { readonly call: Call; readonly why: string };

const pass = (why: string): Choice => ({ call: PASS, why });
const b = (level: number, strain: Strain, why: string): Choice => ({
  call: bid(Math.min(7, Math.max(1, level)) as Level, strain),
  why,
});

/** The longer major with five or more cards (spades on a tie), or null. */
function fiveCardMajor(h: HandFacts): Suit | null {
  if (h.len.S >= 5 && h.len.S >= h.len.H) return 'S';
  if (h.len.H >= 5) return 'H';
  return null;
}

/** The longest suit (the higher-ranking on a tie). */
function longestSuit(h: HandFacts): Suit {
  return (['S', 'H', 'D', 'C'] as const).reduce((best, s) => (h.len[s] > h.len[best] ? s : best));
}

function opening(h: HandFacts): Choice {
  if (h.balanced && h.hcp >= 15 && h.hcp <= 17) return b(1, 'NT', `${h.hcp} HCP balanced: 1NT`);
  if (h.balanced && h.hcp >= 20 && h.hcp <= 21) return b(2, 'NT', `${h.hcp} HCP balanced: 2NT`);
  if (h.hcp < 12) return pass(`${h.hcp} HCP: not enough to open`);
  const major = fiveCardMajor(h);
  if (major !== null) return b(1, major, `${h.hcp} HCP with five ${major === 'S' ? 'spades' : 'hearts'}`);
  const minor: Suit = h.len.D > h.len.C || (h.len.D === 4 && h.len.C === 4) ? 'D' : 'C';
  return b(1, minor, `${h.hcp} HCP, no five-card major: the longer minor`);
}

/** The lowest level at which `strain` can be bid over the last bid (level, strain), at least `min`. */
function cheapest(strain: Strain, last: { level: number; strain: Strain } | null, min = 1): number {
  const order: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
  if (last === null) return min;
  const level = order.indexOf(strain) > order.indexOf(last.strain) ? last.level : last.level + 1;
  return Math.max(level, min);
}

function respondToOpening(h: HandFacts, open: { level: number; strain: Strain }): Choice {
  if (open.strain === 'NT' && open.level === 1) {
    if (h.hcp < 8) return pass(`${h.hcp} HCP opposite 1NT: no game`);
    const major = h.len.S >= 6 ? 'S' : h.len.H >= 6 ? 'H' : null;
    if (major !== null && h.hcp >= 10) return b(4, major, 'a six-card major and game values');
    if (h.hcp <= 9) return b(2, 'NT', `${h.hcp} HCP: invite game`);
    return b(3, 'NT', `${h.hcp} HCP opposite 1NT: game`);
  }
  if (open.strain === 'NT') return h.hcp >= 5 ? b(3, 'NT', 'values for game opposite 2NT') : pass('too weak');
  if (h.hcp < 6) return pass(`${h.hcp} HCP: too weak to respond`);
  const s = open.strain;
  const isMajor = s === 'S' || s === 'H';
  if (isMajor && h.len[s] >= 3) {
    if (h.hcp >= 13) return b(4, s, 'support and opening values: game');
    if (h.hcp >= 10) return b(3, s, 'support and 10–12 HCP: invite');
    return b(2, s, 'support and 6–9 HCP: a simple raise');
  }
  // A four-card major at the one level (hearts first).
  for (const m of ['H', 'S'] as const) {
    if (m !== s && h.len[m] >= 4 && cheapest(m, open) === 1)
      return b(1, m, `four ${m === 'S' ? 'spades' : 'hearts'}`);
  }
  if (!isMajor && h.len[s] >= 5 && h.hcp <= 9) return b(2, s, 'a raise of partner’s minor');
  if (h.hcp >= 11) {
    const long = longestSuit(h);
    if (long !== s && h.len[long] >= 5 && h.hcp < 13)
      return b(cheapest(long, open), long, 'a five-card suit');
  }
  if (h.hcp >= 13) return b(3, 'NT', `${h.hcp} HCP: game in no-trump`);
  if (h.hcp >= 11) return b(2, 'NT', `${h.hcp} HCP: invite in no-trump`);
  return b(1, 'NT', `${h.hcp} HCP: 1NT`);
}

function openerRebid(
  h: HandFacts,
  mine: { level: number; strain: Strain },
  partners: { level: number; strain: Strain },
  last: { level: number; strain: Strain },
): Choice {
  if (partners.strain === 'NT') {
    if (partners.level >= 3) return pass('partner chose the game');
    if (partners.level === 2 && mine.strain === 'NT')
      return h.hcp >= 16 ? b(3, 'NT', 'accept the invitation') : pass('decline the invitation');
    if (partners.level === 2) return h.hcp >= 15 ? b(3, 'NT', 'accept the invitation') : pass('minimum');
    const long = longestSuit(h);
    if (h.len[long] >= 6) return b(cheapest(long, last, 2), long, 'rebid a six-card suit');
    return pass('nothing more to say');
  }
  if (partners.strain === mine.strain) {
    const s = mine.strain;
    const gameLevel = s === 'S' || s === 'H' ? 4 : 5;
    if (partners.level >= gameLevel) return pass('game reached');
    if (partners.level === 2 && h.hcp >= 17) return b(gameLevel, s, 'a raise and extra values: game');
    if (partners.level === 3 && h.hcp >= 14) return b(gameLevel, s, 'accept the invitation');
    return pass('partner’s raise is enough');
  }
  const ps = partners.strain;
  if (h.len[ps] >= 4 && partners.level <= 2) {
    const isMajor = ps === 'S' || ps === 'H';
    if (isMajor && h.hcp >= 19) return b(4, ps, 'four-card support and a strong hand');
    return b(cheapest(ps, last) + (h.hcp >= 16 ? 1 : 0), ps, 'four-card support');
  }
  if (mine.strain !== 'NT' && h.len[mine.strain] >= 6)
    return b(cheapest(mine.strain, last), mine.strain, 'rebid a six-card suit');
  if (h.balanced) return b(cheapest('NT', last), 'NT', 'a balanced minimum');
  const other = (['S', 'H', 'D', 'C'] as const).find((s) => s !== mine.strain && s !== ps && h.len[s] >= 4);
  if (other !== undefined && cheapest(other, last) <= 2)
    return b(cheapest(other, last), other, 'a second suit');
  if (mine.strain !== 'NT') return b(cheapest(mine.strain, last), mine.strain, 'rebid the suit');
  return pass('nothing more to say');
}

function overcall(h: HandFacts, last: { level: number; strain: Strain }): Choice {
  const long = longestSuit(h);
  const level = cheapest(long, last);
  if (h.len[long] >= 5 && h.hcp >= 9 && h.hcp <= 17 && level <= 2 && (level === 1 || h.hcp >= 11))
    return b(level, long, `an overcall in a five-card suit`);
  if (h.balanced && h.hcp >= 16 && h.hcp <= 18 && cheapest('NT', last) === 1)
    return b(1, 'NT', 'a 1NT overcall');
  return pass('no overcall');
}

/**
 * Responding after the opponents have bid: to partner's opening, the usual response when it is still
 * available, else the same strain at the cheapest level with 10+ HCP; to partner's overcall, a raise at the
 * cheapest level with three-card support and 8+ HCP.
 */
function competitiveResponse(
  h: HandFacts,
  partners: Call,
  partnerOpened: boolean,
  last: { level: number; strain: Strain },
): Choice {
  if (partners.type !== 'bid') return pass('');
  if (partnerOpened) {
    const usual = respondToOpening(h, partners);
    const c = usual.call;
    if (c.type !== 'bid' || bidIndex(c) > bidIndex({ level: last.level as Level, strain: last.strain }))
      return usual;
    const level = cheapest(c.strain, last);
    return h.hcp >= 10 && level <= 3 ? b(level, c.strain, `${usual.why}, over the overcall`) : pass('outbid');
  }
  const s = partners.strain;
  if (s !== 'NT' && h.len[s] >= 3 && h.hcp >= 8 && cheapest(s, last) <= 3)
    return b(cheapest(s, last), s, 'a raise of partner’s overcall');
  return pass('nothing to add to partner’s overcall');
}

/** The placeholder's call for the seat to act. */
export function naturalCall(view: BiddingView): Decision<Call> {
  const seat = view.seat;
  const cards = seat === null ? null : view.hands[seat];
  if (seat === null || cards === null) throw new Error('the bidder needs its own hand');
  const h = handFacts(cards);
  const calls = parsedAuction(view);
  const bids = calls.filter((c) => c.call.type === 'bid');
  const mySide = sideOf(seat);
  const lastBid = bids[bids.length - 1];
  const last = lastBid?.call.type === 'bid' ? lastBid.call : null;
  const myCalls = calls.filter((c) => c.seat === seat);
  const partnerBids = bids.filter((c) => c.seat === partner(seat));
  const myBids = bids.filter((c) => c.seat === seat);
  const opponentsBid = bids.some((c) => sideOf(c.seat) !== mySide);
  let choice: Choice;
  if (last === null) {
    choice = opening(h);
  } else if (!opponentsBid && myBids.length === 0 && partnerBids.length === 1 && myCalls.length <= 1) {
    const open = partnerBids[0]!.call;
    choice = open.type === 'bid' ? respondToOpening(h, open) : pass('');
  } else if (!opponentsBid && myBids.length === 1 && partnerBids.length === 1 && myCalls.length === 1) {
    const mine = myBids[0]!.call;
    const theirs = partnerBids[0]!.call;
    choice =
      mine.type === 'bid' && theirs.type === 'bid' && bids[0]!.seat === seat
        ? openerRebid(h, mine, theirs, last)
        : pass('the auction has gone far enough');
  } else if (opponentsBid && myBids.length === 0 && partnerBids.length === 0 && myCalls.length <= 1) {
    choice = overcall(h, last);
  } else if (opponentsBid && myBids.length === 0 && partnerBids.length === 1 && myCalls.length <= 1) {
    choice = competitiveResponse(h, partnerBids[0]!.call, bids[0]!.seat === partner(seat), last);
  } else {
    choice = pass('the auction has gone far enough');
  }
  const legal = view.legalCalls;
  if (!legal.includes(makeCall(choice.call))) choice = pass(`${makeCall(choice.call)} is not available`);
  return {
    value: choice.call,
    reason: reason('bidding.placeholder', choice.why || 'pass', { call: makeCall(choice.call), hcp: h.hcp }),
  };
}
