/**
 * The practice build's backend: the same table host as the server (@tenace/table's Lobby, Table and
 * Session, with in-memory storage) running in the page, with the quick placeholder bots of @tenace/bots
 * deciding from each seat's view only. Connections speak the server's frames and are read by the same
 * parse as the WebSocket backend, so the client cannot tell the two apart (but for the banner).
 * Imported only by the practice build and the component tests, never by the production bundle.
 */
import {
  makePbn,
  matchRecordToPbn,
  viewFor,
  type DecisionKind,
  type GameState,
  type Seat,
} from '@tenace/core';
import {
  BridgePlaceholderPlayer,
  auctionMeanings,
  decisionIntent,
  PlaceholderPlayer,
  type Player,
} from '@tenace/bots';
import {
  type CallMeaningText,
  type CreateTable,
  type GameView,
  type Intent,
  type Mode,
  type WireError,
} from '@tenace/protocol';
import {
  Lobby,
  MemoryStorage,
  Session,
  STANDARD_TIMERS,
  type BotBrain,
  type ClaimAnswer,
  type LobbyCursor,
  type TableEnv,
} from '@tenace/table';
import { TableEvents } from './events.ts';
import {
  BackendError,
  type AnalysisRequest,
  type Backend,
  type Hint,
  type DealAnalysis,
  type HandRecord,
  type LobbyPage,
  type SeatGrant,
  type TableConnection,
} from './types.ts';

/** The SAYC meaning of each call of a bridge view's auction, in every language (as the server sends them). */
export function meaningsOf(view: GameView): (CallMeaningText | null)[] | undefined {
  if (view.mode === 'minibridge') return undefined;
  try {
    return auctionMeanings(view);
  } catch {
    return view.auction.map(() => null);
  }
}

