import type { Command } from 'commander';
import { registerDeal } from './deal.ts';
import { registerPlay } from './play.ts';
import { registerScore } from './score.ts';
import { registerRubber } from './rubber.ts';
import { registerPbn } from './pbn.ts';
import { registerConvert } from './convert.ts';
import { registerServe } from './serve.ts';
import { registerSolve } from './solve.ts';
import { registerLead } from './lead.ts';
import { registerBench } from './bench.ts';
import { registerExplain } from './explain.ts';
import { registerAdvise } from './advise.ts';
import { registerEval } from './eval.ts';

/** Every command of `tenace`, one registration function each (one line per command file). */
// prettier-ignore
export const COMMANDS: readonly ((program: Command) => void)[] = [
  registerDeal,
  registerPlay,
  registerScore,
  registerRubber,
  registerPbn,
  registerConvert,
  registerServe,
  registerSolve,
  registerLead,
  registerBench,
  registerExplain,
  registerAdvise,
  registerEval,
];
