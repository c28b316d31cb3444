/**
 * FOR TESTS AND THE PRACTICE BUILD ONLY — never part of the production bundle (it is imported only when
 * the build-time flag __FAKE__ is set). A table run in memory: the real reducers of @tenace/core decide
 * everything, the placeholder bots of @tenace/bots play the seats no person holds, and each connection
 * receives its seat's view from `viewFor`, exactly as the server would send it.
 */
import {
  newChicagoMatch,
  newDuplicate,
  newMinibridgeMatch,
  newRubber,
  chicagoReduce,
  duplicateReduce,
  minibridgeReduce,
  rubberReduce,
  parseCall,
  viewFor,
  matchRecordToPbn,
  makePbn,
  type Card,
  type GameState,
  type Result,
  type Seat,
} from '@tenace/core';
import {
  BridgePlaceholderPlayer,
  callsOfView,
  explainAuction,
  explanation,
  PlaceholderPlayer,
  scoreOfView,
  type Player,
} from '@tenace/bots';
import {
  MAX_CHAT_CHARS,
  MEANING_LANGUAGES,
  type CallMeaningText,
  type CreateTable,
  type GameView,
  type Intent,
  type Mode,
  type SeatInfo,
  type TableInfo,
} from '@tenace/protocol';
import {
  BackendError,
  type AnalysisRequest,
  type Backend,
  type DealAnalysis,
  type HandRecord,
  type SeatGrant,
  type TableConnection,
  type TableEvent,
} from './types.ts';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

type AnyAction = Parameters<typeof minibridgeReduce>[1] | Parameters<typeof rubberReduce>[1];

function createGame(req: CreateTable, seed: string): Result<GameState> {
  const rules = { ...(req.rules ?? {}), undo: true };
  switch (req.mode) {
    case 'minibridge':
      return newMinibridgeMatch(seed, rules);
    case 'rubber':
      return newRubber(seed, rules);
    case 'chicago':
      return newChicagoMatch(seed, rules);
    case 'duplicate': {
      const { firstBoard: _first, ...rest } = rules as { firstBoard?: number };
      return newDuplicate(seed, rest);
    }
  }
}

function reduce(state: GameState, action: AnyAction): Result<GameState> {
  switch (state.mode) {
    case 'minibridge':
      return minibridgeReduce(state, action as Parameters<typeof minibridgeReduce>[1]);
    case 'rubber':
      return rubberReduce(state, action as Parameters<typeof rubberReduce>[1]);
    case 'chicago':
      return chicagoReduce(state, action as Parameters<typeof chicagoReduce>[1]);
    case 'duplicate':
      return duplicateReduce(state, action as Parameters<typeof duplicateReduce>[1]);
  }
}

function toAction(state: GameState, seat: Seat, intent: Intent): Result<AnyAction> {
  const fail = (code: string, message: string): Result<never> => ({ ok: false, error: { code, message } });
  switch (intent.type) {
    case 'contract':
      if (state.mode !== 'minibridge')
        return fail('action/not_allowed', 'only minibridge declarers choose a contract');
      return { ok: true, value: { type: 'contract', seat, strain: intent.strain, game: intent.game } };
    case 'call': {
      if (state.mode === 'minibridge') return fail('action/not_allowed', 'minibridge has no auction');
      const call = parseCall(intent.call);
      return call.ok ? { ok: true, value: { type: 'call', seat, call: call.value } } : call;
    }
    case 'card':
      return { ok: true, value: { type: 'card', seat, card: intent.card as Card } };
    case 'claim':
      return { ok: true, value: { type: 'claim', seat, tricks: intent.tricks } };
    case 'claimAnswer':
      return { ok: true, value: { type: 'claimAnswer', seat, accept: intent.accept } };
    case 'undo':
      return { ok: true, value: { type: 'undo', seat } };
    case 'next':
      return { ok: true, value: { type: 'next', seat: null } };
    case 'stop':
      if (state.mode !== 'rubber') return fail('action/not_allowed', 'only a rubber can be stopped early');
      return { ok: true, value: { type: 'stop', seat: null } as AnyAction };
    case 'undoAnswer':
      return fail('action/undo', 'no undo request waits for an answer');
  }
}

