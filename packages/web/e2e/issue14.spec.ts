/**
 * Issue 14 as a person meets it, desktop and phone: undo takes back one's own card against bots; a refused
 * claim is explained; a solo table left alone does not advance; an invited seat waits; the end of a match.
 * Screenshots of the new parts in en/ru/uk at both sizes land in e2e/artifacts/.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { english, playDeal, shot, step } from './helpers.ts';

const server = process.env.E2E_BACKEND !== 'practice';
const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Lang = 'en' | 'ru' | 'uk';

async function inLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => {
    localStorage.setItem('tenace.lang', l);
  }, lang);
}

/** Acts (contract or card) until a card of this page's has been played in the play and it is our turn again. */
async function playOwnCard(page: Page): Promise<string> {
  const end = Date.now() + 90_000;
  let mine: string | null = null;
  while (Date.now() < end) {
    const contract = page.locator('[data-contract]');
    if ((await contract.count()) > 0) {
      await contract
        .first()
        .click({ timeout: 2000 })
        .catch(() => undefined);
      continue;
    }
    const next = page.getByTestId('next-deal');
    if (mine === null && (await next.isVisible())) {
      await next.click({ timeout: 2000 }).catch(() => undefined); // we were dummy: the next deal
      continue;
    }
    const card = page.locator('.felt button[data-card]');
    if ((await card.count()) > 0) {
      if (mine !== null) return mine;
      const c = await card
        .first()
        .getAttribute('data-card', { timeout: 2000 })
        .catch(() => null);
      if (c === null) continue;
      await card
        .first()
        .click({ timeout: 2000 })
        .catch(() => undefined);
      mine = c;
      // the card has left the hand (the page has the view after it) before we look for our turn again
      await expect(page.locator(`.felt button[data-card="${c}"]`)).toHaveCount(0);
      continue;
    }
    await page.waitForTimeout(100);
  }
  throw new Error('no own card and turn again in time');
}

/** A table made through the server's API, this page holding the seat (as the lobby would leave it). */
async function apiTable(
  page: Page,
  request: APIRequestContext,
  body: object,
): Promise<{ id: string; token: string }> {
  const r = await request.post('/api/tables', { data: body });
  expect(r.status()).toBe(201);
  const g = (await r.json()) as { table: { id: string }; seat: string; token: string };
  await page.goto('/settings');
  await page.evaluate(
    ([id, token, seat]) => {
      localStorage.setItem(`tenace.seat.${id}`, JSON.stringify({ token, seat }));
    },
    [g.table.id, g.token, g.seat],
  );
  return { id: g.table.id, token: g.token };
}

