import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { impsFor, seededDeal, makePbnDeal, type Seat } from '@tenace/core';
import type { DealAnalysisAnswer } from '@tenace/protocol';
import { createI18n } from '../i18n/index.ts';
import { fromAnswer } from '../net/analysisAnswer.ts';
import { PracticeBackend } from '../net/practice.ts';
import { ServerBackend } from '../net/server.ts';
import type { AnalysisRequest, DealAnalysis } from '../net/types.ts';
import { AppContext } from './context.ts';
import { parContractText, Review } from './review.tsx';
import { DEFAULT_SETTINGS } from './settings.ts';
import { flush, mount, waitFor } from './testing.tsx';

afterEach(() => {
  render(null, document.getElementById('app') ?? document.body);
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SEATS = ['N', 'E', 'S', 'W'] as const;

/** A server answer for a record: tricks by seat and strain from a formula, the given costs per card. */
function answerFor(
  table: string,
  index: number,
  rec: { pbn: string; play: readonly string[]; declarer: Seat | null; number: number },
  costs: readonly (number | null)[],
  comparison: DealAnalysisAnswer['comparison'],
): DealAnalysisAnswer {
  const tricks = Object.fromEntries(
    SEATS.map((s, i) => [s, { NT: 6 + i, S: 5 + i, H: 4 + i, D: 3 + i, C: 2 + i }]),
  ) as unknown as DealAnalysisAnswer['tricks'];
  return {
    table,
    index,
    number: rec.number,
    pbn: rec.pbn,
    dealer: 'N',
    vulnerability: 'None',
    contract: '3NT',
    declarer: rec.declarer,
    strain: 'NT',
    tricks,
    par: { score: 420, contracts: ['4S-NS'] },
    play: rec.play.map((card, i) => ({
      card,
      seat: 'N',
      before: null,
      after: null,
      cost: costs[i] === undefined ? 0 : costs[i],
    })),
    comparison,
  };
}

/** The fake backend with the server's analysis answers (what the server backend turns them into). */
class AnsweringBackend extends PracticeBackend {
  readonly asked: AnalysisRequest[] = [];
  constructor(
    seed: string,
    private readonly answer: (req: AnalysisRequest) => DealAnalysisAnswer,
  ) {
    super(0, seed);
  }
  override readonly analyse = (req: AnalysisRequest): Promise<DealAnalysis> => {
    this.asked.push(req);
    return Promise.resolve(fromAnswer(this.answer(req)));
  };
}

describe('server backend analysis', () => {
  it('asks the server for the table’s finished deal by index and reads its answer', async () => {
    const deal = seededDeal('web-analysis-answer', 1);
    const rec = { pbn: makePbnDeal(deal, 'N'), play: ['SA', 'S2'], declarer: 'N' as Seat, number: 4 };
    const answer = answerFor('tab1', 3, rec, [0, 2], { kind: 'par', score: 420 });
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    });
    const a = await new ServerBackend().analyse({
      table: 'tab1',
      index: 3,
      pbn: rec.pbn,
      play: rec.play,
      contract: '3NT',
      declarer: 'N',
      dealer: 'N',
      vulnerability: 'None',
    });
    expect(fetched).toEqual(['/api/tables/tab1/deals/3/analysis']);
    expect(a.costs).toEqual([0, 2]);
    expect(a.par).toBe('4S-NS (+420)');
    expect(a.parScore).toBe(420);
    expect(a.tricks.W.NT).toBe(9);
    expect(a.comparison).toEqual({ kind: 'par', score: 420 });
  });

  it('passes on the server’s coded refusal', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'deal/not_finished', message: 'not finished' } }), {
          status: 409,
        }),
      ),
    );
    await expect(
      new ServerBackend().analyse({
        table: 't',
        index: 0,
        pbn: '',
        play: [],
        contract: 'PASS',
        declarer: null,
        dealer: 'N',
        vulnerability: 'None',
      }),
    ).rejects.toMatchObject({ code: 'deal/not_finished' });
  });
});

describe('review from the analysis', () => {
  it('shows the table, par and each card’s cost (unknown where the solver gave up) for the finished deal', async () => {
    const backend = new AnsweringBackend('web-review-answer', (req) =>
      answerFor(
        req.table,
        req.index,
        { pbn: req.pbn, play: req.play, declarer: req.declarer, number: 1 },
        req.play.map((_, i) => (i === 1 ? 1 : i === 2 ? null : 0)),
        null,
      ),
    );
    const g = await backend.createTable({ mode: 'duplicate', rules: { boards: 1 } });
    await waitFor(() => backend.peek(g.table.id, null).phase === 'over', 'the board', 4000);
    const view = backend.peek(g.table.id, null);
    const box = document.createElement('div');
    document.body.append(box);
    await act(() => {
      render(
        <AppContext.Provider
          value={{
            t: createI18n('en').t,
            lang: 'en',
            setLang: () => undefined,
            backend,
            settings: DEFAULT_SETTINGS,
            setSettings: () => undefined,
            go: () => undefined,
          }}
        >
          <Review view={view} tableId={g.table.id} onClose={() => undefined} />
        </AppContext.Provider>,
        box,
      );
    });
    await waitFor(() => box.querySelector('[data-testid="dd-table"]'), 'the table');
    expect(backend.asked.map((r) => [r.table, r.index])).toEqual([[g.table.id, 0]]);
    const cells = [...box.querySelectorAll('[data-testid="dd-table"] tbody td')].map((c) => c.textContent);
    // rows N E S W, columns NT S H D C
    expect(cells.slice(0, 5)).toEqual(['6', '5', '4', '3', '2']);
    expect(cells.slice(15)).toEqual(['9', '8', '7', '6', '5']);
    expect(box.querySelector('[data-testid="par"]')!.textContent).toBe('4♠ by North–South (NS +420)');
    expect(box.textContent).toContain('Par (double-dummy)');
    const items = [...box.querySelectorAll('.card-costs li')];
    expect(items.length).toBe((view.history[0] as unknown as { play: readonly string[] }).play.length);
    expect(items.length).toBeGreaterThan(3);
    expect(items[1]!.classList.contains('costly')).toBe(true);
    expect(items[1]!.textContent).toContain('cost 1 trick');
    expect(items[2]!.textContent).toContain('not known');
    expect(items[0]!.textContent).toContain('no trick lost');
    render(null, box);
  });
});

