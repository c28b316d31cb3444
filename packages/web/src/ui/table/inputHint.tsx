/** The hint under the table: how to play with a touch screen, or with the keyboard where there is one. */
import { useApp } from '../context.ts';

/** Whether the main pointer is a finger (a phone or tablet): then touch hints replace keyboard hints. */
export function touchFirst(): boolean {
  const mm = (globalThis as { matchMedia?: (q: string) => { matches: boolean } }).matchMedia;
  return mm !== undefined && mm('(pointer: coarse)').matches;
}

export function InputHint() {
  const { t } = useApp();
  const touch = touchFirst();
  return (
    <p class="hint" data-testid="input-hint" data-input={touch ? 'touch' : 'keys'}>
      {t(touch ? 'table.touch' : 'table.keys')}
    </p>
  );
}
