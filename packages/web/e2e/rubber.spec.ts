import { expect, test } from '@playwright/test';
import { english, playDeal, shot } from './helpers.ts';

test('a rubber deal with an auction: the bidding box offers only legal calls', async ({ page }) => {
  await english(page);
  await page.goto('/');
  await page.getByTestId('quick-rubber').click();
  await expect(page).toHaveURL(/\/t\//);
  let bid = false;
  // South opens (or overcalls) with the cheapest legal bid once, then passes: the deal is played out.
  await playDeal([page], (legal) => {
    const bids = legal.filter((c) => /^[1-7]/.test(c));
    expect(legal).toContain('P');
    if (!bid && bids.length > 0) {
      bid = true;
      return bids[0]!;
    }
    return 'P';
  });
  await expect(page.getByTestId('auction')).toBeVisible();
  const calls = await page.getByTestId('auction').locator('button').count();
  expect(calls).toBeGreaterThanOrEqual(4);
  if (process.env.E2E_BACKEND !== 'practice') {
    // each call carries the server's SAYC meaning; a tap opens it
    const first = page.getByTestId('auction').locator('button').first();
    await expect(first).toHaveAttribute('title', /^Meaning: /);
    await first.click();
    await expect(page.getByTestId('call-meaning')).toContainText('Meaning: ');
  }
  await expect(page.getByTestId('deal-result')).toBeVisible();
  await expect(page.getByTestId('score-sheet')).toBeVisible();
  await expect(page.getByTestId('rubber-sheet')).toBeVisible();
  await shot(page, 'rubber-scored');
});
