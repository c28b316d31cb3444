import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { SAYC, systemWithout } from '@tenace/bots';
import { InputError, intOption, out } from '../io.ts';
import { TableSolver } from './tableSolver.ts';
import { evalBidding, reportText, type BiddingReport } from './evalBidding.ts';
import { cachedTables } from './evalTables.ts';
import { compareRecords, comparisonLines, type Comparison } from './evalCompare.ts';
import { worstDeals, type DealRecord } from './evalWorst.ts';
import { playEvaluation } from '../evalPlay.ts';
import { fileBoards, type FileBoards } from './evalBoards.ts';
import { readGames } from './pbn.ts';

/** One evaluation under `tenace eval`; the card-play evaluations add theirs to this list. */
export interface Evaluation {
  readonly register: (evalCommand: Command) => void;
}

interface BiddingOptions {
  deals?: number;
  file?: string;
  seed: string;
  threads: number;
  simDeals: number;
  budgetMs?: number;
  progress?: boolean;
  json?: boolean;
  minImps?: string;
  tables?: string;
  worst: number;
  against?: string;
  changed: number;
  matchWithout?: string;
  bidOutReplaces: string;
  judgeAudit?: boolean;
}

/** --bid-out-replaces: any or pass. */
export function replacesOption(v: string): 'any' | 'pass' {
  if (v === 'any' || v === 'pass') return v;
  throw new InputError(`--bid-out-replaces must be any or pass, not "${v}"`);
}

/** The boards of --file: a PBN or LIN file with at least one complete deal. */
export async function readBoards(path: string): Promise<FileBoards> {
  const read = await readGames(path);
  const boards = fileBoards(read.file.games);
  if (boards.boards.length === 0)
    throw new InputError(
      `--file ${path}: no deal to bid (${read.file.games.length} games${boards.skipped.length > 0 ? `: ${boards.skipped.slice(0, 3).join('; ')}` : ''})`,
    );
  return boards;
}

/** The rule names of --match-without, checked against the system (a name that matches no rule is refused). */
export function ruleNames(list: string): string[] {
  const names = list.split(',').map((n) => n.trim());
  try {
    systemWithout(SAYC, names);
  } catch (e) {
    throw new InputError(`--match-without "${list}": ${(e as Error).message}`);
  }
  return names;
}

/** The deal records of an earlier `--json` report, which must hold every deal of this run. */
export function earlierRecords(file: string, seed: string, deals: number): DealRecord[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new InputError(`--against: cannot read ${file}: ${(e as Error).message}`);
  }
  let r: Partial<BiddingReport>;
  try {
    r = JSON.parse(text) as Partial<BiddingReport>;
  } catch {
    throw new InputError(`--against: ${file} is not a JSON report of tenace eval bidding --json`);
  }
  if (!Array.isArray(r.worst) || typeof r.deals !== 'number')
    throw new InputError(`--against: ${file} is not a JSON report of tenace eval bidding --json`);
  if (r.seed !== seed || r.deals !== deals)
    throw new InputError(
      `--against: ${file} is seed ${String(r.seed)} with ${r.deals} deals, this run seed ${seed} with ${deals}`,
    );
  if (r.worst.length < deals - (r.unknown ?? 0))
    throw new InputError(
      `--against: ${file} lists ${r.worst.length} of its ${deals} deals; write it with --worst ${deals}`,
    );
  const bad = (r.worst as unknown[]).findIndex((x) => !isDealRecord(x));
  if (bad >= 0)
    throw new InputError(
      `--against: ${file}: deal record ${bad + 1} lacks its board, deal, auction, contract or IMPs`,
    );
  return r.worst as DealRecord[];
}

function isDealRecord(x: unknown): x is DealRecord {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Partial<DealRecord>;
  return (
    typeof r.board === 'number' &&
    typeof r.deal === 'string' &&
    Array.isArray(r.auction) &&
    typeof r.contract === 'string' &&
    typeof r.imps === 'number'
  );
}

