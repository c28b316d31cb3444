/**
 * The table: four hands around it (one's own face up, dummy once it may be seen), the trick in the middle,
 * whose turn it is, the last trick, the auction and bidding box (contract bridge) or the announcements and
 * contract panel (minibridge), claims, undo, the score sheet and, after each deal, its result and review.
 * Everything legal comes from the view; the client only sends intents.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Seat } from '@tenace/core';
import type { GameView, Intent, WireError } from '@tenace/protocol';
import { pbnHands } from '../../format.ts';
import type { TableConnection, TableState } from '../../net/types.ts';
import { AuctionHistory, BiddingBox } from '../bidding.tsx';
import { addChat, ChatPanel, type ChatMessage } from '../chat.tsx';
import { useComparisons } from '../comparisons.ts';
import { errorText } from '../errors.ts';
import { useApp } from '../context.ts';
import { Invites } from '../lobby.tsx';
import { Announcements, ContractPanel, Tips } from '../minibridge.tsx';
import { Review } from '../review.tsx';
import { loadSeat } from '../settings.ts';
import { ScoreSheet } from '../sheets.tsx';
import { beep } from '../sound.ts';
import { latestEvent, usePageTitle } from './announce.ts';
import { ClaimControls, ClaimPending, ClaimRefused } from './claim.tsx';
import { InputHint } from './inputHint.tsx';
import { useTableKeys } from './keys.ts';
import { AfterDeal, DealResult, lastRecord } from './result.tsx';
import { SeatHand, seatsAround, type Pos } from './seats.tsx';
import { StatusBar, TurnLine, turnText } from './status.tsx';
import { usePacedTrick, useSeenTricks } from './pace.ts';
import { HintButton } from './hint.tsx';
import { MatchOver } from './matchOver.tsx';
import { StartPanel } from './start.tsx';
import { TrickCentre } from './trick.tsx';
import { UndoButton, UndoPending } from './undo.tsx';

/** The announcements and contract choice (minibridge) or the auction and bidding box (contract bridge). */
function CallsPanel({ view, state, act }: { view: GameView; state: TableState; act: (i: Intent) => void }) {
  const { t, lang } = useApp();
  if (view.mode === 'minibridge')
    return (
      <>
        <Announcements t={t} view={view} />
        {view.contractOptions.length > 0 && (
          <>
            <ContractPanel
              t={t}
              options={view.contractOptions}
              onChoose={(c) => {
                act({ type: 'contract', strain: c.strain, game: c.game });
              }}
            />
            <Tips t={t} view={view} />
          </>
        )}
      </>
    );
  return (
    <>
      <AuctionHistory t={t} dealer={view.dealer} calls={view.auction} meanings={state.meanings} lang={lang} />
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
  );
}

/** A 20–20 deal just thrown in (minibridge): said at the table until the new deal's contract is chosen. */
function ThrownIn({ view }: { view: GameView }) {
  const { t } = useApp();
  if (view.mode !== 'minibridge' || view.phase !== 'contract') return null;
  const last = view.history[view.history.length - 1];
  if (last?.redeal !== true || last.number !== view.dealNumber - 1) return null;
  return (
    <p class="note" role="status" data-testid="thrown-in">
      {t('table.thrownIn', { n: last.number })}
    </p>
  );
}

/** How long a refusal stays on screen unless closed. */
const ERROR_SHOWN_MS = 8000;

