/**
 * The game behind a table, for any mode: create it from the table's settings and seed, turn a seat's
 * intent into the mode's action, apply actions through the mode's pure reducer, and say who must act.
 * The server never changes a game state except through these reducers.
 */
import {
  boardDealer,
  boardVulnerability,
  bridgeDealToAct,
  bridgeDummy,
  bySide,
  chicagoRecord,
  chicagoReduce,
  duplicateRecord,
  duplicateReduce,
  err,
  isVulnerable,
  minibridgeDummy,
  minibridgeRecord,
  minibridgeReduce,
  minibridgeToAct,
  newChicagoMatch,
  newDuplicate,
  newMinibridgeMatch,
  newRubber,
  ok,
  parseCall,
  rubberRecord,
  rubberReduce,
  seededDeal,
  sideOf,
  startBridgeDeal,
  SEATS,
  type BridgeDealAction,
  type Card,
  type GameState,
  type MinibridgeAction,
  type PlayState,
  type Result,
  type RubberAction,
  type Seat,
} from '@tenace/core';
import type { BotStrength, CreateTable, Intent, Mode } from '@tenace/protocol';

/** Any action of any mode's reducer (JSON-safe: this is what the table log stores). */
export type GameAction = MinibridgeAction | RubberAction | BridgeDealAction;

/** The settings a table's game is built from (stored with the table; replayed on restart). */
export interface GameSettings {
  readonly mode: Mode;
  readonly rules: Readonly<Record<string, unknown>>;
  readonly undo: 'free' | 'consent';
  /** The bots' strength; tables stored before it existed play with the server's default. */
  readonly bots?: BotStrength;
}

/** The settings of a create-table request (the bots' strength: the request's, else `bots`). */
export function gameSettings(req: CreateTable, bots?: BotStrength): GameSettings {
  const strength = req.bots ?? bots;
  return {
    mode: req.mode,
    rules: { ...(req.rules ?? {}) },
    undo: req.undo ?? 'consent',
    ...(strength === undefined ? {} : { bots: strength }),
  };
}

/**
 * A new game from the settings and seed. The reducers' own undo switch is on at every table: the server
 * applies the table's policy (free, or by consent) before an undo reaches the reducer.
 */
export function createGame(settings: GameSettings, seed: string): Result<GameState> {
  const r = settings.rules;
  switch (settings.mode) {
    case 'minibridge':
      return newMinibridgeMatch(seed, { ...r, undo: true });
    case 'rubber':
      return newRubber(seed, { ...r, undo: true });
    case 'chicago':
      return newChicagoMatch(seed, { ...r, undo: true });
    case 'duplicate': {
      const { firstBoard, ...rest } = r as { firstBoard?: number; boards?: number };
      const made = newDuplicate(seed, { ...rest, undo: true });
      if (!made.ok || firstBoard === undefined || firstBoard === 1) return made;
      // Start at another board number: the same seeded deal, dealer and vulnerability the board would have.
      const vul = boardVulnerability(firstBoard);
      const current = startBridgeDeal({
        number: firstBoard,
        dealer: boardDealer(firstBoard),
        vulnerable: bySide((side) => isVulnerable(vul, side)),
        deal: seededDeal(seed, firstBoard),
      });
      return ok({ ...made.value, current });
    }
  }
}

/** Applies one action with the mode's reducer. */
export function reduceGame(state: GameState, action: GameAction): Result<GameState> {
  switch (state.mode) {
    case 'minibridge':
      return minibridgeReduce(state, action as MinibridgeAction);
    case 'rubber':
      return rubberReduce(state, action as RubberAction);
    case 'chicago':
      return chicagoReduce(state, action as BridgeDealAction | { type: 'next'; seat: null });
    case 'duplicate':
      return duplicateReduce(state, action as BridgeDealAction | { type: 'next'; seat: null });
  }
}

