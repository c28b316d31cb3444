/** Shared steps for the end-to-end tests: playing legal cards until the deal is scored, screenshots. */
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}

/** English UI regardless of the browser's language (tests that switch language do it through the UI). */
export async function english(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('tenace.lang') === null) localStorage.setItem('tenace.lang', 'en');
  });
}

/**
 * Acts whenever this page may: chooses a minibridge contract (the first offered), makes a call chosen by
 * `call`, or clicks the first legal card. Returns true when it did something.
 */
export async function step(page: Page, call: (legal: string[]) => string = () => 'P'): Promise<boolean> {
  const contract = page.locator('[data-contract]');
  if ((await contract.count()) > 0) {
    await contract
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
    return true;
  }
  const calls = page.locator('[data-call]');
  const n = await calls.count();
  if (n > 0) {
    const legal = await calls.evaluateAll((els) => els.map((e) => e.getAttribute('data-call') ?? ''));
    if (legal.length === 0) return false; // the box closed meanwhile
    await page
      .locator(`[data-call="${call(legal)}"]`)
      .click({ timeout: 2000 })
      .catch(() => undefined);
    return true;
  }
  const cards = page.locator('button[data-card]');
  if ((await cards.count()) > 0) {
    await cards
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
    return true;
  }
  return false;
}

/** Plays on every given page until each shows the deal result (bots play the other seats). */
export async function playDeal(
  pages: Page[],
  call?: (legal: string[]) => string,
  limit = 90_000,
): Promise<void> {
  const end = Date.now() + limit;
  for (;;) {
    const done = await Promise.all(pages.map((p) => p.getByTestId('deal-result').isVisible()));
    if (done.every(Boolean)) return;
    if (Date.now() > end) throw new Error('the deal did not end in time');
    let acted = false;
    for (const p of pages) if (await step(p, call)) acted = true;
    if (!acted) await pages[0]!.waitForTimeout(100);
  }
}

/** The seat shown at the bottom carries "(you…)". */
export async function expectMySeat(page: Page, seat: string): Promise<void> {
  await expect(page.getByTestId(`seat-${seat}`)).toContainText(/you|вы|ви/);
}
