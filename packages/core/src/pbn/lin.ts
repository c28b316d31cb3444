/**
 * BBO LIN: `key|value|` pairs, one board per line in hand records; vugraph files have a heading (`vg`,
 * `rs`, `pn` with eight names: open room, then closed room) and boards that start with `qx` (`o1`, `c1`)
 * over several lines. Read: `pn` (names S, W, N, E), `md` (dealer digit
 * 1 = S, 2 = W, 3 = N, 4 = E, then the S, W, N, E hands; a missing East is the 13 cards left), `sv`
 * (o/0 none, n, e, b), `ah` ("Board 7"), `st` (title), `mb` calls with `!` alerts and `an` explanations
 * (kept as PBN notes), `pc` cards in the order played, `mc` claims (declaring side's total tricks). `pg`,
 * `rh` and the vugraph keys are layout and are skipped. Contract, declarer and result are derived.
 */
import { applyCall, auctionResult, startAuction, type Auction } from '../auction.ts';
import { makeCall, makeContract, parseCall, type Call } from '../call.ts';
import { parseCard, type Card } from '../card.ts';
import { CardSet } from '../cardSet.ts';
import { checkSetup, dealFromSetup, makePbnDeal, type DealSetup } from '../deal.ts';
import { playCard, startPlay, type PlayState } from '../play.ts';
import { ok, type Result } from '../result.ts';
import { nextSeat, sideOf } from '../seat.ts';
import { SUITS, type Seat, type Strain, type Vulnerability } from '../types.ts';
import { checkPbnGame, tagValue } from './check.ts';
import { playColumns } from './columns.ts';
import { FixLog } from './fixLog.ts';
import { pbnError } from './lexer.ts';
import { boardsOf, pairsOf, type LinPair } from './linPairs.ts';
import { sortTags } from './parse.ts';
import { parseSeat } from './tags.ts';
import {
  MANDATORY_TAGS,
  type PbnCallEntry,
  type PbnError,
  type PbnGame,
  type PbnNote,
  type PbnRead,
  type PbnReadOptions,
  type PbnTag,
  type PbnWarning,
} from './types.ts';

const LIN_DEALER: Readonly<Record<string, Seat>> = { '1': 'S', '2': 'W', '3': 'N', '4': 'E' };
const DEALER_LIN: Readonly<Record<Seat, string>> = { S: '1', W: '2', N: '3', E: '4' };
const LIN_SEATS: readonly Seat[] = ['S', 'W', 'N', 'E'];
const LIN_VUL: Readonly<Record<string, Vulnerability>> = {
  o: 'None',
  '0': 'None',
  n: 'NS',
  e: 'EW',
  b: 'All',
};
const VUL_LIN: Readonly<Record<Vulnerability, string>> = { None: 'o', NS: 'n', EW: 'e', All: 'b' };

/** Reads one LIN hand "SAKQHT98D5CAK432" (suit letters then ranks, any order); '' is unknown. */
function parseLinHand(text: string): CardSet | null | string {
  const t = text.trim().toUpperCase().replace(/10/g, 'T');
  if (t === '') return null;
  const cards: Card[] = [];
  let suit = '';
  for (const ch of t) {
    if ('SHDC'.includes(ch)) suit = ch;
    else {
      const card = suit === '' ? null : parseCard(`${suit}${ch}`);
      if (card === null) return `"${text}" is not a hand (suit letters S H D C, each followed by ranks)`;
      if (cards.includes(card)) return `"${text}" holds ${card} twice`;
      cards.push(card);
    }
  }
  return CardSet.of(cards);
}

function makeLinHand(hand: CardSet | null): string {
  if (hand === null) return '';
  return SUITS.map(
    (s) =>
      s +
      hand
        .suitCards(s)
        .map((c) => c[1])
        .join(''),
  ).join('');
}

interface LinBoard {
  names: string[] | null;
  title: string;
  dealer: Seat | null;
  setup: DealSetup | null;
  vulnerable: Vulnerability | null;
  board: number | null;
  room: string | null;
  calls: { call: Call; alert: boolean; explanation: string | null }[];
  cards: Card[];
  claim: number | null;
  comments: string[];
}

