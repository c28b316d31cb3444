/**
 * What a PBN game says, typed, and whether it holds together: the auction replayed under the rules of
 * calls, the play replayed trick by trick against the deal, the file's Contract/Declarer/Result compared
 * with both, and the duplicate score computed from Contract, Declarer, Result and Vulnerable (and compared
 * with a `Score` tag). Inconsistencies are warnings: the file's Contract, Declarer and Result are kept.
 */
import { applyCall, auctionResult, isAuctionComplete, startAuction, type Auction } from '../auction.ts';
import { makeCall, makeContract, type Call } from '../call.ts';
import type { Card } from '../card.ts';
import { dealFromSetup, type DealSetup } from '../deal.ts';
import { trickWinner } from '../play.ts';
import { duplicateScore } from '../score/duplicate.ts';
import { isVulnerable, nextSeat, rotate, seatIndex, sideOf } from '../seat.ts';
import type { Seat, Strain, Vulnerability } from '../types.ts';
import {
  dealSetupOf,
  isBlank,
  parseDoubleDummyTricks,
  parsePbnContract,
  parseResultTricks,
  parseSeat,
  parseSideScore,
  parseVulnerable,
  type PbnContract,
} from './tags.ts';
import { replayCards } from './replay.ts';
import type { PbnGame, PbnPlay } from './types.ts';

export interface PbnFacts {
  readonly board: number | null;
  readonly dealer: Seat | null;
  readonly vulnerable: Vulnerability | null;
  readonly deal: DealSetup | null;
  /** Declarer (a `^` swap mark dropped); null when passed out or unknown. */
  readonly declarer: Seat | null;
  /** The contract, 'PASS', a strain alone (end positions), or null when unknown. */
  readonly contract: PbnContract | null;
  /** Declarer's tricks, or null when unknown. */
  readonly result: number | null;
  readonly scoring: string;
}

export function tagValue(game: PbnGame, name: string): string | undefined {
  return game.tags.find((t) => t.name === name)?.value;
}

/** The typed values of the tags Tenace understands (null where unknown or inapplicable). */
export function pbnFacts(game: PbnGame): PbnFacts {
  const v = (name: string): string => tagValue(game, name) ?? '?';
  const board = /^\d+$/.test(v('Board')) ? Number(v('Board')) : null;
  const declarer = parseSeat(v('Declarer').replace(/^\^/, ''));
  return {
    board,
    dealer: parseSeat(v('Dealer')),
    vulnerable: parseVulnerable(v('Vulnerable')),
    deal: dealSetupOf(v('Deal')),
    declarer,
    contract: isBlank(v('Contract')) ? null : parsePbnContract(v('Contract')),
    result: isBlank(v('Result')) ? null : parseResultTricks(v('Result'), declarer),
    scoring: v('Scoring'),
  };
}

/** The calls of the auction in order (from its first seat), or null when the game has none. */
export function pbnCalls(game: PbnGame): Call[] | null {
  return game.auction === null ? null : game.auction.calls.map((e) => e.call);
}

/**
 * The cards of the Play section in the order played: each row is rotated so that the previous trick's
 * winner (under `strain`) comes first. Stops at the first card not given.
 */
export function playInOrder(play: PbnPlay, strain: Strain): { cards: Card[]; rowsAfterEnd: boolean } {
  const cards: Card[] = [];
  let leader = play.leader;
  let stopped = false;
  let rowsAfterEnd = false;
  for (const row of play.tricks) {
    const trick: Card[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = rotate(leader, k);
      const entry = row[(seatIndex(seat) - seatIndex(play.leader) + 4) % 4];
      if (entry?.card == null) break;
      trick.push(entry.card);
    }
    if (stopped) {
      if (trick.length > 0 || row.some((e) => e.card !== null)) rowsAfterEnd = true;
      continue;
    }
    cards.push(...trick);
    if (trick.length < 4) {
      stopped = true;
      if (row.filter((e) => e.card !== null).length > trick.length) rowsAfterEnd = true;
      continue;
    }
    leader = trickWinner({ leader, cards: trick }, strain);
  }
  return { cards, rowsAfterEnd };
}

export interface PbnGameCheck {
  readonly facts: PbnFacts;
  /** The auction's calls in order, AP expanded; null without an auction. */
  readonly calls: Call[] | null;
  /** The cards in the order played; null without a play section (or without a strain to order them). */
  readonly play: Card[] | null;
  /** The North–South duplicate score computed from Contract, Declarer, Result and Vulnerable, or null. */
  readonly score: number | null;
  readonly warnings: string[];
}

function contractStrain(c: PbnContract | null): Strain | null {
  if (c === null || c === 'PASS') return null;
  return 'strainOnly' in c ? c.strainOnly : c.strain;
}

function describe(c: PbnContract | null, declarer: Seat | null): string {
  if (c === null) return 'an unknown contract';
  if (c === 'PASS') return 'a pass-out';
  if ('strainOnly' in c) return `${c.strainOnly}${declarer === null ? '' : ` by ${declarer}`}`;
  return `${makeContract(c)}${declarer === null ? '' : ` by ${declarer}`}`;
}

/** The NS duplicate score from the game's Contract, Declarer, Result and Vulnerable; null when one is unknown. */
export function pbnScore(facts: PbnFacts): number | null {
  const c = facts.contract;
  if (c === 'PASS') return 0;
  if (c === null || 'strainOnly' in c) return null;
  if (facts.declarer === null || facts.result === null || facts.vulnerable === null) return null;
  const side = sideOf(facts.declarer);
  const ruleset = /\bOldMP\b/i.test(facts.scoring) ? '1948' : 'modern';
  const s = duplicateScore(c, facts.result, isVulnerable(facts.vulnerable, side), ruleset);
  const ns = side === 'NS' ? s : -s;
  return ns === 0 ? 0 : ns;
}

