import { expect, test } from '@playwright/test';
import { english, shot } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the table fits the screen width and the own hand is shown', async ({ page }) => {
  await english(page);
  await page.goto('/');
  await page.getByTestId('quick-minibridge').tap();
  await expect(page.getByTestId('seat-S')).toBeVisible();
  await expect(page.locator('[data-seat="S"] .card-btn').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await shot(page, 'phone-table');
});
