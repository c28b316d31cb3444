/**
 * The table: four hands around it (one's own face up, dummy once it may be seen), the trick in the middle,
 * whose turn it is, the last trick, the auction and bidding box (contract bridge) or the announcements and
 * contract panel (minibridge), claims, undo, the score sheet and, after each deal, its result and review.
 * Everything legal comes from the view; the client only sends intents.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Seat } from '@tenace/core';
import type { GameView, Intent } from '@tenace/protocol';
import { pbnHands } from '../../format.ts';
import type { TableConnection, TableState } from '../../net/types.ts';
import { AuctionHistory, BiddingBox } from '../bidding.tsx';
import { addChat, ChatPanel, type ChatMessage } from '../chat.tsx';
import { useComparisons } from '../comparisons.ts';
import { useApp } from '../context.ts';
import { Invites } from '../lobby.tsx';
import { Announcements, ContractPanel, Tips } from '../minibridge.tsx';
import { Review } from '../review.tsx';
import { loadSeat } from '../settings.ts';
import { ScoreSheet } from '../sheets.tsx';
import { beep } from '../sound.ts';
import { ClaimControls, ClaimPending } from './claim.tsx';
import { useTableKeys } from './keys.ts';
import { AfterDeal, DealResult, lastRecord } from './result.tsx';
import { SeatHand, seatsAround, type Pos } from './seats.tsx';
import { StatusBar, TurnLine } from './status.tsx';
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

export function TablePage({ id }: { id: string }) {
  const { t, backend, settings } = useApp();
  const held = loadSeat(id);
  const conn = useMemo<TableConnection>(() => backend.connect(id, held?.token ?? null), [backend, id]);
  const [state, setState] = useState<TableState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [down, setDown] = useState(false);
  const [showLast, setShowLast] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [chat, setChat] = useState<readonly ChatMessage[]>([]);

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
  useTableKeys(view, act);

  if (view === null || state === null)
    return <p role="status">{error === null ? t('app.loading') : t('app.error', { message: error })}</p>;

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
          <TrickCentre
            view={view}
            seatAt={seatAt}
            finished={finished}
            showLast={showLast}
            setShowLast={setShowLast}
          />
          {hand('right')}
          {hand('bottom')}
        </div>
        <aside class="side-panel">
          <CallsPanel view={view} state={state} act={act} />
          <ClaimPending view={view} act={act} />
          <ClaimControls view={view} act={act} />
          <UndoButton view={view} act={act} />
          <UndoPending view={view} undo={state.undo} act={act} />
          {finished && (
            <>
              <DealResult view={view} />
              <AfterDeal view={view} act={act} reviewOpen={reviewOpen} setReviewOpen={setReviewOpen} />
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
          {view.seat !== null && held !== null && <Invites table={id} token={held.token} info={state.info} />}
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