export function TablePage({ id }: { id: string }) {
  const { t, backend, settings } = useApp();
  const grant = loadSeat(id);
  const conn = useMemo<TableConnection>(() => backend.connect(id, grant?.token ?? null), [backend, id]);
  const [state, setState] = useState<TableState | null>(null);
  // A refusal stays up (over the table, so nothing moves) until closed, the next action or a few seconds.
  const [error, setError] = useState<WireError | null>(null);
  const [down, setDown] = useState(false);
  const [showLast, setShowLast] = useState(false);
  // The review shows the finished deal it was opened on, whatever comes after: only the person closes it.
  const [reviewOf, setReviewOf] = useState<GameView | null>(null);
  const [chat, setChat] = useState<readonly ChatMessage[]>([]);

  useEffect(() => {
    const off = conn.listen((e) => {
      if (e.type === 'state') {
        setState(e.state);
      } else if (e.type === 'error') setError(e.error);
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
  useEffect(() => {
    if (error === null) return undefined;
    const id = setTimeout(() => {
      setError(null);
    }, ERROR_SHOWN_MS);
    return () => {
      clearTimeout(id);
    };
  }, [error]);
  const act = (intent: Intent): void => {
    setShowLast(false);
    setError(null);
    conn.act(intent);
  };

  const myTurn = view !== null && view.seat !== null && view.toAct === view.seat;
  useEffect(() => {
    if (myTurn && settings.sounds) beep();
  }, [myTurn, state?.stateId]);
  useTableKeys(view, act);
  usePageTitle(view === null ? '' : turnText(t, view), t('app.title'));
  const held = usePacedTrick(view, settings.trickPaceMs);
  const seen = useSeenTricks(view);

  if (view === null || state === null)
    return (
      <p role="status">
        {error === null ? t('app.loading') : t('app.error', { message: errorText(t, error) })}
      </p>
    );

  const me: Seat = view.seat ?? 'S';
  const seatAt = seatsAround(me);
  const finished = view.phase === 'scored' || view.phase === 'over';

  // Once the deal is over, the felt shows the whole deal as it was dealt (finished deals are public).
  const dealt = finished
    ? pbnHands(typeof lastRecord(view)?.pbn === 'string' ? (lastRecord(view)!.pbn as string) : '')
    : null;
  const hand = (p: Pos) => (
    <SeatHand key={p} view={view} info={state.info} seat={seatAt(p)} pos={p} dealt={dealt} act={act} />
  );

  return (
    <div class="table-page" data-phase={view.phase} data-mode={view.mode}>
      <StatusBar view={view} me={me} />
      <TurnLine view={view} myTurn={myTurn} />
      <p class="sr-only" aria-live="polite" data-testid="announcer">
        {latestEvent(t, view)}
      </p>
      <p class="sr-only" aria-live="polite" data-testid="chat-announcer">
        {chat.length === 0
          ? ''
          : t('table.chatSaid', { name: chat[chat.length - 1]!.name, text: chat[chat.length - 1]!.text })}
      </p>
      <div class="table-msgs">
        {down && (
          <p class="warn" role="alert">
            {t('table.connection')}
          </p>
        )}
        <ThrownIn view={view} />
        {error !== null && (
          <p class="error" role="alert" data-testid="table-error" data-code={error.code}>
            {t('table.error', { message: errorText(t, error) })}{' '}
            <button
              type="button"
              class="link"
              aria-label={t('review.close')}
              onClick={() => {
                setError(null);
              }}
            >
              ×
            </button>
          </p>
        )}
      </div>
      <div class="layout">
        <div class="felt">
          {hand('top')}
          {hand('left')}
          <TrickCentre
            view={view}
            seatAt={seatAt}
            held={held}
            seen={seen}
            dealt={dealt}
            showLast={showLast}
            setShowLast={setShowLast}
          />
          {hand('right')}
          {hand('bottom')}
        </div>
        <aside class="side-panel">
          <StartPanel view={view} act={act} />
          <CallsPanel view={view} state={state} act={act} />
          <HintButton view={view} table={id} />
          <ClaimPending view={view} act={act} />
          <ClaimRefused view={view} refusal={state.refusal} />
          <ClaimControls view={view} act={act} />
          <UndoButton view={view} act={act} />
          <UndoPending view={view} undo={state.undo} act={act} />
          {finished && (
            <>
              <MatchOver view={view} info={state.info} />
              <DealResult view={view} />
              <AfterDeal
                view={view}
                act={act}
                reviewOpen={reviewOf !== null}
                setReviewOpen={(open) => {
                  setReviewOf(open ? view : null);
                }}
              />
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
          {view.seat !== null && grant !== null && (
            <Invites table={id} token={grant.token} info={state.info} />
          )}
          <InputHint />
        </aside>
      </div>
      {reviewOf !== null && (
        <Review
          view={reviewOf}
          tableId={id}
          onClose={() => {
            setReviewOf(null);
          }}
        />
      )}
    </div>
  );
}