function readBoard(pairs: readonly LinPair[], defaultNames: string[] | null): Result<LinBoard, PbnError> {
  const b: LinBoard = {
    names: defaultNames,
    title: '',
    dealer: null,
    setup: null,
    vulnerable: null,
    board: null,
    room: null,
    calls: [],
    cards: [],
    claim: null,
    comments: [],
  };
  for (const { key, value, line } of pairs) {
    const bad = (what: string): { readonly ok: false; readonly error: PbnError } =>
      pbnError('lin/bad_value', line, key, what);
    switch (key) {
      case 'pn':
        b.names = value.split(',');
        break;
      case 'st':
        b.title = value;
        break;
      case 'md': {
        const m = /^\s*([1-4])(.*)$/s.exec(value);
        if (!m) return bad(`"${value}" must start with the dealer digit 1-4 (S, W, N, E)`);
        b.dealer = LIN_DEALER[m[1]!]!;
        const hands = m[2]!.split(',');
        if (hands.length > 4) return bad(`"${value}" has more than four hands`);
        const setup: Record<Seat, CardSet | null> = { N: null, E: null, S: null, W: null };
        for (let i = 0; i < hands.length; i++) {
          const h = parseLinHand(hands[i]!);
          if (typeof h === 'string') return bad(h);
          setup[LIN_SEATS[i]!] = h;
        }
        const checked = checkSetup(setup);
        if (!checked.ok) return bad(checked.error.message);
        const full = dealFromSetup(setup);
        b.setup = full.ok ? full.value.hands : setup;
        break;
      }
      case 'sv': {
        const v = LIN_VUL[value.trim().toLowerCase()];
        if (v === undefined) return bad(`"${value}" is not a vulnerability (o, n, e or b)`);
        b.vulnerable = v;
        break;
      }
      case 'ah': {
        const m = /(\d+)/.exec(value);
        if (m) b.board = Number(m[1]);
        break;
      }
      case 'qx': {
        const m = /^([oc])?(\d+)/i.exec(value.trim());
        if (m) {
          b.board ??= Number(m[2]);
          if (m[1] !== undefined) b.room = m[1].toLowerCase() === 'o' ? 'Open' : 'Closed';
        }
        break;
      }
      case 'mb': {
        const alert = value.trim().endsWith('!');
        const call = parseCall(value.trim().replace(/!+$/, ''));
        if (!call.ok) return bad(`"${value}" is not a call (p, d, r, 1C … 7N)`);
        b.calls.push({ call: call.value, alert, explanation: null });
        break;
      }
      case 'an': {
        const last = b.calls[b.calls.length - 1];
        if (last === undefined) return bad('an explanation comes before any call');
        last.explanation = value;
        break;
      }
      case 'pc': {
        const card = parseCard(value);
        if (card === null) return bad(`"${value}" is not a card (such as SA, HT, C2)`);
        if (b.cards.length === 52) return bad('more than 52 cards played');
        b.cards.push(card);
        break;
      }
      case 'mc': {
        const t = value.trim();
        if (!/^\d+$/.test(t) || Number(t) > 13)
          return bad(`"${value}" is not a number of tricks from 0 to 13`);
        b.claim = Number(t);
        break;
      }
      case 'nt':
        b.comments.push(value);
        break;
      default:
        break; // pg, rh and layout keys
    }
  }
  return ok(b);
}

