import { expect, test, type Page } from '@playwright/test';
import { english, shot } from './helpers.ts';

/** Presses Tab until the focused element matches `selector` (keyboard only). */
async function tabTo(page: Page, selector: string, max = 200): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return true;
    await page.keyboard.press('Tab');
  }
  return false;
}

test('keyboard-only play: typed cards, arrows and Enter', async ({ page }) => {
  await english(page);
  await page.goto('/');
  expect(await tabTo(page, '[data-testid="quick-minibridge"]')).toBe(true);
  // the focused control is visibly outlined
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/t\//);
  let typed = 0;
  let arrowed = 0;
  const end = Date.now() + 100_000;
  // Deals go on (Enter on "Next deal") until a card was both typed and chosen with the arrows: South may be
  // dummy on a deal and then has nothing to play.
  for (;;) {
    if (Date.now() > end) throw new Error('no deal gave South cards to play in time');
    if (await page.getByTestId('deal-result').isVisible()) {
      if (typed > 0 && arrowed > 0) break;
      expect(await tabTo(page, '[data-testid="next-deal"]', 400)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('deal-result')).toBeHidden();
      continue;
    }
    if ((await page.locator('[data-contract]').count()) > 0) {
      if (await tabTo(page, '[data-contract]', 300)) await page.keyboard.press('Enter');
      continue;
    }
    const legal = await page
      .locator('button[data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
    if (legal.length === 0) {
      await page.waitForTimeout(100);
      continue;
    }
    const before = await page.locator('[data-shown], button[data-card]').count();
    if (typed <= arrowed) {
      // type the card: "SA", or "H10" for the ten
      const card = legal[legal.length - 1]!;
      await page.keyboard.type(card[1] === 'T' ? `${card[0]}10` : card);
      typed++;
    } else {
      if (!(await tabTo(page, 'button[data-card]', 300))) continue;
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      arrowed++;
    }
    // the card left the hand (or it was the last one and the deal is over: then the felt shows the deal)
    await expect
      .poll(async () =>
        (await page.getByTestId('deal-result').isVisible())
          ? -1
          : page.locator('[data-shown], button[data-card]').count(),
      )
      .toBeLessThan(before);
  }
  expect(typed).toBeGreaterThan(0);
  expect(arrowed).toBeGreaterThan(0);
  await expect(page.getByTestId('score-sheet')).toBeVisible();
  await shot(page, 'keyboard-scored');
});
