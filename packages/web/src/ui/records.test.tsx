/** The hand records page (issue 14 #6): newest first, contract, result and score per row, "my games". */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { PracticeBackend } from '../net/practice.ts';
import type { HandRecord } from '../net/types.ts';
import { newestFirst } from './records.tsx';
import { saveSeat } from './settings.ts';
import { click, flush, mount, waitFor } from './testing.tsx';

afterEach(() => {
  render(null, document.getElementById('app') ?? document.body);
  localStorage.clear();
});

describe('hand records page', () => {
  it('orders by time, newest first, then by id', () => {
    const rows = [
      { id: 1, createdAt: '2026-01-01T10:00:00Z' },
      { id: 3, createdAt: '2026-01-02T10:00:00Z' },
      { id: 2, createdAt: '2026-01-02T10:00:00Z' },
    ] as HandRecord[];
    expect(newestFirst(rows).map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('"my games" shows only the tables this browser sat at; each row has contract, result and score', async () => {
    const backend = new PracticeBackend(0, 'web-records-mine');
    // two all-bot tables finish a deal each; this browser "sat" at the second one only
    const a = await backend.createTable({ mode: 'minibridge' });
    const b = await backend.createTable({ mode: 'rubber' });
    for (let i = 0; i < 600; i++) {
      const [ra, rb] = await Promise.all([
        backend.records({ table: a.table.id }),
        backend.records({ table: b.table.id }),
      ]);
      if (ra.length > 0 && rb.length > 0) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    saveSeat(b.table.id, 'token', 'S');
    const root = await mount(backend, '/records');
    await waitFor(() => root.querySelector('tr[data-record]'), 'the rows');
    const tables = () =>
      [...root.querySelectorAll('tr[data-record] td:first-child')].map((td) => td.textContent);
    expect(new Set(tables())).toEqual(new Set([b.table.id]));
    const row = root.querySelector('tr[data-record]')!;
    expect(row.querySelector('[data-testid="record-contract"]')!.textContent).not.toBe('');
    expect(row.querySelector('[data-testid="record-result"]')!.textContent).not.toBe('');
    expect(row.querySelector('[data-testid="record-score"]')!.textContent).toMatch(/^(0|[+−]\d+)$/);
    await click(root.querySelector('[data-testid="my-games"]')!);
    await flush(5);
    expect(new Set(tables())).toEqual(new Set([a.table.id, b.table.id]));
    // the review opens at the first card
    await click(root.querySelector('[data-testid="record-review"]')!);
    await waitFor(() => root.querySelector('[data-testid="replay-step"]'), 'the review');
    expect(root.querySelector('[data-testid="replay-step"]')!.textContent).toMatch(/^Card 0 of/);
  });
});
