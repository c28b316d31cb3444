/** Entry point: picks the language, the backend (the server, or the practice build's in-page tables) and renders. */
import { render } from 'preact';
import { createI18n, isLanguage, pickLanguage } from './i18n/index.ts';
import type { Backend } from './net/types.ts';
import { ServerBackend } from './net/server.ts';
import { App } from './ui/app.tsx';
import './styles.css';

async function backend(): Promise<Backend> {
  if (__FAKE__) {
    const { PracticeBackend } = await import('./net/practice.ts');
    return new PracticeBackend(200);
  }
  return new ServerBackend();
}

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

void backend().then((b) => {
  const root = document.getElementById('app')!;
  root.textContent = ''; // the static shell of index.html, painted before any script ran
  render(<App i18n={createI18n(language())} backend={b} />, root);
});
