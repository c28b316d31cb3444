/**
 * Standard American Yellow Card as data: the tables in priority order (earlier rows win). Slam answers
 * come first because they follow an ask anywhere; the general catch-alls come last.
 */
import type { Rule } from '../types.ts';
import { COMPETITIVE } from './competitive.ts';
import { GENERAL } from './general.ts';
import { NOTRUMP } from './notrump.ts';
import { OPENINGS } from './openings.ts';
import { REBIDS } from './rebids.ts';
import { RESPONSES } from './responses.ts';
import { SLAM } from './slam.ts';
import { TWOS } from './twos.ts';

export const SAYC: readonly Rule[] = [
  ...SLAM,
  ...OPENINGS,
  ...NOTRUMP,
  ...TWOS,
  ...RESPONSES,
  ...REBIDS,
  ...COMPETITIVE,
  ...GENERAL,
];
