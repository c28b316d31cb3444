import { expect, test } from '@playwright/test';
import { english, shot } from './helpers.ts';

test('score keeper: a rubber entered by hand, then a minibridge sheet', async ({ page }) => {
  await english(page);
  await page.goto('/keeper');
  const sheet = page.getByTestId('score-sheet');
  // 4♠ by South made exactly, then 3NT by North made with an overtrick: two games, the rubber (700)
  await page.locator('[data-keeper="declarer"]').selectOption('S');
  await page.locator('[data-keeper="level"]').selectOption('4');
  await page.locator('[data-keeper="strain"]').selectOption('S');
  await page.locator('[data-keeper="tricks"]').selectOption('10');
  await page.getByTestId('keeper-add').click();
  await expect(sheet.getByTestId('total-we')).toHaveText('120');
  await page.locator('[data-keeper="declarer"]').selectOption('N');
  await page.locator('[data-keeper="level"]').selectOption('3');
  await page.locator('[data-keeper="strain"]').selectOption('NT');
  await page.locator('[data-keeper="tricks"]').selectOption('10');
  await page.getByTestId('keeper-add').click();
  // 120 + 100 below, 30 above (vulnerable overtrick, undoubled), 700 for the rubber
  await expect(sheet.getByTestId('total-we')).toHaveText(String(120 + 100 + 30 + 700));
  await expect(sheet.getByTestId('settlement')).toBeVisible();
  await shot(page, 'keeper-rubber');
  // a further deal is refused: the rubber is over
  await page.getByTestId('keeper-add').click();
  await expect(page.getByTestId('keeper-error')).toBeVisible();
  await page.locator('[data-keeper="mode"]').selectOption('minibridge');
  await page.locator('[data-keeper="strain"]').selectOption('NT');
  await page.locator('[data-keeper="tricks"]').selectOption('9');
  await page.getByTestId('keeper-add').click();
  await expect(sheet.getByTestId('total-NS')).toHaveText('400');
});