describe('duplicate sheet', () => {
  it('compares each board with the analysis’ comparison score and totals the IMPs', async () => {
    // Board n is compared with par n·100 − 200 (NS), or with another table for board 2.
    const backend = new AnsweringBackend('web-dup-sheet', (req) =>
      answerFor(
        req.table,
        req.index,
        { pbn: req.pbn, play: req.play, declarer: req.declarer, number: req.index + 1 },
        [],
        req.index === 1
          ? { kind: 'table', table: 'other', score: -50 }
          : { kind: 'par', score: (req.index + 1) * 100 - 200 },
      ),
    );
    // South (a person) passes, plays the first legal card and moves on after each board.
    const g = await backend.createTable({
      mode: 'duplicate',
      rules: { boards: 3 },
      sit: { seat: 'S', name: 'Sam' },
    });
    const conn = backend.connect(g.table.id, g.token);
    conn.listen(() => undefined);
    for (let i = 0; i < 4000 && backend.peek(g.table.id, 'S').phase !== 'over'; i++) {
      const v = backend.peek(g.table.id, 'S');
      if (v.phase === 'scored') conn.act({ type: 'next' });
      else if (v.toAct === 'S' && v.phase === 'auction') conn.act({ type: 'call', call: 'P' });
      else if (v.toAct === 'S' && v.legalCards.length > 0) conn.act({ type: 'card', card: v.legalCards[0]! });
      // The host answers asynchronously, as a server does: let it take the action before looking again.
      await flush(2);
    }
    conn.close();
    const root = await mount(backend, `/t/${g.table.id}`);
    const sheet = await waitFor(() => root.querySelector('[data-testid="score-sheet"]'), 'the sheet');
    await waitFor(
      () =>
        [...sheet.querySelectorAll('[data-testid="board-imps"]')].filter((c) => c.textContent !== '')
          .length === 3,
      'the comparisons',
    );
    const view = backend.peek(g.table.id, null);
    if (view.mode !== 'duplicate') throw new Error('not duplicate');
    const rows = [...sheet.querySelectorAll('tbody tr')];
    let total = 0;
    view.history.forEach((d, i) => {
      const against = i === 1 ? -50 : (i + 1) * 100 - 200;
      const imps = impsFor(d.score.NS - against);
      total += imps;
      expect(rows[i]!.querySelector('[data-testid="board-imps"]')!.textContent).toBe(String(imps));
      const label = rows[i]!.querySelector('[data-testid="comparison"]')!.textContent;
      expect(label).toContain(i === 1 ? 'table other' : 'par (double-dummy)');
      expect(label).toContain(String(against));
    });
    expect(sheet.querySelector('[data-testid="total-imps"]')!.textContent).toBe(String(total));
    expect(backend.asked.map((r) => r.index).sort()).toEqual([0, 1, 2]);
  });

  it('without analysis the sheet says there is nothing to compare with, and counts no IMPs', async () => {
    const backend = new PracticeBackend(0, 'web-dup-none');
    const g = await backend.createTable({ mode: 'duplicate', rules: { boards: 1 } });
    await waitFor(() => backend.peek(g.table.id, null).phase === 'over', 'the board');
    const root = await mount(backend, `/t/${g.table.id}`);
    const sheet = await waitFor(() => root.querySelector('[data-testid="score-sheet"]'), 'the sheet');
    expect(sheet.querySelector('[data-testid="total-imps"]')!.textContent).toBe('0');
    expect(sheet.textContent).toContain('Nothing to compare with yet');
  });
});

describe('par in words', () => {
  const t = createI18n('en').t;
  // Rows: the solver's par notation (solver/src/par.ts) and how the review reads it.
  it.each([
    ['4H-EW', '4♥ by East–West'],
    ['3N-NS+1', '3NT by North–South +1'],
    ['3S*-S-1', '3♠X by South −1'],
    ['7C*-W-4', '7♣X by West −4'],
    ['odd', 'odd'],
  ])('%s → %s', (notation, words) => {
    expect(parContractText(t, notation)).toBe(words);
  });
  it('in Russian', () => {
    expect(parContractText(createI18n('ru').t, '3S*-S-1')).toContain('−1');
  });
});
