/**
 * Any game mode behind one interface, for every runner (the server's tables, the practice build in the
 * browser, `tenace play`): create a game for a mode, turn a seat's intent into the mode's action, reduce a
 * mode-tagged action (a mismatch is refused with `action/wrong_mode`), and say who may act and how.
 * The one implementation of "who answers a claim" and "who may take back a card" lives here.
 */
import { parseCall } from '../call.ts';
import { parseCard } from '../card.ts';
import type { Dealing } from '../dealing.ts';
import { remainingTricks, type PlayState } from '../play.ts';
import { err, ok, type Result } from '../result.ts';
import type { Mode, Seat, Strain } from '../types.ts';
import { bridgeDealToAct, bridgeDummy, openingLeadMade, type BridgeDealState } from './bridgeDeal.ts';
import { chicagoReduce, newChicagoMatch, type ChicagoAction } from './chicago.ts';
import { boardAt, duplicateReduce, newDuplicate, type DuplicateAction } from './duplicate.ts';
import {
  minibridgeDummy,
  minibridgeReduce,
  minibridgeToAct,
  newMinibridgeMatch,
  type MinibridgeAction,
  type MinibridgeState,
} from './minibridge.ts';
import { awaitedClaimAnswers, lastCardOwner } from './playPhase.ts';
import { newRubber, rubberReduce, type RubberAction } from './rubber.ts';
import type { GameState } from '../view.ts';

/** An action of a mode's reducer, tagged with its mode (JSON-safe: this is what a table's log stores). */
export type GameAction =
  | ({ readonly mode: 'minibridge' } & MinibridgeAction)
  | ({ readonly mode: 'rubber' } & RubberAction)
  | ({ readonly mode: 'chicago' } & ChicagoAction)
  | ({ readonly mode: 'duplicate' } & DuplicateAction);

/** What a seat wants to do, before the host names the seat and the mode (the protocol's `act` body). */
export type Intent =
  | { readonly type: 'contract'; readonly strain: Strain; readonly game: boolean }
  | { readonly type: 'call'; readonly call: string }
  | { readonly type: 'card'; readonly card: string }
  | { readonly type: 'claim'; readonly tricks: number }
  | { readonly type: 'claimAnswer'; readonly accept: boolean }
  | { readonly type: 'undo' }
  | { readonly type: 'undoAnswer'; readonly accept: boolean }
  | { readonly type: 'next' }
  | { readonly type: 'stop' }
  | { readonly type: 'start' };

/** A pending request to take back a card (tables where undo needs the other side's consent). */
export interface UndoRequest {
  /** The seat that asked. */
  readonly by: Seat;
  /** The card it would take back. */
  readonly card: string;
  /** The state id the request was made at; any other action cancels it. */
  readonly stateId: number;
  /** Seats (people) whose answer is still awaited; bots consent at once. */
  readonly waiting: readonly Seat[];
}

/**
 * A new game of `mode` from its rules and seed. The reducers' own undo switch is on: the host applies the
 * table's undo policy (free, or by consent) before an undo reaches the reducer. Duplicate's `firstBoard`
 * starts at that board with its deal, dealer and vulnerability. `dealing` says how the deals come from
 * the seed (absent: seeded, as every match before keyed dealing).
 */
export function createGame(
  mode: Mode,
  rules: Readonly<Record<string, unknown>>,
  seed: string,
  dealing?: Dealing,
): Result<GameState> {
  switch (mode) {
    case 'minibridge':
      return newMinibridgeMatch(seed, { ...rules, undo: true }, dealing);
    case 'rubber':
      return newRubber(seed, { ...rules, undo: true }, dealing);
    case 'chicago':
      return newChicagoMatch(seed, { ...rules, undo: true }, dealing);
    case 'duplicate': {
      const { firstBoard, ...rest } = rules as { firstBoard?: unknown };
      if (firstBoard !== undefined && (!Number.isInteger(firstBoard) || (firstBoard as number) < 1))
        return err(
          'action/bad_action',
          `firstBoard must be a whole number from 1, got ${JSON.stringify(firstBoard)}`,
        );
      const made = newDuplicate(seed, { ...rest, undo: true }, dealing);
      const first = firstBoard as number | undefined;
      if (!made.ok || first === undefined || first === 1) return made;
      return ok({ ...made.value, current: boardAt(seed, first, dealing) });
    }
  }
}

