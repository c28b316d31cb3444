/**
 * The lobby pages (issue 14: "the lobby lists only tables with a free seat that are not finished, with
 * paging"): the first page, then "More tables" adds the next one below, until the last; private tables
 * are never listed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { PracticeBackend } from '../net/practice.ts';
import { click, mount, waitFor } from './testing.tsx';

let root: HTMLElement | null = null;
afterEach(() => {
  if (root !== null) render(null, root);
  root = null;
});

const listed = (el: HTMLElement): string[] =>
  [...el.querySelectorAll<HTMLElement>('[data-table]')].map((li) => li.dataset.table!);

describe('lobby pages', () => {
  it('shows a page at a time, newest first, and "More tables" adds the next until the last', async () => {
    const backend = new PracticeBackend(0, 'lobby-pages');
    backend.pageSize = 2;
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const g = await backend.createTable({ mode: 'minibridge', title: `open ${i}` });
      made.push(g.table.id);
    }
    await backend.createTable({ mode: 'minibridge', title: 'hidden', private: true });
    const newestFirst = [...made].reverse();
    root = await mount(backend);
    const el = root;
    await waitFor(() => (listed(el).length === 2 ? true : null), 'the first page');
    expect(listed(el)).toEqual(newestFirst.slice(0, 2));
    await click(el.querySelector('[data-testid="more-tables"]')!);
    await waitFor(() => (listed(el).length === 4 ? true : null), 'the second page');
    expect(listed(el)).toEqual(newestFirst.slice(0, 4));
    await click(el.querySelector('[data-testid="more-tables"]')!);
    await waitFor(() => (listed(el).length === 5 ? true : null), 'the last page');
    expect(listed(el)).toEqual(newestFirst);
    // The last page has no "more"; the private table was never listed.
    await waitFor(() => (el.querySelector('[data-testid="more-tables"]') === null ? true : null), 'no more');
    expect(el.textContent).not.toContain('hidden');
  });
});
