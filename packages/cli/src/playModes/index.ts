import { minibridgeMode } from './minibridge.ts';
import { rubberMode } from './rubber.ts';
import { chicagoMode } from './chicago.ts';
import { duplicateMode } from './duplicate.ts';
import type { PlayMode } from './types.ts';

/** The modes of `tenace play`, one file each (one line per mode). */
// prettier-ignore
export const PLAY_MODES: readonly PlayMode[] = [
  minibridgeMode,
  rubberMode,
  chicagoMode,
  duplicateMode,
];
