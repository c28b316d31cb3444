/** The server's static files: the page's script comes compressed and immutable; the page revalidates. */
import { expect, test } from '@playwright/test';

test.skip(process.env.E2E_BACKEND === 'practice', 'the practice build is served by a bare test server');

test('the script is compressed and cached for good; index.html is revalidated with its ETag', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/assets/') && r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('quick-minibridge')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  const js = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(js.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(js.headers()['cache-control']).toContain('immutable');
  const index = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  const etag = index.headers().etag!;
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(etag).toBeTruthy();
  const again = await request.get('/', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
});