/** The SAYC meaning of each call of a bridge view's auction, in every language (as the server sends them). */
export function meaningsOf(view: GameView): (CallMeaningText | null)[] | undefined {
  if (view.mode === 'minibridge') return undefined;
  try {
    const notes = explainAuction(view.dealer, callsOfView(view.auction), scoreOfView(view));
    return view.auction.map((_, i) => {
      const n = notes[i];
      if (n === undefined) return null;
      const text = {} as Record<(typeof MEANING_LANGUAGES)[number], string>;
      for (const lang of MEANING_LANGUAGES) text[lang] = explanation(n.meaning, lang);
      return text;
    });
  } catch {
    return view.auction.map(() => null);
  }
}

interface ChatLine {
  readonly seat: Seat;
  readonly name: string;
  readonly text: string;
  readonly at: string;
}

interface Listener {
  readonly seat: Seat | null;
  readonly fn: (e: TableEvent) => void;
}

class FakeTable {
  state: GameState;
  stateId = 0;
  readonly names: Record<Seat, string | null> = { N: null, E: null, S: null, W: null };
  readonly tokens = new Map<string, Seat>();
  readonly listeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private recorded = 0;
  readonly createdAt = new Date().toISOString();

  constructor(
    readonly id: string,
    readonly req: CreateTable,
    state: GameState,
    private readonly backend: FakeBackend,
  ) {
    this.state = state;
  }

  info(): TableInfo {
    const seats = Object.fromEntries(
      SEATS.map((s): [Seat, SeatInfo] => {
        const human = this.names[s] !== null;
        return [s, { name: this.names[s], human, connected: human, bot: !human }];
      }),
    ) as unknown as TableInfo['seats'];
    return {
      id: this.id,
      mode: this.req.mode,
      title: this.req.title ?? '',
      rules: { ...(this.req.rules ?? {}) },
      undo: this.req.undo ?? 'consent',
      private: this.req.private ?? false,
      seats,
      phase: this.state.phase,
      stateId: this.stateId,
      dealsDone: this.state.history.length,
      spectators: [...this.listeners].filter((l) => l.seat === null).length,
      createdAt: this.createdAt,
    };
  }

  viewOf(seat: Seat | null): GameView {
    return viewFor(this.state, seat);
  }

  /** The state event for a viewer, with the meanings of the auction's calls. */
  stateOf(seat: Seat | null, info: TableInfo = this.info()): TableEvent {
    const view = this.viewOf(seat);
    const meanings = meaningsOf(view);
    return {
      type: 'state',
      state: {
        stateId: this.stateId,
        view,
        info,
        undo: null,
        ...(meanings === undefined ? {} : { meanings }),
      },
    };
  }

  push(): void {
    const info = this.info();
    for (const l of this.listeners) l.fn(this.stateOf(l.seat, info));
  }

  readonly chat: ChatLine[] = [];

  /** A chat message from a seat, checked as the server checks it. */
  say(seat: Seat | null, text: string): BackendError | null {
    if (seat === null) return new BackendError('auth/spectator', 'spectators cannot act or chat');
    const t = text.trim();
    if (t.length === 0) return new BackendError('chat/bad_text', 'a chat message cannot be empty');
    if (t.length > MAX_CHAT_CHARS)
      return new BackendError(
        'chat/bad_text',
        `a chat message has at most ${MAX_CHAT_CHARS} characters, got ${t.length}`,
      );
    const line: ChatLine = { seat, name: this.names[seat] ?? seat, text: t, at: new Date().toISOString() };
    this.chat.push(line);
    if (this.chat.length > 50) this.chat.shift();
    for (const l of this.listeners) l.fn({ type: 'chat', ...line });
    return null;
  }

