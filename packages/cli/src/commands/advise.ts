import type { Command } from 'commander';
import {
  applyCalls,
  isAuctionComplete,
  isSeat,
  isVulnerability,
  makeCall,
  parseCall,
  parsePbnDeal,
  rotate,
  seedBits,
  startAuction,
  type Call,
  type Seat,
} from '@tenace/core';
import { botJudge, DEFAULT_JUDGE_MS, meaningRecord, saycCall, type ScoringMode } from '@tenace/bots';
import { out, readLines } from '../io.ts';
import { CARD_ADVISE_FORMS } from '../advise/cards.ts';

type Question = Readonly<Record<string, unknown>>;
type Answer = Record<string, unknown>;

/**
 * One kind of question `tenace advise` answers. Forms are tried in order; the first that takes the
 * question answers it. The card-play forms (bridge and minibridge) are added by the card-play bots.
 */
export interface AdviseForm {
  readonly name: string;
  readonly modes: readonly string[];
  readonly takes: (q: Question) => boolean;
  readonly answer: (q: Question) => Answer;
}

const BRIDGE_MODES = ['rubber', 'duplicate', 'chicago'] as const;

function fail(message: string): Answer {
  return { error: message };
}

/** The calls of a question's auction, or an error message naming the bad one. */
function questionCalls(q: Question, dealer: Seat): Call[] | string {
  const a = q.auction;
  if (!Array.isArray(a)) return '"auction" must be an array of calls such as ["1NT","P"]';
  const calls: Call[] = [];
  for (let i = 0; i < a.length; i++) {
    const t: unknown = a[i];
    if (typeof t !== 'string') return `"auction"[${i}] must be a call text such as "1NT"`;
    const c = parseCall(t);
    if (!c.ok) return `"auction"[${i}]: ${c.error.message}`;
    calls.push(c.value);
  }
  const applied = applyCalls(startAuction(dealer), calls);
  if (!applied.ok) return `"auction": ${applied.error.message}`;
  if (isAuctionComplete(applied.value)) return '"auction" is already over; there is no call to advise';
  return calls;
}

function partScoreOf(q: Question): { NS: number; EW: number } | string {
  const p = q.partScore;
  if (p === undefined) return { NS: 0, EW: 0 };
  if (typeof p !== 'object' || p === null) return '"partScore" must be an object such as {"NS":60,"EW":0}';
  const r = p as Record<string, unknown>;
  const ns = r.NS ?? 0;
  const ew = r.EW ?? 0;
  if (typeof ns !== 'number' || typeof ew !== 'number' || ns < 0 || ew < 0 || ns >= 100 || ew >= 100)
    return '"partScore" values must be numbers from 0 to 99 (points below the line)';
  return { NS: ns, EW: ew };
}

/** A bridge question in the auction: the SAYC bidder's call with its meaning and reason. */
export function adviseCall(q: Question): Answer {
  const dealer = q.dealer;
  if (!isSeat(dealer)) return fail('"dealer" must be N, E, S or W');
  const vul = q.vul ?? 'None';
  if (!isVulnerability(vul)) return fail('"vul" must be None, NS, EW or All');
  if (typeof q.pbn !== 'string') return fail('"pbn" must be a PBN deal such as "N:AKQ2.… - - -"');
  const setup = parsePbnDeal(q.pbn);
  if (!setup.ok) return fail(`"pbn": ${setup.error.message}`);
  const calls = questionCalls(q, dealer);
  if (typeof calls === 'string') return fail(calls);
  const partScore = partScoreOf(q);
  if (typeof partScore === 'string') return fail(partScore);
  const seed = q.seed ?? 0;
  if (typeof seed !== 'string' && typeof seed !== 'number') return fail('"seed" must be a number or a text');
  if (q.simulate !== undefined && typeof q.simulate !== 'boolean')
    return fail('"simulate" must be true or false');
  const seat = rotate(dealer, calls.length);
  const hand = setup.value[seat];
  if (hand === null || hand.size !== 13)
    return fail(`"pbn" must give the hand of ${seat}, the seat to call, with 13 cards`);
  try {
    seedBits(typeof seed === 'number' ? Math.trunc(Math.abs(seed)) : seed);
  } catch {
    return fail('"seed" must be a whole number or a text');
  }
  const judgeMs = q.judgeMs ?? DEFAULT_JUDGE_MS;
  if (typeof judgeMs !== 'number' || !Number.isFinite(judgeMs) || judgeMs < 0 || judgeMs > 60_000)
    return fail('"judgeMs" must be a number of milliseconds from 0 to 60000');
  // The bots' own judge (bidding out, as the server's bots and `tenace play` call), seeded by the question.
  const judge = q.simulate === false ? undefined : botJudge(seed, judgeMs);
  const choice = saycCall(
    {
      seat,
      dealer,
      auction: calls.map(makeCall),
      hands: { N: null, E: null, S: null, W: null, [seat]: hand.cards() },
      vulnerability: vul,
      mode: q.mode as ScoringMode,
      partScores: partScore,
    },
    { judge },
  );
  return { seat, call: makeCall(choice.call), meaning: meaningRecord(choice.meaning), reason: choice.reason };
}

export const ADVISE_FORMS: AdviseForm[] = [
  {
    name: 'bridge call',
    modes: BRIDGE_MODES,
    takes: (q) =>
      (BRIDGE_MODES as readonly unknown[]).includes(q.mode) &&
      q.auction !== undefined &&
      q.play === undefined,
    answer: adviseCall,
  },
  ...CARD_ADVISE_FORMS,
];

/** Answers one JSON line: dispatched on "mode" (and on what the question asks); problems are {"error"}. */
export function adviseJsonLine(line: string): Answer {
  let q: unknown;
  try {
    q = JSON.parse(line);
  } catch {
    return fail('the line is not valid JSON');
  }
  if (typeof q !== 'object' || q === null || Array.isArray(q)) return fail('the line must be a JSON object');
  const question = q as Question;
  const modes = [...new Set(ADVISE_FORMS.flatMap((f) => f.modes))];
  if (!modes.includes(question.mode as string))
    return fail(
      `"mode" must be one of ${modes.map((m) => `"${m}"`).join(', ')}${question.mode === undefined ? ' and is missing' : ''}`,
    );
  const form = ADVISE_FORMS.find((f) => f.takes(question));
  if (form === undefined) return fail(`no advice for this "${String(question.mode)}" question`);
  try {
    return form.answer(question);
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
}

export function registerAdvise(program: Command): void {
  program
    .command('advise')
    .description('a bot’s advice for a position: the call (with its meaning and reason) in the auction')
    .requiredOption(
      '--jsonl [file]',
      'read one JSON question per line (file or standard input), e.g. {"mode":"duplicate","pbn":"N:…","dealer":"N","vul":"None","auction":["1NT","P"],"seed":1}; a call is judged as the bots call (bidding out at judgement and slam points, "judgeMs" a call, 1500 unless given; "simulate":false for the rules alone)',
    )
    .action(async (opts: { jsonl: string | boolean }) => {
      for await (const line of readLines(typeof opts.jsonl === 'string' ? opts.jsonl : undefined)) {
        if (line.trim() === '') continue;
        out(JSON.stringify(adviseJsonLine(line)));
      }
    });
}
