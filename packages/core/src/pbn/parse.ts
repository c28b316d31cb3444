/**
 * Reads a PBN file liberally (import format, PBN 2.1 §3–6): tags in any order and several to a line,
 * `#` for "as in the previous game", omitted identification tags carried over from the previous game,
 * lower case and the common variants of values, comments anywhere between tokens, CRLF line ends.
 * Malformed input gives a coded error naming the line and the field.
 */
import type { Call } from '../call.ts';
import { boardDealer, boardVulnerability } from '../board.ts';
import { ok, type Result } from '../result.ts';
import { nextSeat, rotate } from '../seat.ts';
import { lexPbn, pbnError, type LexBlock } from './lexer.ts';
import {
  auctionToken,
  finishCalls,
  finishTricks,
  newSection,
  playToken,
  sectionCommentTarget,
  type SectionBuilder,
} from './sections.ts';
import { FixLog } from './fixLog.ts';
import { repairGame } from './repair.ts';
import { dealSetupOf, isBlank, normalizeTag, parseSeat } from './tags.ts';
import { SEATS } from '../types.ts';
import {
  MANDATORY_TAGS,
  type PbnAuction,
  type PbnError,
  type PbnGame,
  type PbnNote,
  type PbnPlay,
  type PbnRead,
  type PbnReadOptions,
  type PbnTable,
  type PbnTag,
  type PbnWarning,
} from './types.ts';

/** Identification tags that a later game inherits when it omits them (the lenient import rule). */
export const INHERITED_TAGS: readonly string[] = [
  'Event',
  'Site',
  'Date',
  'West',
  'North',
  'East',
  'South',
  'Scoring',
];

/** The tags of the board itself: inherited only by a game of the same board (the other room's). */
export const BOARD_TAGS: readonly string[] = ['Board', 'Dealer', 'Vulnerable', 'Deal'];

function sameDeal(a: string, b: string): boolean {
  const x = dealSetupOf(a.trim());
  const y = dealSetupOf(b.trim());
  if (x === null || y === null) return false;
  return SEATS.every((s) => (x[s]?.toPbn() ?? '-') === (y[s]?.toPbn() ?? '-'));
}

/**
 * Calls `take` for each tag the game omits that the previous game gives (a real value, not `?` or `""`):
 * the identification tags always; Board when the game gives no other deal; Dealer, Vulnerable and Deal
 * when the game is of the previous game's board (same Board, or Board itself taken).
 */
function inheritOmitted(
  values: ReadonlyMap<string, { readonly value: string }>,
  prev: ReadonlyMap<string, string>,
  take: (name: string, value: string) => void,
): void {
  const from = (name: string): string | null => {
    const p = prev.get(name);
    return p === undefined || isBlank(p) ? null : p;
  };
  for (const name of INHERITED_TAGS) {
    const p = from(name);
    if (!values.has(name) && p !== null) take(name, p);
  }
  const prevBoard = from('Board');
  const deal = values.get('Deal')?.value;
  const prevDeal = from('Deal');
  let same: boolean;
  if (!values.has('Board')) {
    same = prevBoard !== null && (deal === undefined || (prevDeal !== null && sameDeal(deal, prevDeal)));
    if (same) take('Board', prevBoard!);
  } else {
    const board = values.get('Board')!.value.trim();
    same = prevBoard !== null && /^\d+$/.test(board) && Number(board) === Number(prevBoard);
  }
  if (!same) return;
  for (const name of BOARD_TAGS.slice(1)) {
    const p = from(name);
    if (!values.has(name) && p !== null) take(name, p);
  }
}

interface RawTag {
  name: string;
  value: string;
  line: number;
  comments: string[];
}

interface RawTable {
  name: string;
  columns: string;
  line: number;
  rows: Map<number, string[]>;
  comments: string[];
}

interface RawSection<T> {
  builder: SectionBuilder<T>;
  value: string;
  line: number;
  notes: PbnNote[];
}

