/**
 * The lobby: one-click tables (you in South, three bots), a form to create a table (mode, rules, who sits
 * where: me, a friend by invite link, or a bot) and the list of open tables to join or watch.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Seat } from '@tenace/core';
import type { CreateTable, Mode, TableInfo } from '@tenace/protocol';
import { SEAT_ORDER } from '../format.ts';
import { useApp } from './context.ts';
import { errorText } from './errors.ts';
import { saveSeat } from './settings.ts';

type Who = 'me' | 'friend' | 'bot';

function useName(): string {
  const { settings, t } = useApp();
  return settings.name.trim() === '' ? t('lobby.defaultName') : settings.name.trim();
}

export function Lobby() {
  const { t, backend, go } = useApp();
  const name = useName();
  const [tables, setTables] = useState<readonly TableInfo[]>([]);
  const [more, setMore] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [links, setLinks] = useState<{ table: string; items: { seat: Seat; url: string }[] } | null>(null);

  /** The first page again (after: null), or the next one added below (after: the last page's `next`). */
  const load = (after: string | null): void => {
    backend.listTables(after ?? undefined).then(
      (page) => {
        setTables((had) => (after === null ? page.tables : [...had, ...page.tables]));
        setMore(page.next);
      },
      (e: unknown) => {
        setError(errorText(t, e));
      },
    );
  };
  const refresh = (): void => {
    load(null);
  };
  useEffect(refresh, [backend]);

  const start = async (req: CreateTable, friends: readonly Seat[] = []): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const g = await backend.createTable(req);
      if (g.token !== null && g.seat !== null) saveSeat(g.table.id, g.token, g.seat);
      if (friends.length > 0 && g.token !== null) {
        const items = [];
        for (const seat of friends) {
          const inv = await backend.invite(g.table.id, g.token, seat);
          items.push({ seat, url: new URL(inv.path, location.href).toString() });
        }
        setLinks({ table: g.table.id, items });
      } else go(`/t/${g.table.id}`);
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="lobby">
      <section class="quick">
        <h1>{t('app.tagline')}</h1>
        <button
          type="button"
          class="primary"
          data-testid="quick-minibridge"
          disabled={busy}
          onClick={() => void start({ mode: 'minibridge', sit: { seat: 'S', name } })}
        >
          {t('lobby.quickMinibridge')}
        </button>
        <button
          type="button"
          class="primary"
          data-testid="quick-rubber"
          disabled={busy}
          onClick={() => void start({ mode: 'rubber', sit: { seat: 'S', name } })}
        >
          {t('lobby.quickRubber')}
        </button>
        <p class="hint">{t('lobby.quickHint')}</p>
      </section>
      {error !== null && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {links !== null && (
        <section class="invites" data-testid="invite-links">
          <h2>{t('lobby.invites')}</h2>
          <ul>
            {links.items.map((l) => (
              <li key={l.seat}>
                {t('lobby.inviteFor', { seat: t(`seat.${l.seat}`) })}:{' '}
                <input readOnly value={l.url} data-invite={l.seat} size={40} />
              </li>
            ))}
          </ul>
          <button
            type="button"
            class="primary"
            onClick={() => {
              go(`/t/${links.table}`);
            }}
          >
            {t('lobby.goToTable')}
          </button>
        </section>
      )}
      <CreateForm busy={busy} onCreate={(req, friends) => void start(req, friends)} />
      <section class="open-tables">
        <h2>{t('lobby.open')}</h2>
        <button type="button" onClick={refresh}>
          {t('lobby.refresh')}
        </button>
        {tables.length === 0 ? (
          <p>{t('lobby.none')}</p>
        ) : (
          <ul data-testid="open-tables">
            {tables.map((tb) => {
              const free = SEAT_ORDER.filter((s) => !tb.seats[s].human);
              return (
                <li key={tb.id} data-table={tb.id}>
                  <strong>{tb.title !== '' ? tb.title : t(`mode.${tb.mode}`)}</strong> ·{' '}
                  {t('lobby.seatsFree', { count: free.length })}{' '}
                  {free.map((s) => (
                    <button
                      type="button"
                      key={s}
                      data-join={s}
                      onClick={() => {
                        backend.takeSeat(tb.id, s, name).then(
                          (g) => {
                            if (g.token !== null && g.seat !== null) saveSeat(tb.id, g.token, g.seat);
                            go(`/t/${tb.id}`);
                          },
                          (e: unknown) => {
                            setError(errorText(t, e));
                          },
                        );
                      }}
                    >
                      {t('lobby.join', { seat: t(`seat.${s}`) })}
                    </button>
                  ))}
                  <button
                    type="button"
                    onClick={() => {
                      go(`/t/${tb.id}`);
                    }}
                  >
                    {t('lobby.watch')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {more !== null && (
          <button
            type="button"
            data-testid="more-tables"
            onClick={() => {
              load(more);
            }}
          >
            {t('lobby.more')}
          </button>
        )}
      </section>
    </div>
  );
}

function CreateForm({
  busy,
  onCreate,
}: {
  busy: boolean;
  onCreate: (req: CreateTable, friends: Seat[]) => void;
}) {
  const { t } = useApp();
  const name = useName();
  const [mode, setMode] = useState<Mode>('minibridge');
  const [who, setWho] = useState<Record<Seat, Who>>({ N: 'bot', E: 'bot', S: 'me', W: 'bot' });
  const [title, setTitle] = useState('');
  // A new table is private (reached by its invites) unless its creator lists it in the lobby.
  const [priv, setPriv] = useState(true);
  const [undo, setUndo] = useState<'free' | 'consent'>('consent');
  const [deals, setDeals] = useState(10);
  const [games, setGames] = useState(2);
  const [variant, setVariant] = useState<'seed' | 'ebu'>('seed');
  const [tie, setTie] = useState<'redeal' | 'dealerDeclares'>('redeal');
  const [ruleset, setRuleset] = useState<'modern' | '1948'>('modern');
  const [honours, setHonours] = useState(true);
  const [rounding, setRounding] = useState<'half-up' | 'half-down'>('half-up');
  const [boards, setBoards] = useState(8);

  const setSeat = (s: Seat, w: Who): void => {
    const next = { ...who, [s]: w };
    // only one seat can be "me"
    if (w === 'me') for (const o of SEAT_ORDER) if (o !== s && next[o] === 'me') next[o] = 'bot';
    setWho(next);
  };
  const submit = (e: Event): void => {
    e.preventDefault();
    const mine = SEAT_ORDER.find((s) => who[s] === 'me');
    const friends = SEAT_ORDER.filter((s) => who[s] === 'friend');
    const common = {
      ...(title.trim() === '' ? {} : { title: title.trim() }),
      undo,
      private: priv,
      ...(mine === undefined ? {} : { sit: { seat: mine, name } }),
    };
    let req: CreateTable;
    switch (mode) {
      case 'minibridge':
        req = { mode, rules: { deals, games, variant, tie2020: tie }, ...common };
        break;
      case 'rubber':
        req = { mode, rules: { ruleset, honours, rounding }, ...common };
        break;
      case 'chicago':
        req = { mode, rules: { ruleset, honours, rounding }, ...common };
        break;
      case 'duplicate':
        req = { mode, rules: { boards }, ...common };
        break;
    }
    onCreate(req, mine === undefined ? [] : friends);
  };
  const num = (v: number, set: (n: number) => void, min: number, max: number, label: string, id: string) => (
    <label>
      {label}{' '}
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        value={v}
        onInput={(e) => {
          set(Number(e.currentTarget.value));
        }}
      />
    </label>
  );
  return (
    <form class="create" onSubmit={submit} aria-label={t('lobby.create')} data-testid="create-form">
      <h2>{t('lobby.create')}</h2>
      <label>
        {t('lobby.mode')}{' '}
        <select
          data-testid="create-mode"
          value={mode}
          onChange={(e) => {
            setMode(e.currentTarget.value as Mode);
          }}
        >
          {(['minibridge', 'rubber', 'chicago', 'duplicate'] as const).map((m) => (
            <option key={m} value={m}>
              {t(`mode.${m}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('lobby.title')}{' '}
        <input
          value={title}
          maxLength={60}
          onInput={(e) => {
            setTitle(e.currentTarget.value);
          }}
        />
      </label>
      <fieldset>
        <legend>{t('lobby.who')}</legend>
        {SEAT_ORDER.map((s) => (
          <label key={s}>
            {t(`seat.${s}`)}{' '}
            <select
              data-seat-who={s}
              value={who[s]}
              onChange={(e) => {
                setSeat(s, e.currentTarget.value as Who);
              }}
            >
              <option value="me">{t('lobby.me')}</option>
              <option value="friend">{t('lobby.friend')}</option>
              <option value="bot">{t('lobby.bot')}</option>
            </select>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('lobby.rules')}</legend>
        {mode === 'minibridge' && (
          <>
            {num(deals, setDeals, 1, 1000, t('lobby.deals'), 'rule-deals')}
            {num(games, setGames, 1, 1000, t('lobby.games'), 'rule-games')}
            <label>
              {t('lobby.variant')}{' '}
              <select
                value={variant}
                onChange={(e) => {
                  setVariant(e.currentTarget.value as 'seed' | 'ebu');
                }}
              >
                <option value="seed">{t('lobby.variantSeed')}</option>
                <option value="ebu">{t('lobby.variantEbu')}</option>
              </select>
            </label>
            <label>
              {t('lobby.tie2020')}{' '}
              <select
                value={tie}
                onChange={(e) => {
                  setTie(e.currentTarget.value as 'redeal' | 'dealerDeclares');
                }}
              >
                <option value="redeal">{t('lobby.tieRedeal')}</option>
                <option value="dealerDeclares">{t('lobby.tieDealer')}</option>
              </select>
            </label>
          </>
        )}
        {(mode === 'rubber' || mode === 'chicago') && (
          <>
            <label>
              {t('lobby.ruleset')}{' '}
              <select
                value={ruleset}
                onChange={(e) => {
                  setRuleset(e.currentTarget.value as 'modern' | '1948');
                }}
              >
                <option value="modern">{t('lobby.rulesetModern')}</option>
                <option value="1948">{t('lobby.ruleset1948')}</option>
              </select>
            </label>
            <label>
              <input
                type="checkbox"
                checked={honours}
                onChange={(e) => {
                  setHonours(e.currentTarget.checked);
                }}
              />{' '}
              {t('lobby.honours')}
            </label>
            <label>
              {t('lobby.rounding')}{' '}
              <select
                value={rounding}
                onChange={(e) => {
                  setRounding(e.currentTarget.value as 'half-up' | 'half-down');
                }}
              >
                <option value="half-up">{t('lobby.roundUp')}</option>
                <option value="half-down">{t('lobby.roundDown')}</option>
              </select>
            </label>
          </>
        )}
        {mode === 'duplicate' && num(boards, setBoards, 1, 1000, t('lobby.boards'), 'rule-boards')}
        <label>
          {t('lobby.undo')}{' '}
          <select
            value={undo}
            onChange={(e) => {
              setUndo(e.currentTarget.value as 'free' | 'consent');
            }}
          >
            <option value="consent">{t('lobby.undoConsent')}</option>
            <option value="free">{t('lobby.undoFree')}</option>
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={priv}
            onChange={(e) => {
              setPriv(e.currentTarget.checked);
            }}
          />{' '}
          {t('lobby.private')}
        </label>
      </fieldset>
      <button type="submit" class="primary" disabled={busy} data-testid="create-table">
        {t('lobby.start')}
      </button>
    </form>
  );
}

/** /join/:code — take the seat an invite link offers. */
export function JoinInvite({ code }: { code: string }) {
  const { t, backend, go, settings } = useApp();
  const [name, setName] = useState(settings.name);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      class="join"
      onSubmit={(e) => {
        e.preventDefault();
        backend.useInvite(code, name.trim() === '' ? t('lobby.defaultName') : name.trim()).then(
          (g) => {
            if (g.token !== null && g.seat !== null) saveSeat(g.table.id, g.token, g.seat);
            go(`/t/${g.table.id}`);
          },
          (err: unknown) => {
            setError(errorText(t, err));
          },
        );
      }}
    >
      <h1>{t('lobby.joinInvite')}</h1>
      <label>
        {t('lobby.name')}{' '}
        <input
          value={name}
          maxLength={24}
          onInput={(e) => {
            setName(e.currentTarget.value);
          }}
          data-testid="join-name"
        />
      </label>
      <button type="submit" class="primary" data-testid="join-take">
        {t('lobby.joinAs')}
      </button>
      {error !== null && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** At the table: make an invite link for a seat a bot plays. */
export function Invites({ table, token, info }: { table: string; token: string; info: TableInfo }) {
  const { t, backend } = useApp();
  const [links, setLinks] = useState<Partial<Record<Seat, string>>>({});
  const free = SEAT_ORDER.filter((s) => !info.seats[s].human);
  if (free.length === 0) return null;
  return (
    <details class="invite-box">
      <summary>{t('lobby.invites')}</summary>
      {free.map((s) => (
        <div key={s}>
          {links[s] === undefined ? (
            <button
              type="button"
              data-invite-seat={s}
              onClick={() => {
                backend.invite(table, token, s).then(
                  (inv) => {
                    setLinks({ ...links, [s]: new URL(inv.path, location.href).toString() });
                  },
                  () => undefined,
                );
              }}
            >
              {t('table.invite', { seat: t(`seat.${s}`) })}
            </button>
          ) : (
            <label>
              {t('lobby.inviteFor', { seat: t(`seat.${s}`) })}{' '}
              <input readOnly value={links[s]} data-invite={s} size={36} />
            </label>
          )}
        </div>
      ))}
    </details>
  );
}
