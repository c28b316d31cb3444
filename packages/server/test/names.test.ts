/**
 * Issue 19 #9, "names and text": names, titles and chat holding controls, bidi overrides, zero-width
 * characters or lone surrogates are refused with their coded error (a NUL in a title gave a 500 on
 * Postgres); names are NFC-normalised; a person named "bot" is a person by the seat's flags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatInfo } from '@tenace/protocol';
import { buildServer, MemoryClient, MemoryStorage, type TenaceServer } from '../src/index.ts';

let server: TenaceServer;
beforeAll(async () => {
  server = await buildServer({ storage: new MemoryStorage(), botDelayMs: 0, botStrength: 'beginner' });
});
afterAll(async () => {
  await server.close();
});

async function post(
  url: string,
  payload: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const r = await server.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  return { status: r.statusCode, body: r.json() };
}

describe('names and text (issue 19 #9)', () => {
  it.each([
    ['a NUL in a title', { mode: 'minibridge', title: 'a\u0000b' }, 'table/bad_title'],
    ['ESC in a title', { mode: 'minibridge', title: '\u001b[2J' }, 'table/bad_title'],
    ['CR/LF in a title', { mode: 'minibridge', title: 'a\r\nSet-Cookie: x' }, 'table/bad_title'],
    [
      'a bidi override in a name',
      { mode: 'minibridge', sit: { seat: 'S', name: 'Ann\u202e' } },
      'table/bad_name',
    ],
    [
      'a zero-width space in a name',
      { mode: 'minibridge', sit: { seat: 'S', name: 'b\u200bot' } },
      'table/bad_name',
    ],
    ['a C1 control in a name', { mode: 'minibridge', sit: { seat: 'S', name: 'a\u0085' } }, 'table/bad_name'],
    [
      'a lone surrogate in a name',
      { mode: 'minibridge', sit: { seat: 'S', name: 'a\ud800' } },
      'table/bad_name',
    ],
  ])('%s is refused with a coded 400', async (_what, req, code) => {
    const r = await post('/api/tables', req);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code });
  });

  it('chat with NUL, ESC or a right-to-left override is refused; nothing reaches the table', async () => {
    const made = await post('/api/tables', { mode: 'minibridge', sit: { seat: 'S', name: 'Ann' } });
    const id = (made.body.table as { id: string }).id;
    const c = new MemoryClient(server.lobby);
    c.send({ t: 'hello', v: 1, table: id, token: made.body.token as string });
    await c.next((m) => m.t === 'state');
    for (const text of ['a\u0000', '\u001b]0;x\u0007', 'gpj.\u202eexe']) {
      c.send({ t: 'chat', text });
      expect(await c.next((m) => m.t === 'error')).toMatchObject({ code: 'chat/bad_text', ref: 'chat' });
    }
    expect(server.lobby.tables.get(id)!.chat).toEqual([]);
  });

  it('a name is stored NFC-normalised; a person named "bot" is human and not a bot', async () => {
    const made = await post('/api/tables', {
      mode: 'minibridge',
      private: false,
      sit: { seat: 'S', name: 'Rene\u0301' },
    });
    const id = (made.body.table as { id: string }).id;
    const info = made.body.table as { seats: Record<string, SeatInfo> };
    expect(info.seats.S!.name).toBe('Ren\u00e9');
    const took = await post(`/api/tables/${id}/seats/N`, { name: 'bot' });
    const seats = (took.body.table as { seats: Record<string, SeatInfo> }).seats;
    expect(seats.N).toMatchObject({ name: 'bot', human: true, bot: false });
    expect(seats.E).toMatchObject({ name: null, human: false, bot: true });
  });
});
