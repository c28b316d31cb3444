/**
 * The application shell: language, settings, backend and a small path router
 * (/, /t/:id, /join/:code, /records, /records/t/:id, /keeper, /settings).
 */
import { lazy, Suspense } from 'preact/compat';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { i18n } from 'i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '../i18n/index.ts';
import type { Backend } from '../net/types.ts';
import { AppContext, type AppContextValue } from './context.ts';
import { loadSettings, saveSettings, type Settings } from './settings.ts';
import { Lobby, JoinInvite } from './lobby.tsx';
import { TablePage } from './table/page.tsx';

const Records = lazy(() => import('./records.tsx').then((m) => ({ default: m.Records })));
const Keeper = lazy(() => import('./keeper.tsx').then((m) => ({ default: m.Keeper })));
const SettingsPage = lazy(() => import('./settingsPage.tsx').then((m) => ({ default: m.SettingsPage })));

function currentPath(): string {
  return location.pathname;
}

export interface AppProps {
  readonly i18n: i18n;
  readonly backend: Backend;
  /** The path to show first (tests); defaults to the address bar's. */
  readonly path?: string;
}

export function App({ i18n: inst, backend, path: initial }: AppProps) {
  const [lang, setLangState] = useState<Language>(isLanguage(inst.language) ? inst.language : 'en');
  const [settings, setSettingsState] = useState<Settings>(loadSettings);
  const [path, setPath] = useState(initial ?? currentPath());
  useEffect(() => {
    const onPop = (): void => {
      setPath(currentPath());
    };
    addEventListener('popstate', onPop);
    return () => {
      removeEventListener('popstate', onPop);
    };
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const ctx = useMemo<AppContextValue>(
    () => ({
      t: inst.getFixedT(lang),
      lang,
      setLang: (l) => {
        void inst.changeLanguage(l);
        try {
          localStorage.setItem('tenace.lang', l);
        } catch {
          /* storage may be off */
        }
        setLangState(l);
      },
      backend,
      settings,
      setSettings: (s) => {
        saveSettings(s);
        setSettingsState(s);
      },
      go: (p) => {
        if (p !== location.pathname) history.pushState(null, '', p);
        setPath(p);
      },
    }),
    [inst, lang, backend, settings],
  );
  const t = ctx.t;
  let page;
  let m: RegExpExecArray | null;
  if ((m = /^\/t\/([A-Za-z0-9_-]+)$/.exec(path))) page = <TablePage key={m[1]!} id={m[1]!} />;
  else if ((m = /^\/join\/([A-Za-z0-9_-]+)$/.exec(path))) page = <JoinInvite code={m[1]!} />;
  else if (path === '/records') page = <Records />;
  else if ((m = /^\/records\/t\/([A-Za-z0-9_-]+)$/.exec(path))) page = <Records table={m[1]} />;
  else if (path === '/keeper') page = <Keeper />;
  else if (path === '/settings') page = <SettingsPage />;
  else page = <Lobby />;
  const link = (p: string, label: string) => (
    <a
      href={p}
      aria-current={path === p ? 'page' : undefined}
      onClick={(e) => {
        e.preventDefault();
        ctx.go(p);
      }}
    >
      {label}
    </a>
  );
  return (
    <AppContext.Provider value={ctx}>
      <div class={`app size-${settings.cardSize}${settings.fourColour ? ' four-colour' : ''}`}>
        <header class="topbar">
          <strong class="brand">{t('app.title')}</strong>
          <nav aria-label={t('app.title')}>
            {link('/', t('app.nav.lobby'))}
            {link('/records', t('app.nav.records'))}
            {link('/keeper', t('app.nav.keeper'))}
            {link('/settings', t('app.nav.settings'))}
          </nav>
          <label class="lang">
            <span class="sr-only">{t('app.language')}</span>
            <select
              data-testid="language"
              value={lang}
              onChange={(e) => {
                const v = e.currentTarget.value;
                if (isLanguage(v)) ctx.setLang(v);
              }}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
        </header>
        {backend.kind === 'practice' && (
          <p class="practice-banner" role="note" data-testid="practice-banner">
            {t('app.practice')}
          </p>
        )}
        <main>
          <Suspense fallback={<p>{t('app.loading')}</p>}>{page}</Suspense>
        </main>
      </div>
    </AppContext.Provider>
  );
}
