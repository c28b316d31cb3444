/**
 * Clean PBN games made from seeded deals (two rooms a board, random legal auctions and play, claims), and
 * the export quirks of real tournament files applied to them, each with the games it changes: the
 * lenient reader must give back the clean games with the fix named for exactly those games.
 */
import { applyCall, auctionResult, isAuctionComplete, legalCalls, startAuction } from '../src/auction.ts';
import { pbnFacts, playInOrder, type PbnFacts } from '../src/pbn/check.ts';
import { makeContract, PASS, type Call } from '../src/call.ts';
import type { Card } from '../src/card.ts';
import { boardDealer, boardVulnerability } from '../src/board.ts';
import { makePbnDeal } from '../src/deal.ts';
import { seededDeal } from '../src/dealing.ts';
import { legalCards, playCard, startPlay } from '../src/play.ts';
import { boardRng, type SplitMix64 } from '../src/rng.ts';
import { nextSeat, sideOf } from '../src/seat.ts';
import { playColumns } from '../src/pbn/columns.ts';
import { sortTags } from '../src/pbn/parse.ts';
import type { PbnCardEntry, PbnFixName, PbnGame, PbnPlay, PbnTag } from '../src/pbn/types.ts';
import type { Seat } from '../src/types.ts';

/** A random legal auction: 0-3 leading passes often, mostly low bids, some doubles. */
function randomAuction(dealer: Seat, rng: SplitMix64): Call[] {
  let a = startAuction(dealer);
  const leading = rng.below(10) < 5 ? rng.below(4) : 0;
  for (let i = 0; i < leading; i++) a = { ...a, calls: [...a.calls, PASS] };
  while (!isAuctionComplete(a)) {
    const legal = legalCalls(a);
    const bids = legal.filter((c) => c.type === 'bid').slice(0, 4);
    const risks = legal.filter((c) => c.type === 'double' || c.type === 'redouble');
    const roll = rng.below(100);
    let call: Call = PASS;
    const bidden = a.calls.some((c) => c.type === 'bid');
    if (a.calls.length < 24) {
      if (risks.length > 0 && roll < 12) call = risks[rng.below(risks.length)]!;
      else if (bids.length > 0 && roll < (bidden ? 40 : 75)) call = bids[rng.below(bids.length)]!;
    }
    const next = applyCall(a, call);
    if (!next.ok) throw new Error(next.error.message);
    a = next.value;
  }
  return [...a.calls];
}

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];

/** One game of `board` in `room` (0 open, 1 closed), all from the seed. */
function cleanGame(seed: string, board: number, room: number): PbnGame {
  const deal = seededDeal(seed, board);
  const dealer = boardDealer(board);
  const rng = boardRng(`${seed}/room ${room}`, board);
  const calls = randomAuction(dealer, rng);
  const r = auctionResult({ dealer, calls })!;
  const seats = room === 0 ? NAMES.slice(0, 4) : NAMES.slice(4, 8);
  const tags = new Map<string, string>([
    ['Event', 'Seeded Teams'],
    ['Site', 'Lyon, FR'],
    ['Date', '2026.12.01'],
    ['Board', String(board)],
    ['West', seats[0]!],
    ['North', seats[1]!],
    ['East', seats[2]!],
    ['South', seats[3]!],
    ['Dealer', dealer],
    ['Vulnerable', boardVulnerability(board)],
    ['Deal', makePbnDeal(deal.hands, dealer)],
    ['Scoring', 'IMP'],
    ['Declarer', ''],
    ['Contract', 'Pass'],
    ['Result', ''],
    ['Room', room === 0 ? 'Open' : 'Closed'],
  ]);
  let play: PbnGame['play'] = null;
  if (r.kind === 'contract') {
    const leader = nextSeat(r.declarer);
    let state = startPlay(deal, r.contract.strain, leader);
    const cards: Card[] = [];
    // Most games are played out; some end in a claim, mid-trick at times.
    const stop = rng.below(3) === 0 ? rng.below(52) : 52;
    while (cards.length < stop) {
      const legal = legalCards(state);
      const card = legal[rng.below(legal.length)]!;
      const next = playCard(state, card);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      cards.push(card);
    }
    const won = state.won[sideOf(r.declarer)];
    const left = 13 - state.tricks.length;
    tags.set('Declarer', r.declarer);
    tags.set('Contract', makeContract(r.contract));
    tags.set('Result', String(won + (left === 0 ? 0 : rng.below(left + 1))));
    if (cards.length > 0)
      play = {
        leader,
        tricks: playColumns(cards, leader, r.contract.strain),
        end: cards.length < 52 ? '*' : '',
        notes: [],
      };
  }
  const list: PbnTag[] = [...tags].map(([name, value]) => ({ name, value }));
  return {
    tags: sortTags(list),
    auction: { first: dealer, calls: calls.map((call) => ({ call })), end: '', notes: [] },
    play,
    tables: [],
  };
}