function boardToGame(b: LinBoard, warn: (m: string) => void): PbnGame {
  const tags = new Map<string, string>();
  for (const t of MANDATORY_TAGS) tags.set(t, '?');
  // "#" would mean "as in the previous game" in PBN: a LIN text that is only "#" is taken as unknown.
  const text = (v: string): string => (v.trim() === '#' ? '?' : v);
  if (b.title !== '') tags.set('Event', text(b.title));
  if (b.board !== null) tags.set('Board', String(b.board));
  // A vugraph heading names eight players: the open room's four, then the closed room's.
  const names =
    b.names === null
      ? null
      : b.room === 'Closed' && b.names.length >= 8
        ? b.names.slice(4, 8)
        : b.names.slice(0, 4);
  if (names)
    names.forEach((name, i) => {
      const seat = LIN_SEATS[i]!;
      tags.set({ N: 'North', E: 'East', S: 'South', W: 'West' }[seat], text(name));
    });
  if (b.dealer) tags.set('Dealer', b.dealer);
  if (b.vulnerable) tags.set('Vulnerable', b.vulnerable);
  if (b.setup) tags.set('Deal', makePbnDeal(b.setup, b.dealer ?? 'N'));
  if (b.room !== null) tags.set('Room', b.room);

  let auction: Auction | null = b.dealer === null ? null : startAuction(b.dealer);
  for (let i = 0; i < b.calls.length && auction; i++) {
    const next = applyCall(auction, b.calls[i]!.call);
    if (!next.ok) {
      warn(`call ${i + 1} (${makeCall(b.calls[i]!.call)}): ${next.error.message}`);
      auction = null;
    } else auction = next.value;
  }
  const outcome = auction === null ? null : auctionResult(auction);
  let declarer: Seat | null = null;
  let strain: Strain | null = null;
  if (outcome?.kind === 'passedOut') {
    tags.set('Contract', 'Pass');
    tags.set('Declarer', '');
    tags.set('Result', '');
  } else if (outcome?.kind === 'contract') {
    declarer = outcome.declarer;
    strain = outcome.contract.strain;
    tags.set('Contract', makeContract(outcome.contract));
    tags.set('Declarer', declarer);
  }

  let play: PbnGame['play'] = null;
  if (declarer !== null && strain !== null) {
    const leader = nextSeat(declarer);
    let tricks: number | null = b.claim;
    if (b.setup !== null) {
      const deal = dealFromSetup(b.setup);
      if (deal.ok) {
        let state: PlayState | null = startPlay(deal.value, strain, leader);
        for (const c of b.cards) {
          const next: Result<PlayState> = playCard(state, c);
          if (!next.ok) {
            warn(`card ${c}: ${next.error.message}`);
            state = null;
            break;
          }
          state = next.value;
        }
        if (state !== null && state.tricks.length === 13 && tricks === null)
          tricks = state.won[sideOf(declarer)];
      }
    }
    if (tricks !== null) tags.set('Result', String(tricks));
    if (b.cards.length > 0)
      play = {
        leader,
        tricks: playColumns(b.cards, leader, strain),
        end: b.cards.length < 52 ? '*' : '',
        notes: [],
      };
  } else if (b.cards.length > 0) warn('the cards played are dropped: the auction gives no contract');

  const notes: PbnNote[] = [];
  const entries: PbnCallEntry[] = b.calls.map((c) => {
    if (!c.alert && c.explanation === null) return { call: c.call };
    notes.push({ number: notes.length + 1, text: c.explanation ?? '' });
    return { call: c.call, note: notes.length };
  });
  const complete = outcome !== null;
  const tagList: PbnTag[] = [...tags].map(([name, value]) => ({ name, value }));
  return {
    tags: sortTags(tagList),
    auction:
      b.calls.length === 0 || b.dealer === null
        ? null
        : { first: b.dealer, calls: entries, end: complete ? '' : '*', notes },
    play,
    tables: [],
    ...(b.comments.length ? { comments: b.comments } : {}),
  };
}

/**
 * Reads LIN text into PBN games (with warnings for inconsistent boards): one board per line as in BBO hand
 * records, or a vugraph file's heading followed by boards that start with `qx`.
 */