/** The seat's intent as the mode's action, or a coded error when the mode has no such action. */
export function intentToAction(state: GameState, seat: Seat, intent: Intent): Result<GameAction> {
  switch (intent.type) {
    case 'contract':
      if (state.mode !== 'minibridge')
        return err('action/not_allowed', 'only minibridge declarers choose a contract; bid instead');
      return ok({ type: 'contract', seat, strain: intent.strain, game: intent.game });
    case 'call': {
      if (state.mode === 'minibridge')
        return err('action/not_allowed', 'minibridge has no auction; declarer chooses the contract');
      const call = parseCall(intent.call);
      return call.ok ? ok({ type: 'call', seat, call: call.value }) : call;
    }
    case 'card':
      return ok({ type: 'card', seat, card: intent.card as Card });
    case 'claim':
      return ok({ type: 'claim', seat, tricks: intent.tricks });
    case 'claimAnswer':
      return ok({ type: 'claimAnswer', seat, accept: intent.accept });
    case 'undo':
      return ok({ type: 'undo', seat });
    case 'next':
      return ok({ type: 'next', seat: null });
    case 'stop':
      if (state.mode !== 'rubber') return err('action/not_allowed', 'only a rubber can be stopped early');
      return ok({ type: 'stop', seat: null });
    case 'undoAnswer':
      return err('action/undo', 'an undo answer is not a game action');
  }
}

/** What the game waits for now. */
export type Pending =
  | { readonly kind: 'contract' | 'call' | 'card'; readonly seat: Seat }
  | { readonly kind: 'claimAnswer'; readonly seats: readonly Seat[] }
  | { readonly kind: 'next' }
  | { readonly kind: 'over' };

/** Who must act and how: the seat to act (declarer for dummy), or the seats that may answer a claim. */
export function pending(state: GameState): Pending {
  if (state.phase === 'over') return { kind: 'over' };
  if (state.phase === 'scored') return { kind: 'next' };
  if (state.mode === 'minibridge') {
    const claim = state.play?.claim ?? null;
    if (claim !== null) {
      const dummy = minibridgeDummy(state);
      return {
        kind: 'claimAnswer',
        seats: SEATS.filter((s) => sideOf(s) !== sideOf(claim.by) && s !== dummy),
      };
    }
    const seat = minibridgeToAct(state);
    if (seat === null) return { kind: 'over' };
    return { kind: state.phase === 'contract' ? 'contract' : 'card', seat };
  }
  const deal = state.current;
  const claim = deal.play?.claim ?? null;
  if (claim !== null) {
    const dummy = bridgeDummy(deal);
    return { kind: 'claimAnswer', seats: SEATS.filter((s) => sideOf(s) !== sideOf(claim.by) && s !== dummy) };
  }
  const seat = bridgeDealToAct(deal);
  if (seat === null) return { kind: 'over' };
  return { kind: deal.phase === 'auction' ? 'call' : 'card', seat };
}

/** The finished deals of the game, oldest first (each is one hand record). */
export function finishedDeals(state: GameState): readonly unknown[] {
  return state.history;
}

/** The match record of the game (README: "The match record"); exported to PBN by core. */
export function matchRecord(state: GameState): { mode: Mode; seed: string; deals: readonly unknown[] } {
  switch (state.mode) {
    case 'minibridge':
      return minibridgeRecord(state);
    case 'rubber':
      return rubberRecord(state);
    case 'chicago':
      return chicagoRecord(state);
    case 'duplicate':
      return duplicateRecord(state);
  }
}

/** The play of the deal in progress, when it is in play (or just played). */
export function playOf(state: GameState): PlayState | null {
  return state.mode === 'minibridge' ? state.play : state.current.play;
}

/** The last card played in the deal in progress, when there is one (what an undo would take back). */
export function lastCard(state: GameState): Card | null {
  const play = playOf(state);
  if (play === null) return null;
  if (play.current.cards.length > 0) return play.current.cards[play.current.cards.length - 1]!;
  const t = play.tricks[play.tricks.length - 1];
  return t === undefined ? null : t.cards[t.cards.length - 1]!;
}
