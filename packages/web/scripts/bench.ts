/**
 * The web budget, measured: (1) the table page's initial JavaScript, gzip — the entry chunk and every chunk
 * index.html preloads (lazy pages are not counted) — against 100 kB; (2) on loopback, the time from
 * navigation to the first paint and to the table drawn from the server's first state, for /t/<id> served by
 * the real server. Builds the client first. Exits 1 when the JavaScript is over budget.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildServer, MemoryStorage } from '@tenace/server';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
const BUDGET_KB = 100;

execSync('npx vite build --logLevel warn', { cwd: web, stdio: 'inherit' });
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g),
].map((m) => m[1]!);
let gz = 0;
let raw = 0;
for (const s of scripts) {
  const bytes = readFileSync(join(dist, s.replace(/^\//, '')));
  raw += bytes.length;
  gz += gzipSync(bytes, { level: 9 }).length;
}
const kb = gz / 1024;
console.log(
  `table page initial JS: ${kb.toFixed(1)} kB gzip (${(raw / 1024).toFixed(1)} kB raw, ${scripts.length} file(s)); budget ${BUDGET_KB} kB: ${kb <= BUDGET_KB ? 'within' : 'OVER'}`,
);

const server = await buildServer({
  storage: new MemoryStorage(),
  webDist: dist,
  botDelayMs: 50,
  nextDelayMs: 3_600_000,
});
const base = await server.listen(0, '127.0.0.1');
const res = await fetch(`${base}/api/tables`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ mode: 'rubber', sit: { seat: 'S', name: 'Bench' } }),
});
const made = (await res.json()) as { table: { id: string }; token: string };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const runs: { paint: number; table: number }[] = [];
try {
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    // Scripts run in the page (as text: this file is typechecked without the DOM library). The seat token
    // makes the page South's view; the observer notes the moment the table is drawn, inside the page, so no
    // test-driver round trip is counted.
    await context.addInitScript(
      `(() => { localStorage.setItem(${JSON.stringify(`tenace.seat.${made.table.id}`)}, ${JSON.stringify(JSON.stringify({ token: made.token, seat: 'S' }))});
       const seen = new MutationObserver(() => {
         if (document.querySelector('[data-testid="turn"]') !== null) { window.tableDrawnAt = performance.now(); seen.disconnect(); }
       });
       seen.observe(document, { childList: true, subtree: true }); })();`,
    );
    const page = await context.newPage();
    await page.goto(`${base}/t/${made.table.id}`);
    await page.waitForSelector('[data-testid="turn"]');
    const table = Number(await page.evaluate('window.tableDrawnAt'));
    const paint = Number(
      await page.evaluate(
        "(performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint') ?? performance.getEntriesByType('paint')[0])?.startTime ?? NaN",
      ),
    );
    runs.push({ paint, table });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const paint = median(runs.map((r) => r.paint));
const table = median(runs.map((r) => r.table));
console.log(
  `first contentful paint on loopback: ${paint.toFixed(0)} ms (median of ${runs.length}); table drawn from the first state: ${table.toFixed(0)} ms; budget 1000 ms: ${Math.max(paint, table) <= 1000 ? 'within' : 'OVER'}`,
);
process.exit(kb <= BUDGET_KB ? 0 : 1);
