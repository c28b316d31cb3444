/**
 * A finished deal as the match record writes it (README: "The match record"), of any mode, and the one
 * reader of such records once they leave storage or the wire: `parseDealRecord` checks every field a
 * reader relies on and names the first that is wrong; `dealFacts` gives what every mode's record says in
 * one shape (contract text, strain, declarer, vulnerability, North–South's score).
 */
import { parseCall, parseContract } from '../call.ts';
import { parseCard, type Card } from '../card.ts';
import { parsePbnDealFull } from '../deal.ts';
import { err, ok, type Result } from '../result.ts';
import { vulnerabilityOf } from '../seat.ts';
import {
  isSeat,
  isStrain,
  type BySide,
  type Mode,
  type Seat,
  type Strain,
  type Vulnerability,
} from '../types.ts';
import type { ChicagoDealRecord } from './chicago.ts';
import type { DuplicateDealRecord } from './duplicate.ts';
import type { MinibridgeDealRecord } from './minibridge.ts';
import type { RubberDealRecord } from './rubber.ts';

/** A finished deal of a contract-bridge mode. */
export type BridgeDealRecord = RubberDealRecord | ChicagoDealRecord | DuplicateDealRecord;

/** A finished deal of any mode. */
export type DealRecord = MinibridgeDealRecord | BridgeDealRecord;

/** What every mode's record says, in one shape. */
export interface DealFacts {
  readonly number: number;
  readonly dealer: Seat;
  readonly pbn: string;
  readonly vulnerability: Vulnerability;
  /** "4SX", "PASS" (passed out, or a thrown-in minibridge deal), or a minibridge choice "NT-game". */
  readonly contract: string;
  /** Null when nobody declared. */
  readonly declarer: Seat | null;
  readonly strain: Strain | null;
  readonly play: readonly Card[];
  /** The declaring side's tricks (null when nobody declared). */
  readonly tricks: number | null;
  /** North–South's score of the deal where the record has one (minibridge and duplicate), else null. */
  readonly nsScore: number | null;
}

type Obj = Readonly<Record<string, unknown>>;
const bad = (field: string, why: string): Result<never> =>
  err('match/bad_record', `the deal record's "${field}" ${why}`);

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
const isInt = (x: unknown, lo: number, hi: number): boolean =>
  typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
const isSides = (x: unknown, of: (v: unknown) => boolean): boolean => isObj(x) && of(x.NS) && of(x.EW);
const isNumber = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);

/** Checks the fields shared by every mode: number, dealer, the deal and the cards played. */
function checkCommon(r: Obj): Result<null> {
  if (!isInt(r.number, 1, 1_000_000)) return bad('number', 'must be a deal number from 1');
  if (!isSeat(r.dealer)) return bad('dealer', 'must be a seat (N, E, S or W)');
  if (typeof r.pbn !== 'string' || !parsePbnDealFull(r.pbn).ok)
    return bad('pbn', 'must be a whole deal in PBN');
  if (r.play !== undefined) {
    if (!Array.isArray(r.play) || r.play.length > 52)
      return bad('play', 'must be a list of at most 52 cards');
    const wrong = (r.play as unknown[]).find((c) => typeof c !== 'string' || parseCard(c) === null);
    if (wrong !== undefined) return bad('play', `holds ${JSON.stringify(wrong)}, which is not a card`);
  }
  if (r.claim !== undefined && !(isObj(r.claim) && isInt(r.claim.tricks, 0, 13)))
    return bad('claim', 'must be {"tricks": 0–13}');
  return ok(null);
}

function checkMinibridge(r: Obj): Result<null> {
  if (!isObj(r.hcp) || !['N', 'E', 'S', 'W'].every((s) => isInt((r.hcp as Obj)[s], 0, 37)))
    return bad('hcp', 'must give each seat its HCP');
  if (typeof r.redeal !== 'boolean') return bad('redeal', 'must be true or false');
  if (r.redeal) return ok(null);
  if (!isSeat(r.declarer)) return bad('declarer', 'must be a seat');
  if (!isObj(r.contract) || !isStrain(r.contract.strain) || typeof r.contract.game !== 'boolean')
    return bad('contract', 'must be {"strain", "game"}');
  if (!isInt(r.tricks, 0, 13)) return bad('tricks', 'must be 0–13');
  if (!isSides(r.score, isNumber)) return bad('score', 'must give NS and EW points');
  return ok(null);
}

function checkBridge(mode: Exclude<Mode, 'minibridge'>, r: Obj): Result<null> {
  if (!isSides(r.vulnerable, (v) => typeof v === 'boolean'))
    return bad('vulnerable', 'must be {"NS","EW"} booleans');
  if (!Array.isArray(r.auction)) return bad('auction', 'must be a list of calls');
  const call = (r.auction as unknown[]).find((c) => typeof c !== 'string' || !parseCall(c).ok);
  if (call !== undefined) return bad('auction', `holds ${JSON.stringify(call)}, which is not a call`);
  if (typeof r.contract !== 'string' || !parseContract(r.contract).ok)
    return bad('contract', 'must be a contract such as "4SX" or "PASS"');
  if (r.declarer !== null && !isSeat(r.declarer)) return bad('declarer', 'must be a seat or null');
  if (!isInt(r.tricks, 0, 13)) return bad('tricks', 'must be 0–13');
  if (mode === 'rubber' && !(isSides(r.below, isNumber) && isSides(r.above, isNumber)))
    return bad('below', 'and "above" must give NS and EW points');
  if (mode === 'chicago' && !(isSides(r.points, isNumber) && typeof r.counted === 'boolean'))
    return bad('points', 'must give NS and EW points, with "counted"');
  if (mode === 'duplicate' && !isSides(r.score, isNumber)) return bad('score', 'must give NS and EW points');
  return ok(null);
}

/** Reads a deal record of `mode` (a stored or received value), or names the field that is wrong. */
export function parseDealRecord(mode: Mode, value: unknown): Result<DealRecord> {
  if (!isObj(value)) return err('match/bad_record', 'a deal record must be an object');
  const common = checkCommon(value);
  if (!common.ok) return common;
  const own = mode === 'minibridge' ? checkMinibridge(value) : checkBridge(mode, value);
  return own.ok ? ok(value as unknown as DealRecord) : own;
}

function isMinibridgeRecord(rec: DealRecord): rec is MinibridgeDealRecord {
  return 'hcp' in rec;
}

/** What the record says, in the same shape for every mode. */
export function dealFacts(rec: DealRecord): DealFacts {
  const base = { number: rec.number, dealer: rec.dealer, pbn: rec.pbn, play: rec.play ?? [] };
  if (isMinibridgeRecord(rec)) {
    const c = rec.contract;
    return {
      ...base,
      vulnerability: 'None',
      contract: c === undefined ? 'PASS' : `${c.strain}-${c.game ? 'game' : 'part'}`,
      declarer: c === undefined ? null : (rec.declarer ?? null),
      strain: c?.strain ?? null,
      tricks: rec.tricks ?? null,
      nsScore: rec.score?.NS ?? null,
    };
  }
  const contract = parseContract(rec.contract);
  const strain = contract.ok && contract.value !== null ? contract.value.strain : null;
  const perDeal: BySide<number> | undefined = 'score' in rec ? rec.score : undefined;
  return {
    ...base,
    vulnerability: vulnerabilityOf(rec.vulnerable.NS, rec.vulnerable.EW),
    contract: rec.contract,
    declarer: strain === null ? null : rec.declarer,
    strain,
    tricks: strain === null ? null : rec.tricks,
    nsScore: perDeal?.NS ?? null,
  };
}
