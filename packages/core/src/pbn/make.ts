/**
 * Writes PBN in the strict export format (PBN 2.1 §3.2, §4–6): `% PBN 2.1` and `% EXPORT` first, one empty
 * line between games, one tag pair per line, the 15 mandatory tags in order and then the rest by name, the
 * auction from the dealer four calls to a line, one trick per line in seat columns, notes after their section.
 */
import { makeCall, type Call } from '../call.ts';
import { seatIndex } from '../seat.ts';
import { annotate, commentText } from './annotations.ts';
import { sortTags } from './parse.ts';
import { parseSeat } from './tags.ts';
import type { PbnAuction, PbnFile, PbnGame, PbnNote, PbnPlay, PbnTable } from './types.ts';

export interface MakePbnOptions {
  /** Line end: "\n" (default) or "\r\n". */
  readonly eol?: '\n' | '\r\n';
}

function quote(value: string): string {
  return `"${value
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')}"`;
}

function tagLine(name: string, value: string): string {
  return `[${name} ${quote(value)}]`;
}

/** Lines of comments standing after a tag (each on its own line). */
function commentLines(comments: readonly string[] | undefined): string[] {
  return (comments ?? []).map((c) => commentText(c).text);
}

/** Tokens for a section's rows: each item its text and comments; a `;` comment ends the line. */
function rowLines(rows: readonly (readonly { text: string; comments?: readonly string[] }[])[]): string[] {
  const out: string[] = [];
  for (const row of rows) {
    let line = '';
    for (const item of row) {
      line += (line === '' ? '' : ' ') + item.text;
      for (const c of item.comments ?? []) {
        const ct = commentText(c);
        line += ` ${ct.text}`;
        if (ct.endsLine) {
          out.push(line);
          line = '';
        }
      }
    }
    if (line !== '') out.push(line);
  }
  return out;
}

function pbnCallText(call: Call): string {
  return call.type === 'pass' ? 'Pass' : makeCall(call);
}

function noteLines(notes: readonly PbnNote[]): string[] {
  return notes.map((n) => tagLine('Note', `${n.number}:${n.text}`));
}

function auctionLines(a: PbnAuction, dealer: string | undefined): string[] {
  const d = parseSeat(dealer ?? '');
  const start = d ?? a.first;
  const blanks = (seatIndex(a.first) - seatIndex(start) + 4) % 4;
  const items: { text: string; comments?: readonly string[] }[] = [];
  for (let i = 0; i < blanks; i++) items.push({ text: '-' });
  for (const e of a.calls)
    items.push({ text: annotate(pbnCallText(e.call), e), ...(e.comments ? { comments: e.comments } : {}) });
  if (a.end !== '') items.push({ text: a.end });
  const rows: (typeof items)[] = [];
  for (let i = 0; i < items.length; i += 4) rows.push(items.slice(i, i + 4));
  return [tagLine('Auction', start), ...commentLines(a.comments), ...rowLines(rows), ...noteLines(a.notes)];
}

function playLines(p: PbnPlay): string[] {
  const rows = p.tricks.map((t) =>
    t.map((e) => ({ text: annotate(e.card ?? '-', e), ...(e.comments ? { comments: e.comments } : {}) })),
  );
  if (p.end !== '') rows.push([{ text: p.end }]);
  return [tagLine('Play', p.leader), ...commentLines(p.comments), ...rowLines(rows), ...noteLines(p.notes)];
}

function tableLines(t: PbnTable): string[] {
  return [tagLine(t.name, t.columns), ...commentLines(t.comments), ...t.rows.map((r) => r.join(' '))];
}

/** The lines of one game in export format. */
export function makePbnGameLines(game: PbnGame): string[] {
  const out: string[] = commentLines(game.comments);
  const dealer = game.tags.find((t) => t.name === 'Dealer')?.value;
  const blocks: { name: string; lines: string[] }[] = [];
  for (const t of game.tags)
    blocks.push({ name: t.name, lines: [tagLine(t.name, t.value), ...commentLines(t.comments)] });
  if (game.auction) blocks.push({ name: 'Auction', lines: auctionLines(game.auction, dealer) });
  if (game.play) blocks.push({ name: 'Play', lines: playLines(game.play) });
  for (const t of game.tables) blocks.push({ name: t.name, lines: tableLines(t) });
  for (const b of sortTags(blocks)) out.push(...b.lines);
  return out;
}

/** Writes a whole PBN file in export format. */
export function makePbn(file: PbnFile | readonly PbnGame[], options: MakePbnOptions = {}): string {
  const f: PbnFile = 'games' in file ? file : { escapes: [], comments: [], games: file };
  const eol = options.eol ?? '\n';
  const head = ['% PBN 2.1', '% EXPORT', ...f.escapes.map((e) => `% ${e}`)];
  const parts: string[] = [head.join(eol)];
  if (f.comments.length > 0) parts.push(commentLines(f.comments).join(eol));
  for (const g of f.games) parts.push(makePbnGameLines(g).join(eol));
  return parts.join(eol + eol) + eol;
}
