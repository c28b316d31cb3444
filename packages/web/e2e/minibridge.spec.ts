import { expect, test } from '@playwright/test';
import { english, expectMySeat, playDeal, shot } from './helpers.ts';

test('a full minibridge deal against three bots, clicking legal cards, with the score shown', async ({
  page,
}) => {
  await english(page);
  await page.goto('/');
  await page.getByTestId('quick-minibridge').click();
  await expect(page).toHaveURL(/\/t\//);
  await expectMySeat(page, 'S');
  await expect(page.getByTestId('announcements')).toBeVisible();
  await shot(page, 'minibridge-start');
  await playDeal([page]);
  await expect(page.getByTestId('deal-result')).toContainText(/tricks?/);
  const sheet = page.getByTestId('score-sheet');
  await expect(sheet).toBeVisible();
  const ns = Number(await sheet.getByTestId('total-NS').innerText());
  const ew = Number(await sheet.getByTestId('total-EW').innerText());
  expect(ns + ew).toBeGreaterThan(0); // exactly one side scores on a minibridge deal
  expect(ns === 0 || ew === 0).toBe(true);
  await shot(page, 'minibridge-scored');
  // the review shows all four hands and replays the play
  await page.getByTestId('review').click();
  await expect(page.getByTestId('review-panel')).toBeVisible();
  const step = page.getByTestId('replay-step');
  const [n, total] = ((await step.innerText()).match(/\d+/g) ?? []).map(Number);
  expect(n).toBe(0); // the replay starts before the first card: the four hands as dealt
  expect(total).toBeGreaterThan(0);
  await page.getByTestId('replay-forward').click();
  await expect(step).toContainText(`1 of ${total!}`);
  if (process.env.E2E_BACKEND !== 'practice') {
    // the server's double-dummy analysis: the table of tricks, par and a mark for each card played
    await expect(page.getByTestId('dd-table')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('par')).not.toHaveText('');
    await expect(page.locator('.card-costs li')).toHaveCount(total!);
  }
  await shot(page, 'minibridge-review');
  await page.getByTestId('next-deal').click();
  await expect(page.getByTestId('deal-number')).not.toHaveText('Deal 1');
});
