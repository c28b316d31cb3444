/**
 * Repairs of common export quirks, made by the lenient reader only when the file itself proves them, and
 * noted in a FixLog (the strict reader refuses them instead):
 * - a game without an Auction section (`no-auction`; minibridge games have none by rule);
 * - an auction whose dealer's leading passes were dropped: repaired only when the Auction tag names the
 *   dealer and the file's Contract and Declarer agree with the auction once 1-3 passes are put back
 *   (`leading-passes`);
 * - a Contract tag without the auction's double or redouble: the auction is the truth (`contract-doubling`);
 * - Play rows in the order played instead of seat columns: read that way only when the seat reading makes a
 *   card impossible (one the player cannot play, or one after a card not given) and the played-order
 *   reading places every card legally (`played-order-play`).
 * An auction that still contradicts the Contract or Declarer tag, and a card the deal makes impossible,
 * are left as they are (the checks warn) and noted for the strict reader.
 */
import { applyCalls, auctionResult, startAuction, type AuctionResult } from '../auction.ts';
import { makeContract, PASS, RISKS, type Call } from '../call.ts';
import type { Card } from '../card.ts';
import { dealFromSetup, type Deal } from '../deal.ts';
import type { Seat, Strain } from '../types.ts';
import { pbnFacts, playInOrder, tagValue, type PbnFacts } from './check.ts';
import { entryColumns, playedOrderEntries } from './columns.ts';
import type { FixLog, FixNote } from './fixLog.ts';
import { replayCards } from './replay.ts';
import type { PbnAuction, PbnGame, PbnPlay } from './types.ts';

type Agreement = 'same' | 'undoubled-tag' | 'differs' | 'unknown';

function replay(first: Seat, calls: readonly Call[]): AuctionResult | null {
  const a = applyCalls(startAuction(first), calls);
  return a.ok ? auctionResult(a.value) : null;
}

/** How the auction's outcome compares with the file's Contract and Declarer. */
function agreement(r: AuctionResult | null, facts: PbnFacts): Agreement {
  const c = facts.contract;
  if (r === null || c === null) return 'unknown';
  if (r.kind === 'passedOut') return c === 'PASS' ? 'same' : 'differs';
  if (c === 'PASS' || 'strainOnly' in c) return 'differs';
  if (c.level !== r.contract.level || c.strain !== r.contract.strain || facts.declarer !== r.declarer)
    return 'differs';
  if (c.risk === r.contract.risk) return 'same';
  return RISKS.indexOf(c.risk) < RISKS.indexOf(r.contract.risk) ? 'undoubled-tag' : 'differs';
}

/** The index of the first card that cannot be played in this order, or -1 when all can. */
function firstImpossible(deal: Deal, strain: Strain, leader: Seat, cards: readonly Card[]): number {
  return replayCards(deal, strain, leader, cards, false).bad;
}

interface Context {
  readonly index: number;
  readonly line: number;
  readonly log: FixLog;
}

function note(ctx: Context, n: Omit<FixNote, 'game' | 'line'>): void {
  ctx.log.add({ ...n, game: ctx.index, line: ctx.line, what: `game ${ctx.index + 1}: ${n.what}` });
}

