/**
 * Serves the built web client (packages/web/dist) when it exists: files by path, and index.html for every
 * other page that is not under /api or /ws (the client routes itself, e.g. /join/<code>). Without a build,
 * "/" explains how to use the API.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';

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

const NO_CLIENT = `<!doctype html><meta charset="utf-8"><title>Tenace</title>
<h1>Tenace server</h1>
<p>The web client is not built here yet. The API is live: <a href="/api/tables">/api/tables</a>,
WebSocket at <code>/ws</code> (see the README's "Server" section).</p>`;

export function registerStatic(app: FastifyInstance, dist: string | null): void {
  const root = dist !== null && existsSync(join(dist, 'index.html')) ? normalize(dist) : null;
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
      return reply.type(TYPES[extname(file)] ?? 'application/octet-stream').send(readFileSync(file));
    return reply.type(TYPES['.html']!).send(readFileSync(join(root, 'index.html')));
  });
}
