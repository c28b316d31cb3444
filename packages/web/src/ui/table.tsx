/**
 * The table: four hands around it (one's own face up, dummy once it may be seen), the trick in the middle,
 * whose turn it is, the last trick, the auction and bidding box (contract bridge) or the announcements and
 * contract panel (minibridge), claims, undo, the score sheet and, after each deal, its result and review.
 * Everything legal comes from the view; the client only sends intents.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Card, Seat } from '@tenace/core';
import type { GameView, Intent } from '@tenace/protocol';
import { cardName, contractShort, pbnHands, seatAfter, sideOfSeat, typedCard } from '../format.ts';
import type { TableConnection, TableState } from '../net/types.ts';
import { useApp } from './context.ts';
import { AuctionHistory, BiddingBox } from './bidding.tsx';
import { addChat, ChatPanel, type ChatMessage } from './chat.tsx';
import { CardFace, Hand } from './cards.tsx';
import { Announcements, ContractPanel, miniContractText, Tips } from './minibridge.tsx';
import { Review } from './review.tsx';
import { loadSeat } from './settings.ts';
import { ScoreSheet } from './sheets.tsx';
import { useComparisons } from './comparisons.ts';
import { Invites } from './lobby.tsx';
import { beep } from './sound.ts';

type Pos = 'bottom' | 'left' | 'top' | 'right';
const POSITIONS: readonly Pos[] = ['bottom', 'left', 'top', 'right'];

/** The last finished deal's record, whatever the mode. */
function lastRecord(view: GameView): Record<string, unknown> | null {
  const h = view.history as readonly unknown[];
  return (h[h.length - 1] as Record<string, unknown> | undefined) ?? null;
}

function DealResult({ view }: { view: GameView }) {
  const { t } = useApp();
  const r = lastRecord(view);
  if (r === null) return null;
  let text: string;
  let score = '';
  if (view.mode === 'minibridge') {
    const rec = view.history[view.history.length - 1]!;
    if (rec.contract === undefined || rec.declarer === undefined) text = t('mini.redeal');
    else {
      const c = `${miniContractText(t, rec.contract)}, ${t(`seat.${rec.declarer}`)}`;
      text = `${c}: ${t('table.tricksWon', { count: rec.tricks ?? 0 })}`;
    }
    if (rec.score !== undefined)
      score = `${t('sheet.ns')} ${rec.score.NS} · ${t('sheet.ew')} ${rec.score.EW}`;
  } else {
    const contract = String(r.contract);
    const declarer = r.declarer as Seat | null;
    text =
      contract === 'PASS'
        ? t('table.passedOut')
        : `${t('table.contractBy', { contract: contractShort(t, contract), seat: declarer === null ? '' : t(`seat.${declarer}`) })}: ${t('table.tricksWon', { count: Number(r.tricks) })}`;
    const pts = (r.score ?? r.points) as { NS: number; EW: number } | undefined;
    const below = r.below as { NS: number; EW: number } | undefined;
    const above = r.above as { NS: number; EW: number } | undefined;
    if (pts !== undefined) score = `${t('sheet.ns')} ${pts.NS} · ${t('sheet.ew')} ${pts.EW}`;
    else if (below !== undefined && above !== undefined)
      score = `${t('sheet.ns')} ${below.NS + above.NS} · ${t('sheet.ew')} ${below.EW + above.EW}`;
  }
  return (
    <section class="deal-result" data-testid="deal-result" role="status">
      <h3>{t('table.result')}</h3>
      <p>{text}</p>
      {score !== '' && <p class="score">{score}</p>}
      {view.phase === 'over' && (
        <p class="over">
          <strong>{t('table.over')}</strong>
        </p>
      )}
    </section>
  );
}

