/**
 * The auction of contract bridge (rules reference §3): whose call it is, which calls are legal, when the
 * auction ends, and the contract and declarer it produces. Pure: every function returns a new value.
 */
import {
  ALL_BIDS,
  bidIndex,
  makeCall,
  PASS,
  DOUBLE,
  REDOUBLE,
  type Bid,
  type Call,
  type Contract,
} from './call.ts';
import { err, ok, type Result } from './result.ts';
import { rotate, sideOf } from './seat.ts';
import type { Seat } from './types.ts';

export interface Auction {
  readonly dealer: Seat;
  /** The calls in order, the dealer's first. */
  readonly calls: readonly Call[];
}

export type AuctionErrorCode =
  'call/insufficient' | 'call/double_not_allowed' | 'call/redouble_not_allowed' | 'call/auction_over';

export type AuctionResult =
  | { readonly kind: 'passedOut' }
  | { readonly kind: 'contract'; readonly contract: Contract; readonly declarer: Seat };

export function startAuction(dealer: Seat): Auction {
  return { dealer, calls: [] };
}

/** The seat that made call number `index` (0 = the dealer's first call). */
export function callerOf(a: Auction, index: number): Seat {
  return rotate(a.dealer, index);
}

/**
 * True when the auction has ended: four passes at the start, or three passes in a row after any other call.
 */
export function isAuctionComplete(a: Auction): boolean {
  const n = a.calls.length;
  if (n < 4) return false;
  for (let i = n - 3; i < n; i++) if (a.calls[i]!.type !== 'pass') return false;
  return true;
}

/** The seat to call next, or null when the auction is over. */
export function auctionToAct(a: Auction): Seat | null {
  return isAuctionComplete(a) ? null : callerOf(a, a.calls.length);
}

interface LastBid {
  readonly bid: Bid;
  readonly index: number;
}

function lastBid(a: Auction): LastBid | null {
  for (let i = a.calls.length - 1; i >= 0; i--) {
    const c = a.calls[i]!;
    if (c.type === 'bid') return { bid: c, index: i };
  }
  return null;
}

/** The last call that was not a pass, with its index, or null. */
function lastNonPass(a: Auction): { readonly call: Call; readonly index: number } | null {
  for (let i = a.calls.length - 1; i >= 0; i--) {
    const c = a.calls[i]!;
    if (c.type !== 'pass') return { call: c, index: i };
  }
  return null;
}

/** Why `call` is not legal now, or null if it is. */
function illegality(a: Auction, call: Call): { code: AuctionErrorCode; message: string } | null {
  const seat = auctionToAct(a);
  if (seat === null)
    return { code: 'call/auction_over', message: `the auction is over; ${makeCall(call)} is too late` };
  const mySide = sideOf(seat);
  switch (call.type) {
    case 'pass':
      return null;
    case 'bid': {
      const last = lastBid(a);
      if (last !== null && bidIndex(call) <= bidIndex(last.bid)) {
        return {
          code: 'call/insufficient',
          message: `${makeCall(call)} is not higher than the last bid, ${makeCall(last.bid)}`,
        };
      }
      return null;
    }
    case 'double': {
      const last = lastNonPass(a);
      if (last === null || last.call.type !== 'bid') {
        return {
          code: 'call/double_not_allowed',
          message:
            last === null
              ? 'there is no bid to double'
              : `the last call other than pass is ${makeCall(last.call)}, not a bid; only a bid can be doubled`,
        };
      }
      if (sideOf(callerOf(a, last.index)) === mySide) {
        return {
          code: 'call/double_not_allowed',
          message: `${makeCall(last.call)} was bid by ${seat}'s own side; only an opponent's bid can be doubled`,
        };
      }
      return null;
    }
    case 'redouble': {
      const last = lastNonPass(a);
      if (last === null || last.call.type !== 'double') {
        return {
          code: 'call/redouble_not_allowed',
          message:
            last === null
              ? 'there is no double to redouble'
              : `the last call other than pass is ${makeCall(last.call)}, not a double; only a double can be redoubled`,
        };
      }
      if (sideOf(callerOf(a, last.index)) === mySide) {
        return {
          code: 'call/redouble_not_allowed',
          message: `the double was made by ${seat}'s own side; only an opponent's double can be redoubled`,
        };
      }
      return null;
    }
  }
}

/** Whether `call` is legal for the seat to act now. */
export function isLegalCall(a: Auction, call: Call): boolean {
  return illegality(a, call) === null;
}

/** Every call legal for the seat to act, in the order pass, double, redouble, then bids upwards. Empty when over. */
export function legalCalls(a: Auction): Call[] {
  if (isAuctionComplete(a)) return [];
  const out: Call[] = [PASS];
  if (isLegalCall(a, DOUBLE)) out.push(DOUBLE);
  if (isLegalCall(a, REDOUBLE)) out.push(REDOUBLE);
  const last = lastBid(a);
  const from = last === null ? 0 : bidIndex(last.bid) + 1;
  for (let i = from; i < ALL_BIDS.length; i++) out.push(ALL_BIDS[i]!);
  return out;
}

/** The auction with `call` added by the seat to act, or a coded error naming why the call is not allowed. */
export function applyCall(a: Auction, call: Call): Result<Auction> {
  const why = illegality(a, call);
  if (why !== null) return err(why.code, why.message);
  return ok({ dealer: a.dealer, calls: [...a.calls, call] });
}

/** Applies calls in order; the first illegal one gives its error, with its position. */
export function applyCalls(a: Auction, calls: readonly Call[]): Result<Auction> {
  let cur = a;
  for (let i = 0; i < calls.length; i++) {
    const r = applyCall(cur, calls[i]!);
    if (!r.ok) return err(r.error.code, `call ${i + 1}: ${r.error.message}`);
    cur = r.value;
  }
  return ok(cur);
}

/**
 * The outcome of a complete auction (null while it goes on): passed out, or the contract (the last bid,
 * with X or XX when a double or redouble followed it) and declarer — the first player of the declaring side
 * to name the contract's strain.
 */
export function auctionResult(a: Auction): AuctionResult | null {
  if (!isAuctionComplete(a)) return null;
  const last = lastBid(a);
  if (last === null) return { kind: 'passedOut' };
  let risk: Contract['risk'] = '';
  for (let i = last.index + 1; i < a.calls.length; i++) {
    const c = a.calls[i]!;
    if (c.type === 'double') risk = 'X';
    else if (c.type === 'redouble') risk = 'XX';
  }
  const side = sideOf(callerOf(a, last.index));
  let declarer: Seat = callerOf(a, last.index);
  for (let i = 0; i < a.calls.length; i++) {
    const c = a.calls[i]!;
    const seat = callerOf(a, i);
    if (c.type === 'bid' && c.strain === last.bid.strain && sideOf(seat) === side) {
      declarer = seat;
      break;
    }
  }
  return { kind: 'contract', contract: { level: last.bid.level, strain: last.bid.strain, risk }, declarer };
}