  submit(seat: Seat, stateId: number, intent: Intent): BackendError | null {
    if (stateId !== this.stateId)
      return new BackendError(
        'action/stale_state',
        `the action was made against state ${stateId}, the table is at ${this.stateId}`,
      );
    const action = toAction(this.state, seat, intent);
    if (!action.ok) return new BackendError(action.error.code, action.error.message);
    const next = reduce(this.state, action.value);
    if (!next.ok) return new BackendError(next.error.code, next.error.message);
    this.state = next.value;
    this.stateId++;
    this.record();
    this.push();
    this.schedule();
    return null;
  }

  private record(): void {
    const history = this.state.history;
    while (this.recorded < history.length) {
      this.backend.store({
        tableId: this.id,
        index: this.recorded,
        mode: this.req.mode,
        record: history[this.recorded],
      });
      this.recorded++;
    }
  }

  /** Lets a bot act when a seat no person holds must act (after the bot delay). */
  schedule(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.botStep();
    }, this.backend.botDelayMs);
  }

  private async botStep(): Promise<void> {
    const at = this.stateId;
    for (const seat of SEATS) {
      if (this.names[seat] !== null) continue;
      const view = this.viewOf(seat);
      const player: Player =
        this.state.mode === 'minibridge' ? new PlaceholderPlayer() : new BridgePlaceholderPlayer();
      let intent: Intent | null = null;
      if (view.canAnswerClaim)
        intent = { type: 'claimAnswer', accept: (await player.respondToClaim(view)).value };
      else if (view.toAct === seat) {
        if (this.state.phase === 'contract') {
          const d = await player.chooseContract(view);
          intent = { type: 'contract', strain: d.value.strain, game: d.value.game };
        } else if (this.state.phase === 'auction') {
          const d = await player.chooseCall(view);
          const c = d.value;
          intent = {
            type: 'call',
            call:
              c.type === 'bid'
                ? `${c.level}${c.strain}`
                : c.type === 'pass'
                  ? 'P'
                  : c.type === 'double'
                    ? 'X'
                    : 'XX',
          };
        } else if (this.state.phase === 'play') {
          intent = { type: 'card', card: (await player.chooseCard(view)).value };
        }
      }
      if (intent !== null && this.stateId === at) {
        const e = this.submit(seat, at, intent);
        if (e !== null) throw e;
        return;
      }
    }
  }
}

/** The in-memory backend. `botDelayMs` spaces the bots' moves (0 in tests). */
export class FakeBackend implements Backend {
  readonly kind = 'fake' as const;
  private readonly tables = new Map<string, FakeTable>();
  private readonly invites = new Map<string, { table: string; seat: Seat }>();
  private readonly hand: HandRecord[] = [];
  private counter = 0;

  /**
   * Double-dummy analysis with @tenace/solver, only where asked for (the solver is slow on the main thread
   * of a browser, so the practice build leaves it off).
   */
  readonly analyse?: (req: AnalysisRequest) => Promise<DealAnalysis>;

  constructor(
    readonly botDelayMs = 250,
    private readonly seedPrefix = `fake-${Date.now()}`,
    options: { analysis?: boolean } = {},
  ) {
    if (options.analysis === true) {
      this.analyse = async (req) => {
        const { analyseDeal } = await import('./analysis.ts');
        const v = req.vulnerable;
        const vulnerability = v.NS ? (v.EW ? 'All' : 'NS') : v.EW ? 'EW' : 'None';
        return analyseDeal({ ...req, vulnerability });
      };
    }
  }

  store(r: Omit<HandRecord, 'id' | 'createdAt'>): void {
    this.hand.push({ ...r, id: this.hand.length + 1, createdAt: new Date().toISOString() });
  }

  private table(id: string): FakeTable {
    const t = this.tables.get(id);
    if (t === undefined) throw new BackendError('table/not_found', `no table ${id}`);
    return t;
  }

  private grant(t: FakeTable, seat: Seat, name: string): SeatGrant {
    if (t.names[seat] !== null)
      throw new BackendError('table/seat_taken', `${seat} is taken by ${t.names[seat]}`);
    t.names[seat] = name;
    const token = `tok${++this.counter}x${Math.random().toString(36).slice(2, 10)}`;
    t.tokens.set(token, seat);
    t.push();
    return { table: t.info(), seat, token };
  }