/** The table's state id, asked with the seat's token (a table someone sits at is private). */
async function stateIdOf(request: APIRequestContext, id: string, token: string): Promise<number> {
  const r = await request.get(`/api/tables/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { stateId: number }).stateId;
}

/** The seat token this page's browser keeps for the table (as the lobby saved it). */
const tokenOf = (page: Page, id: string): Promise<string> =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '',
    `tenace.seat.${id}`,
  );

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('undo takes back my own card against bots, exactly', async ({ page }) => {
      const log: string[] = [];
      page.on('websocket', (ws) => {
        ws.on('framesent', (f) => log.push(`> ${String(f.payload).slice(0, 120)}`));
        ws.on('framereceived', (f) => {
          const m = /"t":"(\w+)".{0,40}"stateId":(\d+)/.exec(String(f.payload));
          log.push(`< ${m ? `${m[1]} ${m[2]}` : String(f.payload).slice(0, 160)}`);
        });
      });
      for (const lang of ['en', 'ru', 'uk'] as const) {
        await inLanguage(page, lang);
        await page.goto('/');
        await page.getByTestId('quick-minibridge').click();
        await expect(page).toHaveURL(/\/t\//);
        const card = await playOwnCard(page);
        const undo = page.getByTestId('undo');
        await expect(undo).toBeVisible();
        await undo.click();
        await expect
          .poll(async () =>
            (await page.getByTestId('table-error').count()) > 0
              ? await page.getByTestId('table-error').innerText()
              : (await page.locator(`.felt button[data-card="${card}"]`).count()) > 0,
          )
          .toBe(true)
          .catch((e: unknown) => {
            console.log(log.slice(-30).join('\n'));
            throw e;
          });
        // Focus stayed in the hand after the card; it is our turn again, and nothing was played for us.
        await shot(page, `undo-${size.name}-${lang}`);
      }
    });

    test('a refused claim is explained, in en/ru/uk', async ({ page }) => {
      for (const lang of ['en', 'ru', 'uk'] as const) {
        await inLanguage(page, lang);
        await page.goto('/');
        await page.getByTestId('quick-minibridge').click();
        await expect(page).toHaveURL(/\/t\//);
        await playOwnCard(page);
        const box = page.getByTestId('claim-tricks');
        await expect(box).toBeVisible();
        // claim every trick left (the bots check it; so early it does not hold)
        await box.fill(await box.getAttribute('max').then((m) => m ?? '13'));
        await page.getByTestId('claim').click();
        const refused = page.getByTestId('claim-refused');
        await expect(refused).toBeVisible();
        const words = { en: /does not accept/, ru: /не принимает/, uk: /не приймає/ }[lang];
        await expect(refused).toHaveText(words);
        await expect(refused).toHaveText(
          server ? /(defence|declarer|защита|разыгрывающий|захист|розігрувач)/ : /.+/,
        );
        await refused.scrollIntoViewIfNeeded();
        await shot(page, `claim-refused-${size.name}-${lang}`);
      }
    });

    test('a hint at a practice table: the bots advice with its reason', async ({ page }) => {
      test.skip(server, 'the practice build only');
      for (const lang of ['en', 'ru', 'uk'] as const) {
        await inLanguage(page, lang);
        await page.goto('/');
        await page.getByTestId('quick-rubber').click();
        await expect(page).toHaveURL(/\/t\//);
        await page.getByTestId('hint').click();
        const text = page.getByTestId('hint-text');
        await expect(text).toHaveText(
          { en: /The bots suggest/, ru: /Боты советуют/, uk: /Боти радять/ }[lang],
        );
        await text.scrollIntoViewIfNeeded();
        await shot(page, `hint-${size.name}-${lang}`);
      }
    });

    test('the practice solver runs on its WebAssembly core (a minibridge hint solves with it)', async ({
      page,
    }) => {
      test.skip(server, 'the practice build only');
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
      });
      const core = page.waitForResponse((r) => /engine-[^/]*\.wasm$/.test(r.url()) && r.ok());
      await inLanguage(page, 'en');
      await page.goto('/');
      await page.getByTestId('quick-minibridge').click();
      await expect(page).toHaveURL(/\/t\//);
      // South is dummy on some deals: the next deal, until South has a turn.
      const hint = page.getByTestId('hint');
      const next = page.getByTestId('next-deal');
      for (let deal = 0; deal < 8; deal++) {
        await expect(hint.or(next).first()).toBeVisible({ timeout: 30_000 });
        if (await hint.isVisible()) break;
        await next.click();
      }
      await hint.click();
      await core;
      await expect(page.getByTestId('hint-text')).toHaveText(/The bots suggest/, { timeout: 30_000 });
      expect(warnings.filter((w) => /WebAssembly|solver/i.test(w))).toEqual([]);
    });

    test('a solo table left alone does not advance; it goes on when its person comes back', async ({
      page,
      request,
    }) => {
      test.skip(!server, 'the practice build has no server to leave the table on');
      await english(page);
      const { id, token } = await apiTable(page, request, {
        mode: 'rubber',
        rules: { firstDealer: 'N' },
        sit: { seat: 'S', name: 'Sam' },
      });
      // North (a bot) deals and would call at once; nobody has opened the table yet: no call, however long.
      await page.waitForTimeout(2500);
      expect(await stateIdOf(request, id, token)).toBe(0);
      await page.goto(`/t/${id}`);
      await expect(page.getByTestId('seat-S')).toContainText('you');
      // The table goes on once its person is there: North and East call, then it is our turn.
      await expect(page.locator('[data-call]').first()).toBeVisible();
      expect(await stateIdOf(request, id, token)).toBe(2);
      await step(page); // our call
      await page.goto('/settings'); // we leave
      await page.waitForTimeout(1000);
      const left = await stateIdOf(request, id, token);
      await page.waitForTimeout(3000);
      expect(await stateIdOf(request, id, token)).toBe(left);
    });

    test('an invited seat waits; "start" lets bots fill it', async ({ page }) => {
      test.skip(!server, 'the practice build has no invite links to wait for');
      for (const lang of ['en', 'ru', 'uk'] as const) {
        await inLanguage(page, lang);
        await page.goto('/');
        await page.getByTestId('create-mode').selectOption('rubber');
        await page.locator('[data-seat-who="N"]').selectOption('friend');
        await page.getByTestId('create-table').click();
        await expect(page.locator('input[data-invite="N"]')).toBeVisible();
        await page.locator('[data-testid="invite-links"] button').first().click();
        await expect(page).toHaveURL(/\/t\//);
        const wait = page.getByTestId('waiting-invited');
        await expect(wait).toBeVisible();
        const id = /\/t\/([^/]+)$/.exec(page.url())![1]!;
        const token = await tokenOf(page, id);
        await page.waitForTimeout(1500);
        expect(await stateIdOf(page.request, id, token)).toBe(0);
        await expect(page.locator('[data-call]')).toHaveCount(0);
        await shot(page, `invited-waits-${size.name}-${lang}`);
        await page.getByTestId('start-now').click();
        await expect(wait).toHaveCount(0);
        await expect
          .poll(
            async () =>
              (await page.locator('[data-call]').count()) > 0 ||
              (await stateIdOf(page.request, id, token)) > 0,
          )
          .toBe(true);
      }
    });

    test('the end of a match: winner and score in words, play again, review of every deal', async ({
      page,
      request,
    }) => {
      test.skip(!server, 'made through the server API (one short match)');
      test.setTimeout(240_000);
      for (const lang of ['en', 'ru', 'uk'] as const) {
        await inLanguage(page, lang);
        const { id } = await apiTable(page, request, {
          mode: 'minibridge',
          rules: { deals: 1 },
          sit: { seat: 'S', name: 'Sam' },
        });
        await page.goto(`/t/${id}`);
        await playDeal([page]);
        const over = page.getByTestId('match-over');
        await expect(over).toBeVisible();
        const words = { en: /win the match|A tie/, ru: /выиг|Ничья/, uk: /виграл|виграють|Нічия/ }[lang];
        await expect(page.getByTestId('match-result')).toHaveText(words);
        await over.scrollIntoViewIfNeeded();
        await shot(page, `match-over-${size.name}-${lang}`);
        await page.getByTestId('review-all').click();
        await expect(page).toHaveURL(new RegExp(`/records/t/${id}$`));
        // The played deal, and a 20–20 throw-in before it if the cards gave one (recorded, not counted).
        await expect.poll(() => page.locator('tr[data-record]').count()).toBeGreaterThanOrEqual(1);
        await page.getByTestId('record-review').first().click(); // newest first: the played deal
        await expect(page.getByTestId('replay-step')).toHaveText(/^\D*0\D+/);
        await shot(page, `records-review-${size.name}-${lang}`);
        await page.goBack();
        await expect(page.getByTestId('play-again')).toBeVisible();
        await page.getByTestId('play-again').click();
        await expect(page).not.toHaveURL(new RegExp(`/t/${id}$`));
        await expect(page).toHaveURL(/\/t\//);
        await expect(page.getByTestId('match-over')).toHaveCount(0);
      }
    });
  });
}

test('a stranger cannot join, watch or list a solo table made in the lobby', async ({ page, browser }) => {
  test.skip(!server, 'only the server has strangers: the practice build runs in one browser');
  await page.goto('/');
  await page.getByTestId('create-table').click();
  await page.waitForURL(/\/t\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    await other.goto('/');
    await expect(other.getByTestId('create-table')).toBeVisible();
    await expect(other.locator(`[data-table="${id}"]`)).toHaveCount(0);
    const listed = (await (await stranger.request.get('/api/tables')).json()) as {
      tables: { id: string }[];
    };
    expect(listed.tables.map((t) => t.id)).not.toContain(id);
    const took = await stranger.request.post(`/api/tables/${id}/seats/N`, { data: { name: 'Eve' } });
    expect(took.status()).toBeGreaterThanOrEqual(400);
    expect(took.status()).toBeLessThan(500);
    expect((await stranger.request.get(`/api/tables/${id}`)).status()).toBe(403);
  } finally {
    await stranger.close();
  }
});
