/** `tenace play --mode chicago`: one Chicago (four deals) in the terminal, or bots only with --bots all. */
import { Option, type Command } from 'commander';
import { chicagoRecord, newChicagoMatch, type ChicagoRules, type ChicagoState } from '@tenace/core';
import { InputError, out } from '../io.ts';
import { describeDeal, runBridgeMatch, tablePlayers } from './rubber.ts';
import { matchSeed } from './seats.ts';
import type { PlayMode } from './types.ts';

export const chicagoMode: PlayMode = {
  mode: 'chicago',
  options: (cmd: Command) => {
    cmd
      .addOption(
        new Option('--vul23 <who>', 'Chicago: who is vulnerable on deals 2 and 3')
          .choices(['dealer', 'non-dealer'])
          .default('dealer'),
      )
      .addOption(
        new Option('--chicago-scoring <how>', 'Chicago: carry-over part-scores, or each deal as duplicate')
          .choices(['carry-over', 'duplicate'])
          .default('carry-over'),
      )
      .addOption(
        new Option(
          '--passed-out <rule>',
          'Chicago: a passed-out deal is redealt, or counts and the deal moves on',
        )
          .choices(['redeal', 'next'])
          .default('redeal'),
      )
      .option('--chicago-honours', 'Chicago: score honours');
  },
  run: async (opts) => {
    const rules: Partial<ChicagoRules> = {
      vulnerability23: opts.vul23 === 'non-dealer' ? 'non-dealer' : 'dealer',
      scoring: opts.chicagoScoring === 'duplicate' ? 'duplicate' : 'carry-over',
      passedOut: opts.passedOut === 'next' ? 'next' : 'redeal',
      honours: opts.chicagoHonours === true,
      ruleset: opts.ruleset === '1948' ? '1948' : 'modern',
      rounding: opts.rounding === 'half-down' ? 'half-down' : 'half-up',
      undo: true,
    };
    const seed = matchSeed(opts.seed);
    const started = newChicagoMatch(seed, rules);
    if (!started.ok) throw new InputError(started.error.message);
    const { players, human } = tablePlayers(opts);
    const json = opts.json === true;
    const final = await runBridgeMatch<ChicagoState>('chicago', rules, seed, players, human, {
      onScored: (s) => {
        const d = s.history[s.history.length - 1];
        if (!json && d !== undefined)
          out(`${describeDeal(d)}${d.counted ? '' : ' (redealt)'} → NS ${d.points.NS}, EW ${d.points.EW}`);
      },
    });
    const rec = chicagoRecord(final);
    if (json) out(JSON.stringify(rec));
    else {
      const r = rec.result;
      out(
        `Chicago over: NS ${r.totals.NS}, EW ${r.totals.EW}. ${r.winner === null ? 'A tie.' : `${r.winner} win by ${r.difference} (${r.settlement}).`}`,
      );
    }
  },
};