function wrongMode(state: GameState, action: { readonly mode: unknown }): Result<never> {
  return err(
    'action/wrong_mode',
    `a ${String(action.mode)} action cannot be applied to a ${state.mode} game`,
  );
}

/** Applies one mode-tagged action with its mode's reducer; an action of another mode is refused. */
export function reduceGame(state: GameState, action: GameAction): Result<GameState> {
  switch (state.mode) {
    case 'minibridge':
      return action.mode === 'minibridge' ? minibridgeReduce(state, action) : wrongMode(state, action);
    case 'rubber':
      return action.mode === 'rubber' ? rubberReduce(state, action) : wrongMode(state, action);
    case 'chicago':
      return action.mode === 'chicago' ? chicagoReduce(state, action) : wrongMode(state, action);
    case 'duplicate':
      return action.mode === 'duplicate' ? duplicateReduce(state, action) : wrongMode(state, action);
  }
}

/**
 * The seat's intent as its game's action, or a coded error when the mode has no such action. An undo
 * answer is not a game action (the host settles undo requests).
 */
export function intentToAction(state: GameState, seat: Seat, intent: Intent): Result<GameAction> {
  const mode = state.mode;
  const tag = (a: object): Result<GameAction> => ok({ mode, ...a } as GameAction);
  switch (intent.type) {
    case 'contract':
      if (mode !== 'minibridge')
        return err('action/not_allowed', 'only minibridge declarers choose a contract; bid instead');
      return tag({ type: 'contract', seat, strain: intent.strain, game: intent.game });
    case 'call': {
      if (mode === 'minibridge')
        return err('action/not_allowed', 'minibridge has no auction; declarer chooses the contract');
      const call = parseCall(intent.call);
      return call.ok ? tag({ type: 'call', seat, call: call.value }) : call;
    }
    case 'card': {
      const card = parseCard(intent.card);
      if (card === null) return err('play/not_held', `"${intent.card}" is not a card`);
      return tag({ type: 'card', seat, card });
    }
    case 'claim':
      return tag({ type: 'claim', seat, tricks: intent.tricks });
    case 'claimAnswer':
      return tag({ type: 'claimAnswer', seat, accept: intent.accept });
    case 'undo':
      return tag({ type: 'undo', seat });
    case 'next':
      return tag({ type: 'next', seat: null });
    case 'stop':
      if (mode !== 'rubber') return err('action/not_allowed', 'only a rubber can be stopped early');
      return tag({ type: 'stop', seat });
    case 'undoAnswer':
      return err('action/undo', 'an undo answer is not a game action');
    case 'start':
      return err('action/not_allowed', "starting the match is the table's business, not a game action");
  }
}

/**
 * A stored action as a mode-tagged one: logs written before actions carried their mode hold the bare
 * action of the table's mode.
 */
export function tagAction(mode: Mode, action: object): GameAction {
  return ('mode' in action ? action : { mode, ...action }) as GameAction;
}

/** The deal in progress: its play, declarer and dummy (minibridge or contract bridge). */
function dealOf(state: GameState): { play: PlayState | null; declarer: Seat | null; dummy: Seat | null } {
  if (state.mode === 'minibridge') return minibridgeDeal(state);
  return bridgeDeal(state.current);
}

function minibridgeDeal(state: MinibridgeState) {
  return { play: state.play, declarer: state.declarer, dummy: minibridgeDummy(state) };
}

function bridgeDeal(deal: BridgeDealState) {
  return { play: deal.play, declarer: deal.declarer, dummy: bridgeDummy(deal) };
}

/** The play of the deal in progress, when it is in play (or just played). */
export function playOf(state: GameState): PlayState | null {
  return dealOf(state).play;
}

/**
 * The seats whose answer to the pending claim is still awaited: each answerer the rules name (declarer's
 * claim: both defenders; a defender's: declarer, and the defender's partner when it concedes a trick; never
 * dummy) until it has accepted. Each answers for itself: a bot does not answer for its partner.
 */
