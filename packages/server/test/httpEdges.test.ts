/**
 * Issue 19 #10, "HTTP edges": every query parameter is bounded (`offset=1e20` is a 400, not a 500),
 * framework and parser errors answer in the documented `{"error":{code,message}}` shape, and the PBN
 * download's Content-Disposition cannot be given extra parameters (RFC 6266 `filename*`).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@tenace/protocol';
import { attachment, buildServer, SqlStorage, type TenaceServer } from '../src/index.ts';

let server: TenaceServer;
let port = 0;

beforeAll(async () => {
  // SQL storage: an out-of-range offset reached the database there.
  server = await buildServer({
    storage: SqlStorage.sqlite(':memory:'),
    botDelayMs: 0,
    botStrength: 'beginner',
  });
  port = Number(new URL(await server.listen(0, '127.0.0.1')).port);
});
afterAll(async () => {
  await server.close();
});

/** Sends bytes as they are (no client library fixes them) and reads the whole answer. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let out = '';
    socket.on('data', (d: Buffer) => (out += d.toString('utf8')));
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('close', () => {
      const cut = out.indexOf('\r\n\r\n');
      const head = out.slice(0, cut);
      let body = out.slice(cut + 4);
      if (/transfer-encoding: chunked/i.test(head))
        body = body.replace(/^[0-9a-f]+\r\n/, '').replace(/\r\n0\r\n\r\n$/, '');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), headers: head, body });
    });
  });
}

const get = (target: string, extra = ''): string =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`;

const ROWS: { name: string; request: string; status: number; code: string }[] = [
  { name: 'offset=1e20', request: get('/api/records?offset=1e20'), status: 400, code: 'proto/bad_message' },
  {
    name: 'offset past the bound',
    request: get('/api/records?offset=99999999999'),
    status: 400,
    code: 'proto/bad_message',
  },
  { name: 'limit=0x10', request: get('/api/records?limit=0x10'), status: 400, code: 'proto/bad_message' },
  {
    name: 'offset= 1 (space)',
    request: get('/api/records?offset=%201'),
    status: 400,
    code: 'proto/bad_message',
  },
  {
    name: 'a repeated parameter',
    request: get('/api/records?limit=1&limit=2'),
    status: 400,
    code: 'proto/bad_message',
  },
  { name: 'table=Ω', request: get('/api/records.pbn?table=%CE%A9'), status: 400, code: 'proto/bad_message' },
  {
    name: 'table with CR/LF',
    request: get('/api/records.pbn?table=a%0d%0aSet-Cookie:x'),
    status: 400,
    code: 'proto/bad_message',
  },
  {
    name: 'a table id too long',
    request: get(`/api/records?table=${'a'.repeat(33)}`),
    status: 400,
    code: 'proto/bad_message',
  },
  {
    name: 'bad percent-encoding in a path',
    request: get('/api/tables/%E0%A4%A'),
    status: 400,
    code: 'proto/bad_request',
  },
  { name: 'bad percent-encoding, no route', request: get('/x%ZZ'), status: 400, code: 'proto/bad_request' },
  {
    name: 'a path parameter too long',
    request: get(`/api/tables/${'a'.repeat(500)}`),
    status: 414,
    code: 'proto/too_large',
  },
  {
    name: 'headers too large',
    request: get('/api/health', `X-A: ${'a'.repeat(20_000)}\r\n`),
    status: 431,
    code: 'proto/too_large',
  },
  { name: 'GET /ws without upgrade', request: get('/ws'), status: 426, code: 'proto/bad_request' },
  { name: 'bytes that are not HTTP', request: 'GARBAGE\r\n\r\n', status: 400, code: 'proto/bad_request' },
];

describe('HTTP edges (issue 19 #10)', () => {
  it.each(ROWS)('$name: $status $code in the documented shape', async (row) => {
    const r = await raw(row.request);
    expect(r.status).toBe(row.status);
    const body = JSON.parse(r.body) as { error: { code: string; message: string } };
    expect(Object.keys(body)).toEqual(['error']);
    expect(isErrorCode(body.error.code)).toBe(true);
    expect(body.error.code).toBe(row.code);
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it('in-bounds parameters still answer', async () => {
    const r = await raw(get('/api/records?limit=1000&offset=1000000000&mode=rubber&table=Ab-_9'));
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ records: [] });
    const pbn = await raw(get('/api/records.pbn?table=Ab-_9'));
    expect(pbn.status).toBe(200);
    expect(pbn.headers).toMatch(
      /content-disposition: attachment; filename="Ab-_9.pbn"; filename\*=UTF-8''Ab-_9.pbn\r?$/im,
    );
  });
});

describe('Content-Disposition (RFC 6266)', () => {
  it.each([
    ['tenace.pbn', `attachment; filename="tenace.pbn"; filename*=UTF-8''tenace.pbn`],
    [
      'a"; filename="evil.exe.pbn',
      `attachment; filename="a___filename__evil.exe.pbn"; filename*=UTF-8''a%22%3B%20filename%3D%22evil.exe.pbn`,
    ],
    ['Ω\r\n.pbn', `attachment; filename="___.pbn"; filename*=UTF-8''%CE%A9%0D%0A.pbn`],
    ["it's (1).pbn", `attachment; filename="it_s__1_.pbn"; filename*=UTF-8''it%27s%20%281%29.pbn`],
  ])('%j', (name, header) => {
    expect(attachment(name)).toBe(header);
    // One filename and one filename* parameter, whatever the name.
    expect(header.match(/; filename=/g)).toHaveLength(1);
    expect(header).not.toMatch(/[\r\n]/);
  });
});
