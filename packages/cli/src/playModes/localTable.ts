/**
 * `tenace play` on the one game host: a match runs on @tenace/table's Table (in memory, no timers of its
 * own), and local players — the person at the terminal and the bots — act through the same `submit` as a
 * server's clients. Who must act, who answers a claim and what an intent means all come from the host.
 */
import {
  pending,
  type DecisionKind,
  sideOf,
  undoOwner,
  type GameState,
  type Mode,
  type Seat,
} from '@tenace/core';
import { decisionIntent, type Player } from '@tenace/bots';
import type { GameView, Intent } from '@tenace/protocol';
import { MemoryStorage, STANDARD_TIMERS, Table, type TableEnv, type TableRow } from '@tenace/table';
import { TerminalPlayer } from '../prompt.ts';

/** What the local driver needs of a host: its state, a seat's view, and a seat's intent. */
export interface LocalHost {
  readonly state: GameState;
  viewOf(seat: Seat): GameView;
  /** Applies the intent; a refusal's message, or null when it was taken. */
  submit(seat: Seat, intent: Intent): Promise<string | null>;
}

export interface DriveHooks<S extends GameState> {
  /** After each finished deal (also when the match ends right after it). */
  readonly onScored?: (state: S) => void;
  /** Between deals: true stops the match here (a rubber scored as unfinished). */
  readonly stopNow?: (state: S) => boolean;
}

let tables = 0;
/** The terminal's platform: ids and secrets need no secrecy inside one process. */
const LOCAL_ENV: TableEnv = {
  ...STANDARD_TIMERS,
  tableId: () => `local${String(++tables)}`,
  secret: () => `s${String(++tables)}`,
  seed: () => `local-${String(Date.now())}`,
  hash: (s) => s,
};

/** A Table for a local match: undo is free (the person takes back their own card), no automatic next deal. */
export async function localTable(
  mode: Mode,
  rules: Readonly<Record<string, unknown>>,
  seed: string,
): Promise<Table | string> {
  const row: TableRow = {
    id: LOCAL_ENV.tableId(),
    settings: { mode, rules, undo: 'free' },
    seed,
    title: `${mode} at the terminal`,
    private: true,
    createdAt: LOCAL_ENV.now(),
  };
  const storage = new MemoryStorage();
  const made = Table.create(row, {
    storage,
    env: LOCAL_ENV,
    timings: { graceMs: 0, botDelayMs: 0, nextDelayMs: 0, autoNext: false },
  });
  if (!made.ok) return made.error.message;
  await storage.createTable(row);
  return made.value;
}

/** The Table as a local host. */
export function tableHost(table: Table): LocalHost {
  return {
    get state() {
      return table.state;
    },
    viewOf: (seat) => table.viewOf(seat),
    submit: async (seat, intent) => {
      const r = await table.submit(seat, table.stateId, intent);
      return r.ok ? null : r.error.message;
    },
  };
}

/**
 * Who decides for the seat to act: the person plays their own seat, and both hands of their side when it
 * declares (minibridge: from the contract on; contract bridge: in the play).
 */
function controllerOf(state: GameState, actor: Seat, human: Seat | null): Seat {
  if (human === null) return actor;
  const declarer = state.mode === 'minibridge' ? state.declarer : state.current.declarer;
  const declaring = state.mode === 'minibridge' || state.phase === 'play';
  if (declaring && declarer !== null && sideOf(declarer) === sideOf(human) && sideOf(actor) === sideOf(human))
    return human;
  return actor;
}

/** One decision of the player for `seat`, as an intent (the person may type a claim or undo instead). */
async function decide(player: Player, view: GameView, kind: DecisionKind): Promise<Intent> {
  const intent = await decisionIntent(player, view, kind);
  if (player instanceof TerminalPlayer && player.extra !== null) {
    const extra = player.extra;
    player.extra = null;
    return extra.kind === 'claim' ? { type: 'claim', tricks: extra.tricks } : { type: 'undo' };
  }
  return intent;
}

/** Drives the host's match to its end with one Player per seat (the person's seat: `human`). */
export async function driveMatch<S extends GameState>(
  host: LocalHost,
  players: Readonly<Record<Seat, Player>>,
  human: Seat | null,
  hooks: DriveHooks<S> = {},
): Promise<S> {
  const state = (): S => host.state as S;
  let reported = 0;
  const report = (): void => {
    if (state().history.length === reported) return;
    reported = state().history.length;
    hooks.onScored?.(state());
  };
  const act = async (seat: Seat, intent: Intent, byPerson: boolean): Promise<void> => {
    const refused = await host.submit(seat, intent);
    if (refused === null) return;
    if (!byPerson) throw new Error(`a bot made an illegal move: ${refused}`);
    process.stderr.write(`${refused}\n`);
  };
  while (state().phase !== 'over') {
    const p = pending(state());
    if (p.kind === 'over') break;
    if (p.kind === 'next') {
      report();
      const stop = hooks.stopNow?.(state()) === true;
      await act('N', stop ? { type: 'stop' } : { type: 'next' }, false);
      continue;
    }
    if (p.kind === 'claimAnswer') {
      // The person answers when they may (through the seat they control), else the first who may.
      const mine =
        human === null ? undefined : p.seats.find((s) => controllerOf(state(), s, human) === human);
      const answerer = mine ?? p.seats[0]!;
      const controller = controllerOf(state(), answerer, human);
      const d = await players[controller].respondToClaim(host.viewOf(answerer));
      await act(answerer, { type: 'claimAnswer', accept: d.value }, controller === human);
      continue;
    }
    const controller = controllerOf(state(), p.seat, human);
    const intent = await decide(players[controller], host.viewOf(p.seat), p.kind);
    // Taking back a card is asked by the seat that played it (declarer for dummy's), if the person controls it.
    const owner = intent.type === 'undo' ? undoOwner(state()) : null;
    const by = owner !== null && controllerOf(state(), owner, human) === controller ? owner : p.seat;
    await act(by, intent, controller === human);
  }
  report();
  return state();
}

/** A whole match of `mode` on a local Table; throws the rules' message when the rules are refused. */
export async function playOnTable<S extends GameState>(
  mode: Mode,
  rules: Readonly<Record<string, unknown>>,
  seed: string,
  players: Readonly<Record<Seat, Player>>,
  human: Seat | null,
  hooks: DriveHooks<S> = {},
): Promise<S> {
  const table = await localTable(mode, rules, seed);
  if (typeof table === 'string') throw new Error(table);
  try {
    return await driveMatch<S>(tableHost(table), players, human, hooks);
  } finally {
    table.close();
  }
}
