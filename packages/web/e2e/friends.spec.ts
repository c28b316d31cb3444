import { expect, test } from '@playwright/test';
import { english, playDeal, shot } from './helpers.ts';

test('two browser contexts as two people at one table', async ({ browser, baseURL }) => {
  test.skip(process.env.E2E_BACKEND === 'practice', 'the practice build keeps each table inside one browser');
  const a = await browser.newContext({ baseURL });
  const b = await browser.newContext({ baseURL });
  const pa = await a.newPage();
  const pb = await b.newPage();
  await english(pa);
  await english(pb);
  await pa.goto('/');
  await pa.locator('[data-seat-who="N"]').selectOption('friend');
  await pa.getByTestId('create-table').click();
  const link = await pa.locator('input[data-invite="N"]').inputValue();
  expect(link).toMatch(/\/join\//);
  await pa.getByRole('button', { name: 'Go to the table' }).click();
  await pb.goto(link);
  await pb.getByTestId('join-name').fill('Friend');
  await pb.getByTestId('join-take').click();
  await expect(pb).toHaveURL(/\/t\//);
  await expect(pb.getByTestId('seat-N')).toContainText('you');
  await expect(pa.getByTestId('seat-N')).toContainText('Friend');
  // the table chat: one writes, both read
  await pa.getByTestId('chat-input').fill('good luck, partner');
  await expect(pa.getByTestId('chat-count')).toContainText('18 / 200');
  await pa.getByTestId('chat-send').click();
  await expect(pb.getByTestId('chat-lines')).toContainText('good luck, partner');
  await expect(pa.getByTestId('chat-lines')).toContainText('good luck, partner');
  await playDeal([pa, pb]);
  // both see the same result and the same totals
  const total = async (p: typeof pa) =>
    (await p.getByTestId('score-sheet').getByTestId('total-NS').innerText()).trim();
  expect(await total(pa)).toBe(await total(pb));
  await shot(pa, 'friends-a');
  await shot(pb, 'friends-b');
  await a.close();
  await b.close();
});
