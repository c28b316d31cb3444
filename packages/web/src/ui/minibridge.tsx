/** Minibridge panels: the four HCP announcements, the contract choice and the seed's tips for beginners. */
import type { MinibridgeContract, MinibridgeView, Strain } from '@tenace/core';
import type { TFunction } from 'i18next';
import { bySuit, SUIT_SYMBOL } from '../format.ts';

export function Announcements({ t, view }: { t: TFunction; view: MinibridgeView }) {
  return (
    <section class="announcements" aria-label={t('mini.announcements')} data-testid="announcements">
      <h3>{t('mini.announcements')}</h3>
      <ul>
        {view.announcements.map((a) => (
          <li key={a.seat} class={a.seat === view.declarer ? 'declarer' : undefined}>
            <span>{t(`seat.${a.seat}`)}</span> <strong>{t('mini.hcp', { count: a.hcp })}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function contractKey(c: MinibridgeContract): string {
  return `${c.strain}-${c.game ? 'game' : 'part'}`;
}

/** "No-trump, game": capitalised, as it starts the lines it is shown in. */
export function miniContractText(t: TFunction, c: MinibridgeContract): string {
  const text = t('mini.contractText', {
    strain: t(`strain.${c.strain}`),
    kind: t(c.game ? 'mini.kindGame' : 'mini.kindPart'),
  });
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function ContractPanel({
  t,
  options,
  onChoose,
}: {
  t: TFunction;
  options: readonly MinibridgeContract[];
  onChoose: (c: MinibridgeContract) => void;
}) {
  const strains = [...new Set(options.map((o) => o.strain))];
  return (
    <section class="contract-panel" aria-label={t('mini.choose')} data-testid="contract-panel">
      <h3>{t('mini.choose')}</h3>
      <table>
        <thead>
          <tr>
            <th />
            <th scope="col">{t('mini.part')}</th>
            <th scope="col">{t('mini.game')}</th>
          </tr>
        </thead>
        <tbody>
          {strains.map((s: Strain) => (
            <tr key={s}>
              <th scope="row" class={`strain-${s}`}>
                {s === 'NT' ? t('strainShort.NT') : SUIT_SYMBOL[s]} {t(`strain.${s}`)}
              </th>
              {[false, true].map((game) => {
                const c = options.find((o) => o.strain === s && o.game === game);
                return (
                  <td key={String(game)}>
                    {c !== undefined && (
                      <button
                        type="button"
                        data-contract={contractKey(c)}
                        onClick={() => {
                          onChoose(c);
                        }}
                        aria-label={miniContractText(t, c)}
                      >
                        {t(game ? 'mini.game' : 'mini.part')}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The seed's tips as a hint a beginner can open: the partnership's HCP (the sum of two announcements), the
 * longest suit of the two visible hands, and the two rules of thumb (8-card fit; game with 25/27/29 HCP).
 */
export function Tips({ t, view }: { t: TFunction; view: MinibridgeView }) {
  const together = view.announcements
    .filter((a) => a.seat === view.declarer || a.seat === view.dummy)
    .reduce((n, a) => n + a.hcp, 0);
  const mine = view.hands[view.declarer] ?? [];
  const dummy = view.hands[view.dummy] ?? [];
  const longest = bySuit([...mine, ...dummy]).reduce<{ suit: string; n: number } | null>(
    (best, g) => (best === null || g.cards.length > best.n ? { suit: g.suit, n: g.cards.length } : best),
    null,
  );
  return (
    <details class="tips" data-testid="tips">
      <summary>{t('mini.hint')}</summary>
      <p>{t('mini.together', { hcp: t('mini.hcp', { count: together }) })}</p>
      {longest !== null && mine.length > 0 && dummy.length > 0 && (
        <p>
          {t('mini.longest', {
            suit: `${SUIT_SYMBOL[longest.suit as 'S']} ${t(`strain.${longest.suit}`)}`,
            cards: t('count.cards', { count: longest.n }),
          })}
        </p>
      )}
      <p>{t('mini.tipFit')}</p>
      <p>{t('mini.tipGame')}</p>
    </details>
  );
}
