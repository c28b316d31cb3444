/**
 * Practice tables: "Hint" asks the bots what they would do in this seat now (from the seat's own view)
 * and shows their choice with its reason in the page's language.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Card } from '@tenace/core';
import type { GameView } from '@tenace/protocol';
import type { Language, TFunction } from '../../i18n/index.ts';
import { callName, cardName } from '../../format.ts';
import type { Hint } from '../../net/types.ts';
import { useApp } from '../context.ts';
import { miniContractText } from '../minibridge.tsx';

/** The advice in words, in `lang`: "The bots suggest king of spades: …". */
export function hintText(t: TFunction, h: Hint, lang: Language = 'en'): string {
  const i = h.intent;
  const choice =
    i.type === 'card'
      ? cardName(t, i.card as Card)
      : i.type === 'call'
        ? callName(t, i.call)
        : i.type === 'contract'
          ? miniContractText(t, { strain: i.strain, game: i.game })
          : '';
  const p = h.params;
  let why: string;
  switch (h.key) {
    case 'cards.simple':
    case 'cards.fallback':
      why = t('hint.cardsSimple');
      break;
    case 'cards.only':
      why = t('hint.cardsOnly');
      break;
    case 'cards.equal':
      why = t('hint.cardsEqual');
      break;
    case 'cards.simulation':
      why = t('hint.cardsSimulation', {
        count: Number(p.layouts),
        tricks: Number(p.declarerTricks).toLocaleString(lang),
        makes: p.makes,
      });
      break;
    case 'minibridge.declarer.simulation':
      why = t('hint.miniSimulation', {
        count: Number(p.layouts),
        makes: p.makes,
        expected: Number(p.expected) > 0 ? `+${String(p.expected)}` : String(p.expected),
      });
      break;
    case 'minibridge.declarer.thresholds':
      why = t('hint.miniThresholds', { count: Number(p.hcp), needed: p.needed });
      break;
    case 'bidding.placeholder':
      why = t('hint.bidding', { count: Number(p.hcp) });
      break;
    case 'minibridge.tips':
      why =
        Number(p.fit) >= 8
          ? t('hint.miniFit', { fit: p.fit, count: Number(p.hcp) })
          : t('hint.miniNoFit', { count: Number(p.hcp) });
      break;
    case 'bid.judged':
      // A call no rule gives (six at a slam point): its meaning says it was chosen by bidding out.
      why =
        h.meaning !== undefined
          ? h.meaning[lang].charAt(0).toLocaleLowerCase(lang) + h.meaning[lang].slice(1)
          : t('hint.other');
      break;
    default:
      why = h.meaning !== undefined ? t('hint.sayc', { meaning: h.meaning[lang] }) : t('hint.other');
  }
  return t('hint.text', { choice, why });
}

export function HintButton({ view, table }: { view: GameView; table: string }) {
  const { t, backend, lang } = useApp();
  const [hint, setHint] = useState<Hint | null>(null);
  const turn = view.actions.turn;
  useEffect(() => {
    setHint(null);
  }, [view.played.length, turn, view.dealNumber, view.mode === 'minibridge' ? 0 : view.auction.length]);
  if (backend.hint === undefined || turn === null || view.seat === null) return null;
  const seat = view.seat;
  return (
    <div class="hint-box">
      <button
        type="button"
        data-testid="hint"
        onClick={() => {
          void backend.hint?.(table, seat).then(setHint, () => {
            setHint(null);
          });
        }}
      >
        {t('hint.button')}
      </button>
      {hint !== null && (
        <p role="status" data-testid="hint-text">
          {hintText(t, hint, lang)}
        </p>
      )}
    </div>
  );
}
