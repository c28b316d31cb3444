/** `tenace play --mode duplicate`: boards 1, 2, 3 … at one table, scored by Law 77; bots only with --bots all. */
import type { Command } from 'commander';
import { duplicateRecord, newDuplicate, type DuplicateState } from '@tenace/core';
import { InputError, intOption, out } from '../io.ts';
import { describeDeal, runBridgeMatch, tablePlayers } from './rubber.ts';
import { matchSeed } from './seats.ts';
import type { PlayMode } from './types.ts';

export const duplicateMode: PlayMode = {
  mode: 'duplicate',
  options: (cmd: Command) => {
    cmd.option('--boards <n>', 'duplicate: how many boards, from board 1', intOption('--boards', 1, 1000), 8);
  },
  run: async (opts) => {
    const boards = typeof opts.boards === 'number' ? opts.boards : 8;
    const seed = matchSeed(opts.seed);
    const rules = { boards, undo: true };
    const started = newDuplicate(seed, rules);
    if (!started.ok) throw new InputError(started.error.message);
    const { players, human } = tablePlayers(opts);
    const json = opts.json === true;
    const final = await runBridgeMatch<DuplicateState>('duplicate', rules, seed, players, human, {
      onScored: (s) => {
        const d = s.history[s.history.length - 1];
        if (!json && d !== undefined) out(`${describeDeal(d)} → NS ${d.score.NS}, EW ${d.score.EW}`);
      },
    });
    const rec = duplicateRecord(final);
    if (json) out(JSON.stringify(rec));
    else out(`${rec.result.boards} boards: NS ${rec.result.totals.NS}, EW ${rec.result.totals.EW}`);
  },
};
