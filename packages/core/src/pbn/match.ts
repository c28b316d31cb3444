/**
 * Match records (the JSON that `tenace play --json` and the server keep) exported as PBN games, one per
 * deal. Works from the records' JSON shapes, typed here, so it does not depend on the reducers.
 *
 * Minibridge has no auction, vulnerability or doubling, so its games are marked honestly:
 * `[Event "Minibridge"]`, `[Scoring "Minibridge"]`, `[Vulnerable "None"]`, no Auction section, and the
 * declared contract written as the lowest contract that needs its target: a part-score as a one-level
 * contract (7 tricks), a game as 3NT, 4H/4S or 5C/5D; a game comment says so. `Score` holds the minibridge
 * points (North–South's minus East–West's). A thrown-in 20–20 deal has empty Declarer, Contract and Result.
 * Rubber and Chicago deals carry `Scoring "Rubber"`/`"Chicago"` and the deal's points (North–South's minus
 * East–West's, honours included); duplicate boards `Scoring "Duplicate"` and North–South's duplicate score.
 *
 * What the record does not hold can be given (MatchPbnDetails): the event, site and scoring words of the
 * server's settings, and the players and date, for every deal or per deal (a deal's `players` and `date`).
 */
import { makeContract, parseCall, parseContract, type Call, type Level } from '../call.ts';
import { parseCard, type Card } from '../card.ts';
import { makePbnDeal, parsePbnDeal } from '../deal.ts';
import { err, ok, type Result } from '../result.ts';
import { nextSeat, vulnerabilityOf } from '../seat.ts';
import { isSeat, isStrain, type BySide, type Seat, type Strain } from '../types.ts';
import { playColumns } from './columns.ts';
import { sortTags } from './parse.ts';
import type { PbnFile, PbnGame, PbnPlay, PbnTag } from './types.ts';
import type { BridgeDealOutcome } from '../game/bridgeDeal.ts';
import type { MinibridgeDealRecord } from '../game/minibridge.ts';

/** Tags the records do not hold, given by the caller (for example from the server's settings). */
export interface MatchPbnDetails {
  readonly event?: string;
  readonly site?: string;
  /** The Scoring tag, such as "MP" or "IMP" (by default "Minibridge", "Rubber", "Chicago" or "Duplicate"). */
  readonly scoring?: string;
  /** The players of every deal (a deal's own `players` come first); seats left out stay empty. */
  readonly players?: Partial<Record<Seat, string>>;
  /** The date of every deal (a deal's own `date` comes first): a Date, milliseconds, ISO text or "2026.12.01". */
  readonly date?: Date | number | string;
}

/** A deal's own players and date, when the record keeps them. */
interface DealDetailsJson {
  readonly players?: Partial<Record<Seat, string>>;
  readonly date?: number | string;
}

/** A minibridge deal of a match record (core's deal record), with its players and date if kept. */
export type MinibridgeDealJson = MinibridgeDealRecord & DealDetailsJson;

/** A contract-bridge deal of a match record, with the mode's score fields and its players and date. */
export type BridgeDealJson = BridgeDealOutcome &
  DealDetailsJson & {
    readonly below?: BySide<number>;
    readonly above?: BySide<number>;
    readonly points?: BySide<number>;
    readonly score?: BySide<number>;
  };

export type MatchRecordJson =
  | { readonly mode: 'minibridge'; readonly seed?: string; readonly deals: readonly MinibridgeDealJson[] }
  | {
      readonly mode: 'rubber' | 'chicago' | 'duplicate';
      readonly seed?: string;
      readonly deals: readonly BridgeDealJson[];
    };

const GAME_LEVEL: Readonly<Record<Strain, Level>> = { NT: 3, S: 4, H: 4, D: 5, C: 5 };
const EVENT = {
  minibridge: 'Minibridge',
  rubber: 'Rubber bridge',
  chicago: 'Chicago',
  duplicate: 'Duplicate',
};
const SCORING = { minibridge: 'Minibridge', rubber: 'Rubber', chicago: 'Chicago', duplicate: 'Duplicate' };

type Fail = {
  readonly ok: false;
  readonly error: { readonly code: 'match/bad_record'; readonly message: string };
};
const bad = (deal: number, what: string): Fail => err('match/bad_record', `deal ${deal}: ${what}`);

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function sideScore(s: unknown): number | null {
  if (!isObject(s) || typeof s.NS !== 'number' || typeof s.EW !== 'number') return null;
  return s.NS - s.EW;
}

/** Duplicate records hold opposite numbers for the two sides: North–South's is the score. */
function nsScore(s: unknown): number | null {
  return isObject(s) && typeof s.NS === 'number' ? s.NS : null;
}