export function claimAnswerers(state: GameState): readonly Seat[] {
  const { play, declarer } = dealOf(state);
  return play === null || declarer === null ? [] : awaitedClaimAnswers(play, declarer);
}

/**
 * How a table lets a player take back a card: `free` (practice: any last card), or by the other side's
 * `consent`, where no undo may show a player more than they saw when they chose: a card whose play laid a
 * hand face up (the opening lead, which exposes dummy) cannot be taken back.
 */
export type UndoPolicy = 'free' | 'consent';

/** The hands face up to every player during the deal in play: dummy's, once exposed. */
export function faceUpHands(state: GameState): readonly Seat[] {
  if (state.phase !== 'play') return [];
  if (state.mode === 'minibridge') return [minibridgeDummy(state)];
  const dummy = bridgeDummy(state.current);
  return dummy !== null && openingLeadMade(state.current) ? [dummy] : [];
}

/**
 * The hands the last card laid face up (empty when it exposed none): what a player would have seen
 * before choosing again, were that card taken back.
 */
export function exposedByLastCard(state: GameState): readonly Seat[] {
  const { play, declarer } = dealOf(state);
  if (play === null || declarer === null) return [];
  const owner = lastCardOwner(play, declarer);
  if (owner === null) return [];
  const before = reduceGame(state, tagAction(state.mode, { type: 'undo', seat: owner }));
  if (!before.ok) return [];
  const hidden = faceUpHands(before.value);
  return faceUpHands(state).filter((s) => !hidden.includes(s));
}

/** The seat that may take back the last card now (declarer for dummy's) under the policy, or null. */
export function undoOwner(state: GameState, policy: UndoPolicy = 'free'): Seat | null {
  if (state.phase !== 'play') return null;
  const { play, declarer } = dealOf(state);
  const owner = play === null || declarer === null ? null : lastCardOwner(play, declarer);
  if (owner === null || policy === 'free') return owner;
  return exposedByLastCard(state).length > 0 ? null : owner;
}

/** A take-back at a table where every other seat is a bot: the undo actions and the cards they take back. */
export interface TakeBack {
  /** The undo actions, newest card first, each by its card's owner (declarer for dummy's). */
  readonly actions: readonly GameAction[];
  /** The cards taken back, newest first; the last is the seat's own. */
  readonly cards: readonly string[];
  /** The state after them: exactly the state before the seat's own last card. */
  readonly state: GameState;
}

/**
 * Where every other seat is a bot (practice and solo tables), `seat` takes back its own last card (for
 * declarer: its own or dummy's) and the bots' cards after it, so that it chooses again where it chose.
 * Null when the seat has no card in this deal to take back or a claim is pending, and under `consent`
 * when the rewind would turn a face-up hand down again (the player has seen it).
 */
export function takeBack(state: GameState, seat: Seat, policy: UndoPolicy = 'free'): TakeBack | null {
  const actions: GameAction[] = [];
  const cards: string[] = [];
  let s = state;
  for (;;) {
    const owner = undoOwner(s, 'free');
    const card = lastCard(s);
    if (owner === null || card === null) return null;
    const action = tagAction(s.mode, { type: 'undo', seat: owner });
    const back = reduceGame(s, action);
    if (!back.ok) return null;
    actions.push(action);
    cards.push(card);
    s = back.value;
    if (owner === seat) break;
  }
  if (policy === 'consent') {
    const still = faceUpHands(s);
    if (faceUpHands(state).some((h) => !still.includes(h))) return null;
  }
  return { actions, cards, state: s };
}

/** The last card played in the deal in progress, when there is one (what an undo would take back). */
export function lastCard(state: GameState): string | null {
  const play = playOf(state);
  if (play === null) return null;
  if (play.current.cards.length > 0) return play.current.cards[play.current.cards.length - 1]!;
  const t = play.tricks[play.tricks.length - 1];
  return t === undefined ? null : t.cards[t.cards.length - 1]!;
}

/** The kinds of choice a seat makes in turn: a minibridge contract, a call, a card. */
export type DecisionKind = 'contract' | 'call' | 'card';

/** What the game waits for now. */
export type Pending =
  | { readonly kind: DecisionKind; readonly seat: Seat }
  | { readonly kind: 'claimAnswer'; readonly seats: readonly Seat[] }
  | { readonly kind: 'next' }
  | { readonly kind: 'over' };