/** The page's ids and secrets: random, from the Web Crypto generator. */
function randomId(bytes: number): string {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The practice platform. Tokens never leave the page and storage is memory, so the stored form of a
 * secret is the secret itself, marked (a one-way hash would protect nothing here).
 */
function practiceEnv(seedPrefix: string): TableEnv {
  let n = 0;
  return {
    ...STANDARD_TIMERS,
    tableId: () => `t${String(++n)}`,
    secret: () => randomId(12),
    seed: () => `${seedPrefix}-${String(n)}`,
    hash: (s) => `=${s}`,
  };
}

/** Bots of the page: the placeholder players, deciding from the seat's view only. */
class PageBrain implements BotBrain {
  constructor(private readonly player: Player) {}

  decide(view: GameView, kind: DecisionKind): Promise<Intent> {
    return decisionIntent(this.player, view, kind);
  }

  /**
   * From the seat's own view only (the host passes the state; only the view is read here): a claim giving
   * this side everything or the partner's concession at once, else checked over every layout of the cards
   * the seat cannot see, as the server's bots do (the checker is loaded on the first claim).
   */
  async answerClaim(state: GameState, seat: Seat): Promise<ClaimAnswer> {
    const view = viewFor(state, seat);
    const d = await this.player.respondToClaim(view);
    if (d.value) return { accept: true, reason: 'defence' };
    await (await import('./solverCore.ts')).loadSolverCore();
    const { checkClaimInPage } = await import('./claimCheck.ts');
    return checkClaimInPage(view);
  }
}

/** The in-page backend. `botDelayMs` spaces the bots' moves (0 in tests). */
export class PracticeBackend implements Backend {
  readonly kind = 'practice' as const;
  readonly lobby: Lobby;

  /**
   * Double-dummy analysis with @tenace/solver, only where asked for (the solver is slow on the main thread
   * of a browser, so the practice build leaves it off).
   */
  readonly analyse?: (req: AnalysisRequest) => Promise<DealAnalysis>;

  constructor(
    botDelayMs = 250,
    seedPrefix = `practice-${Date.now().toString(36)}`,
    options: { analysis?: boolean } = {},
  ) {
    this.lobby = new Lobby({
      storage: new MemoryStorage(),
      env: practiceEnv(seedPrefix),
      brain: (mode) =>
        new PageBrain(mode === 'minibridge' ? new PlaceholderPlayer() : new BridgePlaceholderPlayer()),
      botStrength: 'beginner',
      allowSeed: true,
      botDelayMs,
      // The next deal waits for the person (as it always has in the practice build).
      nextDelayMs: 0,
      autoNext: false,
      explain: meaningsOf,
    });
    if (options.analysis === true) {
      this.analyse = async (req) => {
        await (await import('./solverCore.ts')).loadSolverCore();
        const { analyseDeal } = await import('./analysis.ts');
        return analyseDeal(req);
      };
    }
  }

  private started: Promise<void> | null = null;

  private ready(): Promise<void> {
    this.started ??= this.lobby.start();
    return this.started;
  }

  private static fail(e: WireError): BackendError {
    return new BackendError(e.code, e.message);
  }

  /** Tables a lobby page holds (the server's default). */
  pageSize = 50;

  /** A page of the host's lobby query; the cursor is the last table's creation time and id, as JSON. */
  async listTables(after?: string): Promise<LobbyPage> {
    await this.ready();
    const page = await this.lobby.page({
      limit: this.pageSize,
      ...(after === undefined ? {} : { after: JSON.parse(after) as LobbyCursor }),
    });
    return { tables: page.tables, next: page.next === null ? null : JSON.stringify(page.next) };
  }

  async createTable(req: CreateTable): Promise<SeatGrant> {
    await this.ready();
    const made = await this.lobby.create(req);
    if (!made.ok) throw PracticeBackend.fail(made.error);
    return made.value;
  }

  async takeSeat(table: string, seat: Seat, name: string): Promise<SeatGrant> {
    await this.ready();
    const took = await this.lobby.takeSeat(table, seat, name);
    if (!took.ok) throw PracticeBackend.fail(took.error);
    return { table: this.lobby.tables.get(table)!.info(), seat, token: took.value };
  }

  async invite(table: string, token: string, seat: Seat): Promise<{ code: string; path: string }> {
    await this.ready();
    const t = this.lobby.get(table);
    if (!t.ok) throw PracticeBackend.fail(t.error);
    const made = await t.value.invite(token, seat);
    if (!made.ok) throw PracticeBackend.fail(made.error);
    return { code: made.value, path: `/join/${made.value}` };
  }

  async useInvite(code: string, name: string): Promise<SeatGrant> {
    await this.ready();
    const took = await this.lobby.useInvite(code, name);
    if (!took.ok) throw PracticeBackend.fail(took.error);
    return {
      table: this.lobby.tables.get(took.value.table)!.info(),
      seat: took.value.seat,
      token: took.value.token,
    };
  }

  connect(table: string, token: string | null): TableConnection {
    const events = new TableEvents();
    let open = true;
    const session = new Session(this.lobby, {
      send: (frame) => {
        events.frame(frame);
      },
      close: () => {
        open = false;
      },
    });
    // Frames go to the session in the order sent, the hello first, once the lobby is ready.
    const joined = this.ready().then(() => {
      session.receive(
        JSON.stringify(token === null ? { t: 'hello', v: 1, table } : { t: 'hello', v: 1, table, token }),
      );
    });
    const send = (frame: () => string): void => {
      void joined.then(() => {
        if (open) session.receive(frame());
      });
    };
    return {
      act: (intent) => {
        const at = events.stateId;
        send(() => JSON.stringify({ t: 'act', stateId: at, action: intent }));
      },
      say: (text) => {
        send(() => JSON.stringify({ t: 'chat', text }));
      },
      listen: (fn) => events.listen(fn),
      close: () => {
        open = false;
        session.end();
      },
    };
  }

  /**
   * The bots' advice for `seat` now: what the server's normal bots would do (the SAYC bidder, the
   * double-dummy simulation), deciding from that seat's own view (so a hint knows nothing the person
   * cannot see), with the reason they give.
   */
  async hint(table: string, seat: Seat): Promise<Hint> {
    await this.ready();
    const t = this.lobby.tables.get(table);
    if (t === undefined) throw new BackendError('table/not_found', `no table ${table}`);
    const view = t.viewOf(seat);
    const kind = view.actions.turn;
    if (kind === null) throw new BackendError('action/not_allowed', "it is not this seat's turn");
    await (await import('./solverCore.ts')).loadSolverCore();
    const { adviseInPage } = await import('./hintAdvice.ts');
    return adviseInPage(view, kind, `${table}-${String(t.stateId)}`);
  }

  /** For tests: what `seat` (null: a spectator) sees at a table now. */
  peek(table: string, seat: Seat | null): GameView {
    const t = this.lobby.tables.get(table);
    if (t === undefined) throw new BackendError('table/not_found', `no table ${table}`);
    return t.viewOf(seat);
  }

  async records(query: { table?: string; mode?: Mode }): Promise<readonly HandRecord[]> {
    await this.ready();
    return this.lobby.storage.listHandRecords({ ...query, limit: 1000, offset: 0 });
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