function TrickArea({
  view,
  seatAt,
  showLast,
}: {
  view: GameView;
  seatAt: (p: Pos) => Seat;
  showLast: boolean;
}) {
  const { t } = useApp();
  const trick = showLast ? view.lastTrick : view.trick;
  const cards = new Map<Seat, Card>();
  if (trick !== null) trick.cards.forEach((c, i) => cards.set(seatAfter(trick.leader, i), c));
  return (
    <div
      class={`trick${showLast ? ' last' : ''}`}
      role="group"
      aria-label={t(showLast ? 'table.lastTrick' : 'table.trick')}
      data-testid="trick"
    >
      {POSITIONS.map((p) => {
        const s = seatAt(p);
        const c = cards.get(s);
        return (
          <div class={`trick-${p}`} key={p}>
            {c !== undefined && (
              <span role="img" aria-label={`${t(`seat.${s}`)}: ${cardName(t, c)}`} data-played={c}>
                <CardFace card={c} />
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

function turnText(t: ReturnType<typeof useApp>['t'], view: GameView): string {
  const me = view.seat;
  if (view.phase === 'scored' || view.phase === 'over') return '';
  if (view.toAct !== null && view.toAct === me) return t('table.yourTurn');
  const who = view.toPlay ?? view.toAct;
  if (who === null)
    return view.claim !== null
      ? t('table.claimBy', { seat: t(`seat.${view.claim.by}`), count: view.claim.tricks })
      : '';
  const seat = t(`seat.${who}`);
  if (view.phase === 'contract') return t('table.turnContract', { seat });
  if (view.phase === 'auction') return t('table.turnCall', { seat });
  return t('table.turn', { seat });
}

function ClaimControls({ view, act }: { view: GameView; act: (i: Intent) => void }) {
  const { t } = useApp();
  const left = Math.max(...Object.values(view.handSizes));
  const [n, setN] = useState(left);
  const me = view.seat;
  if (me === null || view.phase !== 'play' || view.claim !== null || me === view.dummy) return null;
  return (
    <div class="claim" role="group" aria-label={t('table.claim')}>
      <label>
        {t('table.claimTricks')}{' '}
        <input
          type="number"
          min={0}
          max={left}
          value={Math.min(n, left)}
          onInput={(e) => {
            setN(Number(e.currentTarget.value));
          }}
        />
      </label>
      <button
        type="button"
        data-testid="claim"
        onClick={() => {
          act({ type: 'claim', tricks: Math.max(0, Math.min(n, left)) });
        }}
      >
        {t('table.claim')}
      </button>
      <button
        type="button"
        data-testid="concede"
        onClick={() => {
          act({ type: 'claim', tricks: 0 });
        }}
      >
        {t('table.concede')}
      </button>
    </div>
  );
}

export function TablePage({ id }: { id: string }) {
  const { t, backend, settings, lang } = useApp();
  const held = loadSeat(id);
  const conn = useMemo<TableConnection>(() => backend.connect(id, held?.token ?? null), [backend, id]);
  const [state, setState] = useState<TableState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [down, setDown] = useState(false);
  const [showLast, setShowLast] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [chat, setChat] = useState<readonly ChatMessage[]>([]);
  const typed = useRef('');
  const typedAt = useRef(0);

  useEffect(() => {
    const off = conn.listen((e) => {
      if (e.type === 'state') {
        setState(e.state);
        setError(null);
      } else if (e.type === 'error') setError(e.error.message);
      else if (e.type === 'connection') setDown(!e.up);
      else if (e.type === 'chat') {
        const { type: _type, ...line } = e;
        setChat((lines) => addChat(lines, line));
      }
    });
    return () => {
      off();
      conn.close();
    };
  }, [conn]);

  const view = state?.view ?? null;
  const comparisons = useComparisons(backend, id, view);
  const act = (intent: Intent): void => {
    setShowLast(false);
    conn.act(intent);
  };

  const myTurn = view !== null && view.seat !== null && view.toAct === view.seat;
  useEffect(() => {
    if (myTurn && settings.sounds) beep();
  }, [myTurn, state?.stateId]);

  // Keyboard play: type a card ("SA", "H10") to play it when it is legal. The listener is added once and
  // reads the newest view through a ref set while rendering: an effect re-added per view runs only after
  // the paint, so keys typed as soon as the cards appear would otherwise reach a listener holding the
  // previous view (regression: keyboard-typed-card-lost-before-effect).
  const latest = useRef({ view, act });
  latest.current = { view, act };
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const { view: now, act: play } = latest.current;
      if (now === null || now.legalCards.length === 0) return;
      const target = e.target as HTMLElement | null;
      if (
        target !== null &&
        (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')
      )
        return;
      if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
      const at = Date.now();
      if (at - typedAt.current > 2000) typed.current = '';
      typedAt.current = at;
      typed.current = (typed.current + e.key.toUpperCase()).slice(-3);
      for (const text of [typed.current, typed.current.slice(-2)]) {
        const card = typedCard(text);
        if (card !== null && now.legalCards.includes(card)) {
          typed.current = '';
          e.preventDefault();
          play({ type: 'card', card });
          return;
        }
      }
    };
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener('keydown', onKey);
    };
  }, []);

  if (view === null || state === null)
    return <p role="status">{error === null ? t('app.loading') : t('app.error', { message: error })}</p>;

  const me: Seat = view.seat ?? 'S';
  const seatAt = (p: Pos): Seat => seatAfter(me, POSITIONS.indexOf(p));
  const info = state.info;
  const finished = view.phase === 'scored' || view.phase === 'over';
  const bridge = view.mode !== 'minibridge';
  const turn = turnText(t, view);
  const contractLine =
    view.mode === 'minibridge'
      ? view.contract === null
        ? null
        : `${miniContractText(t, view.contract)} · ${t('table.declarer')}: ${t(`seat.${view.declarer}`)}`
      : view.contractText === null
        ? null
        : view.contractText === 'PASS'
          ? t('table.passedOut')
          : t('table.contractBy', {
              contract: contractShort(t, view.contractText),
              seat: view.declarer === null ? '' : t(`seat.${view.declarer}`),
            });
  const mySide = sideOfSeat(me);
  const otherSide = mySide === 'NS' ? 'EW' : 'NS';

  // Once the deal is over, the felt shows the whole deal as it was dealt (finished deals are public).
  const dealt = finished
    ? pbnHands(typeof lastRecord(view)?.pbn === 'string' ? (lastRecord(view)!.pbn as string) : '')
    : null;
  const hand = (p: Pos) => {
    const s = seatAt(p);
    const cards = dealt?.[s] ?? view.hands[s];
    const playable = view.toPlay === s ? view.legalCards : [];
    const seatInfo = info.seats[s];
    const tags = [
      s === view.seat ? t('table.you') : seatInfo.name,
      seatInfo.bot ? t('table.bot') : null,
      s === view.dealer ? t('table.dealer') : null,
      s === view.declarer && view.contract !== null ? t('table.declarer') : null,
      s === view.dummy && view.contract !== null ? t('table.dummy') : null,
    ].filter((x): x is string => x !== null && x !== '');
    return (
      <div
        class={`seat pos-${p}${view.toPlay === s || view.toAct === s ? ' active' : ''}`}
        key={p}
        data-testid={`seat-${s}`}
      >
        <div class="seat-name">
          <strong>{t(`seat.${s}`)}</strong> {tags.length > 0 && <small>({tags.join(', ')})</small>}
        </div>
        <Hand
          t={t}
          seat={s}
          cards={cards}
          size={view.handSizes[s]}
          playable={playable}
          onPlay={(card) => {
            act({ type: 'card', card });
          }}
          label={t('table.hand', { seat: t(`seat.${s}`) })}
        />
      </div>
    );
  };

  const mini = view.mode === 'minibridge' ? view : null;
  const claim = view.claim;

  return (
    <div class="table-page" data-phase={view.phase} data-mode={view.mode}>
      <div class="status-bar">
        <span>{t(`mode.${view.mode}`)}</span>
        <span data-testid="deal-number">{t('table.deal', { n: view.dealNumber })}</span>
        <span>
          {t('table.dealer')}: {t(`seat.${view.dealer}`)}
        </span>
        {bridge && 'vulnerable' in view && (
          <span>
            {t('table.vulnerable')}:{' '}
            {t(
              `table.vul.${view.vulnerable.NS ? (view.vulnerable.EW ? 'All' : 'NS') : view.vulnerable.EW ? 'EW' : 'None'}`,
            )}
          </span>
        )}
        {contractLine !== null && <span data-testid="contract">{contractLine}</span>}
        <span data-testid="tricks">
          {t('table.tricks')}: {t(`side.${mySide}`)} {view.tricksWon[mySide]} · {t(`side.${otherSide}`)}{' '}
          {view.tricksWon[otherSide]}
        </span>
        {view.seat === null && <span>{t('table.spectator')}</span>}
      </div>
      <p class="turn" aria-live="polite" data-testid="turn" data-my-turn={myTurn ? 'yes' : 'no'}>
        {turn}
      </p>
      {down && (
        <p class="warn" role="alert">
          {t('table.connection')}
        </p>
      )}
      {error !== null && (
        <p class="error" role="alert" data-testid="table-error">
          {t('table.error', { message: error })}
        </p>
      )}
      <div class="layout">
        <div class="felt">
          {hand('top')}
          {hand('left')}
          <div class="center">
            <TrickArea view={view} seatAt={seatAt} showLast={showLast && view.lastTrick !== null} />
            {view.lastTrick !== null && !finished && (
              <button
                type="button"
                class="link"
                data-testid="last-trick"
                aria-pressed={showLast}
                onClick={() => {
                  setShowLast(!showLast);
                }}
              >
                {t(showLast ? 'table.hideLastTrick' : 'table.showLastTrick')}
              </button>
            )}
          </div>
          {hand('right')}
          {hand('bottom')}
        </div>
        <aside class="side-panel">
          {mini !== null && <Announcements t={t} view={mini} />}
          {mini !== null && mini.contractOptions.length > 0 && (
            <>
              <ContractPanel
                t={t}
                options={mini.contractOptions}
                onChoose={(c) => {
                  act({ type: 'contract', strain: c.strain, game: c.game });
                }}
              />
              <Tips t={t} view={mini} />
            </>
          )}
          {view.mode !== 'minibridge' && (
            <>
              <AuctionHistory
                t={t}
                dealer={view.dealer}
                calls={view.auction}
                meanings={state.meanings}
                lang={lang}
              />
              {view.legalCalls.length > 0 && (
                <BiddingBox
                  t={t}
                  legal={view.legalCalls}
                  onCall={(c) => {
                    act({ type: 'call', call: c });
                  }}
                />
              )}
            </>
          )}
          {claim !== null && (
            <div class="claim-pending" role="alert">
              <p>{t('table.claimBy', { seat: t(`seat.${claim.by}`), count: claim.tricks })}</p>
              {view.canAnswerClaim && (
                <>
                  <button
                    type="button"
                    data-testid="claim-accept"
                    onClick={() => {
                      act({ type: 'claimAnswer', accept: true });
                    }}
                  >
                    {t('table.accept')}
                  </button>
                  <button
                    type="button"
                    data-testid="claim-reject"
                    onClick={() => {
                      act({ type: 'claimAnswer', accept: false });
                    }}
                  >
                    {t('table.reject')}
                  </button>
                </>
              )}
            </div>
          )}
          <ClaimControls view={view} act={act} />
          {view.phase === 'play' && view.seat !== null && view.played.length > 0 && (
            <button
              type="button"
              data-testid="undo"
              onClick={() => {
                act({ type: 'undo' });
              }}
            >
              {t('table.undo')}
            </button>
          )}
          {state.undo !== null && (
            <div class="undo-pending" role="alert">
              <p>
                {t('table.undoAsk', {
                  seat: t(`seat.${state.undo.by}`),
                  card: cardName(t, state.undo.card as Card),
                })}
              </p>
              {view.seat !== null && state.undo.waiting.includes(view.seat) ? (
                <>
                  <button
                    type="button"
                    onClick={() => {
                      act({ type: 'undoAnswer', accept: true });
                    }}
                  >
                    {t('table.accept')}
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      act({ type: 'undoAnswer', accept: false });
                    }}
                  >
                    {t('table.reject')}
                  </button>
                </>
              ) : (
                <p>{t('table.undoWaiting')}</p>
              )}
            </div>
          )}
          {finished && (
            <>
              <DealResult view={view} />
              <div class="after-deal">
                <button
                  type="button"
                  data-testid="review"
                  aria-expanded={reviewOpen}
                  onClick={() => {
                    setReviewOpen(!reviewOpen);
                  }}
                >
                  {t('table.review')}
                </button>
                {view.phase === 'scored' && view.seat !== null && (
                  <button
                    type="button"
                    class="primary"
                    data-testid="next-deal"
                    onClick={() => {
                      setReviewOpen(false);
                      act({ type: 'next' });
                    }}
                  >
                    {t('table.next')}
                  </button>
                )}
                {view.phase === 'scored' && view.mode === 'rubber' && view.seat !== null && (
                  <button
                    type="button"
                    data-testid="stop-rubber"
                    onClick={() => {
                      act({ type: 'stop' });
                    }}
                  >
                    {t('table.stop')}
                  </button>
                )}
              </div>
            </>
          )}
          <ScoreSheet t={t} view={view} comparisons={comparisons} />
          <ChatPanel
            lines={chat}
            canWrite={view.seat !== null}
            onSend={(text) => {
              conn.say(text);
            }}
          />
          {view.seat !== null && held !== null && <Invites table={id} token={held.token} info={info} />}
          <p class="hint">{t('table.keys')}</p>
        </aside>
      </div>
      {finished && reviewOpen && (
        <Review
          view={view}
          tableId={id}
          onClose={() => {
            setReviewOpen(false);
          }}
        />
      )}
    </div>
  );
}
