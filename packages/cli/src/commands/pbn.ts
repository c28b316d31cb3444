import type { Command } from 'commander';
import {
  checkPbnGame,
  dealFromSetup,
  makeCall,
  makeContract,
  makePbnDeal,
  matchRecordToPbn,
  parseLin,
  parsePbn,
  type DealSetup,
  type PbnGame,
  type PbnRead,
} from '@tenace/core';
import { InputError, out, readInput } from '../io.ts';

/** Whether a file is LIN: by its extension, else by its first line looking like `key|value|`. */
export function looksLikeLin(path: string, text: string): boolean {
  if (/\.lin$/i.test(path)) return true;
  if (/\.pbn$/i.test(path)) return false;
  const first = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  return /^\s*[a-z]{2}\|/i.test(first);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A match record (JSON from `tenace play --json`) as PBN games. */
function readRecord(path: string, text: string): PbnRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new InputError(`${path}: not valid JSON: ${(e as Error).message}`);
  }
  const r = matchRecordToPbn(json);
  if (!r.ok) throw new InputError(`${path}: ${r.error.message} (${r.error.code})`);
  return { file: r.value, warnings: [], lines: r.value.games.map(() => 1), fixes: [] };
}

/**
 * Reads a PBN or LIN file (or a JSON match record) into games; a malformed file is an InputError naming
 * the file, line and field. PBN is read leniently (export quirks repaired, each named in `fixes`) unless
 * `strict`, which refuses them.
 */
export async function readGames(path: string, options: { strict?: boolean } = {}): Promise<PbnRead> {
  const text = await readInput(path);
  if (/\.json$/i.test(path) || (/^\s*\{\s*"/.test(text) && isJson(text))) return readRecord(path, text);
  const strict = { strict: options.strict === true };
  const r = looksLikeLin(path, text) ? parseLin(text, strict) : parsePbn(text, strict);
  if (!r.ok) throw new InputError(`${path}: ${r.error.message} (${r.error.code})`);
  return r.value;
}

export interface GameLine {
  board: number | null;
  dealer: string | null;
  vulnerable: string | null;
  deal: string | null;
  auction: string[] | null;
  contract: string | null;
  declarer: string | null;
  result: number | null;
  play: string[] | null;
  score: number | null;
  warnings: string[];
  /** The repairs made to the file this game is in (the same list on each of its games). */
  fixes: string[];
  /** The repairs made to this game. */
  repaired: string[];
}

/** The deal with a single unknown hand filled in (the 13 cards left), else as given. */
function full(setup: DealSetup): DealSetup {
  const d = dealFromSetup(setup);
  return d.ok ? d.value.hands : setup;
}

/** The JSON summary of one game: its file's fixes (names) and those made to this game. */
export function gameLine(
  game: PbnGame,
  readWarnings: readonly string[],
  fixes: readonly string[] = [],
  repaired: readonly string[] = [],
): GameLine {
  const c = checkPbnGame(game);
  const f = c.facts;
  const contract =
    f.contract === null
      ? null
      : f.contract === 'PASS'
        ? 'PASS'
        : 'strainOnly' in f.contract
          ? null
          : makeContract(f.contract);
  const known = f.deal !== null && Object.values(f.deal).some((h) => h !== null);
  return {
    board: f.board,
    dealer: f.dealer,
    vulnerable: f.vulnerable,
    deal: f.deal !== null && known ? makePbnDeal(full(f.deal), 'N') : null,
    // A game without an Auction section reads as an empty auction (the repair is named in `fixes`).
    auction: c.calls === null ? [] : c.calls.map(makeCall),
    contract,
    declarer: contract === 'PASS' ? null : f.declarer,
    result: contract === 'PASS' ? null : f.result,
    play: c.play,
    score: c.score,
    warnings: [...readWarnings, ...c.warnings],
    fixes: [...fixes],
    repaired: [...repaired],
  };
}

function readable(g: GameLine): string[] {
  const head = [
    `Board ${g.board ?? '?'}`,
    `Dealer ${g.dealer ?? '?'}`,
    `Vulnerable ${g.vulnerable ?? '?'}`,
    g.contract === null
      ? 'contract ?'
      : g.contract === 'PASS'
        ? 'passed out'
        : `${g.contract} by ${g.declarer ?? '?'}, ${g.result ?? '?'} tricks`,
    g.score === null ? 'score ?' : `NS ${g.score > 0 ? '+' : ''}${g.score}`,
  ].join('   ');
  const lines = [head];
  if (g.deal !== null) lines.push(`  Deal     ${g.deal}`);
  if (g.auction !== null && g.auction.length > 0) lines.push(`  Auction  ${g.auction.join(' ')}`);
  if (g.play !== null) lines.push(`  Play     ${g.play.join(' ')}`);
  for (const w of g.warnings) lines.push(`  warning: ${w}`);
  return lines;
}

/** Texts grouped by game index. */
function byGame(items: readonly (readonly [number, string])[]): Map<number, string[]> {
  const m = new Map<number, string[]>();
  for (const [game, text] of items) {
    const list = m.get(game);
    if (list === undefined) m.set(game, [text]);
    else list.push(text);
  }
  return m;
}

export function registerPbn(program: Command): void {
  program
    .command('pbn')
    .description(
      'read PBN (or LIN) files and print each game: deal, auction, contract, play, score, warnings',
    )
    .argument('<files...>', 'PBN or LIN files ("-" for standard input)')
    .option('--json', 'one JSON object per game')
    .option(
      '--strict',
      'refuse files that need repairs (omitted tags, dropped passes, …) instead of repairing them',
    )
    .action(async (files: string[], opts: { json?: boolean; strict?: boolean }) => {
      for (const path of files) {
        const read = await readGames(path, { strict: opts.strict === true });
        const warnings = byGame(read.warnings.map((w) => [w.game, w.message] as const));
        const repaired = byGame(read.fixes.flatMap((f) => f.games.map((g) => [g, f.name] as const)));
        const names = read.fixes.map((f) => f.name);
        if (opts.json !== true && read.fixes.length > 0)
          out(`${path}: repaired: ${read.fixes.map((f) => f.name).join(', ')}\n`);
        read.file.games.forEach((game, i) => {
          const line = gameLine(game, warnings.get(i) ?? [], names, repaired.get(i) ?? []);
          if (opts.json === true) out(JSON.stringify(line));
          else {
            for (const l of readable(line)) out(l);
            out('');
          }
        });
      }
    });
}
