/**
 * 2,000 bad HTTP requests (seeded): malformed JSON and bodies, wrong types, unknown routes and methods,
 * bad percent-encoding, long and repeated query parameters, header blocks too large, bytes that are not
 * HTTP. Every answer must be a 4xx in the documented `{"error":{code,message}}` shape with a known code.
 */
import { connect } from 'node:net';
import { SplitMix64 } from '@tenace/core';
import { ERROR_CODES } from '@tenace/protocol';

/** Sends raw bytes and reads the answer until the server closes or 3 s pass. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    let got = '';
    const s = connect(port, '127.0.0.1', () => s.end(bytes));
    s.on('data', (d) => (got += d.toString('latin1')));
    const done = () => {
      resolve(got);
    };
    s.on('close', done);
    s.on('error', done);
    setTimeout(() => s.destroy(), 3000);
  });
}

export async function badHttp(base: string, table: string, n = 2000) {
  const rng = new SplitMix64(20261201n);
  const below = (k: number) => Number(rng.next() % BigInt(k));
  const pick = <T>(xs: readonly T[]): T => xs[below(xs.length)]!;
  const port = Number(new URL(base).port);
  const json = (method: string, path: string, body: string) =>
    `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
  const makers: (() => string)[] = [
    () =>
      json(
        'POST',
        '/api/tables',
        pick(['{', '[]', 'null', '{"mode":"whist"}', '{"mode":"minibridge","x":1}', '"a"']),
      ),
    () =>
      json(
        'POST',
        '/api/tables',
        JSON.stringify({ mode: 'minibridge', title: pick(['a\u0000', '\u202e', 'x'.repeat(61)]) }),
      ),
    () => json('POST', `/api/tables/${table}/seats/${pick(['Q', 'n', '', 'NN'])}`, '{"name":"A"}'),
    () =>
      json(
        'POST',
        `/api/tables/${table}/seats/N`,
        JSON.stringify({ name: pick(['', 'a\u0085', 7, 'x'.repeat(30)]) }),
      ),
    () => json('POST', `/api/tables/${table}/leave`, '{}'),
    () => json('POST', `/api/invites/${pick(['x', '%zz', 'a'.repeat(120)])}`, '{"name":"A"}'),
    () =>
      `GET /api/records?${pick(['offset=1e20', 'limit=-1', 'limit=0', 'mode=whist', 'table=%CE%A9', 'table=a&table=b', 'offset=' + '9'.repeat(40)])} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    () =>
      `GET /api/records.pbn?table=${pick(['a%22%3B%20filename%3D%22evil.exe', '%0d%0aSet-Cookie:x', '%E0%A4%A'])} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    () =>
      `GET /api/tables/${pick(['%', '%E0%A4%A', 'x'.repeat(200)])} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    () =>
      `GET /api/tables/${table}/deals/${pick(['-1', 'x', '1e9', '99999999'])}/analysis HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    () => `GET /ws HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    () => `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    () =>
      pick([
        'HELLO\r\n\r\n',
        'GET / HTTP/9.9\r\n\r\n',
        '\u0000\u0001\u0002\r\n\r\n',
        'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n',
      ]),
    () => json('POST', '/api/tables', 'x'.repeat(70_000)),
    () => json(pick(['PUT', 'DELETE', 'PATCH']), '/api/tables', '{}'),
    () =>
      json('POST', '/api/tables', '{"mode":"minibridge"}').replace(
        'application/json',
        pick(['text/plain', 'application/x-www-form-urlencoded']),
      ),
  ];
  const known = new Set(Object.keys(ERROR_CODES));
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (let i = 0; i < n; i += 20) {
    const batch = Array.from({ length: Math.min(20, n - i) }, () => pick(makers)());
    const answers = await Promise.all(batch.map((b) => raw(port, b)));
    for (const [k, a] of answers.entries()) {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(a)?.[1] ?? 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const body = a.slice(a.indexOf('\r\n\r\n') + 4);
      let code: unknown;
      try {
        code = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error?.code;
      } catch {
        code = undefined;
      }
      const ok = status >= 400 && status < 500 && typeof code === 'string' && known.has(code);
      if (!ok)
        failures.push(
          `${batch[k]!.slice(0, 60).replace(/\r\n/g, ' ')} → ${a.slice(0, 100).replace(/\r\n/g, ' ')}`,
        );
    }
  }
  return { sent: n, failures, statuses: Object.fromEntries(statuses) };
}
