/**
 * What every page reads from the application shell (`App` in app.tsx provides it): the translation
 * function and language, the backend, the settings and navigation. Kept apart from the shell so that the
 * pages the shell routes to do not import it back.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { TFunction } from 'i18next';
import type { Language } from '../i18n/index.ts';
import type { Backend } from '../net/types.ts';
import type { Settings } from './settings.ts';

export interface AppContextValue {
  readonly t: TFunction;
  readonly lang: Language;
  readonly setLang: (l: Language) => void;
  readonly backend: Backend;
  readonly settings: Settings;
  readonly setSettings: (s: Settings) => void;
  readonly go: (path: string) => void;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const v = useContext(AppContext);
  if (v === null) throw new Error('useApp outside the app');
  return v;
}
