import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { IMMUTABLE, REVALIDATE, registerStatic } from '../src/static.ts';

let dir: string;
let app: FastifyInstance;
const script = `export const x = ${JSON.stringify('a fairly compressible line of text; '.repeat(200))};\n`;
const html = `<!doctype html><title>Tenace</title>${'<p>client</p>'.repeat(100)}`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tenace-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'assets', 'index-BQ3x_9aZ.js'), script);
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  app = Fastify();
  registerStatic(app, dir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static files: compressed and cached', () => {
  it('a hashed asset comes brotli-compressed when the browser takes br, and is immutable', async () => {
    const r = await app.inject({
      url: '/assets/index-BQ3x_9aZ.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
    expect(r.headers['content-type']).toMatch(/^text\/javascript/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(script);
    expect(r.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it.each([
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s', async (accept, encoding) => {
    const r = await app.inject({ url: '/assets/index-BQ3x_9aZ.js', headers: { 'accept-encoding': accept } });
    expect(r.headers['content-encoding']).toBe(encoding);
    const body = encoding === 'gzip' ? gunzipSync(r.rawPayload).toString() : r.body;
    expect(body).toBe(script);
  });

  it('index.html is revalidated: no-cache with an ETag, 304 when it is unchanged', async () => {
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // a client route is index.html with the same ETag
    const route = await app.inject({ url: '/t/abc', headers: { 'if-none-match': `W/${etag}` } });
    expect(route.statusCode).toBe(304);
  });

  it('a changed file gets a new ETag (it is read again, not served from the cache)', async () => {
    const before = (await app.inject({ url: '/favicon.svg' })).headers.etag;
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const r = await app.inject({ url: '/favicon.svg' });
    expect(r.headers.etag).not.toBe(before);
    expect(r.headers['cache-control']).toBe(REVALIDATE);
    expect(r.headers['content-encoding']).toBeUndefined(); // too small to compress
    expect(r.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('the API and other methods still get coded 404s', async () => {
    expect((await app.inject({ url: '/api/nothing' })).json()).toMatchObject({
      error: { code: 'table/not_found' },
    });
    expect((await app.inject({ method: 'POST', url: '/x' })).statusCode).toBe(404);
  });
});