export function parseLin(text: string, options: PbnReadOptions = {}): Result<PbnRead, PbnError> {
  const pairs = pairsOf(text.replace(/^\uFEFF/, ''));
  if (!pairs.ok) return pairs;
  const { heading, boards } = boardsOf(pairs.value);
  if (boards.length === 0) {
    const stray = heading.find((p) => ['mb', 'an', 'pc', 'mc', 'sv', 'ah'].includes(p.key));
    if (stray) return pbnError('lin/bad_value', stray.line, stray.key, 'comes before any deal (md)');
  }
  const headingNames =
    heading
      .filter((p) => p.key === 'pn')
      .pop()
      ?.value.split(',') ?? null;
  const games: PbnGame[] = [];
  const starts: number[] = [];
  const warnings: PbnWarning[] = [];
  const log = new FixLog();
  for (const pairsOfBoard of boards) {
    const line = pairsOfBoard[0]!.line;
    const b = readBoard(pairsOfBoard, headingNames);
    if (!b.ok) return b;
    const index = games.length;
    games.push(boardToGame(b.value, (message) => warnings.push({ game: index, line, message })));
    starts.push(line);
    // A board without calls (a hand record of the deal only) is read with an empty auction, and says so.
    if (b.value.calls.length === 0)
      log.add({
        fix: 'no-auction',
        game: index,
        line,
        field: 'mb',
        code: 'pbn/no_auction',
        what: `board ${index + 1} has no calls (mb)`,
      });
  }
  if (options.strict === true) {
    const refused = log.strictError();
    if (refused !== null) return refused;
  }
  const fixes = log.summarize(warnings);
  return ok({ file: { escapes: [], comments: [], games }, warnings, lines: starts, fixes });
}

function linText(value: string): string {
  return value.replace(/[|\r\n]+/g, ' ');
}

/** Writes one PBN game as a LIN line: names, deal, board, vulnerability, calls with alerts, cards, claim. */
export function makeLinBoard(game: PbnGame): string {
  const check = checkPbnGame(game);
  const f = check.facts;
  const names = (['South', 'West', 'North', 'East'] as const)
    .map((t) => linText(tagValue(game, t) ?? '').replace(/,/g, ' '))
    .map((v) => (v === '?' ? '' : v));
  const dealer = f.dealer ?? (f.deal === null ? 'N' : (parseSeat(tagValue(game, 'Deal')?.[0] ?? '') ?? 'N'));
  const setup = f.deal ?? { N: null, E: null, S: null, W: null };
  const parts: string[] = [];
  const put = (k: string, v: string): void => {
    parts.push(`${k}|${v}|`);
  };
  const room = tagValue(game, 'Room');
  if ((room === 'Open' || room === 'Closed') && f.board !== null)
    put('qx', `${room === 'Open' ? 'o' : 'c'}${f.board}`);
  put('pn', names.join(','));
  const event = tagValue(game, 'Event') ?? '';
  put('st', event === '?' ? '' : linText(event));
  put('md', DEALER_LIN[dealer] + LIN_SEATS.map((s) => makeLinHand(setup[s])).join(','));
  put('rh', '');
  put('ah', f.board === null ? '' : `Board ${f.board}`);
  put('sv', VUL_LIN[f.vulnerable ?? 'None']);
  const a = game.auction;
  if (a !== null) {
    for (const e of a.calls) {
      const text =
        e.call.type === 'bid'
          ? `${e.call.level}${e.call.strain === 'NT' ? 'N' : e.call.strain}`
          : e.call.type === 'pass'
            ? 'p'
            : e.call.type === 'double'
              ? 'd'
              : 'r';
      const note = e.note === undefined ? undefined : a.notes.find((n) => n.number === e.note);
      put('mb', note === undefined ? text : `${text}!`);
      if (note !== undefined && note.text !== '') put('an', linText(note.text));
    }
    put('pg', '');
  }
  const cards = check.play ?? [];
  cards.forEach((c, i) => {
    put('pc', c);
    if (i % 4 === 3) put('pg', '');
  });
  for (const c of game.comments ?? []) put('nt', linText(c));
  if (f.result !== null && f.contract !== 'PASS' && cards.length < 52) put('mc', String(f.result));
  return parts.join('');
}

/** Writes games as LIN, one board per line. */
export function makeLin(games: readonly PbnGame[]): string {
  return games.map((g) => makeLinBoard(g) + '\n').join('');
}
