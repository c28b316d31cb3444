/** Settings: four-colour deck, card size, sounds (off by default) and the display name. */
import { useApp } from './context.ts';
import { TRICK_PACES } from './settings.ts';

export function SettingsPage() {
  const { t, settings, setSettings } = useApp();
  return (
    <form
      class="settings"
      aria-label={t('settings.title')}
      onSubmit={(e) => {
        e.preventDefault();
      }}
    >
      <h1>{t('settings.title')}</h1>
      <label>
        {t('settings.name')}{' '}
        <input
          value={settings.name}
          maxLength={24}
          onInput={(e) => {
            setSettings({ ...settings, name: e.currentTarget.value });
          }}
          data-testid="setting-name"
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.fourColour}
          onChange={(e) => {
            setSettings({ ...settings, fourColour: e.currentTarget.checked });
          }}
          data-testid="setting-four-colour"
        />{' '}
        {t('settings.fourColour')}
      </label>
      <label>
        {t('settings.cardSize')}{' '}
        <select
          value={settings.cardSize}
          onChange={(e) => {
            setSettings({
              ...settings,
              cardSize: e.currentTarget.value as 's' | 'm' | 'l',
            });
          }}
        >
          <option value="s">{t('settings.small')}</option>
          <option value="m">{t('settings.medium')}</option>
          <option value="l">{t('settings.large')}</option>
        </select>
      </label>
      <label>
        {t('settings.trickPace')}{' '}
        <select
          value={String(settings.trickPaceMs)}
          data-testid="setting-trick-pace"
          onChange={(e) => {
            setSettings({ ...settings, trickPaceMs: Number(e.currentTarget.value) });
          }}
        >
          {TRICK_PACES.map((ms) => (
            <option key={ms} value={String(ms)}>
              {t('settings.seconds', {
                n: (ms / 1000).toLocaleString(undefined, { maximumFractionDigits: 1 }),
              })}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.sounds}
          onChange={(e) => {
            setSettings({ ...settings, sounds: e.currentTarget.checked });
          }}
          data-testid="setting-sounds"
        />{' '}
        {t('settings.sounds')}
      </label>
    </form>
  );
}
