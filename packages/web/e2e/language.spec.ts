import { expect, test, type Page } from '@playwright/test';
import { english, shot } from './helpers.ts';

/** The screen-reader label of one of South's cards — or, once the deal is over, of a card in the review. */
async function southCardLabel(page: Page): Promise<string> {
  const live = page.locator('[data-seat="S"] .card-btn');
  if ((await live.count()) > 0) return (await live.first().getAttribute('aria-label')) ?? '';
  await page.getByTestId('deal-result').waitFor();
  if (!(await page.getByTestId('review-panel').isVisible())) await page.getByTestId('review').click();
  await page.getByTestId('replay').getByRole('button').first().click(); // back to the start: all 13 cards
  return (await page.locator('.review-seat.seat-S .card-btn').first().getAttribute('aria-label')) ?? '';
}

test('switching to Russian and to Ukrainian', async ({ page }) => {
  await english(page);
  await page.goto('/');
  await expect(page.getByTestId('quick-minibridge')).toHaveText('Play minibridge now');
  await page.getByTestId('language').selectOption('ru');
  await expect(page.getByTestId('quick-minibridge')).toHaveText('Играть в минибридж');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByTestId('quick-minibridge').click();
  await expect(page.getByTestId('announcements')).toContainText(/Север|Восток|Юг|Запад/);
  await expect(page.getByTestId('announcements')).toContainText(/\d+ очк(о|а|ов)/);
  // cards are labelled in Russian: "туз пик", "дама червей"…
  expect(await southCardLabel(page)).toMatch(
    /^(двойка|тройка|четвёрка|пятёрка|шестёрка|семёрка|восьмёрка|девятка|десятка|валет|дама|король|туз) (пик|червей|бубён|треф)$/,
  );
  await shot(page, 'table-ru');
  await page.getByTestId('language').selectOption('uk');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByTestId('announcements')).toContainText(/Північ|Схід|Південь|Захід/);
  expect(await southCardLabel(page)).toMatch(
    /^(двійка|трійка|четвірка|п’ятірка|шістка|сімка|вісімка|дев’ятка|десятка|валет|дама|король|туз) (пік|чирв|бубон|треф)$/,
  );
  await shot(page, 'table-uk');
  // the choice is remembered
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByTestId('quick-minibridge')).toHaveText('Грати в мінібридж');
});
