/**
 * Serves the built web client (packages/web/dist) when it exists: files by path, and index.html for every
 * other page that is not under /api or /ws (the client routes itself, e.g. /join/<code>). Without a build,
 * "/" explains how to use the API.
 *
 * Text files go out compressed (brotli when the browser takes it, else gzip; each file compressed once and
 * kept while it is unchanged on disk). Hashed build assets (/assets/name-<hash>.js) are cached for a year as
 * immutable; index.html and the other files carry an ETag and are revalidated (304 when unchanged).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Types worth compressing (images and fonts already are). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
/** Below this many bytes compression does not pay. */
const MIN_COMPRESS = 1024;
/** A file the build names by its content's hash: "index-BQ3x_9aZ.js" under /assets/. */
const HASHED = /^\/assets\/.+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const NO_CLIENT = `<!doctype html><meta charset="utf-8"><title>Tenace</title>
<h1>Tenace server</h1>
<p>The web client is not built here yet. The API is live: <a href="/api/tables">/api/tables</a>,
WebSocket at <code>/ws</code> (see the README's "Server" section).</p>`;

/** One file as sent: its bytes, compressed forms and ETag, for the version on disk (size and mtime). */
interface Prepared {
  readonly stamp: string;
  readonly type: string;
  readonly etag: string;
  readonly raw: Buffer;
  readonly gzip: Buffer | null;
  readonly br: Buffer | null;
}

function prepare(file: string, stamp: string): Prepared {
  const raw = readFileSync(file);
  const ext = extname(file);
  const squeeze = COMPRESSIBLE.has(ext) && raw.length >= MIN_COMPRESS;
  return {
    stamp,
    type: TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
    raw,
    gzip: squeeze ? gzipSync(raw, { level: 9 }) : null,
    br: squeeze
      ? brotliCompressSync(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
      : null,
  };
}

/** The encodings the request accepts (q=0 refuses one). */
function accepted(req: FastifyRequest): Set<string> {
  const header = req.headers['accept-encoding'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const out = new Set<string>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find((m) => m !== null);
    if (name !== undefined && name !== '' && (q === undefined || Number(q[1]) > 0)) out.add(name);
  }
  return out;
}

/** Whether the request's If-None-Match names this ETag. */
function fresh(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (header === undefined) return false;
  return header === '*' || header.split(',').some((e) => e.trim().replace(/^W\//, '') === etag);
}

export function registerStatic(app: FastifyInstance, dist: string | null): void {
  const root = dist !== null && existsSync(join(dist, 'index.html')) ? normalize(dist) : null;
  const cache = new Map<string, Prepared>();
  const send = (req: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string) => {
    const st = statSync(file);
    const stamp = `${st.size}:${st.mtimeMs}`;
    let p = cache.get(file);
    if (p?.stamp !== stamp) {
      p = prepare(file, stamp);
      cache.set(file, p);
    }
    reply.header('cache-control', cacheControl).header('etag', p.etag).header('vary', 'accept-encoding');
    if (fresh(req, p.etag)) return reply.code(304).send();
    const enc = accepted(req);
    reply.type(p.type);
    if (p.br !== null && enc.has('br')) return reply.header('content-encoding', 'br').send(p.br);
    if (p.gzip !== null && (enc.has('gzip') || enc.has('x-gzip')))
      return reply.header('content-encoding', 'gzip').send(p.gzip);
    return reply.send(p.raw);
  };
  app.setNotFoundHandler((req, reply) => {
    let path: string;
    try {
      path = decodeURIComponent((req.url.split('?')[0] ?? '/').replace(/\+/g, ' '));
    } catch {
      return reply
        .code(400)
        .send({ error: { code: 'proto/bad_request', message: 'the path has a malformed percent-encoding' } });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return reply
        .code(404)
        .send({ error: { code: 'table/not_found', message: `no route ${req.method} ${path}` } });
    if (path.startsWith('/api/') || path === '/ws')
      return reply.code(404).send({ error: { code: 'table/not_found', message: `no route ${path}` } });
    if (root === null) return reply.type('text/html; charset=utf-8').send(NO_CLIENT);
    const file = normalize(join(root, path));
    if ((file === root || file.startsWith(root + sep)) && existsSync(file) && statSync(file).isFile())
      return send(req, reply, file, HASHED.test(path) ? IMMUTABLE : REVALIDATE);
    return send(req, reply, join(root, 'index.html'), REVALIDATE);
  });
}
