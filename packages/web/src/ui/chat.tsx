/**
 * The table chat: the recent messages (the server sends them on joining, then each new one) and, for a
 * seated player, a box to write one. The box shows how many characters are left; the server checks the
 * length again (and the rate) and refuses with a coded error. Spectators read only.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Seat } from '@tenace/core';
import { useApp } from './context.ts';

/** The longest chat message (MAX_CHAT_CHARS of @tenace/protocol; a test checks they agree). */
export const CHAT_MAX = 200;
/** How many messages the panel keeps. */
export const CHAT_KEEP = 50;

export interface ChatMessage {
  readonly seat: Seat;
  readonly name: string;
  readonly text: string;
  readonly at: string;
}

/**
 * Adds a message to the list, once: after a reconnection the server sends the recent history again, so a
 * message already held (same time, seat and text) is not added twice.
 */
export function addChat(lines: readonly ChatMessage[], m: ChatMessage): ChatMessage[] {
  if (lines.some((l) => l.at === m.at && l.seat === m.seat && l.text === m.text)) return [...lines];
  return [...lines, m].slice(-CHAT_KEEP);
}

export interface ChatProps {
  readonly lines: readonly ChatMessage[];
  /** Whether this viewer may write (a seated player). */
  readonly canWrite: boolean;
  readonly onSend: (text: string) => void;
}

export function ChatPanel({ lines, canWrite, onSend }: ChatProps) {
  const { t } = useApp();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const length = text.trim().length;
  useEffect(() => {
    const el = list.current;
    if (el !== null) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  const send = (): void => {
    if (length === 0 || length > CHAT_MAX) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <section class="chat" aria-label={t('chat.title')} data-testid="chat">
      <h3>{t('chat.title')}</h3>
      {lines.length === 0 ? (
        <p class="hint">{t('chat.empty')}</p>
      ) : (
        <ol class="chat-lines" ref={list} aria-live="polite" data-testid="chat-lines">
          {lines.map((l) => (
            <li key={`${l.at}|${l.seat}|${l.text}`}>
              <strong>
                {l.name} ({t(`seat.${l.seat}`)}):
              </strong>{' '}
              {l.text}
            </li>
          ))}
        </ol>
      )}
      {canWrite ? (
        <form
          class="chat-form"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <input
            type="text"
            value={text}
            maxLength={CHAT_MAX}
            aria-label={t('chat.label')}
            aria-describedby="chat-count"
            data-testid="chat-input"
            onInput={(e) => {
              setText(e.currentTarget.value);
            }}
          />
          <button type="submit" data-testid="chat-send" disabled={length === 0 || length > CHAT_MAX}>
            {t('chat.send')}
          </button>
          <small id="chat-count" data-testid="chat-count">
            {t('chat.count', { n: length, max: CHAT_MAX })}
          </small>
        </form>
      ) : (
        <p class="hint">{t('chat.spectator')}</p>
      )}
    </section>
  );
}