/** Tags that never head a table section: text after them is an error, not rows. */
const NOT_TABLES = new Set<string>([
  ...MANDATORY_TAGS,
  'Note',
  'DoubleDummyTricks',
  'OptimumScore',
  'ParContract',
]);

const MANDATORY_INDEX = new Map<string, number>(MANDATORY_TAGS.map((t, i) => [t, i]));

/** Orders tags the export way: the 15 mandatory tags in their order, then the others by name. */
export function sortTags<T extends { readonly name: string }>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => {
    const ia = MANDATORY_INDEX.get(a.name) ?? 99;
    const ib = MANDATORY_INDEX.get(b.name) ?? 99;
    if (ia !== ib) return ia - ib;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
}

function parseNote(tag: RawTag): Result<PbnNote, PbnError> {
  const m = /^\s*(\d+)\s*:(.*)$/s.exec(tag.value);
  if (!m) return pbnError('pbn/bad_value', tag.line, 'Note', `"${tag.value}" must be "number:text"`);
  return ok({ number: Number(m[1]), text: m[2]! });
}

interface Parsed {
  readonly game: PbnGame;
  readonly values: ReadonlyMap<string, string>;
}

function parseGame(
  block: LexBlock,
  prev: ReadonlyMap<string, string> | null,
  index: number,
  warnings: PbnWarning[],
  log: FixLog,
): Result<Parsed, PbnError> {
  const warn = (message: string): void => {
    warnings.push({ game: index, line: block.line, message });
  };
  const gameComments: string[] = [];
  const tags: RawTag[] = [];
  const tables: RawTable[] = [];
  let auction: RawSection<Call> | null = null;
  let play: RawSection<string | null> | null = null;
  type Mode = 'start' | 'tag' | 'table' | 'auction' | 'play' | 'note' | 'skip';
  let mode: Mode = 'start';
  let noteSection: RawSection<unknown> | null = null;
  let target: string[] = gameComments;
  const seen = new Set<string>();

  for (const item of block.items) {
    if (item.kind === 'comment') {
      if (mode === 'auction' && auction) target = sectionCommentTarget(auction.builder);
      if (mode === 'play' && play) target = sectionCommentTarget(play.builder);
      target.push(item.text);
      continue;
    }
    if (item.kind === 'tag') {
      const { name, value, line } = item;
      if (name === 'Note' && noteSection !== null) {
        const note = parseNote({ name, value, line, comments: [] });
        if (!note.ok) return note;
        noteSection.notes.push(note.value);
        target = [];
        mode = 'note';
        continue;
      }
      noteSection = null;
      if (name !== 'Note' && seen.has(name)) {
        warn(`line ${line}: a second [${name}] tag is ignored`);
        mode = 'skip';
        target = [];
        continue;
      }
      seen.add(name);
      if (name === 'Auction') {
        auction = { builder: newSection<Call>(), value: value, line, notes: [] };
        noteSection = auction;
        mode = 'auction';
        target = auction.builder.comments;
      } else if (name === 'Play') {
        play = { builder: newSection<string | null>(), value: value, line, notes: [] };
        noteSection = play;
        mode = 'play';
        target = play.builder.comments;
      } else {
        const tag: RawTag = { name, value, line, comments: [] };
        tags.push(tag);
        mode = 'tag';
        target = tag.comments;
      }
      continue;
    }
    // A token of a section.
    const { text, line } = item;
    if (mode === 'start')
      return pbnError('pbn/syntax', line, 'game', `"${text}" comes before the first tag of the game`);
    if (mode === 'skip') continue;
    if (mode === 'note')
      return pbnError('pbn/syntax', line, 'Note', `"${text}" follows a [Note] tag, which has no section`);
    if (mode === 'auction' && auction) {
      const bad = auctionToken(auction.builder, text);
      if (bad !== null) return pbnError('pbn/bad_auction', line, 'Auction', bad);
      continue;
    }
    if (mode === 'play' && play) {
      const bad = playToken(play.builder, text);
      if (bad !== null) return pbnError('pbn/bad_play', line, 'Play', bad);
      if (play.builder.entries.length > 52)
        return pbnError('pbn/bad_play', line, 'Play', 'more than 13 tricks');
      continue;
    }
    if (mode === 'tag') {
      const last = tags[tags.length - 1]!;
      if (NOT_TABLES.has(last.name) || /^Score(IMP|MP|Percentage)?$/.test(last.name))
        return pbnError('pbn/syntax', line, last.name, `"${text}" follows the tag, which takes no section`);
      const tag = tags.pop()!;
      const table: RawTable = {
        name: tag.name,
        columns: tag.value,
        line: tag.line,
        rows: new Map(),
        comments: tag.comments,
      };
      tables.push(table);
      target = table.comments;
      mode = 'table';
    }
    const table = tables[tables.length - 1]!;
    const row = table.rows.get(line) ?? [];
    row.push(text);
    table.rows.set(line, row);
  }

  // Tag values: `#`, inheritance, defaults, normalization.
  const values = new Map<string, RawTag>();
  const notesOutside: RawTag[] = [];
  const inherit = (name: string, value: string, line: number, hash: boolean): void => {
    values.set(name, { name, value, line, comments: values.get(name)?.comments ?? [] });
    log.add({
      fix: 'inherited-tags',
      game: index,
      line,
      field: name,
      code: 'pbn/inherited_tag',
      what: hash
        ? `game ${index + 1}: [${name} "#"] stands for the previous game's value`
        : `game ${index + 1}: the game omits [${name}], which the previous game gives`,
      tag: { name, hash },
    });
  };
  for (const t of tags) {
    if (t.name === 'Note') {
      notesOutside.push(t);
      continue;
    }
    values.set(t.name, t);
    if (t.value === '#') {
      const p = prev?.get(t.name);
      if (p === undefined) warn(`line ${t.line}: [${t.name} "#"] has no previous game to copy; taken as "?"`);
      inherit(t.name, p ?? '?', t.line, true);
    }
  }
  if (prev !== null)
    inheritOmitted(values, prev, (name, value) => {
      inherit(name, value, block.line, false);
    });
  const boardText = values.get('Board')?.value.trim() ?? '';
  const board = /^\d+$/.test(boardText) && Number(boardText) >= 1 ? Number(boardText) : null;
  if (board !== null && !values.has('Dealer')) {
    values.set('Dealer', { name: 'Dealer', value: boardDealer(board), line: block.line, comments: [] });
    warn(`[Dealer] is missing: ${boardDealer(board)} from board ${board}`);
  }
  if (board !== null && !values.has('Vulnerable')) {
    values.set('Vulnerable', {
      name: 'Vulnerable',
      value: boardVulnerability(board),
      line: block.line,
      comments: [],
    });
    warn(`[Vulnerable] is missing: ${boardVulnerability(board)} from board ${board}`);
  }
  for (const name of MANDATORY_TAGS)
    if (!values.has(name)) values.set(name, { name, value: '?', line: block.line, comments: [] });

  const dealerTag = values.get('Dealer')!;
  const dealerValue = normalizeTag('Dealer', dealerTag.value, { dealer: null, declarer: null });
  if (!dealerValue.ok) return pbnError('pbn/bad_value', dealerTag.line, 'Dealer', dealerValue.error.message);
  const dealer = parseSeat(dealerValue.value);
  const declarerTag = values.get('Declarer')!;
  const declarerValue = normalizeTag('Declarer', declarerTag.value, { dealer, declarer: null });
  if (!declarerValue.ok)
    return pbnError('pbn/bad_value', declarerTag.line, 'Declarer', declarerValue.error.message);
  const declarer = parseSeat(declarerValue.value.replace(/^\^/, ''));

  const outTags: PbnTag[] = [];
  // Notes standing apart from a section explain the auction's note references when there is an auction.
  const looseNotes: PbnNote[] = [];
  for (const t of notesOutside) {
    const note = parseNote(t);
    if (!note.ok) return note;
    looseNotes.push(note.value);
  }
  const keptNotes = auction ? [] : notesOutside;
  for (const t of [...values.values(), ...keptNotes]) {
    const v = normalizeTag(t.name, t.value, { dealer, declarer });
    if (!v.ok) return pbnError('pbn/bad_value', t.line, t.name, v.error.message);
    outTags.push({
      name: t.name,
      value: v.value,
      ...(t.comments.length ? { comments: [...t.comments] } : {}),
    });
  }

  let outAuction: PbnAuction | null = null;
  if (auction) {
    const tagSeat = parseSeat(auction.value);
    if (tagSeat === null && !isBlank(auction.value))
      return pbnError('pbn/bad_value', auction.line, 'Auction', `"${auction.value}" is not a seat`);
    const base = tagSeat ?? dealer;
    if (base === null)
      return pbnError(
        'pbn/bad_value',
        auction.line,
        'Auction',
        'the first seat is unknown (no seat, no dealer)',
      );
    const b = auction.builder;
    outAuction = {
      first: rotate(base, b.placeholders),
      calls: finishCalls(b),
      end: b.end,
      notes: [...auction.notes, ...looseNotes],
      ...(b.comments.length ? { comments: [...b.comments] } : {}),
    };
  }

  let outPlay: PbnPlay | null = null;
  if (play) {
    const tagSeat = parseSeat(play.value);
    if (tagSeat === null && !isBlank(play.value))
      return pbnError('pbn/bad_value', play.line, 'Play', `"${play.value}" is not a seat`);
    const leader = tagSeat ?? (declarer === null ? null : nextSeat(declarer));
    if (leader === null)
      return pbnError(
        'pbn/bad_value',
        play.line,
        'Play',
        'the opening leader is unknown (no seat, no declarer)',
      );
    const b = play.builder;
    outPlay = {
      leader,
      tricks: finishTricks(b),
      end: b.end,
      notes: play.notes,
      ...(b.comments.length ? { comments: [...b.comments] } : {}),
    };
  }

  const outTables: PbnTable[] = tables.map((t) => ({
    name: t.name,
    columns: t.columns,
    rows: [...t.rows.values()],
    ...(t.comments.length ? { comments: [...t.comments] } : {}),
  }));

  const game: PbnGame = {
    tags: sortTags(outTags),
    auction: outAuction,
    play: outPlay,
    tables: sortTags(outTables),
    ...(gameComments.length ? { comments: gameComments } : {}),
  };
  const valueMap = new Map<string, string>();
  for (const t of game.tags) if (t.name !== 'Note') valueMap.set(t.name, t.value);
  return ok({ game, values: valueMap });
}