function cardsOf(play: unknown, i: number): Result<Card[]> {
  if (play === undefined) return ok([]);
  if (!Array.isArray(play)) return bad(i, '"play" must be a list of cards');
  const cards: Card[] = [];
  for (const c of play) {
    const card = typeof c === 'string' ? parseCard(c) : null;
    if (card === null) return bad(i, `"${String(c)}" is not a card`);
    cards.push(card);
  }
  return ok(cards);
}

function makePlay(cards: Card[], declarer: Seat, strain: Strain): PbnPlay | null {
  if (cards.length === 0) return null;
  const leader = nextSeat(declarer);
  return { leader, tricks: playColumns(cards, leader, strain), end: cards.length < 52 ? '*' : '', notes: [] };
}

/** A PBN date "YYYY.MM.DD" (UTC) from a Date, milliseconds, ISO text or a PBN date; null if none of them. */
export function pbnDate(value: unknown): string | null {
  if (typeof value === 'string' && /^[\d?]{4}\.[\d?]{2}\.[\d?]{2}$/.test(value.trim())) return value.trim();
  const d =
    value instanceof Date
      ? value
      : typeof value === 'number' || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value.trim()))
        ? new Date(typeof value === 'string' ? value.trim() : value)
        : null;
  if (d === null || Number.isNaN(d.getTime())) return null;
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`;
}

const SEAT_TAG = { N: 'North', E: 'East', S: 'South', W: 'West' } as const;

/** Sets Event, Site, Scoring, the players and the date from the details and the deal's own fields. */
function detailTags(
  t: Map<string, string>,
  details: MatchPbnDetails,
  d: Record<string, unknown>,
  i: number,
): Result<Map<string, string>> {
  if (details.event !== undefined) t.set('Event', details.event);
  if (details.site !== undefined) t.set('Site', details.site);
  if (details.scoring !== undefined) t.set('Scoring', details.scoring);
  const own = d.players;
  if (own !== undefined && !isObject(own)) return bad(i, '"players" must be {"N","E","S","W"} names');
  for (const seat of ['N', 'E', 'S', 'W'] as const) {
    const name = (own as Partial<Record<Seat, unknown>> | undefined)?.[seat] ?? details.players?.[seat];
    if (name === undefined) continue;
    if (typeof name !== 'string') return bad(i, `"players.${seat}" must be a name`);
    t.set(SEAT_TAG[seat], name);
  }
  const date = d.date ?? details.date;
  if (date !== undefined) {
    const text = pbnDate(date);
    if (text === null) return bad(i, `"date" ${JSON.stringify(date)} is not a date`);
    t.set('Date', text);
  }
  return ok(t);
}

function baseTags(
  mode: MatchRecordJson['mode'],
  seed: unknown,
  d: Record<string, unknown>,
  i: number,
  details: MatchPbnDetails,
): Result<Map<string, string>> {
  if (typeof d.number !== 'number' || !Number.isInteger(d.number) || d.number < 1)
    return bad(i, '"number" must be a board number');
  if (!isSeat(d.dealer)) return bad(i, '"dealer" must be N, E, S or W');
  if (typeof d.pbn !== 'string') return bad(i, '"pbn" must be a PBN deal');
  const deal = parsePbnDeal(d.pbn);
  if (!deal.ok) return bad(i, deal.error.message);
  const t = new Map<string, string>([
    ['Event', EVENT[mode]],
    ['Site', ''],
    ['Date', ''],
    ['Board', String(d.number)],
    ['West', ''],
    ['North', ''],
    ['East', ''],
    ['South', ''],
    ['Dealer', d.dealer],
    ['Vulnerable', 'None'],
    ['Deal', makePbnDeal(deal.value, d.dealer)],
    ['Scoring', SCORING[mode]],
    ['Declarer', ''],
    ['Contract', ''],
    ['Result', ''],
  ]);
  if (typeof seed === 'string') t.set('Description', `Tenace ${mode} match, seed ${seed}`);
  return detailTags(t, details, d, i);
}

function game(tags: Map<string, string>, rest: Partial<PbnGame>): PbnGame {
  const list: PbnTag[] = [...tags].map(([name, value]) => ({ name, value }));
  return { tags: sortTags(list), auction: null, play: null, tables: [], ...rest };
}

function minibridgeGame(
  seed: unknown,
  d: Record<string, unknown>,
  i: number,
  details: MatchPbnDetails,
): Result<PbnGame> {
  const base = baseTags('minibridge', seed, d, i, details);
  if (!base.ok) return base;
  const tags = base.value;
  const score = sideScore(d.score);
  if (score !== null) tags.set('Score', `NS ${score}`);
  if (d.redeal === true || d.declarer === undefined)
    return ok(game(tags, { comments: ['Minibridge: thrown in (20-20), redealt; not played'] }));
  if (!isSeat(d.declarer)) return bad(i, '"declarer" must be N, E, S or W');
  const c = d.contract;
  if (!isObject(c) || !isStrain(c.strain) || typeof c.game !== 'boolean')
    return bad(i, '"contract" must be {"strain","game"}');
  const level: Level = c.game ? GAME_LEVEL[c.strain] : 1;
  tags.set('Declarer', d.declarer);
  tags.set('Contract', `${level}${c.strain}`);
  if (typeof d.tricks === 'number' && Number.isInteger(d.tricks) && d.tricks >= 0 && d.tricks <= 13)
    tags.set('Result', String(d.tricks));
  const cards = cardsOf(d.play, i);
  if (!cards.ok) return cards;
  return ok(
    game(tags, {
      play: makePlay(cards.value, d.declarer, c.strain),
      comments: [
        `Minibridge: no auction; ${d.declarer} declared ${c.game ? 'a game' : 'a part-score'} in ${c.strain}, written as ${level}${c.strain}; scored as minibridge`,
      ],
    }),
  );
}

function bridgeGame(
  mode: 'rubber' | 'chicago' | 'duplicate',
  seed: unknown,
  d: Record<string, unknown>,
  i: number,
  details: MatchPbnDetails,
): Result<PbnGame> {
  const base = baseTags(mode, seed, d, i, details);
  if (!base.ok) return base;
  const tags = base.value;
  const v = d.vulnerable;
  if (!isObject(v) || typeof v.NS !== 'boolean' || typeof v.EW !== 'boolean')
    return bad(i, '"vulnerable" must be {"NS","EW"} booleans');
  tags.set('Vulnerable', vulnerabilityOf(v.NS, v.EW));
  if (!Array.isArray(d.auction)) return bad(i, '"auction" must be a list of calls');
  const calls: Call[] = [];
  for (const text of d.auction) {
    const call = typeof text === 'string' ? parseCall(text) : null;
    if (call === null || !call.ok) return bad(i, `"${String(text)}" is not a call`);
    calls.push(call.value);
  }
  const contract = typeof d.contract === 'string' ? parseContract(d.contract) : null;
  if (contract === null || !contract.ok)
    return bad(i, '"contract" must be a contract such as "4SX" or "PASS"');
  const cards = cardsOf(d.play, i);
  if (!cards.ok) return cards;
  let play: PbnPlay | null = null;
  if (contract.value === null) tags.set('Contract', 'Pass');
  else {
    if (!isSeat(d.declarer)) return bad(i, '"declarer" must be N, E, S or W');
    if (typeof d.tricks !== 'number' || !Number.isInteger(d.tricks) || d.tricks < 0 || d.tricks > 13)
      return bad(i, '"tricks" must be from 0 to 13');
    tags.set('Declarer', d.declarer);
    tags.set('Contract', makeContract(contract.value));
    tags.set('Result', String(d.tricks));
    play = makePlay(cards.value, d.declarer, contract.value.strain);
  }
  const points =
    mode === 'duplicate'
      ? nsScore(d.score)
      : mode === 'chicago'
        ? sideScore(d.points)
        : (() => {
            const b = sideScore(d.below);
            const a = sideScore(d.above);
            return b === null || a === null ? null : a + b;
          })();
  if (points !== null) tags.set('Score', `NS ${points}`);
  return ok(
    game(tags, {
      auction: { first: d.dealer as Seat, calls: calls.map((call) => ({ call })), end: '', notes: [] },
      play,
    }),
  );
}

/**
 * Exports a match record (minibridge, rubber, Chicago or duplicate JSON) as PBN games, one per deal, with
 * the event, site, scoring, players and date given in `details` (or kept with the deals).
 */
export function matchRecordToPbn(record: unknown, details: MatchPbnDetails = {}): Result<PbnFile> {
  if (!isObject(record)) return err('match/bad_record', 'a match record must be a JSON object');
  const mode = record.mode;
  if (mode !== 'minibridge' && mode !== 'rubber' && mode !== 'chicago' && mode !== 'duplicate')
    return err('match/bad_record', `"mode" must be minibridge, rubber, chicago or duplicate`);
  if (!Array.isArray(record.deals)) return err('match/bad_record', '"deals" must be a list');
  const games: PbnGame[] = [];
  for (let i = 0; i < record.deals.length; i++) {
    const d: unknown = record.deals[i];
    if (!isObject(d)) return bad(i + 1, 'must be an object');
    const g =
      mode === 'minibridge'
        ? minibridgeGame(record.seed, d, i + 1, details)
        : bridgeGame(mode, record.seed, d, i + 1, details);
    if (!g.ok) return g;
    games.push(g.value);
  }
  return ok({ escapes: [], comments: [], games });
}
