import type { Command } from 'commander';
import { registerDeal } from './deal.ts';

/** Every command of `tenace`, one registration function each (one line per command file). */
export const COMMANDS: readonly ((program: Command) => void)[] = [registerDeal];