/**
 * Reads a PBN file: its games, lenient-import warnings, the first line of each game, and the repairs made
 * (see repair.ts). With `strict`, whatever would be repaired is refused with a coded error instead.
 */
export function parsePbn(text: string, options: PbnReadOptions = {}): Result<PbnRead, PbnError> {
  const lexed = lexPbn(text);
  if (!lexed.ok) return lexed;
  const warnings: PbnWarning[] = [];
  const games: PbnGame[] = [];
  const lines: number[] = [];
  const comments: string[] = [];
  const log = new FixLog();
  let prev: ReadonlyMap<string, string> | null = null;
  for (const block of lexed.value.blocks) {
    if (!block.items.some((i) => i.kind !== 'comment')) {
      for (const i of block.items) if (i.kind === 'comment') comments.push(i.text);
      continue;
    }
    const r = parseGame(block, prev, games.length, warnings, log);
    if (!r.ok) return r;
    games.push(repairGame(r.value.game, games.length, block.line, log));
    lines.push(block.line);
    prev = r.value.values;
  }
  if (options.strict === true) {
    const refused = log.strictError();
    if (refused !== null) return refused;
  }
  const fixes = log.summarize(warnings);
  const escapes = lexed.value.escapes.filter((e) => !/^(PBN\s+\d|EXPORT$)/i.test(e));
  return ok({ file: { escapes, comments, games }, warnings, lines, fixes });
}
