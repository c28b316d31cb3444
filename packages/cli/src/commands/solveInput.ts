/**
 * Input for the solver commands: deals from JSON lines or from a PBN file, each either ready to solve
 * or a coded error for its own output line. (PBN files are read with core's PBN reader.)
 */
import {
  isSeat,
  isVulnerability,
  parsePbnDealFull,
  tagValue,
  type Deal,
  type Seat,
  type Vulnerability,
} from '@tenace/core';
import { readLines } from '../io.ts';
import { readGames } from './pbn.ts';

export interface DealItem {
  readonly pbn: string;
  readonly deal: Deal;
  readonly dealer: Seat | null;
  readonly vul: Vulnerability | null;
  /** The parsed JSON object of a --jsonl line (for per-line options). */
  readonly fields: Record<string, unknown>;
  /** Where it came from, for readable output: "line 3", "board 7". */
  readonly label: string;
}

export interface ErrorItem {
  readonly error: string;
  readonly code: string;
  readonly label: string;
}

export type Item = DealItem | ErrorItem;

export function isError(item: Item): item is ErrorItem {
  return 'error' in item;
}

const PBN_VUL: Readonly<Record<string, Vulnerability>> = {
  NONE: 'None',
  LOVE: 'None',
  '-': 'None',
  NS: 'NS',
  EW: 'EW',
  ALL: 'All',
  BOTH: 'All',
};

/** One JSON line: `{"pbn", "dealer"?, "vul"?}`; dealer and vul are required when `needPar`. */
export function itemFromJsonLine(line: string, lineNo: number, needPar: boolean): Item {
  const label = `line ${lineNo}`;
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return { code: 'input/bad_json', error: 'the line is not valid JSON', label };
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { code: 'input/bad_json', error: 'the line must be a JSON object', label };
  const fields = input as Record<string, unknown>;
  const pbn = fields.pbn;
  if (typeof pbn !== 'string')
    return { code: 'input/missing_field', error: '"pbn" must be a deal string such as "N:AKQ.… …"', label };
  const deal = parsePbnDealFull(pbn);
  if (!deal.ok) return { code: deal.error.code, error: deal.error.message, label };
  const dealer = fields.dealer;
  const vul = fields.vul;
  if (needPar) {
    if (!isSeat(dealer))
      return { code: 'input/bad_dealer', error: '"dealer" must be one of N, E, S, W for --par', label };
    if (!isVulnerability(vul))
      return { code: 'input/bad_vul', error: '"vul" must be one of None, NS, EW, All for --par', label };
  }
  return {
    pbn,
    deal: deal.value,
    dealer: isSeat(dealer) ? dealer : null,
    vul: isVulnerability(vul) ? vul : null,
    fields,
    label,
  };
}

/** Deals from JSON lines, one item per line (blank lines skipped). */
export async function* jsonlItems(path: string | undefined, needPar: boolean): AsyncGenerator<Item> {
  let n = 0;
  for await (const line of readLines(path)) {
    n++;
    if (line.trim() === '') continue;
    yield itemFromJsonLine(line, n, needPar);
  }
}

/**
 * Deals from a PBN (or LIN) file: the Deal, Dealer and Vulnerable tags of each game. The repairs made
 * (such as a deal taken from the previous game) are reported on standard error, one line each.
 */
export async function pbnItems(path: string | undefined, needPar: boolean): Promise<Item[]> {
  const read = await readGames(path ?? '-');
  for (const f of read.fixes)
    process.stderr.write(`tenace: warning: ${path ?? 'standard input'}: ${f.message}\n`);
  return read.file.games.map((game, i): Item => {
    const board = tagValue(game, 'Board');
    const label = board !== undefined && board !== '' ? `board ${board}` : `game ${i + 1}`;
    const pbn = tagValue(game, 'Deal');
    if (pbn === undefined || pbn === '')
      return { code: 'input/missing_field', error: 'the game has no Deal tag', label };
    const deal = parsePbnDealFull(pbn);
    if (!deal.ok) return { code: deal.error.code, error: deal.error.message, label };
    const d = (tagValue(game, 'Dealer') ?? '').toUpperCase();
    const v = PBN_VUL[(tagValue(game, 'Vulnerable') ?? '').toUpperCase()];
    const dealer = isSeat(d) ? d : null;
    if (needPar && (dealer === null || v === undefined))
      return {
        code: 'input/missing_field',
        error: 'par needs the Dealer and Vulnerable tags of the game',
        label,
      };
    return { pbn, deal: deal.value, dealer, vul: v ?? null, fields: {}, label };
  });
}
