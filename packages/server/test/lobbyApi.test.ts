/** GET /api/tables: pages of joinable public tables (cursor or offset), bounded parameters, coded errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningServer } from './helpers.ts';
import type { TenaceServer } from '../src/index.ts';

let server: TenaceServer;
let base: string;
/** The public tables made, newest first (ties in the same millisecond: by id, descending). */
const made: { id: string; createdAt: string }[] = [];

beforeAll(async () => {
  ({ server, base } = await listeningServer({ autoNext: false }));
  for (let i = 0; i < 7; i++) {
    const r = await server.lobby.create({ mode: 'minibridge', seed: `api-${i}`, private: i === 3 });
    if (!r.ok) throw new Error(r.error.message);
    if (i !== 3) made.push(r.value.table);
  }
});
afterAll(async () => {
  await server.close();
});

async function get(path: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('GET /api/tables', () => {
  it('pages by cursor and by offset, newest first, the same tables either way', async () => {
    const newestFirst = [...made]
      .sort((a, b) =>
        a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
      )
      .map((t) => t.id);
    const first = await get('/api/tables');
    expect((first.json.tables as { id: string }[]).map((t) => t.id)).toEqual(newestFirst);
    expect(first.json.next).toBeNull();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const r = await get(`/api/tables?limit=4${cursor === null ? '' : `&cursor=${cursor}`}`);
      expect(r.status).toBe(200);
      seen.push(...(r.json.tables as { id: string }[]).map((t) => t.id));
      cursor = r.json.next as string | null;
    } while (cursor !== null);
    expect(seen).toEqual(newestFirst);
    const second = await get('/api/tables?limit=4&offset=4');
    expect((second.json.tables as { id: string }[]).map((t) => t.id)).toEqual(newestFirst.slice(4));
  });

  it.each([
    ['limit=0', /limit must be a whole number from 1 to 100/],
    ['limit=101', /limit must be a whole number from 1 to 100/],
    ['limit=1e2', /limit must be a whole number/],
    ['limit=5&limit=6', /limit is given 2 times/],
    ['offset=-1', /offset must be a whole number from 0 to 10000/],
    ['offset=10001', /offset must be a whole number from 0 to 10000/],
    ['cursor=nope!', /cursor is not one this server gave/],
    [`cursor=${Buffer.from('[1,2]').toString('base64url')}`, /cursor is not one this server gave/],
    [`cursor=${'A'.repeat(201)}`, /cursor is not one this server gave/],
    ['cursor=WyJhIiwiYiJd&offset=2', /either cursor or offset, not both/],
    ['page=2', /page is not a lobby parameter/],
  ])('refuses %s with a coded error naming it', async (q, message) => {
    const r = await get(`/api/tables?${q}`);
    expect(r.status).toBe(400);
    const error = r.json.error as { code: string; message: string };
    expect(error.code).toBe('proto/bad_message');
    expect(error.message).toMatch(message);
  });
});