const bidding: Evaluation = {
  register: (cmd) =>
    cmd
      .command('bidding')
      .description(
        'four SAYC bots bid seeded deals, scored double dummy against par and the placeholder bidder',
      )
      .option(
        '--deals <n>',
        'number of deals (default 100; with --file, every board of the file)',
        intOption('--deals', 1, 100000),
      )
      .option('--seed <seed>', 'seed of the deals', 'tenace')
      .option(
        '--file <path>',
        "bid the deals of a PBN or LIN file instead of seeded ones, and score its tables' contracts against par beside the bots'",
      )
      .option('--threads <n>', 'solver worker threads', intOption('--threads', 1, 64), 1)
      .option(
        '--sim-deals <n>',
        'deals bid again with simulation at judgement points',
        intOption('--sim-deals', 0, 100000),
        10,
      )
      .option(
        '--bid-out-replaces <which>',
        "which of the rules' calls bidding out may replace on the --sim-deals: pass (a pass, and any call by six at a slam point, as the sampling bots do) or any",
        'pass',
      )
      .option(
        '--judge-audit',
        "also ask bidding out (free to replace any call) at the rules' judgement points of the --sim-deals and score its changes on the real hands",
      )
      .option(
        '--budget-ms <ms>',
        'solver time per deal and strain; deals past it are left out',
        intOption('--budget-ms', 1),
      )
      .option('--progress', 'name each board on standard error as it is bid')
      .option('--json', 'the report as one JSON object')
      .option('--tables <file>', 'double-dummy tables kept between runs (JSON lines; read, then appended)')
      .option(
        '--worst <n>',
        'list the n deals furthest from par with their auctions and rules',
        intOption('--worst', 0, 100000),
        0,
      )
      .option(
        '--against <file>',
        'compare deal by deal with an earlier --json report of the same seed and deals (made with --worst at least the deals)',
      )
      .option(
        '--changed <n>',
        'with --against: list the n deals bid differently that moved most',
        intOption('--changed', 0, 100000),
        10,
      )
      .option(
        '--match-without <rules>',
        'also play the system against itself without these rules (ids or id prefixes, comma-separated), both ways',
      )
      .option(
        '--min-imps <x>',
        'exit 1 when the IMPs per board against the placeholder are below x, or a meaning does not fit its hand',
      )
      .action(async (opts: BiddingOptions) => {
        const minImps = opts.minImps === undefined ? undefined : Number(opts.minImps);
        if (minImps !== undefined && !Number.isFinite(minImps))
          throw new InputError(`--min-imps "${opts.minImps}" is not a number`);
        const file = opts.file === undefined ? null : await readBoards(opts.file);
        const seed = opts.file ?? opts.seed;
        const deals = opts.deals ?? (file === null ? 100 : file.boards.length);
        if (file !== null && file.skipped.length > 0)
          process.stderr.write(
            `tenace: ${opts.file}: ${file.skipped.length} games left out (${file.skipped.slice(0, 3).join('; ')}${file.skipped.length > 3 ? '; …' : ''})\n`,
          );
        if (file !== null && file.withoutResult > 0)
          process.stderr.write(
            `tenace: ${opts.file}: ${file.withoutResult} tables without a known contract; their deals are bid, those tables not scored\n`,
          );
        const earlier = opts.against === undefined ? null : earlierRecords(opts.against, seed, deals);
        const without = opts.matchWithout === undefined ? undefined : ruleNames(opts.matchWithout);
        const solver = new TableSolver(opts.threads, opts.budgetMs);
        let report: BiddingReport;
        try {
          report = await evalBidding({
            deals,
            seed,
            ...(file === null ? {} : { boards: file.boards }),
            simDeals: opts.simDeals,
            bidOutReplaces: replacesOption(opts.bidOutReplaces),
            judgeAudit: opts.judgeAudit === true,
            worst: earlier === null ? opts.worst : Math.max(opts.worst, deals),
            ...(without === undefined ? {} : { without }),
            table:
              opts.tables === undefined
                ? (deal) => solver.table(deal)
                : cachedTables(opts.tables, (deal) => solver.table(deal)),
            progress: opts.progress === true ? (b) => process.stderr.write(`board ${b}\n`) : undefined,
          });
        } finally {
          await solver.close();
        }
        let comparison: Comparison | null = null;
        if (earlier !== null) {
          try {
            comparison = compareRecords(earlier, report.worst);
          } catch (e) {
            throw new InputError(`--against ${opts.against}: ${(e as Error).message}`);
          }
        }
        if (comparison !== null) report = { ...report, worst: worstDeals(report.worst, opts.worst) };
        if (opts.json === true) {
          const against =
            comparison === null ? {} : { against: { ...comparison, changed: comparison.changed.length } };
          out(JSON.stringify({ ...report, ...against }));
        } else {
          out(reportText(report));
          if (comparison !== null) out(comparisonLines(comparison, opts.changed).join('\n'));
        }
        if (minImps !== undefined && (report.placeholder.meanImps < minImps || report.meaningMisfits > 0)) {
          process.stderr.write(
            `tenace: evaluation below the bar: ${report.placeholder.meanImps.toFixed(2)} IMPs per board (bar ${minImps}), ${report.meaningMisfits} meanings not fitting their hands\n`,
          );
          process.exitCode = 1;
        }
      }),
};

/** Every evaluation of `tenace eval` (one entry per evaluation). */
export const EVALUATIONS: Evaluation[] = [bidding, playEvaluation];

export function registerEval(program: Command): void {
  const cmd = program.command('eval').description('evaluate the bots');
  for (const e of EVALUATIONS) e.register(cmd);
}