/** Who must act and how: the seat to act (declarer for dummy), or the seats that may answer a claim. */
export function pending(state: GameState): Pending {
  if (state.phase === 'over') return { kind: 'over' };
  if (state.phase === 'scored') return { kind: 'next' };
  const seats = claimAnswerers(state);
  if (seats.length > 0) return { kind: 'claimAnswer', seats };
  const seat = state.mode === 'minibridge' ? minibridgeToAct(state) : bridgeDealToAct(state.current);
  if (seat === null) return { kind: 'over' };
  const kind = state.phase === 'contract' ? 'contract' : state.phase === 'auction' ? 'call' : 'card';
  return { kind, seat };
}

/**
 * What one viewer may do now, beyond the lists the view already carries (legal calls, legal cards,
 * contract options): the client shows exactly these controls and computes no rule.
 */
export interface ViewActions {
  /** This viewer must choose now: a contract, a call or a card (the view's lists hold the choices). */
  readonly turn: DecisionKind | null;
  /** This viewer may claim (or concede) up to `max` of the remaining tricks; null when it may not. */
  readonly claim: { readonly max: number } | null;
  /** This viewer answers the pending claim. */
  readonly claimAnswer: boolean;
  /** This viewer may take back its last card (at once, or as a request the other side answers). */
  readonly undo: boolean;
  /** This viewer is asked to answer the pending undo request. */
  readonly undoAnswer: boolean;
  /** The deal is scored: this viewer may start the next one. */
  readonly next: boolean;
  /**
   * This viewer may ask to stop the match here (rubber: between deals, scored as unfinished; it stops once
   * both sides asked). False once it has asked.
   */
  readonly stop: boolean;
  /** The match waits for invited people; this seated viewer may start it now (bots take the empty seats). */
  readonly start: boolean;
}

/** The host's part of a view: the table's undo policy and the pending undo request, if any. */
export interface ActionContext {
  /** Whether the table lets a player take back a card at all (default true). */
  readonly undo?: boolean;
  /** The table's undo policy (default free); at consent tables no undo shows more than was seen. */
  readonly undoPolicy?: UndoPolicy;
  readonly undoRequest?: UndoRequest | null;
  /**
   * Every seat but the viewer's is played by a bot (practice and solo tables): undo takes back the
   * viewer's own last card and the bots' cards after it (`takeBack`), at once.
   */
  readonly othersBots?: boolean;
  /** The match waits to start (invited people not yet seated): nobody acts; a seated person may start it. */
  readonly waiting?: boolean;
}

export const NO_ACTIONS: ViewActions = {
  turn: null,
  claim: null,
  claimAnswer: false,
  undo: false,
  undoAnswer: false,
  next: false,
  stop: false,
  start: false,
};

/** What `seat` may do now (a spectator, null, may do nothing). */
export function actionsFor(state: GameState, seat: Seat | null, ctx: ActionContext = {}): ViewActions {
  if (seat === null) return NO_ACTIONS;
  if (ctx.waiting === true) return { ...NO_ACTIONS, start: true };
  const p = pending(state);
  const request = ctx.undoRequest ?? null;
  const { play, dummy } = dealOf(state);
  const mayClaim =
    state.phase === 'play' &&
    play !== null &&
    play.claim === null &&
    play.claimed === null &&
    seat !== dummy &&
    request === null;
  return {
    turn:
      (p.kind === 'contract' || p.kind === 'call' || p.kind === 'card') && p.seat === seat ? p.kind : null,
    claim: mayClaim ? { max: remainingTricks(play) } : null,
    claimAnswer: p.kind === 'claimAnswer' && p.seats.includes(seat),
    undo:
      ctx.undo !== false &&
      request === null &&
      (ctx.othersBots === true
        ? takeBack(state, seat, ctx.undoPolicy) !== null
        : undoOwner(state, ctx.undoPolicy) === seat),
    undoAnswer: request !== null && request.waiting.includes(seat),
    next: p.kind === 'next',
    stop: state.mode === 'rubber' && state.phase === 'scored' && !(state.stopAsked ?? []).includes(seat),
    start: false,
  };
}
