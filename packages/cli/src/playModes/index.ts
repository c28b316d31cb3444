import { minibridgeMode } from './minibridge.ts';
import type { PlayMode } from './types.ts';

/** The modes of `tenace play`, one file each (one line per mode). */
// prettier-ignore
export const PLAY_MODES: readonly PlayMode[] = [
  minibridgeMode,
];
