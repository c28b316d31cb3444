/**
 * Phone first: at 390×844 the own hand and what the person must act with (bidding box, contract choice)
 * are on the first screen without scrolling, and nothing is wider than the screen at 360 px, in en, ru
 * and uk. Screenshots of the lobby and the table at phone and desktop sizes in each language.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { playDeal, shot } from './helpers.ts';

const LANGS = ['en', 'ru', 'uk'] as const;

async function inLanguage(page: Page, lang: string): Promise<void> {
  await page.addInitScript((l) => {
    localStorage.setItem('tenace.lang', l);
  }, lang);
}

/**
 * Nothing is wider than the screen. A phone browser widens its layout viewport to fit a too-wide page, so
 * innerWidth is held to the screen's width too (regression: the ru/uk lobby was 465 px wide at 390 px).
 */
async function noSideScroll(page: Page): Promise<void> {
  const [scroll, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  const screen = page.viewportSize()!.width;
  expect(inner, 'layout viewport width').toBeLessThanOrEqual(screen);
  expect(scroll, 'page width').toBeLessThanOrEqual(inner);
}

/** The element is wholly inside the first screen (the page not scrolled). */
async function inFirstScreen(page: Page, el: Locator, what: string): Promise<void> {
  await expect(el).toBeVisible();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY, `${what}: the page was scrolled`).toBe(0);
  const box = await el.boundingBox();
  const vp = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right`).toBeLessThanOrEqual(vp.width + 0.5);
  expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(vp.height + 0.5);
}

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const lang of LANGS) {
    test(`${lang}: the hand and the bidding box are on the first screen; touch hints`, async ({ page }) => {
      await inLanguage(page, lang);
      await page.goto('/');
      await noSideScroll(page);
      await shot(page, `phone-lobby-${lang}`);
      await page.getByTestId('quick-rubber').tap();
      const box = page.getByTestId('bidding-box');
      await box.waitFor({ timeout: 30_000 });
      await inFirstScreen(page, box, 'bidding box');
      await inFirstScreen(page, page.locator('[data-seat="S"]').first(), 'own hand');
      await expect(page.getByTestId('input-hint')).toHaveAttribute('data-input', 'touch');
      await noSideScroll(page);
      await shot(page, `phone-auction-${lang}`);
    });

    test(`${lang}: minibridge — the hand and the contract choice or the cards in the first screen`, async ({
      page,
    }) => {
      await inLanguage(page, lang);
      await page.goto('/');
      await page.getByTestId('quick-minibridge').tap();
      await page.getByTestId('announcements').waitFor();
      await inFirstScreen(page, page.locator('[data-seat="S"]').first(), 'own hand');
      const panel = page.getByTestId('contract-panel');
      if (await panel.isVisible()) await inFirstScreen(page, panel, 'contract choice');
      await noSideScroll(page);
      await shot(page, `phone-minibridge-${lang}`);
    });
  }
});

test.describe('phone 390×844, a whole deal', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const lang of LANGS)
    test(`${lang}: the 13th trick and the next-deal button are on the first screen`, async ({ page }) => {
      await inLanguage(page, lang);
      // a long pace, so the 13th trick is surely still up when it is looked at
      await page.addInitScript(() => {
        localStorage.setItem('tenace.settings', JSON.stringify({ trickPaceMs: 3000 }));
      });
      await page.goto('/');
      await page.getByTestId('quick-minibridge').tap();
      await playDeal([page]);
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      const trick = page.getByTestId('trick');
      await expect(trick).toHaveAttribute('data-kind', 'held');
      await expect(trick.locator('[data-played]')).toHaveCount(4);
      await inFirstScreen(page, trick, 'the 13th trick');
      await inFirstScreen(page, page.getByTestId('next-deal'), 'next deal');
      await inFirstScreen(page, page.getByTestId('deal-result'), 'the result');
      await noSideScroll(page);
      await shot(page, `phone-result-${lang}`);
    });
});

test.describe('narrow phone 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  for (const lang of LANGS)
    test(`${lang}: no page is wider than the screen`, async ({ page }) => {
      await inLanguage(page, lang);
      for (const path of ['/', '/records', '/keeper', '/settings']) {
        await page.goto(path);
        await page.locator('main').waitFor();
        await noSideScroll(page);
      }
      await page.goto('/');
      await page.getByTestId('quick-rubber').tap();
      await page.getByTestId('auction').waitFor();
      await noSideScroll(page);
      await shot(page, `narrow-table-${lang}`);
    });
});

test.describe('desktop 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  for (const lang of LANGS)
    test(`${lang}: lobby and table`, async ({ page }) => {
      await inLanguage(page, lang);
      await page.goto('/');
      await shot(page, `desktop-lobby-${lang}`);
      await page.getByTestId('quick-rubber').click();
      await page.getByTestId('bidding-box').waitFor({ timeout: 30_000 });
      await inFirstScreen(page, page.locator('[data-seat="S"]').first(), 'own hand');
      await expect(page.getByTestId('input-hint')).toHaveAttribute('data-input', 'keys');
      await shot(page, `desktop-auction-${lang}`);
    });
});
