import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { MAX_CHAT_CHARS } from '@tenace/protocol';
import { PracticeBackend } from '../net/practice.ts';
import type { TableEvent } from '../net/types.ts';
import { addChat, CHAT_KEEP, CHAT_MAX, type ChatMessage } from './chat.tsx';
import { click, mount, waitFor } from './testing.tsx';

afterEach(() => {
  render(null, document.getElementById('app') ?? document.body);
  localStorage.clear();
});

async function type(input: HTMLInputElement, text: string): Promise<void> {
  await act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('table chat', () => {
  it('the limit is the protocol’s', () => {
    expect(CHAT_MAX).toBe(MAX_CHAT_CHARS);
  });

  it('a seated player sends a message; it is listed, also for a spectator; the count and the limit are shown', async () => {
    const backend = new PracticeBackend(0, 'web-chat-test');
    const root = await mount(backend);
    await click(root.querySelector('[data-testid="quick-minibridge"]')!);
    const input = await waitFor(
      () => root.querySelector<HTMLInputElement>('[data-testid="chat-input"]'),
      'the chat box',
    );
    const send = root.querySelector<HTMLButtonElement>('[data-testid="chat-send"]')!;
    expect(input.maxLength).toBe(MAX_CHAT_CHARS);
    expect(send.disabled).toBe(true);
    await type(input, '   ');
    expect(send.disabled).toBe(true); // only spaces: nothing to send
    await type(input, '  good luck, partner ');
    expect(root.querySelector('[data-testid="chat-count"]')!.textContent).toBe(
      `18 / ${MAX_CHAT_CHARS} characters`,
    );
    expect(send.disabled).toBe(false);
    await click(send);
    const lines = await waitFor(() => root.querySelector('[data-testid="chat-lines"]'), 'the message');
    expect(lines.textContent).toContain('good luck, partner');
    expect(lines.textContent).toContain('(South)');
    expect(input.value).toBe('');

    // A spectator joining later gets the recent messages, and cannot write.
    const id = /\/t\/([^/]+)$/.exec(location.pathname)![1]!;
    const seen: TableEvent[] = [];
    const watcher = backend.connect(id, null);
    watcher.listen((e) => seen.push(e));
    await waitFor(() => seen.some((e) => e.type === 'chat'), 'the recent chat');
    expect(seen.flatMap((e) => (e.type === 'chat' ? [e.text] : []))).toEqual(['good luck, partner']);
    watcher.say('hello');
    await waitFor(() => seen.some((e) => e.type === 'error'), 'the refusal');
    expect(seen.some((e) => e.type === 'error' && e.error.code === 'auth/spectator')).toBe(true);
    watcher.close();
  });

  it('a message over the limit is refused by the table with a coded error (the box cannot hold one)', async () => {
    const backend = new PracticeBackend(0, 'web-chat-limit');
    const g = await backend.createTable({ mode: 'minibridge', sit: { seat: 'S', name: 'Sam' } });
    const conn = backend.connect(g.table.id, g.token);
    const seen: TableEvent[] = [];
    conn.listen((e) => seen.push(e));
    conn.say('x'.repeat(MAX_CHAT_CHARS + 1));
    conn.say('x'.repeat(MAX_CHAT_CHARS));
    await waitFor(() => seen.some((e) => e.type === 'chat'), 'the message');
    expect(seen.flatMap((e) => (e.type === 'error' ? [e.error.code] : []))).toEqual(['chat/bad_text']);
    expect(seen.filter((e) => e.type === 'chat')).toHaveLength(1);
    conn.close();
  });
});

describe('addChat', () => {
  const m = (i: number): ChatMessage => ({
    seat: 'N',
    name: 'Nora',
    text: `m${i}`,
    at: `2026-01-01T00:00:${i}Z`,
  });
  it('keeps a message once when the server sends the history again after a reconnection', () => {
    let lines: ChatMessage[] = [];
    for (const i of [1, 2, 1, 2, 3]) lines = addChat(lines, m(i));
    expect(lines.map((l) => l.text)).toEqual(['m1', 'm2', 'm3']);
    // the same text again at another time is a new message
    expect(addChat(lines, { ...m(1), at: 'later' })).toHaveLength(4);
  });
  it(`keeps the last ${CHAT_KEEP}`, () => {
    let lines: ChatMessage[] = [];
    for (let i = 0; i < CHAT_KEEP + 7; i++) lines = addChat(lines, m(i));
    expect(lines).toHaveLength(CHAT_KEEP);
    expect(lines[0]!.text).toBe('m7');
  });
});
