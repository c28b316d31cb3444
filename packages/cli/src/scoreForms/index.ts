import { minibridgeForm } from './minibridge.ts';
import { duplicateForm } from './duplicate.ts';
import { rubberForm } from './rubber.ts';
import type { ScoreForm } from './types.ts';

/** The forms of `tenace score`, one file each (one line per form). */
// prettier-ignore
export const SCORE_FORMS: readonly ScoreForm[] = [
  minibridgeForm,
  duplicateForm,
  rubberForm,
];