  listTables(): Promise<readonly TableInfo[]> {
    return Promise.resolve(
      [...this.tables.values()]
        .filter((t) => t.req.private !== true)
        .map((t) => t.info())
        .reverse(),
    );
  }

  createTable(req: CreateTable): Promise<SeatGrant> {
    const id = `t${++this.counter}`;
    const made = createGame(req, req.seed ?? `${this.seedPrefix}-${id}`);
    if (!made.ok) return Promise.reject(new BackendError('table/bad_rules', made.error.message));
    const t = new FakeTable(id, req, made.value, this);
    this.tables.set(id, t);
    const grant =
      req.sit === undefined
        ? { table: t.info(), seat: null, token: null }
        : this.grant(t, req.sit.seat, req.sit.name);
    t.schedule();
    return Promise.resolve(grant);
  }

  takeSeat(table: string, seat: Seat, name: string): Promise<SeatGrant> {
    try {
      return Promise.resolve(this.grant(this.table(table), seat, name));
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }

  invite(table: string, token: string, seat: Seat): Promise<{ code: string; path: string }> {
    const t = this.tables.get(table);
    if (t?.tokens.has(token) !== true)
      return Promise.reject(new BackendError('auth/bad_token', 'not a seat token of this table'));
    const code = `inv${++this.counter}`;
    this.invites.set(code, { table, seat });
    return Promise.resolve({ code, path: `/join/${code}` });
  }

  useInvite(code: string, name: string): Promise<SeatGrant> {
    const inv = this.invites.get(code);
    if (inv === undefined) return Promise.reject(new BackendError('table/bad_invite', `no invite ${code}`));
    this.invites.delete(code);
    return this.takeSeat(inv.table, inv.seat, name);
  }

  connect(table: string, token: string | null): TableConnection {
    const t = this.tables.get(table);
    const seat = token === null ? null : (t?.tokens.get(token) ?? null);
    let listener: Listener | null = null;
    const pending: TableEvent[] = [];
    return {
      act: (intent) => {
        if (t === undefined || seat === null) return;
        const e = t.submit(seat, t.stateId, intent);
        if (e !== null) listener?.fn({ type: 'error', error: { code: e.code as never, message: e.message } });
      },
      say: (text) => {
        if (t === undefined) return;
        const e = t.say(seat, text);
        if (e !== null) listener?.fn({ type: 'error', error: { code: e.code as never, message: e.message } });
      },
      listen: (fn) => {
        if (t === undefined) {
          fn({ type: 'error', error: { code: 'table/not_found', message: `no table ${table}` } });
          return () => undefined;
        }
        if (token !== null && seat === null) {
          fn({
            type: 'error',
            error: { code: 'auth/bad_token', message: 'the seat token is not valid at this table' },
          });
        }
        listener = { seat, fn };
        t.listeners.add(listener);
        fn({ type: 'welcome', seat, info: t.info() });
        fn(t.stateOf(seat));
        for (const line of t.chat) fn({ type: 'chat', ...line });
        for (const e of pending) fn(e);
        const mine = listener;
        return () => t.listeners.delete(mine);
      },
      close: () => {
        if (listener !== null) t?.listeners.delete(listener);
      },
    };
  }

  /** For tests: what `seat` (null: a spectator) sees at a table now, straight from viewFor. */
  peek(table: string, seat: Seat | null): GameView {
    return this.table(table).viewOf(seat);
  }

  records(query: { table?: string; mode?: Mode }): Promise<readonly HandRecord[]> {
    return Promise.resolve(
      this.hand.filter(
        (r) =>
          (query.table === undefined || r.tableId === query.table) &&
          (query.mode === undefined || r.mode === query.mode),
      ),
    );
  }

  async recordsPbn(query: { table?: string; mode?: Mode }): Promise<string> {
    const rows = await this.records(query);
    const games = rows.flatMap((r) => {
      const file = matchRecordToPbn({ mode: r.mode, deals: [r.record] });
      return file.ok ? file.value.games : [];
    });
    return makePbn(games);
  }
}
