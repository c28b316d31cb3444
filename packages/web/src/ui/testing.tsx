/** Test helpers: render the app on the practice backend and wait for the DOM (component tests only). */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { createI18n, type Language } from '../i18n/index.ts';
import type { Backend } from '../net/types.ts';
import { App } from './app.tsx';

export async function mount(backend: Backend, path = '/', lang: Language = 'en'): Promise<HTMLElement> {
  document.body.innerHTML = '<div id="app"></div>';
  history.replaceState(null, '', path);
  const root = document.getElementById('app')!;
  await act(() => {
    render(<App i18n={createI18n(lang)} backend={backend} path={path} />, root);
  });
  return root;
}

export async function flush(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

/** Waits until `pick` finds something (re-rendering between tries). */
export async function waitFor<T>(
  pick: () => T | null | undefined | false,
  what: string,
  tries = 400,
): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = pick();
    if (v !== null && v !== undefined && v !== false) return v;
    await flush(5);
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function click(el: Element): Promise<void> {
  await act(() => {
    (el as HTMLElement).click();
  });
}
