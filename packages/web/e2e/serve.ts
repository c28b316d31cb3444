/**
 * Starts what the end-to-end tests talk to, on loopback:
 *   - `server` (default when @tenace/server can be loaded): the real server with in-memory storage, fast
 *     bots and the production build of the client (packages/web/dist);
 *   - `practice`: a static server for the practice build (packages/web/node_modules/.practice), whose tables run in the
 *     browser — clearly marked in the page; two browser contexts cannot share such a table.
 * Usage: tsx e2e/serve.ts <port> [server|practice]. Prints "listening <url> <kind>" when ready.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.argv[2] ?? 4173);
const wanted = process.argv[3] ?? 'server';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

async function startServer(): Promise<string> {
  const { buildServer, MemoryStorage } = await import('@tenace/server');
  const server = await buildServer({
    storage: new MemoryStorage(),
    webDist: join(here, 'dist'),
    botDelayMs: 30,
    // The quick placeholder bots: the sampling bots think up to a second a card, too slow for these tests.
    botStrength: 'beginner',
    nextDelayMs: 3_600_000,
    allowSeed: true,
    // Every test's browser is one address: the per-client limits are not what these tests check.
    limits: { tablesPerMinute: 1_000_000, tablesPerClient: 1_000_000, seatsPerMinute: 1_000_000 },
  });
  return server.listen(port, '127.0.0.1');
}

function startPractice(): Promise<string> {
  const root = normalize(join(here, 'node_modules', '.practice'));
  if (!existsSync(join(root, 'index.html')))
    throw new Error('build the practice client first: npm run build:practice -w @tenace/web');
  const http = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const file = normalize(join(root, path));
    const ok = (file === root || file.startsWith(root + sep)) && existsSync(file) && statSync(file).isFile();
    const target = ok ? file : join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' });
    res.end(readFileSync(target));
  });
  return new Promise((resolve) => {
    http.listen(port, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${port}`);
    });
  });
}

const url = wanted === 'practice' ? await startPractice() : await startServer();
console.log(`listening ${url} ${wanted}`);