/** `boards` boards of two rooms each, the open room first. */
export function cleanGames(seed: string, boards: number, firstBoard = 1): PbnGame[] {
  const out: PbnGame[] = [];
  for (let b = firstBoard; b < firstBoard + boards; b++)
    out.push(cleanGame(seed, b, 0), cleanGame(seed, b, 1));
  return out;
}

export interface Quirked {
  readonly games: PbnGame[];
  /** The games each fix must name. */
  readonly expected: Partial<Record<PbnFixName, number[]>>;
}

type Quirk = (g: PbnGame, i: number, all: readonly PbnGame[]) => PbnGame | null;

const value = (g: PbnGame, name: string): string | undefined => g.tags.find((t) => t.name === name)?.value;

/** Whether game i is the other room of the previous game's board. */
const otherRoom = (i: number, all: readonly PbnGame[]): boolean =>
  i > 0 && value(all[i - 1]!, 'Board') === value(all[i]!, 'Board');

const OMITTED = ['Event', 'Site', 'Date', 'Board', 'Dealer', 'Vulnerable', 'Deal', 'Scoring'];

/** Each quirk: the changed game, or null when it does not apply to this game. */
export const QUIRKS: Readonly<Record<PbnFixName | 'hash-values', { fix: PbnFixName; apply: Quirk }>> = {
  // The other room leaves out the board, its deal and the event's tags.
  'inherited-tags': {
    fix: 'inherited-tags',
    apply: (g, i, all) =>
      otherRoom(i, all) ? { ...g, tags: g.tags.filter((t) => !OMITTED.includes(t.name)) } : null,
  },
  // PBN 2.1's "#": the same tags written as "as in the previous game".
  'hash-values': {
    fix: 'inherited-tags',
    apply: (g, i, all) =>
      otherRoom(i, all)
        ? { ...g, tags: g.tags.map((t) => (OMITTED.includes(t.name) ? { ...t, value: '#' } : t)) }
        : null,
  },
  'no-auction': {
    fix: 'no-auction',
    apply: (g, i) => (i % 3 === 1 ? { ...g, auction: null } : null),
  },
  'leading-passes': {
    fix: 'leading-passes',
    apply: (g) => {
      const a = g.auction!;
      let k = 0;
      while (k < a.calls.length && a.calls[k]!.call.type === 'pass') k++;
      if (k === 0 || k === 4) return null;
      return { ...g, auction: { ...a, calls: a.calls.slice(k) } };
    },
  },
  'played-order-play': {
    fix: 'played-order-play',
    apply: (g) => {
      const p = g.play;
      if (p === null) return null;
      const rows = playedRows(p, pbnFacts(g).contract);
      const same = rows.every((row, t) => row.every((e, k) => e.card === p.tricks[t]![k]!.card));
      return same ? null : { ...g, play: { ...p, tricks: rows } };
    },
  },
  'contract-doubling': {
    fix: 'contract-doubling',
    apply: (g) => {
      const c = value(g, 'Contract')!;
      if (!/X$/.test(c)) return null;
      return {
        ...g,
        tags: g.tags.map((t) => (t.name === 'Contract' ? { ...t, value: c.replace(/X+$/, '') } : t)),
      };
    },
  },
};

/** Play rows rewritten in the order played (leader first), as some exports write them. */
function playedRows(p: PbnPlay, contract: PbnFacts['contract']): PbnCardEntry[][] {
  if (contract === null || contract === 'PASS' || 'strainOnly' in contract) throw new Error('no strain');
  const cards = playInOrder(p, contract.strain).cards;
  const rows: PbnCardEntry[][] = [];
  for (let i = 0; i < cards.length; i += 4) {
    const row: PbnCardEntry[] = cards.slice(i, i + 4).map((card) => ({ card }));
    while (row.length < 4) row.push({ card: null });
    rows.push(row);
  }
  return rows;
}

/** Applies quirks in turn to every game they fit; the expected fixes name the games each changed. */
export function applyQuirks(clean: readonly PbnGame[], names: readonly (keyof typeof QUIRKS)[]): Quirked {
  let games = [...clean];
  const expected: Partial<Record<PbnFixName, number[]>> = {};
  for (const name of names) {
    const q = QUIRKS[name];
    const before = games;
    games = before.map((g, i) => {
      const changed = q.apply(g, i, before);
      if (changed === null) return g;
      const list = (expected[q.fix] ??= []);
      if (!list.includes(i)) list.push(i);
      return changed;
    });
  }
  for (const list of Object.values(expected)) list.sort((a, b) => a - b);
  return { games, expected };
}
