import { expect, test } from '@playwright/test';
import { english, playDeal, shot } from './helpers.ts';

// The practice build runs the one game host in the page: a whole minibridge match (10 deals, or until a
// side has made two declared games) is played through it, deal after deal, to the match's end.
test('practice build: a whole minibridge match on the in-page table, to the end of the match', async ({
  page,
}) => {
  test.skip(process.env.E2E_BACKEND !== 'practice', 'the practice build only');
  test.setTimeout(600_000);
  await english(page);
  await page.goto('/');
  await expect(page.getByTestId('practice-banner')).toBeVisible();
  await page.getByTestId('quick-minibridge').click();
  await expect(page).toHaveURL(/\/t\//);
  let deals = 0;
  for (; deals < 12; deals++) {
    await playDeal([page], undefined, 120_000);
    if (await page.getByText('Match over', { exact: false }).isVisible()) break;
    if (await page.getByTestId('match-over').isVisible()) break;
    const number = await page.getByTestId('deal-number').innerText();
    await page.getByTestId('next-deal').click();
    await expect(page.getByTestId('deal-number')).not.toHaveText(number);
  }
  await expect(page.getByTestId('match-over')).toBeVisible();
  const sheet = page.getByTestId('score-sheet');
  const ns = Number(await sheet.getByTestId('total-NS').innerText());
  const ew = Number(await sheet.getByTestId('total-EW').innerText());
  expect(ns + ew).toBeGreaterThan(0);
  expect(deals).toBeGreaterThan(0);
  await shot(page, 'practice-match-over');
});