function repairAuction(
  game: PbnGame,
  facts: PbnFacts,
  ctx: Context,
): { auction: PbnAuction | null; contract: string | null; result: AuctionResult | null } {
  const a = game.auction;
  if (a === null) {
    if (!/minibridge/i.test(facts.scoring))
      note(ctx, { fix: 'no-auction', field: 'Auction', code: 'pbn/no_auction', what: 'no Auction section' });
    return { auction: null, contract: null, result: null };
  }
  const calls = a.calls.map((e) => e.call);
  let auction = a;
  let result = replay(a.first, calls);
  let agree = agreement(result, facts);
  const described = (r: AuctionResult | null): string =>
    r === null || r.kind === 'passedOut' ? 'a pass-out' : `${makeContract(r.contract)} by ${r.declarer}`;
  if (agree === 'differs' && facts.dealer !== null && a.first === facts.dealer) {
    for (let k = 1; k <= 3; k++) {
      const passes: Call[] = Array.from({ length: k }, () => PASS);
      const r = replay(a.first, [...passes, ...calls]);
      const m = agreement(r, facts);
      if (m !== 'same' && m !== 'undoubled-tag') continue;
      note(ctx, {
        fix: 'leading-passes',
        field: 'Auction',
        code: 'pbn/auction_mismatch',
        what: `the auction ends in ${described(result)}, but the file says ${described(r)}, which it is with ${k} leading pass${k > 1 ? 'es' : ''} put back`,
      });
      auction = { ...a, calls: [...passes.map((call) => ({ call })), ...a.calls] };
      result = r;
      agree = m;
      break;
    }
  }
  let contract: string | null = null;
  if (agree === 'undoubled-tag' && result?.kind === 'contract') {
    contract = makeContract(result.contract);
    note(ctx, {
      fix: 'contract-doubling',
      field: 'Contract',
      code: 'pbn/auction_mismatch',
      what: `the auction ends in ${described(result)}, but [Contract] says "${tagValue(game, 'Contract') ?? ''}"`,
    });
  }
  if (agree === 'differs')
    note(ctx, {
      fix: null,
      field: 'Auction',
      code: 'pbn/auction_mismatch',
      what: `the auction ends in ${described(result)}, which the Contract and Declarer tags contradict`,
    });
  return { auction, contract, result };
}

function repairPlay(play: PbnPlay, facts: PbnFacts, strain: Strain | null, ctx: Context): PbnPlay {
  if (strain === null || facts.deal === null) return play;
  const deal = dealFromSetup(facts.deal);
  if (!deal.ok) return play;
  const read = playInOrder(play, strain);
  const standard = read.cards;
  const bad = firstImpossible(deal.value, strain, play.leader, standard);
  // A card the seat reading cannot reach (it follows a card not given in the order played) is as impossible.
  if (bad < 0 && !read.rowsAfterEnd) return play;
  const entries = playedOrderEntries(play.tricks);
  const given = play.tricks.reduce((n, row) => n + row.filter((e) => e.card !== null).length, 0);
  const cards = entries.map((e) => e.card as Card);
  const where =
    bad >= 0
      ? `card ${bad + 1} (${standard[bad]!}, trick ${Math.floor(bad / 4) + 1}) cannot be played`
      : `the cards after card ${standard.length} cannot be placed (they follow a card not given)`;
  if (entries.length < given || firstImpossible(deal.value, strain, play.leader, cards) >= 0) {
    note(ctx, { fix: null, field: 'Play', code: 'pbn/bad_play', what: where });
    return play;
  }
  note(ctx, {
    fix: 'played-order-play',
    field: 'Play',
    code: 'pbn/bad_play',
    what: `read in seat columns, ${where}; the rows are in the order played`,
  });
  const tricks = entryColumns(entries, play.leader, strain);
  // Rows after the last card given (a claim's `-` rows) stay as they were.
  return { ...play, tricks: [...tricks, ...play.tricks.slice(tricks.length)] };
}

/** The game with the quirks its own content proves repaired; each repair (and each refusal) noted. */
export function repairGame(game: PbnGame, index: number, line: number, log: FixLog): PbnGame {
  const ctx: Context = { index, line, log };
  const facts = pbnFacts(game);
  const a = repairAuction(game, facts, ctx);
  const tags =
    a.contract === null
      ? game.tags
      : game.tags.map((t) => (t.name === 'Contract' ? { ...t, value: a.contract! } : t));
  const c = facts.contract;
  const strain =
    c !== null && c !== 'PASS'
      ? 'strainOnly' in c
        ? c.strainOnly
        : c.strain
      : a.result?.kind === 'contract'
        ? a.result.contract.strain
        : null;
  const play = game.play === null ? null : repairPlay(game.play, facts, strain, ctx);
  if (tags === game.tags && a.auction === game.auction && play === game.play) return game;
  return { ...game, tags, auction: a.auction, play };
}
