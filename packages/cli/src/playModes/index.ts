import type { PlayMode } from './types.ts';

/** The modes of `tenace play`, one file each (one line per mode). */
export const PLAY_MODES: readonly PlayMode[] = [];