/** Replays the auction, warns where it breaks the rules or disagrees with the file; its strain if any. */
function checkAuction(game: PbnGame, facts: PbnFacts, warnings: string[]): Strain | null {
  const a = game.auction;
  if (a === null) return null;
  if (facts.dealer !== null && a.first !== facts.dealer)
    warnings.push(`the auction starts with ${a.first}, but the dealer is ${facts.dealer}`);
  let auction: Auction = startAuction(a.first);
  for (let i = 0; i < a.calls.length; i++) {
    const call = a.calls[i]!.call;
    const next = applyCall(auction, call);
    if (!next.ok) {
      warnings.push(
        `auction call ${i + 1} (${makeCall(call)} by ${rotate(a.first, i)}): ${next.error.message}`,
      );
      return null;
    }
    auction = next.value;
  }
  if (!isAuctionComplete(auction)) {
    if (a.end === '') warnings.push('the auction is not complete');
    return null;
  }
  const r = auctionResult(auction);
  if (r === null) return null;
  const fromAuction: PbnContract = r.kind === 'passedOut' ? 'PASS' : r.contract;
  const declarer = r.kind === 'passedOut' ? null : r.declarer;
  const same =
    facts.contract !== null &&
    (fromAuction === 'PASS'
      ? facts.contract === 'PASS'
      : facts.contract !== 'PASS' &&
        !('strainOnly' in facts.contract) &&
        makeContract(facts.contract) === makeContract(fromAuction) &&
        facts.declarer === declarer);
  if (!same)
    warnings.push(
      `the auction ends in ${describe(fromAuction, declarer)}, but the file says ${describe(facts.contract, facts.declarer)}; the file's Contract, Declarer and Result are kept`,
    );
  return r.kind === 'contract' ? r.contract.strain : null;
}

function checkPlay(
  game: PbnGame,
  facts: PbnFacts,
  order: Card[] | null,
  strain: Strain | null,
  warnings: string[],
): void {
  const p = game.play;
  if (p === null || order === null || strain === null) return;
  if (facts.declarer !== null && p.leader !== nextSeat(facts.declarer))
    warnings.push(
      `the opening lead is by ${p.leader}, but declarer ${facts.declarer}'s left-hand opponent is ${nextSeat(facts.declarer)}`,
    );
  if (facts.deal === null) return;
  const deal = dealFromSetup(facts.deal);
  if (!deal.ok) {
    warnings.push(`the play cannot be checked: ${deal.error.message}`);
    return;
  }
  const r = replayCards(deal.value, strain, p.leader, order);
  if (r.bad >= 0) {
    warnings.push(`play card ${r.bad + 1} (trick ${Math.floor(r.bad / 4) + 1}): ${r.message}`);
    return;
  }
  if (facts.declarer === null || facts.result === null) return;
  const won = r.won[sideOf(facts.declarer)];
  const left = 13 - r.tricks;
  if (r.tricks === 13 && won !== facts.result)
    warnings.push(
      `declarer's side took ${won} tricks in the play, but [Result] says ${facts.result}; the file's Result is kept`,
    );
  else if (facts.result < won || facts.result > won + left)
    warnings.push(
      `declarer's side took ${won} of the ${r.tricks} tricks played, so [Result] ${facts.result} is not possible; the file's Result is kept`,
    );
}

/** Reads a game's facts, calls and play, checks them against each other, and computes the score. */
export function checkPbnGame(game: PbnGame): PbnGameCheck {
  const facts = pbnFacts(game);
  const warnings: string[] = [];
  const calls = pbnCalls(game);
  const auctionStrain = checkAuction(game, facts, warnings);

  let order: Card[] | null = null;
  // The strain that decides who won each trick: the file's contract, else the auction's.
  const strain = contractStrain(facts.contract) ?? auctionStrain;
  if (game.play !== null) {
    if (strain === null) warnings.push('the play cannot be put in order: the contract is unknown');
    else {
      const r = playInOrder(game.play, strain);
      order = r.cards;
      if (r.rowsAfterEnd) warnings.push('the play has cards after a trick that was not completed');
    }
  }
  checkPlay(game, facts, order, strain, warnings);

  const resultText = tagValue(game, 'Result') ?? '?';
  if (!isBlank(resultText) && facts.result === null)
    warnings.push(`[Result "${resultText}"] cannot be read without a declarer`);
  const score = pbnScore(facts);
  const scoreText = tagValue(game, 'Score');
  if (scoreText !== undefined && !isBlank(scoreText)) {
    const tagged = parseSideScore(scoreText);
    if (tagged === null) warnings.push(`[Score "${scoreText}"] is not a score such as "NS 420"`);
    else if (score !== null && tagged !== score && !/rubber|chicago|minibridge/i.test(facts.scoring))
      warnings.push(`[Score "${scoreText}"] differs from the computed score NS ${score}`);
  }
  const imp = tagValue(game, 'ScoreIMP');
  if (imp !== undefined && !isBlank(imp) && parseSideScore(imp) === null)
    warnings.push(`[ScoreIMP "${imp}"] is not a score such as "NS 4 EW -4"`);
  const dd = tagValue(game, 'DoubleDummyTricks');
  if (dd !== undefined && !isBlank(dd) && parseDoubleDummyTricks(dd) === null)
    warnings.push(`[DoubleDummyTricks "${dd}"] is not 20 hexadecimal digits`);
  return { facts, calls, play: order, score, warnings };
}
