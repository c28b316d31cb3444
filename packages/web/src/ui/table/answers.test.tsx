import { afterEach, describe, expect, it } from 'vitest';
import { render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { NO_ACTIONS } from '@tenace/core';
import type { GameView, Intent, UndoRequest } from '@tenace/protocol';
import { createI18n } from '../../i18n/index.ts';
import { AppContext, type AppContextValue } from '../context.ts';
import { ClaimPending } from './claim.tsx';
import { UndoPending } from './undo.tsx';

// Only the translation function is read by these parts.
const ctx = { t: createI18n('en').getFixedT('en') } as unknown as AppContextValue;
const root = document.createElement('div');

afterEach(() => {
  render(null, root);
});

async function show(node: ComponentChild): Promise<HTMLElement> {
  await act(() => {
    render(<AppContext.Provider value={ctx}>{node}</AppContext.Provider>, root);
  });
  return root;
}

/** Clicks each button in order and returns what was sent. */
async function answers(el: HTMLElement): Promise<string[]> {
  const labels: string[] = [];
  for (const b of el.querySelectorAll('button')) {
    await act(() => {
      b.click();
    });
    labels.push(b.textContent);
  }
  return labels;
}

describe('answering a pending claim or undo request', () => {
  const claimView = (canAnswer: boolean) =>
    ({
      claim: { by: 'E', tricks: 3 },
      seat: 'S',
      actions: { ...NO_ACTIONS, claimAnswer: canAnswer },
    }) as unknown as GameView;

  it('a claim: accept and reject send claimAnswer true and false', async () => {
    const sent: Intent[] = [];
    const el = await show(<ClaimPending view={claimView(true)} act={(i) => sent.push(i)} />);
    expect(el.querySelector('p')!.textContent).toBe('East claims 3 of the remaining tricks');
    expect(el.querySelector('[data-testid="claim-accept"]')).not.toBeNull();
    expect(await answers(el)).toEqual(['Accept', 'Reject']);
    expect(sent).toEqual([
      { type: 'claimAnswer', accept: true },
      { type: 'claimAnswer', accept: false },
    ]);
  });

  it('a claim the seat may not answer shows no buttons', async () => {
    const el = await show(<ClaimPending view={claimView(false)} act={() => undefined} />);
    expect(el.querySelectorAll('button')).toHaveLength(0);
  });

  it('an undo request: the seats it waits for answer it, the others see a waiting note', async () => {
    const undo = { by: 'W', card: 'SA', waiting: ['S', 'N'] } as unknown as UndoRequest;
    const sent: Intent[] = [];
    const south = { seat: 'S', actions: { ...NO_ACTIONS, undoAnswer: true } } as unknown as GameView;
    const el = await show(<UndoPending view={south} undo={undo} act={(i) => sent.push(i)} />);
    expect(el.querySelector('p')!.textContent).toBe('West asks to take back ace of spades');
    expect(await answers(el)).toEqual(['Accept', 'Reject']);
    expect(sent).toEqual([
      { type: 'undoAnswer', accept: true },
      { type: 'undoAnswer', accept: false },
    ]);
    const east = { seat: 'E', actions: NO_ACTIONS } as unknown as GameView;
    const waiting = await show(<UndoPending view={east} undo={undo} act={() => undefined} />);
    expect(waiting.querySelectorAll('button')).toHaveLength(0);
    expect(waiting.textContent).toContain(ctx.t('table.undoWaiting'));
  });
});
