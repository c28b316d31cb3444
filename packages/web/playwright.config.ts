import { defineConfig } from '@playwright/test';

// E2E against the real server (default) or, with E2E_BACKEND=practice, the practice build whose tables run in
// the browser. Debian's Chromium is used as installed (no browser download).
const port = Number(process.env.E2E_PORT ?? 4173);
const backend = process.env.E2E_BACKEND ?? 'server';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/results',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'on',
    launchOptions: {
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
    },
  },
  webServer: {
    command: `npx tsx e2e/serve.ts ${port} ${backend}`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
