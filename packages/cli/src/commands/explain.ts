import type { Command } from 'commander';
import {
  applyCalls,
  isSeat,
  isVulnerability,
  isVulnerable,
  parseCall,
  startAuction,
  type Call,
  type Seat,
} from '@tenace/core';
import { LANGUAGES, explainAuction, meaningRecord, explanation, type Language } from '@tenace/bots';
import { InputError, choiceOption, out } from '../io.ts';

/** Parses "1NT P 2C P" (or several words) into calls; a bad word or an illegal sequence is an InputError. */
export function parseAuctionWords(words: readonly string[], dealer: Seat): Call[] {
  const texts = words.flatMap((w) => w.split(/[\s,]+/)).filter((t) => t.length > 0);
  const calls: Call[] = [];
  texts.forEach((t, i) => {
    const c = parseCall(t);
    if (!c.ok) throw new InputError(`call ${i + 1}: ${c.error.message}`);
    calls.push(c.value);
  });
  const applied = applyCalls(startAuction(dealer), calls);
  if (!applied.ok) throw new InputError(applied.error.message);
  return calls;
}

interface ExplainOptions {
  dealer: string;
  vul: string;
  lang: Language;
  json?: boolean;
}

export function registerExplain(program: Command): void {
  program
    .command('explain')
    .description('the meaning of each call of an auction under SAYC (HCP, lengths, forcing, explanation)')
    .argument('<calls...>', 'the calls from the dealer, e.g. "1NT P 2C P"')
    .requiredOption('--dealer <seat>', 'the dealer: N, E, S or W')
    .option('--vul <vulnerability>', 'None, NS, EW or All', 'None')
    .option('--lang <language>', 'en, ru or uk', choiceOption('--lang', LANGUAGES), 'en')
    .option('--json', 'one JSON line per call with the meaning as data')
    .action((words: string[], opts: ExplainOptions) => {
      const dealer = opts.dealer.toUpperCase();
      if (!isSeat(dealer)) throw new InputError(`--dealer "${opts.dealer}" is not a seat (N, E, S or W)`);
      const vul: string = opts.vul;
      if (!isVulnerability(vul))
        throw new InputError(`--vul "${vul}" is not a vulnerability (None, NS, EW or All)`);
      const calls = parseAuctionWords(words, dealer);
      const vulnerable = { NS: isVulnerable(vul, 'NS'), EW: isVulnerable(vul, 'EW') };
      const notes = explainAuction(dealer, calls, {
        mode: 'duplicate',
        vulnerable,
        partScore: { NS: 0, EW: 0 },
      });
      for (const n of notes) {
        if (opts.json === true) out(JSON.stringify({ seat: n.seat, meaning: meaningRecord(n.meaning) }));
        else out(`${n.seat} ${n.meaning.call.padEnd(3)} ${explanation(n.meaning, opts.lang)}`);
      }
    });
}
