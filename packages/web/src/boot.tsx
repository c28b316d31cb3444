/** Starts the client on a backend: picks the language and renders (the two entry points call it). */
import { render } from 'preact';
import { createI18n, isLanguage, pickLanguage } from './i18n/index.ts';
import type { Backend } from './net/types.ts';
import { App } from './ui/app.tsx';
import './styles.css';

function language() {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('tenace.lang');
  } catch {
    /* storage may be off */
  }
  return isLanguage(stored)
    ? stored
    : pickLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

export function boot(backend: Backend): void {
  const root = document.getElementById('app')!;
  root.textContent = ''; // the static shell of index.html, painted before any script ran
  render(<App i18n={createI18n(language())} backend={backend} />, root);
}
